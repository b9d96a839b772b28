internal import CFontconfig

/// A font file the text of a render is drawn from, as fontconfig resolves ``Typeface``'s
/// families (and the colour emoji font the fallback reaches): what a frame manifest records, so
/// that two renders that differ in their text can be traced to different fonts.
///
/// Only the file's name is kept, not its directory, so a manifest is the same on every machine
/// with the same font packages.
///
/// ```swift
/// FontFile.typeface.first  // FontFile(family: "Inter", file: "Inter-Regular.otf")
/// ```
public struct FontFile: Hashable, Sendable {
  /// The family fontconfig matched, as the font names it.
  public var family: String
  /// The file's name, without its directory.
  public var file: String

  /// Creates a font file entry.
  public init(family: String, file: String) {
    self.family = family
    self.file = file
  }

  /// The fonts text is drawn from, resolved once: the typeface at each weight used (regular,
  /// semibold, bold), then each fallback family, then the colour emoji font; each file once,
  /// in that order. Empty when fontconfig cannot be initialised.
  public static let typeface: [FontFile] = {
    let primary = Typeface.families.split(separator: ",").map {
      String($0.drop { $0 == " " })
    }
    let weights = primary.first.map { ["\($0):semibold", "\($0):bold"] } ?? []
    let requests = primary.prefix(1) + weights + primary.dropFirst() + [Typeface.emojiFamily]
    var files: [FontFile] = []
    for request in requests {
      if let found = match(request), !files.contains(found) { files.append(found) }
    }
    return files
  }()

  /// The font fontconfig picks for a pattern such as `Inter:bold`.
  private static func match(_ request: String) -> FontFile? {
    guard FcInit() != 0, let pattern = FcNameParse(request) else { return nil }
    defer { FcPatternDestroy(pattern) }
    FcConfigSubstitute(nil, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let font = FcFontMatch(nil, pattern, &result) else { return nil }
    defer { FcPatternDestroy(font) }
    var file: UnsafeMutablePointer<FcChar8>?
    var family: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file,
      FcPatternGetString(font, FC_FAMILY, 0, &family) == FcResultMatch, let family
    else { return nil }
    let path = String(cString: file)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return FontFile(family: String(cString: family), file: name)
  }
}

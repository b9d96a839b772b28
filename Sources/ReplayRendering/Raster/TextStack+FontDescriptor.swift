extension TextStack {
  /// A font as its platform's font system names it, beside its file: on macOS, what CoreText
  /// says of the font Pango's CoreText backend drew with (``CoreTextFontResolution``). Linux's
  /// fonts are fontconfig's files and have none.
  ///
  /// ```swift
  /// let descriptor = TextStack.FontDescriptor(
  ///   name: "HelveticaNeue-Bold", family: "Helvetica Neue", version: "16.0d1e1")
  /// ```
  public struct FontDescriptor: Hashable, Sendable {
    /// The PostScript name.
    public var name: String
    /// The family.
    public var family: String
    /// The version string, when the font has one.
    public var version: String?

    /// A descriptor.
    ///
    /// - Parameters:
    ///   - name: The PostScript name.
    ///   - family: The family.
    ///   - version: The version string, if any.
    public init(name: String, family: String, version: String? = nil) {
      self.name = name
      self.family = family
      self.version = version
    }
  }

  /// The prefix of a font's path when CoreText names no file for it: `coretext:` and the
  /// PostScript name.
  public static let descriptorPathPrefix = "coretext:"

  /// The fonts that `faces` (Pango's fonts that are not fontconfig's) resolve to: on macOS,
  /// through CoreText, each with its descriptor and — when CoreText names its file — that
  /// file's size and fingerprint; elsewhere none (every font there is a file).
  static func fontFiles(resolving faces: Set<PangoFace>) -> [FontFile] {
    #if canImport(CoreText)
      return faces.map { face in
        let resolved = CoreTextFontResolution.resolve(
          family: face.family, bold: face.bold, italic: face.italic)
        var file =
          resolved.path.map(FontFileFingerprints.shared.fingerprint(of:))
          ?? FontFile(path: descriptorPathPrefix + resolved.name, bytes: 0, hash: "unreadable")
        file.descriptor = FontDescriptor(
          name: resolved.name, family: resolved.family, version: resolved.version)
        return file
      }
    #else
      return []
    #endif
  }
}

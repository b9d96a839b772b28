internal import CCairo
internal import CPangoCairo
import Foundation
import ReplayRaster
import SnapshotModel

/// What turns a label into pixels besides the renderer itself: the Cairo and Pango versions
/// and the font files Pango picks for the text (on macOS, the fonts its CoreText backend picks,
/// with their descriptors: ``FontDescriptor``). Goldens keep it, so `verify` can say "rendered
/// with different fonts" instead of reporting anti-aliasing noise.
///
/// ```swift
/// let stack = try TextStack.current(for: ["Wi-Fi", "Réseau", "와이파이"])
/// print(stack.cairo, stack.pango)  // 1.16.0 1.50.12
/// print(stack.fonts.map(\.path))   // ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", …]
/// ```
public struct TextStack: Hashable, Sendable {
  /// One font file: where it is, how big it is and a fingerprint of its bytes.
  public struct FontFile: Hashable, Sendable {
    /// Its path, as fontconfig names it.
    public var path: String
    /// Its size in bytes.
    public var bytes: Int
    /// The SHA-256 digest of its bytes in 64 hex digits (`ContentDigest`, the package's one
    /// content digest), or `unreadable`. Goldens recorded before fingerprints were SHA-256 hold
    /// a 16-digit FNV-1a one here instead; `verify` takes a fingerprint of the other kind as
    /// unknown, not as a different font.
    public var hash: String
    /// What the platform's font system names it (macOS: CoreText's PostScript name, family
    /// and version); `nil` for fontconfig's files.
    public var descriptor: FontDescriptor?

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - path: Its path.
    ///   - bytes: Its size in bytes.
    ///   - hash: The fingerprint of its bytes.
    ///   - descriptor: What the font system names it, if anything.
    public init(path: String, bytes: Int, hash: String, descriptor: FontDescriptor? = nil) {
      self.path = path
      self.bytes = bytes
      self.hash = hash
      self.descriptor = descriptor
    }
  }

  /// Cairo's version, such as `1.16.0`.
  public var cairo: String
  /// Pango's version, such as `1.50.12`.
  public var pango: String
  /// The font files used, sorted by path.
  public var fonts: [FontFile]

  /// Creates a text stack.
  ///
  /// - Parameters:
  ///   - cairo: Cairo's version.
  ///   - pango: Pango's version.
  ///   - fonts: The font files used; sorted by path here.
  public init(cairo: String, pango: String, fonts: [FontFile]) {
    self.cairo = cairo
    self.pango = pango
    self.fonts = fonts.sorted { $0.path < $1.path }
  }

  /// The stack this process draws `texts` with: the libraries' versions and every font file
  /// Pango picks for their characters (the renderer's families, then fontconfig's fallbacks).
  ///
  /// The characters are gathered once each and laid out in chunks, so the cost follows the
  /// number of distinct characters, not of labels; at most 4,096 of them, lowest code points
  /// first, are looked up.
  ///
  /// - Parameter texts: The text the render draws: labels, details, headers.
  /// - Returns: The stack.
  /// - Throws: ``RenderingError`` when Pango cannot be set up.
  public static func current(for texts: some Sequence<String>) throws(RenderingError) -> TextStack {
    var scalars: Set<Unicode.Scalar> = []
    for text in texts {
      for scalar in text.unicodeScalars where scalar.value >= 0x20 { scalars.insert(scalar) }
    }
    // A Latin sample as well: an empty recording still shows which primary font is in use.
    let sample = "Aa0"
    // Font fallback is costly per character: a hostile recording of every code point would
    // take minutes, so only the lowest `characterLimit` distinct ones are asked about.
    let ordered =
      Array(sample.unicodeScalars)
      + scalars.sorted { $0.value < $1.value }.prefix(characterLimit)
    let painter = try TextPainter()
    var files: Set<String> = []
    var otherFaces: Set<PangoFace> = []
    var start = 0
    while start < ordered.count {
      let end = min(start + chunkLength, ordered.count)
      var chunk = String.UnicodeScalarView()
      chunk.append(contentsOf: ordered[start..<end])
      files.formUnion(painter.fontFiles(of: String(chunk), otherFaces: &otherFaces))
      start = end
    }
    return TextStack(
      cairo: String(cString: cairo_version_string()),
      pango: String(cString: pango_version_string()),
      fonts: files.map(FontFileFingerprints.shared.fingerprint(of:))
        + fontFiles(resolving: otherFaces))
  }

  /// Characters laid out at once: well under `LabelLimit`'s 500, which would cut them.
  private static let chunkLength = 200

  /// The most distinct characters whose fonts are looked up (4,096, lowest code points first):
  /// more scripts than any real list shows.
  static let characterLimit = 4_096
}

/// Font files' fingerprints, computed once per file and process: a suite verifies many
/// recordings with the same fonts.
final class FontFileFingerprints: Sendable {
  static let shared = FontFileFingerprints()

  private let known = LockedValue<[String: TextStack.FontFile]>([:])

  /// The file's size and fingerprint; an unreadable file has size 0 and hash `unreadable`.
  func fingerprint(of path: String) -> TextStack.FontFile {
    // Read outside the lock: other threads look up other files meanwhile.
    if let file = known.withLock({ $0[path] }) { return file }
    let file: TextStack.FontFile
    if let data = FileManager.default.contents(atPath: path) {
      file = TextStack.FontFile(path: path, bytes: data.count, hash: ContentDigest.hex(of: data))
    } else {
      file = TextStack.FontFile(path: path, bytes: 0, hash: "unreadable")
    }
    known.withLock { $0[path] = file }
    return file
  }
}

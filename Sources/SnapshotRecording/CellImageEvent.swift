/// The pixels of a cell as the device drew it: a `cell-image` line of a recording, written once
/// per distinct image and named by later items' `"image"` (docs/RecordingFormat.md, "What the
/// screen showed").
///
/// ```swift
/// let image = CellImageEvent(
///   png: pngBytes, size: RecordedSize(width: 358, height: 44), scale: 3)
/// image.digest.description  // "sha256:9f2c…", the SHA-256 of pngBytes
/// ```
public struct CellImageEvent: Hashable, Sendable {
  /// The SHA-256 of ``png``, as the line names it. A reader only hands over an image whose
  /// bytes match it.
  public var digest: CellImageDigest
  /// The cell's size in points.
  public var size: RecordedSize
  /// The screen scale the cell was drawn at: pixels per point.
  public var scale: Double
  /// The PNG file's bytes.
  public var png: [UInt8]

  /// Creates an image named by the digest of its bytes.
  ///
  /// - Parameters:
  ///   - png: The PNG file's bytes.
  ///   - size: The cell's size in points.
  ///   - scale: Pixels per point.
  public init(png: [UInt8], size: RecordedSize, scale: Double) {
    self.init(digest: CellImageDigest(of: png), png: png, size: size, scale: scale)
  }

  /// Creates an image with the digest as written, whether or not it matches (a reader checks).
  ///
  /// - Parameters:
  ///   - digest: The digest the line names.
  ///   - png: The PNG file's bytes.
  ///   - size: The cell's size in points.
  ///   - scale: Pixels per point.
  public init(digest: CellImageDigest, png: [UInt8], size: RecordedSize, scale: Double) {
    self.digest = digest
    self.png = png
    self.size = size
    self.scale = scale
  }

  /// Hashes the digest and geometry, not the bytes (which the digest names); equality compares
  /// the bytes too.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(digest)
    hasher.combine(size)
    hasher.combine(scale)
  }
}

public import RecordingFormat
public import SnapshotRecording

/// A recorded cell image as a report's inspector shows it: the PNG once per digest, with the
/// pixel size its header declares and the scale and size its `cell-image` line recorded.
///
/// ```swift
/// let image = report.data.cellImages[0]
/// print(image.digest, image.pixels, image.scale)  // sha256:9f2c… 716×88 2.0
/// ```
public struct ReportCellImage: Hashable, Sendable {
  /// The image's digest.
  public var digest: CellImageDigest
  /// The width and height its PNG header declares.
  public var pixels: PNGDimensions
  /// The screen scale it was drawn at.
  public var scale: Double
  /// The cell's size in points.
  public var size: RecordedSize
  /// The PNG's bytes.
  public var png: [UInt8]

  /// The image of a verified `cell-image` line; `nil` when its bytes declare no PNG size (the
  /// reader only keeps images it can read, so this does not happen for a library's images).
  ///
  /// - Parameter event: The line's image.
  public init?(_ event: CellImageEvent) {
    guard let pixels = PNGDimensions(of: event.png) else { return nil }
    digest = event.digest
    self.pixels = pixels
    scale = event.scale
    size = event.size
    png = event.png
  }
}

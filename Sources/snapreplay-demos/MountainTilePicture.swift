import ReplayRaster
import SnapshotRecording

/// The cell a Mountains Search app with its own look draws for a mountain: its name and
/// elevation over a sky, beside a peak whose height follows the elevation (snow-capped above
/// 5,000 m). Flat colours and one font keep each picture a few kilobytes of PNG.
///
/// ```swift
/// let png = try MountainTilePicture.png(
///   name: "K2", elevation: 8611, size: RecordedSize(width: 180, height: 32), scale: 2)
/// ```
enum MountainTilePicture {
  /// The highest elevation in the data (Mount Everest): a peak that reaches the tile's top.
  static let highest = 8848.0
  /// The elevation of the lowest peak drawn: the data's mountains are all above 4,000 m, so
  /// heights are told apart over 4,000 … 8,848 m.
  static let lowest = 4000.0

  private static let sky = RecordedColor(red: 0xDC, green: 0xEB, blue: 0xFA)
  private static let range = RecordedColor(red: 0xB4, green: 0xC4, blue: 0xD8)
  private static let rock = RecordedColor(red: 0x56, green: 0x65, blue: 0x7A)
  private static let snow = RecordedColor(red: 0xFF, green: 0xFF, blue: 0xFF)
  private static let title = RecordedColor(red: 0x1C, green: 0x1C, blue: 0x1E)
  private static let caption = RecordedColor(red: 0x3C, green: 0x3C, blue: 0x43)

  /// Draws one mountain's cell.
  ///
  /// - Parameters:
  ///   - name: The mountain's name.
  ///   - elevation: Its height in metres.
  ///   - size: The cell's size in points.
  ///   - scale: The screen's scale.
  /// - Returns: The PNG bytes.
  /// - Throws: ``CellPictureCanvas/DrawingError``.
  static func png(name: String, elevation: Int, size: RecordedSize, scale: Double)
    throws(CellPictureCanvas.DrawingError) -> [UInt8]
  {
    let canvas = try CellPictureCanvas(size: size, scale: scale)
    let width = size.width
    let height = size.height
    canvas.fill(sky)
    // A low range across the foot of the tile, then the peak on the right.
    canvas.fillPolygon(
      [
        (0, height), (0, height * 0.8), (width * 0.35, height * 0.7), (width * 0.6, height * 0.82),
        (width * 0.75, height * 0.62), (width, height * 0.78), (width, height),
      ], color: range)
    let fraction = min(max((Double(elevation) - lowest) / (highest - lowest), 0), 1)
    let peak = (x: width - 34, y: height * (1 - 0.3 - 0.68 * fraction))
    let left = (x: width - 74.0, y: height)
    let right = (x: width + 6, y: height)
    canvas.fillPolygon([left, peak, right], color: rock)
    if elevation > 5000 {
      // The cap covers the peak's top third, cut with a ragged lower edge.
      let cap = 0.34
      func along(_ foot: (x: Double, y: Double), _ share: Double) -> (x: Double, y: Double) {
        (peak.x + (foot.x - peak.x) * share, peak.y + (foot.y - peak.y) * share)
      }
      let lower = along(left, cap)
      let upper = along(right, cap)
      let notch = along((peak.x, height), cap * 0.7)
      canvas.fillPolygon([peak, upper, notch, lower], color: snow)
    }
    canvas.text(name, x: 8, y: 2.5, size: 12, bold: true, color: title, width: width - 84)
    canvas.text(
      NumberText.grouped(elevation) + " m", x: 8, y: 17.5, size: 10, color: caption)
    return try canvas.png()
  }
}

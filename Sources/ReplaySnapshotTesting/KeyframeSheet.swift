import ReplayRaster
import SnapshotRecording

/// Frames of one size in rows of `columns`, 4 pixels apart on a grey ground, filled in one at
/// a time so that only the sheet and the frame being added are in memory. One frame is the
/// sheet: no ground around it.
///
/// ```swift
/// var sheet = try KeyframeSheet(frameSize: PixelSize(width: 10, height: 8), count: 3, columns: 2)
/// print(sheet.size)  // 24×20
/// ```
struct KeyframeSheet {
  /// The gap between frames, in pixels.
  static let gap = 4
  /// The ground between frames: a mid grey that no list or grid background uses.
  static let ground = RecordedColor(red: 0x80, green: 0x80, blue: 0x80)

  /// Every frame's size.
  let frameSize: PixelSize
  /// Frames in a row.
  let across: Int
  /// The whole sheet's size.
  let size: PixelSize
  private var pixels: [UInt8]
  private var frames: [ReplayImage.Frame] = []

  /// Lays out `count` frames of `frameSize`.
  ///
  /// - Throws: ``ReplayDrawingProblem`` when the sheet would hold more pixels than
  ///   `PNGCodec` reads back by default, so that the reference could not be compared.
  init(frameSize: PixelSize, count: Int, columns: Int) throws(ReplayDrawingProblem) {
    let across = max(1, min(columns, count))
    let down = (count + across - 1) / across
    let gap = Self.gap
    let (width, widthOverflow) = (frameSize.width + gap).multipliedReportingOverflow(by: across)
    let (height, heightOverflow) = (frameSize.height + gap).multipliedReportingOverflow(by: down)
    let (pixelCount, countOverflow) = (width - gap).multipliedReportingOverflow(by: height - gap)
    guard !widthOverflow, !heightOverflow, !countOverflow,
      pixelCount <= PNGCodec.defaultMaximumPixels
    else {
      throw ReplayDrawingProblem(
        reason:
          "\(count) frames of \(frameSize) pixels make an image larger than "
          + "\(PNGCodec.defaultMaximumPixels) pixels; lower the scale or select fewer frames")
    }
    self.frameSize = frameSize
    self.across = across
    self.size = PixelSize(width: width - gap, height: height - gap)
    self.pixels =
      RasterImage(width: width - gap, height: height - gap, filledWith: Self.ground)
      .rgba
  }

  /// Puts the next frame in its place.
  ///
  /// - Precondition: `image` has ``frameSize`` and the sheet has room for it.
  mutating func add(_ image: RasterImage, showing keyframe: ReplayKeyframe) {
    precondition(image.size == frameSize, "KeyframeSheet: a \(image.size) frame among \(frameSize)")
    let index = frames.count
    let x = (index % across) * (frameSize.width + Self.gap)
    let y = (index / across) * (frameSize.height + Self.gap)
    precondition(y + frameSize.height <= size.height, "KeyframeSheet: no room for another frame")
    let rowBytes = frameSize.width * 4
    for row in 0..<frameSize.height {
      let from = row * rowBytes
      let to = ((y + row) * size.width + x) * 4
      pixels.replaceSubrange(to..<(to + rowBytes), with: image.rgba[from..<(from + rowBytes)])
    }
    frames.append(ReplayImage.Frame(keyframe: keyframe, x: x, y: y, size: frameSize))
  }

  /// The sheet with the frames added so far.
  var image: ReplayImage {
    ReplayImage(
      pixels: RasterImage(width: size.width, height: size.height, rgba: pixels), frames: frames)
  }
}

import RecordingFormat
import ReplayRaster
import ReplayRendering

/// The rectangles one verification ignores in each frame: ``IgnoredRegions`` resolved against
/// this render's cells and the golden's, frame by frame.
struct FrameMasks: Sendable {
  var ignoring: IgnoredRegions
  /// This render's cells per frame, when kept (``FrameStructure/cellLimit``).
  var actual: [FrameStructure]?
  /// The golden's cells per frame, from its `golden.json`, when it has them.
  var golden: [FrameStructure]?
  /// Pixels per point.
  var scale: Double

  /// The pixel rectangles not compared in `frame`; none when nothing is ignored.
  ///
  /// - Throws: ``FrameOutputError/recording(_:)`` when this render's cells were not kept and
  ///   the recording, read again for them, no longer reads as it did.
  func pixelRects(frame: Int, renderer: RecordingRenderer) throws(FrameOutputError)
    -> [PixelRect]
  {
    guard !ignoring.isEmpty else { return [] }
    guard !ignoring.items.isEmpty else { return ignoring.rects }
    let actualCells: [FrameStructure.Cell]
    if let actual, frame < actual.count {
      actualCells = actual[frame].cells
    } else {
      do throws(RecordingError) {
        actualCells = try renderer.frames.items(at: frame).map { item in
          FrameStructure.Cell(
            id: item.id.description, x: item.frame.x, y: item.frame.y, width: item.frame.width,
            height: item.frame.height, opacity: item.opacity)
        }
      } catch {
        throw .recording(error)
      }
    }
    let goldenCells = golden.flatMap { frame < $0.count ? $0[frame].cells : nil }
    return ignoring.pixelRects(actual: actualCells, golden: goldenCells, scale: scale)
  }
}

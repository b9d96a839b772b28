import Foundation
import RecordingFormat
import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// The image demo's frames (`Recordings/mountains-images.jsonl`, tiles the demo generator drew
/// with Cairo and recorded through the app-side capture) show each tile's recorded pixels
/// inside its cell: exactly at the pictures' own scale, and as their box average, within
/// rounding, at half of it.
@Suite struct CellImageDemoFrameTests {
  /// The settled end of the demo (the empty query again: the first tiles, all captured after
  /// the first apply), drawn at `scale`; with each visible item's rect in points and picture.
  static func lastFrame(scale: Double) throws -> (
    frame: RasterImage, cells: [(rect: SceneRect, picture: RasterImage)]
  ) {
    let recording = try Recording(
      contentsOf: PackageFiles.demoRecording("mountains-images.jsonl"))
    let last = try #require(recording.applies.last)
    var options = RenderOptionOverrides()
    options.fromSeq = last.seq
    options.scale = scale
    options.fps = 2
    options.hold = 0.5
    let renderer = try RecordingRenderer(recording: recording, overrides: options)
    let directory = try ScratchDirectory.make("CellImageDemoFrameTests")
    defer { ScratchDirectory.remove(directory) }
    let summary = try renderer.render(to: directory, workerCount: 1)
    let index = summary.frameCount - 1
    let frame = try PNGCodec.read(FrameDirectory(directory).url(ofFrame: index))
    let library = renderer.timeline.cellImages
    var pictureOf: [RecordedID: CellImageDigest] = [:]
    for section in last.sections {
      for item in section.items { pictureOf[item.id] = item.image }
    }
    var cells: [(SceneRect, RasterImage)] = []
    for placed in try renderer.frames.items(at: index) where placed.opacity == 1 {
      let rect = placed.frame
      guard rect.y >= 0, (rect.y + rect.height) * scale <= Double(frame.height),
        let digest = pictureOf[placed.id], let event = library.image(for: digest)
      else { continue }
      cells.append((rect, try PNGCodec.decode(event.png)))
    }
    return (frame, cells)
  }

  /// Pixels at least the corner radius (6 pt) from the cell's left and right edges: the
  /// rounded corners are cut to the page's background.
  static func interiorColumns(width: Int, scale: Double) -> Range<Int> {
    let corner = Int((6 * scale).rounded(.up))
    return corner..<(width - corner)
  }

  @Test func atThePicturesScaleEachVisibleTileShowsItsRecordedPixelsExactly() throws {
    let (frame, cells) = try Self.lastFrame(scale: 2)
    // Twenty rows of two tiles fit the viewport; the demo captured them all.
    #expect(cells.count >= 38)
    for (rect, picture) in cells {
      #expect(picture.width == Int(rect.width * 2) && picture.height == Int(rect.height * 2))
      let left = Int(rect.x * 2)
      let top = Int(rect.y * 2)
      var differing = 0
      for y in 0..<picture.height {
        for x in Self.interiorColumns(width: picture.width, scale: 2)
        where frame[left + x, top + y] != picture[x, y] {
          differing += 1
        }
      }
      #expect(differing == 0, "cell at \(rect): \(differing) pixels differ from its picture")
    }
  }

  @Test func atHalfThePicturesScaleEachTileIsItsPictureAveraged() throws {
    let (frame, cells) = try Self.lastFrame(scale: 1)
    #expect(cells.count >= 38)
    var worst = 0
    for (rect, picture) in cells {
      let left = Int(rect.x)
      let top = Int(rect.y)
      for y in 0..<(picture.height / 2) {
        for x in Self.interiorColumns(width: picture.width / 2, scale: 1) {
          // The 2 × 2 block of picture pixels this frame pixel covers.
          let block = [
            picture[2 * x, 2 * y], picture[2 * x + 1, 2 * y], picture[2 * x, 2 * y + 1],
            picture[2 * x + 1, 2 * y + 1],
          ]
          let shown = frame[left + x, top + y]
          for channel in [\RecordedColor.red, \.green, \.blue] {
            let mean = Double(block.map { Int($0[keyPath: channel]) }.reduce(0, +)) / 4
            worst = max(worst, Int(abs(Double(shown[keyPath: channel]) - mean).rounded(.up)))
          }
        }
      }
    }
    // Cairo's GOOD filter halves with a box filter; only rounding differs.
    #expect(worst <= 2, "the worst channel is \(worst) from its block's mean")
  }
}

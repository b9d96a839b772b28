import Foundation
import RecordingFormat
import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// Renders small recordings to a scratch directory and reads the frames back as pixels.
enum ReplayFixtures {
  static let red = RecordedColor(red: 255, green: 0, blue: 0)
  static let green = RecordedColor(red: 0, green: 255, blue: 0)
  static let blue = RecordedColor(red: 0, green: 0, blue: 255)
  static let white = RecordedColor(red: 255, green: 255, blue: 255)
  static let yellow = RecordedColor(red: 255, green: 255, blue: 0)
  static let black = RecordedColor(red: 0, green: 0, blue: 0)

  /// A grid whose positions are easy to compute: 3 columns of 20×10 pt cells, spacing 2,
  /// padding 4, 6 pt headers, square corners, scale 2, black, 10 fps, linear 1 s animations.
  static let gridOptions = RenderOptionOverrides {
    $0.layout = .grid
    $0.columns = 3
    $0.cellSize = SceneSize(width: 20, height: 10)
    $0.spacing = 2
    $0.padding = 4
    $0.headerHeight = 6
    $0.cornerRadius = 0
    $0.scale = 2
    $0.background = black
    $0.fps = 10
    $0.duration = 1
    $0.curve = .linear
    $0.hold = 0
  }

  static func item(_ id: String, _ color: RecordedColor) -> RecordedItem {
    RecordingBuilder.item(id, color: color)
  }

  static func apply(
    _ seq: Int, at time: Double, _ sections: [RecordedSection], animating: Bool = true,
    reloaded: [RecordedID] = []
  ) -> RecordingEvent {
    .apply(
      RecordingBuilder.apply(seq, at: time, sections, animating: animating, reloaded: reloaded))
  }

  static func recording(_ events: [RecordingEvent]) -> Recording {
    Recording(
      header: RecordingHeader(title: "fixture"),
      events: events.enumerated().map { LocatedEvent(line: $0.offset + 2, event: $0.element) })
  }

  /// A fresh scratch directory, removed by the caller.
  static func scratchDirectory() throws -> URL {
    try ScratchDirectory.make("replay-tests")
  }

  /// Renders `events` with `options` into a new directory.
  static func render(
    _ events: [RecordingEvent], options: RenderOptionOverrides = gridOptions
  ) throws -> RenderedFrames {
    try render(recording(events), options: options)
  }

  static func render(
    _ recording: Recording, options: RenderOptionOverrides
  ) throws -> RenderedFrames {
    let directory = try scratchDirectory()
    let renderer = try RecordingRenderer(recording: recording, overrides: options)
    let summary = try renderer.render(to: directory, workerCount: 2)
    return RenderedFrames(directory: directory, count: summary.frameCount)
  }
}

/// A rendered frame directory.
struct RenderedFrames {
  var directory: URL
  var count: Int

  func image(_ index: Int) throws -> RasterImage {
    let url = FrameDirectory(directory).url(ofFrame: index)
    return try PNGCodec.read(url)
  }

  func manifest() throws -> [String: Any] {
    let data = try Data(contentsOf: directory.appendingPathComponent("manifest.json"))
    return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  func remove() {
    ScratchDirectory.remove(directory)
  }
}

extension RasterImage {
  /// The pixel at a point position (points × `scale`), rounded down.
  func pixel(atPoint x: Double, _ y: Double, scale: Double = 2) -> RecordedColor {
    self[Int(x * scale), Int(y * scale)]
  }
}

/// Whether two colours are within `tolerance` per channel.
func isClose(_ a: RecordedColor, _ b: RecordedColor, tolerance: Int = 2) -> Bool {
  abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
    && abs(Int(a.blue) - Int(b.blue)) <= tolerance
}

/// Hue in degrees, 0 ..< 360, for checking that swatches are in rainbow order.
func hue(of color: RecordedColor) -> Double {
  let r = Double(color.red) / 255
  let g = Double(color.green) / 255
  let b = Double(color.blue) / 255
  let maximum = max(r, g, b)
  let delta = maximum - min(r, g, b)
  guard delta > 0 else { return 0 }
  var hue: Double
  if maximum == r {
    hue = (g - b) / delta
  } else if maximum == g {
    hue = (b - r) / delta + 2
  } else {
    hue = (r - g) / delta + 4
  }
  hue *= 60
  return hue < 0 ? hue + 360 : hue
}

import ArgumentParser
import ReplayRendering

/// The render options shared by `render` (and later commands that render): each one overrides
/// the recording header's hint of the same name.
struct RenderOptionArguments: ParsableArguments {
  @Option(help: "grid or list.") var layout: String?
  @Option(help: "Grid columns.") var columns: String?
  @Option(help: "Grid cell size in points, WxH.") var cellSize: String?
  @Option(help: "Space between grid cells and sections, in points.") var spacing: String?
  @Option(help: "Space around the content, in points.") var padding: String?
  @Option(help: "Height of a titled section's header, in points.") var headerHeight: String?
  @Option(help: "Corner radius of grid cells, in points.") var cornerRadius: String?
  @Option(help: "Pixels per point.") var scale: String?
  @Option(help: "Background colour, #RRGGBB.") var background: String?
  @Option(help: "Visible area in points, WxH (list default 390x844).") var viewport: String?
  @Option(help: "List style: plain or inset-grouped.") var listStyle: String?
  @Option(help: "Frames per second (default 30).") var fps: String?
  @Option(help: "Animation duration in seconds (default 0.3).") var duration: String?
  @Option(help: "linear, ease-in, ease-out, ease-in-out or spring.") var curve: String?
  @Option(help: "Playback speed factor.") var speed: String?
  @Option(help: "Longest idle gap kept, in seconds.") var maxIdle: String?
  @Option(help: "How long the last frame is held, in seconds.") var hold: String?
  @Option(help: "First apply (seq) to show.") var from: String?
  @Option(help: "Last apply (seq) to show.") var to: String?
  @Option(help: "recorded or sequential.") var timing: String?

  /// The values given, keyed by option name, for `RenderOptions`.
  var overrides: [String: String] {
    let values: [(String, String?)] = [
      ("layout", layout), ("columns", columns), ("cellSize", cellSize), ("spacing", spacing),
      ("padding", padding), ("headerHeight", headerHeight), ("cornerRadius", cornerRadius),
      ("scale", scale), ("background", background), ("viewport", viewport),
      ("listStyle", listStyle), ("fps", fps), ("duration", duration), ("curve", curve),
      ("speed", speed), ("maxIdle", maxIdle), ("hold", hold), ("from", from), ("to", to),
      ("timing", timing),
    ]
    var overrides: [String: String] = [:]
    for case (let name, let value?) in values { overrides[name] = value }
    return overrides
  }
}

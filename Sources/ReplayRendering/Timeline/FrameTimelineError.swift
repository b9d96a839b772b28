/// Why a recording could not be turned into frames.
public enum FrameTimelineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The recording has no `apply` events.
  case noApplies
  /// `--from`/`--to` leave no apply.
  case nothingInRange(from: Int?, to: Int?)
  /// The canvas would exceed the largest image Cairo draws (32,767 pixels a side).
  ///
  /// Carries the canvas in points and the scale.
  case canvasTooLarge(width: Double, height: Double, scale: Double)
  /// The timeline would have more frames than its ``FrameBudget``.
  case tooManyFrames(FrameCountExcess)

  /// The largest image side, in pixels.
  public static let pixelLimit = 32_767

  /// One readable sentence.
  public var description: String {
    switch self {
    case .noApplies:
      return "the recording has no apply events, so there is nothing to render"
    case .nothingInRange(let from, let to):
      let low = from.map(String.init) ?? "the start"
      let high = to.map(String.init) ?? "the end"
      return "no apply event has a seq from \(low) to \(high)"
    case .canvasTooLarge(let width, let height, let scale):
      let pixels = "\(Self.pixels(width, scale))×\(Self.pixels(height, scale))"
      return "the canvas would be \(pixels) pixels (\(Self.points(width))×\(Self.points(height)) "
        + "points at scale \(Self.points(scale))), more than \(Self.pixelLimit) pixels a side; "
        + "use --viewport or a smaller --scale"
    case .tooManyFrames(let excess):
      return excess.description
    }
  }

  static func pixels(_ points: Double, _ scale: Double) -> Int {
    let value = (points * scale).rounded(.up)
    return value < Double(Int.max) ? Int(value) : Int.max
  }

  private static func points(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

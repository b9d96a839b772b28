/// How far the viewport moves during one segment, without an apply: the recorded `scroll`
/// lines after the segment's apply (or `--scroll-to`), as a translation of everything the
/// segment draws.
///
/// Each sample is reached at its time, coming from the value before it in a straight line over
/// at most one sampling interval (``samplingInterval``, the 10 Hz the format allows while a
/// scroll goes on): dense samples join into one smooth movement, and a lone sample (a settled
/// scroll) glides over a tenth of a second instead of cutting.
///
/// Samples closer than ``resolution`` (one frame) to the last one replace it rather than add a
/// movement: a frame shows at most one, so a storm of lines keeps at most one movement per
/// frame, and the frame budget bounds the track.
///
/// ```swift
/// var track = ViewportTrack()
/// track.append(at: 1.0, dx: 0, dy: -100)  // content drawn 100 points higher from t = 1
/// track.shift(at: 0.95)  // (0, −50): half-way along 0.9…1.0
/// track.shift(at: 2)  // (0, −100)
/// ```
struct ViewportTrack: Hashable, Sendable {
  /// One movement: from the previous value at `start` to `dx`, `dy` at `end`.
  struct Step: Hashable, Sendable {
    var start: Double
    var end: Double
    var dx: Double
    var dy: Double
  }

  /// The longest a sample's movement takes: the format's 10 Hz limit while a scroll goes on.
  static let samplingInterval = 0.1

  /// The movements in time order; the shift is (0, 0) before the first.
  private(set) var steps: [Step] = []
  /// The shortest time between two movements' ends: one frame (`1 / fps`).
  let resolution: Double

  /// An empty track whose movements end at least `resolution` seconds apart.
  init(resolution: Double = 0) {
    self.resolution = resolution
  }

  /// Whether the viewport never moves.
  var isEmpty: Bool { steps.isEmpty }

  /// The time the last movement ends; `nil` when there is none.
  var end: Double? { steps.last?.end }

  /// Adds a sample: the content is drawn moved by `dx`, `dy` from `time` on. A sample earlier
  /// than the last one is taken at the last one's time (a recording's times never go back;
  /// a clamped schedule can make equal ones).
  mutating func append(at time: Double, dx: Double, dy: Double) {
    if let last = steps.last, time < last.end + resolution {
      // Within a frame of the last movement's end: that movement goes on to this sample.
      steps[steps.count - 1].end = max(last.end, time)
      steps[steps.count - 1].dx = dx
      steps[steps.count - 1].dy = dy
      return
    }
    let previousEnd = steps.last?.end ?? -Double.infinity
    let end = max(time, previousEnd)
    let start = max(previousEnd, end - Self.samplingInterval)
    steps.append(Step(start: start, end: end, dx: dx, dy: dy))
  }

  /// How far the content is moved at `time`.
  ///
  /// - Complexity: O(log s) for s samples.
  func shift(at time: Double) -> (dx: Double, dy: Double) {
    // The first step ending after `time`: the one under way, or the next.
    var low = 0
    var high = steps.count
    while low < high {
      let middle = (low + high) / 2
      if steps[middle].end <= time { low = middle + 1 } else { high = middle }
    }
    let before = low > 0 ? (steps[low - 1].dx, steps[low - 1].dy) : (0.0, 0.0)
    guard low < steps.count else { return before }
    let step = steps[low]
    guard time > step.start, step.end > step.start else { return before }
    let amount = (time - step.start) / (step.end - step.start)
    return (before.0 + (step.dx - before.0) * amount, before.1 + (step.dy - before.1) * amount)
  }

  /// `canvas` grown to every place the viewport reaches over it, in the segment's own
  /// coordinates: a sprite drawn at `frame + shift` is on the canvas exactly when `frame`
  /// meets `canvas − shift`, and the straight movements keep every shift between the
  /// samples' extremes. `nil` when a sample is not finite.
  func reach(of canvas: SceneRect) -> SceneRect? {
    var minX = 0.0
    var maxX = 0.0
    var minY = 0.0
    var maxY = 0.0
    for step in steps {
      minX = min(minX, step.dx)
      maxX = max(maxX, step.dx)
      minY = min(minY, step.dy)
      maxY = max(maxY, step.dy)
    }
    let reach = SceneRect(
      x: canvas.x - maxX, y: canvas.y - maxY, width: canvas.width + maxX - minX,
      height: canvas.height + maxY - minY)
    guard reach.x.isFinite, reach.y.isFinite, reach.width.isFinite, reach.height.isFinite
    else { return nil }
    return reach
  }
}

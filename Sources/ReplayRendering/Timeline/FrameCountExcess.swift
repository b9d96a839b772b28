import ReplayRaster

/// A timeline with more frames than its ``FrameBudget``: how many, and what made them.
///
/// ```swift
/// print(excess)
/// // the render would make 30,000,031 frames, more than --max-frames 100,000: a 1,000,000 s gap
/// // after seq 3 — use --max-idle, a lower --fps, or raise --max-frames
/// ```
public struct FrameCountExcess: Hashable, Sendable, CustomStringConvertible {
  /// What contributes most of the output time.
  public enum Cause: Hashable, Sendable {
    /// An idle gap, in output seconds, after the apply with this `seq`.
    case gap(seconds: Double, afterSeq: Int)
    /// The hold of the last frame, in output seconds.
    case hold(seconds: Double)
    /// A transition's length, in output seconds, of the apply with this `seq`.
    case transition(seconds: Double, seq: Int)
    /// The whole timeline, in output seconds, when no single part dominates.
    case length(seconds: Double)
  }

  /// The frames the render would make; may be infinite.
  public var frames: Double
  /// The budget exceeded.
  public var budget: FrameBudget
  /// The biggest contributor.
  public var cause: Cause

  /// Creates the record of an excess.
  public init(frames: Double, budget: FrameBudget, cause: Cause) {
    self.frames = frames
    self.budget = budget
    self.cause = cause
  }

  /// The biggest single contributor to a timeline's length: its longest gap, its longest
  /// transition or its hold, else its whole length.
  ///
  /// - Parameters:
  ///   - schedule: When each apply plays.
  ///   - hold: The hold of the last frame, in output seconds.
  ///   - total: The whole timeline, in output seconds.
  /// - Returns: The cause to name.
  /// - Complexity: O(*a*) for *a* applies.
  static func cause(schedule: [ScheduledApply], hold: Double, total: Double) -> Cause {
    var cause = Cause.hold(seconds: hold)
    var longest = hold
    for (previous, next) in zip(schedule, schedule.dropFirst()) {
      let gap = next.start - previous.start
      if gap > longest || !gap.isFinite {
        longest = gap
        cause = .gap(seconds: gap, afterSeq: previous.seq)
      }
    }
    for entry in schedule where entry.duration > longest {
      longest = entry.duration
      cause = .transition(seconds: entry.duration, seq: entry.seq)
    }
    // A part worth less than a tenth of the whole explains little: name the whole.
    return longest.isFinite && longest < total / 10 ? .length(seconds: total) : cause
  }

  /// One sentence naming the count, the budget, the cause and the way out.
  public var description: String {
    let count =
      frames < 1e15
      ? NumberText.grouped(Int(frames)) : "more than \(NumberText.grouped(1_000_000_000_000_000))"
    let head = "the render would make \(count) frames, more than --max-frames \(budget)"
    switch cause {
    case .gap(let seconds, let seq):
      return "\(head): \(Self.aSpan(seconds)) gap after seq \(seq) — use --max-idle, "
        + "a lower --fps, or raise --max-frames"
    case .hold(let seconds):
      return "\(head): \(Self.aSpan(seconds)) hold of the last frame — use a shorter "
        + "--hold, a lower --fps, or raise --max-frames"
    case .transition(let seconds, let seq):
      return "\(head): \(Self.aSpan(seconds)) transition at seq \(seq) — use a shorter "
        + "--duration, a higher --speed, a lower --fps, or raise --max-frames"
    case .length(let seconds):
      return
        "\(head): \(NumberText.seconds(seconds, .wholeOrTenths)) of output — use --max-idle, --from/--to, "
        + "a lower --fps, or raise --max-frames"
    }
  }

  /// `a 1,000,000 s`, `an endless`.
  static func aSpan(_ value: Double) -> String {
    value.isFinite ? "a \(NumberText.seconds(value, .wholeOrTenths))" : "an endless"
  }
}

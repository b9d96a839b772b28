import ReplayRaster

/// The most frames a render may make (`--max-frames`), checked from the timeline's totals before
/// a frame, a manifest entry or a file exists.
///
/// A recording's times and hints choose the frame count: a 150-byte file with a 1,000,000-second
/// gap asks for 30 million frames. The idle cap (``RenderOptions/maxIdle``) shortens such gaps;
/// the budget stops whatever is left before anything is allocated.
///
/// ```swift
/// FrameBudget.default.maxFrames  // 100000
/// FrameBudget(parsing: "none")?.maxFrames  // nil
/// ```
public struct FrameBudget: Hashable, Sendable, CustomStringConvertible {
  /// The most frames a render may make; `nil` lifts the budget (up to ``ceiling``).
  public var maxFrames: Int?

  /// 100,000 frames: 55 minutes at 30 fps, about 1 GB of typical PNG frames.
  public static let `default` = FrameBudget(maxFrames: 100_000)

  /// No budget but the ``ceiling``.
  public static let unlimited = FrameBudget(maxFrames: nil)

  /// The most frames any timeline may have, budget or not: 2⁵³, past which frame numbers and
  /// times are no longer exact.
  public static let ceiling = 1 << 53

  /// Creates a budget.
  ///
  /// - Parameter maxFrames: The most frames, at least 1; `nil` for no budget.
  public init(maxFrames: Int?) {
    self.maxFrames = maxFrames.map { min(max($0, 1), Self.ceiling) }
  }

  /// Reads `--max-frames`: a whole number ≥ 1, or `none`.
  ///
  /// - Parameter text: The value as written, such as `100000` or `none`.
  public init?(parsing text: String) {
    if text == "none" {
      self = .unlimited
      return
    }
    guard let frames = Int(text), frames >= 1, frames <= Self.ceiling else { return nil }
    self.init(maxFrames: frames)
  }

  /// The most frames this budget allows.
  public var limit: Int { maxFrames ?? Self.ceiling }

  /// `100,000`, or `none`.
  public var description: String {
    maxFrames.map(NumberText.grouped) ?? "none"
  }

  /// Whether `frames` frames fit; `false` for a count that is not finite.
  ///
  /// - Parameter frames: A frame count computed in floating point, before any conversion.
  /// - Returns: `true` when the count is at most ``limit``.
  public func allows(_ frames: Double) -> Bool {
    frames <= Double(limit)
  }
}

import ReplayRaster

/// The first place where a replay's structure departs from its goldens': which frame, at what
/// time, which item, and one sentence saying how.
///
/// ```swift
/// let divergence = StructuralDivergence(
///   frame: 7, time: 0.233, item: "dog", text: "`dog` expected at y=44, rendered at y=88")
/// print(divergence.description)  // frame 7, 0.233 s: `dog` expected at y=44, rendered at y=88
/// ```
public struct StructuralDivergence: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The frame's index.
  public var frame: Int
  /// The frame's time in seconds (from the render, or the goldens' when the render has no such
  /// frame).
  public var time: Double
  /// The item whose cell departs, when one does (not for a different frame count).
  public var item: String?
  /// How it departs, in words.
  public var text: String

  /// Creates a divergence.
  ///
  /// - Parameters:
  ///   - frame: The frame's index.
  ///   - time: The frame's time in seconds.
  ///   - item: The item whose cell departs.
  ///   - text: How it departs.
  public init(frame: Int, time: Double, item: String?, text: String) {
    self.frame = frame
    self.time = time
    self.item = item
    self.text = text
  }

  /// `frame 7, 0.233 s: …`, the time with at most three decimals.
  public var description: String {
    "frame \(frame), \(NumberText.seconds(time, .milliseconds)): \(text)"
  }
}

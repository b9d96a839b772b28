/// One way goldens were made differently from this run, in words.
///
/// ```swift
/// let difference = RecipeDifference(aspect: .options, text: "options differ: fps 5 (golden) vs 30")
/// print(difference.text)
/// ```
public struct RecipeDifference: Hashable, Codable, Sendable {
  /// What differs.
  public enum Aspect: String, CaseIterable, Codable, Sendable {
    /// Render options: the frames cannot be compared like with like.
    case options
    /// Cairo, Pango or the font files: text is drawn differently, so pixels differ without
    /// the replay changing.
    case textStack
    /// The tool's version: the renderer itself may have changed.
    case tool
    /// The goldens' `golden.json` is of an older version that keeps less: before version 3, no
    /// cell content, so a changed label or colour can only show as pixels. Not a way the
    /// frames were made, so it asks for no re-render.
    case format
  }

  /// What differs.
  public var aspect: Aspect
  /// How, in one sentence (`options differ: fps 5 (golden) vs 30`).
  public var text: String

  /// Creates a difference.
  ///
  /// - Parameters:
  ///   - aspect: What differs.
  ///   - text: How, in one sentence.
  public init(aspect: Aspect, text: String) {
    self.aspect = aspect
    self.text = text
  }
}

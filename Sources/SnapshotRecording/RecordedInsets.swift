/// A scroll view's `adjustedContentInset`, in points: written `[top, left, bottom, right]`, the
/// room the bars and the home indicator take from the visible rect.
///
/// ```swift
/// let phone = RecordedInsets(top: 91, left: 0, bottom: 34, right: 0)
/// ```
public struct RecordedInsets: Hashable, Sendable {
  /// Above the content: the status and navigation bars.
  public var top: Double
  /// Left of the content.
  public var left: Double
  /// Below the content: a tab or tool bar, the home indicator.
  public var bottom: Double
  /// Right of the content.
  public var right: Double

  /// Creates insets.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = RecordedInsets(top: 0, left: 0, bottom: 0, right: 0)
}

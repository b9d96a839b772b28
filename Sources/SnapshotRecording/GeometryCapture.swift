/// Whether a ``SnapshotRecorder`` records what the screen showed (`layout` and `scroll` lines),
/// and how much of it: the switch and the budgets behind
/// ``SnapshotRecorder/geometryCapture``.
///
/// ```swift
/// recorder.geometryCapture.isEnabled = false    // applies only, as before geometry existed
/// recorder.geometryCapture.itemBudget = 500     // at most 500 item frames per layout line
/// ```
///
/// The default item budget, 2,000, is a fifth of what a reader accepts (10,000 per line): the
/// visible rect ± one screen of an 844-point-high phone holds 2,532 rows only if every row is
/// one point high, so real lists never reach it, and a line stays below about 70 KB (35 bytes a
/// frame). Over budget, the frames nearest the visible rect are kept.
public struct GeometryCapture: Hashable, Sendable {
  /// Whether `layout` and `scroll` lines are recorded at all; `true` by default.
  public var isEnabled: Bool
  /// The most item frames one `layout` line holds; values below 0 keep none.
  public var itemBudget: Int
  /// The most supplementary views one `layout` line holds; values below 0 keep none.
  public var supplementaryBudget: Int
  /// The shortest time between two `scroll` lines while scrolling goes on, in seconds: 0.1,
  /// at most ten a second. The line for a settled scroll is always written.
  public var scrollInterval: Double

  /// Creates the capture settings; the defaults record geometry within the budgets above.
  ///
  /// ```swift
  /// let off = GeometryCapture(isEnabled: false)
  /// ```
  public init(
    isEnabled: Bool = true, itemBudget: Int = 2_000, supplementaryBudget: Int = 200,
    scrollInterval: Double = 0.1
  ) {
    self.isEnabled = isEnabled
    self.itemBudget = itemBudget
    self.supplementaryBudget = supplementaryBudget
    self.scrollInterval = scrollInterval
  }

  /// The largest length a `layout` or `scroll` line may hold, as readers check it: ±10,000,000
  /// points.
  public static let lengthLimit = 10_000_000.0
}

/// The position of an item: its section's index and its index within that section.
///
/// Written `[section,item]`, as the `diff --json` contract prints it:
///
/// ```swift
/// print(ItemIndexPath(section: 1, item: 0))  // [1,0]
/// ```
public struct ItemIndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The section's index.
  public var section: Int
  /// The item's index within its section.
  public var item: Int

  /// Creates an index path.
  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// Orders by section, then by item.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// `[section,item]`.
  public var description: String { "[\(section),\(item)]" }
}

/// Reload and reconfigure marks that name nothing in their snapshot, which UIKit ignores when
/// the snapshot is applied (reference §6): see ``DiffableSnapshot/ignoredMarks``.
///
/// ```swift
/// let ignored = IgnoredMarks<String, String>(reloadedItems: ["b"])
/// ignored.isEmpty  // false
/// ```
public struct IgnoredMarks<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Hashable, Sendable
{
  /// Items marked with `reloadItems` that the snapshot does not hold, in request order.
  public var reloadedItems: [ItemID]
  /// Items marked with `reconfigureItems` that the snapshot does not hold, in request order.
  public var reconfiguredItems: [ItemID]
  /// Sections marked with `reloadSections` that the snapshot does not hold, in request order.
  public var reloadedSections: [SectionID]

  /// Creates a set of ignored marks; every list defaults to empty.
  ///
  /// - Parameters:
  ///   - reloadedItems: Ignored item reload marks.
  ///   - reconfiguredItems: Ignored item reconfigure marks.
  ///   - reloadedSections: Ignored section reload marks.
  public init(
    reloadedItems: [ItemID] = [], reconfiguredItems: [ItemID] = [],
    reloadedSections: [SectionID] = []
  ) {
    self.reloadedItems = reloadedItems
    self.reconfiguredItems = reconfiguredItems
    self.reloadedSections = reloadedSections
  }

  /// Whether every mark is valid.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool {
    reloadedItems.isEmpty && reconfiguredItems.isEmpty && reloadedSections.isEmpty
  }
}

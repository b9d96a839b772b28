/// Something in untrusted outline data that no section snapshot can hold, found by
/// ``DiffableSectionSnapshot/init(validating:expandedItems:)``.
///
/// Each case's ``description`` is one line, in UIKit's words where UIKit has them:
///
/// ```swift
/// SectionSnapshotProblem<String>.parentNotEarlier(item: "Apple", parent: "Food").description
/// // Parent item identifier does not exist in section snapshot: Food (the parent of Apple must
/// //   come before it)      (one line, wrapped here)
/// ```
public enum SectionSnapshotProblem<ItemID: Hashable & Sendable>: Error, Hashable, Sendable,
  CustomStringConvertible
{
  /// Items listed more than once, each named once, in order of first repeat.
  case duplicateItems([ItemID])
  /// An item whose parent is not an earlier item.
  case parentNotEarlier(item: ItemID, parent: ItemID)
  /// An item whose parent is earlier but not among its ancestors in depth-first order: other
  /// items that are not the parent's descendants come between them.
  case outsideParentSubtree(item: ItemID, parent: ItemID)

  /// The problem, on one line.
  public var description: String {
    switch self {
    case .duplicateItems(let items):
      UIKitReason.sectionSnapshotItemsNotUnique + " Duplicate identifiers: "
        + UIKitReason.setDescription(items, multiline: false)
    case .parentNotEarlier(let item, let parent):
      UIKitReason.parentNotInSectionSnapshot(parent)
        + " (the parent of \(item) must come before it)"
    case .outsideParentSubtree(let item, let parent):
      "Item \(item) is not in its parent \(parent)'s subtree: items that are not under "
        + "\(parent) come between them"
    }
  }
}

/// The problems that kept untrusted outline data from becoming a ``DiffableSectionSnapshot``.
///
/// ```swift
/// do {
///   _ = try DiffableSectionSnapshot<String>(validating: [("a", nil), ("a", nil)])
/// } catch {
///   print(error)
///   // Supplied identifiers are not unique. Duplicate identifiers: {(a)}
/// }
/// ```
public struct SectionSnapshotValidationError<ItemID: Hashable & Sendable>: Error, Hashable,
  Sendable, CustomStringConvertible
{
  /// Every problem found, in the order the validating initializer documents.
  public var problems: [SectionSnapshotProblem<ItemID>]

  /// Creates an error from the problems found.
  ///
  /// - Parameter problems: The problems, in the order found.
  public init(problems: [SectionSnapshotProblem<ItemID>]) {
    self.problems = problems
  }

  /// The problems' descriptions, separated by "; ".
  public var description: String {
    problems.map(\.description).joined(separator: "; ")
  }
}

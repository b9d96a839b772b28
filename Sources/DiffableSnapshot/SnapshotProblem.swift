/// Something in untrusted snapshot data that UIKit would reject, found by
/// ``DiffableSnapshot/init(validating:reloadedItems:reconfiguredItems:reloadedSections:)``.
///
/// Each case's ``description`` is UIKit's reason, on one line:
///
/// ```swift
/// SnapshotProblem<String, String>.duplicateItems(["dog"]).description
/// // Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(dog)}
/// ```
public enum SnapshotProblem<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Error,
  Hashable, Sendable, CustomStringConvertible
{
  /// Item identifiers that occur more than once, anywhere in the snapshot.
  case duplicateItems([ItemID])
  /// Section identifiers that occur more than once.
  case duplicateSections([SectionID])
  /// An item marked for reload that is not in the snapshot.
  case reloadedItemNotFound(ItemID)
  /// An item marked for reconfigure that is not in the snapshot.
  case reconfiguredItemNotFound(ItemID)
  /// A section marked for reload that is not in the snapshot.
  case reloadedSectionNotFound(SectionID)

  /// UIKit's reason string for the problem, on one line.
  public var description: String {
    switch self {
    case .duplicateItems(let identifiers):
      UIKitReason.notUnique(kind: .item, identifiers, multiline: false)
    case .duplicateSections(let identifiers):
      UIKitReason.notUnique(kind: .section, identifiers, multiline: false)
    case .reloadedItemNotFound(let identifier):
      UIKitReason.itemNotFound(action: "reload", identifier)
    case .reconfiguredItemNotFound(let identifier):
      UIKitReason.itemNotFound(action: "reconfigure", identifier)
    case .reloadedSectionNotFound(let identifier):
      UIKitReason.sectionNotFound(action: "reload", identifier)
    }
  }
}

/// The problems that kept untrusted data from becoming a ``DiffableSnapshot``.
///
/// ```swift
/// do {
///   _ = try DiffableSnapshot<String, String>(validating: [("a", [])], reloadedSections: ["b"])
/// } catch {
///   print(error)
///   // Attempted to reload section identifier that does not exist in the snapshot: b
/// }
/// ```
public struct SnapshotValidationError<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Error, Hashable, Sendable, CustomStringConvertible
{
  /// Every problem found, in the order the validating initializer documents.
  public var problems: [SnapshotProblem<SectionID, ItemID>]

  /// Creates an error from the problems found.
  public init(problems: [SnapshotProblem<SectionID, ItemID>]) {
    self.problems = problems
  }

  /// The problems' reasons, separated by "; ".
  public var description: String {
    problems.map(\.description).joined(separator: "; ")
  }
}

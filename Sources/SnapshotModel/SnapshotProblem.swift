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

  /// UIKit's reason string for the problem, on one line.
  public var description: String {
    switch self {
    case .duplicateItems(let identifiers):
      UIKitReason.notUnique(kind: .item, identifiers, multiline: false)
    case .duplicateSections(let identifiers):
      UIKitReason.notUnique(kind: .section, identifiers, multiline: false)
    }
  }
}

/// The problems that kept untrusted data from becoming a ``DiffableSnapshot``.
///
/// ```swift
/// do {
///   _ = try DiffableSnapshot<String, String>(validating: [("a", []), ("a", [])])
/// } catch {
///   print(error)
///   // Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(a)}
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

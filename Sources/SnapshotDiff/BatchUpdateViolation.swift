/// A changeset that `performBatchUpdates` would reject because the counts do not add up.
///
/// Prints as UIKit's own reason:
///
/// ```swift
/// print(BatchUpdateViolation.itemCount(
///   view: .collectionView, section: 0, before: 30, after: 27, inserted: 3, deleted: 3,
///   movedIn: 0, movedOut: 0))
/// // Invalid update: invalid number of items in section 0. The number of items contained in an
/// // existing section after the update (27) must be equal to … (0 moved in, 0 moved out).
/// ```
public enum BatchUpdateViolation: Error, Hashable, Sendable, CustomStringConvertible {
  /// The number of sections after the update is not the number before, plus inserted, minus
  /// deleted.
  case sectionCount(view: BatchUpdateView, before: Int, after: Int, inserted: Int, deleted: Int)
  /// The number of items of an existing section (`section` is its index after the update) is
  /// not the number before, plus inserted and moved in, minus deleted and moved out.
  case itemCount(
    view: BatchUpdateView, section: Int, before: Int, after: Int, inserted: Int, deleted: Int,
    movedIn: Int, movedOut: Int)
  /// Two section changes claim the same index, or one names an index out of range, so the
  /// sections before and after cannot be matched up.
  case sectionIndexConflict(index: Int)

  /// UIKit's reason string (`NSInternalInconsistencyException`), on one line.
  public var description: String {
    switch self {
    case .sectionCount(let view, let before, let after, let inserted, let deleted):
      "Invalid update: invalid number of sections. The number of sections contained in the "
        + "\(view.viewName) after the update (\(after)) must be equal to the number of sections "
        + "contained in the \(view.viewName) before the update (\(before)), plus or minus the "
        + "number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    case .itemCount(
      let view, let section, let before, let after, let inserted, let deleted, let movedIn,
      let movedOut):
      "Invalid update: invalid number of \(view.itemNoun) in section \(section). The number of "
        + "\(view.itemNoun) contained in an existing section after the update (\(after)) must be "
        + "equal to the number of \(view.itemNoun) contained in that section before the update "
        + "(\(before)), plus or minus the number of \(view.itemNoun) inserted or deleted from "
        + "that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number "
        + "of \(view.itemNoun) moved into or out of that section (\(movedIn) moved in, "
        + "\(movedOut) moved out)."
    case .sectionIndexConflict(let index):
      "Invalid update: section index \(index) is out of range or used by more than one change."
    }
  }
}

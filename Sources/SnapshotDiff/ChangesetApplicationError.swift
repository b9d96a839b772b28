/// Why a ``SnapshotChangeset`` could not be applied to a snapshot.
///
/// Each case prints as one sentence naming the change and the position involved.
public enum ChangesetApplicationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A delete or move names a position the old snapshot does not have.
  /// `place` reads like `section 4` or `item 7 of section 1`.
  case removalOutOfRange(place: String, count: Int)
  /// Two deletes or moves remove the same position.
  case removedTwice(place: String)
  /// An insert or move targets a position the new snapshot cannot have.
  case placementOutOfRange(place: String, count: Int)
  /// Two inserts or moves target the same position.
  case placedTwice(place: String)
  /// A change names one identifier, but the old snapshot holds another at that position.
  case identifierMismatch(place: String, listed: String, found: String)
  /// An item change lies inside a section whose items are implied (inserted or deleted), where
  /// UIKit would not accept it.
  case itemInImpliedSection(change: String, indexPath: ItemIndexPath)
  /// A reloaded section is not in the old snapshot, or is deleted.
  case reloadedSectionMissing(section: String)
  /// An inserted section comes without its items in ``SnapshotChangeset/impliedItems``.
  case missingImpliedItems(section: String)
  /// The rearranged sections and items do not form a valid snapshot.
  case invalidResult(reason: String)

  /// The error as one readable sentence.
  public var description: String {
    switch self {
    case .removalOutOfRange(let place, let count):
      "cannot remove \(place): the old snapshot has only \(count) there"
    case .removedTwice(let place):
      "\(place) is removed twice"
    case .placementOutOfRange(let place, let count):
      "cannot place \(place): the new snapshot has only \(count) there"
    case .placedTwice(let place):
      "two changes place something at \(place)"
    case .identifierMismatch(let place, let listed, let found):
      "the changeset lists \(listed) at \(place), but the old snapshot has \(found) there"
    case .itemInImpliedSection(let change, let indexPath):
      "item \(change) at \(indexPath) lies in a section that is inserted or deleted"
    case .reloadedSectionMissing(let section):
      "reloaded section \(section) is not in both snapshots"
    case .missingImpliedItems(let section):
      "the items of inserted section \(section) are missing"
    case .invalidResult(let reason):
      "the result is not a valid snapshot: \(reason)"
    }
  }
}

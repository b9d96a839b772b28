/// What each diffable data source message means, and the causes that produce it.
///
/// ```swift
/// let (summary, causes) = DiffableCauses.summaryAndCauses(of: .hashValueChanged)
/// causes.first?.cause  // .mutableHashable
/// ```
enum DiffableCauses {
  /// A cause that produces a message, with why.
  struct Fit {
    let cause: LikelyCause
    let reason: String
  }

  /// The sentence for `kind` and its causes, most likely first.
  static func summaryAndCauses(of kind: DiffableFailure.Kind) -> (String, [Fit]) {
    switch kind {
    case .duplicateIdentifiers:
      return (
        "A snapshot call was given the same identifier twice in one array; UIKit traps at the "
          + "call, before anything is applied.",
        [
          Fit(
            cause: .mutableHashable,
            reason: "two model values hash and compare equal: their identity includes content "
              + "that happens to match (or changed to match)"),
          Fit(
            cause: .hashEqualityMismatch,
            reason: "an == that compares fewer properties than it should makes distinct "
              + "values equal"),
        ]
      )
    case .sectionAlreadyExists:
      return (
        "A section identifier was appended or inserted although the snapshot already holds it; "
          + "UIKit traps.",
        [
          Fit(
            cause: .mutableHashable,
            reason: "two sections of the model have equal identifiers"),
          Fit(
            cause: .staleUpdates,
            reason: "the snapshot was built on a copy that already had the section (appending to "
              + "dataSource.snapshot() rather than to a fresh one)"),
        ]
      )
    case .itemAlreadyExists:
      return (
        "Items were appended or inserted although the snapshot already holds them; UIKit logs it "
          + "and moves them instead (not fatal, but the list shows fewer items than the model).",
        [
          Fit(
            cause: .mutableHashable,
            reason: "distinct model values have equal identifiers"),
          Fit(
            cause: .staleUpdates,
            reason: "items were appended to a snapshot that already had them"),
        ]
      )
    case .noSections:
      return (
        "Items were appended to a snapshot with no sections; UIKit traps.",
        [
          Fit(
            cause: .sectionOrder,
            reason: "appendItems came before appendSections (or after deleteAllItems, which "
              + "removes the sections too)")
        ]
      )
    case .unknownPlace:
      return (
        "A snapshot call named a section or item the snapshot does not hold as its place "
          + "(append to, insert before/after, move); UIKit traps.",
        [
          Fit(
            cause: .staleUpdates,
            reason: "the identifier came from another (older) model than the snapshot's"),
          Fit(
            cause: .mutableHashable,
            reason: "the identifier's hash changed since it was added, so it is not found"),
          Fit(
            cause: .sectionOrder,
            reason: "the section was deleted, or not yet added, when items were placed in it"),
        ]
      )
    case .invalidDestination:
      return (
        "An item or section was inserted or moved relative to itself (or to one of the items "
          + "being inserted); UIKit traps.",
        [
          Fit(
            cause: .mutableHashable,
            reason: "two distinct values compare equal, so the destination is 'the same' as the "
              + "source"),
          Fit(
            cause: .staleUpdates,
            reason: "the destination was picked from an older model, in which it was this item"),
        ]
      )
    case .markMissing:
      return (
        "An item or section was reloaded or reconfigured that the snapshot does not hold; UIKit "
          + "traps at the call.",
        [
          Fit(
            cause: .staleUpdates,
            reason: "the id to reload came from an older model in which it still existed"),
          Fit(
            cause: .mutableHashable,
            reason: "the item's identity changed with its content, so the new value is not the "
              + "item in the snapshot"),
        ]
      )
    case .sectionNotFound:
      return (
        "A section was asked for (numberOfItems(inSection:), itemIdentifiers(inSection:)) that "
          + "the snapshot does not hold; UIKit traps.",
        [
          Fit(
            cause: .staleUpdates,
            reason: "the section id came from another model than the snapshot's")
        ]
      )
    case .hashValueChanged:
      return (
        "An identifier's hash value changed while it was in the snapshot; UIKit traps.",
        [
          Fit(
            cause: .mutableHashable,
            reason: "a property that takes part in hash(into:) was mutated after the item was "
              + "added")
        ]
      )
    case .notEqualToItself:
      return (
        "An identifier is not equal to itself (== returned false for the same value); UIKit "
          + "traps.",
        [
          Fit(
            cause: .hashEqualityMismatch,
            reason: "== compares something that is never equal (a NaN, a fresh reference, a "
              + "date taken at comparison time)")
        ]
      )
    case .equalButDifferentHash:
      return (
        "Two identifiers compare equal but hash differently; UIKit traps.",
        [
          Fit(
            cause: .hashEqualityMismatch,
            reason: "hash(into:) uses a property that == ignores (or the other way round)")
        ]
      )
    case .identifiersNotUnique:
      return (
        "Two identifiers in one snapshot compare equal; UIKit traps.",
        [
          Fit(cause: .mutableHashable, reason: "two model values share their identifying content"),
          Fit(cause: .hashEqualityMismatch, reason: "== compares too little"),
        ]
      )
    case .deadlock:
      return (
        "A snapshot was applied while another apply of the same data source was still running; "
          + "UIKit traps.",
        [
          Fit(
            cause: .twoQueues,
            reason: "applies come from the main queue and from a background queue"),
          Fit(
            cause: .racingBatches,
            reason: "an apply was started from inside another apply's updates (a cell or "
              + "layout callback that applies again)"),
        ]
      )
    case .mixedQueues:
      return (
        "Snapshots are applied from more than one queue; UIKit logs it (not fatal, but the next "
          + "overlap traps with 'Deadlock detected').",
        [
          Fit(cause: .twoQueues, reason: "the message says so: applies from main and elsewhere")
        ]
      )
    case .sectionSnapshotUnknownItem:
      return (
        "A section snapshot (outline) call named an item it does not hold — as a parent, a "
          + "neighbour, or to delete; UIKit traps.",
        [
          Fit(
            cause: .staleUpdates,
            reason: "the item came from another version of the outline than the section "
              + "snapshot's"),
          Fit(
            cause: .mutableHashable,
            reason: "the item's identity changed with its content"),
        ]
      )
    }
  }
}

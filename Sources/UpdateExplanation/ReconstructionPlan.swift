import SnapshotRecording

/// What ``ReconstructedRecording`` is built from: item counts per section before the update,
/// the updates the app declared (index paths as UIKit prints them), and the refusal in the
/// message's own arithmetic. A count message, which names no index path, becomes deletes taken
/// from the end of its section and inserts appended there.
///
/// ```swift
/// let plan = ReconstructionPlan(
///   BatchMismatch(list: .tableView, before: [3], after: [0],
///                 updates: [.item(.delete, section: 0, index: 1)]))
/// plan?.build().after  // [section 0: 0-0, 0-2]
/// ```
struct ReconstructionPlan: Hashable, Sendable {
  /// Item counts per section before the update.
  var before: [Int]
  /// The index each section is shown with (a count message shows only the section it names).
  var sectionNames: [Int]
  /// The updates, on indexes into ``before``.
  var updates: [DeclaredUpdate]
  /// The updates in words, for the first marker.
  var declared: String
  /// Where UIKit refused the update, in the message's numbers.
  var refusals: [String]
  /// Items and sections written, before and after together; `nil` beyond 64 bits.
  var itemCount: Int?

  /// The most updates a count message is expanded into before the item budget is checked:
  /// enough for any budget a command line can ask for, and never a runaway allocation.
  static let expansionLimit = 10_000_000

  /// A batch message's plan, or `nil` when it was cut short before its counts.
  init?(_ batch: BatchMismatch) {
    guard let before = batch.before, let after = batch.after else { return nil }
    self.before = before
    sectionNames = Array(before.indices)
    updates = batch.updates ?? []
    declared =
      updates.isEmpty ? "no updates" : updates.map(\.description).joined(separator: ", ")
    if batch.updatesCutShort { declared += ", … (the list was cut short)" }
    var refusals: [String] = []
    if before.count != after.count || updates.contains(where: Self.changesSections) {
      refusals.append("the data source said \(after.count) sections after")
    }
    refusals.append(
      "the data source said " + after.map(String.init).joined(separator: ", ")
        + " \(batch.list.itemNoun) per section after")
    self.refusals = refusals
    var total = CheckedSum.of(before + [before.count, after.count])
    for update in updates where Self.adds(update) {
      total = total.flatMap { CheckedSum.of([$0, 1]) }
    }
    itemCount = total
  }

  /// A count message's plan, or `nil` when it was cut short before its counts.
  init?(_ counts: CountMismatch) {
    guard counts.isComplete, let after = counts.after, let had = counts.before,
      let inserted = counts.inserted, let deleted = counts.deleted
    else { return nil }
    let movedIn = counts.movedIn ?? 0
    let movedOut = counts.movedOut ?? 0
    refusals = []
    itemCount = CheckedSum.of([had, inserted, movedIn, after, 1])
    let noun = counts.countsSections ? "sections" : counts.list.itemNoun
    declared =
      "\(inserted) inserted, \(deleted) deleted"
      + (counts.countsSections
        ? " sections"
        : ", \(movedIn) moved in, \(movedOut) moved out, in section \(counts.section ?? 0)")
    refusals = [
      "the updates leave \(counts.expectedAfter.map(String.init) ?? "more than 64 bits of") "
        + "\(noun), but the data source said \(after)"
    ]
    guard let itemCount, itemCount <= Self.expansionLimit else {
      self.before = []
      sectionNames = []
      updates = []
      return
    }
    // No index path is named: take deletes and moves out from the end, append inserts and
    // moves in, as far as the section holds them.
    let removed = min(had, CheckedSum.of([deleted, movedOut]) ?? had)
    let added = inserted + movedIn
    if counts.countsSections {
      self.before = Array(repeating: 0, count: had)
      sectionNames = Array(0..<had)
      updates =
        (0..<removed).map { .section(.delete, index: had - 1 - $0) }
        + (0..<added).map { .section(.insert, index: had - removed + $0) }
    } else {
      self.before = [had]
      sectionNames = [counts.section ?? 0]
      updates =
        (0..<removed).map { .item(.delete, section: 0, index: had - 1 - $0) }
        + (0..<added).map { .item(.insert, section: 0, index: had - removed + $0) }
    }
  }

  static func changesSections(_ update: DeclaredUpdate) -> Bool {
    switch update {
    case .section(.insert, _), .section(.delete, _), .sectionMove: true
    default: false
    }
  }

  static func adds(_ update: DeclaredUpdate) -> Bool {
    switch update {
    case .item(.insert, _, _), .section(.insert, _): true
    default: false
    }
  }
}

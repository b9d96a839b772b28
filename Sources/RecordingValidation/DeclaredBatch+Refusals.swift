import SnapshotRecording

/// What UIKit's `performBatchUpdates` would refuse in a declared batch, in UIKit's own words
/// (uikit-semantics §2.3). The count family, as UIKit words it up to iOS 13, for books that do
/// not balance — the section count first, then each existing section in its index after the
/// update, the first unbalanced one only, as UIKit traps there; and the batch family ("Invalid
/// batch updates detected: …"), as iOS 14 and later word it, with the whole state and every
/// update, for any refusal: unbalanced books or an update naming an index path or section
/// outside the counts.
///
/// Sections are matched as `performBatchUpdates` matches them: an old section neither deleted,
/// reloaded nor moved keeps its place among the new sections neither inserted, reloaded nor
/// moved to; a moved section is its own destination. A reloaded section is replaced whole and
/// its rows are not counted. All arithmetic is checked: a sum beyond 64 bits cannot equal a
/// count, so it is unbalanced.
extension DeclaredBatch {
  /// UIKit's messages for this batch: the count family's (when the books do not balance), then
  /// the batch family's; empty when UIKit accepts it.
  ///
  /// ```swift
  /// DeclaredBatch(view: .table, before: [3], after: [0],
  ///   updates: [.item(.delete, .init(section: 0, item: 1))]).refusals().first
  /// // "Invalid update: invalid number of rows in section 0. The number of rows contained in an
  /// //  existing section after the update (0) must be equal to …"
  /// ```
  package func refusals() -> [String] {
    let count = countRefusal()
    guard count != nil || hasPlaceOutOfRange else { return [] }
    return (count.map { [$0] } ?? []) + [batchMessage]
  }

  private var itemNoun: String { view == .table ? "rows" : "items" }
  private var viewName: String { view == .table ? "table view" : "collection view" }

  /// The count family's message for the first place the books do not balance, if any.
  private func countRefusal() -> String? {
    var inserted: Set<Int> = []
    var deleted: Set<Int> = []
    var reloaded: Set<Int> = []
    var movedFrom: Set<Int> = []
    var movedTo: Set<Int> = []
    var moves: [(from: Int, to: Int)] = []
    // UIKit's message counts the updates as declared, a repeated index included.
    var insertedCount = 0
    var deletedCount = 0
    for update in updates {
      switch update {
      case .section(.insert, let section):
        inserted.insert(section)
        insertedCount += 1
      case .section(.delete, let section):
        deleted.insert(section)
        deletedCount += 1
      case .section(.reload, let section): reloaded.insert(section)
      case .moveSection(let from, let to):
        movedFrom.insert(from)
        movedTo.insert(to)
        moves.append((from, to))
      case .item, .moveItem: break
      }
    }
    let (expectedSections, sectionsOverflow) = CheckedCount.sum(
      before.count, plus: insertedCount, minus: deletedCount)
    if sectionsOverflow || expectedSections != after.count {
      return "Invalid update: invalid number of sections. The number of sections contained in the "
        + "\(viewName) after the update (\(after.count)) must be equal to the number of sections "
        + "contained in the \(viewName) before the update (\(before.count)), plus or minus the "
        + "number of sections inserted or deleted (\(insertedCount) inserted, "
        + "\(deletedCount) deleted)."
    }
    // Old section → new section, for every section that exists on both sides.
    let kept = before.indices.filter {
      !deleted.contains($0) && !reloaded.contains($0) && !movedFrom.contains($0)
    }
    let places = after.indices.filter {
      !inserted.contains($0) && !reloaded.contains($0) && !movedTo.contains($0)
    }
    var newOfOld: [Int: Int] = [:]
    for (old, new) in zip(kept, places) { newOfOld[old] = new }
    for move in moves where before.indices.contains(move.from) && after.indices.contains(move.to) {
      newOfOld[move.from] = move.to
    }
    var oldOfNew: [Int: Int] = [:]
    for (old, new) in newOfOld { oldOfNew[new] = old }
    var books: [Int: (inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)] = [:]
    for update in updates {
      switch update {
      case .item(.insert, let place):
        if let old = oldOfNew[place.section] { books[old, default: (0, 0, 0, 0)].inserted += 1 }
      case .item(.delete, let place):
        books[place.section, default: (0, 0, 0, 0)].deleted += 1
      case .moveItem(let from, let to):
        // A move within one section changes no count; across sections it is out of one and
        // into the other.
        guard newOfOld[from.section] != to.section else { continue }
        books[from.section, default: (0, 0, 0, 0)].movedOut += 1
        if let old = oldOfNew[to.section] { books[old, default: (0, 0, 0, 0)].movedIn += 1 }
      case .item(.reload, _), .section, .moveSection: break
      }
    }
    for new in after.indices {
      guard let old = oldOfNew[new], before.indices.contains(old) else { continue }
      let entry = books[old] ?? (0, 0, 0, 0)
      let (kept, keptOverflow) = CheckedCount.sum(
        before[old], plus: entry.inserted, minus: entry.deleted)
      let (expected, overflow) = CheckedCount.sum(
        kept, plus: entry.movedIn, minus: entry.movedOut)
      guard keptOverflow || overflow || expected != after[new] else { continue }
      return "Invalid update: invalid number of \(itemNoun) in section \(new). The number of "
        + "\(itemNoun) contained in an existing section after the update (\(after[new])) must "
        + "be equal to the number of \(itemNoun) contained in that section before the update "
        + "(\(before[old])), plus or minus the number of \(itemNoun) inserted or deleted from "
        + "that section (\(entry.inserted) inserted, \(entry.deleted) deleted) and plus or "
        + "minus the number of \(itemNoun) moved into or out of that section "
        + "(\(entry.movedIn) moved in, \(entry.movedOut) moved out)."
    }
    return nil
  }

  /// Whether an update names a section or an index path the counts do not have: deletes,
  /// reloads and move sources against the counts before, inserts and destinations after.
  private var hasPlaceOutOfRange: Bool {
    func exists(_ place: Place, in counts: [Int]) -> Bool {
      counts.indices.contains(place.section) && place.item < counts[place.section]
    }
    return updates.contains { update in
      switch update {
      case .item(.insert, let place): !exists(place, in: after)
      case .item(.delete, let place), .item(.reload, let place): !exists(place, in: before)
      case .moveItem(let from, let to): !exists(from, in: before) || !exists(to, in: after)
      case .section(.insert, let section): !after.indices.contains(section)
      case .section(.delete, let section), .section(.reload, let section):
        !before.indices.contains(section)
      case .moveSection(let from, let to):
        !before.indices.contains(from) || !after.indices.contains(to)
      }
    }
  }

  /// The batch family's message (iOS 14 and later), with the whole state and every update.
  private var batchMessage: String {
    let noun = view == .table ? "row" : "item"
    func state(_ counts: [Int]) -> String {
      guard !counts.isEmpty else { return "{ 0 sections }" }
      let sections = counts.count == 1 ? "1 section" : "\(counts.count) sections"
      return "{ \(sections) with \(noun) counts: ["
        + counts.map(String.init).joined(separator: ", ") + "] }"
    }
    let updateTexts = updates.map { update in
      switch update {
      case .item(let action, let place):
        "\(action.rawValue.capitalized) \(noun) (\(place.section) - \(place.item))"
      case .moveItem(let from, let to):
        "Move \(noun) (\(from.section) - \(from.item)) -> (\(to.section) - \(to.item))"
      case .section(let action, let section): "\(action.rawValue.capitalized) section \(section)"
      case .moveSection(let from, let to): "Move section \(from) -> \(to)"
      }
    }
    return "Invalid batch updates detected: the number of sections and/or \(itemNoun) returned "
      + "by the data source before and after performing the batch updates are inconsistent "
      + "with the updates. Data source before updates = \(state(before)) Data source after "
      + "updates = \(state(after)) Updates = [ \(updateTexts.joined(separator: ", ")) ]"
  }
}

/// `a + b − c` on counts, with whether it left 64 bits.
private enum CheckedCount {
  static func sum(_ base: Int, plus added: Int, minus removed: Int) -> (Int, overflow: Bool) {
    let (partial, overflowAdding) = base.addingReportingOverflow(added)
    let (result, overflowSubtracting) = partial.subtractingReportingOverflow(removed)
    return (result, overflowAdding || overflowSubtracting)
  }
}

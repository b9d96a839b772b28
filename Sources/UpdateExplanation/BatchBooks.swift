/// UIKit's bookkeeping of a batch message: the section count, then, for each section that is
/// kept, its count before, the item updates that touch it, and what the data source returned.
///
/// Sections are matched the way `performBatchUpdates` matches them: deleted and moved-away
/// sections leave at their old indexes, inserted and moved sections arrive at their new ones,
/// the rest keep their order. A row moved between two kept sections counts as moved out of
/// one and into the other.
///
/// ```swift
/// let books = BatchBooks(before: [3], after: [0], updates: [
///   .item(.delete, section: 0, index: 1), .item(.delete, section: 0, index: 0)])
/// books.balances.map(\.arithmetic)
/// // ["1 + 0 − 0 = 1, and the data source said 1",
/// //  "3 + 0 − 2 + 0 − 0 = 1, but the data source said 0"]
/// ```
struct BatchBooks {
  /// The section count first (section `nil`), then each kept section by its new index.
  private(set) var balances: [SectionBalance] = []
  /// Index paths the updates name that the data source did not have.
  private(set) var indexProblems: [String] = []
  /// Row updates in sections that are themselves inserted or deleted.
  private(set) var sectionOrderProblems: [String] = []
  /// A row both reloaded and deleted or inserted, in words.
  private(set) var reloadedAndDeleted: String?
  /// Everything above, for the notes.
  var notes: [String] { Array((indexProblems + sectionOrderProblems).prefix(8)) }

  init(before: [Int], after: [Int], updates: [DeclaredUpdate]) {
    var sectionsDeleted: Set<Int> = []
    var sectionsInserted: Set<Int> = []
    var sectionMoves: [(from: Int, to: Int)] = []
    for update in updates {
      switch update {
      case .section(.delete, let index): sectionsDeleted.insert(index)
      case .section(.insert, let index): sectionsInserted.insert(index)
      case .sectionMove(let from, let to): sectionMoves.append((from, to))
      default: break
      }
    }
    let sectionBalance = SectionBalance(
      section: nil, oldSection: nil, before: before.count, inserted: sectionsInserted.count,
      deleted: sectionsDeleted.count, movedIn: 0, movedOut: 0, after: after.count)
    balances.append(sectionBalance)

    // Match sections: old index of each new section, -1 for an inserted one.
    var oldOfNew = [Int?](repeating: nil, count: after.count)
    var leaving = sectionsDeleted
    for move in sectionMoves { leaving.insert(move.from) }
    for index in sectionsInserted where oldOfNew.indices.contains(index) { oldOfNew[index] = -1 }
    for move in sectionMoves where oldOfNew.indices.contains(move.to) {
      oldOfNew[move.to] = move.from
    }
    var staying = (0..<before.count).filter { !leaving.contains($0) }.makeIterator()
    for index in oldOfNew.indices where oldOfNew[index] == nil {
      oldOfNew[index] = staying.next()
    }
    var newOfOld: [Int: Int] = [:]
    for (new, old) in oldOfNew.enumerated() { if let old, old >= 0 { newOfOld[old] = new } }

    var insertedIn: [Int: Int] = [:]
    var deletedFrom: [Int: Int] = [:]
    var movedIn: [Int: Int] = [:]
    var movedOut: [Int: Int] = [:]
    var deletedPaths: Set<[Int]> = []
    var insertedPaths: Set<[Int]> = []
    var reloadedPaths: [[Int]] = []
    func check(old section: Int, _ index: Int, _ what: String) {
      guard before.indices.contains(section) else {
        indexProblems.append(
          "\(what) names section \(section), but there were \(before.count) before")
        return
      }
      if index >= before[section] {
        indexProblems.append(
          "\(what) names index \(index) of section \(section), which had \(before[section]) before")
      }
      if sectionsDeleted.contains(section) {
        sectionOrderProblems.append("\(what) is in section \(section), which is itself deleted")
      }
    }
    func check(new section: Int, _ index: Int, _ what: String) {
      guard after.indices.contains(section) else {
        indexProblems.append(
          "\(what) names section \(section), but there were \(after.count) after")
        return
      }
      if index >= after[section] {
        indexProblems.append(
          "\(what) names index \(index) of section \(section), which had \(after[section]) after")
      }
      if sectionsInserted.contains(section) {
        sectionOrderProblems.append("\(what) is in section \(section), which is itself inserted")
      }
    }
    for update in updates {
      switch update {
      case .item(.delete, let section, let index):
        check(old: section, index, update.description)
        if !deletedPaths.insert([section, index]).inserted {
          indexProblems.append("\(update.description) is declared twice")
        }
        deletedFrom[section, default: 0] += 1
      case .item(.insert, let section, let index):
        check(new: section, index, update.description)
        if !insertedPaths.insert([section, index]).inserted {
          indexProblems.append("\(update.description) is declared twice")
        }
        insertedIn[section, default: 0] += 1
      case .item(.reload, let section, let index):
        check(old: section, index, update.description)
        reloadedPaths.append([section, index])
      case .itemMove(let fromSection, let fromIndex, let toSection, let toIndex):
        check(old: fromSection, fromIndex, update.description)
        check(new: toSection, toIndex, update.description)
        if newOfOld[fromSection] != toSection {
          movedOut[fromSection, default: 0] += 1
          movedIn[toSection, default: 0] += 1
        }
      default: break
      }
    }
    if let path = reloadedPaths.first(where: { deletedPaths.contains($0) }) {
      reloadedAndDeleted =
        "row (\(path[0]) - \(path[1])) is both reloaded and deleted: UIKit counts the reload as "
        + "a second delete and an insert"
    } else if let path = reloadedPaths.first(where: { insertedPaths.contains($0) }) {
      reloadedAndDeleted =
        "row (\(path[0]) - \(path[1])) is both reloaded and inserted: UIKit counts the reload as "
        + "a delete and a second insert"
    }
    guard sectionBalance.balances else { return }
    for (new, old) in oldOfNew.enumerated() {
      guard let old, old >= 0, before.indices.contains(old) else { continue }
      balances.append(
        SectionBalance(
          section: new, oldSection: old, before: before[old], inserted: insertedIn[new] ?? 0,
          deleted: deletedFrom[old] ?? 0, movedIn: movedIn[new] ?? 0, movedOut: movedOut[old] ?? 0,
          after: after[new]))
    }
  }
}

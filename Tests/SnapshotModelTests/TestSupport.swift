import Foundation
import SnapshotModel
import Testing

typealias Snapshot = DiffableSnapshot<String, String>

/// Builds a snapshot through the public API from lines like `"A: a b"` (section `A` holding `a`
/// and `b`); `"A:"` is an empty section.
func makeSnapshot(_ lines: String...) -> Snapshot {
  var snapshot = Snapshot()
  for line in lines {
    let words = line.split(separator: " ").map(String.init)
    guard let first = words.first else { continue }
    let section = String(first.dropLast())
    snapshot.appendSections([section])
    snapshot.appendItems(Array(words.dropFirst()), toSection: section)
  }
  return snapshot
}

/// A snapshot's sections with their items, one `"A: a b"` line per section, in order.
func layout(_ snapshot: Snapshot) -> [String] {
  snapshot.sectionsWithItems.map { section, items in
    ([section + ":"] + items).joined(separator: " ")
  }
}

/// The reason of the `NSInternalInconsistencyException` that an exit test's child printed to
/// standard error, or `nil` when it printed none.
func uikitReason(_ result: ExitTest.Result?) -> String? {
  guard let result else { return nil }
  let text = String(decoding: result.standardErrorContent, as: UTF8.self)
  let lead =
    "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '"
  guard let start = text.range(of: lead) else { return nil }
  let rest = text[start.upperBound...]
  guard let end = rest.range(of: "'\n") else { return nil }
  return String(rest[..<end.lowerBound])
}

import SnapshotRecording

extension TransitionDiff {
  /// The transition as readable text: a header with the counts, then the sections in display
  /// order with one line per change and runs of unchanged items collapsed.
  ///
  /// ```
  /// 3 → 4: items 1 inserted, 1 deleted, 1 moved
  ///   section config:
  ///   … 2 unchanged
  ///   section networks:
  /// + n-9 at [1,0]
  /// ~ n-1 [1,0] → [1,1]
  /// - n-2 was [1,1]
  ///   … 37 unchanged
  /// ```
  ///
  /// Markers: `+` inserted, `-` deleted (at its old place), `~` moved (at its new place),
  /// `↻` reloaded, `✎` reconfigured. A moved item that is also reloaded or reconfigured gets its
  /// `↻`/`✎` line right after its `~` line; a reloaded section (`↻ reloaded section s:`, or
  /// `~ section s 0 → 1 ↻ reloaded:` when it also moved) lists its item changes like any other.
  /// Inserted and deleted sections show their item count instead of their items. Lines end with `\n`. Identifiers
  /// are escaped for the terminal (`TerminalText`): one holding `ESC[2J` prints as `\e[2J`.
  ///
  /// - Complexity: O(*n* + *c*) on average for *n* sections and items in the two snapshots and
  ///   *c* listed changes: one walk over each section pair.
  public var text: String {
    var lines = [header]
    if !changeset.isEmpty { appendSections(to: &lines) }
    return lines.joined(separator: "\n") + "\n"
  }

  private var header: String {
    let sections = changeset.sections
    let items = changeset.items
    let sectionCounts = Self.counts([
      (sections.inserted.count, "inserted"), (sections.deleted.count, "deleted"),
      (sections.moved.count, "moved"), (sections.reloaded.count, "reloaded"),
    ])
    let itemCounts = Self.counts([
      (items.inserted.count, "inserted"), (items.deleted.count, "deleted"),
      (items.moved.count, "moved"), (items.reloaded.count, "reloaded"),
      (items.reconfigured.count, "reconfigured"),
    ])
    var parts: [String] = []
    if !sectionCounts.isEmpty { parts.append("sections " + sectionCounts) }
    if !itemCounts.isEmpty { parts.append("items " + itemCounts) }
    let summary = parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
    return "\(fromSeq) → \(toSeq): \(summary)"
  }

  private static func counts(_ counts: [(Int, String)]) -> String {
    counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
  }

  private func appendSections(to lines: inout [String]) {
    let oldSections = old.sectionsWithItems
    let newSections = new.sectionsWithItems
    let sections = changeset.sections
    let deleted = Set(sections.deleted.map(\.index))
    let inserted = Set(sections.inserted.map(\.index))
    let movedFrom = Set(sections.moved.map(\.from))
    var moveInto: [Int: Int] = [:]
    for move in sections.moved { moveInto[move.to] = move.from }
    let reloaded = Set(sections.reloaded)
    let index = ChangeIndex(changeset.items)

    var oldCursor = 0
    var newCursor = 0
    while true {
      while oldCursor < oldSections.count
        && (deleted.contains(oldCursor) || movedFrom.contains(oldCursor))
      {
        if deleted.contains(oldCursor) {
          let (id, items) = oldSections[oldCursor]
          lines.append("- section \(id.textName) was \(oldCursor) (\(Self.itemCount(items.count)))")
        }
        oldCursor += 1
      }
      while newCursor < newSections.count
        && (inserted.contains(newCursor) || moveInto[newCursor] != nil)
      {
        let (id, items) = newSections[newCursor]
        if let from = moveInto[newCursor] {
          let mark = reloaded.contains(id) ? " ↻ reloaded" : ""
          lines.append("~ section \(id.textName) \(from) → \(newCursor)\(mark):")
          index.appendItems(old: oldSections[from].1, new: items, from: from, to: newCursor, &lines)
        } else {
          lines.append("+ section \(id.textName) at \(newCursor) (\(Self.itemCount(items.count)))")
        }
        newCursor += 1
      }
      guard oldCursor < oldSections.count, newCursor < newSections.count else { break }
      let (id, items) = newSections[newCursor]
      // A reloaded section is reloaded after its item changes (reference §6), so they show too.
      lines.append(
        reloaded.contains(id) ? "↻ reloaded section \(id.textName):" : "  section \(id.textName):")
      index.appendItems(
        old: oldSections[oldCursor].1, new: items, from: oldCursor, to: newCursor, &lines)
      oldCursor += 1
      newCursor += 1
    }
  }

  private static func itemCount(_ count: Int) -> String {
    count == 1 ? "1 item" : "\(count) items"
  }

  /// The item changes keyed by index path, to walk a section pair in display order.
  private struct ChangeIndex {
    var deleted: Set<ItemIndexPath> = []
    var movedFrom: Set<ItemIndexPath> = []
    var inserted: Set<ItemIndexPath> = []
    var movedTo: [ItemIndexPath: ItemIndexPath] = [:]
    var reloaded: Set<RecordedID>
    var reconfigured: Set<RecordedID>

    init(_ items: ItemChanges<RecordedID>) {
      deleted = Set(items.deleted.map(\.indexPath))
      inserted = Set(items.inserted.map(\.indexPath))
      for move in items.moved {
        movedFrom.insert(move.from)
        movedTo[move.to] = move.from
      }
      reloaded = Set(items.reloaded)
      reconfigured = Set(items.reconfigured)
    }

    /// Walks an old section and its new self together: removed items at their old place,
    /// arrived items at their new place, the items kept in order between them.
    func appendItems(
      old: [RecordedID], new: [RecordedID], from: Int, to: Int, _ lines: inout [String]
    ) {
      var unchanged = 0
      func flush() {
        if unchanged > 0 { lines.append("  … \(unchanged) unchanged") }
        unchanged = 0
      }
      var oldCursor = 0
      var newCursor = 0
      while true {
        while oldCursor < old.count {
          let path = ItemIndexPath(section: from, item: oldCursor)
          guard deleted.contains(path) || movedFrom.contains(path) else { break }
          if deleted.contains(path) {
            flush()
            lines.append("- \(old[oldCursor].textName) was \(path)")
          }
          oldCursor += 1
        }
        while newCursor < new.count {
          let path = ItemIndexPath(section: to, item: newCursor)
          let id = new[newCursor]
          if inserted.contains(path) {
            flush()
            lines.append("+ \(id.textName) at \(path)")
          } else if let source = movedTo[path] {
            flush()
            lines.append("~ \(id.textName) \(source) → \(path)")
            // Moved first, then reloaded or reconfigured at its new place (reference §6).
            if reloaded.contains(id) { lines.append("↻ reloaded \(id.textName)") }
            if reconfigured.contains(id) { lines.append("✎ reconfigured \(id.textName)") }
          } else {
            break
          }
          newCursor += 1
        }
        guard oldCursor < old.count, newCursor < new.count else { break }
        let id = new[newCursor]
        if reloaded.contains(id) {
          flush()
          lines.append("↻ reloaded \(id.textName)")
        } else if reconfigured.contains(id) {
          flush()
          lines.append("✎ reconfigured \(id.textName)")
        } else {
          unchanged += 1
        }
        oldCursor += 1
        newCursor += 1
      }
      flush()
    }
  }
}

extension RecordedID {
  /// The identifier as the text diff shows it: bare, except that a string that reads as an
  /// integer is quoted, so `7` and `"7"` stay apart; escaped for the terminal (`TerminalText`),
  /// since identifiers come from the recording.
  fileprivate var textName: String {
    switch self {
    case .string(let value) where Int(value) != nil: "\"\(value)\""
    case .string(let value): TerminalText.escaped(value)
    case .integer(let value): String(value)
    }
  }
}

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
  /// In outline sections (``oldOutline``, ``newOutline``), an item listed below root level says
  /// its level, `(level 2)` or `(level 1 → 2)` for a move that changed it, and a parent that
  /// stayed but was expanded or collapsed gets its own line, `▾ expanded docs` or
  /// `▸ collapsed docs`. Expanding a parent lists its children as inserted right below it:
  ///
  /// ```
  /// 1 → 2: items 2 inserted
  ///   section files:
  /// ▾ expanded docs
  /// + notes at [0,1] (level 1)
  /// + todo at [0,2] (level 1)
  ///   … 1 unchanged
  /// ```
  ///
  /// - Complexity: O(*n* + *c*) on average for *n* sections and items in the two snapshots and
  ///   *c* listed changes: one walk over each section pair.
  public var text: String {
    var lines = [header]
    if !changeset.isEmpty { appendSections(to: &lines) }
    return lines.joined(separator: "\n") + "\n"
  }

  private var header: String { "\(fromSeq) → \(toSeq): \(summary)" }

  /// The counts of what changed, as the text's first line gives them after the seqs:
  /// `items 2 inserted, 1 moved, 1 reloaded`, `sections 1 deleted; items 3 moved`, or
  /// `no changes`.
  ///
  /// ```swift
  /// print(diff.summary)  // items 1 inserted, 1 deleted, 1 moved
  /// ```
  public var summary: String {
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
    return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
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
    let index = ChangeIndex(changeset.items, oldOutline: oldOutline, newOutline: newOutline)

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
    var oldOutline: [RecordedID: OutlinePlace]
    var newOutline: [RecordedID: OutlinePlace]

    init(
      _ items: ItemChanges<RecordedID>, oldOutline: [RecordedID: OutlinePlace],
      newOutline: [RecordedID: OutlinePlace]
    ) {
      self.oldOutline = oldOutline
      self.newOutline = newOutline
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
            let id = old[oldCursor]
            lines.append("- \(id.textName) was \(path)" + level(of: oldOutline[id]))
          }
          oldCursor += 1
        }
        while newCursor < new.count {
          let path = ItemIndexPath(section: to, item: newCursor)
          let id = new[newCursor]
          if inserted.contains(path) {
            flush()
            lines.append("+ \(id.textName) at \(path)" + level(of: newOutline[id]))
          } else if let source = movedTo[path] {
            flush()
            lines.append("~ \(id.textName) \(source) → \(path)" + levelChange(of: id))
            // Moved first, then reloaded or reconfigured at its new place (reference §6).
            if reloaded.contains(id) { lines.append("↻ reloaded \(id.textName)") }
            if reconfigured.contains(id) { lines.append("✎ reconfigured \(id.textName)") }
            appendDisclosure(of: id, &lines)
          } else {
            break
          }
          newCursor += 1
        }
        guard oldCursor < old.count, newCursor < new.count else { break }
        let id = new[newCursor]
        let disclosure = disclosureLine(of: id)
        if reloaded.contains(id) {
          flush()
          lines.append("↻ reloaded \(id.textName)")
          if let disclosure { lines.append(disclosure) }
        } else if reconfigured.contains(id) {
          flush()
          lines.append("✎ reconfigured \(id.textName)")
          if let disclosure { lines.append(disclosure) }
        } else if let disclosure {
          flush()
          lines.append(disclosure)
        } else {
          unchanged += 1
        }
        oldCursor += 1
        newCursor += 1
      }
      flush()
    }

    /// ` (level 2)` for an outline item below the root level; nothing otherwise.
    private func level(of place: OutlinePlace?) -> String {
      guard let place, place.level > 0 else { return "" }
      return " (level \(place.level))"
    }

    /// A moved item's level: ` (level 1 → 2)` when the move changed it, else as ``level(of:)``.
    private func levelChange(of id: RecordedID) -> String {
      let before = oldOutline[id]?.level ?? 0
      let after = newOutline[id]?.level ?? 0
      guard before != after else { return level(of: newOutline[id]) }
      return " (level \(before) → \(after))"
    }

    /// `▾ expanded docs` or `▸ collapsed docs` for a parent whose disclosure changed; `nil`
    /// when it did not (or the item is no parent now).
    private func disclosureLine(of id: RecordedID) -> String? {
      guard let expanded = newOutline[id]?.expanded, oldOutline[id]?.expanded != expanded
      else { return nil }
      return expanded ? "▾ expanded \(id.textName)" : "▸ collapsed \(id.textName)"
    }

    private func appendDisclosure(of id: RecordedID, _ lines: inout [String]) {
      if let line = disclosureLine(of: id) { lines.append(line) }
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

import SnapshotRecording

extension GeometryDiff {
  /// The geometry change as readable text, for `diff --geometry`: a summary line, then one
  /// line per item whose recorded rect changed (`~`), appeared (`+`) or disappeared (`-`).
  /// Rects read `x,y w×h` in points; identifiers are escaped for the terminal
  /// (`TerminalText`). Lines end with `\n`.
  ///
  /// ```
  /// geometry: offset 0,309 → 0,397; content 390×1490 → 390×1578; items 2 moved, 1 appeared
  /// ~ general-3 16,441 358×44 → 16,529 358×44
  /// ~ general-4 16,485 358×44 → 16,573 358×44
  /// + device-5 16,278 358×44
  /// ```
  ///
  /// Then one line per supplementary view (``SupplementarySlot/text``: `header devices`) that
  /// changed (`~`: its rect, text or pinning), appeared (`+`, with its text and `pinned`) or
  /// disappeared (`-`), counted in the summary as `supplementary 1 changed, 1 appeared`:
  ///
  /// ```
  /// ~ header devices 16,20 358×38 → 16,284 358×38; pinned
  /// ~ footer general 16,952 358×40 → 16,996 358×40
  /// ```
  ///
  /// Without a `layout` line for one of the two applies: `geometry: no layout line for 3`.
  public var text: String {
    let missing = [(fromHasLayout, fromSeq), (toHasLayout, toSeq)].filter { !$0.0 }.map(\.1)
    if !missing.isEmpty {
      let seqs = missing.map(String.init).joined(separator: " or ")
      return "geometry: no layout line for \(seqs)\n"
    }
    var parts: [String] = []
    if let bounds { parts.append("bounds \(Self.text(bounds.from)) → \(Self.text(bounds.to))") }
    if let offset { parts.append("offset \(Self.text(offset.from)) → \(Self.text(offset.to))") }
    if let insets { parts.append("insets \(Self.text(insets.from)) → \(Self.text(insets.to))") }
    if let content {
      parts.append("content \(Self.text(content.from)) → \(Self.text(content.to))")
    }
    // The literals' element type is spelled out: inferred, each took ~0.2 s to type-check.
    let itemCounts: [(Int, String)] = [
      (moved.count, "moved"), (appeared.count, "appeared"),
      (disappeared.count, "disappeared"),
    ]
    let counts = itemCounts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    if !counts.isEmpty { parts.append("items " + counts.joined(separator: ", ")) }
    let supplementaryKinds: [(Int, String)] = [
      (changedSupplementary.count, "changed"), (appearedSupplementary.count, "appeared"),
      (disappearedSupplementary.count, "disappeared"),
    ]
    let supplementaryCounts = supplementaryKinds.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    if !supplementaryCounts.isEmpty {
      parts.append("supplementary " + supplementaryCounts.joined(separator: ", "))
    }
    var lines = ["geometry: " + (parts.isEmpty ? "unchanged" : parts.joined(separator: "; "))]
    for item in moved {
      lines.append(
        "~ \(TerminalText.escaped(item.id)) \(Self.text(item.from)) → \(Self.text(item.to))")
    }
    for frame in appeared {
      lines.append("+ \(TerminalText.escaped(frame.id)) \(Self.text(frame.rect))")
    }
    for frame in disappeared {
      lines.append("- \(TerminalText.escaped(frame.id)) was \(Self.text(frame.rect))")
    }
    for change in changedSupplementary {
      lines.append("~ " + change.slot.text + " " + Self.text(change.from, change.to))
    }
    for placed in appearedSupplementary {
      lines.append("+ " + placed.slot.text + " " + Self.text(placed.view))
    }
    for placed in disappearedSupplementary {
      lines.append("- " + placed.slot.text + " was " + Self.text(placed.view))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `16,952 358×40 'Footer text' pinned`: the rect, then the text and pinning when it has
  /// them.
  private static func text(_ view: RecordedSupplementaryView) -> String {
    var parts = [text(view.rect)]
    if let text = view.text { parts.append(said(text)) }
    if view.pinned { parts.append("pinned") }
    return parts.joined(separator: " ")
  }

  /// What changed of a view, `; `-separated: its rect, its text, its pinning.
  private static func text(_ from: RecordedSupplementaryView, _ to: RecordedSupplementaryView)
    -> String
  {
    var changes: [String] = []
    if from.rect != to.rect { changes.append("\(text(from.rect)) → \(text(to.rect))") }
    if from.text != to.text {
      changes.append("text \(from.text.map(said) ?? "none") → \(to.text.map(said) ?? "none")")
    }
    if from.pinned != to.pinned { changes.append(to.pinned ? "pinned" : "unpinned") }
    return changes.joined(separator: "; ")
  }

  /// `'Footer text'`, escaped for the terminal.
  private static func said(_ text: String) -> String { "'\(TerminalText.escaped(text))'" }

  private static func number(_ value: Double) -> String { JSONWriter.numberLiteral(value) }

  private static func text(_ rect: RecordedRect) -> String {
    "\(number(rect.x)),\(number(rect.y)) \(number(rect.width))×\(number(rect.height))"
  }

  private static func text(_ point: RecordedPoint) -> String {
    "\(number(point.x)),\(number(point.y))"
  }

  private static func text(_ size: RecordedSize) -> String {
    "\(number(size.width))×\(number(size.height))"
  }

  /// Top, left, bottom, right, as the `layout` line lists them.
  private static func text(_ insets: RecordedInsets) -> String {
    [insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: ",")
  }
}

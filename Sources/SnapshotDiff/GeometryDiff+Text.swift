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
    let counts = [
      (moved.count, "moved"), (appeared.count, "appeared"),
      (disappeared.count, "disappeared"),
    ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    if !counts.isEmpty { parts.append("items " + counts.joined(separator: ", ")) }
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
    return lines.joined(separator: "\n") + "\n"
  }

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

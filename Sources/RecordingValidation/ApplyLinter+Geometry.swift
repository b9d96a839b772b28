import RecordingFormat
import SnapshotModel
import SnapshotRecording

extension ApplyLinter {
  /// The most identifiers one warning names; the rest are counted.
  private static let namedIdentifierLimit = 5

  /// Checks a `layout` line against the apply it follows (the last one linted): every item
  /// and section it names is in that apply's snapshot, and its offset lies within the content
  /// give or take one screen. Warnings only: a replay draws what it can of the line.
  ///
  /// - Parameters:
  ///   - layout: The layout as recorded.
  ///   - line: Its line.
  /// - Returns: The warnings, each naming the line and seq.
  mutating func check(layout: LayoutEvent, line: Int) -> [Diagnostic] {
    var found: [Diagnostic] = []
    func report(_ message: String) {
      found.append(
        Diagnostic(
          severity: .warning, category: .geometry, file: file, line: line, seq: layout.seq,
          message: message))
    }
    lastLayout = layout
    guard let apply = previousShown, apply.seq == layout.seq else { return [] }
    let sectionKeys = Set(apply.sections.lazy.map { LayoutEvent.ItemFrame.key(of: $0.id) })
    let unknownItems = Self.unknownItems(of: layout, in: apply)
    if !unknownItems.isEmpty {
      report(
        "the layout places \(Self.named(unknownItems, as: "item")) that the snapshot of seq "
          + "\(layout.seq) does not hold; the replay leaves "
          + (unknownItems.count == 1 ? "it" : "them") + " out")
    }
    let unknownSections = layout.supplementary.map { LayoutEvent.ItemFrame.key(of: $0.section) }
      .filter { !sectionKeys.contains($0) }
    if !unknownSections.isEmpty {
      report(
        "the layout's supplementary views name \(Self.named(unknownSections, as: "section")) "
          + "that the snapshot of seq \(layout.seq) does not hold")
    }
    if let message = Self.offsetProblem(
      of: "the layout's", layout.offset, content: layout.content, bounds: layout.bounds)
    {
      report(message)
    }
    return found
  }

  /// The identifiers of `layout`'s frames that `apply` does not hold, in the layout's order.
  ///
  /// A recorder writes a layout's frames in the snapshot's order, so each frame is looked for
  /// from the item after the last one found: one comparison per frame, no set of every item
  /// identifier hashed. The first frame not found ahead builds that set, which answers for
  /// the rest; at most one walk to the end is spent on the way (O(frames + items)).
  private static func unknownItems(of layout: LayoutEvent, in apply: ApplyEvent) -> [String] {
    var unknown: [String] = []
    var section = 0
    var item = 0
    var itemKeys: Set<String>?
    for frame in layout.items {
      if itemKeys == nil {
        if let found = position(of: frame, in: apply, from: (section, item)) {
          (section, item) = (found.section, found.item + 1)
          continue
        }
        var keys: Set<String> = []
        for section in apply.sections {
          for item in section.items { keys.insert(LayoutEvent.ItemFrame.key(of: item.id)) }
        }
        itemKeys = keys
      }
      if itemKeys?.contains(frame.id) != true { unknown.append(frame.id) }
    }
    return unknown
  }

  /// Where `frame`'s item is in `apply`, looking from `start` to the end.
  private static func position(
    of frame: LayoutEvent.ItemFrame, in apply: ApplyEvent, from start: (section: Int, item: Int)
  ) -> (section: Int, item: Int)? {
    var (section, item) = start
    while section < apply.sections.count {
      let items = apply.sections[section].items
      while item < items.count {
        if frame.matches(items[item].id) { return (section, item) }
        item += 1
      }
      section += 1
      item = 0
    }
    return nil
  }

  /// Checks a `scroll` line against the last layout: its offset lies within that content give
  /// or take one screen.
  func check(scroll: ScrollEvent, line: Int) -> [Diagnostic] {
    guard let layout = lastLayout,
      let message = Self.offsetProblem(
        of: "the scroll", scroll.offset, content: layout.content, bounds: layout.bounds)
    else { return [] }
    return [
      Diagnostic(
        severity: .warning, category: .geometry, file: file, line: line, seq: nil,
        message: message)
    ]
  }

  /// Why `offset` cannot be a scroll view's: more than one screen outside its content (a
  /// scroll view rests within the content, and rubber-bands less than a screen past it).
  private static func offsetProblem(
    of subject: String, _ offset: RecordedPoint, content: RecordedSize, bounds: RecordedSize
  ) -> String? {
    let verticalRange = -bounds.height...(max(content.height, 0) + bounds.height)
    let horizontalRange = -bounds.width...(max(content.width, 0) + bounds.width)
    guard !verticalRange.contains(offset.y) || !horizontalRange.contains(offset.x) else {
      return nil
    }
    return "\(subject) offset [\(JSONWriter.numberLiteral(offset.x)), "
      + "\(JSONWriter.numberLiteral(offset.y))] lies more than a screen outside its content "
      + "(\(JSONWriter.numberLiteral(content.width)) × \(JSONWriter.numberLiteral(content.height)) "
      + "points seen through \(JSONWriter.numberLiteral(bounds.width)) × "
      + "\(JSONWriter.numberLiteral(bounds.height)))"
  }

  /// `item "a"`, `items "a", "b" and 7 more`: identifiers as a warning names them, escaped.
  private static func named(_ identifiers: [String], as noun: String) -> String {
    let shown = identifiers.prefix(namedIdentifierLimit).map { RecordingError.quoted($0) }
    let rest = identifiers.count - shown.count
    let list = shown.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
    return (identifiers.count == 1 ? noun : noun + "s") + " " + list
  }
}

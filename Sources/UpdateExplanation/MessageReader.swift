/// Reads one message on from its anchor: the fixed wording of each family, with its numbers.
///
/// Each reader stops where the text stops matching UIKit's wording and returns what it read,
/// marked cut short; it returns `nil` only when the words after the anchor are not one of
/// UIKit's messages at all (`Invalid parameter not satisfying: x != nil` is not a list's).
enum MessageReader {
  /// What a reader read: the content, where it ends, and whether it ended early.
  struct Reading {
    var content: ListUpdateMessage.Content
    var end: Int
    var isCutShort: Bool
  }

  /// The most bytes a diffable message's text (identifiers included) is read over.
  static let diffableDetailLimit = 600

  // MARK: Count family

  /// `Invalid update: invalid number of rows in section 0. The number of rows contained …`, or
  /// the diffable `Invalid update: destination for …`.
  static func invalidUpdate(_ cursor: inout WrappedTextCursor, line: Int) throws(ExplanationError)
    -> Reading?
  {
    _ = cursor.expect(":")
    if cursor.expect("destination for") {
      return diffable(.invalidDestination, from: cursor.anchorStart, cursor: &cursor)
    }
    guard cursor.expect("invalid number of") else { return nil }
    let noun = cursor.oneOf(["sections", "rows", "items"]) ?? ""
    var counts: CountMismatch
    switch noun {
    case "sections":
      counts = CountMismatch(
        list: .unknown, section: nil, after: nil, before: nil, inserted: nil, deleted: nil)
    case "rows", "items":
      guard cursor.expect("in section"), let section = try cursor.number(line: line) else {
        return nil
      }
      counts = CountMismatch(
        list: ListKind(noun: noun), section: section, after: nil, before: nil, inserted: nil,
        deleted: nil)
    default:
      return nil
    }
    func cut() -> Reading {
      Reading(content: .countMismatch(counts), end: cursor.position, isCutShort: true)
    }
    if counts.countsSections {
      guard cursor.skip(past: "contained in the", within: 60) else { return cut() }
      counts.list = cursor.expect("table view") ? .tableView : .collectionView
    }
    guard cursor.skip(past: "after the update (", within: 200),
      let after = try cursor.number(line: line)
    else { return cut() }
    counts.after = after
    guard cursor.skip(past: "before the update (", within: 200),
      let before = try cursor.number(line: line)
    else { return cut() }
    counts.before = before
    guard cursor.skip(past: "inserted or deleted", within: 200),
      cursor.skip(past: "(", within: 40), let inserted = try cursor.number(line: line),
      cursor.expect("inserted,")
    else { return cut() }
    counts.inserted = inserted
    guard let deleted = try cursor.number(line: line),
      cursor.expect("deleted") || cursor.expect("removed")
    else { return cut() }
    counts.deleted = deleted
    if !counts.countsSections {
      guard cursor.skip(past: "moved into or out of that section (", within: 120),
        let movedIn = try cursor.number(line: line), cursor.expect("moved in,")
      else { return cut() }
      counts.movedIn = movedIn
      guard let movedOut = try cursor.number(line: line), cursor.expect("moved out")
      else { return cut() }
      counts.movedOut = movedOut
    }
    _ = cursor.expect(")")
    _ = cursor.expect(".")
    return Reading(content: .countMismatch(counts), end: cursor.position, isCutShort: false)
  }

  // MARK: Batch family

  /// `Invalid batch updates detected: … Data source before updates = { … } Data source after
  /// updates = { … } Updates = [ … ]`.
  static func batch(_ cursor: inout WrappedTextCursor, line: Int) throws(ExplanationError)
    -> Reading?
  {
    var list = ListKind.unknown
    if cursor.skip(past: "and/or", within: 80) {
      list = ListKind(noun: cursor.oneOf(["items", "rows"]) ?? "")
    }
    var batch = BatchMismatch(list: list, before: nil, after: nil, updates: nil)
    func cut() -> Reading {
      Reading(content: .batchMismatch(batch), end: cursor.position, isCutShort: true)
    }
    guard cursor.skip(past: "Data source before updates = {", within: 300),
      let before = try state(&cursor, line: line, list: &batch.list)
    else { return cut() }
    batch.before = before
    guard cursor.skip(past: "Data source after updates = {", within: 60),
      let after = try state(&cursor, line: line, list: &batch.list)
    else { return cut() }
    batch.after = after
    guard cursor.skip(past: "Updates = [", within: 60) else { return cut() }
    var updates: [DeclaredUpdate] = []
    while true {
      if cursor.expect("]") { break }
      guard !cursor.isAtEnd, let update = try declaredUpdate(&cursor, line: line) else {
        batch.updates = updates
        batch.updatesCutShort = true
        return cut()
      }
      updates.append(update)
      _ = cursor.expect(",")
    }
    batch.updates = updates
    return Reading(content: .batchMismatch(batch), end: cursor.position, isCutShort: false)
  }

  /// `1 section with row counts: [3] }`: the counts per section, or `nil` when cut short.
  private static func state(
    _ cursor: inout WrappedTextCursor, line: Int, list: inout ListKind
  ) throws(ExplanationError) -> [Int]? {
    guard let declared = try cursor.number(line: line), cursor.expect("section") else {
      return nil
    }
    _ = cursor.expect("s")
    var counts: [Int] = []
    if cursor.expect("with") {
      let noun = ListKind(noun: cursor.oneOf(["item", "row"]) ?? "")
      if list == .unknown { list = noun }
      guard cursor.expect("counts:"), cursor.expect("[") else { return nil }
      while !cursor.expect("]") {
        guard let count = try cursor.number(line: line) else { return nil }
        counts.append(count)
        _ = cursor.expect(",")
      }
    } else if declared != 0 {
      return nil
    }
    guard cursor.expect("}") else { return nil }
    return counts
  }

  /// One entry of the `Updates` list; an entry of another shape is kept as written, up to the
  /// next comma; `nil` when the list is cut short.
  private static func declaredUpdate(_ cursor: inout WrappedTextCursor, line: Int)
    throws(ExplanationError) -> DeclaredUpdate?
  {
    let start = cursor.position
    let verb = cursor.oneOf(["Insert", "Delete", "Reload", "Move"]) ?? ""
    let noun = cursor.oneOf(["section", "item", "row"]) ?? ""
    let action: DeclaredUpdate.Action? =
      switch verb {
      case "Insert": .insert
      case "Delete": .delete
      case "Reload": .reload
      default: nil
      }
    if noun == "section", let index = try cursor.number(line: line) {
      if verb == "Move", cursor.expect("->"), let to = try cursor.number(line: line) {
        return .sectionMove(from: index, to: to)
      }
      if let action { return .section(action, index: index) }
    } else if noun == "item" || noun == "row", let (section, index) = try indexPath(&cursor, line) {
      if verb == "Move", cursor.expect("->"),
        let (toSection, toIndex) = try indexPath(&cursor, line)
      {
        return .itemMove(
          fromSection: section, fromIndex: index, toSection: toSection, toIndex: toIndex)
      }
      if let action { return .item(action, section: section, index: index) }
    }
    // Not a shape we know: keep it as written, up to the next comma or the list's end.
    cursor.position = start
    var end = start
    while end < cursor.end, end - start < 160, cursor.bytes[end] != UInt8(ascii: ","),
      cursor.bytes[end] != UInt8(ascii: "]")
    {
      end += 1
    }
    guard end < cursor.end, end - start < 160 else { return nil }
    cursor.position = end
    return .unrecognized(ListUpdateScanner.quote(cursor.bytes, from: start, to: end))
  }

  /// `(0 - 1)`.
  private static func indexPath(_ cursor: inout WrappedTextCursor, _ line: Int)
    throws(ExplanationError) -> (Int, Int)?
  {
    let saved = cursor.position
    guard cursor.expect("("), let section = try cursor.number(line: line), cursor.expect("-"),
      let index = try cursor.number(line: line), cursor.expect(")")
    else {
      cursor.position = saved
      return nil
    }
    return (section, index)
  }

  // MARK: Diffable family

  /// A diffable message whose kind the anchor decides; its text runs to the end of its line
  /// (further while a `{(` or `(` it opened is still open).
  static func diffable(
    _ kind: DiffableFailure.Kind, cursor: inout WrappedTextCursor
  ) -> Reading? {
    // `Attempted to reload …` must go on to say what does not exist.
    if kind == .markMissing,
      !cursor.skip(past: "does not exist in the snapshot", within: 40),
      !cursor.skip(past: "specified", within: 5)
    {
      return nil
    }
    return diffable(kind, from: cursor.anchorStart, cursor: &cursor)
  }

  /// After `Diffable data source detected`: which of its messages it is.
  static func diffableDetected(_ cursor: inout WrappedTextCursor) -> Reading? {
    let kind: DiffableFailure.Kind
    if cursor.skip(past: "an attempt to insert or append", within: 5) {
      _ = try? cursor.number(line: 0)
      switch cursor.oneOf(["section", "item"]) {
      case "section": kind = .sectionAlreadyExists
      case "item": kind = .itemAlreadyExists
      default: return nil
      }
    } else if cursor.skip(past: "whose hash value changed", within: 40) {
      kind = .hashValueChanged
    } else if cursor.skip(past: "not equal to itself", within: 50) {
      kind = .notEqualToItself
    } else if cursor.skip(past: "equal but have different hash values", within: 50) {
      kind = .equalButDifferentHash
    } else if cursor.skip(past: "identifiers that are not unique", within: 30) {
      kind = .identifiersNotUnique
    } else {
      return nil
    }
    return diffable(kind, from: cursor.anchorStart, cursor: &cursor)
  }

  /// `Invalid parameter not satisfying: section != NSNotFound` and the other places the
  /// diffable data source asserts on (reference §2.1); other assertions are not a list's.
  static func invalidParameter(_ cursor: inout WrappedTextCursor) -> Reading? {
    let places: Set<String> = [
      "section", "insertIndex", "fromIndex", "toIndex", "fromSection", "toSection",
    ]
    let place = cursor.oneOf(
      ["section", "insertIndex", "fromIndex", "toIndex", "fromSection", "toSection"])
    guard let place, places.contains(place), cursor.expect("!="), cursor.expect("NSNotFound") else {
      return nil
    }
    return diffable(.unknownPlace, from: cursor.anchorStart, cursor: &cursor)
  }

  /// The message from `start` to the end of its line (or of its brackets), at most
  /// ``diffableDetailLimit`` bytes.
  private static func diffable(
    _ kind: DiffableFailure.Kind, from start: Int, cursor: inout WrappedTextCursor
  ) -> Reading {
    var end = max(start, cursor.position)
    var depth = 0
    let bytes = cursor.bytes
    // Brackets opened before the cursor count too (`Duplicate identifiers: {(` is read past).
    for byte in bytes[start..<end] { depth += bracketDepthChange(byte) }
    var cutShort = false
    while end < cursor.end {
      let byte = bytes[end]
      if (byte == 0x0A || byte == 0x0D) && depth <= 0 { break }
      if end - start >= diffableDetailLimit {
        cutShort = depth > 0
        break
      }
      depth += bracketDepthChange(byte)
      end += 1
    }
    if end >= cursor.end && depth > 0 { cutShort = true }
    cursor.position = end
    var detail = ListUpdateScanner.quote(bytes, from: start, to: end)
    while let last = detail.last, last == "'" || last == "\"" || last == " " {
      detail.removeLast()
    }
    return Reading(
      content: .diffable(DiffableFailure(kind: kind, detail: detail)), end: end,
      isCutShort: cutShort)
  }

  private static func bracketDepthChange(_ byte: UInt8) -> Int {
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["): 1
    case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"): -1
    default: 0
    }
  }
}

/// Finds every UIKit list-update and diffable data source message in a text — a pasted reason,
/// a console log, a crash report's reason — however it was wrapped, quoted or cut short.
///
/// The scan is one pass over the bytes: at each word that starts one of UIKit's messages (an
/// anchor such as `Invalid update` or `Fatal: supplied`), the message's fixed wording is read
/// with ``WrappedTextCursor`` (whitespace, line breaks and `>` quote markers ignored), its
/// numbers parsed with checked arithmetic, and the scan resumes after it. A message cut short
/// keeps what was read.
///
/// ```swift
/// let text = "reason: 'Invalid update: invalid number of sections.  The number of sections "
///   + "contained in the collection view after the update (6) must be equal to the number of "
///   + "sections contained in the collection view before the update (0), plus or minus the "
///   + "number of sections inserted or deleted (5 inserted, 0 deleted).'"
/// let found = try ListUpdateScanner().messages(in: Array(text.utf8))
/// // [count-mismatch at line 1: after 6, before 0, 5 inserted, 0 deleted]
/// ```
public struct ListUpdateScanner: Sendable {
  /// The most characters of a message kept in ``ListUpdateMessage/quote``.
  public static let quoteLimit = 2_000

  /// The budgets the scan stops at.
  public var budget: ScanBudget

  /// A scanner with a budget.
  ///
  /// - Parameter budget: The limits; the command's defaults unless given.
  public init(budget: ScanBudget = ScanBudget()) {
    self.budget = budget
  }

  /// Every message in `bytes`, in order.
  ///
  /// - Parameters:
  ///   - bytes: The text, UTF-8 or anything else (non-UTF-8 bytes are never part of a message).
  ///   - firstLine: The line number of the first byte, for text cut out of a larger file.
  /// - Returns: The messages found; empty when there is none.
  /// - Throws: ``ExplanationError`` when a budget is exceeded or a count is beyond 64 bits.
  /// - Complexity: O(*n*) in the length of the text, plus each message's own length.
  public func messages(in bytes: [UInt8], firstLine: Int = 1) throws(ExplanationError)
    -> [ListUpdateMessage]
  {
    guard bytes.count <= budget.maxInputBytes else {
      throw .inputTooLarge(bytes: bytes.count, limit: budget.maxInputBytes)
    }
    var found: [ListUpdateMessage] = []
    var line = firstLine
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        index += 1
        continue
      }
      guard Self.startsAnchor[Int(byte)],
        index == 0 || !WrappedTextCursor.isLetter(bytes[index - 1]),
        let (message, end) = try message(in: bytes, at: index, line: line)
      else {
        index += 1
        continue
      }
      guard found.count < budget.maxMessages else {
        throw .tooManyMessages(limit: budget.maxMessages)
      }
      found.append(message)
      for position in index..<end where bytes[position] == 0x0A { line += 1 }
      index = max(end, index + 1)
    }
    return found
  }

  /// The message starting at `start`, and where it ends, or `nil` when no anchor is there.
  private func message(in bytes: [UInt8], at start: Int, line: Int) throws(ExplanationError)
    -> (ListUpdateMessage, Int)?
  {
    for anchor in Self.anchors where bytes[start] == anchor.firstByte {
      var cursor = WrappedTextCursor(bytes, start: start)
      guard cursor.expect(anchor.text) else { continue }
      let read: MessageReader.Reading?
      switch anchor.family {
      case .invalidUpdate: read = try MessageReader.invalidUpdate(&cursor, line: line)
      case .batch: read = try MessageReader.batch(&cursor, line: line)
      case .diffable(let kind): read = MessageReader.diffable(kind, cursor: &cursor)
      case .diffableDetected: read = MessageReader.diffableDetected(&cursor)
      case .invalidParameter: read = MessageReader.invalidParameter(&cursor)
      }
      guard let read else { continue }
      let end = max(read.end, cursor.position)
      let quote = Self.quote(bytes, from: start, to: end)
      return (
        ListUpdateMessage(
          content: read.content, line: line, quote: quote, isCutShort: read.isCutShort), end
      )
    }
    return nil
  }

  /// `bytes[start..<end]` with whitespace collapsed, cut to ``quoteLimit`` characters.
  static func quote(_ bytes: [UInt8], from start: Int, to end: Int) -> String {
    var collapsed: [UInt8] = []
    collapsed.reserveCapacity(min(end - start, quoteLimit * 4))
    var pendingSpace = false
    for byte in bytes[start..<end] {
      if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
        pendingSpace = !collapsed.isEmpty
        continue
      }
      if pendingSpace { collapsed.append(0x20) }
      pendingSpace = false
      collapsed.append(byte)
      if collapsed.count >= quoteLimit * 4 { break }
    }
    var text = String(decoding: collapsed, as: UTF8.self)
    if text.count > quoteLimit { text = String(text.prefix(quoteLimit)) + "…" }
    return text
  }

  // MARK: Anchors

  /// How an anchor's message is read on.
  enum Family: Hashable {
    case invalidUpdate
    case batch
    case diffable(DiffableFailure.Kind)
    case diffableDetected
    case invalidParameter
  }

  struct Anchor {
    let text: StaticString
    let family: Family
    var firstByte: UInt8 { text.withUTF8Buffer { $0[0] } }
  }

  /// The words each known message starts with (reference §2, §2.3, §6).
  static let anchors: [Anchor] = [
    Anchor(text: "Invalid update", family: .invalidUpdate),
    Anchor(text: "Invalid batch updates detected", family: .batch),
    Anchor(text: "Invalid parameter not satisfying:", family: .invalidParameter),
    Anchor(text: "Invalid section. Did you forget", family: .diffable(.unknownPlace)),
    Anchor(text: "Invalid section identifier for reload", family: .diffable(.markMissing)),
    Anchor(text: "Fatal: supplied", family: .diffable(.duplicateIdentifiers)),
    Anchor(text: "Supplied identifiers are not unique", family: .diffable(.duplicateIdentifiers)),
    Anchor(
      text: "Identifiers in a section snapshot must be unique",
      family: .diffable(.duplicateIdentifiers)),
    Anchor(text: "Diffable data source detected", family: .diffableDetected),
    Anchor(
      text: "Section identifier count does not match", family: .diffable(.sectionAlreadyExists)),
    Anchor(text: "Section identifier was not found", family: .diffable(.sectionNotFound)),
    Anchor(text: "There are currently no sections", family: .diffable(.noSections)),
    Anchor(text: "Attempted to reload", family: .diffable(.markMissing)),
    Anchor(text: "Attempted to reconfigure", family: .diffable(.markMissing)),
    Anchor(text: "Deadlock detected: attempted to apply", family: .diffable(.deadlock)),
    Anchor(
      text: "applying updates in a non-thread confined manner", family: .diffable(.mixedQueues)),
    Anchor(
      text: "Parent item identifier does not exist",
      family: .diffable(.sectionSnapshotUnknownItem)),
    Anchor(text: "Item identifier to insert", family: .diffable(.sectionSnapshotUnknownItem)),
    Anchor(
      text: "Item identifier does not exist in section snapshot",
      family: .diffable(.sectionSnapshotUnknownItem)),
    Anchor(
      text: "Child item identifier does not exist",
      family: .diffable(.sectionSnapshotUnknownItem)),
    Anchor(text: "Failed to find index of item", family: .diffable(.sectionSnapshotUnknownItem)),
  ]

  /// Which bytes start an anchor: the scan looks further only there.
  static let startsAnchor: [Bool] = {
    var table = [Bool](repeating: false, count: 256)
    for anchor in anchors { table[Int(anchor.firstByte)] = true }
    return table
  }()
}

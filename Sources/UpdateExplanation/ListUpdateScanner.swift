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
    // Lines are counted up to a message only when one is found: the scan itself looks at
    // each byte once, in ``nextCandidate(in:from:)``.
    var line = firstLine
    var counted = 0
    var index = 0
    while let candidate = Self.nextCandidate(in: bytes, from: index) {
      line += Self.newlines(in: bytes, from: counted, to: candidate)
      counted = candidate
      guard let (message, end) = try message(in: bytes, at: candidate, line: line) else {
        index = candidate + 1
        continue
      }
      guard found.count < budget.maxMessages else {
        throw .tooManyMessages(limit: budget.maxMessages)
      }
      found.append(message)
      index = max(end, candidate + 1)
    }
    return found
  }

  /// The first position at or after `start` where an anchor may begin: at a word start, one of
  /// the anchors' first bytes followed by its second byte, or by a blank a wrapped anchor may
  /// hold (whitespace, `>`, a JSON escape's `\`). Everything else is passed over in one tight
  /// loop over the bytes, so the scan is linear with a small constant; only candidates are
  /// read on with ``WrappedTextCursor``.
  ///
  /// - Complexity: O(*n*) in the bytes passed over.
  static func nextCandidate(in bytes: [UInt8], from start: Int) -> Int? {
    guard start < bytes.count else { return nil }
    return bytes.withUnsafeBufferPointer { buffer -> Int? in
      candidatePairs.withUnsafeBufferPointer { pairs -> Int? in
        guard let base = buffer.baseAddress, let table = pairs.baseAddress else { return nil }
        let count = buffer.count
        var index = start
        // The byte before `index`, 0 (not a letter) at the start of the text.
        var previous: UInt8 = index > 0 ? base[index - 1] : 0
        while index + 1 < count {
          let byte = base[index]
          if table[Int(byte) &<< 8 | Int(base[index + 1])] != 0
            && !WrappedTextCursor.isLetter(previous)
          {
            return index
          }
          previous = byte
          index &+= 1
        }
        // The last byte alone cannot hold an anchor.
        return nil
      }
    }
  }

  /// Whether `letters` (an anchor without its spaces) may start at `start`, read as
  /// ``WrappedTextCursor/expect(_:)`` reads it (spaces and tabs skipped): `false` as soon as a
  /// byte differs; `true` when all match, or when a line break or a `\` comes first, after
  /// which only the cursor can tell (a quote marker, a JSON escape). Most candidates of a log
  /// (`The`, `Section 2`) end here after a byte or two, without a cursor.
  static func mayMatch(_ letters: [UInt8], in bytes: [UInt8], at start: Int) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      letters.withUnsafeBufferPointer { expected in
        var position = start
        var next = 0
        while next < expected.count {
          guard position < buffer.count else { return true }
          let byte = buffer[position]
          if byte == 0x20 || byte == 0x09 {
            position &+= 1
          } else if byte == expected[next] {
            position &+= 1
            next &+= 1
          } else {
            return byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "\\")
          }
        }
        return true
      }
    }
  }

  /// The line breaks in `bytes[start..<end]`.
  static func newlines(in bytes: [UInt8], from start: Int, to end: Int) -> Int {
    guard start < end else { return 0 }
    return bytes.withUnsafeBufferPointer { buffer in
      var count = 0
      for index in start..<end where buffer[index] == 0x0A { count &+= 1 }
      return count
    }
  }

  /// The message starting at `start`, and where it ends, or `nil` when no anchor is there.
  private func message(in bytes: [UInt8], at start: Int, line: Int) throws(ExplanationError)
    -> (ListUpdateMessage, Int)?
  {
    for index in Self.anchorsByFirstByte[Int(bytes[start])] {
      let anchor = Self.anchors[index]
      guard Self.mayMatch(anchor.letters, in: bytes, at: start) else { continue }
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
    /// The byte the text starts with, kept so that a candidate is matched without a closure
    /// per anchor.
    let firstByte: UInt8
    /// The text without its spaces, as ``WrappedTextCursor/expect(_:)`` compares it.
    let letters: [UInt8]

    init(text: StaticString, family: Family) {
      self.text = text
      self.family = family
      self.firstByte = text.withUTF8Buffer { $0[0] }
      self.letters = text.withUTF8Buffer { $0.filter { $0 != 0x20 } }
    }
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
    // The wording of later iOS versions (a public thread quotes it; see the test corpus).
    Anchor(text: "Deadlock detected: calling this method", family: .diffable(.deadlock)),
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

  /// The anchors (indexes into ``anchors``) that start with each byte.
  static let anchorsByFirstByte: [[Int]] = {
    var table = [[Int]](repeating: [], count: 256)
    for (index, anchor) in anchors.enumerated() { table[Int(anchor.firstByte)].append(index) }
    return table
  }()

  /// Which pairs of bytes may start an anchor, indexed by `first << 8 | second`: each anchor's
  /// first two bytes, and its first byte followed by anything the wrapped-text cursor skips
  /// (whitespace, a quote marker, a JSON escape). The scan looks further only there.
  static let candidatePairs: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 1 << 16)
    let blanks: [UInt8] = [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "\\")]
    for anchor in anchors {
      anchor.text.withUTF8Buffer { text in
        let first = Int(text[0]) << 8
        table[first | Int(text[1])] = 1
        for blank in blanks { table[first | Int(blank)] = 1 }
      }
    }
    return table
  }()
}

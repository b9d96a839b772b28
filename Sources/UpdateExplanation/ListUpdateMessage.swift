/// A UIKit list-update or diffable data source message found in some text, with where it
/// starts.
///
/// ```swift
/// let found = try ListUpdateScanner().messages(in: Array(log.utf8))
/// if case .countMismatch(let counts) = found[0].message { print(counts.expectedAfter ?? 0) }
/// ```
public struct ListUpdateMessage: Hashable, Sendable {
  /// What the message says.
  public enum Content: Hashable, Sendable {
    /// "Invalid update: invalid number of rows/items/sections …".
    case countMismatch(CountMismatch)
    /// "Invalid batch updates detected … Data source before updates = { … } …".
    case batchMismatch(BatchMismatch)
    /// The diffable data source's own messages.
    case diffable(DiffableFailure)
  }

  /// What the message says.
  public var content: Content
  /// The 1-based line of the input the message starts on.
  public var line: Int
  /// The message as found, whitespace collapsed, at most ``ListUpdateScanner/quoteLimit``
  /// characters.
  public var quote: String
  /// Whether the text ended (or turned into something else) before the message did.
  public var isCutShort: Bool

  /// Creates a located message.
  ///
  /// - Parameters:
  ///   - content: What it says.
  ///   - line: The 1-based line it starts on.
  ///   - quote: Its text.
  ///   - isCutShort: Whether it ended early.
  public init(content: Content, line: Int, quote: String, isCutShort: Bool) {
    self.content = content
    self.line = line
    self.quote = quote
    self.isCutShort = isCutShort
  }

  /// The family's name in `--json` and in the text heading: `count-mismatch`,
  /// `batch-mismatch` or the diffable kind.
  public var family: String {
    switch content {
    case .countMismatch: "count-mismatch"
    case .batchMismatch: "batch-mismatch"
    case .diffable(let failure): failure.kind.rawValue
    }
  }
}

/// How much `snapreplay explain` reads before it stops: the input's size and the number of
/// messages. Each limit is an option of the command, named in the error that reports it.
///
/// ```swift
/// var budget = ScanBudget()
/// budget.maxInputBytes   // 268435456 (256 MiB)
/// budget.maxMessages = 20_000
/// ```
public struct ScanBudget: Hashable, Sendable {
  /// The largest input read, in bytes (`--max-input-bytes`). Default 256 MiB: a day of console
  /// log, bounded so that a runaway file cannot take the machine's memory.
  public var maxInputBytes: Int
  /// The most messages reported from one input (`--max-messages`). Default 10,000.
  public var maxMessages: Int

  /// A budget; the defaults are those of the command.
  ///
  /// - Parameters:
  ///   - maxInputBytes: The largest input, in bytes.
  ///   - maxMessages: The most messages.
  public init(maxInputBytes: Int = 256 << 20, maxMessages: Int = 10_000) {
    self.maxInputBytes = maxInputBytes
    self.maxMessages = maxMessages
  }
}

/// What stops `snapreplay explain` from reading an input: a budget reached, a number no UIKit
/// could print, a crash report that does not read as one. The CLI's one printer words them
/// (`ExitPolicy`); all are the input's fault.
///
/// ```swift
/// ExplanationError.inputTooLarge(bytes: 300 << 20, limit: 256 << 20).description
/// // the input is 314572800 bytes, more than the 268435456 allowed; raise
/// // --max-input-bytes, or cut the log to the crash
/// ```
public enum ExplanationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The input is larger than ``ScanBudget/maxInputBytes``.
  case inputTooLarge(bytes: Int, limit: Int)
  /// More messages than ``ScanBudget/maxMessages``.
  case tooManyMessages(limit: Int)
  /// A count in a message does not fit in 64 bits (UIKit prints `NSInteger`s).
  case numberOutOfRange(text: String, line: Int)
  /// A file named `.ips`, or whose first line is an `.ips` header, is not valid JSON there.
  case malformedCrashReport(reason: String, line: Int)
  /// `--recording` would write more placeholder items than
  /// ``ReconstructedRecording/defaultItemLimit`` (or the limit given); `items` is `nil` beyond
  /// 64 bits.
  case reconstructionTooLarge(items: Int?, limit: Int)

  /// One sentence, without the file name (the printer adds it).
  public var description: String {
    switch self {
    case .inputTooLarge(let bytes, let limit):
      "the input is \(bytes) bytes, more than the \(limit) allowed; raise --max-input-bytes, "
        + "or cut the log to the crash"
    case .tooManyMessages(let limit):
      "more than \(limit) list-update messages in one input; raise --max-messages, or cut the "
        + "log to the crash"
    case .numberOutOfRange(let text, _):
      "the count \(text) does not fit in 64 bits, so UIKit cannot have printed it; the message "
        + "was altered or is not UIKit's"
    case .malformedCrashReport(let reason, _):
      "this .ips crash report is not valid JSON: \(reason)"
    case .reconstructionTooLarge(let items, let limit):
      "the reconstructed recording would hold \(items.map(String.init) ?? "more than 2^63") "
        + "placeholder items and sections, more than the \(limit) allowed; raise "
        + "--max-reconstructed-items"
    }
  }

  /// The 1-based line the error is about, if any.
  public var line: Int? {
    switch self {
    case .numberOutOfRange(_, let line), .malformedCrashReport(_, let line): line
    case .inputTooLarge, .tooManyMessages, .reconstructionTooLarge: nil
    }
  }
}

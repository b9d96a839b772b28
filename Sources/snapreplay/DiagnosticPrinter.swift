import Foundation
import RecordingFormat
import SnapshotRecording

/// The one way `snapreplay` writes to the terminal: results on standard output, diagnostics
/// and status lines on standard error.
///
/// Commands never print themselves; they hand text and ``Diagnostic``s to the printer, and the
/// funnel (``Snapreplay/run(_:printer:)``) hands it what they throw. Every byte passes
/// through ``write(_:to:)``.
///
/// Terminal safety: nothing that came from a recording or the command line reaches the
/// terminal raw. A diagnostic is one line, so ``format(_:)`` escapes it whole with
/// `TerminalText` (a title holding `ESC[2J` or `\r` cannot repaint the line, a `\n` cannot
/// forge another); multi-line results (the `info` report, the `diff` text, the
/// comparison reports) escape each value where they format it, through the same function. The
/// text ``write(_:to:)`` receives is therefore already safe and is passed on unchanged, so the
/// tool's own line breaks and the progress line's `\r` and `ESC[K` still work. JSON output is
/// escaped by JSON's rules only (`JSONWriter`), never twice.
///
/// ```swift
/// let printer = DiagnosticPrinter()
/// printer.emit(.error("no apply with seq 9", file: "rec.jsonl"))
/// // stderr: rec.jsonl: error: no apply with seq 9
/// printer.emit(.error("SNAPREPLAY_RECORD=sometimes is not a record mode; use …"))
/// // stderr: snapreplay: error: SNAPREPLAY_RECORD=sometimes is not a record mode; use …
/// ```
struct DiagnosticPrinter: Sendable {
  /// Where text goes.
  enum Stream: Hashable, Sendable {
    /// Results: reports, JSON, transitions, `check`'s findings.
    case standardOutput
    /// Diagnostics, status lines and progress.
    case standardError
  }

  /// Receives every piece of text, in order, with its stream.
  typealias Sink = @Sendable (_ text: String, _ stream: Stream) -> Void

  private let sink: Sink

  /// A printer writing to the process's standard output and standard error.
  init() {
    self.init(sink: Self.writeToFileHandles)
  }

  /// A printer handing its text to `sink` (tests capture it).
  ///
  /// - Parameter sink: Receives every piece of text with its stream.
  init(sink: @escaping Sink) {
    self.sink = sink
  }

  /// A diagnostic, compiler-style, on standard error (or, for `check`, whose findings are its
  /// result, on standard output).
  ///
  /// - Parameters:
  ///   - diagnostic: What to say.
  ///   - stream: Standard error unless the diagnostic is the command's result.
  func emit(_ diagnostic: Diagnostic, to stream: Stream = .standardError) {
    write(Self.format(diagnostic) + "\n", to: stream)
  }

  /// A command's result on standard output.
  ///
  /// - Parameters:
  ///   - text: The result.
  ///   - terminator: Written after it; a newline by default.
  func print(_ text: String, terminator: String = "\n") {
    write(text + terminator, to: .standardOutput)
  }

  /// A line about the run (a summary, a progress update) on standard error.
  ///
  /// - Parameters:
  ///   - text: The line.
  ///   - terminator: Written after it; a newline by default.
  func status(_ text: String, terminator: String = "\n") {
    write(text + terminator, to: .standardError)
  }

  /// swift-argument-parser's own message for an error it raised: help or a version on
  /// standard output, a usage error (`Error: …`, then the usage) on standard error.
  ///
  /// - Parameters:
  ///   - message: The parser's full message (`ParsableCommand.fullMessage(for:)`).
  ///   - isHelp: Whether it is help the user asked for rather than an error.
  func argumentParserMessage(_ message: String, isHelp: Bool) {
    guard !message.isEmpty else { return }
    // A usage error quotes the argument as typed; its lines are kept, anything else escaped.
    let safe = message.split(separator: "\n", omittingEmptySubsequences: false)
      .map(TerminalText.escaped).joined(separator: "\n")
    write(safe + "\n", to: isHelp ? .standardOutput : .standardError)
  }

  /// `file:line: error: message (seq N)`, `file: error: message` without a line, and
  /// `snapreplay: error: message` without a file: the diagnostic's own text form
  /// (``Diagnostic/terminalLine``), escaped whole for the terminal, since the file and the
  /// message may hold what a recording or the command line said.
  ///
  /// ```swift
  /// DiagnosticPrinter.format(.error("duplicate id a\u{1B}[2J", file: "r\rec.jsonl", line: 3))
  /// // r\rec.jsonl:3: error: duplicate id a\e[2J
  /// ```
  ///
  /// - Parameter diagnostic: The diagnostic.
  /// - Returns: Its one line, without a newline.
  static func format(_ diagnostic: Diagnostic) -> String { diagnostic.terminalLine }

  /// The one place text leaves the printer: unchanged, since what it is given is already safe
  /// for a terminal (see the type's discussion).
  ///
  /// - Parameters:
  ///   - text: The text, newlines included.
  ///   - stream: Where it goes.
  func write(_ text: String, to stream: Stream) {
    sink(text, stream)
  }

  /// Unbuffered writes to the file descriptors, so that standard output and standard error
  /// interleave on a terminal in the order they were written.
  private static func writeToFileHandles(_ text: String, _ stream: Stream) {
    let handle: FileHandle =
      switch stream {
      case .standardOutput: .standardOutput
      case .standardError: .standardError
      }
    // A reader that went away (`snapreplay diff … | head`) is not worth a crash.
    try? handle.write(contentsOf: Data(text.utf8))
  }
}

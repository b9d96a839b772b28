import Foundation
import RecordingFormat
import Testing

@testable import snapreplay

/// The one printer: compiler-style lines, the streams, and the funnel that feeds it.
@Suite struct DiagnosticPrinterTests {
  /// Collects what a printer writes, in order, with its stream.
  final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var pieces: [(String, DiagnosticPrinter.Stream)] = []

    var printer: DiagnosticPrinter {
      DiagnosticPrinter { text, stream in
        self.lock.withLock { self.pieces.append((text, stream)) }
      }
    }

    func text(_ stream: DiagnosticPrinter.Stream) -> String {
      lock.withLock { pieces.filter { $0.1 == stream }.map(\.0).joined() }
    }
  }

  @Test func diagnosticsAreCompilerStyle() {
    #expect(
      DiagnosticPrinter.format(.error("bad colour", file: "rec.jsonl", line: 42))
        == "rec.jsonl:42: error: bad colour")
    #expect(
      DiagnosticPrinter.format(.warning("seq gap", file: "rec.jsonl", line: 3))
        == "rec.jsonl:3: warning: seq gap")
    #expect(
      DiagnosticPrinter.format(.error("cannot write: full", file: "out.png"))
        == "out.png: error: cannot write: full")
    #expect(
      DiagnosticPrinter.format(.error("unknown mode")) == "snapreplay: error: unknown mode")
  }

  @Test func aDiagnosticIsOneLineWhateverItsFileAndMessageHold() {
    let diagnostic = Diagnostic.error(
      "duplicate id a\u{1B}[2J\nrec.jsonl:1: error: forged\r\u{202E}",
      file: "r\u{1B}]0;x\u{07}.jsonl", line: 3)
    #expect(
      DiagnosticPrinter.format(diagnostic)
        == #"r\e]0;x\u{07}.jsonl:3: error: duplicate id a\e[2J"#
        + #"\nrec.jsonl:1: error: forged\r\u{202E}"#)
  }

  @Test func aUsageErrorKeepsItsLinesAndEscapesTheRest() {
    let capture = Capture()
    capture.printer.argumentParserMessage(
      "Error: The value '\u{1B}[2J' is invalid\nUsage: snapreplay", isHelp: false)
    #expect(
      capture.text(.standardError)
        == #"Error: The value '\e[2J' is invalid"# + "\nUsage: snapreplay\n")
  }

  @Test func writtenTextPassesUnchangedSoTheProgressLineStillWorks() {
    let capture = Capture()
    capture.printer.status("\rframes 3/9\u{1B}[K", terminator: "")
    #expect(capture.text(.standardError) == "\rframes 3/9\u{1B}[K")
  }

  @Test func diagnosticsGoToStandardErrorAndResultsToStandardOutput() {
    let capture = Capture()
    let printer = capture.printer
    printer.print("result")
    printer.emit(.error("broken", file: "a.png"))
    printer.emit(.warning("odd", file: "r.jsonl", line: 2), to: .standardOutput)
    printer.status("checked 1 recording")
    #expect(capture.text(.standardOutput) == "result\nr.jsonl:2: warning: odd\n")
    #expect(capture.text(.standardError) == "a.png: error: broken\nchecked 1 recording\n")
  }

  @Test func theFunnelPrintsHelpOnStandardOutputAndExitsZero() {
    let capture = Capture()
    #expect(Snapreplay.run(["--help"], printer: capture.printer) == .success)
    #expect(capture.text(.standardOutput).contains("USAGE: snapreplay"))
    #expect(capture.text(.standardError).isEmpty)
  }

  @Test func theFunnelPrintsUsageErrorsAsArgumentParserWordsThem() {
    let capture = Capture()
    #expect(
      Snapreplay.run(["info", "r.jsonl", "--bogus"], printer: capture.printer) == .invocationFault)
    #expect(capture.text(.standardError).hasPrefix("Error: Unknown option '--bogus'\n"))
    #expect(capture.text(.standardOutput).isEmpty)
  }

  @Test func theFunnelPrintsAThrownErrorOnceThroughThePolicy() {
    let capture = Capture()
    let missing = "/nonexistent/rec.jsonl"
    #expect(Snapreplay.run(["diff", missing], printer: capture.printer) == .invocationFault)
    #expect(capture.text(.standardError) == "\(missing): error: no such file or directory\n")
  }
}

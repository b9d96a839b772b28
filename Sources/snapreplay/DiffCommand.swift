import ArgumentParser
import Foundation
import RecordingFormat
import RecordingValidation
import SnapshotDiff
import SnapshotRecording

/// `snapreplay diff REC`: what changed between consecutive applies, as text or contract JSON.
struct DiffCommand: ReplayCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Show the section and item changes between applies.",
    discussion: """
      Without --from/--to, prints one transition per pair of consecutive applies. With both, \
      prints the single transition from one apply to the other (any two seqs, either order). \
      With only --from, the transitions starting at or after it; with only --to, those ending \
      at or before it. --json prints one object per line as docs/RecordingFormat.md defines it. \
      An invalid apply is reported on standard error and the transitions touching it are \
      skipped; the command then exits 1. A seq that no apply has is a usage error (64).

      \(ExitStatus.helpText)
      """)

  @Argument(help: "The recording (.jsonl).")
  var recording: String

  @Option(help: "The seq of the first apply.")
  var from: Int?

  @Option(help: "The seq of the last apply.")
  var to: Int?

  @Flag(help: "Print one JSON object per transition (the diff contract).")
  var json = false

  var subject: String? { recording }

  func run(printer: DiagnosticPrinter) throws -> Verdict {
    try InputFile.requireFile(recording)
    let reader = try RecordingReader(contentsOf: URL(fileURLWithPath: recording), name: recording)
    // A diff compares identifiers and shows outline levels: items' labels and details are
    // checked as usual but never built (most of the cost of reading a multilingual line).
    reader.leaveItemTextOut()
    let validated = ValidatedRecording(reader: reader)
    var failed = false
    // The JSON contract has no outline levels: only the text computes them.
    var pairing = TransitionPairing(from: from, to: to, placingOutlineItems: !json)
    var transitions = TransitionPrinter(json: json, printer: printer)
    for event in validated {
      for finding in event.diagnostics(file: recording) {
        printer.emit(finding)
        if finding.severity == .error { failed = true }
      }
      switch event {
      case .apply(let apply):
        if let transition = pairing.add(apply) { transitions.print(transition) }
      case .rejectedApply(let rejected):
        pairing.add(rejected)
      case .marker, .layout, .scroll, .warning, .error:
        continue
      }
      if pairing.isComplete { break }
    }
    if let seq = pairing.unseenSeqs.first {
      throw InvocationError.noApplyWithSeq(seq, file: recording)
    }
    return failed ? .failure(.input) : .success
  }
}

/// Prints transitions as text (blank line between them) or as JSON lines.
private struct TransitionPrinter {
  let json: Bool
  let printer: DiagnosticPrinter
  private var printedAny = false

  init(json: Bool, printer: DiagnosticPrinter) {
    self.json = json
    self.printer = printer
  }

  mutating func print(_ transition: TransitionDiff) {
    if json {
      printer.print(transition.jsonLine)
    } else {
      printer.print((printedAny ? "\n" : "") + transition.text, terminator: "")
    }
    printedAny = true
  }
}

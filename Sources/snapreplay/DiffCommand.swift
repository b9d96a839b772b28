import ArgumentParser
import Foundation
import RecordingValidation
import SnapshotDiff
import SnapshotRecording

/// `snapreplay diff REC`: what changed between consecutive applies, as text or contract JSON.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Show the section and item changes between applies.",
    discussion: """
      Without --from/--to, prints one transition per pair of consecutive applies. With both, \
      prints the single transition from one apply to the other (any two seqs, either order). \
      With only --from, the transitions starting at or after it; with only --to, those ending \
      at or before it. --json prints one object per line as docs/RecordingFormat.md defines it. \
      Exits 0 on success, 1 when the recording is malformed or an apply is invalid (the \
      transitions touching it are skipped), 64 on a usage error.
      """)

  @Argument(help: "The recording (.jsonl).")
  var recording: String

  @Option(help: "The seq of the first apply.")
  var from: Int?

  @Option(help: "The seq of the last apply.")
  var to: Int?

  @Flag(help: "Print one JSON object per transition (the diff contract).")
  var json = false

  func run() throws {
    let validated: ValidatedRecording
    do {
      validated = try ValidatedRecording(
        contentsOf: URL(fileURLWithPath: recording), name: recording)
    } catch {
      printToStandardError(error.description)
      throw ExitCode.failure
    }
    var failed = false
    var pairing = TransitionPairing(from: from, to: to)
    var printer = TransitionPrinter(json: json)
    for event in validated {
      for diagnostic in event.diagnostics(file: recording) {
        printToStandardError(diagnostic.description)
        if diagnostic.severity == .error { failed = true }
      }
      switch event {
      case .apply(let apply):
        if let transition = pairing.add(apply) { printer.print(transition) }
      case .rejectedApply(let rejected):
        pairing.add(rejected)
      case .marker, .warning, .error:
        continue
      }
      if pairing.isComplete { break }
    }
    if let seq = pairing.unseenSeqs.first {
      printToStandardError("\(recording): error: no apply with seq \(seq)")
      throw ExitCode(64)
    }
    if failed { throw ExitCode.failure }
  }
}

/// Prints transitions as text (blank line between them) or as JSON lines.
private struct TransitionPrinter {
  let json: Bool
  private var printedAny = false

  init(json: Bool) {
    self.json = json
  }

  mutating func print(_ transition: TransitionDiff) {
    if json {
      Swift.print(transition.jsonLine)
    } else {
      if printedAny { Swift.print() }
      Swift.print(transition.text, terminator: "")
    }
    printedAny = true
  }
}

import ArgumentParser
import Foundation
import RecordingFormat
import ReplayPlayer
import ReplayRaster
import SnapshotRecording
import UpdateExplanation

/// `snapreplay explain INPUT…`: finds UIKit's list-update and diffable data source messages in
/// pasted text, logs and crash reports, and explains each: the arithmetic, which side is wrong,
/// the likely causes with their fixes.
struct ExplainCommand: ReplayCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Explain UIKit's list-update crash messages found in text, logs or crash reports.",
    discussion: """
      Reads each input (a file, or - for standard input; standard input when none is named): \
      the reason text alone, a console log, an Apple crash report (.ips or .crash), or a crash \
      service's JSON export. For every "Invalid update", "Invalid batch updates detected" or \
      diffable data source message it prints the arithmetic UIKit did, which side is wrong and \
      the causes the numbers are consistent with, each with a fix and a link to \
      docs/Explain.md. With several inputs the exit status is the worst of them: 0 when every \
      input was explained; 1 when an input held no message it knows (it says what it looked \
      for), broke a budget or is not what it claims to be; 2 when a file could not be read.

      \(ExitStatus.helpText)
      """)

  @Argument(help: "Files to read; - or nothing for standard input.")
  var inputs: [String] = []

  @Flag(help: "Print one JSON object per finding, one per line (docs/Explain.md).")
  var json = false

  @Option(help: "The largest input read, in bytes.")
  var maxInputBytes: Int = ScanBudget().maxInputBytes

  @Option(help: "The most messages reported from one input.")
  var maxMessages: Int = ScanBudget().maxMessages

  @Option(
    help: ArgumentHelp(
      "Write a recording of the first count or batch message: the list before (placeholder "
        + "items), the update the app declared, and where UIKit refused it (docs/Explain.md).",
      valueName: "out.jsonl"))
  var recording: String?

  @Option(
    name: .customLong("with"),
    help: ArgumentHelp(
      "A recording of the app: find the apply whose section counts match each message and "
        + "print the report link (#seq=N) that opens it.", valueName: "app.jsonl"))
  var appRecording: String?

  @Option(help: "The most placeholder items and sections --recording writes.")
  var maxReconstructedItems: Int = ReconstructedRecording.defaultItemLimit

  var subject: String? { inputs.count == 1 ? inputs[0] : nil }

  func validate() throws {
    guard maxInputBytes > 0 else { throw ValidationError("--max-input-bytes must be at least 1.") }
    guard maxMessages > 0 else { throw ValidationError("--max-messages must be at least 1.") }
    guard maxReconstructedItems > 0, maxReconstructedItems <= 10_000_000 else {
      throw ValidationError("--max-reconstructed-items must be between 1 and 10000000.")
    }
  }

  func run(printer: DiagnosticPrinter) throws -> Verdict {
    let budget = ScanBudget(maxInputBytes: maxInputBytes, maxMessages: maxMessages)
    let names = inputs.isEmpty ? ["-"] : inputs
    // A missing file is the invocation's fault before anything is read, as for every command.
    for name in names where name != "-" { try InputFile.requireFile(name) }
    let applies = try appRecording.map { try InputFile.readRecording($0, printer: printer).applies }
    var explained = 0
    var reconstructed: ReconstructedRecording?
    var recordingRefused = false
    // The status is the worst of all inputs: one explained input does not hide another that
    // held nothing, broke a budget or could not be read.
    var worst: Fault?
    for name in names {
      let label = name == "-" ? "<stdin>" : name
      do {
        let bytes = try Self.read(name, limit: budget.maxInputBytes)
        let explanations = try ListUpdateExplanation.all(in: bytes, budget: budget)
        if explanations.isEmpty {
          printer.emit(
            .error(
              "no UIKit list-update message found; looked for \(ListUpdateExplanation.lookedFor)",
              file: label))
          worst = max(worst ?? .input, .input)
          continue
        }
        for (index, explanation) in explanations.enumerated() {
          let lookup = appRecording.map { recording in
            RecordingMatch.Lookup(
              recording: recording,
              match: applies.flatMap { RecordingMatch.find(explanation, in: $0) })
          }
          if json {
            printer.print(explanation.json(file: label, lookup: lookup))
          } else {
            var text = explanation.text(file: label)
            if let lookup { text += "\n" + Self.text(of: lookup) }
            printer.print((index > 0 || explained > 0 ? "\n" : "") + text)
          }
          explained += 1
        }
        // After the explanations are printed: a budget here stops only the recording.
        if recording != nil, reconstructed == nil, !recordingRefused {
          do {
            for explanation in explanations where reconstructed == nil {
              reconstructed = try ReconstructedRecording(
                explanation, input: label, itemLimit: maxReconstructedItems)
            }
          } catch {
            recordingRefused = true
            throw error
          }
        }
      } catch {
        // A budget, an .ips that is not JSON (the input's fault) or a read that failed (the
        // environment's): reported, and the next input is read.
        let failure = ExitPolicy.failure(for: error, subject: label)
        printer.emit(failure)
        worst = max(worst ?? failure.fault, failure.fault)
      }
    }
    if let recording {
      guard let reconstructed else {
        if recordingRefused { return .failure(worst ?? .input) }
        printer.emit(
          .error(
            "no count or batch message to rebuild a recording from (a diffable data source's "
              + "message holds no counts); nothing written", file: recording))
        return .failure(max(worst ?? .input, .input))
      }
      let text = reconstructed.lines.joined(separator: "\n") + "\n"
      try AtomicFile.write(Array(text.utf8), to: URL(fileURLWithPath: recording))
    }
    return worst.map(Verdict.failure) ?? .success
  }

  /// The `--with` line: the apply found and the report link that opens it, or that none has
  /// the message's counts. Escaped for the terminal (the recording's name is the user's).
  static func text(of lookup: RecordingMatch.Lookup) -> String {
    let name = URL(fileURLWithPath: lookup.recording).deletingPathExtension().lastPathComponent
    guard let match = lookup.match else {
      return TerminalText.escaped(
        "In the recording: no apply of \(lookup.recording) has the message's counts")
    }
    let found: String
    switch match.kind {
    case .pair:
      found =
        "apply seq \(match.seq) has the counts after, the apply before it "
        + "(seq \(match.previousSeq ?? 0)) the counts before"
    case .after:
      found = "apply seq \(match.seq) has the counts after"
    case .before:
      found = "apply seq \(match.seq) has the counts before; the refused update came after it"
    }
    return TerminalText.escaped(
      "In the recording: \(found). See it: snapreplay report \(lookup.recording), then open "
        + "Output/\(name)-report/\(ReportOutput.pageName)\(match.fragment)")
  }

  /// The bytes of `name` (`-`: standard input), refusing more than `limit` before reading it
  /// all.
  static func read(_ name: String, limit: Int) throws -> [UInt8] {
    let handle: FileHandle
    if name == "-" {
      handle = FileHandle.standardInput
    } else {
      handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: name))
    }
    defer { if name != "-" { try? handle.close() } }
    var bytes: [UInt8] = []
    while true {
      guard let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty else { break }
      bytes.append(contentsOf: chunk)
      if bytes.count > limit {
        // The real size is unknown for a pipe; what was read already says enough.
        throw ExplanationError.inputTooLarge(bytes: bytes.count, limit: limit)
      }
    }
    return bytes
  }
}

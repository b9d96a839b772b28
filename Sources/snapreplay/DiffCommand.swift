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
      --geometry adds, after each transition, what the recorded `layout` lines of its two \
      applies say changed on screen: bounds, offset, insets and content size, the items \
      whose recorded rect moved or resized, appeared or disappeared, and the supplementary \
      views (headers, footers) whose rect, text or pinning changed, appeared or disappeared \
      (with --json, a \
      `geometry` key after `items`; without a layout line for either apply, null). \
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

  @Flag(help: "Also show how the recorded geometry (`layout` lines) changed.")
  var geometry = false

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
    var layouts = GeometryLayouts(bounds: [from, to])
    for event in validated {
      for finding in event.diagnostics(file: recording) {
        printer.emit(finding)
        if finding.severity == .error { failed = true }
      }
      switch event {
      case .apply(let apply):
        // A transition's later apply has its layout line after it: the transition waits for
        // the next apply (or the end) when geometry is asked for.
        if geometry {
          transitions.flush(layouts)
          if pairing.isComplete { break }
          layouts.keep(upTo: apply.apply.seq)
        }
        guard let transition = pairing.add(apply) else { break }
        if geometry {
          transitions.waiting = transition
        } else {
          transitions.print(transition)
        }
      case .rejectedApply(let rejected):
        pairing.add(rejected)
      case .layout(let layout, _):
        if geometry { layouts.add(layout) }
        continue
      case .marker, .scroll, .cellImage, .warning, .error:
        continue
      }
      if pairing.isComplete, transitions.waiting == nil { break }
    }
    transitions.flush(layouts)
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

  /// A transition waiting for its later apply's `layout` line (`--geometry`).
  var waiting: TransitionDiff?

  mutating func print(_ transition: TransitionDiff, geometry: GeometryDiff? = nil) {
    if json {
      printer.print(geometry.map { transition.jsonLine(adding: $0) } ?? transition.jsonLine)
    } else {
      printer.print(
        (printedAny ? "\n" : "") + transition.text + (geometry?.text ?? ""), terminator: "")
    }
    printedAny = true
  }

  /// Prints the waiting transition with its geometry change, if one waits.
  mutating func flush(_ layouts: GeometryLayouts) {
    guard let transition = waiting else { return }
    waiting = nil
    print(
      transition,
      geometry: GeometryDiff(
        from: layouts[transition.fromSeq], to: layouts[transition.toSeq],
        fromSeq: transition.fromSeq, toSeq: transition.toSeq))
  }
}

/// The `layout` lines `diff --geometry` may still need, by apply seq: those of the `--from` and
/// `--to` applies and of the latest two applies (the next consecutive transition's); any other
/// is dropped, so memory stays flat however long the recording.
struct GeometryLayouts {
  /// The seqs always kept (`--from`, `--to`).
  private let bounds: Set<Int>
  /// The latest two applies' seqs, the latest last.
  private var kept: [Int] = []
  private var lines: [Int: LayoutEvent] = [:]

  init(bounds: [Int?]) {
    self.bounds = Set(bounds.compactMap { $0 })
  }

  /// The last layout line of apply `seq`, if kept.
  subscript(seq: Int) -> LayoutEvent? { lines[seq] }

  /// Keeps the lines of the apply `seq`, of the one before it and of the bounds, dropping the
  /// rest: the transitions printed so far need no other.
  mutating func keep(upTo seq: Int) {
    kept = Array((kept + [seq]).suffix(2))
    lines = lines.filter { bounds.contains($0.key) || kept.contains($0.key) }
  }

  /// Takes a layout line; the last one of an apply wins.
  mutating func add(_ layout: LayoutEvent) {
    guard bounds.contains(layout.seq) || kept.contains(layout.seq) else { return }
    lines[layout.seq] = layout
  }
}

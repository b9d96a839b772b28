import ArgumentParser
import Foundation
import RecordingFormat
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
    var failed = false
    let reader: RecordingReader
    do {
      reader = try RecordingReader(contentsOf: URL(fileURLWithPath: recording), name: recording)
    } catch {
      printToStandardError(error.description)
      throw ExitCode.failure
    }
    var printer = TransitionPrinter(json: json)
    var previous: RecordedSnapshot.Located?
    var pinned: RecordedSnapshot.Located?
    var seenSeqs = Set<Int>()

    while true {
      let located: LocatedEvent?
      do {
        located = try reader.next()
      } catch {
        printToStandardError(error.description)
        failed = true
        continue
      }
      reader.takeWarnings().forEach { printToStandardError($0.description) }
      guard let located else { break }
      guard case .apply(let apply) = located.event else { continue }
      seenSeqs.insert(apply.seq)
      let snapshot: RecordedSnapshot.Located?
      do {
        snapshot = RecordedSnapshot.Located(
          seq: apply.seq, snapshot: try TransitionDiff.snapshot(of: apply))
      } catch {
        for problem in error.problems {
          printToStandardError("\(recording):\(located.line): error: \(problem) (seq \(apply.seq))")
        }
        failed = true
        snapshot = nil
      }

      if let from, let to {
        // The single pair: keep whichever end comes first and diff when the second arrives.
        guard apply.seq == from || apply.seq == to else { continue }
        guard let snapshot else { break }
        if let first = pinned {
          let (old, new) = first.seq == from ? (first, snapshot) : (snapshot, first)
          printer.print(
            TransitionDiff(fromSeq: old.seq, toSeq: new.seq, old: old.snapshot, new: new.snapshot))
          break
        }
        pinned = snapshot
        if from == to {
          printer.print(
            TransitionDiff(fromSeq: from, toSeq: to, old: snapshot.snapshot, new: snapshot.snapshot)
          )
          break
        }
        continue
      }

      defer { previous = snapshot }
      guard let old = previous, let new = snapshot else { continue }
      if let from, old.seq < from { continue }
      if let to, new.seq > to { break }
      printer.print(
        TransitionDiff(fromSeq: old.seq, toSeq: new.seq, old: old.snapshot, new: new.snapshot))
    }

    for seq in [from, to].compactMap({ $0 }) where !seenSeqs.contains(seq) {
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

extension RecordedSnapshot {
  /// A snapshot with the seq of the apply that carried it.
  fileprivate struct Located {
    var seq: Int
    var snapshot: RecordedSnapshot
  }
}

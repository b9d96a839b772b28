public import Foundation
import RecordingFormat
import RecordingValidation
import ReplayRendering
import SnapshotDiff
import SnapshotRecording

/// One run of a recording's bytes through every tool-side stage that takes untrusted input:
/// read, check (validation once, lints, render preflight), summary, diff, the header's render
/// hints and the first frames of the timeline — what the fuzzer calls for each input, and what the regression tests call for
/// each committed input.
///
/// Besides "no trap", it holds the stages to their oracles, trapping when one fails so that the
/// fuzzer reports the input:
/// - every event read is written back by `RecordingWriter` and read again unchanged (the app
///   side's writer and the tool side's reader agree);
/// - every diff applied to its old snapshot gives its new one, and passes UIKit's batch-update
///   count check for collection and table views;
/// - every JSON report (`check --json`, `info --json`, `diff --json`) parses as JSON.
///
/// ```swift
/// let outcome = RecordingPipeline.run(Data(text.utf8))
/// print(outcome)  // Outcome(applies: 2, transitions: 1, frames: 5, findings: 0, …)
/// ```
public enum RecordingPipeline {
  /// What one run went through, for tests to check that an input reached the stage it is about.
  public struct Outcome: Hashable, Sendable {
    /// Valid applies before the replay stop, at most ``maximumApplies``.
    public var applies = 0
    /// Transitions diffed.
    public var transitions = 0
    /// Timeline frames built.
    public var frames = 0
    /// `check`'s findings.
    public var findings = 0
    /// Why the header could not be read, or the timeline not built, if so.
    public var stoppedBy: String?

    /// An outcome with nothing done yet.
    public init() {}
  }

  /// The most valid applies diffed and put on the timeline: keeps one run short whatever the
  /// input, since fuzzing is about many runs.
  public static let maximumApplies = 64
  /// How many frames from the start of the timeline are built (the last one is built too).
  public static let firstFrames = 4
  /// The longest line read: longer ones exercise the reader's overlong-line path.
  public static let maximumLineLength = 4096

  /// Runs the bytes through every stage.
  ///
  /// The reader takes the bytes in chunks of 1 to 61 bytes (chosen from the input's length), so
  /// that lines split across chunks are exercised too; the timeline is built twice: as a grid or
  /// a list (by the length's parity) with small fixed options, then with the header's hints when
  /// they are valid, held to the default frame budget.
  ///
  /// - Parameter data: A recording's bytes, or anything at all.
  /// - Returns: What the run went through.
  public static func run(_ data: Data) -> Outcome {
    var outcome = Outcome()
    let name = "fuzz.jsonl"
    let chunkSize = 1 + data.count % 61
    func reader() throws(RecordingError) -> RecordingReader {
      try RecordingReader(
        data: data, name: name, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
    }

    // check and info, as the commands print them.
    let check: RecordingCheck
    do throws(RecordingError) {
      check = RecordingCheck(reader: try reader(), lints: [RenderPreflight()])
    } catch {
      // An unreadable header: the check reports it as it would for a file.
      check = RecordingCheck(data: data, name: name)
    }
    do throws(RecordingError) {
      let summary = try RecordingSummary(reader: try reader())
      expectJSON(summary.json, "info --json")
      _ = summary.report
    } catch {
      _ = error.description
    }
    outcome.findings = check.diagnostics.count
    _ = check.diagnostics.map(\.description)
    _ = RecordingCheck.summaryLine(for: [check])
    expectJSON(RecordingCheck.json(for: [check]), "check --json")

    // The validated stream, as diff and render read it.
    let recording: ValidatedRecording
    do throws(RecordingError) {
      recording = ValidatedRecording(reader: try reader())
    } catch {
      outcome.stoppedBy = error.description
      return outcome
    }
    let header = recording.header
    expectRoundTrip(header)
    var applies: [ValidatedApply] = []
    var layouts: [LayoutEvent] = []
    var pairing = TransitionPairing()
    for event in recording {
      _ = event.diagnostics(file: name).map(\.description)
      if let located = event.located { expectRoundTrip(located.event, header: header) }
      switch event {
      case .apply(let apply) where recording.stop == nil && applies.count < maximumApplies:
        applies.append(apply)
        if let transition = pairing.add(apply) { examine(transition, &outcome) }
      case .rejectedApply(let rejected):
        pairing.add(rejected)
      case .layout(let layout, _) where layouts.count < maximumApplies:
        layouts.append(layout)
      default:
        break
      }
    }
    _ = recording.stop?.description
    outcome.applies = applies.count
    if let first = applies.first, let last = applies.last {
      // The single pair of `diff --from --to`, backwards.
      var pair = TransitionPairing(from: last.seq, to: first.seq)
      for apply in applies {
        if let transition = pair.add(apply) { examine(transition, &outcome) }
      }
    }

    // The first frames of the timeline, as render builds them: with small fixed options, then
    // with the header's own hints (range-checked, and held to the default frame budget).
    buildFrames(
      applies, layouts: layouts, options: options(grid: data.count.isMultiple(of: 2)), &outcome)
    do throws(RenderOptionError) {
      buildFrames(applies, layouts: layouts, options: try RenderOptions(header: header), &outcome)
    } catch {
      _ = error.description
    }
    return outcome
  }

  /// Builds the timeline and its first and last frames.
  private static func buildFrames(
    _ applies: [ValidatedApply], layouts: [LayoutEvent], options: RenderOptions,
    _ outcome: inout Outcome
  ) {
    do throws(FrameTimelineError) {
      let timeline = try FrameTimeline(applies: applies, options: options, layouts: layouts)
      let indexes = Array(0..<min(firstFrames, timeline.frameCount)) + [timeline.frameCount - 1]
      for index in indexes {
        _ = timeline.frame(at: index)
        _ = timeline.metadata(at: index)
        outcome.frames += 1
      }
    } catch {
      outcome.stoppedBy = error.description
    }
  }

  /// Small, fast options: short idle gaps and hold, few frames per second, small cells.
  static func options(grid: Bool) -> RenderOptions {
    var options = RenderOptions()
    options.layout = grid ? .grid : .list
    options.cellSize = SceneSize(width: 16, height: 16)
    options.spacing = 2
    options.padding = 2
    options.headerHeight = 8
    options.viewport = grid ? nil : SceneSize(width: 120, height: 240)
    options.fps = 10
    options.maxIdle = 0.5
    options.hold = 0.2
    return options
  }

  /// Diffs a transition the ways `diff` prints it, and holds it to the diff's oracles.
  private static func examine(_ transition: TransitionDiff, _ outcome: inout Outcome) {
    outcome.transitions += 1
    _ = transition.text
    expectJSON(transition.jsonLine, "diff --json")
    let changeset = transition.changeset
    do throws(ChangesetApplicationError) {
      let applied = try changeset.applied(to: transition.old)
      guard applied == transition.new else {
        fatalError(
          "diff oracle: seq \(transition.fromSeq) → \(transition.toSeq) applied gives "
            + "\(applied), not \(transition.new)")
      }
    } catch {
      fatalError("diff oracle: seq \(transition.fromSeq) → \(transition.toSeq): \(error)")
    }
    for view in [BatchUpdateView.collectionView, .tableView] {
      let violations = changeset.batchUpdateViolations(
        from: transition.old, to: transition.new, in: view)
      guard violations.isEmpty else {
        fatalError("batch update: seq \(transition.fromSeq) → \(transition.toSeq): \(violations)")
      }
    }
  }

  /// The header written by the app side's writer reads back the same.
  private static func expectRoundTrip(_ header: RecordingHeader) {
    let line = RecordingWriter.line(for: header)
    do throws(RecordingError) {
      let reread = try RecordingReader(data: Data((line + "\n").utf8), name: "again.jsonl").header
      guard reread == header else { fatalError("header round trip: \(line) reads as \(reread)") }
    } catch {
      fatalError("header round trip: \(line): \(error)")
    }
  }

  /// An event written by the app side's writer reads back the same.
  private static func expectRoundTrip(_ event: RecordingEvent, header: RecordingHeader) {
    let text = RecordingWriter.line(for: header) + "\n" + RecordingWriter.line(for: event) + "\n"
    do throws(RecordingError) {
      let reader = try RecordingReader(data: Data(text.utf8), name: "again.jsonl")
      let reread = try reader.next()?.event
      guard reread == event else {
        fatalError("event round trip: \(text) reads as \(String(describing: reread))")
      }
    } catch {
      fatalError("event round trip: \(text): \(error)")
    }
  }

  /// A report that must be JSON.
  private static func expectJSON(_ text: String, _ what: String) {
    guard (try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil else {
      fatalError("\(what) is not JSON: \(text)")
    }
  }
}

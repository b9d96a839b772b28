public import Foundation
public import ReplayComparison
public import ReplayRaster
import SnapshotRecording

/// The outcome of a ``GoldenVerification``: the comparison, what was recorded, and a message
/// that says what to do next.
public struct VerificationResult: Sendable {
  /// The recording that was rendered.
  public var recording: URL
  /// The golden directory.
  public var goldens: URL
  /// The record mode in force.
  public var record: RecordMode
  /// Frame by frame: goldens (reference) against the render (candidate).
  public var report: ComparisonReport
  /// Where the rendered frames are written when the verification fails; a passing
  /// verification compares in memory and writes nothing there.
  public var actualDirectory: URL
  /// Goldens written by this run.
  public var recorded: [String]
  /// Goldens removed by this run (frames the render no longer produces).
  public var removed: [String]
  /// How the goldens were made compared with this run, one sentence per difference
  /// (`options differ: fps 5 (golden) vs 30`, `rendered with different fonts: …`); empty when
  /// they were made the same way, `nil` when the goldens do not say (made before goldens kept
  /// `golden.json`, or not made yet).
  public var recipeDifferences: [RecipeDifference]?
  /// What kind of failure this is, from the frames' structure; `nil` when the verification
  /// passed.
  public var classification: VerificationClassification?
  /// The first place where the render's structure departs from the goldens'; `nil` when it does
  /// not, or when the goldens keep no structure.
  public var divergence: StructuralDivergence?
  /// How the render's frames differ in number or rate from the goldens'; `nil` when they have
  /// as many at the same rate.
  public var timing: TimingDifference?
  /// Why the recording could not be verified at all, for a suite's errored case; `nil` when
  /// it was verified (passed or failed).
  public var error: ErroredVerification?
  /// The pixel rectangles not compared, by frame name (``IgnoredRegions`` resolved in each
  /// frame: where the golden and this render place each ignored item, and the fixed
  /// rectangles); frames without one are absent, and a run without masks has none.
  public var masks: [String: [PixelRect]] = [:]
  /// The suite's root, when the result is written relative to one (``ResultRoot``): its JSON
  /// gives paths inside it relative to it. `nil`: every path is written whole.
  public var root: ResultRoot?
  /// The failing frames whose own structure differs from their golden's (``FrameKind/changed``);
  /// the other failing frames with a golden are ``FrameKind/pixelsOnly``. `nil` when the
  /// goldens keep no structure.
  public var changedFrames: Set<String>?

  /// Creates a result; ``GoldenVerification/run()`` and decoding a result's JSON are the usual
  /// sources.
  ///
  /// ```swift
  /// let result = VerificationResult(
  ///   recording: URL(fileURLWithPath: "a.jsonl"), goldens: URL(fileURLWithPath: "a"),
  ///   record: .never, report: ComparisonReport(options: ComparisonOptions(), frames: []),
  ///   actualDirectory: URL(fileURLWithPath: "/tmp/a/actual"), recorded: [], removed: [])
  /// ```
  ///
  /// - Parameters:
  ///   - recording: The recording that was rendered.
  ///   - goldens: The golden directory.
  ///   - record: The record mode in force.
  ///   - report: Frame by frame: goldens against the render.
  ///   - actualDirectory: Where the rendered frames go when the verification fails.
  ///   - recorded: Goldens written.
  ///   - removed: Goldens removed.
  ///   - recipeDifferences: How the goldens were made differently; `nil` when unknown.
  ///   - classification: What kind of failure it is; `nil` when it passed.
  ///   - divergence: The first structural divergence.
  ///   - timing: How the frames differ in number or rate.
  public init(
    recording: URL, goldens: URL, record: RecordMode, report: ComparisonReport,
    actualDirectory: URL, recorded: [String], removed: [String],
    recipeDifferences: [RecipeDifference]? = nil,
    classification: VerificationClassification? = nil, divergence: StructuralDivergence? = nil,
    timing: TimingDifference? = nil
  ) {
    self.recording = recording
    self.goldens = goldens
    self.record = record
    self.report = report
    self.actualDirectory = actualDirectory
    self.recorded = recorded
    self.removed = removed
    self.recipeDifferences = recipeDifferences
    self.classification = classification
    self.divergence = divergence
    self.timing = timing
  }

  /// Whether every golden existed and matched, and nothing was recorded.
  public var passed: Bool {
    error == nil && report.passed && recorded.isEmpty && removed.isEmpty && record != .all
  }

  /// A suite's errored case: a recording that could not be read, validated or rendered (or
  /// whose goldens could not be read), with no frames compared.
  ///
  /// ```swift
  /// let errored = VerificationResult(
  ///   recording: URL(fileURLWithPath: "suite/a.jsonl"), goldens: URL(fileURLWithPath: "suite/a"),
  ///   record: .missing, comparison: ComparisonOptions(),
  ///   error: ErroredVerification(message: "suite/a.jsonl:3: error: …", fault: .input))
  /// print(errored.passed)  // false
  /// ```
  ///
  /// - Parameters:
  ///   - recording: The recording.
  ///   - goldens: Its golden directory.
  ///   - record: The record mode in force.
  ///   - comparison: The tolerance in force.
  ///   - error: Why it could not be verified.
  public init(
    recording: URL, goldens: URL, record: RecordMode, comparison: ComparisonOptions,
    error: ErroredVerification
  ) {
    self.init(
      recording: recording, goldens: goldens, record: record,
      report: ComparisonReport(options: comparison, frames: []), actualDirectory: goldens,
      recorded: [], removed: [])
    self.error = error
  }

  /// What happened and the next step, for a test failure or the terminal; empty when passed.
  /// File names and paths are escaped for the terminal (`TerminalText`).
  public var message: String { message(verbose: false) }

  /// What happened and the next step; empty when passed.
  ///
  /// How the goldens were made comes first when it differs from this run (other options, another
  /// text stack): then the differing frames are counted rather than listed, and the advice is to
  /// render as the goldens were, not to re-record. The structure's verdict (``classification``,
  /// ``divergence``) follows. File names and paths are escaped for the terminal (`TerminalText`).
  ///
  /// ```swift
  /// print(result.message(verbose: true))
  /// // Replay of insertion-sort.jsonl does not match its goldens in … (5 frames: 1 differ, …).
  /// // Goldens were made differently: options differ: fps 5 (golden) vs 30
  /// // …
  /// ```
  ///
  /// - Parameter verbose: Also say when the goldens do not record how they were made or
  ///   their structure.
  /// - Returns: The message, lines joined by newlines.
  public func message(verbose: Bool) -> String {
    guard !passed else { return "" }
    let escaped: (String) -> String = TerminalText.escaped
    if let error {
      return "\(escaped(recording.lastPathComponent)) could not be verified: \(error.message)"
    }
    var lines: [String] = []
    let differing = report.frames.filter { !$0.passed && $0.result != nil }
    let missing = report.frames.filter(GoldenVerification.isNew)
    let stale = report.frames.filter(GoldenVerification.isStale)
    let name = escaped(recording.lastPathComponent)
    lines.append(
      "Replay of \(name) does not match its goldens in \(escaped(goldens.path)) "
        + "(\(report.frames.count) frames: \(differing.count) differ, \(missing.count) new, "
        + "\(stale.count) no longer rendered).")
    let madeDifferently = (recipeDifferences ?? []).contains {
      $0.aspect != .tool && $0.aspect != .format
    }
    for difference in recipeDifferences ?? [] {
      lines.append("Goldens were made differently: \(escaped(difference.text))")
    }
    switch classification {
    case .changed:
      lines.append(
        "changed: the replay's structure differs from the goldens' at "
          + (divergence.map { escaped($0.description) } ?? "their frame count"))
    case .pixelsOnly:
      lines.append(
        "pixels-only: the structure is the goldens' (every item where they have it, showing "
          + "what they show); only pixels differ.")
    case .frameCount:
      lines.append(
        "frame-count: " + (timing.map { escaped($0.text) } ?? "another number of frames")
          + "; every frame both have agrees.")
    case .frameRate:
      lines.append(
        "frame-rate: " + (timing.map { escaped($0.text) } ?? "another frame rate")
          + "; every frame falls at another time, so frames are counted, not listed.")
    case .unknown where verbose:
      lines.append(
        "structure unknown: the goldens keep none (no \(GoldenRecipe.fileName), or more "
          + "than \(FrameStructure.cellLimit) item cells).")
    case .unknown, nil:
      break
    }
    if verbose && recipeDifferences == nil {
      lines.append(
        "The goldens do not record how they were made (no \(GoldenRecipe.fileName)): options, "
          + "tool version and fonts were not compared.")
    }
    if (madeDifferently || classification == .frameRate) && differing.count > 1 {
      let directories = Set(differing.compactMap { $0.diffImageURL?.deletingLastPathComponent() })
      let place =
        switch directories.count {
        case 0: ""
        case 1: directories.first.map { " (difference images in \(escaped($0.path)))" } ?? ""
        default: " (difference images)"
        }
      lines.append("  \(differing.count) frames differ\(place)")
    } else {
      for frame in differing {
        let summary = frame.result?.summary ?? "differs"
        lines.append("  \(escaped(frame.name)): \(summary)")
        if let diff = frame.diffImageURL {
          lines.append("    difference image: \(escaped(diff.path))")
        }
      }
    }
    // Sets, not the arrays: a long render records tens of thousands of goldens at once, and a
    // search of the array per frame made this message the slowest part of `verify`.
    let recordedNames = Set(recorded)
    let removedNames = Set(removed)
    let unrecorded = missing.filter { !recordedNames.contains($0.name) }
    let unremoved = stale.filter { !removedNames.contains($0.name) }
    if timing != nil {
      // More or fewer frames: one line for the run of them, not one per frame.
      if let line = Self.run(of: unrecorded.map(\.name), saying: "no golden") {
        lines.append(line)
      }
      if let line = Self.run(
        of: unremoved.map(\.name), saying: "golden exists but the render no longer produces it")
      {
        lines.append(line)
      }
    } else {
      for frame in unrecorded {
        lines.append("  \(escaped(frame.name)): no golden")
      }
      for frame in unremoved {
        lines.append(
          "  \(escaped(frame.name)): golden exists but the render no longer produces it")
      }
    }
    lines.append("Actual frames: \(escaped(actualDirectory.path))")
    if !recorded.isEmpty {
      lines.append(
        "Recorded \(recorded.count) golden frame\(recorded.count == 1 ? "" : "s") "
          + "(record mode \(record.rawValue)); re-run to compare against them.")
    }
    if !removed.isEmpty {
      lines.append(
        "Removed \(removed.count) golden frame\(removed.count == 1 ? "" : "s") the render no longer produces."
      )
    }
    switch record {
    case .all:
      lines.append(
        "Record mode is all: every golden was rewritten. Turn it off (--record missing, or "
          + "unset \(RecordMode.environmentVariable)) and re-run to assert.")
    case .never, .missing:
      if madeDifferently {
        lines.append(
          "Render as the goldens were made to compare like with like; re-record "
            + "(--record failed) only to adopt this run's options and text stack.")
      } else if !differing.isEmpty || (record == .never && !missing.isEmpty) {
        lines.append(
          "If the new frames are right, re-record them with --record failed "
            + "(or \(RecordMode.environmentVariable)=failed) and commit the goldens.")
      }
    case .failed:
      break
    }
    return lines.joined(separator: "\n")
  }

  /// `  frame-000037.png … frame-000038.png (2 frames): no golden`, or the one frame's line.
  private static func run(of names: [String], saying what: String) -> String? {
    guard let first = names.first, let last = names.last else { return nil }
    let escaped: (String) -> String = TerminalText.escaped
    guard names.count > 1 else { return "  \(escaped(first)): \(what)" }
    return "  \(escaped(first)) … \(escaped(last)) (\(names.count) frames): \(what)"
  }

  /// What a passing result may still say: with `verbose`, how the goldens were made when it
  /// differs from this run, or that they do not say.
  func notes(verbose: Bool) -> [String] {
    guard verbose else { return [] }
    guard let recipeDifferences else {
      return [
        "The goldens do not record how they were made (no \(GoldenRecipe.fileName)): options, "
          + "tool version and fonts were not compared."
      ]
    }
    return recipeDifferences.map {
      "Goldens were made differently: \(TerminalText.escaped($0.text))"
    }
  }

  /// One line for a suite's list: how the frames differ in number or rate when that is the
  /// failure, else the first structural divergence, else the first way the goldens were made
  /// differently, else the counts.
  var headline: String {
    if let error { return error.message }
    if let timing, classification == .frameCount || classification == .frameRate {
      return TerminalText.escaped(timing.text)
    }
    if let divergence { return TerminalText.escaped(divergence.description) }
    if let first = recipeDifferences?.first { return TerminalText.escaped(first.text) }
    let differing = report.frames.count(where: { !$0.passed && $0.result != nil })
    let missing = report.frames.count(where: GoldenVerification.isNew)
    let stale = report.frames.count(where: GoldenVerification.isStale)
    var parts: [String] = []
    if differing > 0 { parts.append("\(differing) of \(report.frames.count) frames differ") }
    if missing > 0 {
      parts.append(
        "\(missing) new frame\(missing == 1 ? "" : "s")"
          + (recorded.isEmpty ? "" : " (recorded)"))
    }
    if stale > 0 { parts.append("\(stale) no longer rendered") }
    if record == .all { parts.append("recorded (record mode all)") }
    return parts.isEmpty ? "does not match" : parts.joined(separator: ", ")
  }
}

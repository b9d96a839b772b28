import Foundation
import RecordingFormat

/// Validates a recording as UIKit would and lints it for common diffable-data-source bugs:
/// what `snapreplay check` runs for each file.
///
/// Errors (the recording is invalid):
/// - lines that break the recording format (see `RecordingError`);
/// - applies UIKit would reject: duplicate item identifiers (across sections too), duplicate
///   section identifiers, reload/reconfigure marks naming identifiers not in the snapshot —
///   each with UIKit's own message.
///
/// Warnings (the recording is valid, but shows a likely bug or a gap):
/// - the reader's warnings: seq gaps, unknown event types, a cut-off last line;
/// - ``CheckDiagnostic/Category/mixedQueues``: applies from more than one queue. UIKit reports
///   "Deadlock detected" unless snapshots are applied "consistently … either always on the main
///   queue or always off the main queue";
/// - ``CheckDiagnostic/Category/staleContent``: an item's label, detail or colour changed while
///   its identifier stayed, and the apply neither reloaded nor reconfigured it (nor its section,
///   nor used reload-data): UIKit keeps showing the old cell;
/// - ``CheckDiagnostic/Category/rapidLargeApplies``: a run of large snapshots applied in quick
///   succession (see ``RecordingLintThresholds``): the list will drop frames;
/// - ``CheckDiagnostic/Category/longLabel``: a label, detail or section title longer than a
///   render draws (``LabelLimit``), once per text.
///
/// ```swift
/// let check = RecordingCheck(contentsOf: url, name: "rec.jsonl")
/// check.diagnostics.forEach { print($0) }
/// // rec.jsonl:42: error: Fatal: supplied item identifiers are not unique. Duplicate
/// //   identifiers: {(dog)} (seq 41)      (one line, wrapped here)
/// ```
public struct RecordingCheck: Hashable, Sendable {
  /// The file as named to the checker.
  public var file: String
  /// Every finding, in line order (whole-file findings first).
  public var diagnostics: [CheckDiagnostic]
  /// The number of apply events read.
  public var appliesChecked: Int

  /// Whether the recording has no errors (warnings allowed).
  public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }

  /// The number of errors.
  public var errorCount: Int { diagnostics.count { $0.severity == .error } }

  /// The number of warnings.
  public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

  /// Checks a recording in one streaming pass over ``ValidatedRecording``, so each apply is
  /// validated once. Never throws: a file that cannot be opened or read is an error finding.
  ///
  /// - Parameters:
  ///   - url: The recording.
  ///   - name: The name diagnostics use; the path by default.
  ///   - thresholds: The lint limits.
  /// - Complexity: O(n) in the total number of items; memory holds one snapshot's content.
  public init(
    contentsOf url: URL, name: String? = nil,
    thresholds: RecordingLintThresholds = RecordingLintThresholds()
  ) {
    let file = name ?? url.path
    self.file = file
    var linter = ApplyLinter(file: file, thresholds: thresholds)
    var diagnostics: [CheckDiagnostic] = []
    // The reader's warnings follow the lints, so that on a shared line an error reads first.
    var warnings: [CheckDiagnostic] = []
    var applies = 0
    do throws(RecordingError) {
      let recording = try ValidatedRecording(contentsOf: url, name: file)
      for event in recording {
        switch event {
        case .apply(let valid):
          diagnostics += linter.check(valid.apply, line: valid.line, isValid: true)
        case .rejectedApply(let rejected):
          diagnostics += rejected.diagnostics(file: file)
          diagnostics += linter.check(rejected.apply, line: rejected.line, isValid: false)
        case .marker:
          continue
        case .warning:
          warnings += event.diagnostics(file: file)
        case .error:
          diagnostics += event.diagnostics(file: file)
        }
      }
      applies = recording.applyCount
      diagnostics += linter.finish()
      diagnostics += warnings
    } catch {
      diagnostics.append(CheckDiagnostic(error))
    }
    // Stable sort: findings on one line keep the order they were found in.
    self.diagnostics = diagnostics.enumerated()
      .sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }
      .map(\.element)
    self.appliesChecked = applies
  }
}

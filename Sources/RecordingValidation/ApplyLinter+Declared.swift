import RecordingFormat
import SnapshotRecording

extension ApplyLinter {
  /// An apply's declared batch (`declared`) checked as `performBatchUpdates` checks it: each
  /// message UIKit would trap with, in its own words, as an error of the `uikit` category.
  ///
  /// It is an error, not a warning: the app would have crashed there. It is not the replay's
  /// stop point, though: the apply's snapshot itself is valid, so `render` and `report` go on
  /// and show the update the app attempted (docs/RecordingFormat.md, "Declared batch
  /// updates").
  ///
  /// - Parameters:
  ///   - apply: The apply as recorded.
  ///   - line: Its line.
  /// - Returns: The errors, empty when the apply declares nothing or UIKit accepts it.
  func declaredRefusals(in apply: ApplyEvent, line: Int) -> [Diagnostic] {
    guard let declared = apply.declared else { return [] }
    return declared.refusals().map { message in
      Diagnostic(
        severity: .error, category: .uikit, file: file, line: line, seq: apply.seq,
        message: "UIKit would refuse the declared batch update: \(message)")
    }
  }
}

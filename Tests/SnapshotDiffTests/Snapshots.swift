import RecordingFormat
import RecordingValidation
import SnapshotDiff
import SnapshotModel
import SnapshotRecording

/// Builds a recorded snapshot from literal sections, failing the test on invalid data.
func snapshot(
  _ sections: [(RecordedID, [RecordedID])], reloaded: [RecordedID] = [],
  reconfigured: [RecordedID] = [], reloadedSections: [RecordedID] = []
) throws -> RecordedSnapshot {
  try RecordedSnapshot(
    validating: sections, reloadedItems: reloaded, reconfiguredItems: reconfigured,
    reloadedSections: reloadedSections)
}

/// Item identifiers `prefix0 … prefix(count-1)` as strings.
func ids(_ prefix: String, _ range: Range<Int>) -> [RecordedID] {
  range.map { .string("\(prefix)\($0)") }
}

/// An apply as the validated stream gives it, failing the test when UIKit would reject it.
func validated(_ apply: ApplyEvent, line: Int = 2) throws -> ValidatedApply {
  let recording = Recording(
    header: RecordingHeader(), events: [LocatedEvent(line: line, event: .apply(apply))])
  guard case .apply(let valid) = ValidatedRecording(recording).next() else {
    throw ValidationFailure(seq: apply.seq)
  }
  return valid
}

/// An apply that was expected to be valid was rejected.
struct ValidationFailure: Error {
  var seq: Int
}

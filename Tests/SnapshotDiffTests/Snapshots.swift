import DiffableSnapshot
import SnapshotDiff
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

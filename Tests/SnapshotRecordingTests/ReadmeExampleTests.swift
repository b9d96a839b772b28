import Foundation
import SnapshotModel
import SnapshotRecording
import Testing

/// The README's first example, kept honest: the code there is this code, and the lines it writes
/// are these.
@Suite struct ReadmeExampleTests {
  @Test func recordingTwoAppliesWritesTheHeaderAndTwoLines() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("readme-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }

    // README example begins
    let recorder = try SnapshotRecorder(url: url, header: RecordingHeader(title: "Pets"))
    let dataSource = DiffableDataSource<String, String>(observer: recorder.observer())
    var snapshot = dataSource.snapshot()
    snapshot.appendSections(["pets"])
    snapshot.appendItems(["cat", "dog", "eel"])
    dataSource.apply(snapshot)  // writes one JSON line
    snapshot.moveItem("eel", beforeItem: "cat")
    snapshot.deleteItems(["dog"])
    dataSource.apply(snapshot)
    recorder.close()
    // README example ends

    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0] == #"{"format":"snapshot-replay","version":1,"title":"Pets"}"#)
    #expect(lines[1].hasPrefix(#"{"type":"apply","seq":1,"#))
    #expect(lines[1].contains(#""sections":[{"id":"pets","items":["cat","dog","eel"]}]"#))
    #expect(lines[2].contains(#""sections":[{"id":"pets","items":["eel","cat"]}]"#))
  }
}

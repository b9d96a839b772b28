import Foundation
import RecordingFormat
import ReplayTestSupport
import SnapshotModel
import SnapshotRecording
import Testing

@testable import RecordingValidation

/// The one validated stream: applies with their snapshots, the stop point, diagnostics as data.
@Suite struct ValidatedRecordingTests {
  private static let header = #"{"format":"snapshot-replay","version":1}"#

  /// Writes `lines` after a header (each followed by a newline) and opens the stream.
  private func stream(_ lines: [String], name: String = "rec.jsonl") throws -> ValidatedRecording {
    let url = try ScratchDirectory.file(prefix: "RecordingValidationTests")
    try Data(([Self.header] + lines).map { $0 + "\n" }.joined().utf8).write(to: url)
    return try ValidatedRecording(contentsOf: url, name: name)
  }

  private func apply(_ seq: Int, _ items: String, extra: String = "") -> String {
    #"{"type":"apply","seq":\#(seq),"time":\#(seq).0,"#
      + #""sections":[{"id":"s","items":[\#(items)]}]"# + extra + "}"
  }

  /// A short name for each event, to compare whole streams.
  private func names(_ events: some Sequence<ValidatedEvent>) -> [String] {
    events.map { event in
      switch event {
      case .apply(let apply): "apply \(apply.seq) @\(apply.line)"
      case .rejectedApply(let rejected): "rejected \(rejected.seq) @\(rejected.line)"
      case .marker(let marker, let line): "marker \(marker.label) @\(line)"
      case .layout(let layout, let line): "layout \(layout.seq) @\(line)"
      case .scroll(_, let line): "scroll @\(line)"
      case .cellImage(let image, let line): "cell-image \(image.digest) @\(line)"
      case .warning(let warning): "warning @\(warning.location.line)"
      case .error(let error): "error @\(error.location?.line ?? 0)"
      }
    }
  }

  /// Reference §6 and the format's "Validity" (revised 2026-11-23): marks naming identifiers
  /// not in the snapshot leave the apply valid; the replay's snapshot drops them, and the
  /// apply's diagnostics warn with line, seq and ids.
  @Test func marksNotInTheSnapshotAreIgnoredWithAWarning() throws {
    let recording = try stream([
      apply(1, #""a""#),
      apply(
        2, #""a""#,
        extra: #","reloaded":["a","b","c"],"reconfigured":["d"],"reloadedSections":["t"]"#),
    ])
    _ = recording.next()
    let event = try #require(recording.next())
    guard case .apply(let valid) = event else {
      Issue.record("expected a valid apply, got \(event)")
      return
    }
    #expect(valid.snapshot.reloadedItemIdentifiers == ["a"])
    #expect(valid.snapshot.reconfiguredItemIdentifiers.isEmpty)
    #expect(valid.snapshot.reloadedSectionIdentifiers.isEmpty)
    #expect(
      valid.ignoredMarks
        == IgnoredMarks(
          reloadedItems: ["b", "c"], reconfiguredItems: ["d"], reloadedSections: ["t"]))
    #expect(
      event.diagnostics(file: "rec.jsonl").map(\.description) == [
        "rec.jsonl:3: warning: items b, c marked for reload but not in the snapshot; UIKit "
          + "ignores the marks (seq 2)",
        "rec.jsonl:3: warning: item d marked for reconfigure but not in the snapshot; UIKit "
          + "ignores the mark (seq 2)",
        "rec.jsonl:3: warning: section t marked for reload but not in the snapshot; UIKit "
          + "ignores the mark (seq 2)",
      ])
    #expect(event.diagnostics(file: "rec.jsonl").allSatisfy { $0.category == .ignoredMarks })
    #expect(recording.stop == nil)
  }

  @Test func validApplyCarriesItsSnapshotWithMarks() throws {
    let recording = try stream([apply(1, #""a",7"#, extra: #","reloaded":[7]"#)])
    guard case .apply(let valid) = recording.next() else {
      Issue.record("expected a valid apply")
      return
    }
    #expect(valid.line == 2)
    #expect(valid.seq == 1)
    #expect(valid.apply.sections[0].items.map(\.id) == ["a", 7])
    #expect(
      valid.snapshot
        == (try DiffableSnapshot<RecordedID, RecordedID>(
          validating: [("s", ["a", 7])], reloadedItems: [7])))
    #expect(recording.next() == nil)
    #expect(recording.stop == nil)
    #expect(recording.applyCount == 1)
  }

  @Test func rejectedApplyNamesUIKitsProblemsAndTheStreamGoesOn() throws {
    let recording = try stream([apply(1, #""a""#), apply(2, #""d","d""#), apply(3, #""b""#)])
    let events = Array(recording)
    #expect(names(events) == ["apply 1 @2", "rejected 2 @3", "apply 3 @4"])
    guard case .rejectedApply(let rejected) = events[1] else { return }
    #expect(rejected.problems == [.duplicateItems(["d"])])
    #expect(
      rejected.diagnostics(file: "rec.jsonl").map(\.description) == [
        "rec.jsonl:3: error: this snapshot cannot exist in UIKit: building it would have trapped with \"Fatal: supplied item identifiers are "
          + "not unique. Duplicate identifiers: {(d)}\"; appended section by section, UIKit would have moved the item instead (seq 2)"
      ])
  }

  @Test func stopIsTheFirstRejectedApplyOnceTheStreamReachesIt() throws {
    let recording = try stream([
      apply(1, #""a""#), apply(2, #""d","d""#, extra: #","reconfigured":["z"]"#),
      apply(3, #""b""#), apply(4, #""e","e""#),
    ])
    _ = recording.next()
    #expect(recording.stop == nil)
    _ = recording.next()
    let expected = ReplayStop(line: 3, seq: 2, problems: [.duplicateItems(["d"])])
    #expect(recording.stop == expected)
    while recording.next() != nil {}
    #expect(recording.stop == expected)
    #expect(recording.applyCount == 4)
    #expect(
      expected.description
        == "rendering stops before seq 2, which UIKit would reject: Fatal: supplied item "
        + "identifiers are not unique. Duplicate identifiers: {(d)}")
  }

  @Test func warningsComeJustBeforeTheEventTheyWereMetWith() throws {
    let recording = try stream([
      apply(1, #""a""#), #"{"type":"focus","time":1}"#, #"{"type":"marker","time":1,"label":"m"}"#,
      apply(4, #""b""#),
    ])
    #expect(
      names(recording) == [
        "apply 1 @2", "warning @3", "marker m @4", "warning @5", "apply 4 @5",
      ])
  }

  @Test func lineErrorsAreEventsAndTheStreamResumesAfterThem() throws {
    let recording = try stream([
      apply(1, #""a""#), #"{"type":"apply","seq":2,"#, apply(3, #""b""#),
    ])
    let events = Array(recording)
    #expect(names(events) == ["apply 1 @2", "error @3", "warning @4", "apply 3 @4"])
    #expect(
      events.flatMap { $0.diagnostics(file: "rec.jsonl") }.map(\.description) == [
        "rec.jsonl:3: error: invalid JSON at column 25: the line ends in the middle of a JSON "
          + "value",
        "rec.jsonl:4: warning: seq jumps from 1 to 3; 1 event was lost",
      ])
  }

  @Test func warningsLeftAtTheEndComeLast() throws {
    let url = try ScratchDirectory.file(prefix: "RecordingValidationTests")
    let text = Self.header + "\n" + apply(1, #""a""#) + "\n" + #"{"type":"apply","seq":2"#
    try Data(text.utf8).write(to: url)
    let recording = try ValidatedRecording(contentsOf: url, name: "t.jsonl")
    let events = Array(recording)
    #expect(names(events) == ["apply 1 @2", "warning @3"])
    #expect(
      events.last?.diagnostics(file: "t.jsonl").map(\.description) == [
        "t.jsonl:3: warning: the last line is cut short (the recording ends mid-line); it is "
          + "ignored"
      ])
  }

  @Test func aFileThatCannotBeOpenedIsAThrownError() {
    #expect(throws: RecordingError.cannotOpen(file: "none.jsonl", reason: "no such file")) {
      try ValidatedRecording(contentsOf: Fixtures.url("none.jsonl"), name: "none.jsonl")
    }
  }

  @Test func aRecordingInMemoryGivesTheSameStreamAsItsFile() throws {
    for fixture in ["seq-gap.jsonl", "unknown-type.jsonl", "blank-lines.jsonl", "bom-crlf.jsonl"] {
      let url = Fixtures.url(fixture)
      let streamed = Array(try ValidatedRecording(contentsOf: url, name: fixture))
      let inMemory = Array(ValidatedRecording(try Recording(contentsOf: url, name: fixture)))
      #expect(streamed == inMemory, "\(fixture)")
      #expect(!streamed.isEmpty)
    }
  }

  @Test func locatedGivesBackTheEventAsRead() throws {
    let url = Fixtures.url("unknown-type.jsonl")
    let read = try Recording(contentsOf: url)
    let located = ValidatedRecording(read).compactMap(\.located)
    #expect(located == read.events)
  }

  @Test func diagnosticsAreNoneForValidAppliesAndMarkers() throws {
    let recording = try stream([apply(1, #""a""#), #"{"type":"marker","time":2,"label":"m"}"#])
    #expect(recording.allSatisfy { $0.diagnostics(file: "rec.jsonl").isEmpty })
  }

  /// `check` opens recordings with snapshots built on first use: the stream, the snapshots read
  /// from it and the stop point are those of building them ahead, over the demos, the fuzzing
  /// corpus and crash regressions, and applies with marks, repeats and accented identifiers.
  @Test func snapshotsBuiltOnFirstUseAreThoseBuiltAhead() throws {
    let root = PackageFiles.root
    var urls: [URL] = []
    for directory in ["Recordings", "Fuzz/Corpus", "Fuzz/Regressions"] {
      urls += try FileManager.default.contentsOfDirectory(
        at: root.appendingPathComponent(directory), includingPropertiesForKeys: nil
      ).filter { $0.pathExtension == "jsonl" }
    }
    let made = try ScratchDirectory.file(prefix: "RecordingValidationTests")
    let items = (0..<80).map { #""i\#($0)""# }.joined(separator: ",")
    let lines = [
      apply(1, items), apply(2, items + #","i3""#), apply(3, #""café","café""#),
      apply(4, items, extra: #","reloaded":["i1","gone"]"#), apply(5, #""é",1,"1""#),
      apply(6, items),
    ]
    try Data(([Self.header] + lines).map { $0 + "\n" }.joined().utf8).write(to: made)
    urls.append(made)
    // Files whose header cannot be read never reach validation.
    for url in urls {
      guard let first = try? RecordingReader(contentsOf: url),
        let second = try? RecordingReader(contentsOf: url)
      else { continue }
      let ahead = ValidatedRecording(reader: first)
      let onFirstUse = ValidatedRecording(reader: second, snapshots: .onFirstUse)
      let aheadEvents = Array(ahead)
      let onFirstUseEvents = Array(onFirstUse)
      // `==` reads every snapshot, so the deferred ones are built here.
      #expect(aheadEvents == onFirstUseEvents, "\(url.lastPathComponent)")
      for case (.apply(let built), .apply(let deferred)) in zip(aheadEvents, onFirstUseEvents) {
        #expect(built.snapshot.itemIdentifiers == deferred.snapshot.itemIdentifiers)
        #expect(built.snapshot.sectionIdentifiers == deferred.snapshot.sectionIdentifiers)
      }
      #expect(ahead.stop == onFirstUse.stop, "\(url.lastPathComponent)")
    }
    #expect(urls.count > 40)
  }

  /// 5,000 applies through 4 KiB chunks: the stream holds one line and one apply at a time.
  @Test func aLargeFileStreamsWithABoundedBuffer() throws {
    let url = try ScratchDirectory.file(prefix: "RecordingValidationTests")
    var text = Self.header + "\n"
    var longestLine = 0
    for seq in 1...5000 {
      let line = apply(seq, "\(seq),\(seq + 1)")
      longestLine = max(longestLine, line.utf8.count + 1)
      text += line + "\n"
    }
    try Data(text.utf8).write(to: url)
    let reader = try RecordingReader(contentsOf: url, chunkSize: 4096)
    var applies = 0
    for case .apply(let valid) in ValidatedRecording(reader: reader)
    where valid.snapshot.numberOfItems == 2 {
      applies += 1
    }
    #expect(applies == 5000)
    #expect(reader.peakBufferedBytes <= 4096 + longestLine)
  }
}

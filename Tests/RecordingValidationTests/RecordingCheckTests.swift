import Foundation
import RecordingFormat
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import RecordingValidation

@Suite struct RecordingCheckTests {
  /// Writes events after a header and checks the file.
  private func check(
    _ events: [ApplyEvent], thresholds: RecordingLintThresholds = RecordingLintThresholds()
  ) throws -> RecordingCheck {
    let url = try ScratchDirectory.file(prefix: "RecordingValidationTests")
    try RecordingWriter.write(header: RecordingHeader(), events: events.map { .apply($0) }, to: url)
    return RecordingCheck(contentsOf: url, name: "rec.jsonl", thresholds: thresholds)
  }

  private func section(_ id: RecordedID, _ items: [RecordedItem]) -> RecordedSection {
    RecordedSection(id: id, items: items)
  }

  /// Read ahead, a file's stale items are found on the decoding threads against the apply
  /// decoded before in the same batch; in memory, by the linter. Both give the same findings
  /// over 900 seeded lines (several batches) whose labels change, items move, some applies
  /// repeat an item, carry marks or go back in time, and some lines are broken or markers.
  @Test func staleItemsFoundAheadAreThoseFoundByTheLinter() throws {
    var generator = SplitMix64(seed: 14)
    var items = (0..<40).map { "m-\($0)" }
    var labels = Dictionary(uniqueKeysWithValues: items.map { ($0, "L \($0)") })
    var lines = [#"{"format":"snapshot-replay","version":1}"#]
    for seq in 1...900 {
      let time = Double(seq) / 10 - (Int.random(in: 0..<50, using: &generator) == 0 ? 5 : 0)
      switch Int.random(in: 0..<50, using: &generator) {
      case 0: lines.append(#"{"type":"apply","seq":\#(seq),"time":"#)
      case 1: lines.append(#"{"type":"marker","time":\#(time),"label":"m"}"#)
      default:
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
          if let changed = items.randomElement(using: &generator) {
            labels[changed, default: ""] += "!"
          }
        }
        if Int.random(in: 0..<10, using: &generator) == 0 {
          items.insert(
            items.remove(at: Int.random(in: 0..<items.count, using: &generator)),
            at: Int.random(in: 0..<items.count, using: &generator))
        }
        var listed = items.map { id in
          Int.random(in: 0..<20, using: &generator) == 0
            ? #""\#(id)""# : #"{"id":"\#(id)","label":"\#(labels[id] ?? "")"}"#
        }
        if Int.random(in: 0..<30, using: &generator) == 0 { listed.append(listed[0]) }
        let marks =
          Int.random(in: 0..<20, using: &generator) == 0 ? #","reloaded":["m-3"]"# : ""
        lines.append(
          #"{"type":"apply","seq":\#(seq),"time":\#(time)\#(marks),"sections":[{"id":"s","items":["#
            + listed.joined(separator: ",") + "]}]}")
      }
    }
    let data = Data(lines.map { $0 + "\n" }.joined().utf8)
    let url = try ScratchDirectory.file(prefix: "RecordingValidationTests")
    try data.write(to: url)
    let ahead = RecordingCheck(contentsOf: url, name: "rec.jsonl")
    let inLine = RecordingCheck(data: data, name: "rec.jsonl")
    #expect(ahead == inLine)
    #expect(ahead.diagnostics.count { $0.category == .staleContent } > 300)
    #expect(ahead.errorCount > 20)
  }

  @Test func validRecordingHasNoFindings() throws {
    let result = try check([
      ApplyEvent(seq: 1, time: 0, sections: [section("s", [RecordedItem(id: "a")])]),
      ApplyEvent(seq: 2, time: 1, sections: [section("s", [RecordedItem(id: "b")])]),
    ])
    #expect(result.isValid)
    #expect(result.diagnostics.isEmpty)
    #expect(result.appliesChecked == 2)
  }

  @Test func duplicateItemIsAnErrorWithLineAndSeq() throws {
    let result = try check([
      ApplyEvent(
        seq: 1, time: 0,
        sections: [
          section("a", [RecordedItem(id: "dog")]), section("b", [RecordedItem(id: "dog")]),
        ])
    ])
    #expect(!result.isValid)
    #expect(
      result.diagnostics.map(\.description) == [
        "rec.jsonl:2: error: this snapshot cannot exist in UIKit: building it would have trapped with \"Fatal: supplied item identifiers are "
          + "not unique. Duplicate identifiers: {(dog)}\"; appended section by section, UIKit would have moved the item instead (seq 1)"
      ])
  }

  @Test func formatErrorsAreReportedForEveryBadLine() throws {
    let result = RecordingCheck(contentsOf: Fixtures.url("time-backwards.jsonl"), name: "t.jsonl")
    #expect(result.errorCount == 1)
    #expect(result.diagnostics.first?.line == 3)
    #expect(result.appliesChecked == 2)
  }

  @Test func contentChangeWithoutReloadIsAStaleContentWarning() throws {
    let result = try check([
      ApplyEvent(
        seq: 1, time: 0, sections: [section("s", [RecordedItem(id: "n-1", label: "Old")])]),
      ApplyEvent(
        seq: 2, time: 1, sections: [section("s", [RecordedItem(id: "n-1", label: "New")])]),
    ])
    #expect(result.isValid)
    #expect(
      result.diagnostics.map(\.description) == [
        "rec.jsonl:3: warning: content of item n-1 changed without reloadItems or "
          + "reconfigureItems; UIKit keeps showing the old cell (seq 2)"
      ])
    #expect(result.diagnostics.first?.category == .staleContent)
  }

  @Test func staleItemsAreTheChangedOnesNoMarkRefreshed() {
    let old = ApplyEvent(
      seq: 1, time: 0,
      sections: [
        section(
          "s",
          [
            RecordedItem(id: "a", label: "1"), RecordedItem(id: "b", label: "1"),
            RecordedItem(id: "c", label: "1"),
          ])
      ])
    let new = ApplyEvent(
      seq: 2, time: 1,
      sections: [
        section(
          "s",
          [
            RecordedItem(id: "c", label: "2"), RecordedItem(id: "b", label: "1"),
            RecordedItem(id: "a", label: "2"),
          ])
      ], reconfigured: ["a"])
    #expect(new.staleItems(since: old) == ["c"])
    var reloadData = new
    reloadData.reloadData = true
    #expect(reloadData.staleItems(since: old).isEmpty)
  }

  @Test func aChangedSubtitleOrAccessoryIsStaleContentToo() {
    let old = ApplyEvent(
      seq: 1, time: 0,
      sections: [
        section(
          "s",
          [
            RecordedItem(id: "wifi", accessory: .switchOn), RecordedItem(id: "net", subtitle: "1"),
            RecordedItem(id: "same", subtitle: "1", accessory: .detail),
          ])
      ])
    let new = ApplyEvent(
      seq: 2, time: 1,
      sections: [
        section(
          "s",
          [
            RecordedItem(id: "wifi", accessory: .switchOff), RecordedItem(id: "net", subtitle: "2"),
            RecordedItem(id: "same", subtitle: "1", accessory: .detail),
          ])
      ])
    #expect(new.staleItems(since: old) == ["wifi", "net"])
  }

  @Test func contentChangeIsFineWhenReconfiguredReloadedOrReloadData() throws {
    let old = [
      section("s", [RecordedItem(id: "a", label: "1"), RecordedItem(id: "b", label: "1")])
    ]
    let new = [
      section("s", [RecordedItem(id: "a", label: "2"), RecordedItem(id: "b", label: "2")])
    ]
    let result = try check([
      ApplyEvent(seq: 1, time: 0, sections: old),
      ApplyEvent(seq: 2, time: 1, sections: new, reloaded: ["a"], reconfigured: ["b"]),
      ApplyEvent(seq: 3, time: 2, sections: old, reloadData: true),
      ApplyEvent(seq: 4, time: 3, sections: new, reloadedSections: ["s"]),
    ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func bareItemGainingItsOwnTextAsLabelIsNotAChange() throws {
    let result = try check([
      ApplyEvent(seq: 1, time: 0, sections: [section("s", [RecordedItem(id: "a")])]),
      ApplyEvent(seq: 2, time: 1, sections: [section("s", [RecordedItem(id: "a", label: "a")])]),
    ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func appliesFromTwoQueuesAreWarnedOnce() throws {
    let sections = [section("s", [])]
    let result = try check([
      ApplyEvent(seq: 1, time: 0, sections: sections, queue: "main"),
      ApplyEvent(seq: 2, time: 1, sections: sections, queue: "bg"),
      ApplyEvent(seq: 3, time: 2, sections: sections, queue: "main"),
      ApplyEvent(seq: 4, time: 3, sections: sections, queue: "bg"),
    ])
    #expect(result.diagnostics.map(\.category) == [.mixedQueues])
    #expect(result.diagnostics.first?.line == 3)
  }

  @Test func sustainedRapidLargeAppliesAreOneWarning() throws {
    let thresholds = RecordingLintThresholds(
      largeSnapshotItems: 10, rapidInterval: 0.1, rapidRunLength: 5)
    let large = [section("s", (0..<10).map { RecordedItem(id: .integer($0)) })]
    let events = (1...6).map { ApplyEvent(seq: $0, time: Double($0) * 0.05, sections: large) }
    let result = try check(events, thresholds: thresholds)
    #expect(
      result.diagnostics.map(\.description) == [
        "rec.jsonl:2: warning: 6 snapshots of 10 or more items (up to 10) applied less than "
          + "100 ms apart, through seq 6 (closest 50 ms); each apply diffs the whole snapshot, so "
          + "the list will drop frames: coalesce updates (seq 1)"
      ])
  }

  @Test func shortBurstsAndSmallListsAreNotRapidApplies() throws {
    let thresholds = RecordingLintThresholds(
      largeSnapshotItems: 10, rapidInterval: 0.1, rapidRunLength: 5)
    let large = [section("s", (0..<10).map { RecordedItem(id: .integer($0)) })]
    let small = [section("s", (0..<9).map { RecordedItem(id: .integer($0)) })]
    // Four large applies 50 ms apart, a pause, then many small ones 10 ms apart.
    var events = (1...4).map { ApplyEvent(seq: $0, time: Double($0) * 0.05, sections: large) }
    events += (5...20).map { ApplyEvent(seq: $0, time: 1 + Double($0) * 0.01, sections: small) }
    #expect(try check(events, thresholds: thresholds).diagnostics.isEmpty)
  }

  @Test func defaultThresholdsAreAThousandItemsAndATenthOfASecond() {
    let thresholds = RecordingLintThresholds()
    #expect(thresholds.largeSnapshotItems == 1000)
    #expect(thresholds.rapidInterval == 0.1)
    #expect(thresholds.rapidRunLength == 5)
  }

  @Test func readerWarningsBecomeCheckWarnings() {
    let result = RecordingCheck(contentsOf: Fixtures.url("seq-gap.jsonl"), name: "g.jsonl")
    #expect(result.isValid)
    #expect(
      result.diagnostics.map(\.description) == [
        "g.jsonl:3: warning: seq jumps from 1 to 4; 2 events were lost"
      ])
  }

  @Test func summaryLineCountsFilesErrorsAndWarnings() throws {
    let invalid = RecordingCheck(contentsOf: Fixtures.url("no-such.jsonl"), name: "no-such.jsonl")
    let warned = RecordingCheck(contentsOf: Fixtures.url("seq-gap.jsonl"), name: "g.jsonl")
    #expect(
      RecordingCheck.summaryLine(for: [invalid, warned])
        == "checked 2 recordings: 1 invalid, 1 error, 1 warning")
  }
}

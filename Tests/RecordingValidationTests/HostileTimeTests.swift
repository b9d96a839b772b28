import Foundation
import RecordingFormat
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import RecordingValidation

/// Times anywhere in the finite range of `Double` are linted without a trap.
@Suite struct HostileTimeTests {
  private func check(_ lines: [String], thresholds: RecordingLintThresholds) throws
    -> RecordingCheck
  {
    let url = try ScratchDirectory.file(prefix: "RecordingValidationTests")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let text = ([#"{"format":"snapshot-replay","version":1}"#] + lines).joined(separator: "\n")
    try Data((text + "\n").utf8).write(to: url)
    return RecordingCheck(contentsOf: url, name: "rec.jsonl", thresholds: thresholds)
  }

  /// A time error makes the reader drop an event, so the linter's previous apply can be 1e308 s
  /// later than the next one: that interval is not minus infinity milliseconds.
  @Test func rapidAppliesAfterAHugeTimeAndATimeErrorAreLinted() throws {
    let result = try check(
      [
        #"{"type":"apply","seq":1,"time":1e308,"sections":[{"id":"s","items":[1]}]}"#,
        #"{"type":"marker","time":0,"label":"back"}"#,
        #"{"type":"apply","seq":2,"time":0,"sections":[{"id":"s","items":[1]}]}"#,
      ],
      thresholds: RecordingLintThresholds(largeSnapshotItems: 1, rapidRunLength: 2))
    #expect(
      result.diagnostics.map(\.description) == [
        "rec.jsonl:2: warning: 2 snapshots of 1 or more items (up to 1) applied less than 100 ms "
          + "apart, through seq 2 (closest 0 ms); each apply diffs the whole snapshot, so the list "
          + "will drop frames: coalesce updates (seq 1)",
        "rec.jsonl:3: error: time goes backwards: 0.0 is earlier than 1e+308 on line 2",
      ])
  }

  @Test func aHugeRapidIntervalThresholdIsPrinted() throws {
    let result = try check(
      [
        #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[1]}]}"#,
        #"{"type":"apply","seq":2,"time":1e308,"sections":[{"id":"s","items":[1]}]}"#,
      ],
      thresholds: RecordingLintThresholds(
        largeSnapshotItems: 1, rapidInterval: .greatestFiniteMagnitude, rapidRunLength: 2))
    #expect(
      result.diagnostics.map(\.message).first?.contains(
        "applied less than 9223372036854775807 ms apart") == true)
  }

  @Test func saturatingConversionClampsEveryDouble() {
    #expect(Int(saturating: 2.9) == 2)
    #expect(Int(saturating: -2.9) == -2)
    #expect(Int(saturating: .nan) == 0)
    #expect(Int(saturating: .infinity) == .max)
    #expect(Int(saturating: -.infinity) == .min)
    #expect(Int(saturating: 0x1p63) == .max)
    #expect(Int(saturating: -0x1p63) == .min)
    #expect(Int(saturating: 0x1p62) == 1 << 62)
  }
}

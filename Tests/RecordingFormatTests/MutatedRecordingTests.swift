import Foundation
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import RecordingFormat

/// Random corruptions of a valid recording are read as events or typed errors, never a trap.
@Suite struct MutatedRecordingTests {
  @Test func corruptedBytesGiveEventsOrLocatedErrors() throws {
    let original = try Data(contentsOf: Fixtures.url("unknown-keys.jsonl"))
    let url = try ScratchDirectory.file(prefix: "RecordingFormatTests")
    let replacements = Array(#"{}[]",:0123456789.-eE\ntruxyz"#.utf8) + [0x0A, 0x00, 0xFF]
    var generator = SplitMix64(seed: 2026)
    var errors = 0
    for _ in 0..<400 {
      var bytes = [UInt8](original)
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        if Bool.random(using: &generator) {
          bytes[index] = replacements.randomElement(using: &generator) ?? 0
        } else {
          bytes.remove(at: index)
        }
      }
      try Data(bytes).write(to: url)
      do throws(RecordingError) {
        let reader = try RecordingReader(contentsOf: url, name: "m.jsonl")
        while try reader.next() != nil {}
      } catch {
        errors += 1
        #expect(error.file == "m.jsonl")
        #expect(error.description.hasPrefix("m.jsonl"))
      }
    }
    // Most single-byte corruptions of JSON are detected.
    #expect(errors > 200)
  }
}

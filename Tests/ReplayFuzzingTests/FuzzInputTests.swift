import Foundation
import ReplayTestSupport
import Testing

@testable import ReplayFuzzing

/// Every committed fuzz input — the seed corpus and each crash the fuzzer found — runs through
/// the fuzzer's pipeline in the ordinary test run, so a fixed crash stays fixed without a fuzzing
/// build.
@Suite struct FuzzInputTests {
  static let fuzz = PackageFiles.root.appendingPathComponent("Fuzz")

  static func inputs(_ folder: String) -> [String] {
    let directory = fuzz.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
  }

  static func data(_ folder: String, _ name: String) throws -> Data {
    try Data(contentsOf: fuzz.appendingPathComponent(folder).appendingPathComponent(name))
  }

  @Test(arguments: inputs("Regressions"))
  func crashFoundByTheFuzzerRunsThrough(_ name: String) throws {
    _ = RecordingPipeline.run(try Self.data("Regressions", name))
  }

  @Test(arguments: inputs("Corpus"))
  func seedRunsThrough(_ name: String) throws {
    _ = RecordingPipeline.run(try Self.data("Corpus", name))
  }

  @Test func theCorpusIsSmallAndReachesTheTimeline() throws {
    let seeds = Self.inputs("Corpus")
    #expect(seeds.count >= 10)
    var framesBuilt = 0
    for name in seeds {
      let data = try Self.data("Corpus", name)
      #expect(data.count <= 4096, "\(name) is \(data.count) bytes; seeds stay tiny")
      framesBuilt += RecordingPipeline.run(data).frames
    }
    #expect(framesBuilt > 0)
  }

  @Test func aDemoRecordingGoesThroughEveryStage() throws {
    let data = try Data(contentsOf: PackageFiles.demoRecording("wifi-settings.jsonl"))
    let outcome = RecordingPipeline.run(data)
    #expect(outcome.applies == 11)
    #expect(outcome.transitions == 10 + 1)
    #expect(outcome.frames == 2 * (RecordingPipeline.firstFrames + 1))  // fixed options, then hints
    #expect(outcome.stoppedBy == nil)
  }
}

/// The fuzzer's format-aware mutations.
@Suite struct RecordingMutatorTests {
  let line = Array(
    #"{"type":"apply","seq":3,"time":0.5,"sections":[{"id":"s","items":[-7]}]}"#.utf8)

  @Test func numberLiteralsOutsideStringsAreFound() {
    let ranges = RecordingMutator.numberRanges(line)
    #expect(ranges.map { String(decoding: line[$0], as: UTF8.self) } == ["3", "0.5", "-7"])
  }

  @Test func stringContentsAreFound() {
    let bytes = Array(#"{"a":"x\"y","b":""}"#.utf8)
    #expect(
      RecordingMutator.stringRanges(bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
        == ["a", #"x\"y"#, "b", ""])
  }

  @Test func mutationsAreDeterministicAndBounded() {
    var changed = 0
    var reachedTheLargestSeq = false
    for seed in UInt64(0)..<400 {
      var first = line
      var second = line
      let didChange = RecordingMutator.mutate(&first, seed: seed, maximumSize: 120)
      RecordingMutator.mutate(&second, seed: seed, maximumSize: 120)
      #expect(first == second)
      #expect(first.count <= 120)
      if didChange { changed += 1 }
      if String(decoding: first, as: UTF8.self).contains(#""seq":9223372036854775807"#) {
        reachedTheLargestSeq = true
      }
    }
    #expect(changed > 200)
    #expect(reachedTheLargestSeq)
  }
}

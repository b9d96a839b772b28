import Foundation
import ReplayTestSupport
import Testing

/// `verify --suite` split into shards run as separate processes, merged by `snapreplay merge`,
/// against one unsharded run of the same suite.
@Suite struct SuiteShardTests {
  /// A suite of five tiny recordings of different lengths (so balancing by frames matters),
  /// goldens recorded, then one recording changed so that the suite has a failure.
  static func makeSuite() throws -> (root: URL, suite: URL) {
    let root = try ScratchDirectory.make("suite-shard")
    let suite = root.appendingPathComponent("suite")
    try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
    let colors = ["#FF0000", "#00AA00", "#0000FF", "#AA00AA", "#00AAAA", "#AAAA00", "#333333"]
    for (recording, applies) in [("a", 2), ("b", 5), ("c", 3), ("d", 7), ("e", 2)] {
      try Self.recording(applies: applies, colors: colors)
        .write(
          to: suite.appendingPathComponent("\(recording).jsonl"), atomically: true, encoding: .utf8)
    }
    let record = try RenderShardTests.run(
      [
        "verify", "--suite", suite.path, "--record", "missing", "--artifacts",
        root.appendingPathComponent("record-artifacts").path,
      ])
    #expect(record.exitCode == 1, "\(record.standardError)")
    var changed = colors
    changed[1] = "#FFFFFF"
    try Self.recording(applies: 5, colors: changed)
      .write(to: suite.appendingPathComponent("b.jsonl"), atomically: true, encoding: .utf8)
    return (root, suite)
  }

  /// A grid whose items arrive one per apply, every half second.
  static func recording(applies: Int, colors: [String]) -> String {
    var lines = [
      #"{"format":"snapshot-replay","version":1,"render":{"layout":"grid","columns":3,"#
        + #""cellSize":"6x6","spacing":0,"padding":0,"cornerRadius":0,"fps":10,"hold":0}}"#
    ]
    for seq in 1...applies {
      let items = (0..<seq).map { #"{"id":"i\#($0)","color":"\#(colors[$0 % colors.count])"}"# }
      lines.append(
        #"{"type":"apply","seq":\#(seq),"time":\#(Double(seq - 1) / 2),"sections":[{"id":"s","#
          + #""items":[\#(items.joined(separator: ","))]}]}"#)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One unsharded run's outputs: exit status, summary text and JSON document.
  struct Outputs: Equatable {
    var exitCode: Int32
    var summary: String
    var json: String
    var junit: String
  }

  static func unsharded(_ suite: URL, artifacts: URL) throws -> Outputs {
    let common = [
      "verify", "--suite", suite.path, "--record", "never", "--artifacts", artifacts.path,
    ]
    let junit = artifacts.deletingLastPathComponent().appendingPathComponent("unsharded.xml")
    let text = try RenderShardTests.run(common + ["--junit", junit.path])
    let json = try RenderShardTests.run(common + ["--json"])
    #expect(text.exitCode == json.exitCode)
    return Outputs(
      exitCode: text.exitCode, summary: text.standardOutput, json: json.standardOutput,
      junit: try String(contentsOf: junit, encoding: .utf8))
  }

  /// Runs `count` shards at once, one process each, with `environment(index)` and `flags(index)`,
  /// then merges them; returns the merge's outputs.
  static func sharded(
    _ suite: URL, artifacts: URL, results: URL, count: Int,
    flags: ((Int) -> [String])? = nil,
    environment: (Int) -> [String: String] = { _ in [:] }
  ) throws -> Outputs {
    let running = try (1...count).map { index in
      try RunningCommand.start(
        [
          "verify", "--suite", suite.path, "--record", "never", "--artifacts", artifacts.path,
          "--results", results.path,
        ] + (flags?(index) ?? ["--shard", "\(index)/\(count)"]),
        environment: RenderShardTests.noEngine.merging(environment(index)) { $1 })
    }
    for (offset, process) in running.enumerated() {
      let run = process.waitForExit()
      #expect(run.exitCode == 0 || run.exitCode == 1, "shard \(offset + 1): \(run.standardError)")
      #expect(run.standardError.hasPrefix("shard \(offset + 1)/\(count) (from "))
    }
    let output = results.appendingPathComponent("merged")
    let merge = try RenderShardTests.run(
      ["merge", results.path, "--expect", "\(count)", "-o", output.path])
    let mergeJSON = try RenderShardTests.run(
      ["merge", results.path, "--expect", "\(count)", "-o", output.path, "--json"])
    let written = try String(
      contentsOf: output.appendingPathComponent("summary.json"), encoding: .utf8)
    #expect(written == mergeJSON.standardOutput)
    let junit = try String(contentsOf: output.appendingPathComponent("junit.xml"), encoding: .utf8)
    return Outputs(
      exitCode: merge.exitCode, summary: merge.standardOutput, json: written, junit: junit)
  }

  @Test(arguments: [1, 3, 7])
  func mergedShardsGiveTheUnshardedRunsVerdictsAndDocuments(count: Int) throws {
    let (root, suite) = try Self.makeSuite()
    defer { ScratchDirectory.remove(root) }
    let artifacts = root.appendingPathComponent("artifacts")
    let single = try Self.unsharded(suite, artifacts: artifacts)
    #expect(single.exitCode == 1)
    #expect(single.summary.contains("FAIL b.jsonl"))
    #expect(single.summary.contains("PASS d.jsonl"))
    #expect(single.junit.components(separatedBy: "<testcase ").count == 6)
    let merged = try Self.sharded(
      suite, artifacts: artifacts, results: root.appendingPathComponent("results"), count: count)
    #expect(merged == single)
  }

  @Test(arguments: 0..<5)
  func eachEnginesShardsMergeLikeTheFlag(engine: Int) throws {
    let (root, suite) = try Self.makeSuite()
    defer { ScratchDirectory.remove(root) }
    let artifacts = root.appendingPathComponent("artifacts")
    let single = try Self.unsharded(suite, artifacts: artifacts)
    let variables = ShardEnvironmentTests.engines[engine].variables
    let merged = try Self.sharded(
      suite, artifacts: artifacts, results: root.appendingPathComponent("results"), count: 3,
      flags: { _ in [] }, environment: { variables($0, 3) })
    #expect(merged == single)
  }

  @Test func shardsAreBalancedByFramesAndEachFragmentSaysWhatItHolds() throws {
    let (root, suite) = try Self.makeSuite()
    defer { ScratchDirectory.remove(root) }
    let results = root.appendingPathComponent("results")
    _ = try Self.sharded(
      suite, artifacts: root.appendingPathComponent("artifacts"), results: results, count: 2)
    func assigned(_ index: Int) throws -> [String] {
      let data = try Data(contentsOf: results.appendingPathComponent("shard-\(index)-of-2.json"))
      let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
      #expect(object["format"] as? String == "snapreplay-suite-shard")
      #expect(object["tool"] is String)
      #expect((object["suite"] as? String)?.count == 64)
      #expect(
        object["recordings"] as? [String]
          == ["a.jsonl", "b.jsonl", "c.jsonl", "d.jsonl", "e.jsonl"])
      return try #require(object["assigned"] as? [String])
    }
    // d (7 applies) is the heaviest: alone against b (5), then the lighter ones fill in.
    #expect(try assigned(1) == ["a.jsonl", "d.jsonl"])
    #expect(try assigned(2) == ["b.jsonl", "c.jsonl", "e.jsonl"])
  }

  @Test func aKilledShardsFragmentIsMissingAndMergeNamesIt() throws {
    let (root, suite) = try Self.makeSuite()
    defer { ScratchDirectory.remove(root) }
    let results = root.appendingPathComponent("results")
    let artifacts = root.appendingPathComponent("artifacts")
    let arguments = [
      "verify", "--suite", suite.path, "--record", "never", "--artifacts", artifacts.path,
      "--results", results.path,
    ]
    for index in [1, 3] {
      let run = try RenderShardTests.run(arguments + ["--shard", "\(index)/3"])
      #expect(run.exitCode <= 1, "\(run.standardError)")
    }
    let killed = try RunningCommand.start(
      arguments + ["--shard", "2/3"], environment: RenderShardTests.noEngine)
    kill(killed.processIdentifier, SIGKILL)
    #expect(killed.waitForExit().terminationReason == .uncaughtSignal)
    let merge = try RenderShardTests.run(
      ["merge", results.path, "--expect", "3", "-o", root.appendingPathComponent("m").path])
    #expect(merge.exitCode == 1)
    #expect(
      merge.standardError
        == "snapreplay: error: shard 2/3 is missing (no shard-2-of-3.json): rerun it or merge "
        + "once it has finished\n")
  }

  @Test func fragmentsOfAnotherRunAreRefused() throws {
    let (root, suite) = try Self.makeSuite()
    defer { ScratchDirectory.remove(root) }
    let results = root.appendingPathComponent("results")
    let artifacts = root.appendingPathComponent("artifacts")
    func shard(_ text: String, _ extra: [String] = []) throws {
      let run = try RenderShardTests.run(
        [
          "verify", "--suite", suite.path, "--record", "never", "--artifacts", artifacts.path,
          "--results", results.path, "--shard", text,
        ] + extra)
      #expect(run.exitCode <= 1, "\(run.standardError)")
    }
    try shard("1/2")
    try shard("2/2", ["--threshold", "0.5"])
    let merge = try RenderShardTests.run(
      ["merge", results.path, "--expect", "2", "-o", root.appendingPathComponent("m").path])
    #expect(merge.exitCode == 1)
    #expect(
      merge.standardError
        == "snapreplay: error: \(results.path)/shard-2-of-2.json does not belong with "
        + "\(results.path)/shard-1-of-2.json: another suite, or the same one with other "
        + "recordings or options\n")
    try shard("1/3")
    let wrongCount = try RenderShardTests.run(
      ["merge", results.path, "--expect", "2", "-o", root.appendingPathComponent("m").path])
    #expect(wrongCount.exitCode == 1)
    #expect(
      wrongCount.standardError.contains("shard-1-of-3.json is a shard of a 3-shard run, not of 2"))
  }

  @Test func theCacheSkipsUnchangedPassingRecordingsWithTheSameOutputs() throws {
    let (root, suite) = try Self.makeSuite()
    defer { ScratchDirectory.remove(root) }
    let cache = root.appendingPathComponent("cache")
    let arguments = [
      "verify", "--suite", suite.path, "--record", "never", "--artifacts",
      root.appendingPathComponent("artifacts").path, "--json", "--cache", cache.path,
    ]
    let first = try RenderShardTests.run(arguments)
    #expect(first.exitCode == 1)
    #expect(
      first.standardError
        == "skipped 0 of 5 recordings: unchanged since a passing run (--cache \(cache.path))\n")
    let second = try RenderShardTests.run(arguments)
    #expect(second.exitCode == 1)
    // Four passed and are skipped; b failed, so it runs again.
    #expect(
      second.standardError
        == "skipped 4 of 5 recordings: unchanged since a passing run (--cache \(cache.path))\n")
    #expect(second.standardOutput == first.standardOutput)
    // A changed golden is no longer the same: that recording runs again.
    let golden = suite.appendingPathComponent("a/frame-000000.png")
    var bytes = try Data(contentsOf: golden)
    bytes.append(0)
    try bytes.write(to: golden)
    let third = try RenderShardTests.run(arguments)
    #expect(third.standardError.hasPrefix("skipped 3 of 5 recordings"))
  }
}

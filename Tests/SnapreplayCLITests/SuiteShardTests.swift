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

  /// One run's outputs: exit status, summary text, JSON document, JUnit XML and the verify
  /// report's page and pictures (by path inside the report).
  struct Outputs: Equatable {
    var exitCode: Int32
    var summary: String
    var json: String
    var junit: String
    var report: Report
  }

  /// A verify report as written: its page and every file under `images/`.
  struct Report: Equatable {
    var page: String
    var images: [String: Data]

    init(_ directory: URL) throws {
      page = try String(
        contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
      images = [:]
      let root = directory.appendingPathComponent("images")
      for path in FileManager.default.subpaths(atPath: root.path) ?? [] {
        let file = root.appendingPathComponent(path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory),
          !isDirectory.boolValue
        {
          images[path] = try Data(contentsOf: file)
        }
      }
    }
  }

  /// Options every run of the tests' suite is verified with, which the report shows: the
  /// recordings' own frame rate and a tolerance that still fails the changed recording.
  static let options = ["--fps", "10", "--threshold", "0.2"]

  static func unsharded(_ suite: URL, artifacts: URL) throws -> Outputs {
    let common =
      [
        "verify", "--suite", suite.path, "--record", "never", "--artifacts", artifacts.path,
      ] + options
    let junit = artifacts.deletingLastPathComponent().appendingPathComponent("unsharded.xml")
    let report = artifacts.deletingLastPathComponent().appendingPathComponent("unsharded-report")
    let text = try RenderShardTests.run(common + ["--junit", junit.path, "--report", report.path])
    let json = try RenderShardTests.run(common + ["--json"])
    #expect(text.exitCode == json.exitCode)
    return Outputs(
      exitCode: text.exitCode, summary: text.standardOutput, json: json.standardOutput,
      junit: try String(contentsOf: junit, encoding: .utf8), report: try Report(report))
  }

  /// Runs `count` shards at once, one process each, with `environment(index)` and `flags(index)`,
  /// then merges them; returns the merge's outputs.
  static func sharded(
    _ suite: URL, artifacts: URL?, results: URL, count: Int, mergeFrom moved: URL? = nil,
    flags: ((Int) -> [String])? = nil,
    environment: (Int) -> [String: String] = { _ in [:] }
  ) throws -> Outputs {
    let running = try (1...count).map { index in
      try RunningCommand.start(
        [
          "verify", "--suite", suite.path, "--record", "never", "--results", results.path,
        ] + options + (artifacts.map { ["--artifacts", $0.path] } ?? [])
          + (flags?(index) ?? ["--shard", "\(index)/\(count)"]),
        environment: RenderShardTests.noEngine.merging(environment(index)) { $1 })
    }
    for (offset, process) in running.enumerated() {
      let run = process.waitForExit()
      #expect(run.exitCode == 0 || run.exitCode == 1, "shard \(offset + 1): \(run.standardError)")
      #expect(run.standardError.hasPrefix("shard \(offset + 1)/\(count) (from "))
    }
    var merged = results
    if let moved {
      try FileManager.default.moveItem(at: results, to: moved)
      merged = moved
    }
    let output = merged.appendingPathComponent("merged")
    let merge = try RenderShardTests.run(
      ["merge", merged.path, "--expect", "\(count)", "-o", output.path])
    let mergeJSON = try RenderShardTests.run(
      ["merge", merged.path, "--expect", "\(count)", "-o", output.path, "--json"])
    let written = try String(
      contentsOf: output.appendingPathComponent("summary.json"), encoding: .utf8)
    #expect(written == mergeJSON.standardOutput)
    let junit = try String(contentsOf: output.appendingPathComponent("junit.xml"), encoding: .utf8)
    return Outputs(
      exitCode: merge.exitCode, summary: merge.standardOutput, json: written, junit: junit,
      report: try Report(output.appendingPathComponent("report")))
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
    #expect(single.report.page.contains(#""outcome":"failed""#))
    #expect(single.report.page.contains(#""arguments":["--fps","10"]"#))
    #expect(single.report.page.contains(#""tolerance":"--threshold 0.2""#))
    #expect(single.report.images.keys.contains { $0.hasPrefix("1-b/diff/") })
    #expect(single.report.images.keys.contains { $0.hasPrefix("1-b/actual/") })
    let merged = try Self.sharded(
      suite, artifacts: artifacts, results: root.appendingPathComponent("results"), count: count)
    // Everything byte for byte, the report's page and pictures included.
    #expect(merged == single)
  }

  @Test func theMergedReportTakesEachShardsPicturesFromWhereItsResultsAreNow() throws {
    let (root, suite) = try Self.makeSuite()
    defer { ScratchDirectory.remove(root) }
    let single = try Self.unsharded(suite, artifacts: root.appendingPathComponent("artifacts"))
    // The shards write their artifacts into results/artifacts, then the directory moves, as
    // a CI job downloads it elsewhere: the fragments' paths name the old place.
    let results = root.appendingPathComponent("results")
    let moved = root.appendingPathComponent("downloaded")
    let merged = try Self.sharded(
      suite, artifacts: nil, results: results, count: 3, mergeFrom: moved)
    #expect(!FileManager.default.fileExists(atPath: results.path))
    #expect(merged.exitCode == 1)
    #expect(merged.report == single.report)
    #expect(merged.json.contains(moved.appendingPathComponent("artifacts/b/actual").path))
    #expect(!merged.json.contains(results.path + "/"))
  }

  @Test func mergeLeavesAReportFolderHoldingOtherFilesAloneWithoutForce() throws {
    let (root, suite) = try Self.makeSuite()
    defer { ScratchDirectory.remove(root) }
    let results = root.appendingPathComponent("results")
    _ = try Self.sharded(
      suite, artifacts: root.appendingPathComponent("artifacts"), results: results, count: 2)
    let output = root.appendingPathComponent("out")
    let report = output.appendingPathComponent("report")
    try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: report.appendingPathComponent("notes.txt"))
    let merge = try RenderShardTests.run(
      ["merge", results.path, "--expect", "2", "-o", output.path])
    #expect(merge.exitCode == 64)
    #expect(
      merge.standardError
        == "\(report.path): error: refusing to write the verify report into a directory that "
        + "holds other files (notes.txt) and no index.html of an earlier verify report; use "
        + "--force to write there anyway, or another directory (-o)\n")
    #expect(
      !FileManager.default.fileExists(atPath: output.appendingPathComponent("summary.json").path))
    let forced = try RenderShardTests.run(
      ["merge", results.path, "--expect", "2", "-o", output.path, "--force"])
    #expect(forced.exitCode == 1)
    #expect(
      FileManager.default.fileExists(atPath: report.appendingPathComponent("index.html").path))
    #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("notes.txt").path))
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
    // Asking for animated goldens over PNG goldens is not the run that passed: nothing is
    // skipped, and each passing recording is told it needs --record all to switch.
    let apng = try RenderShardTests.run(arguments + ["--golden-format", "apng"])
    #expect(apng.standardError.hasPrefix("skipped 0 of 5 recordings"))
    #expect(apng.exitCode == 1)
  }
}

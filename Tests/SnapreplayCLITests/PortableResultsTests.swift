import Foundation
import ReplayTestSupport
import Testing

/// Results written relative to the suite's root: the same suite checked out at three different
/// paths, one shard in each, merged in a fourth checkout, gives byte for byte what one unsharded
/// run there gives.
@Suite struct PortableResultsTests {
  /// Copies `source` (a checkout) to `destination`, creating the parents.
  static func copy(_ source: URL, to destination: URL) throws {
    try FileManager.default.createDirectory(
      at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: source, to: destination)
  }

  /// Runs `snapreplay` in `directory` with no engine's shard variables.
  static func run(_ arguments: [String], in directory: URL) throws -> CommandRun {
    try CommandRun.snapreplay(
      arguments, currentDirectory: directory, environment: RenderShardTests.noEngine,
      timeout: 120)
  }

  @Test func shardsAtThreePathsMergeToTheBytesOfOneRun() throws {
    let (made, _) = try SuiteShardTests.makeSuite()
    defer { ScratchDirectory.remove(made) }
    let suite = made.appendingPathComponent("suite")
    // The merging checkout, and three shards' checkouts at other paths and depths.
    let main = made.appendingPathComponent("main")
    let checkouts = ["one", "two/deeper", "three/even/deeper"].map {
      made.appendingPathComponent($0)
    }
    for checkout in [main] + checkouts {
      try Self.copy(suite, to: checkout.appendingPathComponent("suite"))
    }
    let common =
      ["verify", "--suite", "suite", "--record", "never", "--artifacts", "artifacts"]
      + SuiteShardTests.options

    // One unsharded run in the merging checkout; then its artifacts go, as on a fresh machine.
    let text = try Self.run(
      common + ["--junit", "unsharded.xml", "--report", "unsharded-report"], in: main)
    let json = try Self.run(common + ["--json"], in: main)
    #expect(text.exitCode == 1, "\(text.standardError)")
    #expect(json.standardOutput.contains(#""recording": "suite/b.jsonl""#))
    #expect(!json.standardOutput.contains(main.path + "/suite"))
    let single = SuiteShardTests.Outputs(
      exitCode: text.exitCode, summary: text.standardOutput, json: json.standardOutput,
      junit: try String(
        contentsOf: main.appendingPathComponent("unsharded.xml"), encoding: .utf8),
      report: try SuiteShardTests.Report(main.appendingPathComponent("unsharded-report")))
    try FileManager.default.removeItem(at: main.appendingPathComponent("artifacts"))

    // Shard k of 3 in checkout k; its results and artifacts are then brought to the merging
    // checkout, as a CI job downloads them.
    for (offset, checkout) in checkouts.enumerated() {
      let shard = try Self.run(
        common + ["--results", "results", "--shard", "\(offset + 1)/3"], in: checkout)
      #expect(shard.exitCode == 0 || shard.exitCode == 1, "\(shard.standardError)")
      let fragment = try String(
        contentsOf: checkout.appendingPathComponent("results/shard-\(offset + 1)-of-3.json"),
        encoding: .utf8)
      #expect(!fragment.contains(checkout.path), "the fragment names its checkout")
      #expect(fragment.contains(#""root": "..""#))
      try Self.copy(
        checkout.appendingPathComponent("results"),
        to: main.appendingPathComponent("results-\(offset + 1)"))
      for name
        in (try? FileManager.default.contentsOfDirectory(
          atPath: checkout.appendingPathComponent("artifacts").path)) ?? []
      {
        try Self.copy(
          checkout.appendingPathComponent("artifacts/\(name)"),
          to: main.appendingPathComponent("artifacts/\(name)"))
      }
    }
    let merge = try Self.run(
      ["merge", "results-1", "results-2", "results-3", "--expect", "3", "-o", "merged"], in: main)
    let merged = main.appendingPathComponent("merged")
    let outputs = SuiteShardTests.Outputs(
      exitCode: merge.exitCode, summary: merge.standardOutput,
      json: try String(contentsOf: merged.appendingPathComponent("summary.json"), encoding: .utf8),
      junit: try String(contentsOf: merged.appendingPathComponent("junit.xml"), encoding: .utf8),
      report: try SuiteShardTests.Report(merged.appendingPathComponent("report")))
    #expect(outputs.json == single.json)
    #expect(outputs.junit == single.junit)
    #expect(outputs.report == single.report)
    #expect(outputs == single)
  }

  @Test func rootNamesWherePathsStart() throws {
    let (made, suite) = try SuiteShardTests.makeSuite()
    defer { ScratchDirectory.remove(made) }
    let run = try Self.run(
      [
        "verify", "--suite", suite.path, "--record", "never", "--artifacts", "artifacts",
        "--root", made.path, "--json",
      ] + SuiteShardTests.options, in: made)
    #expect(run.exitCode == 1)
    #expect(run.standardOutput.contains(#""goldens": "suite/b""#))
    #expect(run.standardOutput.contains(#""actualDirectory": "artifacts/b/actual""#))
    // An artifacts directory given outside the root stays absolute.
    let outside = try ScratchDirectory.make("portable-outside")
    defer { ScratchDirectory.remove(outside) }
    let elsewhere = try Self.run(
      [
        "verify", "--suite", suite.path, "--record", "never", "--artifacts", outside.path,
        "--root", made.path, "--json",
      ] + SuiteShardTests.options, in: made)
    #expect(
      elsewhere.standardOutput.contains(
        #""actualDirectory": "\#(outside.appendingPathComponent("b/actual").path)""#))
  }
}

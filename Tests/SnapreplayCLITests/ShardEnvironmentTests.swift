import Foundation
import ReplayTestSupport
import Testing

/// The shard taken from each engine's environment, as `render --shard` would take the flag.
@Suite struct ShardEnvironmentTests {
  let small = CommandRun.fixture("render-small.jsonl").path

  /// Each engine's variables for shard `index` (1-based) of `count`.
  static let engines: [(name: String, variables: @Sendable (Int, Int) -> [String: String])] = [
    (
      "Kubernetes Indexed Job",
      { ["JOB_COMPLETION_INDEX": "\($0 - 1)", "SNAPREPLAY_SHARD_COUNT": "\($1)"] }
    ),
    ("GitLab", { ["CI_NODE_INDEX": "\($0)", "CI_NODE_TOTAL": "\($1)"] }),
    ("CircleCI", { ["CIRCLE_NODE_INDEX": "\($0 - 1)", "CIRCLE_NODE_TOTAL": "\($1)"] }),
    (
      "Buildkite",
      { ["BUILDKITE_PARALLEL_JOB": "\($0 - 1)", "BUILDKITE_PARALLEL_JOB_COUNT": "\($1)"] }
    ),
    ("Bazel", { ["TEST_SHARD_INDEX": "\($0 - 1)", "TEST_TOTAL_SHARDS": "\($1)"] }),
  ]

  @Test(arguments: 0..<5)
  func eachEnginesShardsMergeIntoTheSingleRender(engine: Int) throws {
    let (name, variables) = Self.engines[engine]
    let directory = try ScratchDirectory.make("shard-env")
    defer { ScratchDirectory.remove(directory) }
    let whole = directory.appendingPathComponent("whole")
    #expect(try RenderShardTests.run(["render", small, "-o", whole.path, "--quiet"]).exitCode == 0)
    var parts: [String] = []
    for index in 1...3 {
      let part = directory.appendingPathComponent("part-\(index)").path
      let environment = variables(index, 3)
      let run = try RenderShardTests.run(
        ["render", small, "-o", part, "--quiet"], environment: environment)
      #expect(run.exitCode == 0, "\(run.standardError)")
      #expect(run.standardError.hasPrefix("shard \(index)/3 (from \(name) "))
      parts.append(part)
    }
    let merged = directory.appendingPathComponent("merged")
    let merge = try RenderShardTests.run(["merge-frames"] + parts + ["-o", merged.path])
    #expect(merge.exitCode == 0, "\(merge.standardError)")
    #expect(try RenderShardTests.contents(of: merged) == RenderShardTests.contents(of: whole))
  }

  @Test func theSourceLineNamesTheVariablesAndTheirValues() throws {
    let directory = try ScratchDirectory.make("shard-env")
    defer { ScratchDirectory.remove(directory) }
    let run = try RenderShardTests.run(
      ["render", small, "-o", directory.path, "--quiet"],
      environment: ["JOB_COMPLETION_INDEX": "0", "SNAPREPLAY_SHARD_COUNT": "2"])
    #expect(
      run.standardError
        == "shard 1/2 (from Kubernetes Indexed Job JOB_COMPLETION_INDEX=0 "
        + "SNAPREPLAY_SHARD_COUNT=2)\n")
  }

  @Test func bazelsStatusFileIsTouched() throws {
    let directory = try ScratchDirectory.make("shard-env")
    defer { ScratchDirectory.remove(directory) }
    let status = directory.appendingPathComponent("shard-status")
    let run = try RenderShardTests.run(
      ["render", small, "-o", directory.appendingPathComponent("frames").path, "--quiet"],
      environment: [
        "TEST_SHARD_INDEX": "1", "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_STATUS_FILE": status.path,
      ])
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(FileManager.default.fileExists(atPath: status.path))
  }

  @Test(arguments: [
    (
      ["CI_NODE_INDEX": "4", "CI_NODE_TOTAL": "3"],
      "snapreplay: error: invalid shard from GitLab CI_NODE_INDEX=4 CI_NODE_TOTAL=3: shard 4/3 does not "
        + "exist: shards are numbered 1…3\n"
    ),
    (
      ["JOB_COMPLETION_INDEX": "3", "SNAPREPLAY_SHARD_COUNT": "3"],
      "snapreplay: error: invalid shard from Kubernetes Indexed Job JOB_COMPLETION_INDEX=3 "
        + "SNAPREPLAY_SHARD_COUNT=3: the index must be within 0…2 (shard 4/3 does not exist: "
        + "shards are numbered 1…3)\n"
    ),
    (
      ["JOB_COMPLETION_INDEX": "1"],
      "snapreplay: error: JOB_COMPLETION_INDEX is set but SNAPREPLAY_SHARD_COUNT is not: set both to "
        + "shard, or neither\n"
    ),
    (
      ["CIRCLE_NODE_INDEX": "one", "CIRCLE_NODE_TOTAL": "3"],
      "snapreplay: error: invalid shard from CircleCI CIRCLE_NODE_INDEX=one CIRCLE_NODE_TOTAL=3: not whole "
        + "numbers\n"
    ),
    (
      [
        "CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "3", "BUILDKITE_PARALLEL_JOB": "1",
        "BUILDKITE_PARALLEL_JOB_COUNT": "3",
      ],
      "snapreplay: error: conflicting shards: 1/3 from CircleCI CIRCLE_NODE_INDEX=0 CIRCLE_NODE_TOTAL=3, "
        + "but 2/3 from Buildkite BUILDKITE_PARALLEL_JOB=1 BUILDKITE_PARALLEL_JOB_COUNT=3; "
        + "unset one or make them agree\n"
    ),
  ])
  func badOrConflictingValuesAreUsageErrors(environment: [String: String], message: String)
    throws
  {
    let directory = try ScratchDirectory.make("shard-env")
    defer { ScratchDirectory.remove(directory) }
    let run = try RenderShardTests.run(
      ["render", small, "-o", directory.path, "--quiet"], environment: environment)
    #expect(run.exitCode == 64)
    #expect(run.standardError == message)
  }

  @Test func theFlagMustAgreeWithTheEnvironment() throws {
    let directory = try ScratchDirectory.make("shard-env")
    defer { ScratchDirectory.remove(directory) }
    let agreeing = try RenderShardTests.run(
      ["render", small, "-o", directory.path, "--quiet", "--shard", "2/3"],
      environment: ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"])
    #expect(agreeing.exitCode == 0, "\(agreeing.standardError)")
    #expect(agreeing.standardError == "shard 2/3 (from --shard)\n")
    let conflicting = try RenderShardTests.run(
      ["render", small, "-o", directory.path, "--quiet", "--shard", "1/3"],
      environment: ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"])
    #expect(conflicting.exitCode == 64)
    #expect(
      conflicting.standardError
        == "snapreplay: error: conflicting shards: 1/3 from --shard, but 2/3 from GitLab CI_NODE_INDEX=2 "
        + "CI_NODE_TOTAL=3; unset one or make them agree\n")
  }

  @Test func aShardCannotBeExportedToAVideo() throws {
    let directory = try ScratchDirectory.make("shard-env")
    defer { ScratchDirectory.remove(directory) }
    let run = try RenderShardTests.run(
      ["render", small, "--gif", directory.appendingPathComponent("a.gif").path, "--shard", "1/2"])
    #expect(run.exitCode == 64)
    #expect(
      run.standardError.hasPrefix(
        "snapreplay: error: --gif, --video, --webp and --apng need every frame"))
  }
}

/// A single recording is never sharded: engines' variables leave `verify REC --golden` whole.
@Suite struct VerifyShardScopeTests {
  @Test func aSingleRecordingIgnoresTheEnginesVariables() throws {
    let directory = try ScratchDirectory.make("shard-scope")
    defer { ScratchDirectory.remove(directory) }
    let arguments = [
      "verify", CommandRun.fixture("render-small.jsonl").path, "--golden",
      directory.appendingPathComponent("goldens").path, "--artifacts",
      directory.appendingPathComponent("artifacts").path,
    ]
    // Records the goldens (whatever SNAPREPLAY_RECORD the test run has, as CI sets `never`).
    #expect(try RenderShardTests.run(arguments + ["--record", "missing"]).exitCode == 1)
    let run = try RenderShardTests.run(
      arguments, environment: ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(run.standardError == "")
  }

  @Test(arguments: ["--shard", "--results", "--cache"])
  func shardResultsAndCacheNeedASuite(flag: String) throws {
    let run = try RenderShardTests.run(
      ["verify", CommandRun.fixture("render-small.jsonl").path, "--golden", "g", flag, "1/2"])
    #expect(run.exitCode == 64)
    #expect(run.standardError.contains("\(flag) needs --suite"))
  }
}

import Foundation
import ReplayTestSupport
import Testing

/// `render --shard I/N` in separate processes, joined by `merge-frames`, against one render.
@Suite struct RenderShardTests {
  /// Nine frames at 10 fps, with holds, so parts cut through holds.
  let small = CommandRun.fixture("render-small.jsonl").path
  /// A recording with a marker, rendered with captions: the manifest lists markers.
  let captioned = CommandRun.fixture("valid.jsonl").path

  /// Every engine variable cleared, so the test's own environment (a CI job) cannot pick a
  /// shard.
  static let noEngine: [String: String] = [
    "JOB_COMPLETION_INDEX": "", "SNAPREPLAY_SHARD_COUNT": "", "CI_NODE_INDEX": "",
    "CI_NODE_TOTAL": "", "CIRCLE_NODE_INDEX": "", "CIRCLE_NODE_TOTAL": "",
    "BUILDKITE_PARALLEL_JOB": "", "BUILDKITE_PARALLEL_JOB_COUNT": "", "TEST_SHARD_INDEX": "",
    "TEST_TOTAL_SHARDS": "", "TEST_SHARD_STATUS_FILE": "",
  ]

  static func run(_ arguments: [String], environment: [String: String] = [:]) throws
    -> CommandRun
  {
    try CommandRun.snapreplay(
      arguments, environment: noEngine.merging(environment) { $1 }, timeout: 120)
  }

  /// Every file of a directory, by name.
  static func contents(of directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
    }
    return files
  }

  /// Renders `recording` whole, then in `count` shards (one process each, started together),
  /// merges them and expects the same files, byte for byte.
  func expectShardsMergeToTheWholeRender(
    _ recording: String, count: Int, options: [String] = []
  ) throws {
    let directory = try ScratchDirectory.make("render-shard")
    defer { ScratchDirectory.remove(directory) }
    let whole = directory.appendingPathComponent("whole")
    let single = try Self.run(["render", recording, "-o", whole.path, "--quiet"] + options)
    #expect(single.exitCode == 0, "\(single.standardError)")
    let parts = (1...count).map { directory.appendingPathComponent("part-\($0)") }
    let environment = Self.noEngine
    let running = try parts.enumerated().map { offset, part in
      try RunningCommand.start(
        ["render", recording, "-o", part.path, "--quiet", "--shard", "\(offset + 1)/\(count)"]
          + options, environment: environment)
    }
    for (offset, process) in running.enumerated() {
      let run = process.waitForExit()
      #expect(run.exitCode == 0, "shard \(offset + 1): \(run.standardError)")
      #expect(run.standardError == "shard \(offset + 1)/\(count) (from --shard)\n")
    }
    let merged = directory.appendingPathComponent("merged")
    let merge = try Self.run(
      ["merge-frames"] + parts.reversed().map(\.path) + ["-o", merged.path])
    #expect(merge.exitCode == 0, "\(merge.standardError)")
    let expected = try Self.contents(of: whole)
    let actual = try Self.contents(of: merged)
    #expect(actual.keys.sorted() == expected.keys.sorted())
    for (name, bytes) in expected where actual[name] != bytes {
      Issue.record("\(name) differs from the single render's (\(count) shards)")
    }
  }

  @Test(arguments: [1, 3, 7, 12])
  func shardsMergeIntoExactlyTheSingleRender(count: Int) throws {
    try expectShardsMergeToTheWholeRender(small, count: count)
  }

  @Test func captionsAndMarkersSurviveTheMerge() throws {
    try expectShardsMergeToTheWholeRender(
      captioned, count: 3, options: ["--captions", "--fps", "10"])
  }

  @Test func aShardHoldsItsFramesUnderTheirOwnNumbersAndSaysWhichPartItIs() throws {
    let directory = try ScratchDirectory.make("render-shard")
    defer { ScratchDirectory.remove(directory) }
    let run = try Self.run(["render", small, "-o", directory.path, "--shard", "2/3", "--json"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(
      names == ["frame-000003.png", "frame-000004.png", "frame-000005.png", "manifest.json"])
    let manifest = try String(
      contentsOf: directory.appendingPathComponent("manifest.json"), encoding: .utf8)
    #expect(
      manifest.contains(#""shard": {"index": 2, "count": 3, "frameCount": 9, "fingerprint": ""#))
  }

  @Test func aMissingShardIsNamed() throws {
    let directory = try ScratchDirectory.make("render-shard")
    defer { ScratchDirectory.remove(directory) }
    var parts: [String] = []
    for index in [1, 3, 4] {
      let part = directory.appendingPathComponent("part-\(index)").path
      let run = try Self.run(["render", small, "-o", part, "--quiet", "--shard", "\(index)/4"])
      #expect(run.exitCode == 0, "\(run.standardError)")
      parts.append(part)
    }
    let merged = directory.appendingPathComponent("merged")
    let merge = try Self.run(["merge-frames"] + parts + ["-o", merged.path])
    #expect(merge.exitCode == 1)
    #expect(merge.standardError == "snapreplay: error: shard 2/4 is missing\n")
    #expect(!FileManager.default.fileExists(atPath: merged.path))
  }

  @Test func aShardCutShortIsNamedByItsMissingFrame() throws {
    let directory = try ScratchDirectory.make("render-shard")
    defer { ScratchDirectory.remove(directory) }
    let parts = (1...2).map { directory.appendingPathComponent("part-\($0)") }
    for (offset, part) in parts.enumerated() {
      let run = try Self.run(
        ["render", small, "-o", part.path, "--quiet", "--shard", "\(offset + 1)/2"])
      #expect(run.exitCode == 0, "\(run.standardError)")
    }
    let lost = parts[1].appendingPathComponent("frame-000006.png")
    try FileManager.default.removeItem(at: lost)
    let merge = try Self.run(
      ["merge-frames"] + parts.map(\.path) + ["-o", directory.appendingPathComponent("m").path])
    #expect(merge.exitCode == 1)
    #expect(merge.standardError.contains("frame-000006.png: no such file"))
  }

  @Test func aDuplicateOrForeignShardIsRefused() throws {
    let directory = try ScratchDirectory.make("render-shard")
    defer { ScratchDirectory.remove(directory) }
    func part(_ name: String, _ shard: String, _ options: [String] = []) throws -> String {
      let path = directory.appendingPathComponent(name).path
      let run = try Self.run(
        ["render", small, "-o", path, "--quiet", "--shard", shard] + options)
      #expect(run.exitCode == 0, "\(run.standardError)")
      return path
    }
    let first = try part("a", "1/2")
    let again = try part("b", "1/2")
    let second = try part("c", "2/2")
    let otherOptions = try part("d", "2/2", ["--background", "#102030"])
    let output = directory.appendingPathComponent("out").path
    let duplicate = try Self.run(["merge-frames", first, again, second, "-o", output])
    #expect(duplicate.exitCode == 1)
    #expect(
      duplicate.standardError
        == "snapreplay: error: shard 1/2 is given twice: \(first) and \(again)\n")
    let foreign = try Self.run(["merge-frames", first, otherOptions, "-o", output])
    #expect(foreign.exitCode == 1)
    #expect(
      foreign.standardError
        == "snapreplay: error: \(otherOptions) belongs to another render than \(first) (different "
        + "fingerprint)\n")
    let whole = directory.appendingPathComponent("whole").path
    #expect(try Self.run(["render", small, "-o", whole, "--quiet"]).exitCode == 0)
    let notAShard = try Self.run(["merge-frames", first, whole, "-o", output])
    #expect(notAShard.exitCode == 1)
    #expect(
      notAShard.standardError
        == "snapreplay: error: \(whole) is a whole render, not a shard (render --shard I/N writes shards)\n"
    )
  }
}

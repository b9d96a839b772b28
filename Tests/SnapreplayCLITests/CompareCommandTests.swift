import Foundation
import ReplayTestSupport
import Testing

@Suite struct CompareCommandTests {
  /// A pixelmatch test image from the ReplayComparison fixtures.
  func image(_ name: String) -> String {
    PackageFiles.root
      .appendingPathComponent("Tests/ReplayComparisonTests/Fixtures/pixelmatch/\(name).png").path
  }

  /// A directory holding copies of pixelmatch images under frame names.
  func frames(_ copies: [String: String]) throws -> URL {
    let directory = try ScratchDirectory.make("compare-cli")
    for (frame, source) in copies {
      try FileManager.default.copyItem(
        atPath: image(source), toPath: directory.appendingPathComponent(frame).path)
    }
    return directory
  }

  @Test func identicalFilesExitZero() throws {
    let run = try CommandRun.snapreplay(["compare", image("1a"), image("1a")])
    #expect(run.exitCode == 0)
    #expect(run.standardOutput == "1a.png: identical\nPASS: 1 frame equal within tolerance\n")
    #expect(run.standardError == "")
  }

  @Test func differentFilesExitOneAndPrintTheDiffImagePath() throws {
    let diffs = try ScratchDirectory.make("compare-cli").appendingPathComponent("diffs")
    let run = try CommandRun.snapreplay(
      ["compare", image("1a"), image("1b"), "--diff-dir", diffs.path])
    let diffPath = diffs.appendingPathComponent("1b.diff.png").path
    #expect(run.exitCode == 1)
    #expect(
      run.standardOutput == """
        1b.png: different: 106 pixels differ (0.08%), 61 anti-aliased pixels ignored
          diff image: \(diffPath)
        FAIL: 1 of 1 frame differs

        """)
    let signature = try Data(contentsOf: URL(fileURLWithPath: diffPath)).prefix(4)
    #expect(Array(signature) == [0x89, 0x50, 0x4E, 0x47])
  }

  @Test func artifactsEnvironmentVariableReceivesDiffImages() throws {
    let artifacts = try ScratchDirectory.make("compare-cli")
    let run = try CommandRun.snapreplay(
      ["compare", image("6a"), image("6b"), "--threshold", "0.05"],
      environment: ["SNAPREPLAY_ARTIFACTS": artifacts.path])
    #expect(run.exitCode == 1)
    let expected = artifacts.appendingPathComponent("6b.diff.png").path
    #expect(run.standardOutput.contains("  diff image: \(expected)\n"))
    #expect(FileManager.default.fileExists(atPath: expected))
  }

  @Test func pixelBudgetTurnsADifferenceIntoAPass() throws {
    let run = try CommandRun.snapreplay(
      ["compare", image("1a"), image("1b"), "--max-diff-pixels", "106"])
    #expect(run.exitCode == 0)
    #expect(run.standardOutput.hasSuffix("PASS: 1 frame equal within tolerance\n"))
  }

  @Test func ratioBudgetTurnsADifferenceIntoAPass() throws {
    let run = try CommandRun.snapreplay(
      ["compare", image("1a"), image("1b"), "--max-diff-ratio", "0.001"])
    #expect(run.exitCode == 0)
  }

  @Test func jsonReportsDifferingAndAntialiasedPixels() throws {
    let artifacts = try ScratchDirectory.make("compare-cli")
    let run = try CommandRun.snapreplay(
      ["compare", image("1a"), image("1b"), "--json", "--threshold", "0.05"],
      environment: ["SNAPREPLAY_ARTIFACTS": artifacts.path])
    #expect(run.exitCode == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    #expect(json["passed"] as? Bool == false)
    #expect(json["differingPixels"] as? Int == 143)
    #expect(json["antialiasedPixels"] as? Int == 108)
    let frames = try #require(json["frames"] as? [[String: Any]])
    #expect(frames.count == 1)
    #expect(frames[0]["status"] as? String == "different")
    let diffImage = artifacts.appendingPathComponent("1b.diff.png").path
    #expect(frames[0]["diffImage"] as? String == diffImage)
  }

  @Test func dimensionMismatchFailsWithItsOwnMessage() throws {
    let run = try CommandRun.snapreplay(
      ["compare", image("1a"), image("7a"), "--max-diff-ratio", "1"])
    #expect(run.exitCode == 1)
    #expect(
      run.standardOutput == """
        7a.png: dimension mismatch: reference is 512×256, candidate is 500×500
        FAIL: 1 of 1 frame differs

        """)
  }

  @Test func directoriesPrintOneSummaryLineNamingTheFirstDifference() throws {
    let reference = try frames(["f1.png": "1a", "f2.png": "6a"])
    let candidate = try frames(["f1.png": "1a", "f3.png": "6a"])
    let run = try CommandRun.snapreplay(["compare", reference.path, candidate.path])
    #expect(run.exitCode == 1)
    #expect(
      run.standardOutput
        == "FAIL: 2 of 3 frames differ; first f2.png: missing from the candidate\n")
    #expect(run.standardError == "")
  }

  @Test func directoriesSummaryLineSaysWhereTheDifferenceImagesWent() throws {
    let reference = try frames(["f1.png": "1a", "f2.png": "1a"])
    let candidate = try frames(["f1.png": "1a", "f2.png": "1b"])
    let diffs = try ScratchDirectory.make("compare-cli").appendingPathComponent("diffs")
    let run = try CommandRun.snapreplay(
      ["compare", reference.path, candidate.path, "--diff-dir", diffs.path])
    #expect(run.exitCode == 1)
    #expect(
      run.standardOutput == """
        FAIL: 1 of 2 frames differs; first f2.png: different: 106 pixels differ (0.08%), \
        61 anti-aliased pixels ignored; difference images in \(diffs.path)

        """)
    #expect(
      FileManager.default.fileExists(atPath: diffs.appendingPathComponent("f2.diff.png").path))
  }

  @Test func verboseDirectoriesReportEveryFrame() throws {
    let reference = try frames(["f1.png": "1a", "f2.png": "6a"])
    let candidate = try frames(["f1.png": "1a", "f3.png": "6a"])
    let run = try CommandRun.snapreplay(["compare", reference.path, candidate.path, "--verbose"])
    #expect(run.exitCode == 1)
    #expect(
      run.standardOutput == """
        f1.png: identical
        f2.png: missing from the candidate
        f3.png: extra in the candidate (not in the reference)
        FAIL: 2 of 3 frames differ

        """)
  }

  @Test func failFastStopsAtTheFirstDifferingFrame() throws {
    let reference = try frames(["f1.png": "1a", "f2.png": "1a", "f3.png": "6a", "f4.png": "6a"])
    let candidate = try frames(["f1.png": "1a", "f2.png": "1b", "f3.png": "6b", "f4.png": "6a"])
    let artifacts = try ScratchDirectory.make("compare-cli")
    let run = try CommandRun.snapreplay(
      ["compare", reference.path, candidate.path, "--fail-fast", "--verbose"],
      environment: ["SNAPREPLAY_ARTIFACTS": artifacts.path])
    #expect(run.exitCode == 1)
    #expect(
      run.standardOutput == """
        f1.png: identical
        f2.png: different: 106 pixels differ (0.08%), 61 anti-aliased pixels ignored
          diff image: \(artifacts.appendingPathComponent("f2.diff.png").path)
        FAIL: stopped at the first difference after 2 of 4 frames

        """)
    // f3 differs too, but it was never compared: no difference image.
    #expect(
      !FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("f3.diff.png").path))
  }

  @Test func failFastStopsAtAMissingFrame() throws {
    let reference = try frames(["f1.png": "1a", "f2.png": "1a", "f3.png": "6a"])
    let candidate = try frames(["f1.png": "1a", "f3.png": "6b"])
    let run = try CommandRun.snapreplay(
      ["compare", reference.path, candidate.path, "--fail-fast"])
    #expect(run.exitCode == 1)
    #expect(
      run.standardOutput == """
        FAIL: stopped at the first difference after 2 of 3 frames; first f2.png: missing from \
        the candidate

        """)
  }

  @Test func failFastJSONListsTheFramesComparedAndCountsTheRest() throws {
    let reference = try frames(["f1.png": "1a", "f2.png": "1a", "f3.png": "6a"])
    let candidate = try frames(["f1.png": "1a", "f2.png": "1b", "f3.png": "6b"])
    let artifacts = try ScratchDirectory.make("compare-cli")
    let run = try CommandRun.snapreplay(
      ["compare", reference.path, candidate.path, "--fail-fast", "--json"],
      environment: ["SNAPREPLAY_ARTIFACTS": artifacts.path])
    #expect(run.exitCode == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    #expect(json["passed"] as? Bool == false)
    #expect(json["notCompared"] as? Int == 1)
    #expect(json["differingPixels"] as? Int == 106)
    let frames = try #require(json["frames"] as? [[String: Any]])
    #expect(frames.map { $0["name"] as? String } == ["f1.png", "f2.png"])
    #expect(frames.map { $0["status"] as? String } == ["identical", "different"])
  }

  @Test func failFastComparesEveryFrameOfMatchingDirectories() throws {
    let reference = try frames(["f1.png": "1a", "f2.png": "6a"])
    let candidate = try frames(["f1.png": "1a", "f2.png": "6a"])
    let run = try CommandRun.snapreplay(
      ["compare", reference.path, candidate.path, "--fail-fast", "--json"])
    #expect(run.exitCode == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    #expect(json["passed"] as? Bool == true)
    #expect(json["notCompared"] as? Int == 0)
    #expect((json["frames"] as? [Any])?.count == 2)
  }

  @Test func matchingDirectoriesExitZero() throws {
    let reference = try frames(["f1.png": "1a", "f2.png": "6a"])
    let candidate = try frames(["f1.png": "1a", "f2.png": "6a"])
    let run = try CommandRun.snapreplay(["compare", reference.path, candidate.path])
    #expect(run.exitCode == 0)
    #expect(run.standardOutput == "PASS: 2 frames equal within tolerance\n")
  }

  @Test func missingInputIsAUsageError() throws {
    let absent = try ScratchDirectory.make("compare-cli").appendingPathComponent("absent.png").path
    let run = try CommandRun.snapreplay(["compare", image("1a"), absent])
    #expect(run.exitCode == 64)
    #expect(run.standardError == "\(absent): error: no such file or directory\n")
  }

  @Test func thresholdOutOfRangeIsAUsageError() throws {
    let run = try CommandRun.snapreplay(
      ["compare", image("1a"), image("1a"), "--threshold", "1.5"])
    #expect(run.exitCode == 64)
    #expect(run.standardError.hasPrefix("Error: --threshold must be between 0 and 1, got 1.5\n"))
  }

  @Test func unreadablePNGExitsOneNamingTheFile() throws {
    let directory = try ScratchDirectory.make("compare-cli")
    let broken = directory.appendingPathComponent("broken.png")
    try Data("not a png".utf8).write(to: broken)
    let run = try CommandRun.snapreplay(["compare", image("1a"), broken.path])
    #expect(run.exitCode == 1)
    #expect(run.standardError == "\(broken.path): error: cannot read PNG: Not a PNG file\n")
    #expect(run.standardOutput == "")
  }
}

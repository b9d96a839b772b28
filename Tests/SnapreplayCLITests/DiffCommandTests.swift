import Testing

@Suite struct DiffCommandTests {
  let fixture = CommandRun.fixture("diff-small.jsonl").path

  @Test func textShowsOneTransitionPerConsecutivePair() throws {
    let run = try CommandRun.snapreplay(["diff", fixture])
    #expect(run.exitCode == 0)
    #expect(run.standardError == "")
    #expect(
      run.standardOutput == """
        1 → 2: items 1 inserted, 1 deleted, 1 moved, 1 reloaded
          section config:
        ↻ reloaded wifi
          section networks:
        - n-2 was [1,1]
        + n-9 at [1,0]
          … 1 unchanged
        ~ n-1 [1,0] → [1,2]

        2 → 3: items 2 inserted
          section config:
          … 1 unchanged
        + 7 at [0,1]
          section networks:
          … 3 unchanged
        + "7" at [1,3]

        """)
  }

  @Test func jsonPrintsTheContractObjectPerLine() throws {
    let run = try CommandRun.snapreplay(["diff", fixture, "--json"])
    #expect(run.exitCode == 0)
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines.first
        == #"{"from":1,"to":2,"sections":{"deleted":[],"inserted":[],"moved":[],"reloaded":[]},"items":{"deleted":[{"id":"n-2","at":[1,1]}],"inserted":[{"id":"n-9","at":[1,0]}],"moved":[{"id":"n-1","from":[1,0],"to":[1,2]}],"reloaded":["wifi"],"reconfigured":[]}}"#
    )
  }

  @Test func jsonKeepsIntegerAndStringIdentifiersApart() throws {
    let run = try CommandRun.snapreplay(["diff", fixture, "--json", "--from", "2", "--to", "3"])
    #expect(run.exitCode == 0)
    #expect(run.standardOutput.contains(#"{"id":7,"at":[0,1]},{"id":"7","at":[1,3]}"#))
  }

  @Test func fromAndToGiveTheSinglePairInEitherOrder() throws {
    let run = try CommandRun.snapreplay(["diff", fixture, "--json", "--from", "3", "--to", "1"])
    #expect(run.exitCode == 0)
    #expect(run.standardOutput.split(separator: "\n").count == 1)
    #expect(run.standardOutput.hasPrefix(#"{"from":3,"to":1,"#))
  }

  @Test func unknownSeqIsAUsageError() throws {
    let run = try CommandRun.snapreplay(["diff", fixture, "--from", "9"])
    #expect(run.exitCode == 64)
    #expect(run.standardError == "\(fixture): error: no apply with seq 9\n")
  }

  @Test func invalidApplyIsReportedWithItsLineAndSkipped() throws {
    let bug = CommandRun.fixture("bug-duplicate-id.jsonl").path
    let run = try CommandRun.snapreplay(["diff", bug])
    #expect(run.exitCode == 1)
    #expect(
      run.standardError.contains(
        "error: this snapshot cannot exist in UIKit: building it would have trapped with \"Fatal: "
          + "supplied item identifiers are not unique."))
  }

  @Test func anOutlineParentThatIsNotAnEarlierItemIsReportedAndExitsOne() throws {
    let bad = CommandRun.fixture("outline-bad-parent.jsonl").path
    let run = try CommandRun.snapreplay(["diff", bad])
    #expect(run.exitCode == 1)
    #expect(
      run.standardError
        == "\(bad):3: error: sections[0].items[0].parent \"docs\" of item \"notes\" comes after "
        + "it in section \"files\"; a parent must be an earlier item of the same section (seq 2)\n")
  }
}

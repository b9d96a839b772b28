import Testing

@Suite struct InfoCommandTests {
  @Test func printsHeaderCountsDurationLargestSnapshotAndMarkers() throws {
    let run = try CommandRun.snapreplay(
      ["info", "valid.jsonl"], currentDirectory: CommandRun.fixture(""))
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput == """
        valid.jsonl: snapshot-replay version 1
          title:    Pets
          created:  2026-11-22T08:00:00Z
          source:   PetsViewController
          render:   cellSize=320x44 layout=list
          events:   3 apply, 1 marker
          duration: 1.25 s
          largest:  3 items in 1 section (seq 2, line 4)
          markers:  1
            0.5 s  user tapped Add (line 3)

        """)
    #expect(run.standardError == "")
  }

  @Test func jsonIsOneObject() throws {
    let run = try CommandRun.snapreplay(
      ["info", "--json", "valid.jsonl"], currentDirectory: CommandRun.fixture(""))
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput
        == #"{"file":"valid.jsonl","format":"snapshot-replay","version":1,"title":"Pets","#
        + #""created":"2026-11-22T08:00:00Z","source":"PetsViewController","#
        + #""render":{"cellSize":"320x44","layout":"list"},"events":{"apply":3,"marker":1},"#
        + #""duration":1.25,"largest":{"items":3,"sections":1,"seq":2,"line":4},"#
        + #""markers":[{"line":3,"time":0.5,"label":"user tapped Add"}],"warnings":[]}"# + "\n")
  }

  @Test func warningsGoToStandardError() throws {
    let run = try CommandRun.snapreplay(
      ["info", "warnings-only.jsonl"], currentDirectory: CommandRun.fixture(""))
    #expect(run.exitCode == 0)
    #expect(
      run.standardError == """
        warnings-only.jsonl:3: warning: seq jumps from 1 to 3; 1 event was lost
        warnings-only.jsonl:4: warning: the last line is cut short (the recording ends mid-line); \
        it is ignored

        """)
  }

  @Test func unreadableRecordingExitsOneWithTheError() throws {
    let run = try CommandRun.snapreplay(
      ["info", "version-2.jsonl"], currentDirectory: CommandRun.fixture(""))
    #expect(run.exitCode == 1)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "version-2.jsonl:1: error: recording format version 2 is not supported; this reader "
        + "supports version 1\n")
  }
}

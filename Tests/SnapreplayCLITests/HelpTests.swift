import Testing

@Suite struct HelpTests {
  @Test func helpNamesTheTool() throws {
    let run = try CommandRun.snapreplay(["--help"])
    #expect(run.exitCode == 0)
    #expect(run.standardOutput.contains("USAGE: snapreplay"))
  }
}

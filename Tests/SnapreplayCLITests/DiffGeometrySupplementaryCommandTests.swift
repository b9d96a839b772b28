import Testing

/// `snapreplay diff --geometry` compares the two applies' recorded supplementary views too:
/// each header, footer or app's own kind is named by kind and section (and its order among the
/// section's views of that kind), and listed when its rect, text or pinning changed, or when
/// only one line has it. Without `--geometry` the output is the contract's, unchanged.
@Suite struct DiffGeometrySupplementaryCommandTests {
  let fixture = CommandRun.fixture("diff-geometry-supplementary.jsonl").path

  @Test func textListsTheSupplementaryViewsThatChangedCameOrWent() throws {
    let run = try CommandRun.snapreplay(["diff", fixture, "--geometry"])
    #expect(run.exitCode == 0)
    #expect(run.standardError == "")
    #expect(
      run.standardOutput.hasSuffix(
        """
        geometry: supplementary 2 changed, 1 appeared, 1 disappeared
        ~ header s pinned
        ~ footer s 16,126 168×40 → 16,130 168×40; text 'Old footer' → 'New footer'
        + footer s #2 16,180 168×20 'Second'
        - badge s was 150,40 20×20

        """), "\(run.standardOutput)")
    let plain = try CommandRun.snapreplay(["diff", fixture])
    #expect(!plain.standardOutput.contains("footer"))
  }

  @Test func jsonListsThemInTheGeometryKeysSupplementaryObject() throws {
    let run = try CommandRun.snapreplay(["diff", fixture, "--json", "--geometry"])
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput.hasSuffix(
        #""moved":[],"appeared":[],"disappeared":[],"supplementary":{"changed":[{"kind":"header","section":"s","index":0,"from":{"rect":[16,0,168,38],"text":"ESS","pinned":false},"to":{"rect":[16,0,168,38],"text":"ESS","pinned":true}},{"kind":"footer","section":"s","index":0,"from":{"rect":[16,126,168,40],"text":"Old footer","pinned":false},"to":{"rect":[16,130,168,40],"text":"New footer","pinned":false}}],"appeared":[{"kind":"footer","section":"s","index":1,"rect":[16,180,168,20],"text":"Second","pinned":false}],"disappeared":[{"kind":"badge","section":"s","index":0,"rect":[150,40,20,20],"text":null,"pinned":false}]}}}"#
          + "\n"), "\(run.standardOutput)")
    let contract = try CommandRun.snapreplay(["diff", fixture, "--json"])
    #expect(!contract.standardOutput.contains("supplementary"))
  }
}

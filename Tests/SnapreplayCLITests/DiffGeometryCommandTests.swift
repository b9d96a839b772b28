import Testing

/// `snapreplay diff --geometry`: the recorded geometry's change after each transition, in text
/// and as one added `geometry` key in `--json`, the contract's output otherwise unchanged.
@Suite struct DiffGeometryCommandTests {
  let fixture = CommandRun.fixture("diff-geometry.jsonl").path

  /// The output with the geometry lines (text) or key (JSON) taken out.
  private func withoutGeometry(_ output: String, json: Bool) -> String {
    if json {
      return output.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        guard let range = line.range(of: #","geometry":"#) else { return String(line) }
        return String(line[..<range.lowerBound]) + "}"
      }.joined(separator: "\n")
    }
    return output.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      !line.hasPrefix("geometry: ") && !line.hasPrefix("~ a 0,") && !line.hasPrefix("~ b 0,")
        && !line.hasPrefix("+ x 0,0") && !line.hasPrefix("- c was 0,")
    }.joined(separator: "\n")
  }

  @Test func textFollowsEachTransitionWithWhatMovedOnScreen() throws {
    let run = try CommandRun.snapreplay(["diff", fixture, "--geometry"])
    #expect(run.exitCode == 0)
    #expect(run.standardError == "")
    #expect(
      run.standardOutput.contains(
        """
        geometry: offset 0,0 → 0,44; content 390×132 → 390×176; items 2 moved, 1 appeared, 1 disappeared
        ~ a 0,0 390×44 → 0,44 390×44
        ~ b 0,44 390×44 → 0,88 390×44
        + x 0,0 390×44
        - c was 0,88 390×44

        2 → 3:
        """))
    #expect(run.standardOutput.hasSuffix("geometry: no layout line for 3\n"))
    let plain = try CommandRun.snapreplay(["diff", fixture])
    #expect(withoutGeometry(run.standardOutput, json: false) == plain.standardOutput)
  }

  @Test func jsonAddsOneGeometryKeyAndKeepsTheContractAsItIs() throws {
    let run = try CommandRun.snapreplay(["diff", fixture, "--json", "--geometry"])
    #expect(run.exitCode == 0)
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines.first?.hasSuffix(
        #""reconfigured":[]},"geometry":{"bounds":null,"offset":{"from":[0,0],"to":[0,44]},"insets":null,"content":{"from":[390,132],"to":[390,176]},"moved":[{"id":"a","from":[0,0,390,44],"to":[0,44,390,44]},{"id":"b","from":[0,44,390,44],"to":[0,88,390,44]}],"appeared":[{"id":"x","rect":[0,0,390,44]}],"disappeared":[{"id":"c","rect":[0,88,390,44]}],"supplementary":{"changed":[],"appeared":[],"disappeared":[]}}}"#
      ) == true, "\(lines.first ?? "")")
    #expect(lines.last?.hasSuffix(#""reconfigured":[]},"geometry":null}"#) == true)
    let contract = try CommandRun.snapreplay(["diff", fixture, "--json"])
    #expect(withoutGeometry(run.standardOutput, json: true) == contract.standardOutput)
    #expect(!contract.standardOutput.contains("geometry"))
  }

  @Test func aFromToPairComparesItsTwoAppliesLayoutLines() throws {
    let run = try CommandRun.snapreplay(
      ["diff", fixture, "--geometry", "--from", "2", "--to", "1"])
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput.contains(
        "geometry: offset 0,44 → 0,0; content 390×176 → 390×132; items 2 moved, 1 appeared, "
          + "1 disappeared\n"))
  }
}

import Foundation
import ReplayTestSupport
import Testing

/// `snapreplay explain` end to end: the built binary on a file, its exit codes and streams.
@Suite struct ExplainCommandTests {
  private func input(_ text: String) throws -> URL {
    let url = try ScratchDirectory.file("crash.txt", prefix: "explain")
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test func explainsAMessageAndExitsZero() throws {
    let url = try input(
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
        + "existing section after the update (5) must be equal to the number of rows contained "
        + "in that section before the update (5), plus or minus the number of rows inserted or "
        + "deleted from that section (1 inserted, 0 deleted) and plus or minus the number of "
        + "rows moved into or out of that section (0 moved in, 0 moved out).")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let run = try CommandRun.snapreplay(["explain", url.path])
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput.contains("section 0: 5 + 1 − 0 + 0 − 0 = 6, but the data source said 5  ✗")
    )
    #expect(run.standardOutput.contains("1. the model changed before or after the batch"))
    #expect(run.standardError.isEmpty)
  }

  @Test func writesOneJSONObjectPerFinding() throws {
    let message =
      "Invalid update: invalid number of sections. The number of sections contained in the "
      + "table view after the update (1) must be equal to the number of sections contained in "
      + "the table view before the update (0), plus or minus the number of sections inserted or "
      + "deleted (0 inserted, 0 deleted).\n"
    let url = try input(message + message)
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let run = try CommandRun.snapreplay(["explain", "--json", url.path])
    #expect(run.exitCode == 0)
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.hasPrefix("{\"input\":") && $0.contains("\"line\":") })
  }

  @Test func saysWhatItLookedForWhenNothingIsThere() throws {
    let url = try input("all is well\n")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let run = try CommandRun.snapreplay(["explain", url.path])
    #expect(run.exitCode == 1)
    #expect(run.standardError.contains("error: no UIKit list-update message found; looked for"))
  }

  @Test func aBudgetErrorNamesTheOptionToRaise() throws {
    let url = try input(String(repeating: "x", count: 100))
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let run = try CommandRun.snapreplay(["explain", "--max-input-bytes", "10", url.path])
    #expect(run.exitCode == 1)
    #expect(run.standardError.contains("raise --max-input-bytes"))
  }

  @Test func aMissingFileIsAUsageError() throws {
    let run = try CommandRun.snapreplay(["explain", "/nonexistent/crash.txt"])
    #expect(run.exitCode == 64)
  }

  @Test func theStatusIsTheWorstOfAllInputs() throws {
    let explained = try input(
      "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (1) must be equal to the number of sections contained in "
        + "the table view before the update (0), plus or minus the number of sections inserted or "
        + "deleted (0 inserted, 0 deleted).")
    defer { ScratchDirectory.remove(explained.deletingLastPathComponent()) }
    let empty = try input("all is well\n")
    defer { ScratchDirectory.remove(empty.deletingLastPathComponent()) }
    let alone = try CommandRun.snapreplay(["explain", explained.path])
    #expect(alone.exitCode == 0)
    // An explained input beside one that holds nothing, or one past a budget: 1, and both are
    // still reported.
    let withEmpty = try CommandRun.snapreplay(["explain", explained.path, empty.path])
    #expect(withEmpty.exitCode == 1)
    #expect(withEmpty.standardOutput.contains("count-mismatch"))
    #expect(withEmpty.standardError.contains("no UIKit list-update message found"))
    // A missing file is the invocation's fault, found before anything is read.
    let withMissing = try CommandRun.snapreplay([
      "explain", explained.path, explained.path + ".missing",
    ])
    #expect(withMissing.exitCode == 64)
    #expect(withMissing.standardOutput.isEmpty)
  }

  @Test func aBudgetErrorBesideAnExplainedInputIsTheInputsFault() throws {
    let message =
      "Invalid update: invalid number of sections. The number of sections contained in the "
      + "table view after the update (1) must be equal to the number of sections contained in "
      + "the table view before the update (0), plus or minus the number of sections inserted or "
      + "deleted (0 inserted, 0 deleted)."
    let small = try input(message)
    defer { ScratchDirectory.remove(small.deletingLastPathComponent()) }
    let large = try input(message + String(repeating: " ", count: 1_000))
    defer { ScratchDirectory.remove(large.deletingLastPathComponent()) }
    let run = try CommandRun.snapreplay([
      "explain", "--max-input-bytes", "600", small.path, large.path,
    ])
    #expect(run.exitCode == 1)
    #expect(run.standardOutput.contains("count-mismatch"))
    #expect(run.standardError.contains("raise --max-input-bytes"))
  }

  #if os(Linux)
    @Test func anUnreadableFileIsTheEnvironmentsFaultAndTheOthersAreStillRead() throws {
      let explained = try input(
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "table view after the update (1) must be equal to the number of sections contained "
          + "in the table view before the update (0), plus or minus the number of sections "
          + "inserted or deleted (0 inserted, 0 deleted).")
      defer { ScratchDirectory.remove(explained.deletingLastPathComponent()) }
      // A regular file whose every read fails with EIO, even for root.
      let run = try CommandRun.snapreplay(["explain", "/proc/self/mem", explained.path])
      #expect(run.exitCode == 2)
      #expect(run.standardOutput.contains("count-mismatch"))
      #expect(run.standardError.hasPrefix("/proc/self/mem: error: "))
    }
  #endif

  private static let batch =
    "Fatal Exception: NSInternalInconsistencyException\nInvalid batch updates detected: the "
    + "number of sections and/or rows returned by the data source before and after performing "
    + "the batch updates are inconsistent with the updates. Data source before updates = { 1 "
    + "section with row counts: [3] } Data source after updates = { 1 section with row counts: "
    + "[0] } Updates = [ Delete row (0 - 1), Delete row (0 - 0) ]\n"

  @Test func writesAReconstructedRecordingWhoseCheckReportsTheSameFailure() throws {
    let url = try input(Self.batch)
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let out = url.deletingLastPathComponent().appendingPathComponent("crash.jsonl")
    let run = try CommandRun.snapreplay(["explain", url.path, "--recording", out.path])
    #expect(run.exitCode == 0)
    let text = try String(contentsOf: out, encoding: .utf8)
    #expect(
      text.hasPrefix("{\"format\":\"snapshot-replay\",\"version\":1,\"title\":\"Reconstructed"))
    #expect(text.contains("UIKit refused this update: section 0: 3 + 0 − 2 + 0 − 0 = 1"))
    #expect(text.contains(#""declared":{"view":"table","before":[3],"after":[0],"#))
    let check = try CommandRun.snapreplay(["check", out.path])
    #expect(check.exitCode == 1, "UIKit would refuse it: \(check.standardError)")
    let printed = check.standardOutput + check.standardError
    #expect(printed.contains("Data source before updates = { 1 section with row counts: [3] }"))
    // `explain` of `check`'s output explains it back.
    let checked = url.deletingLastPathComponent().appendingPathComponent("check.txt")
    try Data(printed.utf8).write(to: checked)
    let back = try CommandRun.snapreplay(["explain", checked.path])
    #expect(back.exitCode == 0)
    #expect(
      back.standardOutput.contains("section 0: 3 + 0 − 2 + 0 − 0 = 1, but the data source said 0"))
  }

  @Test func aRecordingFromADiffableMessageIsRefused() throws {
    let url = try input(
      "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(dog)}\n")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let out = url.deletingLastPathComponent().appendingPathComponent("none.jsonl")
    let run = try CommandRun.snapreplay(["explain", url.path, "--recording", out.path])
    #expect(run.exitCode == 1)
    #expect(run.standardError.contains("no count or batch message to rebuild a recording from"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func findsTheMatchingApplyOfTheAppsRecording() throws {
    let url = try input(Self.batch)
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let app = url.deletingLastPathComponent().appendingPathComponent("app.jsonl")
    try Data(
      ("{\"format\":\"snapshot-replay\",\"version\":1}\n"
        + "{\"type\":\"apply\",\"seq\":1,\"time\":0,\"sections\":[{\"id\":\"s\",\"items\":[1,2]}]}\n"
        + "{\"type\":\"apply\",\"seq\":2,\"time\":1,\"sections\":[{\"id\":\"s\",\"items\":[1,2,3]}]}\n"
        + "{\"type\":\"apply\",\"seq\":3,\"time\":2,\"sections\":[{\"id\":\"s\",\"items\":[]}]}\n")
        .utf8
    ).write(to: app)
    let run = try CommandRun.snapreplay(["explain", url.path, "--with", app.path])
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput.contains("apply seq 3 has the counts after, the apply before it (seq 2)"))
    #expect(run.standardOutput.contains("-report/index.html#seq=3"))
    let json = try CommandRun.snapreplay(["explain", "--json", url.path, "--with", app.path])
    #expect(json.standardOutput.contains("\"match\":{\"recording\":"))
    #expect(
      json.standardOutput.contains(
        "\"seq\":3,\"previousSeq\":2,\"kind\":\"pair\",\"link\":\"#seq=3\"}"))
    let plain = try CommandRun.snapreplay(["explain", "--json", url.path])
    #expect(!plain.standardOutput.contains("\"match\""), "without --with the schema is unchanged")
  }
}

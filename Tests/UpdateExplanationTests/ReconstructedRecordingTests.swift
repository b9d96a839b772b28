import Foundation
import RecordingFormat
import RecordingValidation
import SnapshotRecording
import Testing

@testable import UpdateExplanation

/// `explain --recording`: the list before, the declared update and UIKit's refusal, rebuilt
/// from a message's numbers as a recording every command reads.
@Suite struct ReconstructedRecordingTests {
  static let batch =
    "Invalid batch updates detected: the number of sections and/or rows returned by the data "
    + "source before and after performing the batch updates are inconsistent with the updates. "
    + "Data source before updates = { 1 section with row counts: [3] } Data source after "
    + "updates = { 1 section with row counts: [0] } Updates = [ Delete row (0 - 1), Delete row "
    + "(0 - 0) ]"

  static let count =
    "Invalid update: invalid number of rows in section 2. The number of rows contained in an "
    + "existing section after the update (5) must be equal to the number of rows contained in "
    + "that section before the update (5), plus or minus the number of rows inserted or deleted "
    + "from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into "
    + "or out of that section (0 moved in, 0 moved out)."

  private func recording(_ text: String, limit: Int = ReconstructedRecording.defaultItemLimit)
    throws -> ReconstructedRecording?
  {
    let explanation = try #require(try ListUpdateExplanation.all(in: Array(text.utf8)).first)
    return try ReconstructedRecording(explanation, input: "crash.txt", itemLimit: limit)
  }

  private func read(_ recording: ReconstructedRecording) throws -> Recording {
    let data = Data((recording.lines.joined(separator: "\n") + "\n").utf8)
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("reconstructed-\(UUID().uuidString).jsonl")
    try data.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try Recording(contentsOf: url)
  }

  @Test func theBatchExampleBecomesTheListBeforeAndTheAttemptedUpdate() throws {
    let recording = try #require(try recording(Self.batch))
    #expect(recording.header.title == "Reconstructed from batch-mismatch at crash.txt:1")
    #expect(recording.header.source?.contains("not recorded from the app") == true)
    #expect(recording.header.render == ["layout": .string("list")], "a table view is a list")
    let read = try read(recording)
    #expect(
      read.applies.map { $0.sections.map { $0.items.map(\.id.description) } } == [
        [["0-0", "0-1", "0-2"]], [["0-2"]],
      ])
    #expect(
      read.markers.map(\.label) == [
        "the app declared: Delete (0 - 1), Delete (0 - 0)",
        "UIKit refused this update: section 0: 3 + 0 − 2 + 0 − 0 = 1, but the data source said 0",
      ])
  }

  @Test func checkOfAReconstructionReportsTheMessageItWasRebuiltFrom() throws {
    let recording = try #require(try recording(Self.batch))
    let check = RecordingCheck(
      data: Data((recording.lines.joined(separator: "\n") + "\n").utf8), name: "r.jsonl")
    #expect(!check.isValid)
    #expect(check.appliesChecked == 2)
    #expect(
      check.diagnostics.last?.message
        == "UIKit would refuse the declared batch update: " + Self.batch)
  }

  @Test func aCountMessageIsDeclaredInItsOwnSectionWithItsOwnNumbers() throws {
    let recording = try #require(try recording(Self.count))
    guard case .apply(let attempted) = recording.events[2] else {
      Issue.record("no second apply")
      return
    }
    #expect(
      attempted.declared
        == DeclaredBatch(
          view: .table, before: [0, 0, 5], after: [0, 0, 5],
          updates: [.item(.insert, DeclaredBatch.Place(section: 2, item: 5))]))
    let check = RecordingCheck(
      data: Data((recording.lines.joined(separator: "\n") + "\n").utf8), name: "r.jsonl")
    #expect(
      check.diagnostics.first?.message == "UIKit would refuse the declared batch update: "
        + Self.count)
  }

  @Test func aCountMessageShowsOnlyItsSectionWithInsertsAppended() throws {
    let recording = try #require(try recording(Self.count))
    let read = try read(recording)
    #expect(
      read.applies.map { $0.sections.map(\.id.description) } == [["section 2"], ["section 2"]])
    #expect(read.applies.map { $0.sections[0].items.count } == [5, 6])
    #expect(read.applies[1].sections[0].items.last?.id.description == "new 0-5")
    #expect(
      read.markers.last?.label
        == "UIKit refused this update: section 2: 5 + 1 − 0 + 0 − 0 = 6, but the data source said 5"
    )
  }

  @Test func movesReloadsAndSectionInsertsLandWhereUIKitPutsThem() throws {
    let text =
      "Invalid batch updates detected: the number of sections and/or items returned by the "
      + "data source before and after performing the batch updates are inconsistent with the "
      + "updates. Data source before updates = { 2 sections with item counts: [2, 1] } Data "
      + "source after updates = { 3 sections with item counts: [1, 0, 3] } Updates = [ Insert "
      + "section 1, Move item (0 - 0) -> (2 - 0), Reload item (1 - 0), Insert item (2 - 2) ]"
    let read = try read(try #require(try recording(text)))
    #expect(
      read.applies[1].sections.map {
        "\($0.id): " + $0.items.map(\.id.description).joined(separator: " ")
      }
        == ["section 0: 0-1", "new section 1: ", "section 1: 0-0 1-0 new 2-2"])
    #expect(read.applies[1].reloaded == ["1-0"])
  }

  @Test func anIndexPastTheListIsNamedWhereUIKitRefusesIt() throws {
    let text = Self.batch.replacingOccurrences(of: "Delete row (0 - 0)", with: "Delete row (0 - 7)")
    let read = try read(try #require(try recording(text)))
    #expect(
      read.markers.last?.label.contains("Delete (0 - 7) names an index past the 3 section 0 had")
        == true)
  }

  @Test func hugeCountsAreRefusedByTheItemBudget() throws {
    let huge = Self.count.replacingOccurrences(of: "(5), plus", with: "(9000000000000000000), plus")
    #expect(
      throws: ExplanationError.reconstructionTooLarge(items: 9_000_000_000_000_000_007, limit: 10)
    ) {
      _ = try recording(huge, limit: 10)
    }
    #expect(throws: ExplanationError.reconstructionTooLarge(items: 12, limit: 10)) {
      _ = try recording(Self.count, limit: 10)
    }
  }

  @Test func aDiffableMessageHasNothingToRebuild() throws {
    let text = "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(dog)}"
    #expect(try recording(text) == nil)
  }

  @Test func theSameMessageGivesTheSameBytes() throws {
    #expect(try recording(Self.batch)?.lines == recording(Self.batch)?.lines)
  }
}

import Foundation
import RecordingFormat
import RecordingValidation
import SnapshotRecording
import Testing

/// `check` on an apply's `declared` batch: counts that the declared updates do not explain, and
/// updates naming places the counts do not have, are errors in UIKit's own words (reference
/// §2.3); a batch that balances is clean; the replay does not stop there.
@Suite struct DeclaredBatchCheckTests {
  private static func check(_ declared: DeclaredBatch?) -> RecordingCheck {
    let events: [RecordingEvent] = [
      .apply(
        ApplyEvent(
          seq: 1, time: 0, sections: [RecordedSection(id: "s", items: [RecordedItem(id: "a")])])),
      .apply(
        ApplyEvent(
          seq: 2, time: 1,
          sections: [
            RecordedSection(id: "s", items: [RecordedItem(id: "a"), RecordedItem(id: "b")])
          ],
          declared: declared)),
      .apply(ApplyEvent(seq: 3, time: 2, sections: [])),
    ]
    let text =
      ([RecordingWriter.line(for: RecordingHeader())] + events.map(RecordingWriter.line(for:)))
      .joined(separator: "\n") + "\n"
    return RecordingCheck(data: Data(text.utf8), name: "c.jsonl")
  }

  private static func update(_ text: String) -> DeclaredBatch.Update {
    DeclaredBatch.Update(text: text) ?? .section(.insert, -1)
  }

  @Test func theIssueExampleIsRefusedInUIKitsWords() {
    let check = Self.check(
      DeclaredBatch(
        view: .table, before: [3], after: [0],
        updates: [Self.update("delete 0-1"), Self.update("delete 0-0")]))
    #expect(!check.isValid)
    #expect(
      check.diagnostics.map(\.description) == [
        "c.jsonl:3: error: UIKit would refuse the declared batch update: Invalid update: "
          + "invalid number of rows in section 0. The number of rows contained in an existing "
          + "section after the update (0) must be equal to the number of rows contained in that "
          + "section before the update (3), plus or minus the number of rows inserted or deleted "
          + "from that section (0 inserted, 2 deleted) and plus or minus the number of rows "
          + "moved into or out of that section (0 moved in, 0 moved out). (seq 2)",
        "c.jsonl:3: error: UIKit would refuse the declared batch update: Invalid batch updates "
          + "detected: the number of sections and/or rows returned by the data source before and "
          + "after performing the batch updates are inconsistent with the updates. Data source "
          + "before updates = { 1 section with row counts: [3] } Data source after updates = { 1 "
          + "section with row counts: [0] } Updates = [ Delete row (0 - 1), Delete row (0 - 0) ] "
          + "(seq 2)",
      ])
    #expect(check.appliesChecked == 3, "the replay goes on past the refused batch")
  }

  @Test func aBalancedBatchIsClean() {
    let check = Self.check(
      DeclaredBatch(
        view: .collection, before: [2, 1], after: [1, 0, 3],
        updates: [
          Self.update("insert section 1"), Self.update("move 0-0 2-0"),
          Self.update("reload 1-0"), Self.update("insert 2-2"),
        ]))
    #expect(check.diagnostics.isEmpty, "\(check.diagnostics)")
  }

  @Test func theSectionCountIsCheckedFirst() {
    let check = Self.check(
      DeclaredBatch(
        view: .collection, before: [0, 0], after: [0, 0, 0],
        updates: [Self.update("insert section 2"), Self.update("insert section 2")]))
    #expect(
      check.diagnostics.first?.message
        == "UIKit would refuse the declared batch update: Invalid update: invalid number of "
        + "sections. The number of sections contained in the collection view after the update (3) "
        + "must be equal to the number of sections contained in the collection view before the "
        + "update (2), plus or minus the number of sections inserted or deleted (2 inserted, 0 "
        + "deleted).")
  }

  @Test func movesAcrossSectionsAreCountedInAndOut() {
    let check = Self.check(
      DeclaredBatch(
        view: .table, before: [2, 0], after: [2, 1],
        updates: [Self.update("move 0-1 1-0")]))
    #expect(
      check.diagnostics.first?.message.contains(
        "invalid number of rows in section 0. The number of rows contained in an existing "
          + "section after the update (2) must be equal to the number of rows contained in that "
          + "section before the update (2), plus or minus the number of rows inserted or deleted "
          + "from that section (0 inserted, 0 deleted) and plus or minus the number of rows "
          + "moved into or out of that section (0 moved in, 1 moved out).") == true)
  }

  @Test func anIndexPathPastTheCountsIsRefusedWithTheWholeBatch() {
    let check = Self.check(
      DeclaredBatch(
        view: .table, before: [3], after: [2], updates: [Self.update("delete 0-3")]))
    #expect(check.diagnostics.count == 1)
    #expect(
      check.diagnostics.first?.message.hasSuffix(
        "Updates = [ Delete row (0 - 3) ]") == true)
  }

  @Test func countsNearSixtyFourBitsNeverOverflow() {
    let check = Self.check(
      DeclaredBatch(
        view: .table, before: [Int.max], after: [Int.max],
        updates: [Self.update("insert 0-0")]))
    #expect(
      check.diagnostics.first?.message.contains(
        "after the update (9223372036854775807) must be equal") == true)
  }

  @Test func withoutDeclaredNothingChanges() {
    #expect(Self.check(nil).diagnostics.isEmpty)
  }
}

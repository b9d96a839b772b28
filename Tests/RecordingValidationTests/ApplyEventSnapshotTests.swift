import RecordingFormat
import SnapshotModel
import SnapshotRecording
import Testing

@testable import RecordingValidation

@Suite struct ApplyEventSnapshotTests {
  @Test func validEventBecomesASnapshotWithItsMarks() throws {
    let event = ApplyEvent(
      seq: 1, time: 0,
      sections: [
        RecordedSection(id: "pets", items: [RecordedItem(id: "cat"), RecordedItem(id: 7)]),
        RecordedSection(id: 2, items: []),
      ], reloaded: [7], reloadedSections: [2])
    let snapshot = try event.snapshot()
    #expect(snapshot.sectionIdentifiers == ["pets", 2])
    #expect(snapshot.itemIdentifiers == ["cat", 7])
    #expect(snapshot.reloadedItemIdentifiers == [7])
    #expect(snapshot.reloadedSectionIdentifiers == [2])
  }

  @Test func duplicatesAcrossSectionsAreReportedWithUIKitsWords() {
    let event = ApplyEvent(
      seq: 1, time: 0,
      sections: [
        RecordedSection(id: "a", items: [RecordedItem(id: "dog")]),
        RecordedSection(id: "b", items: [RecordedItem(id: "dog")]),
      ], reconfigured: ["cat"])
    let expected = SnapshotValidationError<RecordedID, RecordedID>(
      problems: [.duplicateItems(["dog"])])
    #expect(
      expected.description
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(dog)}")
    #expect(throws: expected) {
      try event.snapshot()
    }
  }

  /// Reference §6: UIKit keeps the mark of an item deleted after it was marked, and ignores it
  /// at apply; such a recording is valid.
  @Test func marksNamingMissingIdentifiersAreKeptAsIgnoredMarks() throws {
    let event = ApplyEvent(
      seq: 1, time: 0, sections: [RecordedSection(id: "a", items: [RecordedItem(id: "dog")])],
      reloaded: ["cat", "dog"], reconfigured: ["emu"], reloadedSections: ["b"])
    let snapshot = try event.snapshot()
    #expect(snapshot.reloadedItemIdentifiers == ["cat", "dog"])
    #expect(
      snapshot.ignoredMarks
        == IgnoredMarks(reloadedItems: ["cat"], reconfiguredItems: ["emu"], reloadedSections: ["b"])
    )
  }

  @Test func integerAndStringIdentifiersWithTheSameTextAreDistinct() throws {
    let event = ApplyEvent(
      seq: 1, time: 0,
      sections: [RecordedSection(id: "s", items: [RecordedItem(id: 7), RecordedItem(id: "7")])])
    #expect(try event.snapshot().numberOfItems == 2)
  }
}

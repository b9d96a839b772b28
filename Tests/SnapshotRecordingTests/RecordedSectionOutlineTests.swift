import Foundation
import ReplayTestSupport
import Testing

@testable import SnapshotRecording

@Suite struct RecordedSectionOutlineTests {
  /// docs (expanded) > a.txt, b.txt; src (collapsed) > main.swift; README (leaf).
  private static let parents = ["a.txt": "docs", "b.txt": "docs", "main.swift": "src"]
  private static let allItems = ["docs", "a.txt", "b.txt", "src", "main.swift", "README"]

  private static func files(visible: [String], expanded: Set<String>) -> RecordedSection {
    RecordedSection(
      outline: "files", visibleItems: visible, allItems: allItems,
      parent: { parents[$0] }, isExpanded: { expanded.contains($0) })
  }

  @Test func recordsVisibleItemsWithTheirParentsAndExpansion() {
    let section = Self.files(
      visible: ["docs", "a.txt", "b.txt", "src", "README"], expanded: ["docs"])
    #expect(
      section.items == [
        RecordedItem(id: "docs", expanded: true),
        RecordedItem(id: "a.txt", parent: "docs"),
        RecordedItem(id: "b.txt", parent: "docs"),
        RecordedItem(id: "src", expanded: false),
        RecordedItem(id: "README"),
      ])
  }

  @Test func aLeafHasNoExpandedKeyEvenWhenAskedAbout() {
    let section = Self.files(visible: ["README"], expanded: ["README"])
    #expect(section.items == [RecordedItem(id: "README")])
    #expect(section.items[0].isBare)
  }

  @Test func aFlatSectionIsRecordedAsBareItems() {
    let section = RecordedSection(
      outline: "pets", visibleItems: ["cat", "dog"], allItems: ["cat", "dog"],
      parent: { _ in nil }, isExpanded: { _ in false })
    #expect(
      section
        == RecordedSection(id: "pets", items: [RecordedItem(id: "cat"), RecordedItem(id: "dog")]))
  }

  @Test func theWriterPutsParentAndExpandedOnTheItems() {
    let section = Self.files(visible: ["docs", "a.txt", "src"], expanded: ["docs"])
    let line = RecordingWriter.line(for: ApplyEvent(seq: 1, time: 0, sections: [section]))
    #expect(
      line
        == #"{"type":"apply","seq":1,"time":0.0,"sections":[{"id":"files","items":[{"id":"docs","#
        + #""expanded":true},{"id":"a.txt","parent":"docs"},{"id":"src","expanded":false}]}]}"#)
  }

  @Test func theRecorderWritesRecordedSectionsAsTheyAre() throws {
    let url = try ScratchDirectory.file(prefix: "RecordedSectionOutlineTests")
    let recorder = try SnapshotRecorder(url: url, clock: { 0.5 }, queueLabel: { "main" })
    recorder.recordApply(
      recordedSections: [Self.files(visible: ["src"], expanded: [])], animating: false)
    recorder.close()
    #expect(
      try String(contentsOf: url, encoding: .utf8).split(separator: "\n").last
        == #"{"type":"apply","seq":1,"time":0.5,"sections":[{"id":"files","items":[{"id":"src","#
        + #""expanded":false}]}],"animating":false,"queue":"main"}"#)
  }
}

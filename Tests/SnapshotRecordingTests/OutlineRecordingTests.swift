import Foundation
import RecordingFormat
import ReplayTestSupport
import SnapshotModel
import Testing

@testable import SnapshotRecording

/// Sections shown from section snapshots are recorded as the format's outline items (recording
/// format v1, "Outline items", 2026-11-23): the visible items, each with `parent`, and
/// `expanded` on the items that have children.
@Suite struct OutlineRecordingTests {
  static func sidebar() -> DiffableSectionSnapshot<String> {
    var outline = DiffableSectionSnapshot<String>()
    outline.append(["Lists", "Cells", "Settings"])
    outline.append(["Grid", "Outline"], to: "Lists")
    outline.append(["Nested"], to: "Outline")
    outline.append(["Custom"], to: "Cells")
    outline.expand(["Lists", "Settings"])
    return outline
  }

  @Test func aDataSourcesOutlineSectionIsRecordedWithParentAndExpanded() throws {
    let url = try ScratchDirectory.file(prefix: "OutlineRecordingTests")
    let recorder = try SnapshotRecorder(url: url, clock: { 0.5 }, queueLabel: { "main" })
    let dataSource = DiffableDataSource<String, String>(observer: recorder.observer())
    var flat = DiffableSnapshot<String, String>()
    flat.appendSections(["header"])
    flat.appendItems(["title"])
    dataSource.apply(flat, animatingDifferences: false)
    dataSource.apply(Self.sidebar(), to: "sidebar")
    recorder.close()

    // Outline is collapsed with a hidden child: expanded false. Settings was expanded but has
    // no children: a leaf, so no `expanded` key. Custom is hidden: not listed.
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(
      text == """
        {"format":"snapshot-replay","version":1}
        {"type":"apply","seq":1,"time":0.5,"sections":[{"id":"header","items":["title"]}],"animati\
        ng":false,"queue":"main","rowAnimation":"automatic"}
        {"type":"apply","seq":2,"time":0.5,"sections":[{"id":"header","items":["title"]},{"id":"si\
        debar","items":[{"id":"Lists","expanded":true},{"id":"Grid","parent":"Lists"},{"id":"Outli\
        ne","parent":"Lists","expanded":false},{"id":"Cells","expanded":false},"Settings"]}],"queu\
        e":"main","rowAnimation":"automatic"}

        """)
  }

  @Test func theReaderReadsTheOutlineRecordingBack() throws {
    let url = try ScratchDirectory.file(prefix: "OutlineRecordingTests")
    let recorder = try SnapshotRecorder(url: url, clock: { 0 }, queueLabel: { nil })
    let dataSource = DiffableDataSource<String, String>(observer: recorder.observer())
    var outline = Self.sidebar()
    dataSource.apply(outline, to: "sidebar")
    outline.expand(["Outline"])
    dataSource.apply(outline, to: "sidebar")
    recorder.close()

    let applies = try Recording(contentsOf: url).applies
    #expect(
      applies.map { $0.sections.map { $0.items.map(\.id) } } == [
        [["Lists", "Grid", "Outline", "Cells", "Settings"]],
        [["Lists", "Grid", "Outline", "Nested", "Cells", "Settings"]],
      ])
    // The reader keeps the outline keys: the second apply reads back with its tree.
    #expect(
      applies.last?.sections.first?.items == [
        RecordedItem(id: "Lists", expanded: true), RecordedItem(id: "Grid", parent: "Lists"),
        RecordedItem(id: "Outline", parent: "Lists", expanded: true),
        RecordedItem(id: "Nested", parent: "Outline"), RecordedItem(id: "Cells", expanded: false),
        RecordedItem(id: "Settings"),
      ])
  }

  @Test func applyEventsCarryTheOutlineKeysOnTheirItems() {
    let event = ApplyEvent(
      seq: 1, time: 0, sections: [("s", ["a", "a1", "b"])], parents: ["a1": "a"],
      expanded: ["a": true])
    #expect(
      event.sections[0].items == [
        RecordedItem(id: "a", expanded: true), RecordedItem(id: "a1", parent: "a"),
        RecordedItem(id: "b"),
      ])
  }

  @Test func outlineKeysNameParentsAndTheStateOfItemsWithChildren() {
    var keys = OutlineKeys<String>()
    keys.add(Self.sidebar())
    #expect(keys.parents == ["Grid": "Lists", "Outline": "Lists"])
    #expect(keys.expanded == ["Lists": true, "Outline": false, "Cells": false])
  }

  @Test func flatSectionsHaveNoOutlineKeys() throws {
    let url = try ScratchDirectory.file(prefix: "OutlineRecordingTests")
    let recorder = try SnapshotRecorder(url: url, clock: { 0 }, queueLabel: { nil })
    let dataSource = DiffableDataSource<String, String>(observer: recorder.observer())
    dataSource.apply(Self.sidebar(), to: "sidebar")
    var snapshot = dataSource.snapshot()
    snapshot.appendItems(["Extra"], toSection: "sidebar")
    dataSource.apply(snapshot)
    recorder.close()

    // The flat apply changed the section, so it is no longer the outline's visible items.
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[1].contains(#""parent":"Lists""#))
    #expect(!lines[2].contains(#""parent""#))
    #expect(!lines[2].contains(#""expanded""#))
  }
}

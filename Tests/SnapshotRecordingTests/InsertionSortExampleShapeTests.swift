import Foundation
import ReplayTestSupport
import Testing

@testable import SnapshotRecording

/// `Examples/InsertionSort` records, in an app, what the Linux demo writes to
/// `Recordings/insertion-sort.jsonl`: the same header, the same keys on every line (but the
/// table-only `rowAnimation`), items in the same form (`{"id","color"}`), the same markers and
/// the same grid of 13 rows of 41 swatches.
///
/// The example's model file is compiled into this target (a symlink to
/// `Examples/InsertionSort/InsertionSortModel.swift`); the view controller's applies go through
/// `SnapshotRecorder.record(_:animatingDifferences:)`, which calls `recordApply(sections:…)` with
/// the snapshot's sections and items, as this test does.
@Suite struct InsertionSortExampleShapeTests {
  /// What a recording's lines look like, without their values.
  struct Shape: Equatable {
    var header: [String: String] = [:]
    var applyKeys: Set<String> = []
    var sectionKeys: Set<String> = []
    var itemKeys: Set<String> = []
    var bareItems = false
    var markerLabels: Set<String> = []
    var grid: Set<[Int]> = []
    var firstApplyAnimated: Bool?
    var lastApplyAnimated: Bool?
  }

  private static func shape(of text: String) throws -> Shape {
    var shape = Shape()
    let lines = text.split(separator: "\n")
    let header = try #require(
      JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    for (key, value) in header {
      if let hints = value as? [String: Any] {
        for (name, hint) in hints { shape.header["\(key).\(name)"] = "\(hint)" }
      } else {
        shape.header[key] = "\(value)"
      }
    }
    for line in lines.dropFirst() {
      let object = try #require(
        JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      if object["type"] as? String == "marker" {
        shape.markerLabels.insert(try #require(object["label"] as? String))
        continue
      }
      shape.applyKeys.formUnion(object.keys)
      let animated = object["animating"] as? Bool ?? true
      if shape.firstApplyAnimated == nil { shape.firstApplyAnimated = animated }
      shape.lastApplyAnimated = animated
      let sections = try #require(object["sections"] as? [[String: Any]])
      shape.grid.insert(try sections.map { try #require($0["items"] as? [Any]).count })
      for section in sections {
        shape.sectionKeys.formUnion(section.keys)
        for item in try #require(section["items"] as? [Any]) {
          if let item = item as? [String: Any] {
            shape.itemKeys.formUnion(item.keys)
          } else {
            shape.bareItems = true
          }
        }
      }
    }
    return shape
  }

  /// The example's session, as its view controller records it: the first apply, "Sort" tapped,
  /// insertion steps until every row is sorted, the unanimated reshuffle, "Sort" tapped again.
  private static func exampleRecording() throws -> String {
    typealias Model = InsertionSortModel
    let url = try ScratchDirectory.file(prefix: "InsertionSortExampleShapeTests")
    let recorder = try SnapshotRecorder(
      url: url, header: Model.header, clock: { 0 }, queueLabel: { "main" })
    var random = SplitMix64(seed: 7)
    var rows = Model.randomizedRows(generation: 1, using: &random)
    recorder.recordApply(sections: rows.map { ($0.row, $0.state.nodes) })
    recorder.mark("Sort tapped")
    while rows.contains(where: { !$0.state.isSorted }) {
      for index in rows.indices { rows[index].state.sortNext() }
      recorder.recordApply(sections: rows.map { ($0.row, $0.state.nodes) })
    }
    rows = Model.randomizedRows(generation: 2, using: &random)
    recorder.recordApply(sections: rows.map { ($0.row, $0.state.nodes) }, animating: false)
    recorder.mark("Stop tapped")
    recorder.close()
    return try String(contentsOf: url, encoding: .utf8)
  }

  @Test func theAppRecordsTheDemoRecordingsShape() throws {
    let demo = try Self.shape(
      of: String(
        contentsOf: PackageFiles.demoRecording("insertion-sort.jsonl"), encoding: .utf8))
    let example = try Self.shape(of: Self.exampleRecording())
    // Neither writes a row animation: a UIKit collection view has none (only table data sources
    // do), and the demo records through `observer(view: .collection)`.
    #expect(!demo.applyKeys.contains("rowAnimation"))
    #expect(example == demo)
    #expect(demo.itemKeys == ["id", "color"])
    #expect(demo.grid == [Array(repeating: 41, count: 13)])
  }
}

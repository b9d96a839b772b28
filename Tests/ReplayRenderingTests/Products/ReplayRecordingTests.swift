import Foundation
import RecordingFormat
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// Rendering whole recordings: the demos, a bug report, the canvas limits.
@Suite struct ReplayRecordingTests {
  typealias F = ReplayFixtures

  func demo(_ name: String) throws -> Recording {
    try Recording(contentsOf: PackageFiles.demoRecording(name))
  }

  @Test func insertionSortDemoEndsWithEveryRowSortedByHue() throws {
    // seq 42 is the unanimated reshuffle; stop at the last sort step, at a low frame rate.
    let frames = try F.render(
      try demo("insertion-sort.jsonl"),
      options: RenderOptionOverrides {
        $0.fps = 5; $0.toSeq = 41
      })
    defer { frames.remove() }
    let image = try frames.image(frames.count - 1)
    #expect(image.width == 656 && image.height == 442)
    for row in 0..<13 {
      let hues = (0..<41).map { column in
        hue(of: image[column * 16 + 8, row * 34 + 17])
      }
      #expect(hues == hues.sorted(), "row \(row) is not sorted: \(hues)")
      #expect(Set(hues).count == 41, "row \(row) shows every swatch once")
    }
  }

  @Test func insertionSortDemoStartsUnsorted() throws {
    let frames = try F.render(
      try demo("insertion-sort.jsonl"),
      options: RenderOptionOverrides {
        $0.hold = 0; $0.toSeq = 1
      })
    defer { frames.remove() }
    let image = try frames.image(0)
    let hues = (0..<41).map { hue(of: image[$0 * 16 + 8, 17]) }
    #expect(hues != hues.sorted())
  }

  @Test func invalidApplyStopsTheReplayJustBeforeIt() throws {
    let duplicate = RecordedSection(id: "s", items: [F.item("dog", F.red), F.item("dog", F.blue)])
    let recording = F.recording([
      F.apply(1, at: 0, [RecordedSection(id: "s", items: [F.item("dog", F.red)])]),
      F.apply(2, at: 1, [duplicate]),
      F.apply(3, at: 2, [RecordedSection(id: "s", items: [])]),
    ])
    let renderer = try RecordingRenderer(recording: recording, overrides: F.gridOptions)
    let stop = try #require(renderer.stop)
    #expect(stop.seq == 2)
    #expect(stop.line == 3)
    #expect(
      stop.description
        == "rendering stops before seq 2, which UIKit would reject: Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(dog)}"
    )
    #expect(renderer.timeline.schedule.map(\.seq) == [1])
  }

  /// Reference §6: a reload mark naming a deleted item is ignored, so the replay goes on past
  /// it and cross-fades nothing for it; the marked item that is still there is reloaded.
  @Test func marksOfDeletedItemsNeitherStopTheReplayNorReloadAnything() throws {
    let events = [
      F.apply(
        1, at: 0, [RecordedSection(id: "s", items: [F.item("a", F.red), F.item("b", F.green)])]),
      F.apply(
        2, at: 1, [RecordedSection(id: "s", items: [F.item("a", F.blue)])],
        reloaded: ["b", "a"]),
      F.apply(3, at: 3, [RecordedSection(id: "s", items: [])]),
    ]
    let renderer = try RecordingRenderer(recording: F.recording(events), overrides: F.gridOptions)
    #expect(renderer.stop == nil)
    #expect(renderer.timeline.schedule.map(\.seq) == [1, 2, 3])
    let frames = try F.render(events)
    defer { frames.remove() }
    // Halfway through seq 2: `a` cross-fades from red to blue.
    let blended = try frames.image(15).pixel(atPoint: 14, 9)
    #expect(blended.red > 30 && blended.blue > 30, "a cross-fades: \(blended.hex)")
    #expect(try frames.image(25).pixel(atPoint: 14, 9) == F.blue)
  }

  @Test func viewportClipsALongListToTheScreen() throws {
    let items = (0..<387).map { RecordedItem(id: .integer($0), label: "Mountain \($0)") }
    let recording = F.recording([F.apply(1, at: 0, [RecordedSection(id: "main", items: items)])])
    let frames = try F.render(
      recording,
      options: RenderOptionOverrides {
        $0.layout = .list; $0.hold = 0
      })
    defer { frames.remove() }
    let image = try frames.image(0)
    #expect(image.width == 390 && image.height == 844)
  }

  @Test func canvasPastCairosLimitIsAClearError() throws {
    let items = (0..<400).map { F.item("i\($0)", F.red) }
    let recording = F.recording([F.apply(1, at: 0, [RecordedSection(id: "s", items: items)])])
    #expect {
      try RecordingRenderer(
        recording: recording,
        overrides: RenderOptionOverrides {
          $0.columns = 1; $0.scale = 3
        })
    } throws: { error in
      "\(error)".contains("32,767") || "\(error)".contains("32767")
    }
  }
}

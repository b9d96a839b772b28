import Foundation
import ReplayRendering
import SnapshotRecording
import Testing

@testable import ReplayPlayer

@Suite struct ReportDataTests {
  @Test func oneStepPerRenderedApplyThenTheRejectedOne() throws {
    let data = try ReportFixtures.report().data
    #expect(data.steps.map(\.seq) == [1, 2, 3, 4, 5])
    #expect(data.steps.map(\.trapped) == [false, false, false, false, true])
    #expect(data.steps.map(\.line) == [2, 4, 5, 6, 7])
    #expect(data.steps[0].summary == "first state")
    #expect(data.steps[1].summary == "items 1 inserted")
    #expect(data.steps[4].summary == "rejected by UIKit")
  }

  @Test func eachStepSaysWhatItDoesToEachItem() throws {
    let data = try ReportFixtures.report().data
    #expect(data.steps[1].actions == [.string("bird"): [.inserted]])
    let moved = data.steps[2].actions
    #expect(moved[.string("dog")]?.contains(.moved) == true)
    // cat was reloaded; dog's label changed without a reload: UIKit shows its old cell.
    #expect(data.steps[3].actions[.string("cat")] == [.reloaded])
    #expect(data.steps[3].actions[.string("dog")] == [.staleContent])
  }

  @Test func theDiffTextIsDiffsText() throws {
    let data = try ReportFixtures.report().data
    #expect(data.steps[1].diffText.hasPrefix("1 → 2: items 1 inserted\n"))
    #expect(data.steps[1].diffText.contains("+ bird at [0,1]"))
    #expect(data.steps[0].diffText.isEmpty)
  }

  @Test func checkFindingsGoToTheirApplyWithTheirLine() throws {
    let data = try ReportFixtures.report().data
    let stale = try #require(data.steps[3].problems.first)
    #expect(stale.line == 6)
    #expect(stale.category == .staleContent)
    let trap = try #require(data.steps[4].problems.first)
    #expect(trap.line == 7)
    #expect(trap.severity == .error)
    #expect(trap.message.contains("not unique"))
  }

  @Test func aMarkerLabelsTheApplyRecordedWithIt() throws {
    let data = try ReportFixtures.report().data
    #expect(data.steps[1].markers == ["add a bird </script><script>alert(1)</script>"])
    #expect(data.markers.map(\.time) == [data.steps[1].start])
  }

  @Test func eachFrameNamesItsStepAndItsItemsWhereTheFrameDrawsThem() throws {
    let report = try ReportFixtures.report()
    let timeline = report.renderer.timeline
    #expect(report.data.frames.count == timeline.frameCount)
    for index in 0..<timeline.frameCount {
      let metadata = timeline.metadata(at: index)
      #expect(report.data.steps[report.data.frames[index].step].seq == metadata.seq)
      let run = try #require(report.data.placements.last { $0.frame <= index })
      #expect(run.items == timeline.items(at: index), "frame \(index)")
    }
    // A run starts only where the placements change: held frames share one.
    #expect(report.data.placements.count < timeline.frameCount)
  }

  @Test func itemsOnScreenAreTheScenesCells() throws {
    let report = try ReportFixtures.report()
    let timeline = report.renderer.timeline
    for index in 0..<timeline.frameCount {
      let cells = timeline.frame(at: index).scene.elements.filter { $0.kind == .listRow }
      #expect(cells.map(\.frame) == timeline.items(at: index).map(\.frame), "frame \(index)")
    }
    let first = timeline.items(at: 0)
    #expect(first.map(\.id) == [.string("cat"), .string("dog")])
  }

  @Test func theJSONNumbersEachIdentifierOnceAndParses() throws {
    let report = try ReportFixtures.report()
    let json = report.data.json(frameImages: report.frames.imageOfFrame)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["items"] as? [String] == ["cat", "dog", "bird"])
    #expect(object["sections"] as? [String] == ["s"])
    let steps = try #require(object["steps"] as? [[String: Any]])
    #expect(steps.count == 5)
    // seq 4 relabels dog (1) and cat (0).
    let labels = try #require(steps[3]["labels"] as? [[Any]])
    #expect(labels.map { $0[1] as? String } == ["Puppy", "Kitten"])
    let frames = try #require(object["frames"] as? [[Double]])
    #expect(frames.count == report.frames.imageOfFrame.count)
  }

  @Test func idleCutsAreWhereTheMaxIdleCapShortenedAGap() throws {
    let text = """
      {"format":"snapshot-replay","version":1,"render":{"layout":"list","viewport":"100x100","maxIdle":1,"duration":0.25}}
      {"type":"apply","seq":1,"time":0.0,"sections":[{"id":"s","items":["a"]}]}
      {"type":"apply","seq":2,"time":5.0,"sections":[{"id":"s","items":["a","b"]}]}

      """
    let data = try ReportFixtures.report(text, name: "idle.jsonl").data
    #expect(data.idleCuts == [IdleCut(seq: 2, end: 1, kept: 1, cut: 4)])
    #expect(data.idleCuts.first?.start == 0)
  }
}

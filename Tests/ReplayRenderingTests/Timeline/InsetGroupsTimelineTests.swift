import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// Every frame of seeded random inset-grouped transitions: an opaque row is never cut by its
/// group (the group reaches over it), and every row and separator of a group is cut to it.
@Suite struct InsetGroupsTimelineTests {
  typealias R = RecordingBuilder

  /// Items shuffled between three sections, some deleted and some inserted, every apply 0.4 s
  /// after the last so transitions interrupt each other.
  static func applies(seed: UInt64) -> [ApplyEvent] {
    var random = SplitMix64(seed: seed)
    var applies: [ApplyEvent] = []
    for seq in 1...6 {
      var ids = (0..<12).map { "i\($0)" }.filter { _ in random.next(below: 4) != 0 }
      random.shuffle(&ids)
      let cut1 = random.next(below: ids.count + 1)
      let cut2 = cut1 + random.next(below: ids.count - cut1 + 1)
      let sections = [
        R.section("a", items: Array(ids[..<cut1])),
        R.section("b", title: "Second", items: Array(ids[cut1..<cut2])),
        R.section("c", items: Array(ids[cut2...])),
      ]
      applies.append(R.apply(seq, at: Double(seq - 1) * 0.4, sections))
    }
    return applies
  }

  @Test(arguments: 1...12 as ClosedRange<UInt64>)
  func opaqueRowsAreNeverCutByTheirGroup(seed: UInt64) throws {
    var options = InsetGroupsPixelTests.options
    options.viewport = SceneSize(width: 200, height: 1_000)
    let timeline = try FrameTimeline(validating: Self.applies(seed: seed), options: options)
    for index in 0..<timeline.frameCount {
      let scene = timeline.frame(at: index).scene
      for element in scene.elements where element.kind == .listRow && element.cornerRadius == 0 {
        let clip = try #require(element.clip, "frame \(index): a row without its group")
        #expect(clip.cornerRadius == 10)
        guard element.opacity >= 1 else { continue }
        let top = element.frame.y
        let bottom = element.frame.y + element.frame.height
        #expect(
          top >= clip.frame.y - 1e-9 && bottom <= clip.frame.y + clip.frame.height + 1e-9,
          "seed \(seed) frame \(index): \(element.label ?? "") \(element.frame) cut by \(clip)")
      }
      for element in scene.elements where element.kind == .separator {
        #expect(element.clip != nil, "frame \(index): a separator without its group")
      }
    }
  }
}

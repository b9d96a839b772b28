import Foundation
import RecordingValidation
import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// Pinned headers and footers stay pinned while `scroll` lines move the view between applies
/// (issue 23), as UIKit keeps them pinned at every offset: a frame scrolled to an offset by
/// `scroll` lines draws the pinned views where a `layout` line recorded at that offset puts
/// them, pixel for pixel.
@Suite struct TimelinePinnedTests {
  static let page = RecordedColor(red: 0xF2, green: 0xF2, blue: 0xF7)
  static let white = RecordedColor(red: 0xFF, green: 0xFF, blue: 0xFF)
  /// The bars over the visible rect, and the home indicator's inset under it.
  static let top = 40.0
  static let bottom = 30.0
  static let height = 600.0

  /// The `scroll` lines after apply 1: their times and offsets. The last one takes section
  /// a's end (478) within 20 points of the bars: its header is pushed up.
  static let scrolls: [(time: Double, offset: Double)] = [(0.5, 60), (1.0, 200), (1.5, 420)]

  /// A 200 × 600 inset-grouped collection view under 40 points of bars: section a (pinned
  /// header "ALPHA", 10 rows, 38…478), then section b (header "BETA", 20 rows, 516…1396, and
  /// a pinned footer under them, 1396…1436). With `scrolled`, apply 1 is recorded at the
  /// top (offset −40), the `scroll` lines follow, and apply 2 (the same rows) at 3 s is
  /// recorded at the last scroll's offset; else one apply recorded at `offset`, followed by
  /// one `scroll` line to `scrollBackTo` at 0.5 s when given.
  static func recordingText(scrolled: Bool, offset: Double = -40, scrollBackTo: Double? = nil)
    -> String
  {
    let rowsA = (0..<10).map { #"{"id":"a-\#($0)","label":"A \#($0)"}"# }
    let rowsB = (0..<20).map { #"{"id":"b-\#($0)","label":"B \#($0)"}"# }
    let sections =
      #"[{"id":"a","title":"Alpha","items":[\#(rowsA.joined(separator: ","))]},"#
      + #"{"id":"b","title":"Beta","items":[\#(rowsB.joined(separator: ","))]}]"#
    let frames =
      (0..<10).map { #""a-\#($0)":[16,\#(38 + 44 * $0),168,44]"# }
      + (0..<20).map { #""b-\#($0)":[16,\#(516 + 44 * $0),168,44]"# }
    let supplementary = [
      #"{"kind":"header","section":"a","rect":[16,0,168,38],"text":"ALPHA","pinned":true}"#,
      #"{"kind":"header","section":"b","rect":[16,478,168,38],"text":"BETA"}"#,
      #"{"kind":"footer","section":"b","rect":[16,1396,168,40],"text":"Beta footer","pinned":true}"#,
    ]
    func layout(seq: Int, time: Double, offset: Double) -> String {
      #"{"type":"layout","seq":\#(seq),"time":\#(time),"view":"collection","list":"insetGrouped","#
        + #""bounds":[200,\#(Int(height))],"offset":[0,\#(Int(offset))],"#
        + #""insets":[\#(Int(top)),0,\#(Int(bottom)),0],"content":[200,1436],"#
        + #""items":{\#(frames.joined(separator: ","))},"#
        + #""supplementary":[\#(supplementary.joined(separator: ","))]}"#
    }
    var lines = [
      #"{"format":"snapshot-replay","version":1,"render":{"layout":"list","fps":10,"hold":0}}"#,
      #"{"type":"apply","seq":1,"time":0,"sections":\#(sections)}"#,
      layout(seq: 1, time: 0, offset: scrolled ? -40 : offset),
    ]
    if scrolled {
      for scroll in scrolls {
        lines.append(
          #"{"type":"scroll","time":\#(scroll.time),"offset":[0,\#(Int(scroll.offset))]}"#)
      }
      lines.append(#"{"type":"apply","seq":2,"time":3,"sections":\#(sections)}"#)
      lines.append(layout(seq: 2, time: 3, offset: scrolls[scrolls.count - 1].offset))
    } else if let scrollBackTo {
      lines.append(#"{"type":"scroll","time":0.5,"offset":[0,\#(Int(scrollBackTo))]}"#)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func timeline(_ text: String) throws -> FrameTimeline {
    let url = try ScratchDirectory.file(prefix: "TimelinePinnedTests")
    try Data(text.utf8).write(to: url)
    return try RecordingRenderer(contentsOf: url).timeline
  }

  /// The frame at `time` (frames every 0.1 s) and its image.
  private static func frame(at time: Double, _ timeline: FrameTimeline) throws
    -> (scene: FrameScene, image: RasterImage)
  {
    let scene = timeline.frame(at: Int((time * 10).rounded())).scene
    return (scene, try SceneDrawer().draw(scene))
  }

  private static func colors(in image: RasterImage, x: Int, y: Int, width: Int, height: Int)
    -> Set<RecordedColor>
  {
    var found: Set<RecordedColor> = []
    for py in y..<(y + height) {
      for px in x..<(x + width) { found.insert(image[px, py]) }
    }
    return found
  }

  @Test func aPinnedHeaderStaysUnderTheTopInsetWhileScrollLinesMoveTheView() throws {
    let timeline = try Self.timeline(Self.recordingText(scrolled: true))
    for (time, offset) in Self.scrolls.dropLast() {
      let (scene, image) = try Self.frame(at: time, timeline)
      let header = try #require(scene.elements.first { $0.label == "ALPHA" }, "at \(offset)")
      #expect(header.frame.y == Self.top, "at offset \(offset)")
      // Its band hides the rows scrolled under it: the page, its title, no cell.
      let band = Self.colors(in: image, x: 20, y: 41, width: 160, height: 36)
      #expect(band.contains(Self.page), "at offset \(offset)")
      #expect(!band.contains(Self.white), "at offset \(offset)")
      #expect(band.count > 2, "its title is drawn at offset \(offset)")
    }
  }

  @Test func aPinnedHeaderIsPushedUpWhenItsSectionsEndPassesWhileScrolling() throws {
    let timeline = try Self.timeline(Self.recordingText(scrolled: true))
    let (scene, _) = try Self.frame(at: 1.5, timeline)
    let header = try #require(scene.elements.first { $0.label == "ALPHA" })
    // Section a's rows end at 478 − 420 = 58 on the canvas.
    #expect(header.frame.y == 58 - 38)
  }

  @Test func aPinnedFooterStaysAboveTheBottomInsetWhileScrollLinesMoveTheView() throws {
    let timeline = try Self.timeline(Self.recordingText(scrolled: true))
    let visibleBottom = Self.height - Self.bottom
    for (time, offset) in Self.scrolls {
      let (scene, image) = try Self.frame(at: time, timeline)
      let footer = try #require(scene.elements.first { $0.label == "Beta footer" })
      #expect(footer.frame.y == visibleBottom - 40, "at offset \(offset)")
      // Opaque over the rows scrolled under it, with its text.
      let band = Self.colors(in: image, x: 20, y: Int(visibleBottom) - 39, width: 160, height: 38)
      #expect(!band.contains(Self.white), "at offset \(offset)")
      #expect(band.count > 2, "its text is drawn at offset \(offset)")
    }
  }

  @Test func aPinnedFooterIsPushedDownByItsSectionsStart() throws {
    let timeline = try Self.timeline(Self.recordingText(scrolled: true))
    let (scene, _) = try Self.frame(at: 0, timeline)
    let footer = try #require(scene.elements.first { $0.label == "Beta footer" })
    // At the top, section b's first row starts at 516 + 40 = 556, below the stuck place.
    #expect(footer.frame.y == 556)
  }

  @Test func aFrameScrolledToAnOffsetIsTheFrameRecordedAtThatOffset() throws {
    let scrolled = try Self.timeline(Self.recordingText(scrolled: true))
    for (time, offset) in Self.scrolls {
      let recorded = try Self.timeline(Self.recordingText(scrolled: false, offset: offset))
      let (_, moved) = try Self.frame(at: time, scrolled)
      let (_, laidOut) = try Self.frame(at: 0, recorded)
      #expect(moved == laidOut, "at offset \(offset)")
    }
  }

  @Test func theNextApplyStartsWherePinnedViewsStuck() throws {
    let timeline = try Self.timeline(Self.recordingText(scrolled: true))
    // Apply 2 (at 3 s) records the last scroll's offset: nothing moves through its transition.
    let before = try Self.frame(at: 2.9, timeline).image
    for time in [3.0, 3.1, 3.3] {
      #expect(try Self.frame(at: time, timeline).image == before, "at \(time) s")
    }
  }

  @Test func aStreamedRenderPinsAsAParsedOneDoes() throws {
    let url = try ScratchDirectory.file(prefix: "TimelinePinnedTests")
    try Data(Self.recordingText(scrolled: true).utf8).write(to: url)
    let parsed = try RecordingRenderer(
      source: ReplaySource(contentsOf: url), keeping: .everyApply)
    let streamed = try RecordingRenderer(
      source: ReplaySource(contentsOf: url, keepingFilesUpTo: 0), keeping: .everyApply)
    #expect(streamed.timeline.frameCount == parsed.timeline.frameCount)
    for index in [0, 5, 10, 15, 29, 30, 31, 33] {
      #expect(
        try streamed.frames.frame(at: index).scene == parsed.frames.frame(at: index).scene,
        "frame \(index)")
    }
  }

  @Test func cullingKeepsAPinnedHeaderWhoseSectionScrollsBackIntoView() throws {
    // Recorded at 700, section a (ending at 478) is wholly above the canvas, its header too;
    // the scroll back to 300 brings its last rows back, and the header stuck over them.
    let url = try ScratchDirectory.file(prefix: "TimelinePinnedTests")
    try Data(Self.recordingText(scrolled: false, offset: 700, scrollBackTo: 300).utf8).write(
      to: url)
    let options = try RecordingRenderer(contentsOf: url).options
    func timeline(culling: Bool) throws -> FrameTimeline {
      var assembly = TimelineAssembly(
        options: options, title: nil,
        policy: TimelineAssembly.Policy(retention: .everyApply, culling: culling))
      var playback = ReplayPlayback()
      for event in try ValidatedRecording(contentsOf: url) {
        assembly.take(event, playback: &playback)
      }
      return try #require(try assembly.finish())
    }
    let culled = try timeline(culling: true)
    let whole = try timeline(culling: false)
    let header = try #require(
      culled.frame(atTime: 0.5).scene.elements.first { $0.label == "ALPHA" })
    #expect(header.frame.y == Self.top)
    #expect(culled.frameCount == whole.frameCount)
    for index in 0..<culled.frameCount {
      #expect(culled.frame(at: index).scene == whole.frame(at: index).scene, "frame \(index)")
    }
  }

  /// Without recorded geometry: section a (10 rows) and b (20 rows), titled, in the header's
  /// list style, scrolled by one `scroll` line at 0.5 s to `offset`.
  static func modelText(style: String, offset: Double) -> String {
    let rowsA = (0..<10).map { #"{"id":"a-\#($0)","label":"A \#($0)"}"# }
    let rowsB = (0..<20).map { #"{"id":"b-\#($0)","label":"B \#($0)"}"# }
    return [
      #"{"format":"snapshot-replay","version":1,"render":{"layout":"list","listStyle":"\#(style)","viewport":"200x600","fps":10,"hold":0}}"#,
      #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"a","title":"Alpha","items":[\#(rowsA.joined(separator: ","))]},"#
        + #"{"id":"b","title":"Beta","items":[\#(rowsB.joined(separator: ","))]}]}"#,
      #"{"type":"scroll","time":0.5,"offset":[0,\#(Int(offset))]}"#,
    ].joined(separator: "\n") + "\n"
  }

  @Test func aPlainModelListsHeaderFloatsWhileTheModelFollowsScrollLines() throws {
    let timeline = try Self.timeline(Self.modelText(style: "plain", offset: 100))
    let start = try #require(timeline.frame(at: 0).scene.elements.first { $0.label == "Alpha" })
    #expect(start.frame.y == 0)
    let (scene, image) = try Self.frame(at: 0.5, timeline)
    let header = try #require(scene.elements.first { $0.label == "Alpha" })
    #expect(header.frame.y == 0)
    // The rows scrolled under it are hidden by its band.
    #expect(
      !Self.colors(in: image, x: 0, y: 1, width: 200, height: Int(header.frame.height) - 2)
        .contains(Self.white))
  }

  @Test func aGroupedModelListsHeaderScrollsAwayWithItsRows() throws {
    let timeline = try Self.timeline(Self.modelText(style: "inset-grouped", offset: 20))
    let start = try #require(timeline.frame(at: 0).scene.elements.first { $0.label == "ALPHA" })
    let header = try #require(timeline.frame(at: 5).scene.elements.first { $0.label == "ALPHA" })
    #expect(header.frame.y == start.frame.y - 20)
  }
}

import Foundation
import RecordingValidation
import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// The model's large title collapses while it follows `scroll` lines (issue 23), as a
/// `UINavigationBar` with `prefersLargeTitles` does: the band shrinks as far as the content
/// moves, the large title slides under the 44-point bar, and the inline title fades in.
@Suite struct LargeTitleCollapsePixelTests {
  static let white = RecordedColor(red: 0xFF, green: 0xFF, blue: 0xFF)
  static let red = RecordedColor(red: 0xFF, green: 0x00, blue: 0x00)

  /// A white list of 40 red rows titled "Inbox" under the status and navigation bars (143
  /// points with the large title), scrolled by `scroll` lines: the device's offsets are the
  /// model's minus the 143-point top inset, so 0 s is the top, then 26, 52 and 200 points.
  static let scrolled: [(time: Double, offset: Double)] = [(0.5, 26), (1.0, 52), (1.5, 200)]

  static func recordingText(scrolls: Bool = true) -> String {
    let rows = (0..<40).map { ##"{"id":"r\##($0)","label":"Row \##($0)","color":"#FF0000"}"## }
    var lines = [
      #"{"format":"snapshot-replay","version":1,"title":"Inbox","render":{"layout":"list","#
        + ##""viewport":"390x500","background":"#FFFFFF","chrome":"navigation","fps":10,"hold":0}}"##,
      #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[\#(rows.joined(separator: ","))]}]}"#,
    ]
    if scrolls {
      for (time, offset) in scrolled {
        lines.append(#"{"type":"scroll","time":\#(time),"offset":[0,\#(Int(offset) - 143)]}"#)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func timeline(scrolls: Bool = true) throws -> FrameTimeline {
    let url = try ScratchDirectory.file(prefix: "LargeTitleCollapsePixelTests")
    try Data(recordingText(scrolls: scrolls).utf8).write(to: url)
    return try RecordingRenderer(contentsOf: url).timeline
  }

  private static func frame(at time: Double, _ timeline: FrameTimeline) throws
    -> (scene: FrameScene, image: RasterImage)
  {
    let scene = timeline.frame(at: Int((time * 10).rounded())).scene
    return (scene, try SceneDrawer().draw(scene))
  }

  /// Whether anything but the white page is drawn in the rectangle (points, scale 1).
  private static func hasInk(_ image: RasterImage, x: Int, y: Int, width: Int, height: Int)
    -> Bool
  {
    for py in y..<(y + height) {
      for px in x..<(x + width) where image[px, py] != white { return true }
    }
    return false
  }

  @Test func notScrolledTheBarsAreTheStaticOnes() throws {
    let timeline = try Self.timeline()
    let still = try Self.timeline(scrolls: false)
    let (scene, image) = try Self.frame(at: 0, timeline)
    #expect(scene == still.frame(at: 0).scene)
    // The large title in its band, nothing in the 44-point bar.
    #expect(Self.hasInk(image, x: 16, y: 95, width: 200, height: 44))
    #expect(!Self.hasInk(image, x: 0, y: 48, width: 390, height: 42))
  }

  @Test func halfCollapsedTheBandFollowsTheContentAndTheTitleSlidesUnderTheBar() throws {
    let (scene, image) = try Self.frame(at: 0.5, Self.timeline())
    // The bars end 26 points higher, where the content now starts: the first row at 117.
    let bar = try #require(scene.elements.first { $0.kind == .navigationBar && $0.fill != nil })
    #expect(bar.frame.y + bar.frame.height == 143 - 26)
    #expect(image[200, 118] == Self.red)
    #expect(image[200, 115] == Self.white)
    // The large title is still partly showing under the bar; the inline one not yet.
    #expect(Self.hasInk(image, x: 16, y: 92, width: 200, height: 24))
    #expect(!Self.hasInk(image, x: 100, y: 48, width: 190, height: 42))
  }

  @Test func fullyCollapsedOnlyTheInlineTitleIsLeft() throws {
    for time in [1.0, 1.5] {
      let (scene, image) = try Self.frame(at: time, Self.timeline())
      #expect(!scene.elements.contains { $0.kind == .largeTitleBar }, "at \(time) s")
      // The inline title centred in the 44-point bar; the rows right under it.
      #expect(Self.hasInk(image, x: 150, y: 48, width: 90, height: 42), "at \(time) s")
      #expect(!Self.hasInk(image, x: 16, y: 48, width: 100, height: 42), "at \(time) s")
      #expect(image[200, 93] == Self.red, "at \(time) s")
    }
  }

  @Test func aStreamedRenderCollapsesAsAParsedOneDoes() throws {
    let url = try ScratchDirectory.file(prefix: "LargeTitleCollapsePixelTests")
    try Data(Self.recordingText().utf8).write(to: url)
    let parsed = try RecordingRenderer(source: ReplaySource(contentsOf: url))
    let streamed = try RecordingRenderer(
      source: ReplaySource(contentsOf: url, keepingFilesUpTo: 0))
    for index in [0, 4, 5, 8, 10, 15] {
      #expect(
        try streamed.frames.frame(at: index).scene == parsed.frames.frame(at: index).scene,
        "frame \(index)")
    }
  }

  @Test func collapsingFollowsTheOffsetBothWays() {
    let chrome = PhoneChrome(
      style: .navigation, largeTitle: true, width: 390, title: "Inbox", background: Self.white)
    #expect(chrome.collapse(scrolled: -20) == 0)
    #expect(chrome.collapse(scrolled: 30) == 30)
    #expect(chrome.collapse(scrolled: 300) == 52)
    #expect(chrome.collapsed(by: 0) == chrome.elements)
    // Three quarters collapsed: the inline title half faded in.
    let inline = chrome.collapsed(by: 39).last
    #expect(inline?.kind == .navigationBar && inline?.opacity == 0.5)
    let inlineOnly = PhoneChrome(
      style: .navigation, largeTitle: false, width: 390, title: "Inbox", background: Self.white)
    #expect(inlineOnly.collapsed(by: 100) == inlineOnly.elements)
  }
}

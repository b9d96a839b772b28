import Foundation
import RecordingFormat
import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayRendering

@Suite struct RecordingRendererMarkersTests {
  /// Three applies a second apart; a marker before the first, one with the second, one between
  /// the second and the third.
  static let text = """
    {"format":"snapshot-replay","version":1,"render":{"layout":"list","viewport":"120x120","fps":10,"duration":0.2,"hold":0.3,"timing":"recorded"}}
    {"type":"marker","time":0.0,"label":"start"}
    {"type":"apply","seq":1,"time":0.5,"sections":[{"id":"s","items":["a"]}]}
    {"type":"marker","time":1.5,"label":"add b"}
    {"type":"apply","seq":2,"time":1.5,"sections":[{"id":"s","items":["a","b"]}]}
    {"type":"marker","time":2.0,"label":"about to add c"}
    {"type":"apply","seq":3,"time":2.5,"sections":[{"id":"s","items":["a","b","c"]}]}

    """

  func renderer(_ overrides: RenderOptionOverrides = RenderOptionOverrides()) throws
    -> RecordingRenderer
  {
    let url = try ScratchDirectory.file(prefix: "renderer-markers")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    try Data(Self.text.utf8).write(to: url)
    return try RecordingRenderer(recording: try Recording(contentsOf: url), overrides: overrides)
  }

  @Test func eachMarkerKeepsItsDistanceFromTheApplyRecordedAtOrBeforeIt() throws {
    let markers = try renderer().markers
    #expect(
      markers == [
        FrameManifest.Marker(time: 0, seq: 1, label: "start"),
        FrameManifest.Marker(time: 1, seq: 2, label: "add b"),
        FrameManifest.Marker(time: 1.5, seq: 2, label: "about to add c"),
      ])
  }

  @Test func aMarkerNeverPassesTheNextApplyNorMovesWithSequentialTiming() throws {
    // max-idle 0.25 brings seq 3 to 0.25 s after seq 2: the marker 0.5 s after seq 2 waits.
    let capped = try renderer(RenderOptionOverrides { $0.maxIdle = 0.25 }).markers
    #expect(capped.map(\.time) == [0, 0.25, 0.5])
    let sequential = try renderer(RenderOptionOverrides { $0.timing = .sequential }).markers
    #expect(sequential.map(\.time) == [0, 0.1, 0.1])
  }

  @Test func markersOfAppliesOutsideTheRangeAreLeftOut() throws {
    let markers = try renderer(RenderOptionOverrides { $0.fromSeq = 3 }).markers
    #expect(markers.isEmpty)
    let second = try renderer(RenderOptionOverrides { $0.toSeq = 2 }).markers
    #expect(second.map(\.label) == ["start", "add b", "about to add c"])
  }

  @Test func theCaptionIsTheLastMarkerShown() throws {
    let renderer = try renderer()
    #expect(renderer.caption(atTime: 0) == "start")
    #expect(renderer.caption(atTime: 0.9) == "start")
    #expect(renderer.caption(atTime: 1) == "add b")
    #expect(renderer.caption(atTime: 1.5) == "about to add c")
  }

  @Test func theManifestListsTheMarkersAndIsStillRecognised() throws {
    let directory = try ScratchDirectory.make("renderer-markers")
    defer { ScratchDirectory.remove(directory) }
    let summary = try renderer().render(to: directory, workerCount: 1)
    let json = try String(
      contentsOf: directory.appendingPathComponent("manifest.json"), encoding: .utf8)
    #expect(
      json.hasSuffix(
        """
          ],
          "markers": [
            {"time": 0, "seq": 1, "label": "start"},
            {"time": 1, "seq": 2, "label": "add b"},
            {"time": 1.5, "seq": 2, "label": "about to add c"}
          ]\(FontFile.manifestTail)
        }

        """))
    #expect(FrameManifest.frameFiles(inJSON: Data(json.utf8))?.count == summary.frameCount)
    // A second render recognises the first as its own.
    try renderer().render(to: directory, workerCount: 1)
  }

  @Test func captionsDrawABandAtTheBottomOnlyOnceAMarkerShows() throws {
    let renderer = try renderer()
    let plain = renderer.timeline.frame(at: 12).scene
    let captioned = try renderer.captionedScene(at: 12)
    #expect(captioned.elements.dropLast(2) == plain.elements[...])
    let caption = try #require(captioned.elements.last)
    #expect(caption.kind == .caption)
    #expect(caption.label == "add b")
    #expect(caption.frame == SceneRect(x: 0, y: 84, width: 120, height: 36))
    let image = try SceneDrawer().draw(captioned)
    let bare = try SceneDrawer().draw(plain)
    // The band darkens the bottom-left corner (no text there); the top is untouched.
    #expect(image[2, 117].red < bare[2, 117].red)
    #expect(image[2, 2] == bare[2, 2])
  }

  @Test func withoutCaptionsFramesAreUnchanged() throws {
    let directory = try ScratchDirectory.make("renderer-markers")
    defer { ScratchDirectory.remove(directory) }
    let renderer = try renderer()
    try renderer.render(to: directory, workerCount: 1)
    let frame = try PNGCodec.decode(
      try Data(contentsOf: directory.appendingPathComponent("frame-000012.png")))
    #expect(frame == (try SceneDrawer().draw(renderer.timeline.frame(at: 12).scene)))
  }
}

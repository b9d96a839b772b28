import Foundation
import RecordingFormat
import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayRendering

@Suite struct ContactSheetTests {
  typealias F = ReplayFixtures

  func insertionSort() throws -> Recording {
    try Recording(contentsOf: PackageFiles.demoRecording("insertion-sort.jsonl"))
  }

  @Test func sheetHasOneCaptionedThumbnailPerApplyInAGrid() throws {
    let sheet = try ContactSheet(
      recording: try insertionSort(), columns: 6, thumbnailWidth: 164)
    #expect(sheet.thumbnails.count == 42)
    #expect(sheet.thumbnails.first?.caption == "seq 1 · 0.0 s")
    #expect(sheet.thumbnails[2].caption == "seq 3 · 0.625 s")
    // 656×442 pt scaled to 164 wide is 110.5 → 111 tall; 7 rows of (111 + 22) + 12 padding.
    #expect(sheet.scene.size.width == 12 + 6 * (164 + 12))
    #expect(sheet.scene.size.height == 12 + 7 * (111 + 22 + 12))
  }

  @Test func eachThumbnailShowsItsSettledState() throws {
    // 41 swatches, 16 pt each, scaled to 4 px: thumbnail 41 (seq 41) is sorted, thumbnail 1 not.
    let sheet = try ContactSheet(recording: try insertionSort(), columns: 6, thumbnailWidth: 164)
    let image = try SceneDrawer().draw(sheet.scene)
    func hues(ofThumbnail index: Int) -> [Double] {
      let x0 = 12 + (index % 6) * (164 + 12)
      let y0 = 12 + (index / 6) * (111 + 22 + 12)
      return (0..<41).map { column in hue(of: image[x0 + column * 4 + 2, y0 + 8]) }
    }
    let sorted = hues(ofThumbnail: 40)
    #expect(sorted == sorted.sorted(), "seq 41 is sorted: \(sorted)")
    let first = hues(ofThumbnail: 0)
    #expect(first != first.sorted(), "seq 1 is shuffled")
  }

  @Test func insetGroupedRowsStayInsideTheirScaledGroup() throws {
    // Six rows in a first group (20…284 pt), then a red row alone in a second (304…348), in a
    // 390×400 list drawn half size: the red row is red at (97, 163) in its thumbnail, inside
    // its scaled group, and the page shows beside the group.
    let red = RecordedColor(red: 255, green: 0, blue: 0)
    let first = RecordingBuilder.section("a", items: ["1", "2", "3", "4", "5", "6"])
    let recording = F.recording([
      F.apply(1, at: 0, [first, RecordingBuilder.section("b", [F.item("r", red)])])
    ])
    let sheet = try ContactSheet(
      recording: recording,
      renderOptions: RenderOptionOverrides(
        layout: .list, viewport: SceneSize(width: 390, height: 400), listStyle: .insetGrouped),
      columns: 1, thumbnailWidth: 195)
    let image = try SceneDrawer().draw(sheet.scene)
    #expect(image[12 + 97, 12 + 163] == red)
    #expect(image[12 + 4, 12 + 163] == RecordedColor(red: 0xF2, green: 0xF2, blue: 0xF7))
  }

  @Test func accessoriesShrinkWithTheirThumbnail() throws {
    // A plain 390 pt list drawn half size: the on switch (51 × 31 pt, 16 pt from the trailing
    // edge) is 25.5 pt wide and ends 8 pt from the thumbnail's edge.
    let switchRow = RecordedItem(id: "wifi", label: "Wi-Fi", accessory: .switchOn)
    let recording = F.recording([
      F.apply(1, at: 0, [RecordingBuilder.section("s", [switchRow])])
    ])
    let sheet = try ContactSheet(
      recording: recording,
      renderOptions: RenderOptionOverrides(
        layout: .list, viewport: SceneSize(width: 390, height: 100)),
      columns: 1, thumbnailWidth: 195)
    let image = try SceneDrawer().draw(sheet.scene)
    // Everything not white in the row's trailing half is the switch: its track and knob.
    let white = RecordedColor(red: 255, green: 255, blue: 255)
    let ink = try #require(
      DrawingFixtures.inkBounds(
        of: image, background: white, inside: SceneRect(x: 12 + 100, y: 13, width: 95, height: 20)
      ))
    let first = ink.minX
    let last = ink.maxX
    #expect(isClose(image[first + 4, 12 + 11], AccessoryColors.light.switchOnTrack, tolerance: 8))
    #expect(abs(Double(12 + 195 - 8) - Double(last + 1)) <= 1, "switch ends at \(last)")
    #expect(abs(Double(last + 1 - first) - 25.5) <= 1.5, "switch \(last + 1 - first) px wide")
  }

  @Test func everyThumbnailShowsItsApplysItemsInOrder() throws {
    // The sort's applies overlap on the recorded timeline (each starts before the last one has
    // settled), so a thumbnail must not be a frame of that timeline: it shows its own apply.
    let recording = try insertionSort()
    let sheet = try ContactSheet(recording: recording, columns: 6, thumbnailWidth: 164)
    let image = try SceneDrawer().draw(sheet.scene)
    for (index, apply) in recording.applies.enumerated() {
      let x0 = 12 + (index % 6) * (164 + 12)
      let y0 = 12 + (index / 6) * (111 + 22 + 12)
      // One section per row of 41 cells of 16×34 pt, a quarter size: 4×8.5 px; sample centres.
      let expected = apply.sections.map { $0.items.compactMap(\.color) }
      let drawn = expected.indices.map { row in
        (0..<41).map { column in image[x0 + column * 4 + 2, y0 + Int(Double(row) * 8.5 + 4)] }
      }
      #expect(drawn == expected, "thumbnail \(index) (seq \(apply.seq))")
    }
  }

  @Test func listThumbnailsShowWhatARenderStoppingAtTheirApplyEndsWith() throws {
    // Inserts, deletes and reloads in a list: the settled state equals a render's last frame.
    let recording = try Recording(
      contentsOf: PackageFiles.demoRecording("wifi-settings.jsonl"))
    let items = try ContactSheet.settledScenes(
      of: recording, subject: .applies, renderOptions: RenderOptionOverrides())
    #expect(items.count == recording.applies.count)
    for item in items {
      let stopped = try RecordingRenderer(
        recording: recording, overrides: RenderOptionOverrides(toSeq: item.thumbnail.seq)
      ).timeline
      let last = stopped.frame(atTime: stopped.totalDuration).scene
      #expect(Set(item.scene.elements) == Set(last.elements), "seq \(item.thumbnail.seq)")
    }
  }

  @Test func markerSheetShowsTheStateAfterTheApplyAtTheMarkersTime() throws {
    let recording = F.recording([
      F.apply(1, at: 0, [RecordedSection(id: "s", items: [F.item("a", F.red)])]),
      .marker(MarkerEvent(time: 1, label: "turn blue")),
      F.apply(2, at: 1, [RecordedSection(id: "s", items: [F.item("b", F.blue)])]),
    ])
    let sheet = try ContactSheet(
      recording: recording, subject: .markers, renderOptions: F.gridOptions, columns: 1,
      thumbnailWidth: 72)
    #expect(sheet.thumbnails.map(\.caption) == ["seq 2 · 1.0 s · turn blue"])
    let image = try SceneDrawer().draw(sheet.scene)
    // The cell at (4, 4) pt of a 72 pt wide canvas, scaled 1:1, inside the 12 px padding.
    #expect(image[12 + 14, 12 + 9] == F.blue)
  }

  @Test func thumbnailsSitOnBackdropsAndCaptionsAreCaptions() throws {
    let sheet = try ContactSheet(recording: try insertionSort(), columns: 4)
    let backdrops = sheet.scene.elements.filter { $0.kind == .backdrop }
    let captions = sheet.scene.elements.filter { $0.kind == .caption }
    #expect(backdrops.count == sheet.thumbnails.count)
    #expect(captions.map(\.label) == sheet.thumbnails.map(\.caption))
    #expect(captions.allSatisfy { $0.fill == nil })
  }

  @Test func sheetIsWrittenAsAPNG() throws {
    let directory = try F.scratchDirectory()
    defer { ScratchDirectory.remove(directory) }
    let url = directory.appendingPathComponent("sheet.png")
    let sheet = try ContactSheet(recording: try insertionSort(), columns: 4)
    try sheet.write(to: url)
    let image = try PNGCodec.read(url)
    #expect(Double(image.width) == sheet.scene.size.width)
    #expect(Double(image.height) == sheet.scene.size.height)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["sheet.png"])
  }
}

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
    let image = try sheet.draw()
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
      renderOptions: RenderOptionOverrides {
        $0.layout = .list
        $0.viewport = SceneSize(width: 390, height: 400)
        $0.listStyle = .insetGrouped
      },
      columns: 1, thumbnailWidth: 195)
    let image = try sheet.draw()
    #expect(image[12 + 97, 12 + 163] == red)
    #expect(image[12 + 4, 12 + 163] == RecordedColor(red: 0xF2, green: 0xF2, blue: 0xF7))
  }

  @Test func everyThumbnailShowsItsApplysItemsInOrder() throws {
    // The sort's applies overlap on the recorded timeline (each starts before the last one has
    // settled), so a thumbnail must not be a frame of that timeline: it shows its own apply.
    let recording = try insertionSort()
    let sheet = try ContactSheet(recording: recording, columns: 6, thumbnailWidth: 164)
    let image = try sheet.draw()
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
        recording: recording, overrides: RenderOptionOverrides { $0.toSeq = item.thumbnail.seq }
      ).timeline
      let last = stopped.frame(atTime: stopped.totalDuration).scene
      #expect(Set(item.scene.elements) == Set(last.elements), "seq \(item.thumbnail.seq)")
    }
  }

  /// Recordings and options whose thumbnails must be their frames: the Wi-Fi demo
  /// (inset-grouped, group headers, switch and info buttons) as recorded and dark, right to
  /// left, at an accessibility size under a navigation bar; the insertion sort's grid under a
  /// status bar.
  static let lookedAt: [(recording: String, options: RenderOptionOverrides)] = [
    ("wifi-settings.jsonl", RenderOptionOverrides()),
    (
      "wifi-settings.jsonl",
      RenderOptionOverrides {
        $0.appearance = .dark
        $0.contentSize = .accessibility2
        $0.layoutDirection = .rightToLeft
        $0.chrome = .navigation
      }
    ),
    (
      "insertion-sort.jsonl",
      RenderOptionOverrides {
        $0.toSeq = 6; $0.chrome = .status
      }
    ),
  ]

  @Test(arguments: lookedAt)
  func aThumbnailIsItsFrameDrawnAtTheThumbnailsScale(
    recording name: String, options: RenderOptionOverrides
  ) throws {
    // Every pixel of every 195 px thumbnail is the frame's own pixel at that scale: text
    // insets, accessories, headers, separators, bars and the groups' rounded corners included.
    let recording = try Recording(contentsOf: PackageFiles.demoRecording(name))
    let sheet = try ContactSheet(
      recording: recording, renderOptions: options, columns: 3, thumbnailWidth: 195)
    let image = try sheet.draw()
    let items = try ContactSheet.settledScenes(
      of: recording, subject: .applies, renderOptions: options)
    let drawer = try SceneDrawer()
    #expect(items.count == sheet.inlays.count)
    for (item, inlay) in zip(items, sheet.inlays) {
      var scene = item.scene
      scene.scale = 195 / scene.size.width
      let frame = try drawer.draw(scene)
      #expect(frame.width == 195)
      var differingRows: [Int] = []
      for row in 0..<frame.height {
        let sheetRow = ((inlay.y + row) * image.width + inlay.x) * 4
        let frameRow = row * frame.width * 4
        if image.rgba[sheetRow..<(sheetRow + frame.width * 4)]
          != frame.rgba[frameRow..<(frameRow + frame.width * 4)]
        {
          differingRows.append(row)
        }
      }
      #expect(differingRows.isEmpty, "seq \(item.thumbnail.seq): rows \(differingRows.prefix(5))")
    }
  }

  @Test func anAccessoryInAThumbnailSitsAtItsScaledPlaceAndSize() throws {
    // One row per accessory in a 390 pt plain list on white, drawn 195 px wide: the pixels an
    // accessory changes span its frame from ListRowGeometry halved (±1 px of antialiasing),
    // not the full-size frame 16 pt from the thumbnail's edge.
    let rows: [(RecordedAccessory, RecordedID)] = [
      (.disclosure, "chevron"), (.detail, "info"), (.checkmark, "check"), (.switchOn, "on"),
      (.switchOff, "off"),
    ]
    let recording = F.recording([
      F.apply(
        1, at: 0,
        [
          RecordedSection(
            id: "s",
            items: rows.map { RecordedItem(id: $0.1, label: "A", accessory: $0.0) })
        ])
    ])
    let sheet = try ContactSheet(
      recording: recording,
      renderOptions: RenderOptionOverrides {
        $0.layout = .list
        $0.background = F.white
        $0.viewport = SceneSize(width: 390, height: 300)
      },
      columns: 1, thumbnailWidth: 195)
    let image = try sheet.draw()
    let inlay = try #require(sheet.inlays.first)
    let listRows = inlay.scene.elements.filter { $0.kind == SceneElement.Kind.listRow }
    #expect(listRows.map(\.accessory) == rows.map { Optional($0.0) })
    for row in listRows {
      let accessory = try #require(row.accessory)
      let box = try #require(ListRowGeometry(frame: row.frame, accessory: accessory).accessory)
      let scaled = (
        left: Double(inlay.x) + box.x / 2, top: Double(inlay.y) + box.y / 2,
        right: Double(inlay.x) + (box.x + box.width) / 2,
        bottom: Double(inlay.y) + (box.y + box.height) / 2
      )
      // The trailing half of the row, a little above and below the accessory's box but clear
      // of the separators at the row's edges.
      let rowTop = inlay.y + Int(row.frame.y / 2)
      let rowBottom = inlay.y + Int((row.frame.y + row.frame.height) / 2)
      var drawn: (left: Int, top: Int, right: Int, bottom: Int)?
      for y in max(Int(scaled.top) - 2, rowTop + 1)...min(Int(scaled.bottom) + 2, rowBottom - 2) {
        for x in inlay.x + 98..<inlay.x + 195 where differsFromWhite(image[x, y]) {
          drawn = (
            min(drawn?.left ?? x, x), min(drawn?.top ?? y, y), max(drawn?.right ?? x + 1, x + 1),
            max(drawn?.bottom ?? y + 1, y + 1)
          )
        }
      }
      let found = try #require(drawn, "\(accessory): nothing drawn")
      #expect(abs(Double(found.left) - scaled.left) <= 1, "\(accessory) left: \(found)")
      #expect(abs(Double(found.right) - scaled.right) <= 1, "\(accessory) right: \(found)")
      #expect(abs(Double(found.top) - scaled.top) <= 1, "\(accessory) top: \(found)")
      #expect(abs(Double(found.bottom) - scaled.bottom) <= 1, "\(accessory) bottom: \(found)")
    }
  }

  /// A pixel that something was drawn on: not the white of the rows.
  func differsFromWhite(_ pixel: RecordedColor) -> Bool {
    min(pixel.red, pixel.green, pixel.blue) < 0xF0
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
    let image = try sheet.draw()
    // The cell at (4, 4) pt of a 72 pt wide canvas, scaled 1:1, inside the 12 px padding.
    #expect(image[12 + 14, 12 + 9] == F.blue)
  }

  @Test func eachThumbnailSitsInItsCellAboveItsCaption() throws {
    let sheet = try ContactSheet(recording: try insertionSort(), columns: 4)
    let captions = sheet.scene.elements.filter { $0.kind == .caption }
    #expect(sheet.scene.elements.count == captions.count)
    #expect(captions.map(\.label) == sheet.thumbnails.map(\.caption))
    #expect(captions.allSatisfy { $0.fill == nil })
    // 656×442 pt at 240/656: 240×162 px (161.7 rounded), each caption right under its thumbnail.
    #expect(sheet.inlays.count == sheet.thumbnails.count)
    for (index, (inlay, caption)) in zip(sheet.inlays, captions).enumerated() {
      #expect(inlay.x == 12 + (index % 4) * (240 + 12), "thumbnail \(index)")
      #expect(inlay.y == 12 + (index / 4) * (162 + 22 + 12), "thumbnail \(index)")
      #expect(try PixelSize(of: inlay.scene) == PixelSize(width: 240, height: 162))
      #expect(
        caption.frame
          == SceneRect(x: Double(inlay.x), y: Double(inlay.y + 162), width: 240, height: 22))
    }
  }

  @Test(arguments: [0, -5, .nan, .infinity, 40_000])
  func aThumbnailWidthThatIsNotAPixelCountIsRefused(width: Double) throws {
    // Matched by its description: NaN equals nothing, not even itself.
    let error = #expect(throws: ContactSheetError.self) {
      try ContactSheet(recording: try insertionSort(), thumbnailWidth: width)
    }
    #expect(
      error?.description
        == "the thumbnail width \(width) is not a number of pixels from 1 to 32767")
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

import Foundation
import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// Recorded supplementary views and list appearances (issue 23), read back as pixels: a footer
/// is drawn at its recorded rect with its text, a pinned header sticks under the bars over the
/// rows that scroll beneath it, an app's own kind is a plain band over its cell, and the
/// recorded `list` decides the list's look unless the caller's `--list-style` does.
@Suite struct RecordedSupplementaryTests {
  static let page = RecordedColor(red: 0xF2, green: 0xF2, blue: 0xF7)
  static let white = RecordedColor(red: 0xFF, green: 0xFF, blue: 0xFF)
  static let separator = RecordedColor(red: 0xC6, green: 0xC6, blue: 0xC8)
  /// How far the list is scrolled, and the bars' height above the visible rect.
  static let offset = 100.0
  static let top = 40.0

  /// A 200 × 600 collection view scrolled to y = 100 under 40 points of bars: section "a"
  /// (titled, pinned header recorded at its place in the content, 10 rows, a footer), then
  /// section "b" (titled, a full-width cell, then two tiles side by side; a "badge" over its
  /// first cell). The header asks for a plain
  /// list; the `layout` lines say inset-grouped.
  static func recordingText(pinned: Bool = true, list: String = "insetGrouped") -> String {
    let rowsA = (0..<10).map { #"{"id":"a-\#($0)","label":"A \#($0)"}"# }
    let rowsB = (0..<3).map { #"{"id":"b-\#($0)","label":"B \#($0)"}"# }
    let framesA = (0..<10).map { #""a-\#($0)":[16,\#(38 + 44 * $0),168,44]"# }
    // b-1 and b-2 are two tiles side by side, as in a compositional grid section.
    let framesB = [
      #""b-0":[16,556,168,44]"#, #""b-1":[16,600,80,44]"#, #""b-2":[104,600,80,44]"#,
    ]
    let supplementary = [
      #"{"kind":"header","section":"a","rect":[16,0,168,38],"text":"ALPHA","pinned":\#(pinned)}"#,
      #"{"kind":"footer","section":"a","rect":[16,478,168,40],"text":"Alpha footer"}"#,
      #"{"kind":"header","section":"b","rect":[16,518,168,38],"text":"BETA"}"#,
      #"{"kind":"badge","section":"b","rect":[150,560,30,20]}"#,
    ]
    return [
      #"{"format":"snapshot-replay","version":1,"render":{"layout":"list","listStyle":"plain","fps":10,"hold":0}}"#,
      #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"a","title":"Alpha","items":[\#(rowsA.joined(separator: ","))]},{"id":"b","title":"Beta","items":[\#(rowsB.joined(separator: ","))]}]}"#,
      #"{"type":"layout","seq":1,"time":0,"view":"collection","list":"\#(list)","bounds":[200,600],"offset":[0,\#(Int(offset))],"insets":[\#(Int(top)),0,0,0],"content":[200,1200],"items":{\#((framesA + framesB).joined(separator: ","))},"supplementary":[\#(supplementary.joined(separator: ","))]}"#,
    ].joined(separator: "\n") + "\n"
  }

  private func frame(
    _ text: String = recordingText(), overrides: RenderOptionOverrides = RenderOptionOverrides()
  ) throws -> (scene: FrameScene, image: RasterImage) {
    let url = try ScratchDirectory.file(prefix: "RecordedSupplementaryTests")
    try Data(text.utf8).write(to: url)
    let renderer = try RecordingRenderer(contentsOf: url, overrides: overrides)
    let scene = renderer.timeline.frame(at: 0).scene
    return (scene, try SceneDrawer().draw(scene))
  }

  /// The colours found in a rectangle given in points (scale 1).
  private func colors(in image: RasterImage, x: Int, y: Int, width: Int, height: Int)
    -> Set<RecordedColor>
  {
    var found: Set<RecordedColor> = []
    for py in y..<(y + height) {
      for px in x..<(x + width) { found.insert(image[px, py]) }
    }
    return found
  }

  @Test func aFooterIsDrawnAtItsRecordedRectWithItsText() throws {
    let (scene, image) = try frame()
    let footer = try #require(scene.elements.first { $0.label == "Alpha footer" })
    #expect(footer.kind == .footer)
    #expect(footer.frame == SceneRect(x: 16, y: 478 - Self.offset, width: 168, height: 40))
    // Its text is ink on the page inside the rect, below the group's last row (ending at 378).
    let band = colors(in: image, x: 16, y: 379, width: 168, height: 38)
    #expect(band.contains(Self.page))
    #expect(band.count > 2, "the footer's text is drawn")
    #expect(!band.contains(Self.white), "no cell reaches into the footer")
  }

  @Test func aPinnedHeaderSticksUnderTheBarsOverTheRowsScrolledBeneathIt() throws {
    let (scene, image) = try frame()
    let header = try #require(scene.elements.first { $0.label == "ALPHA" })
    #expect(header.frame == SceneRect(x: 16, y: Self.top, width: 168, height: 38))
    // The rows at 26…114 on the canvas run under it: the band shows the page, not a cell.
    let band = colors(in: image, x: 20, y: 41, width: 160, height: 36)
    #expect(band.contains(Self.page))
    #expect(!band.contains(Self.white))
    // Below it the rows show again.
    #expect(image[100, 100] == Self.white)
  }

  @Test func theRecordedTopInsetIsAPlainBandOverTheRowsScrolledUnderIt() throws {
    // Unpinned, so nothing of the list's own stands in the band: rows a-1 (−18…26) and a-2
    // (26…70) run under the device's bars, which the band stands for.
    let (scene, image) = try frame(Self.recordingText(pinned: false))
    let band = try #require(scene.elements.first { $0.kind == .navigationBar })
    #expect(band.frame == SceneRect(x: 0, y: 0, width: 200, height: Self.top))
    #expect(colors(in: image, x: 0, y: 0, width: 200, height: Int(Self.top)) == [Self.page])
    // Under the band the row shows.
    #expect(image[100, 50] == Self.white)
  }

  @Test func barsAskedForReplaceTheBand() throws {
    let (scene, _) = try frame(overrides: RenderOptionOverrides { $0.chrome = .status })
    #expect(scene.elements.contains { $0.kind == .statusBar })
    #expect(!scene.elements.contains { $0.kind == .navigationBar })
  }

  @Test func anUnpinnedHeaderScrollsAwayWithItsContent() throws {
    let (scene, image) = try frame(Self.recordingText(pinned: false))
    // At its recorded place, 100 points above the canvas: culled, not drawn.
    #expect(scene.elements.first { $0.label == "ALPHA" } == nil)
    #expect(image[100, 60] == Self.white)
  }

  @Test func aPinnedHeaderIsPushedUpByTheEndOfItsSection() throws {
    // Scrolled so far that section a's last row ends 20 points below the bars.
    let text = Self.recordingText().replacingOccurrences(
      of: #""offset":[0,100]"#, with: #""offset":[0,\#(478 - 40 - 20)]"#)
    let (scene, _) = try frame(text)
    let header = try #require(scene.elements.first { $0.label == "ALPHA" })
    #expect(header.frame.y == 40 + 20 - 38)
  }

  @Test func anAppsOwnKindIsAPlainBandOverItsCell() throws {
    let (_, image) = try frame()
    // The badge at 150…180 × 460…480, over row b-0 (456…500).
    #expect(colors(in: image, x: 151, y: 461, width: 28, height: 18) == [Self.separator])
  }

  /// Section "b" has two tiles side by side: it is a grid section, so its full-width cell b-0
  /// has no separator either; section "a", rows only, keeps its own.
  @Test func aSectionWithATileHasNoSeparatorsWhileASectionOfRowsKeepsThem() throws {
    let (_, image) = try frame()
    // b-0's separator would run along its bottom (499); tile b-1's at 543, under its label's
    // column.
    #expect(image[100, 499] == Self.white)
    #expect(image[50, 543] == Self.white)
    // Row a-3 ends at 114 on the canvas, below the pinned header.
    #expect(image[100, 113] == Self.separator)
  }

  @Test func theRecordedListAppearanceWinsOverTheHeadersListStyle() throws {
    let (_, image) = try frame()
    // Inset-grouped: the grey page beside the groups (a plain list's page is white).
    #expect(image[5, 300] == Self.page)
  }

  @Test func theCallersListStyleWinsOverTheRecordedOne() throws {
    let (_, image) = try frame(overrides: RenderOptionOverrides { $0.listStyle = .plain })
    #expect(image[5, 300] == Self.white)
  }

  @Test func eachListAppearanceDrawsAsItsTableStyle() {
    #expect(ListStyle(.plain) == .plain)
    #expect(ListStyle(.sidebarPlain) == .plain)
    #expect(ListStyle(.grouped) == .grouped)
    #expect(ListStyle(.insetGrouped) == .insetGrouped)
    #expect(ListStyle(.sidebar) == .insetGrouped)
  }

  @Test func aRecordedListMakesAGridRecordingAListUnlessTheCallerChoseTheLayout() throws {
    let hinted = try RenderOptions(hints: ["layout": .string("grid"), "columns": .number(3)])
    let resolved = hinted.resolvingRecorded(list: .grouped)
    #expect(resolved.layout == .list && resolved.listStyle == .grouped)
    #expect(resolved.columns == RenderOptions().columns, "the grid's look hints are dropped")
    let chosen = try RenderOptions(
      hints: [:],
      overrides: RenderOptionOverrides {
        $0.layout = .grid; $0.columns = 3
      })
    let kept = chosen.resolvingRecorded(list: .grouped)
    #expect(kept.layout == .grid && kept.columns == 3)
    #expect(chosen.resolvingRecorded(list: nil) == chosen)
  }
}

import Foundation
import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// How each list appearance looks, read back as pixels at scale 2 (a hairline is one pixel,
/// half a point): a grouped list's groups have full-width hairlines above their first row and
/// below their last, with inset lines between rows; a sidebar has its own page and clear
/// cells in light and dark; and a section with a grid tile draws no separators at all, a
/// full-width tile included.
@Suite struct ListAppearanceLookTests {
  static let page = RecordedColor(red: 0xF2, green: 0xF2, blue: 0xF7)
  static let white = RecordedColor(red: 0xFF, green: 0xFF, blue: 0xFF)
  static let black = RecordedColor(red: 0, green: 0, blue: 0)
  static let separator = RecordedColor(red: 0xC6, green: 0xC6, blue: 0xC8)
  static let sidebarDark = RecordedColor(red: 0x1C, green: 0x1C, blue: 0x1E)

  /// Section "a": three 44-point rows from y = 20; section "b" from y = 172: two rows, or
  /// with `tiles` a full-width 120-point tile and two half-width tiles under it, as a
  /// compositional grid section. With `list`, a `layout` line places them so; without, the
  /// model lays out the same rows (a 20-point band above each untitled group).
  static func recordingText(
    list: String? = "grouped", listStyle: String = "grouped", tiles: Bool = false
  ) -> String {
    let itemsB = tiles ? ["b-0", "b-1", "b-2"] : ["b-0", "b-1"]
    let framesA = (0..<3).map { #""a-\#($0)":[0,\#(20 + 44 * $0),200,44]"# }
    let framesB =
      tiles
      ? [#""b-0":[0,172,200,120]"#, #""b-1":[0,292,96,80]"#, #""b-2":[104,292,96,80]"#]
      : [#""b-0":[0,172,200,44]"#, #""b-1":[0,216,200,44]"#]
    var lines = [
      #"{"format":"snapshot-replay","version":1,"render":{"layout":"list","listStyle":"\#(listStyle)","scale":2,"viewport":"200x400","fps":10,"hold":0}}"#,
      #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"a","items":["a-0","a-1","a-2"]},{"id":"b","items":[\#(itemsB.map { "\"\($0)\"" }.joined(separator: ","))]}]}"#,
    ]
    if let list {
      lines.append(
        #"{"type":"layout","seq":1,"time":0,"view":"collection","list":"\#(list)","bounds":[200,400],"offset":[0,0],"content":[200,400],"items":{\#((framesA + framesB).joined(separator: ","))}}"#
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func image(
    _ text: String, overrides: RenderOptionOverrides = RenderOptionOverrides()
  ) throws -> RasterImage {
    let url = try ScratchDirectory.file(prefix: "ListAppearanceLookTests")
    try Data(text.utf8).write(to: url)
    let renderer = try RecordingRenderer(contentsOf: url, overrides: overrides)
    return try SceneDrawer().draw(renderer.timeline.frame(at: 0).scene)
  }

  /// Group "a" spans y 20…152 points, pixel rows 40…303: its hairlines are the pixel rows just
  /// outside, 39 and 304, from the left edge; the line under row a-0 (pixel row 127) starts
  /// 16 points in.
  private func expectGroupedHairlines(in image: RasterImage) {
    for x in [1, 100, 399] {
      #expect(image[x, 39] == Self.separator, "top hairline at x \(x)")
      #expect(image[x, 304] == Self.separator, "bottom hairline at x \(x)")
    }
    #expect(image[1, 38] == Self.page)
    #expect(image[1, 40] == Self.white)
    #expect(image[1, 303] == Self.white)
    #expect(image[1, 305] == Self.page)
    // Between rows the line is inset, as in every grouped style.
    #expect(image[10, 127] == Self.white)
    #expect(image[100, 127] == Self.separator)
  }

  @Test func aRecordedGroupedListHasFullWidthHairlinesAboveAndBelowEachGroup() throws {
    expectGroupedHairlines(in: try image(Self.recordingText()))
  }

  @Test func aGroupedTableHasThemToo() throws {
    expectGroupedHairlines(in: try image(Self.recordingText(list: nil)))
  }

  @Test func anInsetGroupedListHasNone() throws {
    let image = try image(Self.recordingText(list: "insetGrouped"))
    // Beside and above the rounded group only the page shows.
    #expect(image[100, 39] == Self.page)
    #expect(image[100, 304] == Self.page)
  }

  /// A sidebar's cells are clear on its page: a row away from its text shows the page.
  @Test func aSidebarsRowsShowItsPageInLightAndDark() throws {
    let light = try image(Self.recordingText(list: "sidebar"))
    #expect(light[360, 60] == Self.page, "a row of a light sidebar")
    #expect(light[5, 5] == Self.page, "the light sidebar's page")
    let dark = try image(
      Self.recordingText(list: "sidebar"),
      overrides: RenderOptionOverrides { $0.appearance = .dark })
    #expect(dark[360, 60] == Self.sidebarDark, "a row of a dark sidebar")
    #expect(dark[5, 5] == Self.sidebarDark, "the dark sidebar's page")
    // An inset-grouped list of the same rows has white cells on the page, black in dark.
    let insetGrouped = try image(Self.recordingText(list: "insetGrouped"))
    #expect(insetGrouped[360, 60] == Self.white)
    let insetDark = try image(
      Self.recordingText(list: "insetGrouped"),
      overrides: RenderOptionOverrides { $0.appearance = .dark })
    #expect(insetDark[5, 5] == Self.black)
  }

  @Test func aPlainSidebarIsWhiteOrBlackWithItsSeparatorsOverThatPage() throws {
    let light = try image(Self.recordingText(list: "sidebarPlain"))
    #expect(light[360, 60] == Self.white)
    let dark = try image(
      Self.recordingText(list: "sidebarPlain"),
      overrides: RenderOptionOverrides { $0.appearance = .dark })
    #expect(dark[360, 60] == Self.black)
    // The line under row a-0: rgba(84, 84, 88, 0.6) over black.
    #expect(dark[100, 127] == RecordedColor(red: 0x32, green: 0x32, blue: 0x35))
  }

  @Test func theCallersListStyleDropsTheSidebarsColours() throws {
    let image = try image(
      Self.recordingText(list: "sidebar"),
      overrides: RenderOptionOverrides { $0.listStyle = .insetGrouped })
    #expect(image[360, 60] == Self.white)
  }

  /// Section "b" is a grid section (two half-width tiles): its full-width tile b-0 has no
  /// separator either; section "a", all rows, keeps its own.
  @Test func aFullWidthTileOfAGridSectionHasNoSeparator() throws {
    let image = try image(Self.recordingText(list: "insetGrouped", tiles: true))
    // b-0 ends at y = 292: its last pixel row, 583, is the cell's, not a line.
    #expect(image[100, 583] == Self.white)
    #expect(image[100, 127] == Self.separator)
  }

  @Test func theSameSectionWithoutTilesKeepsItsSeparators() throws {
    let image = try image(Self.recordingText(list: "insetGrouped"))
    // b-0 ends at y = 216: pixel row 431.
    #expect(image[100, 431] == Self.separator)
  }
}

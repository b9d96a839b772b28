import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// Inset-grouped lists drawn in the middle of transitions and read back as pixels: every row is
/// an opaque cell that hides what it passes over, the group reaches over every row it holds,
/// deleted rows fade inside their group, and coloured rows keep to the group's corners.
@Suite struct InsetGroupsPixelTests {
  typealias R = RecordingBuilder

  static let page = RecordedColor(red: 0xF2, green: 0xF2, blue: 0xF7)
  static let cell = RecordedColor(red: 0xFF, green: 0xFF, blue: 0xFF)

  /// A 200 pt wide inset-grouped list at scale 2, linear 1 s transitions at 10 fps: the apply
  /// at 1 s is halfway at frame 15. Groups are 168 pt wide from x = 16, rows 44 pt tall.
  static var options: RenderOptions {
    var options = RenderOptions()
    options.layout = .list
    options.listStyle = .insetGrouped
    options.scale = 2
    options.viewport = SceneSize(width: 200, height: 240)
    options.curve = .linear
    options.duration = 1
    options.fps = 10
    options.hold = 0
    return options
  }

  private func frame(
    _ index: Int, of applies: [ApplyEvent], options: RenderOptions = Self.options
  ) throws -> (scene: FrameScene, image: RasterImage) {
    let timeline = try FrameTimeline(validating: applies, options: options)
    let scene = timeline.frame(at: index).scene
    return (scene, try SceneDrawer().draw(scene))
  }

  /// The colours found in a rectangle given in points, at scale 2.
  private func colors(in image: RasterImage, x: Double, y: Double, width: Double, height: Double)
    -> Set<RecordedColor>
  {
    var found: Set<RecordedColor> = []
    for py in Int(y * 2)..<Int((y + height) * 2) {
      for px in Int(x * 2)..<Int((x + width) * 2) { found.insert(image[px, py]) }
    }
    return found
  }

  private func pixel(_ image: RasterImage, x: Double, y: Double) -> RecordedColor {
    image[Int(x * 2), Int(y * 2)]
  }

  @Test func aRowMovingOverAnotherHidesItsText() throws {
    // "a" has no detail, "b" a wide one at the trailing edge; they swap, and halfway both are
    // at y = 42, "a" (later in the new order) drawn over "b".
    let a = R.item("a", label: "A")
    let b = RecordedItem(id: "b", label: "B", detail: "WWWWWWWW")
    let applies = [
      R.apply(1, at: 0, [R.section("s", [a, b])]),
      R.apply(2, at: 1, [R.section("s", [b, a])]),
    ]
    let before = try frame(10, of: applies)
    // b's detail is ink on its cell before the move …
    #expect(colors(in: before.image, x: 110, y: 70, width: 60, height: 30).count > 1)
    let halfway = try frame(15, of: applies)
    #expect(halfway.scene.element(labelled: "A")?.frame.y == 42)
    #expect(halfway.scene.element(labelled: "B")?.frame.y == 42)
    // … and halfway the same place on the covering row is the cell colour only.
    #expect(colors(in: halfway.image, x: 110, y: 48, width: 60, height: 30) == [Self.cell])
  }

  @Test func aDeletedRowFadesInsideItsClosingGroup() throws {
    let rows = ["a", "b"].map { R.item($0, label: $0.uppercased()) }
    let deleted = R.item("c", label: "Deleted")
    let applies = [
      R.apply(1, at: 0, [R.section("s", rows + [deleted])]),
      R.apply(2, at: 1, [R.section("s", rows)], rowAnimation: .fade),
    ]
    let halfway = try frame(15, of: applies)
    // The group closes from 20…152 to 20…108: halfway it ends at 130, and the deleted row
    // (108…152, half faded) shows only above that.
    let group = try #require(halfway.scene.elements.first { $0.cornerRadius == 10 })
    #expect(group.frame == SceneRect(x: 16, y: 20, width: 168, height: 110))
    #expect(halfway.scene.element(labelled: "Deleted")?.opacity == 0.5)
    #expect(colors(in: halfway.image, x: 0, y: 131, width: 200, height: 40) == [Self.page])
    #expect(colors(in: halfway.image, x: 32, y: 110, width: 150, height: 18).count > 1)
    #expect(pixel(halfway.image, x: 170, y: 125) == Self.cell)
  }

  @Test func aRowCrossingIntoTheNextSectionIsACellInsideThatGroup() throws {
    // "a" moves from the first group's top to the end of the titled second group, across the
    // header band; its label is empty, so its whole frame must be the cell colour.
    let a = R.item("a", label: "")
    let b = R.item("b", label: "B")
    let c = R.item("c", label: "C")
    let applies = [
      R.apply(1, at: 0, [R.section("one", [a, b]), R.section("two", title: "Second", [c])]),
      R.apply(2, at: 1, [R.section("one", [b]), R.section("two", title: "Second", [c, a])]),
    ]
    let halfway = try frame(15, of: applies)
    let moving = try #require(halfway.scene.element(labelled: ""))
    // From y = 20 to y = 148: halfway at 84, over where the "SECOND" header is drawn.
    #expect(moving.frame.y == 84)
    let header = try #require(halfway.scene.element(labelled: "SECOND"))
    #expect(header.frame.y + header.frame.height > moving.frame.y)
    // Clear of the group's rounded corners, the row is all cell.
    #expect(colors(in: halfway.image, x: 27, y: 85, width: 146, height: 42) == [Self.cell])
    // The second group reaches up over the row, so no part of the row is cut away.
    let groups = halfway.scene.elements.filter { $0.cornerRadius == 10 }
    #expect(groups.contains { $0.frame.y == 84 && $0.frame.y + $0.frame.height == 192 })
  }

  @Test func aColouredRowKeepsToTheGroupsRoundedCorners() throws {
    let red = RecordedColor(red: 255, green: 0, blue: 0)
    let applies = [
      R.apply(1, at: 0, [R.section("s", [R.item("r", label: "", color: red), R.item("b")])])
    ]
    let settled = try frame(0, of: applies)
    // The group's top left corner is rounded with a 10 pt radius: its very corner is page.
    #expect(pixel(settled.image, x: 16, y: 20) == Self.page)
    #expect(pixel(settled.image, x: 17, y: 21) == Self.page)
    #expect(pixel(settled.image, x: 100, y: 40) == red)
    #expect(pixel(settled.image, x: 30, y: 21) == red)
  }

  @Test func aLongHeaderWrapsAboveItsGroup() throws {
    let title = "Networks you have joined before and networks nearby"
    let applies = [R.apply(1, at: 0, [R.section("s", title: title, [R.item("a", label: "A")])])]
    let settled = try frame(0, of: applies)
    let header = try #require(settled.scene.element(labelled: title.uppercased()))
    // Several lines of 13 pt text over the 136 pt between the group's insets: the band grows.
    #expect(header.frame.height > 40 + 13)
    var inkRows: [Int] = []
    for py in Int(header.frame.y * 2)..<Int((header.frame.y + header.frame.height) * 2) {
      let row = (32..<184).map { settled.image[$0, py] }
      if row.contains(where: { $0 != Self.page }) { inkRows.append(py) }
    }
    let first = try #require(inkRows.first)
    let last = try #require(inkRows.last)
    // Ink over more than two 13 pt lines, all of it above the 7 pt gap over the group.
    #expect(Double(last - first) / 2 > 2 * 13)
    #expect(Double(last) / 2 < header.frame.y + header.frame.height - 7)
  }

  @Test func darkModeDrawsTheDarkSystemColours() throws {
    var options = Self.options
    options.appearance = .dark
    let applies = [
      R.apply(1, at: 0, [R.section("s", title: "Networks", [R.item("a"), R.item("b")])])
    ]
    let settled = try frame(0, of: applies, options: options)
    // systemGroupedBackground, secondarySystemGroupedBackground, separator over a cell.
    #expect(pixel(settled.image, x: 4, y: 4) == RecordedColor(red: 0, green: 0, blue: 0))
    #expect(
      pixel(settled.image, x: 170, y: 50) == RecordedColor(red: 0x1C, green: 0x1C, blue: 0x1E))
    // The separator is one pixel at the bottom of the first row (40 + 44 = 84 pt).
    #expect(settled.image[100, 167] == RecordedColor(red: 0x3E, green: 0x3E, blue: 0x41))
    // The label is light text: its brightest ink is near white.
    let label = colors(in: settled.image, x: 32, y: 44, width: 40, height: 36)
    #expect(label.contains { $0.red > 200 && $0.green > 200 && $0.blue > 200 })
    let header = colors(in: settled.image, x: 32, y: 18, width: 80, height: 18)
    #expect(header.contains { $0.red > 100 && $0.red < 0x8E })
  }

  @Test func darkModeAccessoriesTakeTheDarkSystemColours() throws {
    var options = Self.options
    options.appearance = .dark
    let off = RecordedItem(id: "off", label: "", accessory: .switchOff)
    let on = RecordedItem(id: "on", label: "", accessory: .switchOn)
    let settled = try frame(
      0, of: [R.apply(1, at: 0, [R.section("s", [off, on])])], options: options)
    // Each switch is 51 pt wide, 16 pt from the group's trailing edge at 184: the track shows
    // 6 pt in from its trailing end (off) and its leading end (on), clear of the knob.
    #expect(pixel(settled.image, x: 184 - 16 - 6, y: 42) == AccessoryColors.dark.switchOffTrack)
    #expect(pixel(settled.image, x: 184 - 16 - 51 + 6, y: 86) == AccessoryColors.dark.switchOnTrack)
  }
}

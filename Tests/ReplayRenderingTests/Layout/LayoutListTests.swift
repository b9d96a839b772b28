import ReplayRendering
import SnapshotRecording
import Testing

@Suite struct LayoutListTests {
  let plain = ListLayout(width: 390, style: .plain, scale: 2)
  let grouped = ListLayout(width: 390, style: .insetGrouped, scale: 2)

  private func look(_ key: ElementKey, in state: ArrangedState) -> SceneElement? {
    state.elements.first { $0.key == key }?.look
  }

  @Test func plainRowsAreFullWidthAnd44PointsTall() {
    let state = plain.arrange([Fixture.section("s", ["a", "b", "c"])])
    #expect(look(.item("c"), in: state)?.frame == SceneRect(x: 0, y: 88, width: 390, height: 44))
    #expect(look(.item("c"), in: state)?.kind == .listRow)
  }

  @Test func plainTitledSectionHasA28PointHeaderAboveItsRows() {
    let state = plain.arrange([
      Fixture.section("one", ["a"]), Fixture.section("two", title: "Two", ["b"]),
    ])
    #expect(
      look(.header("two"), in: state)?.frame == SceneRect(x: 0, y: 44, width: 390, height: 28))
    #expect(look(.item("b"), in: state)?.frame.y == 72)
    #expect(state.contentSize.height == 116)
  }

  @Test func plainHeaderIsSemiboldHeadlineText() {
    let state = plain.arrange([Fixture.section("s", title: "Recent", ["a"])])
    let header = look(.header("s"), in: state)
    #expect(header?.label == "Recent")
    #expect(header?.fontSize == 17)
    #expect(header?.fontWeight == .semibold)
    #expect(header?.fill?.hex == "#F7F7F7")
  }

  @Test func separatorsLieBetweenRowsButNotAfterTheLast() {
    let state = plain.arrange([Fixture.section("s", ["a", "b", "c"])])
    let separators = state.elements.filter { $0.look.kind == .separator }
    #expect(separators.map(\.key) == [.separator("a"), .separator("b")])
    // One pixel at scale 2, inset 16 from the leading edge, at the bottom of row "a".
    #expect(separators[0].look.frame == SceneRect(x: 16, y: 43.5, width: 374, height: 0.5))
  }

  @Test func rowShowsLabelAndDetail() {
    let item = RecordedItem(id: "n-1", label: "AirSpace1", detail: "WPA2")
    let state = plain.arrange([RecordedSection(id: "s", items: [item])])
    #expect(look(.item("n-1"), in: state)?.label == "AirSpace1")
    #expect(look(.item("n-1"), in: state)?.detail == "WPA2")
  }

  @Test func plainRowIsWhiteUnlessTheItemHasAColour() {
    let items = [
      RecordedItem(id: "x"), RecordedItem(id: "y", color: RecordedColor(hex: "#3478F6")),
    ]
    let state = plain.arrange([RecordedSection(id: "s", items: items)])
    #expect(look(.item("x"), in: state)?.fill?.hex == "#FFFFFF")
    #expect(look(.item("y"), in: state)?.fill?.hex == "#3478F6")
    #expect(look(.item("y"), in: state)?.textColor.hex == "#FFFFFF")
  }

  @Test func insetGroupedRowsAreInset16PointsOverARoundedGroup() {
    let state = grouped.arrange([Fixture.section("s", ["a", "b"])])
    let group = look(.sectionBackground("s"), in: state)
    #expect(group?.frame == SceneRect(x: 16, y: 20, width: 358, height: 88))
    #expect(group?.cornerRadius == 10)
    #expect(look(.item("b"), in: state)?.frame == SceneRect(x: 16, y: 64, width: 358, height: 44))
  }

  @Test func insetGroupedRowsAreOpaqueCellsCutToTheirGroup() {
    let items = [
      RecordedItem(id: "x"), RecordedItem(id: "y", color: RecordedColor(hex: "#3478F6")),
    ]
    let state = grouped.arrange([RecordedSection(id: "s", items: items)])
    let group = SceneClip(frame: SceneRect(x: 16, y: 20, width: 358, height: 88), cornerRadius: 10)
    // secondarySystemGroupedBackground, the group's own colour, unless the item has one.
    #expect(look(.item("x"), in: state)?.fill?.hex == "#FFFFFF")
    #expect(look(.item("y"), in: state)?.fill?.hex == "#3478F6")
    #expect(look(.item("x"), in: state)?.clip == group)
    #expect(look(.item("y"), in: state)?.clip == group)
    #expect(look(.separator("x"), in: state)?.clip == group)
  }

  @Test func rowsBelowThePhoneBarsAreCutToTheirMovedGroup() {
    let state = OffsetLayout(grouped, top: 47).arrange([Fixture.section("s", ["a"])])
    let group = SceneClip(frame: SceneRect(x: 16, y: 67, width: 358, height: 44), cornerRadius: 10)
    #expect(look(.sectionBackground("s"), in: state)?.frame == group.frame)
    #expect(look(.item("a"), in: state)?.clip == group)
  }

  @Test func insetGroupedHeaderIsCapitalisedFootnoteText() {
    let state = grouped.arrange([Fixture.section("s", title: "Choose a Network…", ["a"])])
    let header = look(.header("s"), in: state)
    #expect(header?.kind == .groupHeader)
    #expect(header?.label == "CHOOSE A NETWORK…")
    #expect(header?.fontSize == 13)
    #expect(header?.textColor.hex == "#85858B")
  }

  @Test func aLongGroupHeaderWrapsAndGrowsItsBand() {
    let long = String(repeating: "Networks nearby that you can join ", count: 4)
    let state = grouped.arrange([
      Fixture.section("one", title: "Short", ["a"]), Fixture.section("two", title: long, ["b"]),
    ])
    let short = look(.header("one"), in: state)
    let wrapped = look(.header("two"), in: state)
    #expect(short?.frame.height == 40)
    // Several lines of 13 pt text: well over one more line's height.
    #expect((wrapped?.frame.height ?? 0) > 40 + 13)
    #expect(look(.item("b"), in: state)?.frame.y == wrapped.map { $0.frame.y + $0.frame.height })
  }

  @Test func darkColorsAreTheDarkSystemColours() {
    let dark = ListLayout(width: 390, style: .insetGrouped, scale: 2, appearance: .dark)
    let state = dark.arrange([Fixture.section("s", title: "T", ["a", "b"])])
    #expect(look(.sectionBackground("s"), in: state)?.fill?.hex == "#1C1C1E")
    #expect(look(.item("a"), in: state)?.fill == RecordedColor(red: 10, green: 20, blue: 30))
    #expect(look(.separator("a"), in: state)?.fill?.hex == "#3E3E41")
    #expect(look(.header("s"), in: state)?.textColor.hex == "#8D8D93")
    let plainDark = ListLayout(width: 390, style: .plain, scale: 2, appearance: .dark)
    let row = plainDark.arrange([RecordedSection(id: "s", items: [RecordedItem(id: "x")])])
    #expect(look(.item("x"), in: row)?.fill?.hex == "#000000")
    #expect(look(.item("x"), in: row)?.textColor.hex == "#FFFFFF")
    #expect(look(.item("x"), in: row)?.secondaryTextColor.hex == "#98989F")
  }

  @Test func insetGroupedTitledSectionHasA40PointHeaderBand() {
    let state = grouped.arrange([
      Fixture.section("one", ["a"]), Fixture.section("two", title: "Networks", ["b"]),
    ])
    // 20 gap, row a to 64, 40 band to 104, row b to 148, 20 below.
    #expect(
      look(.header("two"), in: state)?.frame == SceneRect(x: 16, y: 64, width: 358, height: 40))
    #expect(look(.item("b"), in: state)?.frame.y == 104)
    #expect(state.contentSize.height == 168)
  }

  @Test func bareIdentifierRowShowsItsOwnText() {
    let state = plain.arrange([RecordedSection(id: "s", items: [RecordedItem(id: "wifi")])])
    #expect(look(.item("wifi"), in: state)?.label == "wifi")
  }
}

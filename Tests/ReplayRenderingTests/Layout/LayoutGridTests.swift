import ReplayRendering
import SnapshotRecording
import Testing

@Suite struct LayoutGridTests {
  let layout = GridLayout(options: Fixture.grid)

  private func frame(of id: String, in sections: [RecordedSection]) -> SceneRect? {
    layout.arrange(sections).elements.first { $0.key == .item(.string(id)) }?.look.frame
  }

  @Test func itemSitsAtColumnKModNAndRowKDivN() {
    let sections = [Fixture.section("s", ["a", "b", "c", "d", "e"])]
    // k = 4, N = 3: column 1, row 1; x = 5 + 1·(10+2), y = 5 + 0 + 1·(20+2).
    #expect(frame(of: "e", in: sections) == SceneRect(x: 17, y: 27, width: 10, height: 20))
  }

  @Test func firstItemSitsAtThePadding() {
    let sections = [Fixture.section("s", ["a"])]
    #expect(frame(of: "a", in: sections) == SceneRect(x: 5, y: 5, width: 10, height: 20))
  }

  @Test func titledSectionPushesItsItemsDownByTheHeaderHeight() {
    let sections = [Fixture.section("s", title: "Top", ["a", "b", "c", "d"])]
    #expect(frame(of: "a", in: sections)?.y == 35)
    #expect(frame(of: "d", in: sections)?.y == 57)
  }

  @Test func titledSectionHeaderSpansTheContentWidthAtTheSectionTop() {
    let state = layout.arrange([Fixture.section("s", title: "Top", ["a"])])
    let header = state.elements.first { $0.key == .header("s") }?.look
    #expect(header?.frame == SceneRect(x: 5, y: 5, width: 34, height: 30))
    #expect(header?.label == "Top")
    #expect(header?.kind == .header)
  }

  @Test func nextSectionStartsOneSpacingBelowThePreviousBottom() {
    // First bottom = 5 + 2·20 + 1·2 = 47 (5 items, 2 rows); second top = 49, + header 30.
    let sections = [
      Fixture.section("one", ["a", "b", "c", "d", "e"]),
      Fixture.section("two", title: "Two", ["f"]),
    ]
    #expect(frame(of: "f", in: sections) == SceneRect(x: 5, y: 79, width: 10, height: 20))
  }

  @Test func emptySectionOccupiesOnlyItsHeader() {
    // Empty titled section: top 5, bottom 35; next top 37.
    let sections = [
      Fixture.section("empty", title: "Nothing", []),
      Fixture.section("next", ["a"]),
    ]
    #expect(frame(of: "a", in: sections)?.y == 37)
  }

  @Test func contentIsTwoPaddingsPlusColumnsAndGapsWide() {
    let expected: Double = 2 * 5 + 3 * 10 + 2 * 2
    #expect(layout.contentWidth == expected)
  }

  @Test func contentHeightIsLastBottomPlusPadding() {
    let state = layout.arrange([Fixture.section("s", ["a", "b", "c", "d"])])
    let height: Double = 5 + 20 + 2 + 20 + 5
    #expect(state.contentSize == SceneSize(width: 44, height: height))
  }

  @Test func cellUsesTheItemColourAndCornerRadius() {
    var options = Fixture.grid
    options.cornerRadius = 3
    let cell = GridLayout(options: options).arrange([Fixture.section("s", ["a"])]).elements[0]
    #expect(cell.look.fill == RecordedColor(red: 10, green: 20, blue: 30))
    #expect(cell.look.cornerRadius == 3)
    #expect(cell.look.kind == .gridCell)
  }

  @Test func bareIdentifierIsLabelledWithItsOwnText() {
    let section = RecordedSection(id: "s", items: [RecordedItem(id: 42)])
    #expect(layout.arrange([section]).elements[0].look.label == "42")
  }

  @Test func objectItemWithoutLabelDrawsNoText() {
    let colour = RecordedColor(red: 255, green: 0, blue: 0)
    let section = RecordedSection(id: "s", items: [RecordedItem(id: "swatch", color: colour)])
    let look = layout.arrange([section]).elements[0].look
    #expect(look.label == nil)
    #expect(look.fill == colour)
  }

  @Test func itemWithoutColourGetsItsStableColour() {
    let section = RecordedSection(id: "s", items: [RecordedItem(id: "dog")])
    #expect(layout.arrange([section]).elements[0].look.fill == ItemColor.stable(for: "dog"))
  }

  /// The canvas is sized from every apply's height measured alone; it must be the height the
  /// arranged state has, to the bit.
  @Test(arguments: [
    [] as [RecordedSection],
    [Fixture.section("a", ["1", "2", "3", "4"])],
    [Fixture.section("a", title: "A", []), Fixture.section("b", ["1"])],
    [
      Fixture.section("a", ["1", "2", "3"]), Fixture.section("b", title: "B", ["4", "5"]),
      Fixture.section("c", []), Fixture.section("d", title: "D", ["6"]),
    ],
  ])
  func contentHeightIsTheArrangedHeight(sections: [RecordedSection]) {
    for spacing in [0.0, 2, 0.1] {
      var options = Fixture.grid
      options.spacing = spacing
      options.padding = 0.3
      let grid = GridLayout(options: options)
      #expect(grid.contentHeight(of: sections) == grid.arrange(sections).contentSize.height)
    }
  }
}

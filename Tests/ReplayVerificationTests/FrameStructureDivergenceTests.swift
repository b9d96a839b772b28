import Testing

@testable import ReplayVerification

/// Structure before pixels: the first place a replay's cells depart from the goldens', in words.
@Suite struct FrameStructureDivergenceTests {
  static func cell(
    _ id: String, x: Double = 0, y: Double = 0, width: Double = 80, opacity: Double = 1
  ) -> FrameStructure.Cell {
    FrameStructure.Cell(id: id, x: x, y: y, width: width, height: 44, opacity: opacity)
  }

  static func frames(_ cells: [[FrameStructure.Cell]]) -> [FrameStructure] {
    cells.enumerated().map { FrameStructure(time: Double($0.offset) / 30, cells: $0.element) }
  }

  static let golden = frames([
    [cell("cat"), cell("dog", y: 44)],
    [cell("cat"), cell("dog", y: 44)],
  ])

  func divergence(_ actual: [[FrameStructure.Cell]]) -> String? {
    FrameStructure.firstDivergence(golden: Self.golden, actual: Self.frames(actual))?.description
  }

  @Test func theSameStructureHasNoDivergence() {
    #expect(
      divergence([[Self.cell("cat"), Self.cell("dog", y: 44)]] + [Self.golden[1].cells]) == nil)
  }

  @Test func aMovedItemIsNamedWithTheCoordinateThatDiffers() {
    #expect(
      divergence([Self.golden[0].cells, [Self.cell("cat"), Self.cell("dog", y: 88)]])
        == "frame 1, 0.033 s: `dog` expected at y=44, rendered at y=88")
  }

  @Test func sizeAndOpacityAreDivergencesToo() {
    #expect(
      divergence([[Self.cell("cat", width: 60.5), Self.cell("dog", y: 44)], Self.golden[1].cells])
        == "frame 0, 0 s: `cat` expected at width=80, rendered at width=60.5")
    #expect(
      divergence([[Self.cell("cat", opacity: 0.5), Self.cell("dog", y: 44)], Self.golden[1].cells])
        == "frame 0, 0 s: `cat` expected at opacity 1, rendered at opacity 0.5")
  }

  @Test func missingExtraAndReorderedItemsAreSaidSo() {
    #expect(
      divergence([[Self.cell("cat")], Self.golden[1].cells])
        == "frame 0, 0 s: `dog` expected, not rendered")
    #expect(
      divergence([Self.golden[0].cells + [Self.cell("eel")], Self.golden[1].cells])
        == "frame 0, 0 s: `eel` rendered, not in the goldens")
    #expect(
      divergence([[Self.cell("dog", y: 44), Self.cell("cat")], Self.golden[1].cells])
        == "frame 0, 0 s: `cat` drawn in another order (behind `dog` in the goldens' order)")
  }

  @Test func aDifferentFrameCountIsTheDivergenceWhenEveryCommonFrameAgrees() {
    let divergence = FrameStructure.firstDivergence(
      golden: Self.golden, actual: Array(Self.golden.prefix(1)))
    #expect(divergence?.frame == 1)
    #expect(divergence?.item == nil)
    #expect(divergence?.text == "the goldens have 2 frames, the render 1")
  }

  @Test func numbersAreComparedToHundredthsSoFloatingPointNoiseIsNoDivergence() {
    let noisy = Self.frames([
      [Self.cell("cat", x: 0.000_000_1), Self.cell("dog", y: 44.001)], Self.golden[1].cells,
    ])
    #expect(FrameStructure.firstDivergence(golden: Self.golden, actual: noisy) == nil)
  }

  @Test func aCrossFadedItemPairsItsCellsInOrder() {
    let golden = Self.frames([[Self.cell("a", opacity: 0.25), Self.cell("a", opacity: 0.75)]])
    let actual = Self.frames([[Self.cell("a", opacity: 0.25), Self.cell("a", opacity: 0.5)]])
    #expect(
      FrameStructure.firstDivergence(golden: golden, actual: actual)?.text
        == "`a` expected at opacity 0.75, rendered at opacity 0.5")
  }

  @Test func itemIdentifiersAreEscapedForTheTerminal() {
    let golden = Self.frames([[Self.cell("a\u{1B}[2J")]])
    #expect(
      FrameStructure.firstDivergence(golden: golden, actual: Self.frames([[]]))?.text
        == "`a\\e[2J` expected, not rendered")
  }

  /// A row as golden.json version 3 keeps it: with its content.
  static func row(
    _ id: String, label: String, fill: String? = nil, y: Double = 0
  ) -> FrameStructure.Cell {
    FrameStructure.Cell(
      id: id, x: 16, y: y, width: 358, height: 44, opacity: 1,
      content: .init(label: label, accessory: "detail", fill: fill))
  }

  @Test func aRenamedRowIsAChangeNamingTheLabel() {
    let golden = Self.frames([[Self.row("n-9", label: "Evergreen")]])
    let actual = Self.frames([[Self.row("n-9", label: "Evergreen 5G")]])
    #expect(
      FrameStructure.firstDivergence(golden: golden, actual: actual)?.description
        == "frame 0, 0 s: `n-9` label 'Evergreen' → 'Evergreen 5G'")
  }

  @Test func aRecolouredCellIsAChangeNamingTheColour() {
    let golden = Self.frames([[Self.row("n-9", label: "Evergreen", fill: "#FFFFFF")]])
    let actual = Self.frames([[Self.row("n-9", label: "Evergreen", fill: "#FF3B30")]])
    #expect(
      FrameStructure.firstDivergence(golden: golden, actual: actual)?.text
        == "`n-9` colour #FFFFFF → #FF3B30")
  }

  @Test func aChangedPictureIsAChangeNamingTheItemAndBothDigests() {
    let before = "sha256:" + String(repeating: "0", count: 64)
    let after = "sha256:" + String(repeating: "1", count: 64)
    func frames(_ image: String?) -> [FrameStructure] {
      var cell = Self.row("n-9", label: "Evergreen")
      cell.content?.image = image
      return Self.frames([[cell]])
    }
    #expect(
      FrameStructure.firstDivergence(golden: frames(before), actual: frames(after))?.text
        == "`n-9` image \(before) → \(after)")
    #expect(
      FrameStructure.firstDivergence(golden: frames(before), actual: frames(nil))?.text
        == "`n-9` image \(before) → none")
  }

  /// Content comes before placement: a longer label that wraps moves the rows below, and the
  /// label is the cause.
  @Test func contentIsSaidBeforeThePlacementItChanges() {
    let golden = Self.frames([[Self.row("a", label: "A"), Self.row("b", label: "B", y: 44)]])
    var wrapped = Self.row("a", label: "A long name")
    wrapped.height = 66
    let actual = Self.frames([[wrapped, Self.row("b", label: "B", y: 66)]])
    #expect(
      FrameStructure.firstDivergence(golden: golden, actual: actual)?.text
        == "`a` label 'A' → 'A long name'")
  }

  @Test func outlineIndentationAndExpansionAreContent() {
    func outline(_ indentation: Double, _ expanded: Bool?) -> [FrameStructure] {
      Self.frames([
        [
          FrameStructure.Cell(
            id: "f", x: 0, y: 0, width: 80, height: 44, opacity: 1,
            content: .init(label: "F", indentation: indentation, expanded: expanded))
        ]
      ])
    }
    #expect(
      FrameStructure.firstDivergence(golden: outline(10, true), actual: outline(20, true))?.text
        == "`f` indentation 10 → 20")
    #expect(
      FrameStructure.firstDivergence(golden: outline(10, true), actual: outline(10, false))?.text
        == "`f` expansion expanded → collapsed")
  }

  @Test func aSectionHeadersTextIsStructureToo() {
    let golden = [
      FrameStructure(time: 0, cells: [], headers: [.init(section: "s", text: "KNOWN")])
    ]
    let renamed = [
      FrameStructure(time: 0, cells: [], headers: [.init(section: "s", text: "SAVED")])
    ]
    #expect(
      FrameStructure.firstDivergence(golden: golden, actual: renamed)?.text
        == "section `s` header 'KNOWN' → 'SAVED'")
    #expect(
      FrameStructure.firstDivergence(golden: golden, actual: [FrameStructure(time: 0, cells: [])])?
        .text == "section `s` header 'KNOWN' expected, not rendered")
  }

  /// Goldens before golden.json version 3 keep no content: a cell without content agrees with
  /// any content at the same place.
  @Test func aCellWithoutContentComparesOnlyItsPlacement() {
    let golden = Self.frames([[Self.cell("n-9")]])
    var actual = Self.frames([[Self.cell("n-9")]])
    actual[0].cells[0].content = .init(label: "Evergreen 5G")
    #expect(
      FrameStructure.firstDivergence(
        golden: golden, actual: actual.map(\.withoutContent)) == nil)
  }
}

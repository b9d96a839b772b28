import SnapshotRecording
import Testing

@testable import ReplayRendering

/// Dynamic Type (`--content-size`): text sizes follow Apple's table, rows grow to fit their
/// wrapped label and subtitle, and a right-to-left list mirrors its separators.
@Suite struct LayoutDynamicTypeTests {
  static let longLabel = "Living Room Extender on the Second Floor"

  private func look(_ key: ElementKey, in state: ArrangedState) -> SceneElement? {
    state.elements.first { $0.key == key }?.look
  }

  private func layout(_ size: ContentSizeCategory, direction: LayoutDirection = .leftToRight)
    -> ListLayout
  {
    ListLayout(width: 390, style: .plain, scale: 2, contentSize: size, direction: direction)
  }

  @Test func textSizesAreApplesTableRows() {
    #expect(ContentSizeCategory.large.pointSize(of: .body) == 17)
    #expect(ContentSizeCategory.xSmall.pointSize(of: .body) == 14)
    #expect(ContentSizeCategory.xxxLarge.pointSize(of: .body) == 23)
    #expect(ContentSizeCategory.accessibility1.pointSize(of: .body) == 28)
    #expect(ContentSizeCategory.accessibility5.pointSize(of: .body) == 53)
    #expect(ContentSizeCategory.large.pointSize(of: .subheadline) == 15)
    #expect(ContentSizeCategory.large.pointSize(of: .footnote) == 13)
    #expect(ContentSizeCategory.accessibility3.pointSize(of: .footnote) == 33)
    #expect(ContentSizeCategory.allCases.filter(\.isAccessibilitySize).count == 5)
  }

  @Test func rowTextIsSetInTheCategorysBodyAndSubheadlineSizes() {
    let item = RecordedItem(id: "a", label: "A", subtitle: "B")
    let state = layout(.accessibility2).arrange([RecordedSection(id: "s", items: [item])])
    #expect(look(.item("a"), in: state)?.fontSize == 33)
    #expect(look(.item("a"), in: state)?.subtitleFontSize == 30)
  }

  @Test func aShortLabelKeeps44PointRowsAtTheDefaultSize() {
    let item = RecordedItem(id: "a", label: "Wi-Fi")
    let state = layout(.large).arrange([RecordedSection(id: "s", items: [item])])
    #expect(look(.item("a"), in: state)?.frame.height == 44)
  }

  @Test func aLongLabelWrapsAndItsRowGrowsAtAnAccessibilitySize() throws {
    let items = [RecordedItem(id: "a", label: Self.longLabel), RecordedItem(id: "b", label: "B")]
    let state = layout(.accessibility3).arrange([RecordedSection(id: "s", items: items)])
    let row = try #require(look(.item("a"), in: state))
    // At 40 pt the label needs at least three lines of the 358 pt column.
    let line = TextMeasure.shared.size(of: "B", fontSize: 40, width: nil).height
    #expect(row.frame.height >= 3 * line + 22, "row \(row.frame.height) pt, line \(line) pt")
    #expect(row.frame.height < 6 * line + 22)
    // The next row and the separator follow it.
    #expect(look(.item("b"), in: state)?.frame.y == row.frame.height)
    #expect(look(.separator("a"), in: state)?.frame.y == row.frame.height - 0.5)
    // The same label fits one line at the default size.
    let large = layout(.large).arrange([RecordedSection(id: "s", items: items)])
    #expect(look(.item("a"), in: large)?.frame.height == 44)
  }

  @Test func headersGrowWithTheirText() throws {
    let section = RecordedSection(id: "s", title: "Networks", items: [RecordedItem(id: "a")])
    let large = layout(.large).arrange([section])
    let huge = layout(.accessibility5).arrange([section])
    #expect(look(.header("s"), in: large)?.frame.height == ListLayout.plainHeaderHeight)
    let grown = try #require(look(.header("s"), in: huge))
    #expect(grown.frame.height > ListLayout.plainHeaderHeight + 20)
    // A plain header is headline text: 53 pt at AX5.
    #expect(grown.fontSize == 53)
  }

  @Test func rightToLeftSeparatorsAreInsetFromTheRightEdge() throws {
    let items = [RecordedItem(id: "a"), RecordedItem(id: "b")]
    let state = layout(.large, direction: .rightToLeft).arrange([
      RecordedSection(id: "s", items: items)
    ])
    let separator = try #require(look(.separator("a"), in: state))
    #expect(separator.frame.x == 0)
    #expect(separator.frame.width == 390 - ListLayout.separatorInset)
    #expect(look(.item("a"), in: state)?.layoutDirection == .rightToLeft)
  }

  @Test func rowGeometryMirrorsEveryPart() {
    let frame = SceneRect(x: 20, y: 0, width: 350, height: 44)
    let leftToRight = ListRowGeometry(frame: frame, accessory: .switchOn, detailWidth: 40)
    let rightToLeft = ListRowGeometry(
      frame: frame, accessory: .switchOn, detailWidth: 40, direction: .rightToLeft)
    #expect(leftToRight.accessory?.x == 303.0)
    #expect(rightToLeft.accessory?.x == 36.0)
    #expect(leftToRight.text.x == 36)
    #expect(rightToLeft.text.x + rightToLeft.text.width == 20 + 350 - 16)
    #expect(leftToRight.text.width == rightToLeft.text.width)
    #expect(rightToLeft.detail?.x == 95.0)  // 20 + 16 + 51 + 8
  }
}

import ReplayRendering
import SnapshotRecording
import Testing

/// A layout hands its elements over one by one (`forEachElement(of:_:)`) exactly as
/// `arrange(_:)` lists them, so that the timeline can build a segment without holding a long
/// list's whole layout.
@Suite struct LayoutElementStreamTests {
  private let sections = [
    Fixture.section("one", ["a", "b", "c"]),
    Fixture.section("two", title: "Second section", ["d", "e"]),
    Fixture.section("empty", title: "Nothing", []),
  ]

  private func streamed(_ layout: any ReplayLayout) -> [ArrangedElement] {
    var elements: [ArrangedElement] = []
    layout.forEachElement(of: sections) { elements.append($0) }
    return elements
  }

  @Test(arguments: [ListStyle.plain, .insetGrouped], [LayoutDirection.leftToRight, .rightToLeft])
  func aListHandsOverWhatItArranges(style: ListStyle, direction: LayoutDirection) {
    let layout = ListLayout(width: 390, style: style, scale: 3, direction: direction)
    let arranged = layout.arrange(sections).elements
    #expect(!arranged.isEmpty)
    #expect(streamed(layout) == arranged)
  }

  @Test func anOffsetLayoutHandsOverItsBaseElementsMovedDown() {
    let base = ListLayout(width: 390, style: .insetGrouped, scale: 2)
    let layout = OffsetLayout(base, top: 143)
    let arranged = layout.arrange(sections).elements
    #expect(streamed(layout) == arranged)
    #expect(
      arranged.first?.look.frame.y == 143
        + (base.arrange(sections).elements.first?.look.frame.y ?? 0))
  }

  @Test func aGridHandsOverWhatItArranges() {
    let layout = GridLayout(options: Fixture.grid)
    #expect(streamed(layout) == layout.arrange(sections).elements)
  }
}

import SnapshotDiff
import SnapshotRecording
import Testing

/// What two applies' `layout` lines say changed on screen: only what differs is listed; an
/// item listed twice in a line counts at its first rect; without both lines nothing is compared.
@Suite struct GeometryDiffTests {
  static func layout(seq: Int, offsetY: Double, _ items: [(String, Double)]) -> LayoutEvent {
    var layout = LayoutEvent(
      seq: seq, time: 0, view: .collection, bounds: RecordedSize(width: 390, height: 844),
      offset: RecordedPoint(x: 0, y: offsetY), content: RecordedSize(width: 390, height: 2000))
    layout.items = items.map {
      LayoutEvent.ItemFrame(id: $0.0, rect: RecordedRect(x: 0, y: $0.1, width: 390, height: 44))
    }
    return layout
  }

  @Test func theSameGeometryIsUnchanged() {
    let line = Self.layout(seq: 1, offsetY: 0, [("a", 0)])
    let diff = GeometryDiff(from: line, to: line)
    #expect(diff.isEmpty)
    #expect(diff.text == "geometry: unchanged\n")
  }

  @Test func anItemListedTwiceCountsAtItsFirstRect() {
    let from = Self.layout(seq: 1, offsetY: 0, [("a", 0), ("a", 500)])
    let to = Self.layout(seq: 2, offsetY: 0, [("a", 0), ("a", 900)])
    #expect(GeometryDiff(from: from, to: to).isEmpty)
  }

  @Test func withoutBothLinesNothingIsCompared() {
    let diff = GeometryDiff(
      from: nil, to: Self.layout(seq: 2, offsetY: 40, []), fromSeq: 1, toSeq: 2)
    #expect(diff.isEmpty && !diff.fromHasLayout && diff.toHasLayout)
    #expect(diff.text == "geometry: no layout line for 1\n")
  }

  @Test func anIdentifierIsEscapedForTheTerminal() {
    let from = Self.layout(seq: 1, offsetY: 0, [])
    let to = Self.layout(seq: 2, offsetY: 0, [("\u{1B}[2J", 0)])
    #expect(GeometryDiff(from: from, to: to).text.contains("+ \\e[2J 0,0 390×44"))
  }
}

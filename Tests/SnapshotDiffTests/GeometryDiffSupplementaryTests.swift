import SnapshotDiff
import SnapshotRecording
import Testing

/// `diff --geometry` compares the two lines' supplementary views: a view is the same one when
/// its kind, section and order among that section's views of that kind are; it is listed when
/// its rect, text or pinning changed, or when only one line has it.
@Suite struct GeometryDiffSupplementaryTests {
  static func line(seq: Int, _ views: [RecordedSupplementaryView]) -> LayoutEvent {
    var layout = GeometryDiffTests.layout(seq: seq, offsetY: 0, [])
    layout.supplementary = views
    return layout
  }

  static func footer(_ text: String?, y: Double = 100, section: RecordedID = "s")
    -> RecordedSupplementaryView
  {
    RecordedSupplementaryView(
      kind: .footer, section: section, rect: RecordedRect(x: 16, y: y, width: 358, height: 40),
      text: text)
  }

  @Test func theSameViewsAreUnchanged() {
    let line = Self.line(seq: 1, [Self.footer("Note")])
    let diff = GeometryDiff(from: line, to: Self.line(seq: 2, [Self.footer("Note")]))
    #expect(diff.isEmpty)
    #expect(diff.text == "geometry: unchanged\n")
  }

  @Test func aViewWithAnotherTextOrPlaceIsChanged() {
    let diff = GeometryDiff(
      from: Self.line(seq: 1, [Self.footer("Old")]),
      to: Self.line(seq: 2, [Self.footer("New", y: 144)]))
    #expect(!diff.isEmpty)
    #expect(diff.changedSupplementary.map(\.slot.text) == ["footer s"])
    #expect(
      diff.text == """
        geometry: supplementary 1 changed
        ~ footer s 16,100 358×40 → 16,144 358×40; text 'Old' → 'New'

        """)
  }

  @Test func viewsArePairedByKindSectionAndOrder() {
    // The second footer of "s" is new; "t"'s footer went; the first footer of "s" stayed.
    let diff = GeometryDiff(
      from: Self.line(seq: 1, [Self.footer("One"), Self.footer("Tee", section: "t")]),
      to: Self.line(seq: 2, [Self.footer("One"), Self.footer("Two", y: 150)]))
    #expect(diff.changedSupplementary.isEmpty)
    #expect(diff.appearedSupplementary.map(\.slot.text) == ["footer s #2"])
    #expect(diff.disappearedSupplementary.map(\.slot.text) == ["footer t"])
    #expect(
      diff.text.hasSuffix(
        "+ footer s #2 16,150 358×40 'Two'\n- footer t was 16,100 358×40 'Tee'\n"))
  }

  @Test func aKindAndTextAreEscapedForTheTerminal() {
    let badge = RecordedSupplementaryView(
      kind: .other("\u{1B}[2J"), section: "s", rect: RecordedRect(x: 0, y: 0, width: 1, height: 1),
      text: "\u{7}")
    let diff = GeometryDiff(from: Self.line(seq: 1, []), to: Self.line(seq: 2, [badge]))
    #expect(diff.text.contains(#"+ \e[2J s 0,0 1×1 '\u{07}'"#), "\(diff.text)")
  }
}

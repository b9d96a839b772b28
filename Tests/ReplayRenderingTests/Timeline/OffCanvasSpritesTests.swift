import SnapshotRecording
import Testing

@testable import ReplayRendering

/// The segment a next one builds on keeps its off-canvas rows and separators as records
/// (issue 14: two million whole sprites of a 1,000,000-row list took 850 MB). A record must
/// give back exactly what the sprite would have: the next segment starts every row from it.
@Suite struct OffCanvasSpritesTests {
  private static let look = SceneElement(
    kind: .listRow, frame: SceneRect(x: 0, y: 0, width: 0, height: 0), fill: nil)

  /// Inserts as `OffCanvasSprites.insert` does, outside `#expect`, which cannot mutate.
  private static func inserted(
    _ records: inout OffCanvasSprites, _ sprite: Sprite, kind: OffCanvasSprites.Kind, slot: Int,
    ordinal: Int
  ) -> Bool {
    records.insert(sprite, kind: kind, slot: slot, ordinal: ordinal)
  }

  private func sprite(
    _ key: ElementKey, from: SpriteAttributes, to: SpriteAttributes, start: Double = 0.5,
    duration: Double = 0.3, leaving: Bool = false
  ) -> Sprite {
    Sprite(
      key: key, section: "s", leaving: leaving, look: Self.look, from: from, to: to,
      start: start, duration: duration)
  }

  /// Values whose bits a careless store would change: a negative zero, thirds, a chevron.
  private let moving = (
    from: SpriteAttributes(
      frame: SceneRect(x: -0.0, y: 1e6 / 3, width: 390.5, height: 44), opacity: 0.25,
      indentation: 10, disclosureAngle: 0),
    to: SpriteAttributes(
      frame: SceneRect(x: 16, y: 7e5 + 1.0 / 3, width: 358, height: 61.5), opacity: 1,
      indentation: 20, disclosureAngle: 90)
  )

  @Test func aRecordReadsBackTheSpritesAttributesBitForBit() {
    var records = OffCanvasSprites(slots: 10)
    let row = sprite(.item("a"), from: moving.from, to: moving.to)
    #expect(Self.inserted(&records, row, kind: .row, slot: 3, ordinal: 7))
    let (from, to) = records.endpoints(.row, slot: 3)
    for (read, written) in [(from, moving.from), (to, moving.to)] {
      #expect(read.frame.x.bitPattern == written.frame.x.bitPattern)
      #expect(read.frame.y.bitPattern == written.frame.y.bitPattern)
      #expect(read == written)
    }
    var spriteCurve = EasedProgress(curve: .spring)
    var recordCurve = EasedProgress(curve: .spring)
    for time in stride(from: 0.0, through: 1.0, by: 0.0625) {
      #expect(
        records.attributes(.row, slot: 3, at: time, eased: &recordCurve)
          == row.attributes(at: time, eased: &spriteCurve), "at \(time) s")
    }
    #expect(records.ordinal(.row, slot: 3) == 7)
    #expect(records.contains(.row, slot: 3))
    #expect(!records.contains(.separator, slot: 3))
    #expect(!records.contains(.row, slot: 4))
  }

  @Test func aSettledRecordReadsAsWhereItEnds() {
    var records = OffCanvasSprites(slots: 2)
    #expect(
      Self.inserted(
        &records, sprite(.item("a"), from: moving.to, to: moving.to), kind: .row, slot: 0,
        ordinal: 0))
    let (from, to) = records.endpoints(.row, slot: 0)
    #expect(from == moving.to && to == moving.to)
  }

  /// Records share one start and duration, and only live sprites are records: anything else
  /// is kept whole by the caller.
  @Test func onlyLiveSpritesOnTheSharedMotionAreRecorded() {
    var records = OffCanvasSprites(slots: 4)
    #expect(
      Self.inserted(
        &records, sprite(.item("a"), from: moving.from, to: moving.to), kind: .row, slot: 0,
        ordinal: 0))
    let later = sprite(.item("b"), from: moving.from, to: moving.to, start: 0.6)
    #expect(!Self.inserted(&records, later, kind: .row, slot: 1, ordinal: 1))
    let leaving = sprite(.item("c"), from: moving.from, to: moving.to, leaving: true)
    #expect(!Self.inserted(&records, leaving, kind: .row, slot: 2, ordinal: 2))
    let outside = sprite(.item("d"), from: moving.from, to: moving.to)
    #expect(!Self.inserted(&records, outside, kind: .row, slot: 4, ordinal: 3))
    #expect(records.count == 1)
  }

  /// Rows that differ only in where they are share one stored shape.
  @Test func rowsOfOneShapeShareIt() {
    var records = OffCanvasSprites(slots: 1000)
    for slot in 0..<1000 {
      var attributes = moving.to
      attributes.frame.y = Double(slot) * 44
      let row = sprite(.item(.integer(slot)), from: attributes, to: attributes)
      #expect(Self.inserted(&records, row, kind: .row, slot: slot, ordinal: slot))
    }
    #expect(records.count == 1000)
    #expect(records.shapeCount == 1)
    #expect(records.endpoints(.row, slot: 999).to.frame.y == 999 * 44)
  }

  /// Departures keep the whole segment's order, so records are handed out by their place in
  /// the run, even when that is not the order of their slots.
  @Test func recordsComeInTheirRunsOrder() {
    var records = OffCanvasSprites(slots: 8)
    for (slot, place) in [(5, 1), (2, 3), (7, 0)] {
      let row = sprite(.item(.integer(slot)), from: moving.to, to: moving.to)
      #expect(Self.inserted(&records, row, kind: .row, slot: slot, ordinal: place))
    }
    var order = records.inRunOrder(.row)
    var slots: [Int] = []
    while let (slot, _) = order.nextRecord() { slots.append(slot) }
    #expect(slots == [7, 5, 2])
  }

  @Test func aSlotSetHoldsWhatWasAdded() {
    var set = SlotSet(count: 130)
    for slot in [0, 63, 64, 129] { set.insert(slot) }
    let added = set
    #expect([0, 63, 64, 129].allSatisfy { added.contains($0) })
    #expect(![1, 62, 65, 128, 130, -1].contains { added.contains($0) })
  }
}

import Testing

@testable import SnapshotRecording

@Suite struct LineRingTests {
  @Test func keepsLinesOldestFirstUntilFull() {
    var ring = LineRing(capacity: 3)
    ring.append("a")
    ring.append("b")
    #expect(ring.lines == ["a", "b"])
    #expect(ring.droppedCount == 0)
  }

  @Test func wrapsByDroppingTheOldestLine() {
    var ring = LineRing(capacity: 3)
    for line in ["a", "b", "c", "d", "e"] { ring.append(line) }
    #expect(ring.lines == ["c", "d", "e"])
    #expect(ring.droppedCount == 2)
  }

  @Test func wrapsAroundMoreThanOnce() {
    var ring = LineRing(capacity: 2)
    for index in 0..<7 { ring.append("\(index)") }
    #expect(ring.lines == ["5", "6"])
    #expect(ring.droppedCount == 5)
  }

  @Test func aCapacityBelowOneKeepsOneLine() {
    var ring = LineRing(capacity: 0)
    ring.append("a")
    ring.append("b")
    #expect(ring.capacity == 1)
    #expect(ring.lines == ["b"])
  }
}

extension LineRingTests {
  @Test func extendingTheNewestEntryKeepsBothLinesInOneSlot() {
    var ring = LineRing(capacity: 2)
    ring.append("a")
    ring.append("b")
    ring.extendNewest(with: "b2")
    ring.append("c")
    ring.extendNewest(with: "c2")
    #expect(ring.lines == ["b\nb2", "c\nc2"])
  }

  @Test func extendingAnEmptyRingKeepsTheLine() {
    var ring = LineRing(capacity: 1)
    ring.extendNewest(with: "layout")
    #expect(ring.lines == ["layout"])
  }
}

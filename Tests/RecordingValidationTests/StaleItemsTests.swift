import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import RecordingValidation

/// The walk that matches the items of two valid applies in step finds the same stale items as
/// hashing every identifier, whatever was deleted, inserted, moved or relabelled.
@Suite struct StaleItemsTests {
  private static func apply(_ sections: [[RecordedItem]], reloaded: [RecordedID] = [])
    -> ApplyEvent
  {
    ApplyEvent(
      seq: 1, time: 0,
      sections: sections.enumerated().map {
        RecordedSection(id: .integer($0.offset), items: $0.element)
      },
      reloaded: reloaded)
  }

  @Test func walkingInStepFindsWhatHashingFinds() {
    var generator = SplitMix64(seed: 14)
    var staleFound = 0
    for _ in 0..<400 {
      let count = Int.random(in: 0...60, using: &generator)
      let old = (0..<count).map {
        RecordedItem(id: .string("i\($0)"), label: Bool.random(using: &generator) ? "L\($0)" : nil)
      }
      var new = old
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &generator))
        case 1:
          let id = RecordedID.string("n\(Int.random(in: 0..<1000, using: &generator))")
          if !new.contains(where: { $0.id == id }) {
            new.insert(RecordedItem(id: id), at: Int.random(in: 0...new.count, using: &generator))
          }
        case 2 where !new.isEmpty:
          let moved = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
          new.insert(moved, at: Int.random(in: 0...new.count, using: &generator))
        case 3 where !new.isEmpty:
          new[Int.random(in: 0..<new.count, using: &generator)].label = "changed"
        default: break
        }
      }
      // Split each list into sections at the same or different points.
      let oldSplit = Int.random(in: 0...old.count, using: &generator)
      let newSplit = Int.random(in: 0...new.count, using: &generator)
      let previous = Self.apply([Array(old[..<oldSplit]), Array(old[oldSplit...])])
      let reloaded: [RecordedID] = new.prefix(1).map(\.id).filter { _ in
        Bool.random(using: &generator)
      }
      let current = Self.apply(
        [Array(new[..<newSplit]), Array(new[newSplit...])], reloaded: reloaded)
      let hashed = current.staleItems(since: previous, identifiersAreUnique: false)
      #expect(current.staleItems(since: previous, identifiersAreUnique: true) == hashed)
      staleFound += hashed.count
    }
    #expect(staleFound > 50)
  }

  @Test func farMovesFallBackToHashingAndStayExact() {
    let old = (0..<300).map { RecordedItem(id: .integer($0), label: "x") }
    var new = Array(old.reversed())
    new[150].label = "y"
    let previous = Self.apply([old])
    let current = Self.apply([new])
    #expect(current.staleItems(since: previous, identifiersAreUnique: true) == [149])
    #expect(current.staleItems(since: previous) == [149])
  }
}

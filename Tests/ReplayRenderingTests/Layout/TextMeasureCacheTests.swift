import SnapshotRecording
import Testing

@testable import ReplayRendering

/// The text measure measures a text once while consecutive layouts keep measuring it, and holds
/// a bounded number of sizes however many distinct texts a long recording brings.
@Suite struct TextMeasureCacheTests {
  private static func labels(_ range: Range<Int>) -> [String] {
    range.map { "Message \($0) from the chat" }
  }

  @Test func aTextMeasuredInOneLayoutIsNotMeasuredAgainInTheNext() {
    let measure = TextMeasure(generationFloor: 16, capacity: 4_096)
    let first = Self.labels(0..<200)
    // The second "apply" drops ten labels, brings ten new ones and reverses the order.
    let second = Array((Self.labels(10..<200) + Self.labels(200..<210)).reversed())
    measure.makeRoom(forTextsInOnePass: first.count)
    let sizes = first.map { measure.size(of: $0, fontSize: 17, width: 300) }
    #expect(measure.measurements == 200)
    measure.makeRoom(forTextsInOnePass: second.count)
    let again = second.map { measure.size(of: $0, fontSize: 17, width: 300) }
    #expect(measure.measurements == 210)
    #expect(Array(again.reversed().prefix(190)) == Array(sizes.suffix(190)))
  }

  @Test func holdsABoundedNumberOfSizesAfterManyDistinctTexts() {
    let measure = TextMeasure(generationFloor: 16, capacity: 256)
    for label in Self.labels(0..<1_000) {
      _ = measure.size(of: label, fontSize: 17, width: nil)
      #expect(measure.cachedSizes <= 32)
    }
    measure.makeRoom(forTextsInOnePass: 100)
    for label in Self.labels(1_000..<2_000) {
      _ = measure.size(of: label, fontSize: 17, width: nil)
    }
    #expect(measure.cachedSizes <= 256)
    #expect(measure.cachedSizes > 32)
    measure.makeRoom(forTextsInOnePass: 1_000_000)
    for label in Self.labels(2_000..<2_600) {
      _ = measure.size(of: label, fontSize: 17, width: nil)
      #expect(measure.cachedSizes <= 256)
    }
    #expect(measure.measurements == 2_600)
  }

  @Test func aListMakesRoomForEveryTextItMeasures() {
    // More rows than the floor holds: each has a label, a tenth a subtitle or a detail.
    let items = (0..<3_000).map { (index: Int) -> RecordedItem in
      let detail: String? = index % 10 == 0 ? "Detail" : nil
      let subtitle: String? = index % 10 == 5 ? "Subtitle" : nil
      return RecordedItem(
        id: .integer(index), label: "Row \(index)", detail: detail, subtitle: subtitle)
    }
    let layout = ListLayout(width: 390, style: .plain, scale: 2)
    _ = layout.arrange([RecordedSection(id: .string("rows"), title: "Rows", items: items)])
    // Other tests share the measure and may have raised its limit further, never lowered it.
    #expect(TextMeasure.shared.generationLimit >= 2 * (3_000 + 600))
  }
}

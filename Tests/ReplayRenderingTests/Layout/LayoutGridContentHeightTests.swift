import ReplayRendering
import ReplayTestSupport
import SnapshotRecording
import Testing

/// `contentHeight(of:)` is the height `arrange(_:)` gives, to the bit, for any shape.
@Suite struct LayoutGridContentHeightTests {
  @Test func equalsTheArrangedHeightForRandomShapes() {
    var generator = SplitMix64(seed: 14)
    for _ in 0..<200 {
      var options = Fixture.grid
      options.columns = Int.random(in: 1...7, using: &generator)
      options.spacing = Double(Int.random(in: 0...9, using: &generator)) * 0.75
      options.padding = Double(Int.random(in: 0...12, using: &generator)) * 1.5
      let layout = GridLayout(options: options)
      let sections = (0..<Int.random(in: 0...4, using: &generator)).map { index in
        Fixture.section(
          "s\(index)", title: Bool.random(using: &generator) ? "T" : nil,
          (0..<Int.random(in: 0...23, using: &generator)).map { "s\(index)i\($0)" })
      }
      #expect(layout.contentHeight(of: sections) == layout.arrange(sections).contentSize.height)
    }
  }

  @Test func noSectionsIsTwiceThePadding() {
    let layout = GridLayout(options: Fixture.grid)
    #expect(layout.contentHeight(of: []) == 2 * layout.padding)
  }
}

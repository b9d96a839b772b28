import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// An outline recording rendered to PNGs and read back: child rows are indented, parents show a
/// disclosure chevron that points right when collapsed and down when expanded, and the chevron
/// is part way round in the middle of the transition (recording format v1, "Outline items";
/// `UICellAccessory.outlineDisclosure`, trailing in iOS).
@Suite struct OutlinePixelTests {
  typealias F = ReplayFixtures
  typealias R = RecordingBuilder

  /// A 200×180 pt plain list on white, scale 2, linear 1 s transitions at 10 fps.
  static let options = RenderOptionOverrides {
    $0.layout = .list
    $0.scale = 2
    $0.background = F.white
    $0.viewport = SceneSize(width: 200, height: 180)
    $0.fps = 10
    $0.duration = 1
    $0.curve = .linear
    $0.hold = 0
  }

  private static func item(_ label: String, parent: String? = nil, expanded: Bool? = nil)
    -> RecordedItem
  {
    R.item(label.lowercased(), label: label, parent: parent, expanded: expanded)
  }

  /// Docs expands at 1 s (frames 10…20) and collapses at 3 s (frames 30…40). Both rows that are
  /// compared start with a "D", so their first ink is the same distance from their label's start.
  static let recording: [RecordingEvent] = {
    let collapsed = R.section("files", [item("Docs", expanded: false), item("Music")])
    let expanded = R.section(
      "files",
      [
        item("Docs", expanded: true), item("Dev", parent: "docs"),
        item("Drafts", parent: "docs"), item("Music"),
      ])
    return [
      .apply(R.apply(1, at: 0, [collapsed])), .apply(R.apply(2, at: 1, [expanded])),
      .apply(R.apply(3, at: 3, [collapsed])),
    ]
  }()

  /// The pixel box of the dark pixels (text, chevrons) in a region given in points.
  private func ink(in image: RasterImage, x: ClosedRange<Double>, row: Int)
    -> (minX: Int, maxX: Int, minY: Int, maxY: Int)?
  {
    // Inside the 44 pt row, clear of the separator at its bottom edge.
    let top = Int(Double(row) * 44 * 2) + 4
    let bottom = Int(Double(row + 1) * 44 * 2) - 4
    var box: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
    for py in top..<bottom {
      for px in Int(x.lowerBound * 2)..<Int(x.upperBound * 2) {
        let pixel = image[px, py]
        let luma = (Int(pixel.red) * 299 + Int(pixel.green) * 587 + Int(pixel.blue) * 114) / 1000
        guard luma < 128 else { continue }
        if let found = box {
          box = (min(found.minX, px), max(found.maxX, px), min(found.minY, py), max(found.maxY, py))
        } else {
          box = (px, px, py, py)
        }
      }
    }
    return box
  }

  /// The chevron's square and a margin: 12 pt ending 16 pt from the trailing edge of 200 pt.
  private let chevron: ClosedRange<Double> = 168...188
  /// Where labels are: from the leading edge to well before the chevron.
  private let labels: ClosedRange<Double> = 0...150

  @Test func childRowsAreIndentedOneLevelFurtherThanTheirParent() throws {
    let frames = try F.render(Self.recording, options: Self.options)
    defer { frames.remove() }
    let expanded = try frames.image(20)
    let docs = try #require(ink(in: expanded, x: labels, row: 0))
    let dev = try #require(ink(in: expanded, x: labels, row: 1))
    let drafts = try #require(ink(in: expanded, x: labels, row: 2))
    // 10 pt at scale 2.
    #expect(dev.minX - docs.minX == 20)
    #expect(drafts.minX - docs.minX == 20)
    // Docs's label starts at the 16 pt inset (its "D" stem a pixel or two further in).
    #expect((32...36).contains(docs.minX))
  }

  @Test func onlyParentsHaveAChevron() throws {
    let frames = try F.render(Self.recording, options: Self.options)
    defer { frames.remove() }
    let expanded = try frames.image(20)
    #expect(ink(in: expanded, x: chevron, row: 0) != nil)
    #expect(ink(in: expanded, x: chevron, row: 1) == nil)
    #expect(ink(in: expanded, x: chevron, row: 3) == nil)
  }

  @Test func theChevronPointsRightWhenCollapsedAndDownWhenExpanded() throws {
    let frames = try F.render(Self.recording, options: Self.options)
    defer { frames.remove() }
    // Collapsed, a ">": 6 pt wide and 12 pt tall plus its 2 pt stroke, its point at the right.
    let right = try #require(ink(in: try frames.image(0), x: chevron, row: 0))
    #expect(right.maxY - right.minY - (right.maxX - right.minX) >= 10)
    // Expanded, a "v": as wide as the ">" was tall.
    let down = try #require(ink(in: try frames.image(20), x: chevron, row: 0))
    #expect(down.maxX - down.minX - (down.maxY - down.minY) >= 10)
    #expect(abs((down.maxX - down.minX) - (right.maxY - right.minY)) <= 1)
    // Collapsed again at the end, the same pixels as at the start.
    let again = try #require(ink(in: try frames.image(40), x: chevron, row: 0))
    #expect(again == right)
  }

  @Test func midTransitionTheChevronIsHalfWayRound() throws {
    let frames = try F.render(Self.recording, options: Self.options)
    defer { frames.remove() }
    // At 45° the ">" fits a square of about 8.5 pt plus its stroke, wider than the upright ">"
    // and shorter than it.
    for index in [15, 35] {
      let turning = try #require(ink(in: try frames.image(index), x: chevron, row: 0))
      let width = turning.maxX - turning.minX
      let height = turning.maxY - turning.minY
      #expect(abs(width - height) <= 2, "frame \(index): \(width)×\(height) px")
      #expect((18...24).contains(width), "frame \(index): \(width) px wide")
    }
  }
}

import Testing

@testable import ReplayRendering

/// Where a pinned header or footer is drawn once the content has moved (issue 23): stuck to
/// the visible rect's edge while its section is on screen, at its own place otherwise, and
/// pushed by its section's far end.
@Suite struct PinnedPlacementTests {
  /// A 38-point header placed at 100 under 91 points of bars, its section's rows ending at 400.
  private let header = PinnedPlacement(edge: .top, natural: 100, boundary: 400, visibleEdge: 91)
  /// A 40-point footer placed at 1000, above a bottom inset starting at 810, its section's
  /// rows starting at 300.
  private let footer = PinnedPlacement(
    edge: .bottom, natural: 1000, boundary: 300, visibleEdge: 810)

  @Test func aHeaderBelowTheVisibleTopStaysAtItsPlace() {
    #expect(header.y(height: 38, shift: 0) == 100)
    #expect(header.y(height: 38, shift: 40) == 140)
  }

  @Test func aHeaderScrolledPastTheVisibleTopSticksUnderIt() {
    #expect(header.y(height: 38, shift: -9) == 91)
    #expect(header.y(height: 38, shift: -50) == 91)
    #expect(header.y(height: 38, shift: -271) == 91)
  }

  @Test func aHeaderIsPushedUpByItsSectionsEnd() {
    // The rows end at 400 − 300 = 100: the header's bottom there.
    #expect(header.y(height: 38, shift: -300) == 62)
    // Its section gone above the visible top, it goes with it.
    #expect(header.y(height: 38, shift: -500) == -138)
  }

  @Test func aFooterAboveTheVisibleBottomStaysAtItsPlace() {
    #expect(footer.y(height: 40, shift: -230) == 770)
    #expect(footer.y(height: 40, shift: -400) == 600)
  }

  @Test func aFooterBelowTheVisibleBottomSticksAboveIt() {
    #expect(footer.y(height: 40, shift: 0) == 770)
    #expect(footer.y(height: 40, shift: -100) == 770)
  }

  @Test func aFooterIsPushedDownByItsSectionsStart() {
    // The rows start at 300 + 500 = 800, below the stuck place (770).
    #expect(footer.y(height: 40, shift: 500) == 800)
  }

  @Test func theSpanHoldsEveryPlaceInTheContentsCoordinates() {
    for shift in stride(from: -1200.0, through: 1200, by: 7.5) {
      let top = header.y(height: 38, shift: shift) - shift
      #expect(top >= header.span(height: 38).low && top <= header.span(height: 38).high)
      let bottom = footer.y(height: 40, shift: shift) - shift
      #expect(bottom >= footer.span(height: 40).low && bottom <= footer.span(height: 40).high)
    }
  }
}

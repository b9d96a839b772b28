/// How a pinned supplementary view keeps to the visible rect while the content scrolls: a
/// pinned header stays under the top inset while its section is on screen and is pushed up by
/// its section's end; a pinned footer stays above the bottom inset and is pushed down by its
/// section's start (`NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds`,
/// `UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds` and
/// `sectionFootersPinToVisibleBounds`, a plain `UITableView`'s floating headers).
///
/// Every y is on the canvas of the layout that placed the view, with the content not scrolled
/// further (shift 0); ``y(height:shift:)`` gives the view's top once the content has moved by
/// `shift` points (negative: scrolled down, the content drawn higher).
///
/// ```swift
/// // A 38-point header placed at y = 100 under 91 points of bars, its section's rows ending
/// // at y = 400.
/// let pin = PinnedPlacement(edge: .top, natural: 100, boundary: 400, visibleEdge: 91)
/// pin.y(height: 38, shift: 0)  // 100: below the bars, where it was placed
/// pin.y(height: 38, shift: -50)  // 91: stuck under the bars
/// pin.y(height: 38, shift: -300)  // 62: pushed up by the section's end (400 − 300 − 38)
/// ```
public struct PinnedPlacement: Hashable, Sendable {
  /// Which edge of the visible rect the view keeps to.
  public enum Edge: Hashable, Sendable {
    /// A header, under the top inset.
    case top
    /// A footer, above the bottom inset.
    case bottom
  }

  /// The edge the view keeps to.
  public var edge: Edge
  /// The view's top where the content puts it, not stuck.
  public var natural: Double
  /// For a header, the bottom of its section's last item, which pushes it up; for a footer,
  /// the top of its section's first item, which pushes it down.
  public var boundary: Double
  /// The visible rect's edge: the top inset's bottom for a header, the bottom inset's top for
  /// a footer. Under a large title that collapses (``collapsible``), the edge with the title
  /// expanded.
  public var visibleEdge: Double
  /// How far the top edge follows the content up as a large title collapses
  /// (``PhoneChrome/collapsed(by:)``): 0 for fixed bars.
  public var collapsible: Double
  /// How far the content is scrolled from its top at shift 0, for a collapsing large title.
  public var scrolled: Double

  /// Creates a pinned view's placement.
  public init(
    edge: Edge, natural: Double, boundary: Double, visibleEdge: Double, collapsible: Double = 0,
    scrolled: Double = 0
  ) {
    self.edge = edge
    self.natural = natural
    self.boundary = boundary
    self.visibleEdge = visibleEdge
    self.collapsible = collapsible
    self.scrolled = scrolled
  }

  /// The visible edge once the content has moved by `shift`: fixed, or under a collapsing
  /// large title as high as the title has collapsed.
  func edge(shift: Double) -> Double {
    guard collapsible > 0 else { return visibleEdge }
    return visibleEdge - min(max(scrolled - shift, 0), collapsible)
  }

  /// The view's top once the content has moved by `shift` points: where the content puts it
  /// unless that is past the visible edge, then at the edge, but never past its section's
  /// boundary (and never nearer the content's far end than its own place).
  ///
  /// - Parameters:
  ///   - height: The view's height.
  ///   - shift: How far the content has moved down (negative: up).
  /// - Returns: The view's top on the canvas.
  public func y(height: Double, shift: Double) -> Double {
    let placed = natural + shift
    switch edge {
    case .top:
      let visibleEdge = edge(shift: shift)
      guard placed < visibleEdge else { return placed }
      return max(placed, min(visibleEdge, boundary + shift - height))
    case .bottom:
      guard placed + height > visibleEdge else { return placed }
      return min(placed, max(visibleEdge - height, boundary + shift))
    }
  }

  /// How far ``y(height:shift:)`` minus the shift can go, over every shift: the view's tops in
  /// the content's own coordinates, from the place the content puts it to its section's
  /// boundary. A view drawn at `y(height:shift:)` is always within `natural` and the far end.
  ///
  /// - Parameter height: The view's height.
  /// - Returns: The lowest and highest top, in the layout's coordinates.
  public func span(height: Double) -> (low: Double, high: Double) {
    switch edge {
    case .top: (natural, max(natural, boundary - height))
    case .bottom: (min(natural, boundary), natural)
    }
  }
}

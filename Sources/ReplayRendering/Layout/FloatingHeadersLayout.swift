public import SnapshotRecording

/// Another layout with its section headers floating, as a plain `UITableView`'s do ("Section
/// headers and footers are displayed as inline separators and float when the table view is
/// scrolled", Apple's documentation of `UITableView.Style.plain`; a grouped table's "don't
/// float"): a header whose place is above the visible top sticks under it while its section
/// is on screen, pushed up by its section's last row, and carries its ``PinnedPlacement`` so
/// that it floats while the content scrolls.
///
/// The timeline wraps the model's plain list in it when the model follows `scroll` lines
/// without recorded geometry. Where each section's rows end is measured beforehand
/// (``rowSpans(of:in:)``), so the elements still stream one by one.
///
/// ```swift
/// let base = OffsetLayout(ListLayout(width: 390, style: .plain, scale: 1), top: -300)
/// let layout = FloatingHeadersLayout(
///   base, visibleTop: 0, rowSpans: FloatingHeadersLayout.rowSpans(of: base, in: sections))
/// layout.arrange(sections)  // the header of the section scrolled under the top at y = 0
/// ```
public struct FloatingHeadersLayout: ReplayLayout {
  /// The layout that places the elements.
  public let base: any ReplayLayout
  /// Where the visible rect starts on the canvas: under the bars (with a large title, under
  /// the expanded one).
  public let visibleTop: Double
  /// How far the visible top follows the content up as a large title collapses: its band's
  /// height, or 0 for fixed bars (``PinnedPlacement/collapsible``).
  public let collapsible: Double
  /// How far the content is scrolled from its top, for a collapsing large title.
  public let scrolled: Double
  /// The top of each section's first row and the bottom of its last, as `base` places them.
  public let rowSpans: [RecordedID: RowSpan]

  /// The vertical extent of a section's rows.
  public struct RowSpan: Hashable, Sendable {
    /// The top of the first row.
    public var top: Double
    /// The bottom of the last row.
    public var bottom: Double

    /// Creates a span.
    public init(top: Double, bottom: Double) {
      self.top = top
      self.bottom = bottom
    }
  }

  /// Wraps `base`, floating its headers under `visibleTop`, which moves up by as much as the
  /// content is scrolled (`scrolled`), up to `collapsible` points, under a large title.
  public init(
    _ base: any ReplayLayout, visibleTop: Double, collapsible: Double = 0, scrolled: Double = 0,
    rowSpans: [RecordedID: RowSpan]
  ) {
    self.base = base
    self.visibleTop = visibleTop
    self.collapsible = collapsible
    self.scrolled = scrolled
    self.rowSpans = rowSpans
  }

  /// The rows' extent of every section `layout` places for `sections`, in one pass that
  /// holds one entry a section.
  ///
  /// - Complexity: O(e) for e elements: the state is laid out once.
  public static func rowSpans(of layout: any ReplayLayout, in sections: [RecordedSection])
    -> [RecordedID: RowSpan]
  {
    var spans: [RecordedID: RowSpan] = [:]
    layout.forEachElement(of: sections) { element in
      guard case .item = element.key else { return }
      let top = element.look.frame.y
      let bottom = top + element.look.frame.height
      if let span = spans[element.section] {
        spans[element.section] = RowSpan(
          top: min(span.top, top), bottom: max(span.bottom, bottom))
      } else {
        spans[element.section] = RowSpan(top: top, bottom: bottom)
      }
    }
    return spans
  }

  /// The base layout's width.
  public var contentWidth: Double { base.contentWidth }

  /// The base layout's row animations.
  public var usesRowAnimations: Bool { base.usesRowAnimations }

  /// The base layout's state, its headers floating.
  public func arrange(_ sections: [RecordedSection]) -> ArrangedState {
    var state = base.arrange(sections)
    for index in state.elements.indices {
      state.elements[index] = floating(state.elements[index])
    }
    return state
  }

  /// Hands each element of the base layout to `body`, its headers floating, as
  /// ``arrange(_:)`` places them.
  ///
  /// ```swift
  /// layout.forEachElement(of: sections) { print($0.pin != nil) }  // true for each header
  /// ```
  public func forEachElement(
    of sections: [RecordedSection], _ body: (ArrangedElement) -> Void
  ) {
    base.forEachElement(of: sections) { body(floating($0)) }
  }

  /// `element` floating when it is a header: placed where it sticks, with its pin.
  private func floating(_ element: ArrangedElement) -> ArrangedElement {
    guard case .header = element.key else { return element }
    var element = element
    let frame = element.look.frame
    let pin = PinnedPlacement(
      edge: .top, natural: frame.y,
      boundary: rowSpans[element.section]?.bottom ?? frame.y + frame.height,
      visibleEdge: visibleTop, collapsible: collapsible, scrolled: scrolled)
    element.pin = pin
    element.look.frame.y = pin.y(height: frame.height, shift: 0)
    return element
  }
}

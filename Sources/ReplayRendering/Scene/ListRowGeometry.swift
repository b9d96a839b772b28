public import SnapshotRecording

/// Where a list row's parts go across the row: its text column (label and subtitle), its
/// detail and its accessories. Layout (which measures how tall the wrapped text makes the row)
/// and drawing use this one calculation, so the text is drawn in exactly the width it was
/// measured in.
///
/// Left to right, a row reads: inset, indentation, text column, gap, detail, gap, accessory,
/// outline chevron, inset. Right to left is its mirror image.
///
/// ```swift
/// let geometry = ListRowGeometry(
///   frame: SceneRect(x: 0, y: 0, width: 390, height: 44), accessory: .disclosure,
///   detailWidth: 60)
/// geometry.accessory?.x  // 366: 16 pt from the trailing edge, 8 pt wide
/// geometry.text.width    // 358 − 8 − 8 − 60 − 8 = 274
/// ```
public struct ListRowGeometry: Hashable, Sendable {
  /// The inset of a row's text and accessories from its edges, in points.
  public static let inset = 16.0
  /// The gap between a row's text, detail and accessory, in points.
  public static let gap = 8.0
  /// The square an outline disclosure chevron turns in, in points.
  public static let outlineChevronSize = 12.0

  /// A span across the row: where it starts and how wide it is, in points.
  public struct Span: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The width; never negative.
    public var width: Double
  }

  /// The label's and subtitle's column.
  public var text: Span
  /// The detail's span, at its natural width up to half the room; `nil` without a detail.
  public var detail: Span?
  /// The accessory's frame, vertically centred; `nil` without an accessory.
  public var accessory: SceneRect?
  /// The outline chevron's centre, vertically centred; `nil` for a leaf.
  public var outlineChevronCenter: (x: Double, y: Double)? {
    outlineChevronX.map { (x: $0, y: rowMiddle) }
  }

  private var outlineChevronX: Double?
  private var rowMiddle: Double

  /// Lays out a row's parts.
  ///
  /// - Parameters:
  ///   - frame: The row.
  ///   - indentation: How far the text moves in (outline level × indentation width).
  ///   - hasOutlineChevron: Whether the row is an outline parent with a disclosure chevron.
  ///   - accessory: The row's accessory.
  ///   - detailWidth: The detail's natural width on one line; `nil` without a detail.
  ///   - hasLabel: Whether there is a label or subtitle; a detail alone takes the whole room.
  ///   - direction: Mirrors everything for right-to-left.
  public init(
    frame: SceneRect, indentation: Double = 0, hasOutlineChevron: Bool = false,
    accessory: RecordedAccessory? = nil, detailWidth: Double? = nil, hasLabel: Bool = true,
    direction: LayoutDirection = .leftToRight
  ) {
    let inset = Self.inset
    let gap = Self.gap
    rowMiddle = frame.y + frame.height / 2
    var trailing = frame.x + frame.width - inset
    if hasOutlineChevron {
      let chevron = Self.outlineChevronSize
      outlineChevronX = trailing - chevron / 2
      trailing -= chevron + gap
    }
    if let accessory {
      let size = Self.size(of: accessory)
      let width = size.width
      let height = size.height
      self.accessory = SceneRect(
        x: trailing - width, y: rowMiddle - height / 2, width: width, height: height)
      trailing -= width + gap
    }
    let leading = frame.x + inset + max(indentation, 0)
    let room = max(trailing - leading, 0)
    if let detailWidth {
      let width = hasLabel ? min(max(detailWidth, 0), room / 2) : room
      detail = Span(x: trailing - width, width: width)
      text = Span(x: leading, width: max(room - width - gap, 0))
    } else {
      text = Span(x: leading, width: room)
    }
    if direction == .rightToLeft { mirror(in: frame) }
  }

  /// The size of an accessory as drawn, in points (estimates from iOS screenshots; see
  /// docs/Rendering.md).
  public static func size(of accessory: RecordedAccessory) -> SceneSize {
    switch accessory {
    case .disclosure: SceneSize(width: 8, height: 13)
    case .detail: SceneSize(width: 22, height: 22)
    case .checkmark: SceneSize(width: 14, height: 13)
    case .switchOn, .switchOff: SceneSize(width: 51, height: 31)
    }
  }

  private mutating func mirror(in frame: SceneRect) {
    let axis = 2 * frame.x + frame.width
    text.x = axis - text.x - text.width
    if var span = detail {
      span.x = axis - span.x - span.width
      detail = span
    }
    if var rect = accessory {
      rect.x = axis - rect.x - rect.width
      accessory = rect
    }
    outlineChevronX = outlineChevronX.map { axis - $0 }
  }
}

public import SnapshotRecording

/// The layout the device recorded for one apply (a `layout` line) laid over the model's: every
/// item the line places is drawn at its recorded rect, seen from the recorded scroll offset;
/// the model still says what each element looks like (text, colours, separators, backdrops),
/// and where the items the device had off screen are.
///
/// Recorded rects are in the scroll view's content coordinates; the canvas shows the scroll
/// view's bounds, so a point is drawn at its content position minus the offset (the offset is
/// negative by the top inset when scrolled to the top: content starts below the bars).
///
/// ```swift
/// let layout = RecordedGeometryLayout(model: ListLayout(width: 390, style: .insetGrouped, scale: 3),
///   recorded: layoutLine)
/// layout.arrange(sections)  // items at layoutLine.items' rects, moved up by the offset
/// ```
///
/// Items the line does not place were off screen: each is placed where the model's rows
/// would continue from the nearest placed item in display order, above the first or below the
/// last, so that one arriving later slides in from the side its index implies. Separators move
/// with their item; a section's header takes the recorded header's rect when there is one, else
/// moves with the section's first placed item; a backdrop spans its section's rows. Pinned
/// headers stick under the bars, and footers and the app's other supplementary views are
/// drawn at their recorded rects (``supplementaryElements()``, ``pinHeaders(in:)``).
public struct RecordedGeometryLayout: ReplayLayout {
  /// The model layout: looks, and places for what the line does not say.
  public let model: any ReplayLayout
  /// The recorded layout line.
  public let recorded: LayoutEvent

  /// Lays `recorded` over `model`.
  public init(model: any ReplayLayout, recorded: LayoutEvent) {
    self.model = model
    self.recorded = recorded
  }

  /// The recorded bounds' width.
  public var contentWidth: Double { recorded.bounds.width }

  /// A collection view has no row animations, whatever the model says.
  public var usesRowAnimations: Bool { recorded.view == .table && model.usesRowAnimations }

  /// The model's elements, moved to the recorded places.
  public func arrange(_ sections: [RecordedSection]) -> ArrangedState {
    var state = model.arrange(sections)
    let placement = Placement(recorded: recorded, state: state)
    for index in state.elements.indices {
      let element = state.elements[index]
      state.elements[index].look = placement.moved(element)
    }
    pinHeaders(in: &state)
    state.elements += supplementaryElements()
    pinFooters(in: &state)
    state.contentSize = SceneSize(
      width: recorded.content.width, height: recorded.content.height)
    return state
  }
}

/// Where each element of one laid-out state goes: the offsets found for its items, sections and
/// headers, computed once per state.
private struct Placement {
  /// How far each item moves: recorded (or extrapolated) frame minus the model's.
  var itemMoves: [RecordedID: Move] = [:]
  /// How far each section's elements without a rect of their own move: its first item's move.
  var sectionMoves: [RecordedID: Move] = [:]
  /// The recorded rects of headers, already on the canvas.
  var headers: [RecordedID: SceneRect] = [:]
  /// The vertical span of each section's rows on the canvas, for its backdrop.
  var rowSpans: [RecordedID: (top: Double, bottom: Double)] = [:]
  /// The sections laid out as grids: one of their recorded cells is a tile
  /// (``RecordedGeometryLayout/isTile(_:inRow:)``), so none of their cells has a separator.
  var gridSections: Set<RecordedID> = []
  /// The move of anything else: the scroll offset alone.
  var fallback: Move

  /// A change of frame: a translation, and for items a new size.
  struct Move {
    var dx: Double
    var dy: Double
    var frame: SceneRect?
  }

  init(recorded: LayoutEvent, state: ArrangedState) {
    let offsetX = -recorded.offset.x
    let offsetY = -recorded.offset.y
    fallback = Move(dx: offsetX, dy: offsetY, frame: nil)
    var rects: [String: RecordedRect] = [:]
    for frame in recorded.items { rects[frame.id] = frame.rect }
    for view in recorded.supplementary where view.kind == .header {
      headers[view.section] = SceneRect(
        x: view.rect.x + offsetX, y: view.rect.y + offsetY, width: view.rect.width,
        height: view.rect.height)
    }
    // The items in display order, with their model frames and recorded rects.
    var items: [(id: RecordedID, section: RecordedID, model: SceneRect, rect: RecordedRect?)] = []
    for element in state.elements {
      guard case .item(let id) = element.key else { continue }
      items.append(
        (
          id, element.section, element.look.frame,
          rects[LayoutEvent.ItemFrame.key(of: id)]
        ))
    }
    // Off-screen items continue the model's spacing from the nearest placed item: above the
    // first placed one, below the last.
    // The placed items in display order, walked alongside: the nearest one to an unplaced item
    // is the last placed before it or the first placed after it (O(n) for the whole state).
    let placedIndices = items.indices.filter { items[$0].rect != nil }
    var nextPlaced = 0
    var sectionsPlaced: Set<RecordedID> = []
    for (index, item) in items.enumerated() {
      while nextPlaced < placedIndices.count, placedIndices[nextPlaced] < index { nextPlaced += 1 }
      let before = nextPlaced > 0 ? placedIndices[nextPlaced - 1] : nil
      let after = nextPlaced < placedIndices.count ? placedIndices[nextPlaced] : nil
      let nearest: Int? =
        switch (before, after) {
        case (let before?, let after?): index - before <= after - index ? before : after
        case (let before?, nil): before
        case (nil, let after?): after
        case (nil, nil): nil
        }
      let move: Move
      if let rect = item.rect {
        let frame = SceneRect(
          x: rect.x + offsetX, y: rect.y + offsetY, width: rect.width, height: rect.height)
        if RecordedGeometryLayout.isTile(frame, inRow: item.model) {
          gridSections.insert(item.section)
        }
        move = Move(dx: frame.x - item.model.x, dy: frame.y - item.model.y, frame: frame)
      } else if let anchor = nearest, let rect = items[anchor].rect {
        // The anchor's move carries the model's gap between the two rows over unchanged.
        let anchorModel = items[anchor].model
        move = Move(
          dx: rect.x + offsetX - anchorModel.x, dy: rect.y + offsetY - anchorModel.y, frame: nil)
      } else {
        move = fallback
      }
      itemMoves[item.id] = move
      // A section's other elements move with its first placed item, else its first item.
      if sectionMoves[item.section] == nil
        || (item.rect != nil && !sectionsPlaced.contains(item.section))
      {
        sectionMoves[item.section] = move
        if item.rect != nil { sectionsPlaced.insert(item.section) }
      }
      let frame = move.frame ?? item.model.offsetBy(dx: move.dx, dy: move.dy)
      if let span = rowSpans[item.section] {
        rowSpans[item.section] = (min(span.top, frame.y), max(span.bottom, frame.y + frame.height))
      } else {
        rowSpans[item.section] = (frame.y, frame.y + frame.height)
      }
    }
  }

  /// `element`'s look at its recorded place.
  func moved(_ element: ArrangedElement) -> SceneElement {
    var look = element.look
    switch element.key {
    case .item(let id):
      let move = itemMoves[id] ?? fallback
      let frame = move.frame ?? look.frame.offsetBy(dx: move.dx, dy: move.dy)
      if var clip = look.clip {
        // The clip keeps its place relative to the cell; its width follows the cell's.
        clip.frame = SceneRect(
          x: clip.frame.x + move.dx, y: clip.frame.y + move.dy,
          width: max(0, clip.frame.width + frame.width - look.frame.width),
          height: clip.frame.height)
        look.clip = clip
      }
      look.frame = frame
    case .separator(let id):
      let move = itemMoves[id] ?? fallback
      look.frame = look.frame.offsetBy(dx: move.dx, dy: move.dy)
      if gridSections.contains(element.section) {
        // A section with a tile is a grid section, which has no separators in UIKit (they
        // belong to list sections): none of its cells keeps one, a full-width tile included.
        look.frame.width = 0
      }
      if let frame = move.frame {
        // A separator spans its row at its bottom: it follows the recorded cell's width and
        // height.
        if !gridSections.contains(element.section) {
          look.frame.width = max(0, frame.x + frame.width - look.frame.x)
        }
        look.frame.y = frame.y + frame.height - look.frame.height
      }
    case .header(let section):
      if let rect = headers[section] {
        look.frame = rect
      } else {
        let move = sectionMoves[section] ?? fallback
        look.frame = look.frame.offsetBy(dx: move.dx, dy: move.dy)
      }
    case .sectionBackground(let section):
      let move = sectionMoves[section] ?? fallback
      look.frame = look.frame.offsetBy(dx: move.dx, dy: move.dy)
      if let span = rowSpans[section], let frame = move.frame {
        // A grouped group's hairlines stay one line outside its rows.
        let reach = look.edgeHairlines?.thickness ?? 0
        look.frame = SceneRect(
          x: frame.x, y: span.top - reach, width: frame.width,
          height: span.bottom - span.top + 2 * reach)
      }
    case .supplementary:
      // No model makes them: they come at their recorded rects (supplementaryElements()).
      break
    }
    return look
  }
}

extension SceneRect {
  /// The rect moved by `dx`, `dy`.
  fileprivate func offsetBy(dx: Double, dy: Double) -> SceneRect {
    SceneRect(x: x + dx, y: y + dy, width: width, height: height)
  }
}

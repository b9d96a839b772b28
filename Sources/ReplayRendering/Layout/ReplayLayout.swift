public import SnapshotRecording

/// Places one recorded state's items, headers and decorations; the timeline animates between
/// what it returns for consecutive applies.
///
/// A layout is a pure function of the sections: the same state always gives the same
/// elements, in the same order.
public protocol ReplayLayout: Sendable {
  /// The width of the content, in points; the same for every state.
  var contentWidth: Double { get }
  /// Whether inserts, deletes and reloads of rows follow the apply's `rowAnimation` (a table
  /// view) rather than always fading (a collection view).
  var usesRowAnimations: Bool { get }

  /// Places every element of one state.
  ///
  /// - Parameter sections: The snapshot, in display order.
  /// - Returns: The elements back to front within each layer, and the content height.
  func arrange(_ sections: [RecordedSection]) -> ArrangedState

  /// Places every element of one state, as ``arrange(_:)`` does, handing each to `body` in
  /// the same order instead of collecting them: the timeline builds a long list's segment
  /// without holding its whole layout as well.
  ///
  /// ```swift
  /// var rows = 0
  /// layout.forEachElement(of: sections) { element in
  ///   if case .item = element.key { rows += 1 }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - sections: The snapshot, in display order.
  ///   - body: Called with each element, in drawing order.
  func forEachElement(of sections: [RecordedSection], _ body: (ArrangedElement) -> Void)
}

extension ReplayLayout {
  /// Hands each element of ``arrange(_:)`` to `body`: for layouts that have no cheaper way.
  ///
  /// ```swift
  /// GridLayout(options: options).forEachElement(of: sections) { print($0.key) }
  /// ```
  public func forEachElement(
    of sections: [RecordedSection], _ body: (ArrangedElement) -> Void
  ) {
    for element in arrange(sections).elements { body(element) }
  }
}

/// What identifies an element across states, so the timeline knows what moved, appeared or
/// went away.
public enum ElementKey: Hashable, Sendable {
  /// The cell of an item.
  case item(RecordedID)
  /// The header of a section.
  case header(RecordedID)
  /// The separator below an item's row (lists).
  case separator(RecordedID)
  /// The rounded backdrop behind a section's rows (inset-grouped lists).
  case sectionBackground(RecordedID)
  /// A recorded supplementary view other than a header (a footer, or an app's own element
  /// kind): the `index`-th of its kind in its section, in the `layout` line's order
  /// (``RecordedGeometryLayout``).
  case supplementary(section: RecordedID, kind: RecordedSupplementaryView.Kind, index: Int)
}

/// One element of a laid-out state.
public struct ArrangedElement: Hashable, Sendable {
  /// What the element stands for.
  public var key: ElementKey
  /// The section the element belongs to.
  public var section: RecordedID
  /// For an item (and its separator): its index in its section; else `nil`.
  public var itemIndex: Int?
  /// For an item (and its separator): how many items its section has; else 0.
  public var sectionItemCount: Int
  /// The element as drawn when settled: frame, colours, text, opacity 1.
  public var look: SceneElement
  /// For a pinned header or footer, how it keeps to the visible rect while the content
  /// scrolls between applies (its settled frame is already where it sticks); else `nil`.
  public var pin: PinnedPlacement?

  /// Creates an element.
  public init(
    key: ElementKey, section: RecordedID, itemIndex: Int? = nil, sectionItemCount: Int = 0,
    look: SceneElement, pin: PinnedPlacement? = nil
  ) {
    self.key = key
    self.section = section
    self.itemIndex = itemIndex
    self.sectionItemCount = sectionItemCount
    self.look = look
    self.pin = pin
  }
}

/// A state laid out: its elements and how tall the content is.
public struct ArrangedState: Hashable, Sendable {
  /// The elements, in drawing order.
  public var elements: [ArrangedElement]
  /// The content's size, in points.
  public var contentSize: SceneSize
  /// The identifiers of the state's sections, empty ones included, in display order.
  public var sections: [RecordedID]

  /// Creates a laid-out state.
  public init(elements: [ArrangedElement], contentSize: SceneSize, sections: [RecordedID]) {
    self.elements = elements
    self.contentSize = contentSize
    self.sections = sections
  }
}

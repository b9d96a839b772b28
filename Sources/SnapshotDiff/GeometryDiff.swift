public import SnapshotRecording

/// What the screen's recorded geometry did between two applies (`snapreplay diff --geometry`):
/// the scroll view's bounds, offset, insets and content size when they changed, the items
/// whose recorded rect moved or resized, appeared in the recorded rects or disappeared from
/// them (scrolled into or out of the recorded area, or inserted and deleted), and the
/// supplementary views (headers, footers, an app's own kinds) that moved, changed their text
/// or pinning, appeared or disappeared.
///
/// It compares the two applies' `layout` lines; the model's own layout plays no part.
///
/// ```swift
/// let geometry = GeometryDiff(from: layout3, to: layout4)
/// print(geometry.moved.map(\.id))  // ["general-3", "general-4"]
/// print(geometry.text)
/// // geometry: offset 0,309 → 0,397; items 2 moved
/// // ~ general-3 16,441 358×44 → 16,529 358×44
/// // ~ general-4 16,485 358×44 → 16,573 358×44
/// ```
public struct GeometryDiff: Hashable, Sendable {
  /// A value that changed: what it was and what it became.
  public struct Change<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value in the earlier apply's line.
    public var from: Value
    /// The value in the later apply's line.
    public var to: Value
  }

  /// An item whose recorded rect changed.
  public struct MovedItem: Hashable, Sendable {
    /// The item's identifier, as the `layout` line keys it.
    public var id: String
    /// Its rect in the earlier line.
    public var from: RecordedRect
    /// Its rect in the later line.
    public var to: RecordedRect
  }

  /// The earlier apply's `seq`.
  public var fromSeq: Int
  /// The later apply's `seq`.
  public var toSeq: Int
  /// Whether the earlier apply had a `layout` line: without both lines there is nothing to
  /// compare, and every change below is empty.
  public var fromHasLayout: Bool
  /// Whether the later apply had a `layout` line.
  public var toHasLayout: Bool
  /// The bounds' size, when it changed.
  public var bounds: Change<RecordedSize>?
  /// The scroll offset, when it changed.
  public var offset: Change<RecordedPoint>?
  /// The adjusted content insets, when they changed.
  public var insets: Change<RecordedInsets>?
  /// The content size, when it changed.
  public var content: Change<RecordedSize>?
  /// Items in both lines whose rect moved or resized, in the later line's order.
  public var moved: [MovedItem] = []
  /// Items only the later line places, in its order, with their rects.
  public var appeared: [LayoutEvent.ItemFrame] = []
  /// Items only the earlier line placed, in its order, with their rects there.
  public var disappeared: [LayoutEvent.ItemFrame] = []
  /// Supplementary views in both lines whose rect, text or pinning changed, in the later
  /// line's order; a view is the same when its kind, section and order among its section's
  /// views of that kind are (``SupplementarySlot``).
  public var changedSupplementary: [ChangedSupplementary] = []
  /// Supplementary views only the later line has, in its order.
  public var appearedSupplementary: [PlacedSupplementary] = []
  /// Supplementary views only the earlier line had, in its order, as they were there.
  public var disappearedSupplementary: [PlacedSupplementary] = []

  /// The geometry change between two applies' `layout` lines.
  ///
  /// ```swift
  /// GeometryDiff(from: nil, to: layout, fromSeq: 1, toSeq: 2).fromHasLayout  // false
  /// ```
  ///
  /// - Parameters:
  ///   - from: The earlier apply's line; `nil` when it had none.
  ///   - to: The later apply's line; `nil` when it had none.
  ///   - fromSeq: The earlier apply's `seq`.
  ///   - toSeq: The later apply's `seq`.
  /// - Complexity: O(*n*) on average for *n* items in the two lines. An item listed twice in
  ///   one line counts at its first rect.
  public init(from: LayoutEvent?, to: LayoutEvent?, fromSeq: Int, toSeq: Int) {
    self.fromSeq = fromSeq
    self.toSeq = toSeq
    fromHasLayout = from != nil
    toHasLayout = to != nil
    guard let from, let to else { return }
    bounds = Self.change(from.bounds, to.bounds)
    offset = Self.change(from.offset, to.offset)
    insets = Self.change(from.insets, to.insets)
    content = Self.change(from.content, to.content)
    let earlier = Self.firstRects(of: from.items)
    let later = Self.firstRects(of: to.items)
    var seen: Set<String> = []
    for frame in to.items where seen.insert(frame.id).inserted {
      if let old = earlier[frame.id] {
        if old != frame.rect { moved.append(MovedItem(id: frame.id, from: old, to: frame.rect)) }
      } else {
        appeared.append(frame)
      }
    }
    seen = []
    for frame in from.items where seen.insert(frame.id).inserted && later[frame.id] == nil {
      disappeared.append(frame)
    }
    compareSupplementary(from.supplementary, to.supplementary)
  }

  /// The geometry change between two applies' `layout` lines, with the applies' `seq`s
  /// taken from the lines.
  ///
  /// ```swift
  /// let geometry = GeometryDiff(from: layout3, to: layout4)  // fromSeq 3, toSeq 4
  /// ```
  ///
  /// - Parameters:
  ///   - from: The earlier apply's line.
  ///   - to: The later apply's line.
  public init(from: LayoutEvent, to: LayoutEvent) {
    self.init(from: from, to: to, fromSeq: from.seq, toSeq: to.seq)
  }

  /// Whether nothing of the recorded geometry changed (or there was nothing to compare).
  public var isEmpty: Bool {
    bounds == nil && offset == nil && insets == nil && content == nil && moved.isEmpty
      && appeared.isEmpty && disappeared.isEmpty && changedSupplementary.isEmpty
      && appearedSupplementary.isEmpty && disappearedSupplementary.isEmpty
  }

  private static func change<Value>(_ from: Value, _ to: Value) -> Change<Value>? {
    from == to ? nil : Change(from: from, to: to)
  }

  private static func firstRects(of items: [LayoutEvent.ItemFrame]) -> [String: RecordedRect] {
    var rects: [String: RecordedRect] = [:]
    rects.reserveCapacity(items.count)
    for frame in items where rects[frame.id] == nil { rects[frame.id] = frame.rect }
    return rects
  }
}

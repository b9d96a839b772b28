/// What the screen showed right after an apply returned: a `layout` line of a recording
/// (docs/RecordingFormat.md, "What the screen showed"). An apply that trapped has none.
///
/// Lengths are points in the scroll view's content coordinates. ``items`` holds the frames of
/// the items within the visible rect extended by one ``bounds`` height above and below; an item
/// of the snapshot that is absent was off screen.
///
/// ```swift
/// var layout = LayoutEvent(
///   seq: 3, time: 0.26, view: .collection, bounds: RecordedSize(width: 390, height: 844),
///   offset: RecordedPoint(x: 0, y: -91), content: RecordedSize(width: 390, height: 1460))
/// layout.list = .insetGrouped
/// layout.insets = RecordedInsets(top: 91, left: 0, bottom: 34, right: 0)
/// layout.items = [LayoutEvent.ItemFrame(id: "n-1", rect: RecordedRect(x: 16, y: 210, width: 358, height: 44))]
/// ```
public struct LayoutEvent: Hashable, Sendable {
  /// Which kind of list view drew the snapshot.
  public enum View: String, CaseIterable, Hashable, Sendable {
    /// A `UITableView` (or `NSTableView`): row animations apply.
    case table
    /// A `UICollectionView` (or `NSCollectionView`): no row animations.
    case collection
  }

  /// The appearance of a collection view laid out by `UICollectionLayoutListConfiguration`.
  public enum ListAppearance: String, CaseIterable, Hashable, Sendable {
    /// `.plain`: rows edge to edge, like a plain table.
    case plain
    /// `.grouped`: sections as bands on a grey background.
    case grouped
    /// `.insetGrouped`: sections as rounded cards.
    case insetGrouped
    /// `.sidebar`: an iPad sidebar's rounded rows.
    case sidebar
    /// `.sidebarPlain`: a sidebar without the rounded selection look.
    case sidebarPlain
  }

  /// One item's final frame.
  public struct ItemFrame: Hashable, Sendable {
    /// The item's identifier as written: a JSON integer identifier is its decimal text. Match it
    /// against a snapshot's identifiers with ``matches(_:)``.
    public var id: String
    /// Where the item's cell settled.
    public var rect: RecordedRect

    /// Creates an item frame.
    public init(id: String, rect: RecordedRect) {
      self.id = id
      self.rect = rect
    }

    /// Creates the frame of `item`.
    public init(item: RecordedID, rect: RecordedRect) {
      self.init(id: Self.key(of: item), rect: rect)
    }

    /// Whether this frame is `item`'s: the same text, an integer identifier read as its decimal
    /// text.
    public func matches(_ item: RecordedID) -> Bool {
      id == Self.key(of: item)
    }

    /// How `item` is written as a key of ``LayoutEvent/items``.
    public static func key(of item: RecordedID) -> String {
      switch item {
      case .string(let text): text
      case .integer(let number): String(number)
      }
    }
  }

  /// The apply this layout followed.
  public var seq: Int
  /// Seconds since the recording started.
  public var time: Double
  /// The kind of list view.
  public var view: View
  /// The list configuration's appearance, for a collection view laid out as a list.
  public var list: ListAppearance?
  /// The scroll view's size.
  public var bounds: RecordedSize
  /// Its `contentOffset`.
  public var offset: RecordedPoint
  /// Its `adjustedContentInset`.
  public var insets: RecordedInsets
  /// Its `contentSize`.
  public var content: RecordedSize
  /// The items placed near the visible rect, in the order written.
  public var items: [ItemFrame]
  /// Headers, footers and other supplementary views near the visible rect.
  public var supplementary: [RecordedSupplementaryView]
  /// The animation the device ran for the apply; `nil` when nothing animated.
  public var timing: RecordedTiming?

  /// Creates a layout with no insets, items, supplementary views or timing.
  public init(
    seq: Int, time: Double, view: View, bounds: RecordedSize, offset: RecordedPoint,
    content: RecordedSize
  ) {
    self.seq = seq
    self.time = time
    self.view = view
    self.bounds = bounds
    self.offset = offset
    self.insets = .zero
    self.content = content
    self.items = []
    self.supplementary = []
  }
}

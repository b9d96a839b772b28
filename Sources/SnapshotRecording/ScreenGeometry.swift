/// What a list view showed right after an apply, as a geometry provider measured it: the
/// recorder turns it into a `layout` line (``LayoutEvent``) by giving it the apply's `seq` and a
/// time, dropping the frames far from the visible rect and keeping at most its budget.
///
/// On Apple platforms the recording data sources measure it from the view; on Linux a test or a
/// demo supplies a provider that computes it (see ``SnapshotRecorder/observer(view:geometry:)``).
/// Nothing here depends on the replay tool's layouts.
///
/// ```swift
/// var geometry = ScreenGeometry(
///   view: .collection, bounds: RecordedSize(width: 390, height: 844),
///   offset: RecordedPoint(x: 0, y: 600), content: RecordedSize(width: 390, height: 2000))
/// geometry.list = .insetGrouped
/// geometry.items = [LayoutEvent.ItemFrame(id: "n-1", rect: RecordedRect(x: 16, y: 700, width: 358, height: 44))]
/// recorder.recordLayout(geometry)  // {"type":"layout","seq":3,…,"items":{"n-1":[16,700,358,44]}}
/// ```
public struct ScreenGeometry: Hashable, Sendable {
  /// The kind of list view.
  public var view: LayoutEvent.View
  /// The list configuration's appearance, for a collection view laid out as a list.
  public var list: LayoutEvent.ListAppearance?
  /// The scroll view's size.
  public var bounds: RecordedSize
  /// Its `contentOffset`.
  public var offset: RecordedPoint
  /// Its `adjustedContentInset`.
  public var insets: RecordedInsets
  /// Its `contentSize`.
  public var content: RecordedSize
  /// Item frames in content coordinates, in index order; frames far from the visible rect may
  /// be included: the recorder drops them.
  public var items: [LayoutEvent.ItemFrame]
  /// Headers, footers and other supplementary views, in content coordinates.
  public var supplementary: [RecordedSupplementaryView]
  /// The animation the apply ran; `nil` when nothing animated.
  public var timing: RecordedTiming?

  /// Creates a geometry with no insets, items, supplementary views or timing.
  ///
  /// ```swift
  /// let empty = ScreenGeometry(
  ///   view: .table, bounds: RecordedSize(width: 390, height: 844),
  ///   offset: RecordedPoint(x: 0, y: 0), content: RecordedSize(width: 390, height: 0))
  /// ```
  public init(
    view: LayoutEvent.View, bounds: RecordedSize, offset: RecordedPoint, content: RecordedSize
  ) {
    self.view = view
    self.bounds = bounds
    self.offset = offset
    self.insets = .zero
    self.content = content
    self.items = []
    self.supplementary = []
  }

  /// The rect a `layout` line covers: the visible rect extended by one bounds height above and
  /// below (docs/RecordingFormat.md, "What the screen showed").
  ///
  /// ```swift
  /// geometry.capturedRect  // bounds 390×844 at offset y 600: x 0, y -244, 390 × 2532
  /// ```
  public var capturedRect: RecordedRect {
    RecordedRect(
      x: offset.x, y: offset.y - bounds.height, width: bounds.width, height: bounds.height * 3)
  }
}

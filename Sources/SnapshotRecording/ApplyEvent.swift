import SnapshotModel

/// One applied snapshot: an `apply` line of a recording.
public struct ApplyEvent: Hashable, Sendable {
  /// 1 for the first apply, +1 for each next one.
  public var seq: Int
  /// Seconds since the recording started; never decreasing.
  public var time: Double
  /// The whole snapshot, in display order.
  public var sections: [RecordedSection]
  /// `animatingDifferences` of the apply call.
  public var animating: Bool
  /// Whether the snapshot was applied with `applySnapshotUsingReloadData`.
  public var reloadData: Bool
  /// Items marked with `reloadItems`, in request order.
  public var reloaded: [RecordedID]
  /// Items marked with `reconfigureItems`, in request order.
  public var reconfigured: [RecordedID]
  /// Sections marked with `reloadSections`, in request order.
  public var reloadedSections: [RecordedID]
  /// The thread or queue that called apply, when known.
  public var queue: String?
  /// The data source's `defaultRowAnimation` at the time, when recorded.
  public var rowAnimation: RowAnimation?
  /// The batch update the app declared and the counts its data source answered, when the
  /// recording carries them (`declared`; `check` reports counts that do not add up).
  public var declared: DeclaredBatch?

  /// Creates an apply event.
  public init(
    seq: Int, time: Double, sections: [RecordedSection], animating: Bool = true,
    reloadData: Bool = false, reloaded: [RecordedID] = [], reconfigured: [RecordedID] = [],
    reloadedSections: [RecordedID] = [], queue: String? = nil, rowAnimation: RowAnimation? = nil,
    declared: DeclaredBatch? = nil
  ) {
    self.seq = seq
    self.time = time
    self.sections = sections
    self.animating = animating
    self.reloadData = reloadData
    self.reloaded = reloaded
    self.reconfigured = reconfigured
    self.reloadedSections = reloadedSections
    self.queue = queue
    self.rowAnimation = rowAnimation
    self.declared = declared
  }
}

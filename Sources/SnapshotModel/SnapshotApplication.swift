/// One call of ``DiffableDataSource/apply(_:animatingDifferences:completion:)`` or
/// ``DiffableDataSource/applySnapshotUsingReloadData(_:completion:)``, as an observer sees it.
public struct SnapshotApplication<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Sendable
{
  /// The snapshot that was applied, with its reload and reconfigure marks.
  public var snapshot: DiffableSnapshot<SectionID, ItemID>
  /// `animatingDifferences` of the apply call; `false` for a reload-data apply.
  public var animatingDifferences: Bool
  /// Whether the snapshot was applied with `applySnapshotUsingReloadData`: no diff, no animation.
  public var usingReloadData: Bool
  /// The data source's ``DiffableDataSource/defaultRowAnimation`` at the time.
  public var rowAnimation: RowAnimation
  /// The outlines of the sections shown from section snapshots, by section: each one's
  /// ``DiffableSectionSnapshot/visibleItems`` are that section's items in ``snapshot``. Empty
  /// when no section was filled with
  /// ``DiffableDataSource/apply(_:to:animatingDifferences:completion:)``.
  public var outlineSections: [SectionID: DiffableSectionSnapshot<ItemID>] = [:]

  /// Creates the description of one apply.
  public init(
    snapshot: DiffableSnapshot<SectionID, ItemID>, animatingDifferences: Bool,
    usingReloadData: Bool = false, rowAnimation: RowAnimation = .automatic,
    outlineSections: [SectionID: DiffableSectionSnapshot<ItemID>] = [:]
  ) {
    self.outlineSections = outlineSections
    self.snapshot = snapshot
    self.animatingDifferences = animatingDifferences
    self.usingReloadData = usingReloadData
    self.rowAnimation = rowAnimation
  }
}

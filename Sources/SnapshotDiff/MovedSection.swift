/// A section that moved: from an index in the old snapshot to an index in the new one.
public struct MovedSection<SectionID: Hashable & Sendable>: Hashable, Sendable {
  /// The section identifier.
  public var id: SectionID
  /// The section's index in the old snapshot.
  public var from: Int
  /// The section's index in the new snapshot.
  public var to: Int

  /// Creates a section move.
  public init(id: SectionID, from: Int, to: Int) {
    self.id = id
    self.from = from
    self.to = to
  }
}

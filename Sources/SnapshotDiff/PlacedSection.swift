/// A section deleted from, or inserted into, a snapshot at an index.
///
/// For a deletion the index is in the old snapshot; for an insertion, in the new one.
public struct PlacedSection<SectionID: Hashable & Sendable>: Hashable, Sendable {
  /// The section identifier.
  public var id: SectionID
  /// The section's index.
  public var index: Int

  /// Creates a placed section.
  public init(id: SectionID, index: Int) {
    self.id = id
    self.index = index
  }
}

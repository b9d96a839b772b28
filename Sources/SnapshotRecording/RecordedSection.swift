/// A section of a recorded snapshot.
public struct RecordedSection: Hashable, Sendable {
  /// The section identifier.
  public var id: RecordedID
  /// The header text, if the section has one.
  public var title: String?
  /// The items, in display order.
  public var items: [RecordedItem]

  /// Creates a section.
  public init(id: RecordedID, title: String? = nil, items: [RecordedItem]) {
    self.id = id
    self.title = title
    self.items = items
  }
}

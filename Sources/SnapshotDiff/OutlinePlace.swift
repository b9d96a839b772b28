import SnapshotRecording

/// Where an item of an outline section sits, as the `diff` text shows it: its level and, for a
/// parent, whether it is expanded (recording format v1, "Outline items").
///
/// ```swift
/// let section = RecordedSection(id: "files", items: [
///   RecordedItem(id: "docs", expanded: true), RecordedItem(id: "notes", parent: "docs"),
/// ])
/// OutlinePlace.places(in: [section])["notes"]?.level  // Optional(1)
/// ```
public struct OutlinePlace: Hashable, Sendable {
  /// The length of the item's `parent` chain; 0 for a root item.
  public var level: Int
  /// `true` or `false` for a parent, `nil` for a leaf.
  public var expanded: Bool?

  /// Creates a place.
  ///
  /// - Parameters:
  ///   - level: The item's level.
  ///   - expanded: Whether a parent is expanded; `nil` for a leaf.
  public init(level: Int, expanded: Bool? = nil) {
    self.level = level
    self.expanded = expanded
  }

  /// The place of every item of the outline sections among `sections`; items of flat sections
  /// are left out, so a flat snapshot gives an empty dictionary.
  ///
  /// - Parameter sections: A recorded snapshot's sections.
  /// - Returns: Each outline item's place, by identifier (the first occurrence of an id wins).
  /// - Complexity: O(n) in the number of items.
  public static func places(in sections: [RecordedSection]) -> [RecordedID: OutlinePlace] {
    var places: [RecordedID: OutlinePlace] = [:]
    for section in sections where section.isOutline {
      for (item, level) in zip(section.items, section.outlineLevels) where places[item.id] == nil {
        places[item.id] = OutlinePlace(level: level, expanded: item.expanded)
      }
    }
    return places
  }
}

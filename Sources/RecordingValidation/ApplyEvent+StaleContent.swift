public import SnapshotRecording

extension ApplyEvent {
  /// The items whose label, detail, colour, subtitle or accessory changed since `previous`
  /// while this apply neither reloaded nor reconfigured them, nor their section, nor used
  /// reload-data: UIKit keeps showing their old cell. `check`'s stale-content warning lists these.
  ///
  /// ```swift
  /// // previous: dog "Dog"   this: dog "Puppy", no reload or reconfigure marks
  /// apply.staleItems(since: previous)  // [dog]
  /// ```
  ///
  /// - Parameter previous: The apply UIKit showed before this one.
  /// - Returns: The stale items in display order, each once.
  /// - Complexity: O(n) in the items of both applies.
  public func staleItems(since previous: ApplyEvent) -> [RecordedID] {
    guard !reloadData else { return [] }
    var before: [RecordedID: ShownContent] = [:]
    for section in previous.sections {
      for item in section.items where before[item.id] == nil {
        before[item.id] = ShownContent(item)
      }
    }
    guard !before.isEmpty else { return [] }
    let refreshed = Set(reloaded).union(reconfigured)
    let refreshedSections = Set(reloadedSections)
    var stale: [RecordedID] = []
    var seen: Set<RecordedID> = []
    for section in sections where !refreshedSections.contains(section.id) {
      for item in section.items where !refreshed.contains(item.id) {
        if let old = before[item.id], old != ShownContent(item), seen.insert(item.id).inserted {
          stale.append(item.id)
        }
      }
    }
    return stale
  }
}

/// What a cell shows for an item: content, not identity.
private struct ShownContent: Equatable {
  var label: String
  var detail: String?
  var color: RecordedColor?
  var subtitle: String?
  var accessory: RecordedAccessory?

  init(_ item: RecordedItem) {
    label = item.label ?? item.id.description
    detail = item.detail
    color = item.color
    subtitle = item.subtitle
    accessory = item.accessory
  }
}

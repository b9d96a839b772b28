public import SnapshotRecording

extension ApplyEvent {
  /// The items whose label, detail or colour changed since `previous` while this apply
  /// neither reloaded nor reconfigured them, nor their section, nor used reload-data: UIKit
  /// keeps showing their old cell. `check`'s stale-content warning lists these.
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
    // Where each identifier first shows in `previous`, as section and item offsets: the items
    // are compared in place, so no label is copied into the table.
    var before: [RecordedID: (section: Int, item: Int)] = [:]
    before.reserveCapacity(previous.numberOfItems)
    for (sectionOffset, section) in previous.sections.enumerated() {
      for (itemOffset, item) in section.items.enumerated() {
        if let first = before.updateValue((sectionOffset, itemOffset), forKey: item.id) {
          // A repeat (the apply was invalid): the first place wins.
          before[item.id] = first
        }
      }
    }
    guard !before.isEmpty else { return [] }
    let refreshed = reloaded.isEmpty && reconfigured.isEmpty ? [] : Set(reloaded).union(reconfigured)
    let refreshedSections = Set(reloadedSections)
    var stale: [RecordedID] = []
    var seen: Set<RecordedID> = []
    for section in sections where !refreshedSections.contains(section.id) {
      for item in section.items where refreshed.isEmpty || !refreshed.contains(item.id) {
        if let place = before[item.id],
          !Self.showsTheSame(previous.sections[place.section].items[place.item], item),
          seen.insert(item.id).inserted
        {
          stale.append(item.id)
        }
      }
    }
    return stale
  }

  /// Whether two items' cells show the same content: label (or a bare identifier's own text),
  /// detail and colour.
  private static func showsTheSame(_ old: RecordedItem, _ new: RecordedItem) -> Bool {
    guard old.detail == new.detail, old.color == new.color else { return false }
    if let oldLabel = old.label, let newLabel = new.label { return oldLabel == newLabel }
    return (old.label ?? old.id.description) == (new.label ?? new.id.description)
  }
}


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
    for sectionOffset in previous.sections.indices {
      let items = previous.sections[sectionOffset].items
      for itemOffset in items.indices {
        let id = items[itemOffset].id
        if let first = before.updateValue((sectionOffset, itemOffset), forKey: id) {
          // A repeat (the apply was invalid): the first place wins.
          before[id] = first
        }
      }
    }
    guard !before.isEmpty else { return [] }
    let refreshed =
      reloaded.isEmpty && reconfigured.isEmpty ? [] : Set(reloaded).union(reconfigured)
    let refreshedSections = Set(reloadedSections)
    var stale: [RecordedID] = []
    var seen: Set<RecordedID> = []
    for section in sections where !refreshedSections.contains(section.id) {
      let items = section.items
      for offset in items.indices {
        let id = items[offset].id
        guard refreshed.isEmpty || !refreshed.contains(id), let place = before[id] else {
          continue
        }
        if !Self.showsTheSame(previous.sections[place.section].items[place.item], items[offset]),
          seen.insert(id).inserted
        {
          stale.append(id)
        }
      }
    }
    return stale
  }

  /// Whether two items' cells show the same content: label (or a bare identifier's own text),
  /// detail and colour.
  private static func showsTheSame(_ old: borrowing RecordedItem, _ new: borrowing RecordedItem)
    -> Bool
  {
    guard old.detail == new.detail, old.color == new.color else { return false }
    if let oldLabel = old.label, let newLabel = new.label { return oldLabel == newLabel }
    return (old.label ?? old.id.description) == (new.label ?? new.id.description)
  }
}

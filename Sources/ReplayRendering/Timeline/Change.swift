internal import SnapshotRecording

/// What one apply changes, as sets for quick questions.
struct Change {
  let old: ArrangedState
  let new: ArrangedState
  let apply: ApplyEvent
  let newKeys: Set<ElementKey>
  let oldSections: Set<RecordedID>
  let newSections: Set<RecordedID>
  let reloadedItems: Set<RecordedID>
  let reconfigured: Set<RecordedID>
  let reloadedSections: Set<RecordedID>

  init(old: ArrangedState, new: ArrangedState, apply: ApplyEvent) {
    self.old = old
    self.new = new
    self.apply = apply
    newKeys = Set(new.elements.map(\.key))
    oldSections = Set(old.sections)
    newSections = Set(new.sections)
    reloadedItems = Set(apply.reloaded)
    reconfigured = Set(apply.reconfigured)
    reloadedSections = Set(apply.reloadedSections)
  }

  /// Whether the element's cell (or header) is replaced by a new one that cross-fades in.
  func isReloaded(_ element: ArrangedElement) -> Bool {
    let sectionReloaded =
      reloadedSections.contains(element.section) && oldSections.contains(element.section)
    switch element.key {
    case .item(let id): return reloadedItems.contains(id) || sectionReloaded
    case .header: return sectionReloaded
    case .separator, .sectionBackground: return false
    }
  }
}

import DiffableSnapshot
import SnapshotDiff
import SnapshotRecording

/// What one apply changes on screen, read from the ``SnapshotChangeset`` between the previous
/// rendered apply's snapshot and its own: which rows leave, which arrive (and where they sit, for
/// the row animation), which cells are replaced by a cross-fade, which take new content at once,
/// and which sections come, go or are reloaded.
///
/// `SnapshotDiff` is the one answer to "what changed"; this type only regroups its answer the way
/// the timeline asks. Items the changeset lists or implies (the items of deleted, inserted and
/// reloaded sections) count alike.
///
/// ```swift
/// // old: s [a, b]   new: s [b, c], c reloaded
/// let change = ApplyChange(from: old, to: new)
/// change.deletedItems   // [a: s, item 0 of 2]
/// change.insertedItems  // [c: s, item 1 of 2]
/// change.reloadedItems  // [] — c is new, so its mark means nothing
/// ```
///
/// An item the changeset deletes and inserts with the same identifier is neither deleted nor
/// inserted here: the timeline keeps its one cell on screen and slides it to its new place
/// (cross-fading it when it was reloaded). See ``init(_:from:to:)``.
struct ApplyChange: Hashable, Sendable {
  /// The snapshots the timeline diffs: one per validated apply.
  typealias Snapshot = DiffableSnapshot<RecordedID, RecordedID>

  /// Where a row that leaves or arrives sits: what the row animation depends on.
  struct RowPlace: Hashable, Sendable {
    /// Its section: in the old snapshot for a row that leaves, in the new one for a row that
    /// arrives.
    var section: RecordedID
    /// Its index in that section.
    var index: Int
    /// How many items that section holds in the same snapshot.
    var sectionItemCount: Int
  }

  /// Items that leave: deleted, listed or with their section, and not inserted again; each
  /// with its place in the old snapshot.
  var deletedItems: [RecordedID: RowPlace] = [:]
  /// Items that arrive: inserted, listed or with their section, and not deleted in the same
  /// update; each with its place in the new snapshot.
  var insertedItems: [RecordedID: RowPlace] = [:]
  /// Items whose cell is replaced by a new one that cross-fades in over it: the listed reloads,
  /// the items a reloaded section keeps, and reloaded items that also moved.
  var reloadedItems: Set<RecordedID> = []
  /// Items whose existing cell takes the new content at once, without a fade: the listed
  /// reconfigures (which may also move), and the items that crossed a section boundary with a
  /// reconfigure mark or into a section marked for reload (see ``init(_:from:to:)``). Reloaded
  /// items take the new content too, by a cross-fade or, when the apply cuts, at once.
  var reconfiguredItems: Set<RecordedID> = []
  /// Sections in both snapshots whose header and cells are replaced: reloaded in place, or
  /// reloaded while they moved.
  var reloadedSections: Set<RecordedID> = []
  /// Sections only the new snapshot has; their rows fade in with them.
  var insertedSections: Set<RecordedID> = []
  /// Sections only the old snapshot has; their rows fade out with them.
  var deletedSections: Set<RecordedID> = []

  /// Whether the element's cell (or header) is replaced by a new one that cross-fades in: a
  /// reloaded item, or the header of a reloaded section. Separators and backdrops never are.
  func isReloaded(_ key: ElementKey) -> Bool {
    switch key {
    case .item(let id): reloadedItems.contains(id)
    case .header(let section): reloadedSections.contains(section)
    case .separator, .sectionBackground: false
    }
  }

  /// Records every item of a section at its index.
  private static func place(
    _ items: [RecordedID], in section: RecordedID, into places: inout [RecordedID: RowPlace]
  ) {
    for (index, id) in items.enumerated() {
      places[id] = RowPlace(section: section, index: index, sectionItemCount: items.count)
    }
  }
}

// The inits live in an extension so that the memberwise one stays, for tests.
extension ApplyChange {
  /// The change between two snapshots, from their changeset.
  ///
  /// - Parameters:
  ///   - old: The previous rendered apply's snapshot.
  ///   - new: This apply's snapshot, with its reload and reconfigure marks.
  /// - Complexity: O(n log n) in the number of items and sections, as
  ///   `SnapshotChangeset(from:to:)`.
  init(from old: Snapshot, to new: Snapshot) {
    self.init(SnapshotChangeset(from: old, to: new), from: old, to: new)
  }

  /// Regroups a changeset the way the timeline asks.
  ///
  /// The changeset's convention is UIKit's: what cannot be moved is deleted and inserted. So an
  /// item or section deleted and inserted with the same identifier is one that survives. For a
  /// section that means it was reloaded while it moved. For an item it means it was reloaded
  /// while it moved, belongs to a reloaded section, or crossed into or out of a section that is
  /// inserted, deleted or reloaded; the timeline keeps its cell and slides it, and cross-fades it
  /// in the first two cases.
  ///
  /// The changeset drops the marks of an item it inserts (and the reload mark of a section it
  /// inserts). For an item that crossed a section boundary that way, the timeline still honours
  /// them, as it always has, so they are read from `new`: a reload mark cross-fades the cell, a
  /// reconfigure mark or a reloaded new section gives it the new content. Issue 10 is to animate
  /// all of these as UIKit does (a delete and an insert, or a move and then a reload) and change
  /// this and the changeset together.
  ///
  /// - Parameters:
  ///   - changeset: `SnapshotChangeset(from: old, to: new)`.
  ///   - old: The snapshot the changeset goes from: where the rows it deletes were.
  ///   - new: The snapshot it goes to.
  /// - Complexity: O(n) in the number of items and sections.
  init(
    _ changeset: SnapshotChangeset<RecordedID, RecordedID>, from old: Snapshot, to new: Snapshot
  ) {
    let sections = changeset.sections
    let deletedSectionIDs = Set(sections.deleted.map(\.id))
    let insertedSectionIDs = Set(sections.inserted.map(\.id))
    // Deleted and inserted with the same identifier: reloaded while it moved.
    let movedReloads = deletedSectionIDs.intersection(insertedSectionIDs)
    reloadedSections = movedReloads.union(sections.reloaded)
    deletedSections = deletedSectionIDs.subtracting(movedReloads)
    insertedSections = insertedSectionIDs.subtracting(movedReloads)

    // Every item taken away, listed or with its deleted or reloaded section; every item added,
    // listed or with its inserted or reloaded section (the changeset's implied items).
    var removed: [RecordedID: RowPlace] = [:]
    let oldSectionIDs = old.sectionIdentifiers
    for item in changeset.items.deleted {
      let section = oldSectionIDs[item.indexPath.section]
      removed[item.id] = RowPlace(
        section: section, index: item.indexPath.item,
        sectionItemCount: old.numberOfItems(inSection: section))
    }
    for section in sections.deleted.map(\.id) + sections.reloaded {
      Self.place(old.itemIdentifiers(inSection: section), in: section, into: &removed)
    }
    var added: [RecordedID: RowPlace] = [:]
    let newSectionIDs = new.sectionIdentifiers
    for item in changeset.items.inserted {
      let section = newSectionIDs[item.indexPath.section]
      added[item.id] = RowPlace(
        section: section, index: item.indexPath.item,
        sectionItemCount: new.numberOfItems(inSection: section))
    }
    for (section, items) in changeset.impliedItems {
      Self.place(items, in: section, into: &added)
    }

    reloadedItems = Set(changeset.items.reloaded)
    reconfiguredItems = Set(changeset.items.reconfigured)
    let listedDeletes = Set(changeset.items.deleted.map(\.id))
    let listedInserts = Set(changeset.items.inserted.map(\.id))
    var crossing: [(id: RecordedID, section: RecordedID)] = []
    for (id, place) in removed {
      guard let target = added[id] else {
        deletedItems[id] = place
        continue
      }
      if reloadedSections.contains(target.section) {
        // A reloaded section replaces every cell it keeps.
        reloadedItems.insert(id)
      } else if listedDeletes.contains(id) && listedInserts.contains(id) {
        // Listed as deleted and inserted, which the changeset does only for an item reloaded
        // while it moved (UIKit cannot do both to one cell). The timeline cross-fades it from
        // where it is toward its new place; issue 10 makes it move, then reload, as UIKit does.
        reloadedItems.insert(id)
      } else {
        crossing.append((id, target.section))
      }
    }
    for (id, place) in added where removed[id] == nil {
      insertedItems[id] = place
    }
    guard !crossing.isEmpty else { return }
    // The marks the changeset dropped for the items that crossed a section boundary.
    let reloadMarks = Set(new.reloadedItemIdentifiers)
    let reconfigureMarks = Set(new.reconfiguredItemIdentifiers)
    let sectionReloadMarks = Set(new.reloadedSectionIdentifiers)
    for (id, section) in crossing {
      if reloadMarks.contains(id) {
        reloadedItems.insert(id)
      } else if reconfigureMarks.contains(id) || sectionReloadMarks.contains(section) {
        reconfiguredItems.insert(id)
      }
    }
  }
}

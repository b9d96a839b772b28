import SnapshotDiff
import SnapshotModel
import SnapshotRecording

/// What one apply changes on screen, read from the ``SnapshotChangeset`` between the previous
/// rendered apply's snapshot and its own: which rows leave, which arrive (and where they sit, for
/// the row animation), which cells are replaced by a cross-fade, which take new content at once,
/// and which sections come, go or are reloaded.
///
/// `SnapshotDiff` is the one answer to "what changed"; this type only regroups its answer the way
/// the timeline asks. Items the changeset lists or implies (the items of deleted and inserted
/// sections) count alike.
///
/// ```swift
/// // old: s [a, b]   new: s [b, c], c reloaded
/// let change = ApplyChange(from: old, to: new)
/// change.deletedItems   // [a: s, item 0 of 2]
/// change.insertedItems  // [c: s, item 1 of 2]
/// change.reloadedItems  // [] — c is new, so its mark means nothing
/// ```
///
/// It follows UIKit's two passes (reference §6): the structural update first — an item that
/// moves slides, one that leaves a deleted section or enters an inserted one is deleted and
/// inserted (its old cell fades out, a new one fades in) — then a reload or reconfigure of each
/// valid mark where the item ends up. A moved and reloaded item therefore slides while its old
/// content cross-fades into the new (see `SegmentBuilder`).
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
  /// Items whose cell is replaced by a new one that cross-fades in over it: the listed reloads
  /// (which may also move), and the items a reloaded section ends up with that were already on
  /// screen.
  var reloadedItems: Set<RecordedID> = []
  /// Items whose existing cell takes the new content at once, without a fade: the listed
  /// reconfigures, which may also move. Reloaded items take the new content too, by a
  /// cross-fade or, when the apply cuts, at once.
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
    case .separator, .sectionBackground, .supplementary: false
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
  /// Marks count only as the changeset lists them (reference §6): an item whose mark it drops
  /// (because the item leaves a deleted section or enters an inserted one, so it is deleted and
  /// inserted, or because the mark names nothing in `new`) shows no reload of its own. An item
  /// deleted and inserted with the same identifier is two cells, as in UIKit: the old one leaves
  /// by the row animation, the new one arrives.
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
    reloadedSections = Set(sections.reloaded)
    deletedSections = Set(sections.deleted.map(\.id))
    insertedSections = Set(sections.inserted.map(\.id))

    // Every item taken away, listed or with its deleted section; every item added, listed or
    // with its inserted section (the changeset's implied items).
    let oldSectionIDs = old.sectionIdentifiers
    for item in changeset.items.deleted {
      let section = oldSectionIDs[item.indexPath.section]
      deletedItems[item.id] = RowPlace(
        section: section, index: item.indexPath.item,
        sectionItemCount: old.numberOfItems(inSection: section))
    }
    for section in sections.deleted.map(\.id) {
      Self.place(old.itemIdentifiers(inSection: section), in: section, into: &deletedItems)
    }
    let newSectionIDs = new.sectionIdentifiers
    for item in changeset.items.inserted {
      let section = newSectionIDs[item.indexPath.section]
      insertedItems[item.id] = RowPlace(
        section: section, index: item.indexPath.item,
        sectionItemCount: new.numberOfItems(inSection: section))
    }
    for (section, items) in changeset.impliedItems {
      Self.place(items, in: section, into: &insertedItems)
    }

    reloadedItems = Set(changeset.items.reloaded)
    reconfiguredItems = Set(changeset.items.reconfigured)
    // A reloaded section replaces every cell it ends up with, after the structural pass.
    for section in sections.reloaded {
      for id in new.itemIdentifiers(inSection: section) where insertedItems[id] == nil {
        reloadedItems.insert(id)
      }
    }
  }
}

import OrderedCollections

/// A Linux-portable re-creation of UIKit's `NSDiffableDataSourceSnapshot`.
///
/// A snapshot is an ordered list of unique section identifiers, each holding an ordered list of
/// item identifiers that are unique across the whole snapshot. Every mutation follows UIKit's
/// semantics: appending an item that is already present moves it, deleting unknown identifiers is
/// ignored, and misuse that UIKit traps on traps here with UIKit's own reason string.
///
/// ```swift
/// var snapshot = DiffableSnapshot<String, String>()
/// snapshot.appendSections(["pets"])
/// snapshot.appendItems(["cat", "dog"])
/// snapshot.moveItem("dog", beforeItem: "cat")
/// print(snapshot.itemIdentifiers)  // ["dog", "cat"]
/// ```
///
/// Lookups (``indexOfItem(_:)``, ``sectionIdentifier(containingItem:)``, ``contains(_:)``) are
/// hashed, O(1), whatever the number of items: with up to eight sections each section's set is
/// asked in turn, and past that an item→section dictionary answers. Adding, deleting or moving some items or
/// sections costs at least O(*s*) for *s* sections, as the sections' global offsets are kept up
/// to date; each operation states its cost. Debug builds also check after every mutation that the
/// internal indexes agree (see `DiffableSnapshot+Invariants.swift`), adding O(*n* + *s*) per
/// mutation for *n* items; release builds do not.
///
/// Reload and reconfigure marks (``reloadedItemIdentifiers``, ``reconfiguredItemIdentifiers``,
/// ``reloadedSectionIdentifiers``) are, as in UIKit (reference §6), the union of every mark
/// made, in request order, and never pruned: marking an identifier that is not in the snapshot
/// traps, but deleting a marked item or section keeps its mark. When the snapshot is applied,
/// only the marks naming something it holds count (``keepingValidMarks()``); the others are
/// ignored (``ignoredMarks``).
public struct DiffableSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The section identifier type, `SectionIdentifierType`.
  public typealias SectionID = SectionIdentifierType
  /// The item identifier type, `ItemIdentifierType`.
  public typealias ItemID = ItemIdentifierType

  /// Sections in display order, each with its items in display order.
  @usableFromInline var storage: OrderedDictionary<SectionID, OrderedSet<ItemID>> = [:]
  /// The section holding each item, for O(1) membership and section lookups, kept only past
  /// ``itemMapSectionLimit`` sections; `nil` while each section's set is asked in turn (see
  /// `DiffableSnapshot+ItemSections.swift`).
  @usableFromInline var itemMap: [ItemID: SectionID]? = nil
  /// `itemOffsets[s]` is the global index of the first item of section `s`.
  var itemOffsets: [Int] = []

  @usableFromInline var reloadedItems: OrderedSet<ItemID> = []
  @usableFromInline var reconfiguredItems: OrderedSet<ItemID> = []
  @usableFromInline var reloadedSections: OrderedSet<SectionID> = []

  /// Creates an empty snapshot: no sections, no items.
  public init() {}

  // MARK: Counts and identifiers

  /// The number of items in all sections.
  ///
  /// - Complexity: O(1).
  public var numberOfItems: Int { indexedItemCount }

  /// The number of sections.
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { storage.count }

  /// The section identifiers, in display order.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public var sectionIdentifiers: [SectionID] { Array(storage.keys) }

  /// All item identifiers, section by section, in display order.
  ///
  /// - Complexity: O(*n* + *s*) for *n* items and *s* sections.
  public var itemIdentifiers: [ItemID] {
    var all: [ItemID] = []
    all.reserveCapacity(numberOfItems)
    for items in storage.values { all.append(contentsOf: items) }
    return all
  }

  /// The number of items in a section.
  ///
  /// Traps, as UIKit does, when the section is not in the snapshot.
  ///
  /// - Complexity: O(1).
  public func numberOfItems(inSection identifier: SectionID) -> Int {
    items(ofExistingSection: identifier).count
  }

  /// The item identifiers of a section, in display order.
  ///
  /// Traps, as UIKit does, when the section is not in the snapshot.
  ///
  /// - Complexity: O(*m*) for *m* items in the section.
  public func itemIdentifiers(inSection identifier: SectionID) -> [ItemID] {
    Array(items(ofExistingSection: identifier))
  }

  /// The section that contains an item, or `nil` when the item is not in the snapshot.
  ///
  /// - Complexity: O(1) for a fixed number of sections (a few hashed lookups per section while
  ///   there are at most eight).
  public func sectionIdentifier(containingItem identifier: ItemID) -> SectionID? {
    sectionHolding(identifier)
  }

  /// The **global** index of an item — its position in ``itemIdentifiers`` across all sections,
  /// not within its section — or `nil` when the item is not in the snapshot.
  ///
  /// - Complexity: O(1).
  public func indexOfItem(_ identifier: ItemID) -> Int? {
    guard let location = location(ofItem: identifier) else { return nil }
    return itemOffsets[location.section] + location.item
  }

  /// The index of a section, or `nil` when the section is not in the snapshot.
  ///
  /// - Complexity: O(1).
  public func indexOfSection(_ identifier: SectionID) -> Int? {
    storage.index(forKey: identifier)
  }

  /// Whether the item is in the snapshot.
  ///
  /// - Complexity: O(1).
  public func contains(_ identifier: ItemID) -> Bool {
    sectionHolding(identifier) != nil
  }

  /// Whether the section is in the snapshot.
  ///
  /// - Complexity: O(1).
  public func containsSection(_ identifier: SectionID) -> Bool {
    storage.index(forKey: identifier) != nil
  }

  // MARK: Marks

  /// Items marked with ``reloadItems(_:)``, in request order.
  ///
  /// An ordered union: marking an item again keeps its first position. Marks of deleted items
  /// stay, as in UIKit (reference §6); an apply ignores them.
  ///
  /// - Complexity: O(*r*) for *r* marks.
  public var reloadedItemIdentifiers: [ItemID] { Array(reloadedItems) }

  /// Items marked with ``reconfigureItems(_:)``, in request order.
  ///
  /// An ordered union: marking an item again keeps its first position. Marks of deleted items
  /// stay, as in UIKit (reference §6); an apply ignores them.
  ///
  /// - Complexity: O(*r*) for *r* marks.
  public var reconfiguredItemIdentifiers: [ItemID] { Array(reconfiguredItems) }

  /// Sections marked with ``reloadSections(_:)``, in request order.
  ///
  /// An ordered union: marking a section again keeps its first position. Marks of deleted
  /// sections stay, as in UIKit (reference §6); an apply ignores them.
  ///
  /// - Complexity: O(*r*) for *r* marks.
  public var reloadedSectionIdentifiers: [SectionID] { Array(reloadedSections) }

  // MARK: Internal helpers

  /// The section index and in-section index of an item; O(1), as `OrderedSet` lookups are hashed.
  func location(ofItem identifier: ItemID) -> (section: Int, item: Int)? {
    guard let found = heldItem(identifier) else { return nil }
    return (found.section, found.item)
  }

  func items(ofExistingSection identifier: SectionID) -> OrderedSet<ItemID> {
    guard let items = storage[identifier] else {
      UIKitTrap.raise(UIKitReason.sectionNotFound)
    }
    return items
  }

  /// Recomputes the global offsets of the sections after a structural change.
  @usableFromInline mutating func recomputeOffsets() {
    itemOffsets.removeAll(keepingCapacity: true)
    var offset = 0
    for items in storage.values {
      itemOffsets.append(offset)
      offset += items.count
    }
    buildItemMapIfManySections()
  }
}

extension DiffableSnapshot: Equatable {
  /// Two snapshots are equal when they have the same sections holding the same items, in the same
  /// order. Reload and reconfigure marks are ignored, as `-[NSDiffableDataSourceSnapshot isEqual:]`
  /// ignores them.
  ///
  /// - Complexity: O(*n* + *s*) for *n* items and *s* sections, without hashing.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage == rhs.storage
  }
}

extension DiffableSnapshot: CustomStringConvertible {
  /// A one-line summary listing each section and its items.
  ///
  /// - Complexity: O(*n* + *s*) for *n* items and *s* sections.
  public var description: String {
    let sections = storage.map { section, items in
      "\(section): [\(items.map { "\($0)" }.joined(separator: ", "))]"
    }
    return "DiffableSnapshot(\(sections.joined(separator: "; ")))"
  }
}

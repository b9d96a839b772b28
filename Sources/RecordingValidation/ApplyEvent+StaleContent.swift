import Foundation
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
    staleItems(since: previous, identifiersAreUnique: false)
  }

  /// ``staleItems(since:)``, faster when the caller knows that neither apply repeats an item
  /// identifier (both are valid): the items are then matched by walking both applies in step,
  /// and hashed only when they have moved about too much for that.
  ///
  /// - Parameters:
  ///   - previous: The apply UIKit showed before this one.
  ///   - identifiersAreUnique: Whether each apply holds each item identifier once; with `false`
  ///     every identifier is hashed.
  /// - Returns: The stale items in display order, each once.
  /// - Complexity: O(n) in the items of both applies.
  package func staleItems(since previous: ApplyEvent, identifiersAreUnique: Bool) -> [RecordedID] {
    guard !reloadData else { return [] }
    var places = PreviousPlaces(previous, identifiersAreUnique: identifiersAreUnique)
    guard !places.isEmpty else { return [] }
    let refreshed =
      reloaded.isEmpty && reconfigured.isEmpty ? [] : Set(reloaded).union(reconfigured)
    let refreshedSections = Set(reloadedSections)
    var stale: [RecordedID] = []
    var seen: Set<RecordedID> = []
    let previousSections = previous.sections
    for section in sections where !refreshedSections.contains(section.id) {
      // Items are compared where they lie, through buffers: copying a `RecordedItem` out of
      // its array retains and releases each of its strings, which cost more than comparing.
      // No local function captures `places`: one that did was checked for exclusive access at
      // run time on every item.
      section.items.withUnsafeBufferPointer { items in
        for offset in items.indices {
          let id = items[offset].id
          guard refreshed.isEmpty || !refreshed.contains(id), let place = places.place(of: id)
          else { continue }
          let same = previousSections[place.section].items.withUnsafeBufferPointer { old in
            Self.showsTheSame(old, place.item, items, offset)
          }
          if !same, seen.insert(id).inserted { stale.append(id) }
        }
      }
    }
    return stale
  }

  /// Whether two items' cells show the same content: label (or a bare identifier's own text),
  /// detail, colour, subtitle and accessory.
  private static func showsTheSame(
    _ oldItems: UnsafeBufferPointer<RecordedItem>, _ oldOffset: Int,
    _ newItems: UnsafeBufferPointer<RecordedItem>, _ newOffset: Int
  ) -> Bool {
    let old = oldItems.baseAddress.unsafelyUnwrapped + oldOffset
    let new = newItems.baseAddress.unsafelyUnwrapped + newOffset
    // The reader gives an item the previous apply's strings when it writes the same text, so
    // most items are bit for bit the previous ones: the same strings, the same values.
    if memcmp(old, new, MemoryLayout<RecordedItem>.size) == 0 { return true }
    guard old.pointee.label == new.pointee.label, old.pointee.detail == new.pointee.detail,
      old.pointee.color == new.pointee.color, old.pointee.subtitle == new.pointee.subtitle,
      old.pointee.accessory == new.pointee.accessory
    else {
      // A label and a bare identifier can still show the same text.
      guard old.pointee.label == nil || new.pointee.label == nil,
        old.pointee.detail == new.pointee.detail, old.pointee.color == new.pointee.color,
        old.pointee.subtitle == new.pointee.subtitle,
        old.pointee.accessory == new.pointee.accessory
      else { return false }
      return (old.pointee.label ?? old.pointee.id.description)
        == (new.pointee.label ?? new.pointee.id.description)
    }
    return true
  }
}

/// Where an item identifier first shows in an apply, asked in the display order of the next
/// apply.
///
/// When both applies hold each identifier once, most answers come from walking the previous
/// apply in step (an item at the cursor, one past it, or one passed over before); an identifier
/// found nowhere by the end of the walk is new. Only when the walk has compared more than a few
/// times the number of items (items moved far apart) does it hash every identifier, as it does
/// from the start when identifiers may repeat. Exact either way: with unique identifiers, an
/// identifier already matched cannot be asked for again, so the items not matched yet are the
/// ones passed over plus those from the cursor on, and all of them are looked at.
private struct PreviousPlaces {
  private let identifiers: [RecordedID]
  private let places: [(section: Int, item: Int)]
  /// The first place of each identifier, once the walk gives up (or from the start).
  private var table: [RecordedID: Int]?
  private var cursor = 0
  /// Places passed over by the walk and not matched yet.
  private var passedOver: [Int] = []
  /// Comparisons the walk may still make before it hashes instead.
  private var budget: Int

  init(_ apply: ApplyEvent, identifiersAreUnique: Bool) {
    var identifiers: [RecordedID] = []
    var places: [(section: Int, item: Int)] = []
    identifiers.reserveCapacity(apply.numberOfItems)
    places.reserveCapacity(apply.numberOfItems)
    for sectionOffset in apply.sections.indices {
      let items = apply.sections[sectionOffset].items
      for itemOffset in items.indices {
        identifiers.append(items[itemOffset].id)
        places.append((sectionOffset, itemOffset))
      }
    }
    self.identifiers = identifiers
    self.places = places
    budget = 4 * identifiers.count + 16
    if !identifiersAreUnique { table = Self.firstPlaces(of: identifiers) }
  }

  var isEmpty: Bool { identifiers.isEmpty }

  mutating func place(of id: RecordedID) -> (section: Int, item: Int)? {
    if let table { return table[id].map { places[$0] } }
    if cursor < identifiers.count, identifiers[cursor] == id {
      cursor += 1
      return places[cursor - 1]
    }
    if cursor + 1 < identifiers.count, identifiers[cursor + 1] == id {
      passedOver.append(cursor)
      cursor += 2
      return places[cursor - 1]
    }
    if let index = passedOver.firstIndex(where: { identifiers[$0] == id }) {
      budget -= index + 1
      return places[passedOver.remove(at: index)]
    }
    budget -= passedOver.count
    var ahead = cursor + 2
    while ahead < identifiers.count, budget > 0 {
      if identifiers[ahead] == id {
        passedOver += cursor..<ahead
        cursor = ahead + 1
        return places[ahead]
      }
      ahead += 1
      budget -= 1
    }
    // Looked at every place not matched yet: the identifier is new.
    guard ahead < identifiers.count else { return nil }
    let table = Self.firstPlaces(of: identifiers)
    self.table = table
    return table[id].map { places[$0] }
  }

  private static func firstPlaces(of identifiers: [RecordedID]) -> [RecordedID: Int] {
    var table: [RecordedID: Int] = [:]
    table.reserveCapacity(identifiers.count)
    for (index, id) in identifiers.enumerated() {
      if let first = table.updateValue(index, forKey: id) {
        // A repeat (the apply was invalid): the first place wins.
        table[id] = first
      }
    }
    return table
  }
}

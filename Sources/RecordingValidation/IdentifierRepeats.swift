import RecordingFormat
import SnapshotRecording

/// Whether an apply names an item or a section twice, told without building its snapshot and
/// without `Hasher`: what `check` asks of every apply when nothing needs the snapshot itself.
///
/// Building a `DiffableSnapshot` hashes each item identifier twice with SipHash (its section
/// lookup, then its section's ordered set); for a 500-item apply that was a quarter of `check`'s
/// time. This hashes each identifier once with a cheap multiply-and-shift mix of its bytes (a
/// seed drawn per process) into an open-addressing table, and compares identifiers with `==`
/// wherever two hashes meet, so a "no repeat" answer is exact. It answers only when it can do
/// so exactly and cheaply: a string identifier that is not ASCII (where `==` is Unicode's
/// canonical equivalence, not byte equality) or a probe longer than ``probeLimit`` (a table
/// that hashes badly, by chance or by a crafted recording) makes it answer `nil`, and the
/// caller builds the snapshot, which decides with UIKit's rules.
///
/// ```swift
/// IdentifierRepeats.check(apply)  // false: every item and section once
/// IdentifierRepeats.check(applyListingDogTwice)  // true
/// IdentifierRepeats.check(applyWithAnAccentedID)  // nil: build the snapshot to know
/// ```
enum IdentifierRepeats {
  /// The most slots one identifier may probe before the check gives up (answers `nil`).
  static let probeLimit = 32

  /// Whether any item identifier, or any section identifier, occurs twice in `apply`.
  ///
  /// - Returns: `false` when each occurs once, `true` when one repeats, `nil` when this check
  ///   cannot tell exactly (see the type's discussion).
  /// - Complexity: O(n) for n items and sections, probes bounded by ``probeLimit``.
  static func check(_ apply: ApplyEvent) -> Bool? {
    let sections = apply.sections
    var sectionTable = Table(capacityFor: sections.count)
    for offset in sections.indices {
      guard
        let repeated = sectionTable.insert(
          sections[offset].id, at: offset,
          equal: { other in
            sections[other].id == sections[offset].id
          })
      else { return nil }
      if repeated { return true }
    }
    var itemTable = Table(capacityFor: apply.numberOfItems)
    for sectionOffset in sections.indices {
      let items = sections[sectionOffset].items
      for itemOffset in items.indices {
        // Where an item lies, packed: its section's offset above, its own below.
        let place = sectionOffset << 32 | itemOffset
        let id = items[itemOffset].id
        guard
          let repeated = itemTable.insert(
            id, at: place,
            equal: { other in sections[other >> 32].items[other & 0xFFFF_FFFF].id == id })
        else { return nil }
        if repeated { return true }
      }
    }
    return false
  }

  /// An open-addressing set of places, found by their identifiers' cheap hashes.
  private struct Table {
    /// Per slot, the place stored there plus one (0: empty).
    private var places: [Int]
    /// Per slot, the full hash of the identifier stored there, compared before `==`.
    private var hashes: [UInt64]
    private let mask: Int

    init(capacityFor count: Int) {
      // At most half full, so probes stay short.
      var capacity = 16
      while capacity < 2 * count { capacity *= 2 }
      places = Array(repeating: 0, count: capacity)
      hashes = Array(repeating: 0, count: capacity)
      mask = capacity - 1
    }

    /// Stores `place` under `id`, unless an equal identifier is there already.
    ///
    /// - Returns: `true` when an equal identifier was stored before, `false` when `place` was
    ///   stored, `nil` when the identifier cannot be hashed exactly or the probe ran too long.
    mutating func insert(_ id: RecordedID, at place: Int, equal: (Int) -> Bool) -> Bool? {
      guard let hash = IdentifierRepeats.hash(of: id) else { return nil }
      var slot = Int(truncatingIfNeeded: hash) & mask
      for _ in 0..<IdentifierRepeats.probeLimit {
        let stored = places[slot]
        if stored == 0 {
          places[slot] = place + 1
          hashes[slot] = hash
          return false
        }
        if hashes[slot] == hash, equal(stored - 1) { return true }
        slot = (slot + 1) & mask
      }
      return nil
    }
  }

  /// A hash of an integer, or of an ASCII string's bytes; `nil` for any other string.
  private static func hash(of id: RecordedID) -> UInt64? {
    switch id {
    case .integer(let value):
      return IdentifierHash.integer(value)
    case .string(let text):
      return text.utf8.withContiguousStorageIfAvailable(IdentifierHash.ascii) ?? nil
    }
  }
}

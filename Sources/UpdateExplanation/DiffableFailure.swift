/// One of the diffable data source's own messages (reference §2.1, §2.2 and §6): a trap at a
/// snapshot mutation, an identifier bug, or a threading problem.
///
/// ```swift
/// let failure = DiffableFailure(kind: .duplicateIdentifiers, detail: "{( dog )}")
/// failure.kind.isFatal  // true
/// ```
public struct DiffableFailure: Hashable, Sendable {
  /// Which message it is.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// `Fatal: supplied item (or section) identifiers are not unique.`
    case duplicateIdentifiers = "duplicate-identifiers"
    /// `… detected an attempt to insert or append … section identifier(s) that already
    /// exist(s)` (fatal), or the iOS 13/14 `Section identifier count does not match data source
    /// count.`
    case sectionAlreadyExists = "section-already-exists"
    /// `… insert or append … item identifier(s) that already exist(s)`: logged, not fatal.
    case itemAlreadyExists = "item-already-exists"
    /// `There are currently no sections in the data source. Please add a section first.`
    case noSections = "no-sections"
    /// `Invalid parameter not satisfying: section != NSNotFound` and its kin: an unknown
    /// section or item named as a place.
    case unknownPlace = "unknown-place"
    /// `Invalid update: destination for … is in the insertion identifier list` / `… is the same
    /// as the source`.
    case invalidDestination = "invalid-destination"
    /// `Attempted to reload/reconfigure … identifier that does not exist in the snapshot`.
    case markMissing = "mark-missing"
    /// `Section identifier was not found.`
    case sectionNotFound = "section-not-found"
    /// `… detected an item identifier whose hash value changed.`
    case hashValueChanged = "hash-value-changed"
    /// `… detected an item identifier that is not equal to itself.`
    case notEqualToItself = "not-equal-to-itself"
    /// `… detected item identifiers that are equal but have different hash values.`
    case equalButDifferentHash = "equal-but-different-hash"
    /// `… detected item identifiers that are not unique.`
    case identifiersNotUnique = "identifiers-not-unique"
    /// `Deadlock detected: attempted to apply a snapshot …`
    case deadlock
    /// `Warning: applying updates in a non-thread confined manner is dangerous …`: logged.
    case mixedQueues = "mixed-queues"
    /// A section snapshot's unknown parent, neighbour, item or child, or a delete it cannot
    /// find (`NSDiffableDataSourceSectionSnapshot`).
    case sectionSnapshotUnknownItem = "section-snapshot-unknown-item"

    /// Whether UIKit raises (the app stops) rather than logs.
    public var isFatal: Bool { self != .itemAlreadyExists && self != .mixedQueues }
  }

  /// Which message it is.
  public var kind: Kind
  /// The message's own text from its first word, whitespace collapsed, at most a few hundred
  /// characters (identifiers included as UIKit printed them).
  public var detail: String

  /// Creates a diffable failure.
  ///
  /// - Parameters:
  ///   - kind: Which message.
  ///   - detail: The message's text.
  public init(kind: Kind, detail: String) {
    self.kind = kind
    self.detail = detail
  }
}

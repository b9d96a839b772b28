import Testing

@testable import UpdateExplanation

/// Every message family of the UIKit reference (`reference/uikit-semantics.md` §2.1, §2.2 and
/// §6, taken from UIKitCore of iOS 17 to 26.1), in the wording UIKit prints today: public
/// threads (the corpus) quote iOS 8 to 17, so the newest wordings are checked here, each found
/// as the family that explains it.
@Suite struct ReferenceWordingTests {
  /// A reason string as UIKit prints it, and the family `explain` must find.
  struct Wording: Sendable, CustomTestStringConvertible {
    let text: String
    let family: String
    var testDescription: String { family + ": " + String(text.prefix(60)) }
  }

  static let wordings: [Wording] = [
    // §2.1 and §6: snapshot and data-source errors.
    Wording(
      text: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    X\n)}",
      family: "duplicate-identifiers"),
    Wording(
      text: "Diffable data source detected an attempt to insert or append 1 section identifier "
        + "that already exists in the snapshot. Identifiers in a snapshot must be unique. "
        + "Section identifier that already exists: X",
      family: "section-already-exists"),
    Wording(
      text: "Diffable data source detected an attempt to insert or append 1 item identifier that "
        + "already exists in the snapshot. The existing item identifier will be moved into place "
        + "instead, but this operation will be more expensive. For best performance, inserted "
        + "item identifiers should always be unique. Set a symbolic breakpoint on "
        + "BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the "
        + "debugger. Item identifier that already exists: X",
      family: "item-already-exists"),
    Wording(
      text: "There are currently no sections in the data source. Please add a section first.",
      family: "no-sections"),
    Wording(
      text: "Invalid parameter not satisfying: section != NSNotFound", family: "unknown-place"),
    Wording(
      text: "Invalid update: destination for item move is the same as the source [X] for update: "
        + "<_UIDiffableDataSourceUpdate 0x600000 - action: MOV; destinationIdentifier:X; "
        + "destIsSection: 0; identifiers: [X]>.",
      family: "invalid-destination"),
    Wording(
      text: "Attempted to reload item identifier that does not exist in the snapshot: X",
      family: "mark-missing"),
    Wording(
      text: "Section identifier was not found. You can verify the section exists by calling the "
        + "indexOfSectionIdentifier API (which has O(1) performance)",
      family: "section-not-found"),
    Wording(
      text: "Deadlock detected: attempted to apply a snapshot to diffable data source while it was "
        + "already applying a snapshot.",
      family: "deadlock"),
    Wording(
      text: "Warning: applying updates in a non-thread confined manner is dangerous and can lead "
        + "to deadlocks. Please always submit updates either always on the main queue or always "
        + "off the main queue",
      family: "mixed-queues"),
    Wording(
      text: "Diffable data source detected an item identifier whose hash value changed.",
      family: "hash-value-changed"),
    Wording(
      text: "Diffable data source detected an item identifier that is not equal to itself.",
      family: "not-equal-to-itself"),
    Wording(
      text: "Diffable data source detected item identifiers that are equal but have different "
        + "hash values. Two identifiers which compare as equal must return the same hash value.",
      family: "equal-but-different-hash"),
    Wording(
      text: "Diffable data source detected item identifiers that are not unique. You cannot add "
        + "multiple identifiers to the same snapshot that compare as equal.",
      family: "identifiers-not-unique"),
    // §2.2: section-snapshot errors (iOS 17–26).
    Wording(
      text: "Parent item identifier does not exist in section snapshot: X",
      family: "section-snapshot-unknown-item"),
    Wording(
      text: "Item identifier to insert before does not exist in section snapshot: X",
      family: "section-snapshot-unknown-item"),
    Wording(
      text: "Child item identifier does not exist in section snapshot: X",
      family: "section-snapshot-unknown-item"),
  ]

  @Test(arguments: wordings) func findsTheFamilyOfTodaysWording(_ wording: Wording) throws {
    let line = "*** Terminating app due to uncaught exception, reason: '" + wording.text + "'\n"
    let found = try ListUpdateScanner().messages(in: Array(line.utf8))
    #expect(found.first?.family == wording.family)
  }
}

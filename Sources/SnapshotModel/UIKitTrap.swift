/// Traps the way UIKit raises `NSInternalInconsistencyException`, with UIKit's console text.
@usableFromInline enum UIKitTrap {
  @usableFromInline enum IdentifierKind: String {
    case item, section
  }

  /// Stops the program, printing the reason exactly as UIKit's uncaught-exception line does.
  ///
  /// `fatalError` rather than `precondition`, so the reason is printed in release builds too.
  static func raise(_ reason: String) -> Never {
    fatalError(
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
        + "reason: '\(reason)'")
  }

  /// UIKit checks every argument array for repeats when it builds the update record.
  static func requireUnique<ID: Hashable>(_ identifiers: [ID], kind: IdentifierKind) {
    let repeated = repeatedElements(of: identifiers, kind: kind)
    if !repeated.isEmpty {
      raise(UIKitReason.notUnique(kind: kind, repeated, multiline: true))
    }
  }

  /// How long an argument array may be for every pair in it to be compared for a broken
  /// `Hashable`: at most 2,016 comparisons, so that a short array (what apps and tests mostly
  /// pass) is checked the same way whatever the process's random hash seed.
  @usableFromInline static let pairwiseHashCheckLimit = 64

  /// The elements that occur more than once, each listed once, in order of first repeat.
  ///
  /// Traps with UIKit's reason when two of them are equal but hash differently: always for an
  /// array of up to ``pairwiseHashCheckLimit`` identifiers, where every pair is compared; in a
  /// longer one when the set below makes the pair meet (it depends on the hash seed there).
  @usableFromInline static func repeatedElements<ID: Hashable>(
    of identifiers: [ID], kind: IdentifierKind
  ) -> [ID] {
    if identifiers.count <= pairwiseHashCheckLimit {
      for (offset, first) in identifiers.enumerated() {
        for second in identifiers[(offset + 1)...] { requireSameHash(first, second, kind: kind) }
      }
    }
    var seen = Set<ID>()
    var reported = Set<ID>()
    var repeated: [ID] = []
    for identifier in identifiers {
      let (inserted, member) = seen.insert(identifier)
      guard !inserted else { continue }
      requireSameHash(member, identifier, kind: kind)
      if reported.insert(identifier).inserted { repeated.append(identifier) }
    }
    return repeated
  }

  /// Traps with UIKit's reason (reference §6) unless two identifiers that compare equal — one
  /// already held, one being added or looked up — also hash alike.
  ///
  /// A broken `Hashable` shows only where an equal pair meets: a hashed lookup that finds the
  /// other one, or a set that refuses an identifier it does not hold by hash. Without this
  /// check the outcome would depend on the process's random hash seed.
  static func requireSameHash<ID: Hashable>(_ held: ID, _ other: ID, kind: IdentifierKind) {
    if held == other, held.hashValue != other.hashValue {
      raise(UIKitReason.equalWithDifferentHashes(kind: kind, held, other))
    }
  }
}

/// UIKit's reason strings (iOS 17–26 wording), built from identifiers' descriptions.
enum UIKitReason {
  static let noSections =
    "There are currently no sections in the data source. Please add a section first."

  static let sectionNotFound =
    "Section identifier was not found. You can verify the section exists by calling the "
    + "indexOfSectionIdentifier API (which has O(1) performance)"

  /// UIKit ends this reason with the view the data source updates; a headless data source has
  /// none, so the reason stops after the advice.
  static let reentrantApply =
    "Deadlock detected: attempted to apply a snapshot to diffable data source while it was "
    + "already applying a snapshot. Make sure you are consistently applying snapshots either "
    + "always on the main queue or always off the main queue, and make sure you are not applying "
    + "a snapshot as a side effect of updates from (i.e. underneath) another snapshot apply call."

  static func parameterNotSatisfying(_ condition: String) -> String {
    "Invalid parameter not satisfying: \(condition)"
  }

  /// `Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(dog)}`; the
  /// multi-line form is `NSSet`'s own description, as UIKit prints it.
  static func notUnique<ID>(
    kind: UIKitTrap.IdentifierKind, _ repeated: [ID], multiline: Bool
  ) -> String {
    "Fatal: supplied \(kind.rawValue) identifiers are not unique. Duplicate identifiers: "
      + setDescription(repeated, multiline: multiline)
  }

  /// `BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__EQUAL_IDENTIFIERS_HAVE_DIFFERENT_HASH_VALUES`
  /// (`_UIDiffableDataSourceHelpers.m:78`, reference §6).
  static func equalWithDifferentHashes<ID>(
    kind: UIKitTrap.IdentifierKind, _ first: ID, _ second: ID
  ) -> String {
    "Diffable data source detected \(kind.rawValue) identifiers that are equal but have different "
      + "hash values. Two identifiers which compare as equal must return the same hash value. "
      + "You must fix this in the Hashable (Swift) or hash property (Objective-C) implementation "
      + "for the type of these identifiers. Identifiers that are equal but have different hash "
      + "values: (\(first)) and (\(second))"
  }

  static func itemNotFound<ID>(action: String, _ identifier: ID) -> String {
    "Attempted to \(action) item identifier that does not exist in the snapshot: \(identifier)"
  }

  static func sectionNotFound<ID>(action: String, _ identifier: ID) -> String {
    "Attempted to \(action) section identifier that does not exist in the snapshot: \(identifier)"
  }

  static func sectionsAlreadyExist<ID>(_ existing: [ID]) -> String {
    let lead = "Diffable data source detected an attempt to insert or append \(existing.count) "
    let rule = " in the snapshot. Identifiers in a snapshot must be unique. "
    if existing.count == 1, let only = existing.first {
      return lead + "section identifier that already exists" + rule
        + "Section identifier that already exists: \(only)"
    }
    return lead + "section identifiers that already exist" + rule
      + "Section identifiers that already exist: \(arrayDescription(existing))"
  }

  /// UIKit's os_log error for items appended or inserted while already in the snapshot, with
  /// its singular and plural forms (reference §6).
  static func itemsAlreadyExist<ID>(_ existing: [ID]) -> String {
    let one = existing.count == 1
    let subject =
      one ? "item identifier that already exists" : "item identifiers that already exist"
    let moved = one ? "The existing item identifier will" : "The existing item identifiers will"
    let list =
      one
      ? "Item identifier that already exists: \(existing[0])"
      : "Item identifiers that already exist: \(arrayDescription(existing))"
    return "Diffable data source detected an attempt to insert or append \(existing.count) "
      + "\(subject) in the snapshot. \(moved) be moved into place instead, but this operation "
      + "will be more expensive. For best performance, inserted item identifiers should always "
      + "be unique. Set a symbolic breakpoint on "
      + "BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the "
      + "debugger. \(list)"
  }

  /// UIKit's console warning when one data source is applied to from the main queue and from
  /// a background queue (reference §6).
  static let nonThreadConfinedApply =
    "Warning: applying updates in a non-thread confined manner is dangerous and can lead to "
    + "deadlocks. Please always submit updates either always on the main queue or always off the "
    + "main queue"

  static func destinationInInsertedItems<ID>(_ destination: ID, identifiers: [ID]) -> String {
    "Invalid update: destination for insertion operation [\(destination)] is in the insertion "
      + "identifier list for update: "
      + updateDescription(action: "INS", destination: destination, isSection: false, identifiers)
      + "."
  }

  static func destinationInInsertedSections<ID>(_ destination: ID, identifiers: [ID]) -> String {
    "Invalid update: destination for section operation [\(destination)] is in the inserted "
      + "section list for update: "
      + updateDescription(action: "INS", destination: destination, isSection: true, identifiers)
  }

  static func itemMoveOntoItself<ID>(_ identifier: ID) -> String {
    "Invalid update: destination for item move is the same as the source [\(identifier)] "
      + "for update: "
      + updateDescription(action: "MOV", destination: identifier, isSection: false, [identifier])
      + "."
  }

  /// Ends with a period, as the item form does (reference §6).
  static func sectionMoveOntoItself<ID>(_ identifier: ID) -> String {
    "Invalid update: destination for section move is the same as the source [\(identifier)] "
      + "for update: "
      + updateDescription(action: "MOV", destination: identifier, isSection: true, [identifier])
      + "."
  }

  /// `_UIDiffableDataSourceUpdate`'s description. UIKit prints the record's address; a replay has
  /// no such object, so the address is left out.
  private static func updateDescription<ID>(
    action: String, destination: ID, isSection: Bool, _ identifiers: [ID]
  ) -> String {
    let list = identifiers.map { "\($0)" }.joined(separator: ",")
    return "<_UIDiffableDataSourceUpdate - action: \(action); "
      + "destinationIdentifier:\(destination); destIsSection: \(isSection ? 1 : 0); "
      + "identifiers: [\(list)]>"
  }

  /// `NSSet`'s description: `{(\n    a,\n    b\n)}`, or `{(a, b)}` on one line.
  static func setDescription<ID>(_ elements: [ID], multiline: Bool) -> String {
    let names = elements.map { "\($0)" }
    if multiline {
      return "{(\n" + names.map { "    \($0)" }.joined(separator: ",\n") + "\n)}"
    }
    return "{(" + names.joined(separator: ", ") + ")}"
  }

  /// `NSArray`'s description: `(\n    a,\n    b\n)`.
  static func arrayDescription<ID>(_ elements: [ID]) -> String {
    "(\n" + elements.map { "    \($0)" }.joined(separator: ",\n") + "\n)"
  }
}

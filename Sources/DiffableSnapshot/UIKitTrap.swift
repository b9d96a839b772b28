/// Traps the way UIKit raises `NSInternalInconsistencyException`, with UIKit's console text.
enum UIKitTrap {
  enum IdentifierKind: String {
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
    let repeated = repeatedElements(of: identifiers)
    if !repeated.isEmpty {
      raise(UIKitReason.notUnique(kind: kind, repeated, multiline: true))
    }
  }

  /// The elements that occur more than once, each listed once, in order of first repeat.
  static func repeatedElements<ID: Hashable>(of identifiers: [ID]) -> [ID] {
    var seen = Set<ID>()
    var reported = Set<ID>()
    var repeated: [ID] = []
    for identifier in identifiers where !seen.insert(identifier).inserted {
      if reported.insert(identifier).inserted { repeated.append(identifier) }
    }
    return repeated
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

  static func sectionMoveOntoItself<ID>(_ identifier: ID) -> String {
    "Invalid update: destination for section move is the same as the source [\(identifier)] "
      + "for update: "
      + updateDescription(action: "MOV", destination: identifier, isSection: true, [identifier])
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

/// UIKit's "Invalid update: invalid number of rows/items/sections" message, read back into its
/// numbers.
///
/// UIKit checks a batch update by arithmetic: the count the data source returns after the
/// update must equal the count before, plus inserted, minus deleted, plus moved in, minus moved
/// out. The message carries every term; a field is `nil` when the message was cut short before
/// it.
///
/// ```swift
/// let message = CountMismatch(
///   list: .tableView, section: 0, after: 5, before: 5, inserted: 1, deleted: 0, movedIn: 0,
///   movedOut: 0)
/// message.expectedAfter  // 6
/// ```
public struct CountMismatch: Hashable, Sendable {
  /// The list the wording names.
  public var list: ListKind
  /// The section whose item count is wrong; `nil` for the section-count message.
  public var section: Int?
  /// The count the data source returned after the update.
  public var after: Int?
  /// The count UIKit had before the update.
  public var before: Int?
  /// Rows, items or sections the app declared inserted.
  public var inserted: Int?
  /// Rows, items or sections the app declared deleted.
  public var deleted: Int?
  /// Rows or items the app declared moved into the section (never for sections).
  public var movedIn: Int?
  /// Rows or items the app declared moved out of the section (never for sections).
  public var movedOut: Int?

  /// Creates a count mismatch from its numbers.
  ///
  /// - Parameters:
  ///   - list: The list the wording names.
  ///   - section: The section, or `nil` for the section count.
  ///   - after: The data source's count after the update.
  ///   - before: UIKit's count before the update.
  ///   - inserted: Declared inserts.
  ///   - deleted: Declared deletes.
  ///   - movedIn: Declared moves into the section.
  ///   - movedOut: Declared moves out of the section.
  public init(
    list: ListKind, section: Int?, after: Int?, before: Int?, inserted: Int?, deleted: Int?,
    movedIn: Int? = nil, movedOut: Int? = nil
  ) {
    self.list = list
    self.section = section
    self.after = after
    self.before = before
    self.inserted = inserted
    self.deleted = deleted
    self.movedIn = movedIn
    self.movedOut = movedOut
  }

  /// Whether the message counts sections rather than the rows or items of one section.
  public var countsSections: Bool { section == nil }

  /// Whether every number UIKit prints for this kind of message was read.
  public var isComplete: Bool {
    guard after != nil, before != nil, inserted != nil, deleted != nil else { return false }
    return countsSections || (movedIn != nil && movedOut != nil)
  }

  /// What UIKit expected the data source to return: before + inserted − deleted + moved in −
  /// moved out; `nil` when a term is missing or the sum does not fit in 64 bits.
  ///
  /// ```swift
  /// CountMismatch(list: .tableView, section: 0, after: 5, before: 5, inserted: 1, deleted: 0,
  ///   movedIn: 0, movedOut: 0).expectedAfter  // 6
  /// ```
  public var expectedAfter: Int? {
    guard isComplete, let before, let inserted, let deleted else { return nil }
    return CheckedSum.of([before, inserted, -deleted, movedIn ?? 0, -(movedOut ?? 0)])
  }

  /// The declared net change: inserted − deleted + moved in − moved out.
  public var declaredChange: Int? {
    guard isComplete, let inserted, let deleted else { return nil }
    return CheckedSum.of([inserted, -deleted, movedIn ?? 0, -(movedOut ?? 0)])
  }
}

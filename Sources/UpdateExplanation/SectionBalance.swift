/// One section's books in a batch update: the count UIKit had, what the updates add and take,
/// what that makes, and what the data source returned.
///
/// ```swift
/// let balance = SectionBalance(
///   section: 0, oldSection: 0, before: 3, inserted: 0, deleted: 2, movedIn: 0, movedOut: 0,
///   after: 0)
/// balance.expected    // 1
/// balance.difference  // -1: the data source has one row fewer than the updates leave
/// ```
public struct SectionBalance: Hashable, Sendable {
  /// The section's index after the update; `nil` for the section count itself.
  public var section: Int?
  /// Its index before the update, when it differs (moved) or is known.
  public var oldSection: Int?
  /// The count before.
  public var before: Int
  /// Declared inserts.
  public var inserted: Int
  /// Declared deletes.
  public var deleted: Int
  /// Declared moves in.
  public var movedIn: Int
  /// Declared moves out.
  public var movedOut: Int
  /// What the data source returned after.
  public var after: Int

  /// Creates a balance.
  ///
  /// - Parameters:
  ///   - section: New index, or `nil` for the section count.
  ///   - oldSection: Old index.
  ///   - before: Count before.
  ///   - inserted: Inserts.
  ///   - deleted: Deletes.
  ///   - movedIn: Moves in.
  ///   - movedOut: Moves out.
  ///   - after: The data source's count after.
  public init(
    section: Int?, oldSection: Int?, before: Int, inserted: Int, deleted: Int, movedIn: Int,
    movedOut: Int, after: Int
  ) {
    self.section = section
    self.oldSection = oldSection
    self.before = before
    self.inserted = inserted
    self.deleted = deleted
    self.movedIn = movedIn
    self.movedOut = movedOut
    self.after = after
  }

  /// before + inserted − deleted + moved in − moved out; `nil` when it does not fit in 64 bits.
  public var expected: Int? {
    CheckedSum.of([before, inserted, -deleted, movedIn, -movedOut])
  }

  /// The declared net change; `nil` when it does not fit in 64 bits.
  public var declaredChange: Int? { CheckedSum.of([inserted, -deleted, movedIn, -movedOut]) }

  /// after − expected: positive when the data source has more than the updates leave.
  public var difference: Int? {
    guard let expected else { return nil }
    let (value, overflow) = after.subtractingReportingOverflow(expected)
    return overflow ? nil : value
  }

  /// Whether the books balance.
  public var balances: Bool { difference == 0 }

  /// UIKit's arithmetic in words: `5 + 1 − 0 + 0 − 0 = 6, but the data source said 5`.
  public var arithmetic: String {
    var terms = "\(before) + \(inserted) − \(deleted)"
    if movedIn != 0 || movedOut != 0 || section != nil {
      terms += " + \(movedIn) − \(movedOut)"
    }
    guard let expected else { return terms + " overflows 64 bits" }
    let verdict =
      expected == after ? "and the data source said \(after)" : "but the data source said \(after)"
    return "\(terms) = \(expected), \(verdict)"
  }
}

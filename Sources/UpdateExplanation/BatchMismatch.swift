/// UIKit's "Invalid batch updates detected" message (iOS 14 and later), read back: the section
/// and item counts the data source returned before and after the batch, and the updates the app
/// declared.
///
/// ```swift
/// let message = BatchMismatch(
///   list: .tableView, before: [3], after: [0],
///   updates: [.item(.delete, section: 0, index: 1), .item(.delete, section: 0, index: 0)])
/// message.before.count  // 1 section
/// ```
public struct BatchMismatch: Hashable, Sendable {
  /// The list the wording names ("row counts" or "item counts").
  public var list: ListKind
  /// Item counts per section before the updates; `nil` when the message was cut short first.
  public var before: [Int]?
  /// Item counts per section after the updates; `nil` when cut short first.
  public var after: [Int]?
  /// The declared updates, in the message's order; `nil` when cut short before the list.
  public var updates: [DeclaredUpdate]?
  /// Whether the `Updates` list was cut short (the updates read are kept).
  public var updatesCutShort: Bool

  /// Creates a batch mismatch.
  ///
  /// - Parameters:
  ///   - list: The list the wording names.
  ///   - before: Counts per section before.
  ///   - after: Counts per section after.
  ///   - updates: The declared updates.
  ///   - updatesCutShort: Whether the updates list ended early.
  public init(
    list: ListKind, before: [Int]?, after: [Int]?, updates: [DeclaredUpdate]?,
    updatesCutShort: Bool = false
  ) {
    self.list = list
    self.before = before
    self.after = after
    self.updates = updates
    self.updatesCutShort = updatesCutShort
  }

  /// Whether both states and the whole update list were read.
  public var isComplete: Bool {
    before != nil && after != nil && updates != nil && !updatesCutShort
  }
}

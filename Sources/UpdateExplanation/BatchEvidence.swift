/// What a message shows beyond one section's numbers: a batch message lists its updates, so
/// a row both reloaded and deleted, or rows declared in an inserted section, can be seen
/// rather than guessed.
///
/// ```swift
/// var evidence = BatchEvidence(noun: "rows", sectionCount: false)
/// evidence.listsUpdates = true
/// evidence.reloadedAndDeleted = "row (0 - 1) is reloaded and deleted"
/// ```
struct BatchEvidence {
  /// The cells' noun: rows, items, or sections.
  var noun: String
  /// Whether the unbalanced books are the section count.
  var sectionCount: Bool
  /// Whether the message listed the updates (a batch message), so absent evidence rules out.
  var listsUpdates = false
  /// A row reloaded and deleted (or inserted) at the same place, in words.
  var reloadedAndDeleted: String?
  /// Row updates in sections that are themselves inserted or deleted, in words.
  var sectionOrderProblems: [String] = []
  /// Index paths the data source did not have, in words.
  var indexProblems: [String] = []

  init(noun: String, sectionCount: Bool) {
    self.noun = noun
    self.sectionCount = sectionCount
  }
}

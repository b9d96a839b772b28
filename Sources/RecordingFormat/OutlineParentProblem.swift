import SnapshotRecording

/// Why an outline item's `parent` is rejected: the format requires the parent to be an earlier
/// item of the same section, which also rules out cycles (recording format v1, "Outline items").
///
/// ```swift
/// let problem = OutlineParentProblem(
///   seq: 4, path: "sections[0].items[1]", section: "files", item: "a", parent: "b",
///   reason: .cycle(["a", "b"], length: 2))
/// print(problem.message)
/// // sections[0].items[1].parent "b" of item "a" makes a cycle in section "files":
/// //   "a" → "b" → "a"      (one line, wrapped here)
/// ```
public struct OutlineParentProblem: Hashable, Sendable {
  /// What is wrong with the parent.
  public enum Reason: Hashable, Sendable {
    /// No item of the section has the parent's identifier.
    case notInSection
    /// The item names itself.
    case itself
    /// The parent is an item listed after the child, and the chain does not come back.
    case later
    /// The parents lead back to the item: the cycle's first ids, starting with the item and
    /// following `parent` (at most ``OutlineParentProblem/cycleLimit`` of them), and how many
    /// items the whole cycle has.
    case cycle([RecordedID], length: Int)
  }

  /// The most ids of a cycle a message lists; a longer cycle is shown as its start and `…`.
  public static let cycleLimit = 6

  /// The apply's `seq`.
  public var seq: Int
  /// The item's key path, e.g. `sections[0].items[3]`.
  public var path: String
  /// The section's identifier.
  public var section: RecordedID
  /// The child item's identifier.
  public var item: RecordedID
  /// The identifier its `parent` key names.
  public var parent: RecordedID
  /// What is wrong.
  public var reason: Reason

  /// Creates a problem.
  ///
  /// - Parameters:
  ///   - seq: The apply's `seq`.
  ///   - path: The item's key path.
  ///   - section: The section's identifier.
  ///   - item: The child's identifier.
  ///   - parent: The identifier its `parent` names.
  ///   - reason: What is wrong.
  public init(
    seq: Int, path: String, section: RecordedID, item: RecordedID, parent: RecordedID,
    reason: Reason
  ) {
    self.seq = seq
    self.path = path
    self.section = section
    self.item = item
    self.parent = parent
    self.reason = reason
  }

  /// The problem as one sentence, without the seq (``RecordingError/description`` adds it).
  public var message: String {
    let rule = "a parent must be an earlier item of the same section"
    let place = "section \(section.jsonText)"
    switch reason {
    case .notInSection:
      return "\(path).parent \(parent.jsonText) of item \(item.jsonText) is not an item of "
        + "\(place); \(rule)"
    case .itself:
      return "\(path).parent of item \(item.jsonText) is the item itself; \(rule)"
    case .later:
      return "\(path).parent \(parent.jsonText) of item \(item.jsonText) comes after it in "
        + "\(place); \(rule)"
    case .cycle(let ids, let length):
      let more = length > ids.count ? ["… (\(length) items)"] : []
      return "\(path).parent \(parent.jsonText) of item \(item.jsonText) makes a cycle in "
        + "\(place): " + (ids.map(\.jsonText) + more + [item.jsonText]).joined(separator: " → ")
    }
  }
}

/// A bug that makes UIKit refuse a list update, with its fix and the page that explains it.
///
/// ```swift
/// LikelyCause.modelOutsideBatch.fix
/// // Change the model inside the performBatchUpdates block, after UIKit has read the old
/// // counts and before it reads the new ones; …
/// LikelyCause.modelOutsideBatch.docsLink  // docs/Explain.md#model-outside-batch
/// ```
public enum LikelyCause: String, Hashable, Sendable, CaseIterable {
  /// The model was changed before the batch (UIKit read the new count as "before") or after it
  /// (UIKit read the old count as "after"), not inside its block.
  case modelOutsideBatch = "model-outside-batch"
  /// The updates were computed from an older copy of the model than the one the data source
  /// answers from.
  case staleUpdates = "stale-updates"
  /// Two batch updates overlapped: the model changed again (often from a background thread)
  /// while the first was in flight.
  case racingBatches = "racing-batches"
  /// A reload and a delete (or insert) of the same row in one batch: UIKit counts a reload as a
  /// delete plus an insert.
  case reloadWithDelete = "reload-with-delete"
  /// Section changes and row changes counted in the wrong order: rows inserted into a section
  /// that is itself inserted, or row indexes taken before section deletes.
  case sectionOrder = "section-order"
  /// The first update reached a view that had not yet asked for its counts (not on screen,
  /// `reloadData` pending), so UIKit's "before" was empty.
  case updateBeforeFirstLoad = "update-before-first-load"
  /// Identifiers that are not unique because a mutable property takes part in `Hashable`.
  case mutableHashable = "mutable-hashable"
  /// An identifier whose `hash(into:)` and `==` disagree.
  case hashEqualityMismatch = "hash-equality-mismatch"
  /// Snapshots applied from two queues (main and a background one).
  case twoQueues = "two-queues"

  /// The cause in a few words.
  public var title: String {
    switch self {
    case .modelOutsideBatch: "the model changed before or after the batch, not inside it"
    case .staleUpdates: "the updates were computed from a stale model"
    case .racingBatches: "two batch updates raced (a change from a background thread)"
    case .reloadWithDelete: "a reload mixed with a delete or insert of the same row"
    case .sectionOrder: "section changes and row changes counted in the wrong order"
    case .updateBeforeFirstLoad: "the update came before the view first loaded its counts"
    case .mutableHashable: "non-unique identifiers from a mutable Hashable"
    case .hashEqualityMismatch: "an identifier whose hash and == disagree"
    case .twoQueues: "snapshots applied from two queues"
    }
  }

  /// The fix, in one or two sentences.
  public var fix: String {
    switch self {
    case .modelOutsideBatch:
      "Change the model inside the performBatchUpdates block (or between beginUpdates and "
        + "endUpdates), so that UIKit reads the old counts before it and the new counts after "
        + "it; with a diffable data source, build the snapshot from the changed model and apply it."
    case .staleUpdates:
      "Compute the inserts and deletes from the same model the data source answers from, at the "
        + "moment of the update; better, let a diffable data source compute them from snapshots."
    case .racingBatches:
      "Make every model change and its batch update on the main queue, one after the other; a "
        + "background result should be handed to the main queue whole, not mutated in place."
    case .reloadWithDelete:
      "Do not reload a row you delete or insert in the same batch: reload it in a separate "
        + "update, or use reconfigureItems, which does not count as a delete and an insert."
    case .sectionOrder:
      "Declare section inserts and deletes and do not also declare the rows of those sections; "
        + "give deletes in old indexes and inserts in new ones, as UIKit reads them."
    case .updateBeforeFirstLoad:
      "Call reloadData (or apply the first snapshot) before the first batch update, or skip "
        + "animated updates until the view is in a window."
    case .mutableHashable:
      "Make the identifier a stable id (a UUID or database key) and hash and compare only that; "
        + "put changing content in the item, not in its identity."
    case .hashEqualityMismatch:
      "Implement hash(into:) with exactly the properties == compares (or synthesize both), so "
        + "that equal identifiers always have equal hashes."
    case .twoQueues:
      "Apply every snapshot of a data source from one queue: always the main queue, or always "
        + "one serial background queue."
    }
  }

  /// The page and section of the project's docs that explain the cause.
  public var docsLink: String { "docs/Explain.md#\(rawValue)" }
}

import Foundation
import RecordingFormat
import SnapshotModel
import SnapshotRecording

/// An apply that UIKit accepts, with the snapshot it describes: built once by
/// ``ValidatedRecording`` and reused by every consumer (diff, render, lints).
///
/// ```swift
/// for case .apply(let apply) in try ValidatedRecording(contentsOf: url) {
///   print(apply.line, apply.seq, apply.snapshot.itemIdentifiers)
/// }
/// // 2 1 ["cat", "dog"]
/// ```
public struct ValidatedApply: Equatable, Sendable {
  /// The recording line the apply was read from.
  public var line: Int
  /// The apply as recorded, with its display content (labels, details, colours).
  public var apply: ApplyEvent
  /// The snapshot the apply describes, with the reload and reconfigure marks UIKit acts on:
  /// those naming an item or section it holds.
  ///
  /// Built ahead by ``ValidatedRecording``, or on first use when the recording was opened with
  /// ``ValidatedRecording/SnapshotBuilding/onFirstUse`` (`check`, which never asks for it).
  public var snapshot: DiffableSnapshot<RecordedID, RecordedID> {
    get {
      switch storage {
      case .built(let snapshot): snapshot
      case .deferred(let deferred): deferred.snapshot
      }
    }
    set { storage = .built(newValue) }
  }
  /// The recorded marks that name nothing in the snapshot: the item or section was deleted
  /// after it was marked. UIKit keeps such marks and ignores them at apply (reference §6), so
  /// the replay leaves them out of ``snapshot`` and `check` warns about them.
  public var ignoredMarks: IgnoredMarks<RecordedID, RecordedID>

  /// Pairs an apply with its snapshot.
  ///
  /// ``ValidatedRecording`` builds these; build one directly only for a snapshot already known to
  /// be the apply's (tests, tools that made both).
  ///
  /// - Parameters:
  ///   - line: The recording line.
  ///   - apply: The apply event.
  ///   - snapshot: Its snapshot, with its marks as recorded; the ones naming nothing in it go
  ///     to ``ignoredMarks``.
  public init(line: Int, apply: ApplyEvent, snapshot: DiffableSnapshot<RecordedID, RecordedID>) {
    self.line = line
    self.apply = apply
    self.ignoredMarks = snapshot.ignoredMarks
    self.storage = .built(snapshot.keepingValidMarks())
  }

  /// Pairs an apply that holds no mark, and whose identifiers are known to be unique, with its
  /// snapshot built on first use.
  init(line: Int, unmarkedApply apply: ApplyEvent) {
    self.line = line
    self.apply = apply
    self.ignoredMarks = IgnoredMarks()
    self.storage = .deferred(DeferredSnapshot(apply))
  }

  /// The snapshot, or what builds it when first asked.
  private enum Storage: Sendable {
    case built(DiffableSnapshot<RecordedID, RecordedID>)
    case deferred(DeferredSnapshot)
  }

  private var storage: Storage

  /// The stale items of the apply since an earlier one, found while it was decoded ahead.
  struct StaleItems: Sendable {
    /// The line of the apply they were compared with.
    var since: Int
    /// `ApplyEvent.staleItems(since:)` against it.
    var items: [RecordedID]
  }

  /// For `check`: the apply's stale items since the apply decoded before it on the same
  /// thread, if that was done (not part of `==`).
  var staleItemsAhead: StaleItems?

  /// Two validated applies are equal when their lines, applies, snapshots (as
  /// `DiffableSnapshot`'s `==` compares them) and ignored marks are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.line == rhs.line && lhs.apply == rhs.apply && lhs.ignoredMarks == rhs.ignoredMarks
      && lhs.snapshot == rhs.snapshot
  }

  /// One warning per kind of ignored mark, compiler-style, as `check` and `diff` print them.
  ///
  /// ```swift
  /// apply.diagnostics(file: "rec.jsonl").map(\.description)
  /// // ["rec.jsonl:4: warning: item b marked for reload but not in the snapshot; UIKit ignores
  /// //   the mark (seq 3)"]      (one line, wrapped here)
  /// ```
  ///
  /// - Parameter file: The name the recording was read under.
  /// - Returns: The warnings, category ``Diagnostic/Category/ignoredMarks``; empty when
  ///   every mark is valid.
  public func diagnostics(file: String) -> [Diagnostic] {
    let kinds: [(noun: String, action: String, ids: [RecordedID])] = [
      ("item", "reload", ignoredMarks.reloadedItems),
      ("item", "reconfigure", ignoredMarks.reconfiguredItems),
      ("section", "reload", ignoredMarks.reloadedSections),
    ]
    return kinds.filter { !$0.ids.isEmpty }.map { kind in
      let one = kind.ids.count == 1
      let shown = kind.ids.prefix(5).map(\.description).joined(separator: ", ")
      let more = kind.ids.count > 5 ? " and \(kind.ids.count - 5) more" : ""
      return Diagnostic(
        severity: .warning, category: .ignoredMarks, file: file, line: line, seq: seq,
        message: "\(kind.noun)\(one ? "" : "s") \(shown)\(more) marked for \(kind.action) but not "
          + "in the snapshot; UIKit ignores the mark\(one ? "" : "s")")
    }
  }

  /// The apply's `seq`.
  public var seq: Int { apply.seq }
}

/// The snapshot of an apply whose identifiers are known to be unique and that holds no mark,
/// built once, on the first thread that asks.
private final class DeferredSnapshot: Sendable {
  private let apply: ApplyEvent
  private let built = LockedValue<DiffableSnapshot<RecordedID, RecordedID>?>(nil)

  init(_ apply: ApplyEvent) {
    self.apply = apply
  }

  var snapshot: DiffableSnapshot<RecordedID, RecordedID> {
    built.withLock { built in
      if let built { return built }
      // `IdentifierRepeats` found every identifier once, so validation cannot fail here; an
      // empty snapshot would only stand for a bug there, which `ValidatedRecordingTests` would
      // catch.
      let snapshot = (try? apply.snapshot()) ?? DiffableSnapshot()
      built = snapshot
      return snapshot
    }
  }
}

import RecordingFormat
import SnapshotModel
import SnapshotRecording

/// The per-apply lints of ``RecordingCheck`` (warnings, but for a `declared` batch UIKit would
/// refuse: whether UIKit accepts an apply's snapshot is ``ValidatedRecording``'s call); keeps
/// only the previous apply's state.
struct ApplyLinter {
  /// A run of large applies in quick succession.
  private struct RapidRun {
    var firstLine: Int
    var firstSeq: Int
    var lastSeq: Int
    var count: Int
    var shortestInterval: Double
    var largestItems: Int
  }

  let file: String
  let thresholds: RecordingLintThresholds
  /// The last apply linted: what stale content is measured against, and what a `layout` line
  /// places.
  private(set) var previousShown: ApplyEvent?
  /// The last `layout` line checked: the content a `scroll` line moves over.
  var lastLayout: LayoutEvent?
  /// Whether `previousShown` was valid, so that it holds each item identifier once.
  private var previousShownIsValid = false
  /// The line of `previousShown`.
  private var previousShownLine: Int?
  private var queuesSeen: [String: Int] = [:]
  private var firstQueue: (name: String, line: Int)?
  private var previousApply: (time: Double, items: Int, seq: Int, line: Int)?
  private var rapidRun: RapidRun?
  /// The labels already reported as too long to draw whole, as "label item ID".
  var reportedLongLabels: Set<String> = []
  /// The cell images defined so far, with their lines, and those an item named.
  var cellImageLines: [CellImageDigest: Int] = [:]
  var namedCellImages: Set<CellImageDigest> = []
  /// The unknown images already reported (once per digest).
  var reportedMissingImages: Set<CellImageDigest> = []

  init(file: String, thresholds: RecordingLintThresholds) {
    self.file = file
    self.thresholds = thresholds
  }

  /// Lints the next apply of the stream.
  ///
  /// - Parameters:
  ///   - apply: The apply as recorded.
  ///   - line: Its line.
  ///   - isValid: Whether UIKit accepts it (``ValidatedRecording`` decided); content is only
  ///     compared for applies that UIKit would show.
  ///   - staleItemsAhead: The apply's stale items since an earlier apply, found ahead: used when
  ///     that apply is the previous one linted, else found here.
  /// - Returns: The warnings about this apply, and a closed run of rapid applies.
  mutating func check(
    _ apply: ApplyEvent, line: Int, isValid: Bool,
    staleItemsAhead: ValidatedApply.StaleItems? = nil
  ) -> [Diagnostic] {
    var found: [Diagnostic] = []
    func report(_ category: Diagnostic.Category, _ message: String) {
      found.append(
        Diagnostic(
          severity: .warning, category: category, file: file, line: line, seq: apply.seq,
          message: message))
    }
    if isValid {
      for message in staleContent(in: apply, ahead: staleItemsAhead) {
        report(.staleContent, message)
      }
    }
    if let message = mixedQueue(in: apply, line: line) { report(.mixedQueues, message) }
    found += rapidApplies(apply, line: line)
    for message in longLabels(in: apply) { report(.longLabel, message) }
    for message in outlineInconsistencies(in: apply) { report(.outline, message) }
    for message in missingCellImages(in: apply) { report(.cellImage, message) }
    found += declaredRefusals(in: apply, line: line)
    previousShown = apply
    previousShownIsValid = isValid
    previousShownLine = line
    return found
  }

  /// Closes an open run of rapid applies at the end of the recording.
  mutating func finish() -> [Diagnostic] {
    defer { rapidRun = nil }
    return (rapidRun.flatMap(rapidWarning).map { [$0] } ?? []) + unusedCellImages()
  }

  private func staleContent(in apply: ApplyEvent, ahead: ValidatedApply.StaleItems?) -> [String] {
    guard let previous = previousShown else { return [] }
    // Only valid applies are checked, so both hold each identifier once when the previous one
    // was valid too.
    let stale =
      if let ahead, ahead.since == previousShownLine {
        ahead.items
      } else {
        apply.staleItems(since: previous, identifiersAreUnique: previousShownIsValid)
      }
    guard !stale.isEmpty else { return [] }
    let shown = stale.prefix(5).map(\.description).joined(separator: ", ")
    let more = stale.count > 5 ? " and \(stale.count - 5) more" : ""
    let noun = stale.count == 1 ? "item" : "items"
    return [
      "content of \(noun) \(shown)\(more) changed without reloadItems or reconfigureItems; "
        + "UIKit keeps showing the old cell"
    ]
  }

  private mutating func mixedQueue(in apply: ApplyEvent, line: Int) -> String? {
    guard let queue = apply.queue else { return nil }
    guard let first = firstQueue else {
      firstQueue = (queue, line)
      queuesSeen[queue] = line
      return nil
    }
    guard queuesSeen[queue] == nil else { return nil }
    queuesSeen[queue] = line
    return "snapshot applied on queue \(RecordingError.quoted(queue)) but earlier on "
      + "\(RecordingError.quoted(first.name)) (line \(first.line)); UIKit logs \""
      + UIKitConsole.nonThreadConfinedWarning + "\"; applies from a second queue while one is "
      + "still running trap with \"Deadlock detected\""
  }

  private mutating func rapidApplies(_ apply: ApplyEvent, line: Int) -> [Diagnostic] {
    let items = apply.numberOfItems
    defer { previousApply = (apply.time, items, apply.seq, line) }
    let large = items >= thresholds.largeSnapshotItems
    // After a time error the reader drops the bad event, so the previous apply may be later
    // than this one: count that as no interval at all rather than a negative one.
    let interval = previousApply.map { max(apply.time - $0.time, 0) } ?? 0
    if let previous = previousApply, large, previous.items >= thresholds.largeSnapshotItems,
      interval < thresholds.rapidInterval
    {
      if var run = rapidRun {
        run.count += 1
        run.lastSeq = apply.seq
        run.shortestInterval = min(run.shortestInterval, interval)
        run.largestItems = max(run.largestItems, items)
        rapidRun = run
      } else {
        rapidRun = RapidRun(
          firstLine: previous.line, firstSeq: previous.seq, lastSeq: apply.seq, count: 2,
          shortestInterval: interval, largestItems: max(previous.items, items))
      }
      return []
    }
    defer { rapidRun = nil }
    return rapidRun.flatMap(rapidWarning).map { [$0] } ?? []
  }

  private func rapidWarning(_ run: RapidRun) -> Diagnostic? {
    guard run.count >= thresholds.rapidRunLength else { return nil }
    let interval = Int(saturating: (run.shortestInterval * 1000).rounded())
    let limit = Int(saturating: (thresholds.rapidInterval * 1000).rounded())
    return Diagnostic(
      severity: .warning, category: .rapidLargeApplies, file: file, line: run.firstLine,
      seq: run.firstSeq,
      message: "\(run.count) snapshots of \(thresholds.largeSnapshotItems) or more items "
        + "(up to \(run.largestItems)) applied less than \(limit) ms apart, through seq "
        + "\(run.lastSeq) (closest \(interval) ms); each apply diffs the whole snapshot, so the "
        + "list will drop frames: coalesce updates")
  }
}

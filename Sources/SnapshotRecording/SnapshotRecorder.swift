import Foundation
import SnapshotModel

/// Records every apply of a data source to a recording file, one line per apply.
///
/// ```swift
/// let recorder = try SnapshotRecorder(
///   url: URL(fileURLWithPath: "wifi.jsonl"), header: RecordingHeader(title: "Wi-Fi"))
/// let dataSource = DiffableDataSource<String, String>(observer: recorder.observer())
/// dataSource.apply(snapshot)        // {"type":"apply","seq":1,"time":0.0,…}
/// recorder.mark("user tapped Sort") // {"type":"marker","time":0.4,"label":"user tapped Sort"}
/// recorder.close()
/// ```
///
/// Each line is written with a single `write` as soon as it is recorded, so a crash loses at most
/// the line being written, and a reader still gets everything before it; ``Durability`` says
/// when lines are also forced to disk. The recorder is safe to use from many threads at once:
/// `seq` is assigned in the order lines are written, lines never interleave, and times never
/// decrease.
///
/// The file is opened for appending and locked (`flock`) for as long as the recorder is open, so
/// a second recorder on the same path fails with "another recorder is writing this file" rather
/// than replacing the first one's recording.
///
/// Write failures do not stop the app: the first one is kept in ``writeError`` and later lines
/// are dropped.
///
/// A flight recorder (``init(flightRecorderDumpingTo:capacity:header:clock:queueLabel:)``)
/// records the same lines but keeps only the last ones in memory, and writes them when
/// ``dump(reason:)`` is called — by the app, or on Apple platforms by the uncaught-exception
/// hook. The recording data sources (`RecordingCollectionViewDiffableDataSource` and its table
/// and AppKit siblings) record to either kind, through ``shared`` or their `recorder`.
public final class SnapshotRecorder: Sendable {
  /// Where a recorded apply says it came from: returns the current thread's or queue's name.
  public typealias QueueLabelProvider = @Sendable () -> String?
  /// The recording's clock: seconds since the recording started.
  public typealias Clock = @Sendable () -> Double

  /// The file being written; for a flight recorder, the file ``dump(reason:)`` writes.
  public let url: URL
  /// When lines are forced to disk.
  public let durability: Durability
  let destination: Destination
  let clock: Clock
  private let queueLabel: QueueLabelProvider
  let state: LockedValue<State>

  /// Creates (or empties) the file at `url`, locks it, and writes the header line.
  ///
  /// ```swift
  /// let first = try SnapshotRecorder(url: url)
  /// let second = try SnapshotRecorder(url: url)
  /// // throws: rec.jsonl: error: cannot write the recording: another recorder is writing this
  /// //   file      (one line, wrapped here)
  /// ```
  ///
  /// - Parameters:
  ///   - url: The recording file.
  ///   - header: The header to write first.
  ///   - durability: When lines are forced to disk; ``Durability/onClose`` by default.
  ///   - clock: Seconds since the recording started; by default a monotonic clock started now.
  ///     Inject one to write deterministic times.
  ///   - queueLabel: Names the calling thread or queue; by default ``currentQueueLabel()``.
  /// - Throws: ``RecordingWriteError`` when the file cannot be opened, another recorder is
  ///   writing it, or the header cannot be written — then the file is removed, so no empty
  ///   recording is left behind, and the error says so.
  public convenience init(
    url: URL, header: RecordingHeader = RecordingHeader(), durability: Durability = .onClose,
    clock: Clock? = nil, queueLabel: QueueLabelProvider? = nil
  ) throws(RecordingWriteError) {
    let file = try RecordingFile(path: url.path)
    do throws(RecordingWriteError) {
      try file.write(RecordingWriter.data(for: RecordingWriter.line(for: header)))
      if durability == .everyLine { try file.synchronize() }
    } catch {
      let removed = file.removeAfterFailedStart()
      throw RecordingWriteError(
        file: error.file,
        reason: error.reason + (removed ? "; the file was removed" : "; the file is incomplete"))
    }
    self.init(
      url: url, durability: durability, destination: .file(file), clock: clock,
      queueLabel: queueLabel)
  }

  /// The one designated initializer: where lines go, and the clock and queue names.
  init(
    url: URL, durability: Durability, destination: Destination, clock: Clock?,
    queueLabel: QueueLabelProvider?
  ) {
    self.url = url
    self.durability = durability
    self.destination = destination
    self.clock = clock ?? Self.monotonicClock()
    self.queueLabel = queueLabel ?? Self.currentQueueLabel
    if case .memory(_, let capacity) = destination {
      self.state = LockedValue(State(kept: LineRing(capacity: capacity)))
    } else {
      self.state = LockedValue(State())
    }
  }

  /// The number of applies recorded so far.
  public var recordedApplies: Int { state.withLock { $0.nextSeq - 1 } }

  /// The first write failure, if any; lines after it were dropped.
  public var writeError: RecordingWriteError? { state.withLock { $0.writeError } }

  /// Records one apply.
  ///
  /// Sections shown from a section snapshot (`SnapshotApplication.outlineSections`) are
  /// recorded as outline sections: their visible items, each with its `parent`, and `expanded`
  /// on the items that have children.
  ///
  /// - Parameters:
  ///   - application: The apply, as `DiffableDataSource` reports it.
  ///   - time: Seconds since the start, overriding the clock (for demos); raised to the previous
  ///     line's time if it is earlier, as the format requires.
  public func record<S: RecordableIdentifier, I: RecordableIdentifier>(
    _ application: SnapshotApplication<S, I>, time: Double? = nil
  ) {
    record(application, rowAnimation: application.rowAnimation, time: time)
  }

  /// Records one apply with the given `rowAnimation` key: the application's for a table view,
  /// none for a collection view.
  func record<S: RecordableIdentifier, I: RecordableIdentifier>(
    _ application: SnapshotApplication<S, I>, rowAnimation: RowAnimation?, time: Double?
  ) {
    let snapshot = application.snapshot
    var outline = OutlineKeys<I>()
    for sectionSnapshot in application.outlineSections.values { outline.add(sectionSnapshot) }
    recordApply(
      sections: snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) },
      parents: outline.parents, expanded: outline.expanded,
      reloaded: snapshot.reloadedItemIdentifiers,
      reconfigured: snapshot.reconfiguredItemIdentifiers,
      reloadedSections: snapshot.reloadedSectionIdentifiers,
      animating: application.animatingDifferences, reloadData: application.usingReloadData,
      rowAnimation: rowAnimation, time: time)
  }

  /// The closure to hand to `DiffableDataSource(observer:)` or `setObserver(_:)`.
  public func observer<S: RecordableIdentifier, I: RecordableIdentifier>()
    -> @Sendable (SnapshotApplication<S, I>) -> Void
  {
    { [self] application in record(application) }
  }

  /// Records an apply from a snapshot's parts; what ``record(_:time:)`` and the UIKit extension
  /// share.
  ///
  /// - Parameters:
  ///   - sections: Section identifiers in display order, each with its items.
  ///   - parents: The parent of each non-root item of an outline section (its `parent` key).
  ///   - expanded: For each item of an outline section that has children, whether it is
  ///     expanded (its `expanded` key).
  ///   - reloaded: Items marked with `reloadItems`.
  ///   - reconfigured: Items marked with `reconfigureItems`.
  ///   - reloadedSections: Sections marked with `reloadSections`.
  ///   - animating: `animatingDifferences` of the apply call.
  ///   - reloadData: Whether `applySnapshotUsingReloadData` was used.
  ///   - rowAnimation: The data source's default row animation (table views), if any.
  ///   - time: Overrides the clock; see ``record(_:time:)``.
  public func recordApply<S: RecordableIdentifier, I: RecordableIdentifier>(
    sections: [(S, [I])], parents: [I: I] = [:], expanded: [I: Bool] = [:],
    reloaded: [I] = [], reconfigured: [I] = [], reloadedSections: [S] = [],
    animating: Bool = true, reloadData: Bool = false, rowAnimation: RowAnimation? = nil,
    time: Double? = nil
  ) {
    let queue = queueLabel()
    // Built outside the lock: the expensive part runs in parallel, only seq/time/write are
    // serialized.
    let event = ApplyEvent(
      seq: 0, time: 0, sections: sections, parents: parents, expanded: expanded, reloaded: reloaded,
      reconfigured: reconfigured,
      reloadedSections: reloadedSections, animating: animating, reloadData: reloadData,
      queue: queue, rowAnimation: rowAnimation)
    append(event, time: time)
  }

  /// Records an apply whose sections are already recorded values: what the recording data
  /// sources use for outline sections, whose items carry `parent` and `expanded`.
  ///
  /// ```swift
  /// let outline = RecordedSection(
  ///   outline: "files", visibleItems: ["docs", "a.txt"], allItems: ["docs", "a.txt"],
  ///   parent: { $0 == "a.txt" ? "docs" : nil }, isExpanded: { _ in true })
  /// recorder.recordApply(recordedSections: [outline])
  /// // {"type":"apply",…,"items":[{"id":"docs","expanded":true},{"id":"a.txt","parent":"docs"}]…
  /// ```
  ///
  /// - Parameters:
  ///   - recordedSections: The snapshot's sections in display order, each with its items.
  ///   - reloaded: Items marked with `reloadItems`.
  ///   - reconfigured: Items marked with `reconfigureItems`.
  ///   - reloadedSections: Sections marked with `reloadSections`.
  ///   - animating: `animatingDifferences` of the apply call.
  ///   - reloadData: Whether `applySnapshotUsingReloadData` was used.
  ///   - rowAnimation: The data source's default row animation (table views), if any.
  ///   - time: Overrides the clock; see ``record(_:time:)``.
  public func recordApply(
    recordedSections: [RecordedSection], reloaded: [RecordedID] = [],
    reconfigured: [RecordedID] = [], reloadedSections: [RecordedID] = [], animating: Bool = true,
    reloadData: Bool = false, rowAnimation: RowAnimation? = nil, time: Double? = nil
  ) {
    let event = ApplyEvent(
      seq: 0, time: 0, sections: recordedSections, animating: animating, reloadData: reloadData,
      reloaded: reloaded, reconfigured: reconfigured, reloadedSections: reloadedSections,
      queue: queueLabel(), rowAnimation: rowAnimation)
    append(event, time: time)
  }

  /// Gives a built apply its seq and time and writes (or keeps) its line, under the lock.
  private func append(_ event: ApplyEvent, time: Double?) {
    var event = event
    state.withLock { state in
      event.seq = state.nextSeq
      event.time = state.advance(to: time ?? clock())
      if !state.cellImages.imageOfItem.isEmpty { state.cellImages.name(in: &event) }
      if write(RecordingWriter.bytes(for: event), state: &state) {
        state.nextSeq += 1
        // A flight recorder keeps this apply's layout in the same slot (see `recordLayout`).
        if isFlightRecorder { state.newestKeptApplySeq = event.seq }
      }
    }
  }

  /// Records a note on the timeline.
  ///
  /// - Parameters:
  ///   - label: The note.
  ///   - time: Overrides the clock; see ``record(_:time:)``.
  public func mark(_ label: String, time: Double? = nil) {
    state.withLock { state in
      let marker = MarkerEvent(time: state.advance(to: time ?? clock()), label: label)
      _ = write(RecordingWriter.line(for: marker), state: &state)
    }
  }

  /// Closes the file — after an `fsync`, unless ``durability`` is ``Durability/never`` — and
  /// releases its lock; later records are dropped. A failed `fsync` is kept in ``writeError``.
  public func close() {
    state.withLock { state in
      guard !state.closed else { return }
      state.closed = true
      guard case .file(let file) = destination else { return }
      defer { file.close() }
      guard durability != .never, state.writeError == nil else { return }
      do throws(RecordingWriteError) {
        try file.synchronize()
      } catch {
        state.writeError = error
      }
    }
  }

  deinit { close() }

  /// Names the calling context: `"main"` on the main thread, else the current dispatch queue's
  /// label (Apple platforms), else the thread's name, else `nil`.
  ///
  /// A thread name equal to the process name is ignored: on Linux every new thread inherits it,
  /// so it names nothing.
  @Sendable public static func currentQueueLabel() -> String? {
    queueLabel(
      isMainThread: Thread.isMainThread, dispatchLabel: DispatchQueue.currentLabel,
      threadName: Thread.current.name, processName: ProcessInfo.processInfo.processName)
  }

  /// The rule behind ``currentQueueLabel()``, apart from where its inputs come from.
  static func queueLabel(
    isMainThread: Bool, dispatchLabel: String?, threadName: String?, processName: String
  ) -> String? {
    if isMainThread { return "main" }
    if let dispatchLabel, !dispatchLabel.isEmpty { return dispatchLabel }
    // Linux truncates thread names to 15 bytes, so compare with the truncated process name.
    let inherited = String(decoding: processName.utf8.prefix(15), as: UTF8.self)
    if let threadName, !threadName.isEmpty, threadName != processName, threadName != inherited {
      return threadName
    }
    return nil
  }

  /// A clock that reads 0 now and counts seconds monotonically (unaffected by wall-clock
  /// changes).
  public static func monotonicClock() -> Clock {
    let start = DispatchTime.now().uptimeNanoseconds
    return { Double(DispatchTime.now().uptimeNanoseconds &- start) / 1_000_000_000 }
  }

  /// Writes one line with one `write` (and an `fsync` for ``Durability/everyLine``), or, for a
  /// flight recorder, keeps it in memory; returns whether it was written or kept.
  func write(_ line: String, state: inout State) -> Bool {
    write(Array(line.utf8), state: &state)
  }

  /// Writes one line given as its UTF-8 bytes (without the final `\n`), or keeps it: the apply
  /// lines' path, which never turns the bytes into a `String` for a file.
  func write(_ line: [UInt8], state: inout State) -> Bool {
    guard !state.closed, state.writeError == nil else { return false }
    guard case .file(let file) = destination else {
      state.kept.append(String(decoding: line, as: UTF8.self))
      state.newestKeptApplySeq = nil
      return true
    }
    var bytes = Data(capacity: line.count + 1)
    bytes.append(contentsOf: line)
    bytes.append(0x0A)
    do throws(RecordingWriteError) {
      try file.write(bytes)
      if durability == .everyLine { try file.synchronize() }
      return true
    } catch {
      state.writeError = error
      return false
    }
  }

  /// Where recorded lines go.
  enum Destination: Sendable {
    /// Each line is written to the file as it is recorded.
    case file(RecordingFile)
    /// The last `capacity` lines are kept in memory until ``SnapshotRecorder/dump(reason:)``.
    case memory(header: RecordingHeader, capacity: Int)
  }

  /// The mutable part of the recorder.
  struct State {
    var nextSeq = 1
    var lastTime = 0.0
    var closed = false
    var writeError: RecordingWriteError?
    /// A flight recorder's last lines, oldest first; unused when writing a file.
    var kept = LineRing(capacity: 1)
    /// The seq of the apply in a flight recorder's newest kept slot, while it is the newest.
    var newestKeptApplySeq: Int?
    /// The seq of the last apply that got its `layout` line: one per apply.
    var layoutSeq: Int?
    /// The last `scroll` line written (or offset a `layout` showed), for the rate limit.
    var lastScroll: (time: Double, offset: RecordedPoint)?
    /// Whether and how much geometry is recorded.
    var geometryCapture = GeometryCapture()
    /// Whether and how many cell images are recorded.
    var cellImageCapture = CellImageCapture()
    /// The images written (or, for a flight recorder, kept), their bytes together, and the
    /// image each item names in the next apply.
    var cellImages = CellImageLedger()

    /// The time to record: never below the previous line's, never negative, always finite.
    mutating func advance(to time: Double) -> Double {
      if time.isFinite, time > lastTime { lastTime = time }
      return lastTime
    }
  }
}

import Foundation
import RecordingFormat
import SnapshotModel
import SnapshotRecording

/// A recording's events with every apply validated once, the way UIKit would: the one stream
/// that `check`, `diff`, `render`, `sheet` and `verify` read.
///
/// Each apply becomes a ``ValidatedEvent/apply(_:)`` carrying its `DiffableSnapshot` (built here,
/// once, and reused downstream) or a ``ValidatedEvent/rejectedApply(_:)`` naming what UIKit would
/// reject. The reader's warnings and line errors come as values in the same stream, in the order
/// they are met; each consumer decides what to print, count or skip. ``stop`` is where a replay
/// ends: just before the first rejected apply, where the app trapped.
///
/// ```swift
/// let recording = try ValidatedRecording(contentsOf: url, name: "rec.jsonl")
/// for event in recording {
///   if case .apply(let apply) = event { print(apply.seq, apply.snapshot.numberOfItems) }
///   event.diagnostics(file: "rec.jsonl").forEach { print($0) }
/// }
/// // 1 3
/// // rec.jsonl:3: error: Fatal: supplied item identifiers are not unique. Duplicate
/// //   identifiers: {(dog)} (seq 2)      (one line, wrapped here)
/// print(recording.stop?.seq as Any)  // Optional(2)
/// ```
///
/// Order: the reader's warnings come just before the event they were met with (a seq gap before
/// its apply, an unknown event type before the next event), and any left at the end come last.
/// After a line error the stream goes on with the next line; after an error about the whole
/// file (it cannot be read) it ends.
///
/// Read from a file, it streams: memory holds one line, one apply and its snapshot, whatever the
/// length of the recording. It is a single-pass sequence: iterating it consumes it.
public final class ValidatedRecording: Sequence, IteratorProtocol {
  /// The recording's header.
  public let header: RecordingHeader
  /// The first apply UIKit would reject, once the stream has reached it; `nil` while every apply
  /// so far is valid.
  public var stop: ReplayStop? { playback.stop }
  /// The apply events met so far, valid or not.
  public private(set) var applyCount = 0

  private var source: Source
  /// Where the stop is decided, by the one rule (``ReplayPlayback``).
  private var playback = ReplayPlayback()
  /// Keeps every event handed out, for a ``ReplaySource`` that reads a small file once.
  private var tape: ValidatedEventTape?
  /// Events already read, waiting their turn (a line's warnings, then the line's event).
  private var pending: [ValidatedEvent] = []
  private var pendingIndex = 0

  /// Where the events come from.
  private enum Source {
    /// A file, streamed.
    case reader(RecordingReader, finished: Bool)
    /// A recording in memory: the events not yet given, and its warnings not yet given.
    case memory(events: ArraySlice<LocatedEvent>, warnings: ArraySlice<RecordingWarning>)
    /// Events validated by an earlier pass (``ValidatedEventTape``), not yet given.
    case replayed(ArraySlice<ValidatedEvent>)
  }

  /// Opens a recording file and reads its header; events are read and validated as the stream
  /// is iterated.
  ///
  /// - Parameters:
  ///   - url: The recording.
  ///   - name: The name diagnostics use; the path by default.
  /// - Throws: `RecordingError` when the file cannot be opened or has no supported header.
  public convenience init(contentsOf url: URL, name: String? = nil) throws(RecordingError) {
    self.init(reader: try RecordingReader(contentsOf: url, name: name))
  }

  /// Validates the events of an open reader as they are read.
  ///
  /// The stream takes the reader's warnings as it goes (with `takeWarnings()`), so read them from
  /// the stream, not from the reader.
  ///
  /// - Parameters:
  ///   - reader: A reader whose header has been read; the stream reads it to the end.
  ///   - snapshots: When each valid apply's snapshot is built: ahead (the default), or on first
  ///     use for a consumer that seldom or never asks for it.
  public convenience init(reader: RecordingReader, snapshots: SnapshotBuilding = .ahead) {
    self.init(reader: reader, snapshots: snapshots, staleItemsAhead: false)
  }

  /// ``init(reader:snapshots:)``, and with `staleItemsAhead`, each valid apply's stale items
  /// (`ApplyEvent.staleItems(since:)`) found where it is decoded, against the apply decoded
  /// before it there: `check`'s stale-content lint takes them from
  /// ``ValidatedApply/staleItemsAhead`` when that apply is the one it lints against.
  init(reader: RecordingReader, snapshots: SnapshotBuilding, staleItemsAhead: Bool) {
    header = reader.header
    building = snapshots
    // Each apply's snapshot is built (or its identifiers checked) where the apply is decoded:
    // on a file, that is the thread decoding ahead, so the work overlaps with the owner's work
    // on the applies before.
    reader.prepareEachApply { apply, previous in
      SnapshotBuild(
        apply, building: snapshots, previous: staleItemsAhead ? previous : nil)
    }
    source = .reader(reader, finished: false)
  }

  /// When a valid apply's `DiffableSnapshot` is built.
  ///
  /// ```swift
  /// let recording = ValidatedRecording(reader: reader, snapshots: .onFirstUse)
  /// ```
  public enum SnapshotBuilding: Sendable {
    /// As the apply is read (on a file, by the threads decoding ahead): for consumers that use
    /// every snapshot (`diff`, `render`).
    case ahead
    /// When ``ValidatedApply/snapshot`` is first read. Whether UIKit accepts the apply is still
    /// decided as it is read, by checking its identifiers for repeats with a cheaper hash
    /// (an apply with reload or reconfigure marks, or with identifiers that check cannot
    /// decide, is built ahead as before). For `check`, which never reads the snapshots.
    case onFirstUse
  }

  private var building = SnapshotBuilding.ahead

  /// Validates a recording already in memory; its warnings come in line order between its
  /// events, as they would from the file.
  ///
  /// - Parameter recording: The recording.
  public init(_ recording: Recording) {
    header = recording.header
    source = .memory(events: recording.events[...], warnings: recording.warnings[...])
  }

  /// Replays the events an earlier pass validated, in the same order, validating nothing again.
  ///
  /// - Parameters:
  ///   - header: The recording's header.
  ///   - events: Every event the earlier pass gave, to its end.
  init(header: RecordingHeader, replaying events: [ValidatedEvent]) {
    self.header = header
    source = .replayed(events[...])
  }

  /// Keeps every event this stream gives in `tape`, which is complete once the stream ends.
  func recording(into tape: ValidatedEventTape) {
    self.tape = tape
  }

  /// The next event, validated; `nil` at the end of the recording.
  ///
  /// - Complexity: O(n) in the number of items of the apply read.
  public func next() -> ValidatedEvent? {
    if pendingIndex == pending.count {
      pending.removeAll(keepingCapacity: true)
      pendingIndex = 0
      readMore()
    }
    guard pendingIndex < pending.count else {
      tape?.end()
      tape = nil
      return nil
    }
    defer { pendingIndex += 1 }
    let event = pending[pendingIndex]
    tape?.append(event)
    return event
  }

  /// Reads until at least one event is pending, or the source is exhausted.
  private func readMore() {
    switch source {
    case .reader(let reader, let finished):
      guard !finished else { return }
      do throws(RecordingError) {
        let next = try reader.nextPrepared()
        pending += reader.takeWarnings().map(ValidatedEvent.warning)
        if let (located, prepared) = next {
          pending.append(validate(located, built: prepared as? SnapshotBuild))
        } else {
          source = .reader(reader, finished: true)
        }
      } catch {
        pending.append(.error(error))
        if error.location == nil {
          // Reading the file failed: nothing more will come. Hand over what was noted so far.
          pending += reader.takeWarnings().map(ValidatedEvent.warning)
          source = .reader(reader, finished: true)
        }
      }
    case .memory(var events, var warnings):
      if let located = events.popFirst() {
        while let warning = warnings.first, warning.location.line <= located.line {
          pending.append(.warning(warning))
          warnings.removeFirst()
        }
        pending.append(validate(located))
      } else {
        pending += warnings.map(ValidatedEvent.warning)
        warnings = []
      }
      source = .memory(events: events, warnings: warnings)
    case .replayed(var events):
      if let event = events.popFirst() {
        switch event {
        case .apply, .rejectedApply: applyCount += 1
        case .marker, .layout, .scroll, .cellImage, .warning, .error: break
        }
        _ = playback.plays(event)
        pending.append(event)
      }
      source = .replayed(events)
    }
  }

  /// Validates one event: the one place where an apply becomes a snapshot.
  private func validate(_ located: LocatedEvent, built: SnapshotBuild? = nil) -> ValidatedEvent {
    switch located.event {
    case .marker(let marker):
      return .marker(marker, line: located.line)
    case .layout(let layout):
      return .layout(layout, line: located.line)
    case .scroll(let scroll):
      return .scroll(scroll, line: located.line)
    case .cellImage(let image):
      return .cellImage(image, line: located.line)
    case .apply(let apply):
      applyCount += 1
      do throws(SnapshotValidationError<RecordedID, RecordedID>) {
        var valid: ValidatedApply
        switch try (built ?? SnapshotBuild(apply, building: building)).result.get() {
        case .some(let snapshot):
          valid = ValidatedApply(line: located.line, apply: apply, snapshot: snapshot)
        case .none:
          valid = ValidatedApply(line: located.line, unmarkedApply: apply)
        }
        valid.staleItemsAhead = built?.staleItems
        return .apply(valid)
      } catch {
        let rejected = ValidatedEvent.rejectedApply(
          RejectedApply(line: located.line, apply: apply, problems: error.problems))
        _ = playback.plays(rejected)
        return rejected
      }
    }
  }
}

/// An apply's snapshot, or why UIKit would reject it: built once per apply, possibly on the
/// thread that decoded the apply. A success without a snapshot is an apply with no mark whose
/// identifiers are unique, its snapshot left for first use.
private struct SnapshotBuild: Sendable {
  var result:
    Result<
      DiffableSnapshot<RecordedID, RecordedID>?, SnapshotValidationError<RecordedID, RecordedID>
    >
  /// For a valid apply built with a previous one: its stale items since that one.
  var staleItems: ValidatedApply.StaleItems?

  init(
    _ apply: ApplyEvent, building: ValidatedRecording.SnapshotBuilding,
    previous: RecordingReader.PreparedApply? = nil
  ) {
    if building == .onFirstUse, apply.reloaded.isEmpty, apply.reconfigured.isEmpty,
      apply.reloadedSections.isEmpty, IdentifierRepeats.check(apply) == false
    {
      result = .success(nil)
    } else {
      do throws(SnapshotValidationError<RecordedID, RecordedID>) {
        result = .success(try apply.snapshot())
      } catch {
        result = .failure(error)
      }
    }
    // The linter compares only valid applies, against the one before, valid or not: whether
    // that one's identifiers are unique is how the comparison matches items.
    guard case .success = result, let previous,
      let previousBuild = previous.prepared as? SnapshotBuild
    else { return }
    let previousIsValid = if case .success = previousBuild.result { true } else { false }
    staleItems = ValidatedApply.StaleItems(
      since: previous.line,
      items: apply.staleItems(since: previous.apply, identifiersAreUnique: previousIsValid))
  }
}

import RecordingFormat
import SnapshotRecording

/// A lint that ``RecordingCheck`` runs beside its own, supplied by a module downstream of
/// validation, so that validation never depends on it: rendering's checks of the header's
/// `render` hints (misspelt names) and, later, of where a render would hit a budget (frame count,
/// idle time, canvas pixels).
///
/// `check` calls ``header(_:line:file:)`` once, then ``event(_:file:)`` for every event of the
/// validated stream in file order, then ``finish(file:)``; what each returns joins the check's
/// findings, sorted by line with them. A lint sees the events as they stream by, so it must keep
/// only what it needs (running totals), never the whole recording.
///
/// ```swift
/// struct TooManyApplies: RecordingLint {
///   var count = 0
///   mutating func event(_ event: ValidatedEvent, file: String) -> [Diagnostic] {
///     guard case .apply(let apply) = event else { return [] }
///     count += 1
///     guard count == 10_001 else { return [] }
///     return [Diagnostic(severity: .warning, category: .format, file: file,
///       line: apply.line, seq: apply.seq, message: "more than 10000 applies")]
///   }
/// }
/// let check = RecordingCheck(contentsOf: url, lints: [TooManyApplies()])
/// ```
public protocol RecordingLint {
  /// Looks at the header, before any event.
  ///
  /// - Parameters:
  ///   - header: The recording's header.
  ///   - line: The header's line.
  ///   - file: The name the recording is read under.
  /// - Returns: Findings about the header.
  mutating func header(_ header: RecordingHeader, line: Int, file: String) -> [Diagnostic]

  /// Looks at the next event of the validated stream: an apply with its snapshot, a rejected
  /// apply, a marker, or a reader warning or error.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - file: The name the recording is read under.
  /// - Returns: Findings, usually about this event's line.
  mutating func event(_ event: ValidatedEvent, file: String) -> [Diagnostic]

  /// Called after the last event: findings about the recording as a whole.
  ///
  /// - Parameter file: The name the recording is read under.
  /// - Returns: Findings; give them the line they are about, or `nil` for the whole file.
  mutating func finish(file: String) -> [Diagnostic]
}

extension RecordingLint {
  /// No findings about the header.
  public mutating func header(_ header: RecordingHeader, line: Int, file: String)
    -> [Diagnostic]
  { [] }

  /// No findings about single events.
  public mutating func event(_ event: ValidatedEvent, file: String) -> [Diagnostic] { [] }

  /// No findings at the end.
  public mutating func finish(file: String) -> [Diagnostic] { [] }
}

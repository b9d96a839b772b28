import RecordingFormat
public import RecordingValidation
public import SnapshotRecording

/// What `snapreplay check` asks of rendering without validation depending on it: a
/// `RecordingLint` that warns about the header's `render` hints and, in time, about where a
/// render would hit a budget, so that triage of a bug report starts with one command that never
/// dies.
///
/// Today it warns about a hint whose name is a near miss of an option's (``RenderOptionKey``, the
/// list the hint decoder walks): such a hint is ignored like any unknown one.
///
/// ```swift
/// let check = RecordingCheck(contentsOf: url, name: "rec.jsonl", lints: [RenderPreflight()])
/// check.diagnostics.forEach { print($0) }
/// // rec.jsonl:1: warning: unknown key "layot" in the header's render hints is ignored; did you
/// //   mean "layout"?      (one line, wrapped here)
/// ```
///
/// Budgets hook in here. The warnings "a render would hit a budget" (frame count, idle cap,
/// canvas pixels) belong in this type, computed as a render would compute them: decode the
/// options in ``header(_:line:file:)`` with ``RenderOptions/init(header:overrides:)``, keep
/// running totals per apply in `event(_:file:)` (each `.apply` carries its time, seq, line and
/// sections; gaps come from consecutive times), and warn in `finish(file:)` or at the apply
/// that crosses a limit, naming its line and seq. Keep only totals: the stream is not held.
public struct RenderPreflight: RecordingLint {
  /// Creates the preflight with the default options a render would use.
  public init() {}

  /// Warns about render hints whose names are near misses of an option's hint name.
  ///
  /// - Parameters:
  ///   - header: The recording's header.
  ///   - line: The header's line.
  ///   - file: The name the recording is read under.
  /// - Returns: One warning per misspelt hint, by hint name.
  public mutating func header(_ header: RecordingHeader, line: Int, file: String)
    -> [CheckDiagnostic]
  {
    let known = RenderOptionKey.allCases.map(\.hint)
    return header.render.keys.sorted().compactMap { name in
      guard RenderOptionKey(rawValue: name) == nil,
        let suggestion = KeySuggestion.nearest(to: name, among: known)
      else { return nil }
      return CheckDiagnostic(
        severity: .warning, category: .format, file: file, line: line, seq: nil,
        message: "unknown key \(RecordingError.quoted(name)) in the header's render hints is "
          + "ignored; did you mean \(RecordingError.quoted(suggestion))?")
    }
  }
}

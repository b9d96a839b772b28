import RecordingFormat
import SnapshotRecording

extension RecordingCheck {
  /// The closing line of `snapreplay check` for a set of files, e.g.
  /// `checked 2 recordings: 1 invalid, 3 errors, 1 warning`.
  public static func summaryLine(for checks: [RecordingCheck]) -> String {
    let invalid = checks.count { !$0.isValid }
    let errors = checks.reduce(0) { $0 + $1.errorCount }
    let warnings = checks.reduce(0) { $0 + $1.warningCount }
    return "checked \(plural(checks.count, "recording")): "
      + (invalid == 0 ? "all valid" : "\(invalid) invalid")
      + ", \(plural(errors, "error")), \(plural(warnings, "warning"))"
  }

  /// All checks as one JSON document (`snapreplay check --json`):
  ///
  /// ```json
  /// {"valid":false,"errors":1,"warnings":0,"files":[{"file":"rec.jsonl","valid":false,
  ///  "applies":3,"errors":1,"warnings":0,"diagnostics":[{"severity":"error","category":"uikit",
  ///  "line":4,"seq":3,"message":"Fatal: supplied item identifiers are not unique. …"}]}]}
  /// ```
  ///
  /// `line` and `seq` are `null` when a finding is not about one line or one apply; each finding
  /// is its ``Diagnostic``'s JSON form (``Diagnostic/writeJSON(into:)``).
  public static func json(for checks: [RecordingCheck]) -> String {
    var json = JSONWriter()
    json.beginObject()
    json.key("valid"); json.bool(checks.allSatisfy(\.isValid))
    json.key("errors"); json.integer(checks.reduce(0) { $0 + $1.errorCount })
    json.key("warnings"); json.integer(checks.reduce(0) { $0 + $1.warningCount })
    json.key("files")
    json.beginArray()
    for check in checks {
      json.beginObject()
      json.key("file"); json.string(check.file)
      json.key("valid"); json.bool(check.isValid)
      json.key("applies"); json.integer(check.appliesChecked)
      json.key("errors"); json.integer(check.errorCount)
      json.key("warnings"); json.integer(check.warningCount)
      json.key("diagnostics")
      json.beginArray()
      for diagnostic in check.diagnostics { diagnostic.writeJSON(into: &json) }
      json.endArray()
      json.endObject()
    }
    json.endArray()
    json.endObject()
    return json.text
  }

  private static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}

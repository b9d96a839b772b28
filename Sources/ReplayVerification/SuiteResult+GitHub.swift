import Foundation
import RecordingFormat

extension SuiteResult {
  /// GitHub Actions' `::error` workflow commands for the recordings that failed (and
  /// `::warning` for warned ones), one line each: `file` is the recording (relative to
  /// `base`), `title` names it and its classification, and the message is the whole failure
  /// message: each a ``Diagnostic`` in its GitHub form (``Diagnostic/githubAnnotation(title:)``),
  /// escaped as GitHub's runner unescapes it.
  ///
  /// ```
  /// ::error file=Recordings/b.jsonl,title=snapreplay verify b.jsonl (changed)::Replay of b.jsonl …%0A…
  /// ```
  ///
  /// - Parameter base: Paths under this directory are written relative to it.
  /// - Returns: The lines, each ending in a newline; empty when nothing failed or warned.
  public func githubAnnotations(relativeTo base: URL? = nil) -> String {
    var text = ""
    for result in results {
      let outcome = outcome(of: result)
      guard outcome != .passed else { continue }
      var title = "snapreplay verify \(result.recording.lastPathComponent)"
      if let label = result.classification?.shownLabel(verbose: false) { title += " (\(label))" }
      let diagnostic = Diagnostic(
        severity: outcome == .warned ? .warning : .error, category: nil,
        file: Self.path(of: result.recording, root: result.root, relativeTo: base), line: nil,
        seq: nil,
        message: result.message(verbose: false))
      text += diagnostic.githubAnnotation(title: title) + "\n"
    }
    return text
  }

  /// A Markdown section for `$GITHUB_STEP_SUMMARY`: a heading with the totals and a table with
  /// one row per recording — its outcome, classification, frames, failing frames and the
  /// first divergence (or how the goldens were made differently). Cell text is escaped for
  /// Markdown and HTML, and kept on one line.
  ///
  /// ```
  /// ### snapreplay verify: 1 of 2 recordings passed
  ///
  /// | recording | result | frames | failing frames | first difference |
  /// | --- | --- | --- | --- | --- |
  /// | a.jsonl | ✅ passed | 5 | 0 | |
  /// | b.jsonl | ❌ failed (changed) | 5 | 2 | frame 7, 0.233 s: \`dog\` expected at y=44, … |
  /// ```
  ///
  /// - Returns: The section, ending in a blank line so later sections stay apart.
  public var githubStepSummary: String {
    let counts = counts
    var lines = [
      "### snapreplay verify: \(counts[.passed] ?? 0) of \(results.count) "
        + "recording\(results.count == 1 ? "" : "s") passed"
        + ((counts[.warned] ?? 0) > 0 ? ", \(counts[.warned] ?? 0) warned" : ""),
      "",
      "| recording | result | frames | failing frames | first difference |",
      "| --- | --- | --- | --- | --- |",
    ]
    for result in results {
      let outcome = outcome(of: result)
      var verdict =
        switch outcome {
        case .passed: "✅ passed"
        case .warned: "⚠️ warned"
        case .failed: "❌ failed"
        case .errored: "💥 errored"
        }
      if outcome != .passed, let label = result.classification?.shownLabel(verbose: false) {
        verdict += " (\(label))"
      }
      let differing = result.report.frames.count { !$0.passed }
      let detail = outcome == .passed ? "" : Self.markdownEscaped(result.headline)
      lines.append(
        "| \(Self.markdownEscaped(result.recording.lastPathComponent)) | \(verdict) | "
          + "\(result.report.frames.count) | \(differing) | \(detail) |")
    }
    return lines.joined(separator: "\n") + "\n\n"
  }

  /// One Markdown table cell: on one line, with Markdown's and HTML's special characters
  /// escaped so recording text cannot break the table or add markup.
  static func markdownEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\", "`", "*", "_", "[", "]", "|", "#", "~", "!": escaped += "\\\(character)"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "&": escaped += "&amp;"
      case "\n", "\r", "\r\n": escaped += " "
      default: escaped.append(character)
      }
    }
    return escaped
  }
}

import Foundation
import SnapshotRecording

extension SuiteResult {
  /// The terminal's account: for one recording, `PASS: N frames match the goldens in DIR` or
  /// the result's ``VerificationResult/message(verbose:)``; for several, one line per
  /// recording (`PASS`, `WARN` or `FAIL`, its name, and for a failure its classification and
  /// first structural divergence), then the message of each recording that did not pass, then
  /// the totals. Paths and names are escaped for the terminal.
  ///
  /// ```
  /// PASS insertion-sort.jsonl: 5 frames match
  /// FAIL wifi-settings.jsonl (changed): frame 7, 0.233 s: `dog` expected at y=44, rendered at y=88
  ///
  /// Replay of wifi-settings.jsonl does not match its goldens in …
  ///
  /// 2 recordings: 1 passed, 1 failed.
  /// ```
  ///
  /// - Parameter verbose: Also say when goldens do not record how they were made.
  /// - Returns: The text, without a final newline.
  public func summary(verbose: Bool) -> String {
    let escaped: (String) -> String = TerminalText.escaped
    if results.count == 1, let result = results.first {
      switch outcome(of: result) {
      case .passed:
        var lines = [
          "PASS: \(result.report.frames.count) frames match the goldens in "
            + escaped(result.goldens.path)
        ]
        lines += result.notes(verbose: verbose)
        return lines.joined(separator: "\n")
      case .warned:
        return "WARN (--pixels-only warn): " + result.message(verbose: verbose)
      case .failed, .errored:
        return result.message(verbose: verbose)
      }
    }
    var lines: [String] = []
    for result in results {
      let name = escaped(result.recording.lastPathComponent)
      let outcome = outcome(of: result)
      switch outcome {
      case .passed:
        lines.append("PASS \(name): \(result.report.frames.count) frames match")
      case .errored:
        lines.append("ERROR \(name) (errored): " + result.headline)
      case .warned, .failed:
        var line = (outcome == .warned ? "WARN " : "FAIL ") + name
        if let label = result.classification?.shownLabel(verbose: verbose) {
          line += " (\(label))"
        }
        line += ": " + result.headline
        lines.append(line)
      }
    }
    for result in results where outcome(of: result) != .passed || verbose {
      let message =
        result.passed
        ? result.notes(verbose: verbose).joined(separator: "\n")
        : result.message(verbose: verbose)
      guard !message.isEmpty else { continue }
      lines.append("")
      if result.passed { lines.append(escaped(result.recording.lastPathComponent) + ":") }
      lines.append(message)
    }
    let counts = counts
    var totals = "\(results.count) recording\(results.count == 1 ? "" : "s"): "
    totals += "\(counts[.passed] ?? 0) passed"
    if let warned = counts[.warned], warned > 0 { totals += ", \(warned) warned" }
    if let failed = counts[.failed], failed > 0 { totals += ", \(failed) failed" }
    if let errored = counts[.errored], errored > 0 { totals += ", \(errored) errored" }
    lines.append("")
    lines.append(totals + ".")
    return lines.joined(separator: "\n")
  }

  /// The suite for scripts (`snapreplay verify --suite … --json`): its `Codable` form written
  /// by `JSONDocumentEncoder` (pretty, keys sorted), ending in a newline — `passed`,
  /// `pixelsOnly` (the policy), `recordings` (each recording's ``VerificationResult/json``
  /// object, plus its `outcome`: `passed`, `warned` or `failed`) and `summary` (`failed`,
  /// `passed`, `total`, `warned`).
  ///
  /// ```json
  /// {
  ///   "passed": true,
  ///   "pixelsOnly": "fail",
  ///   "recordings": [ … ],
  ///   "summary": {
  ///     "failed": 0,
  ///     "passed": 1,
  ///     "total": 1,
  ///     "warned": 0
  ///   }
  /// }
  /// ```
  public var json: String {
    // A suite's members are strings, numbers and flags, none of which fails to encode.
    ((try? JSONDocumentEncoder().text(of: self)) ?? "") + "\n"
  }
}

extension SuiteResult: Codable {
  private enum CodingKeys: String, CodingKey {
    case passed, pixelsOnly, recordings, summary
  }

  private struct Summary: Codable {
    var errored: Int
    var failed: Int
    var passed: Int
    var total: Int
    var warned: Int
  }

  /// A recording's result in the suite's document: its own document plus its `outcome`.
  private struct Recording: Encodable {
    private enum CodingKeys: String, CodingKey { case outcome }

    var result: VerificationResult
    var outcome: Outcome

    func encode(to encoder: any Encoder) throws {
      try result.encode(to: encoder)
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(outcome, forKey: .outcome)
    }
  }

  /// Reads a suite's result from its JSON document (``json``), the one definition of which is
  /// this conformance; `passed`, each recording's `outcome` and `summary` are recomputed.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when the document is not a suite result.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      results: try container.decode([VerificationResult].self, forKey: .recordings),
      pixelsOnly: try container.decode(PixelsOnlyPolicy.self, forKey: .pixelsOnly))
  }

  /// Writes the document's keys and values.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's errors.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(passed, forKey: .passed)
    try container.encode(pixelsOnly, forKey: .pixelsOnly)
    try container.encode(
      results.map { Recording(result: $0, outcome: outcome(of: $0)) }, forKey: .recordings)
    let counts = counts
    try container.encode(
      Summary(
        errored: counts[.errored] ?? 0, failed: counts[.failed] ?? 0, passed: counts[.passed] ?? 0,
        total: results.count,
        warned: counts[.warned] ?? 0), forKey: .summary)
  }
}

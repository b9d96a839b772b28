import Foundation

extension SuiteResult {
  /// The suite as JUnit XML (`verify --junit FILE`): one `<testcase>` per recording, named
  /// after the recording's file, with its path in `file`. A failing recording has a
  /// `<failure>` whose `type` is its classification and whose `message` is its first line
  /// (the structural divergence, else how the goldens were made differently, else the
  /// counts), with the whole message — difference images' paths included — as its text; a
  /// warned one passes with the message in `<system-out>`. Everything from a recording is
  /// escaped for XML, and characters XML 1.0 cannot hold become U+FFFD. No times are written,
  /// so the same result always gives the same bytes.
  ///
  /// ```xml
  /// <?xml version="1.0" encoding="UTF-8"?>
  /// <testsuites name="snapreplay verify" tests="2" failures="1" errors="0" skipped="0">
  ///   <testsuite name="snapreplay verify" tests="2" failures="1" errors="0" skipped="0">
  ///     <testcase classname="snapreplay.verify" name="a.jsonl" file="Recordings/a.jsonl"/>
  ///     <testcase classname="snapreplay.verify" name="b.jsonl" file="Recordings/b.jsonl">
  ///       <failure type="changed" message="frame 7, 0.233 s: …">Replay of b.jsonl …</failure>
  ///     </testcase>
  ///   </testsuite>
  /// </testsuites>
  /// ```
  ///
  /// - Parameter base: Paths under this directory are written relative to it (the current
  ///   directory, so CI links them to the repository's files); `nil` writes them whole.
  /// - Returns: The document, ending in a newline.
  public func junitXML(relativeTo base: URL? = nil) -> String {
    let counts = counts
    let totals =
      "tests=\"\(results.count)\" failures=\"\(counts[.failed] ?? 0)\" "
      + "errors=\"\(counts[.errored] ?? 0)\" skipped=\"0\""
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="snapreplay verify" \#(totals)>"#,
      #"  <testsuite name="snapreplay verify" \#(totals)>"#,
    ]
    for result in results {
      let name = Self.xmlEscaped(result.recording.lastPathComponent)
      let file = Self.xmlEscaped(
        Self.path(of: result.recording, root: result.root, relativeTo: base))
      let open = #"    <testcase classname="snapreplay.verify" name="\#(name)" file="\#(file)""#
      switch outcome(of: result) {
      case .passed:
        lines.append(open + "/>")
      case .warned:
        lines.append(open + ">")
        lines.append(
          "      <system-out>\(Self.xmlEscaped(result.message(verbose: false)))</system-out>")
        lines.append("    </testcase>")
      case .errored:
        let fault = result.error.map { "\($0.fault)" } ?? "input"
        lines.append(open + ">")
        lines.append(
          #"      <error type="\#(Self.xmlEscaped(fault))" "#
            + #"message="\#(Self.xmlEscaped(result.headline))">"#
            + Self.xmlEscaped(result.message(verbose: false)) + "</error>")
        lines.append("    </testcase>")
      case .failed:
        let type = result.classification?.shownLabel(verbose: false) ?? "failed"
        lines.append(open + ">")
        lines.append(
          #"      <failure type="\#(Self.xmlEscaped(type))" "#
            + #"message="\#(Self.xmlEscaped(result.headline))">"#
            + Self.xmlEscaped(result.message(verbose: false)) + "</failure>")
        lines.append("    </testcase>")
      }
    }
    lines.append("  </testsuite>")
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `url`'s path relative to the result's `root` when it has one (``ResultRoot``), else
  /// relative to `base` when it lies under it, else whole.
  static func path(of url: URL, root: ResultRoot?, relativeTo base: URL?) -> String {
    root?.text(of: url) ?? path(of: url, relativeTo: base)
  }

  /// `url`'s path relative to `base` when it lies under it, else whole.
  static func path(of url: URL, relativeTo base: URL?) -> String {
    let path = url.standardizedFileURL.path
    guard let base else { return path }
    let prefix = base.standardizedFileURL.path
    let directory = prefix.hasSuffix("/") ? prefix : prefix + "/"
    return path.hasPrefix(directory) ? String(path.dropFirst(directory.count)) : path
  }

  /// Text fit for XML 1.0 content and attribute values: `& < > " '` as entities, tab, line
  /// feed and carriage return as character references (attribute values keep them so), and
  /// every character XML 1.0 cannot hold (other control characters, lone surrogates'
  /// replacements, U+FFFE, U+FFFF) as U+FFFD.
  static func xmlEscaped(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case "\t": escaped += "&#9;"
      case "\n": escaped += "&#10;"
      case "\r": escaped += "&#13;"
      default:
        let value = scalar.value
        let allowed =
          (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
          || (0x10000...0x10FFFF).contains(value)
        escaped.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
      }
    }
    return escaped
  }
}

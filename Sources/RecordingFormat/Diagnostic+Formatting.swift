import Foundation
import SnapshotRecording

// The one formatter of diagnostics. Each form is written from the same value, so the place,
// the severity's word and the ` (seq N)` suffix are spelt here and nowhere else.

extension Diagnostic: CustomStringConvertible {
  /// The name that stands for the place of a diagnostic about no file.
  public static let toolName = "snapreplay"

  /// Where it points, as editors and CI link it: `file:line`, `file` without a line, and
  /// ``toolName`` without a file.
  ///
  /// ```swift
  /// Diagnostic.error("bad colour", file: "rec.jsonl", line: 42).place  // rec.jsonl:42
  /// Diagnostic.error("unknown mode").place                            // snapreplay
  /// ```
  public var place: String {
    guard let file else { return Self.toolName }
    return line.map { "\(file):\($0)" } ?? file
  }

  /// The message with ` (seq N)` after it when the diagnostic is about one apply.
  ///
  /// ```swift
  /// Diagnostic(
  ///   severity: .error, category: .uikit, file: "r.jsonl", line: 3, seq: 2, message: "dup"
  /// ).text  // dup (seq 2)
  /// ```
  public var text: String {
    message + (seq.map { " (seq \($0))" } ?? "")
  }

  /// Compiler-style, as it is, for embedding in other text: `file:line: error: message`,
  /// followed by ` (seq N)` when it names an apply. Not escaped: a terminal gets
  /// ``terminalLine``.
  ///
  /// ```swift
  /// Diagnostic.warning("seq gap", file: "rec.jsonl", line: 3).description
  /// // rec.jsonl:3: warning: seq gap
  /// ```
  public var description: String { "\(place): \(severity.rawValue): \(text)" }

  /// ``description`` made safe for a terminal, whole: a file or message holding `ESC[2J` or
  /// `\r` cannot repaint the line, a `\n` cannot forge another (`TerminalText`). The words the
  /// formatter adds are printable, so escaping the line whole escapes exactly the file and the
  /// message.
  ///
  /// ```swift
  /// Diagnostic.error("duplicate id a\u{1B}[2J", file: "r\rec.jsonl", line: 3).terminalLine
  /// // r\rec.jsonl:3: error: duplicate id a\e[2J
  /// ```
  public var terminalLine: String { TerminalText.escaped(description) }

  /// The JSON form, one object, as `snapreplay check --json` lists a file's findings: the file
  /// is the enclosing document's, and `category`, `line` and `seq` are `null` when absent.
  ///
  /// ```json
  /// {"severity":"error","category":"uikit","line":4,"seq":3,"message":"Fatal: …"}
  /// ```
  ///
  /// - Parameter json: The writer, at a place where a value may go.
  public func writeJSON(into json: inout JSONWriter) {
    json.beginObject()
    json.key("severity"); json.string(severity.rawValue)
    json.key("category")
    if let category { json.string(category.rawValue) } else { json.null() }
    json.key("line")
    if let line { json.integer(line) } else { json.null() }
    json.key("seq")
    if let seq { json.integer(seq) } else { json.null() }
    json.key("message"); json.string(message)
    json.endObject()
  }

  /// The GitHub Actions workflow command for it, one line without a newline: `::error` or
  /// `::warning` with the file, the line and an optional title as properties, and ``text`` as
  /// the message. Data is escaped as GitHub's runner unescapes it (``githubData(_:)``,
  /// ``githubProperty(_:)``), so nothing a recording says can start another command.
  ///
  /// ```swift
  /// Diagnostic.error("bad colour", file: "rec.jsonl", line: 42).githubAnnotation()
  /// // ::error file=rec.jsonl,line=42::bad colour
  /// ```
  ///
  /// - Parameter title: The annotation's title, if it has one.
  /// - Returns: The workflow command.
  public func githubAnnotation(title: String? = nil) -> String {
    var properties: [String] = []
    if let file { properties.append("file=\(Self.githubProperty(file))") }
    if file != nil, let line { properties.append("line=\(line)") }
    if let title { properties.append("title=\(Self.githubProperty(title))") }
    let head = properties.isEmpty ? "" : " " + properties.joined(separator: ",")
    return "::\(severity.rawValue)\(head)::\(Self.githubData(text))"
  }

  /// A workflow command's message: `%`, CR and LF escaped as the runner unescapes them.
  ///
  /// ```swift
  /// Diagnostic.githubData("100% done\r\n")  // 100%25 done%0D%0A
  /// ```
  ///
  /// - Parameter text: Any text.
  /// - Returns: The text, escaped.
  public static func githubData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A workflow command's property value: the message's escapes, and `:` and `,`.
  ///
  /// ```swift
  /// Diagnostic.githubProperty("a: b, 5%")  // a%3A b%2C 5%25
  /// ```
  ///
  /// - Parameter text: Any text.
  /// - Returns: The text, escaped.
  public static func githubProperty(_ text: String) -> String {
    githubData(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}

import Foundation
import Testing

/// The diagnostic is one type with one formatter: no other file of `Sources/` declares a
/// severity, or spells the ` (seq N)` suffix or a `: error: ` / `: warning: ` line itself.
@Suite struct DiagnosticFormatterUniquenessTests {
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// The one formatter, and the one type.
  static let owners: Set<String> = [
    "RecordingFormat/Diagnostic+Formatting.swift", "RecordingFormat/Diagnostic.swift",
  ]

  /// Every Swift file of `Sources/` but the owners, by path relative to it, with its code
  /// lines (documentation comments hold examples of the output, which are not formatters).
  static func codeLines() throws -> [(file: String, line: String)] {
    let root = sources.standardizedFileURL.path + "/"
    var found: [(String, String)] = []
    let files = FileManager.default.enumerator(atPath: sources.path)
    while let path = files?.nextObject() as? String {
      // The demos link the app side only, which has no diagnostics to share.
      guard path.hasSuffix(".swift"), !owners.contains(path),
        !path.hasPrefix("snapreplay-demos/")
      else { continue }
      let text = try String(contentsOfFile: root + path, encoding: .utf8)
      for line in text.split(separator: "\n")
      where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        found.append((path, String(line)))
      }
    }
    return found
  }

  @Test func noOtherFileDeclaresASeverity() throws {
    let declarations = try Self.codeLines().filter { $0.line.contains("enum Severity") }
    #expect(declarations.map(\.file) == [])
  }

  @Test func noOtherFileFormatsTheSeqSuffixOrTheSeverityWord() throws {
    let formatters = try Self.codeLines().filter {
      $0.line.contains(#"" (seq \("#) || $0.line.contains(#": error: \("#)
        || $0.line.contains(#": warning: \("#) || $0.line.contains(#"): error:"#)
        || $0.line.contains(#"): warning:"#) || $0.line.contains("severity.rawValue): ")
    }
    #expect(formatters.map(\.file) == [])
  }
}

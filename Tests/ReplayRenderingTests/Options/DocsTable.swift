import Foundation

/// A Markdown table's body rows, cell by cell.
enum DocsTable {
  struct MissingTable: Error {}

  /// The rows after `header` and its `| --- |` line, up to the first line that is not a row.
  static func rows(in markdown: String, header: String) throws -> [[String]] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: header) else { throw MissingTable() }
    return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { line in
      line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }
}

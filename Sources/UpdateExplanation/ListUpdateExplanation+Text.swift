import SnapshotRecording

extension ListUpdateExplanation {
  /// The explanation as `snapreplay explain` prints it: a heading naming the file and line,
  /// the message, what happened, the arithmetic, which side is wrong, the likely causes with
  /// their fixes and links, the ruled-out causes and the app's frames. Every line is escaped
  /// for the terminal (`TerminalText`), since the message and frames come from the input.
  ///
  /// ```swift
  /// print(explanation.text(file: "crash.txt"))
  /// // crash.txt:1: count-mismatch (table view)
  /// //   > Invalid update: invalid number of rows in section 0. …
  /// // What happened: UIKit refused a batch update: …
  /// ```
  ///
  /// - Parameter file: The input's name as given.
  /// - Returns: The text, lines separated by `\n`, without a final newline.
  public func text(file: String) -> String {
    var lines: [String] = []
    let list = listKind == .unknown ? "" : " (\(listKind.viewName))"
    lines.append("\(file):\(message.line): \(message.family)\(list)")
    lines.append("  > " + Self.shortened(message.quote, to: 400))
    lines.append("What happened: \(summary)")
    if !balances.isEmpty {
      lines.append("Arithmetic:")
      for balance in balances {
        let label =
          balance.section.map { section in
            balance.oldSection.map {
              $0 == section ? "section \(section)" : "section \(section) (was \($0))"
            }
              ?? "section \(section)"
          } ?? "sections"
        lines.append("  \(label): \(balance.arithmetic)\(balance.balances ? "" : "  ✗")")
      }
    }
    if !verdict.isEmpty { lines.append("Which side is wrong: \(verdict)") }
    for note in notes { lines.append("Note: \(note)") }
    let likely = likelyCauses
    if likely.isEmpty {
      lines.append("Likely causes: none of the known causes fits these numbers.")
    } else {
      lines.append("Likely causes, most likely first:")
      for (rank, assessment) in likely.enumerated() {
        lines.append("  \(rank + 1). \(assessment.cause.title)")
        lines.append("     why: \(assessment.reason)")
        lines.append("     fix: \(assessment.cause.fix)")
        lines.append("     see: \(assessment.cause.docsLink)")
      }
    }
    let ruledOut = causes.filter { !$0.isConsistent }
    if !ruledOut.isEmpty {
      lines.append("Ruled out:")
      for assessment in ruledOut {
        lines.append("  - \(assessment.cause.title): \(assessment.reason)")
      }
    }
    if !appFrames.isEmpty {
      lines.append("App frames that called into UIKit (innermost first):")
      for frame in appFrames { lines.append("  \(frame)") }
    }
    return lines.map(TerminalText.escaped).joined(separator: "\n")
  }

  /// The list the message names.
  public var listKind: ListKind {
    switch message.content {
    case .countMismatch(let counts): counts.list
    case .batchMismatch(let batch): batch.list
    case .diffable: .unknown
    }
  }

  static func shortened(_ text: String, to limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit)) + " …"
  }
}

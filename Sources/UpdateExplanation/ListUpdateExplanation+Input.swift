extension ListUpdateExplanation {
  /// What `explain` looks for, for the sentence it prints when an input holds none of it.
  public static let lookedFor =
    "UIKit's \"Invalid update: invalid number of rows/items/sections\" and \"Invalid batch "
    + "updates detected\" messages, and the diffable data source's own (\"Fatal: supplied … "
    + "identifiers are not unique\", \"Diffable data source detected …\", \"Attempted to reload "
    + "…\", \"Deadlock detected\", …)"

  /// Every message in one input, explained: the input recognised (`.ips`, `.crash`, a crash
  /// service's JSON, or text), searched, and each message found explained with the app's
  /// frames from the report.
  ///
  /// ```swift
  /// let explanations = try ListUpdateExplanation.all(in: Array(data))
  /// explanations.count  // 1
  /// ```
  ///
  /// - Parameters:
  ///   - bytes: The whole input.
  ///   - budget: The limits.
  /// - Returns: The explanations, in input order; empty when nothing known was found.
  /// - Throws: ``ExplanationError``.
  public static func all(in bytes: [UInt8], budget: ScanBudget = ScanBudget())
    throws(ExplanationError) -> [ListUpdateExplanation]
  {
    guard bytes.count <= budget.maxInputBytes else {
      throw .inputTooLarge(bytes: bytes.count, limit: budget.maxInputBytes)
    }
    let input = try CrashReportInput(bytes: bytes)
    let scanner = ListUpdateScanner(budget: budget)
    var explanations: [ListUpdateExplanation] = []
    for segment in input.segments {
      for message in try scanner.messages(in: segment.bytes, firstLine: segment.firstLine) {
        guard explanations.count < budget.maxMessages else {
          throw .tooManyMessages(limit: budget.maxMessages)
        }
        explanations.append(
          ListUpdateExplanation(message, appFrames: input.appFrames, origin: segment.origin))
      }
    }
    return explanations
  }
}

/// What one UIKit message means: the arithmetic per section in words, which side of it is
/// wrong, and the causes the numbers are consistent with, ranked, each with why or why not.
///
/// ```swift
/// let explanation = ListUpdateExplanation(message)
/// print(explanation.verdict)
/// // The data source's count did not change (5 before, 5 after), although the updates
/// // declare a net change of +1 …
/// explanation.causes.first?.cause  // .modelOutsideBatch
/// ```
public struct ListUpdateExplanation: Hashable, Sendable {
  /// The message explained.
  public var message: ListUpdateMessage
  /// What happened, in one or two sentences.
  public var summary: String
  /// The books UIKit kept: for a count message one balance, for a batch message the section
  /// count first (section `nil`), then each section that was kept.
  public var balances: [SectionBalance]
  /// Which side of the arithmetic is wrong, in words; empty when the books balance or the
  /// message is a diffable one.
  public var verdict: String
  /// What else the numbers show: indexes out of range, a row reloaded and deleted, a message
  /// cut short.
  public var notes: [String]
  /// Every cause, those consistent with the message first (most likely first), then those it
  /// rules out.
  public var causes: [CauseAssessment]
  /// The app's frames that called into UIKit, from a crash report (innermost first); empty
  /// for plain text.
  public var appFrames: [String]
  /// Where in the input the message was found: `reason`, `.ips exception reason`, … .
  public var origin: String

  /// Creates an explanation from its parts; ``init(_:)`` works them out from a message.
  ///
  /// - Parameters:
  ///   - message: The message.
  ///   - summary: What happened.
  ///   - balances: The books.
  ///   - verdict: Which side is wrong.
  ///   - notes: Other findings.
  ///   - causes: The assessed causes, ranked.
  ///   - appFrames: The app's frames.
  ///   - origin: Where it was found.
  public init(
    message: ListUpdateMessage, summary: String, balances: [SectionBalance], verdict: String,
    notes: [String], causes: [CauseAssessment], appFrames: [String] = [], origin: String = "text"
  ) {
    self.message = message
    self.summary = summary
    self.balances = balances
    self.verdict = verdict
    self.notes = notes
    self.causes = causes
    self.appFrames = appFrames
    self.origin = origin
  }

  /// The causes the message is consistent with, most likely first.
  public var likelyCauses: [CauseAssessment] { causes.filter(\.isConsistent) }
}

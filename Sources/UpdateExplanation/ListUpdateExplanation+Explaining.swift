extension ListUpdateExplanation {
  /// Works out the explanation of `message`.
  ///
  /// ```swift
  /// let explanation = ListUpdateExplanation(message)  // "5 + 1 − 0 … = 6, but … said 5"
  /// explanation.balances[0].arithmetic
  /// // 5 + 1 − 0 + 0 − 0 = 6, but the data source said 5
  /// ```
  ///
  /// - Parameters:
  ///   - message: A message the scanner found.
  ///   - appFrames: The app's frames that called into UIKit, if the input had them.
  ///   - origin: Where the message was found.
  public init(_ message: ListUpdateMessage, appFrames: [String] = [], origin: String = "text") {
    switch message.content {
    case .countMismatch(let counts):
      self = Self.explaining(counts, message: message)
    case .batchMismatch(let batch):
      self = Self.explaining(batch, message: message)
    case .diffable(let failure):
      self = Self.explaining(failure, message: message)
    }
    self.appFrames = appFrames
    self.origin = origin
    if message.isCutShort {
      notes.append(
        "The message is cut short (the text ends, or turns into something else, before UIKit's "
          + "wording does); what was read is explained.")
    }
  }

  // MARK: Count family

  private static func explaining(_ counts: CountMismatch, message: ListUpdateMessage) -> Self {
    let noun = counts.countsSections ? "sections" : counts.list.itemNoun
    let place =
      counts.section.map { "section \($0) of the \(counts.list.viewName)" }
      ?? "the \(counts.list.viewName)"
    guard counts.isComplete, let after = counts.after, let before = counts.before,
      let inserted = counts.inserted, let deleted = counts.deleted
    else {
      let known = [
        counts.after.map { "\($0) after" }, counts.before.map { "\($0) before" },
        counts.inserted.map { "\($0) inserted" }, counts.deleted.map { "\($0) deleted" },
      ].compactMap { $0 }
      return Self(
        message: message,
        summary: "UIKit refused a batch update: the number of \(noun) in \(place) did not add up"
          + (known.isEmpty ? "." : " (\(known.joined(separator: ", ")))."),
        balances: [], verdict: "",
        notes: ["The message stops before all of UIKit's numbers; the arithmetic cannot be done."],
        causes: LikelyCause.allCases.map {
          CauseAssessment(
            cause: $0, isConsistent: false,
            reason: "cannot tell: the message is cut short before its numbers")
        })
    }
    let balance = SectionBalance(
      section: counts.section, oldSection: nil, before: before, inserted: inserted,
      deleted: deleted, movedIn: counts.movedIn ?? 0, movedOut: counts.movedOut ?? 0, after: after)
    let summary =
      "UIKit refused a batch update: \(place) had \(before) \(noun) before it, the app declared "
      + "\(inserted) inserted and \(deleted) deleted"
      + (counts.countsSections
        ? "" : ", \(balance.movedIn) moved in and \(balance.movedOut) moved out")
      + ", and the data source then said \(after)."
    let evidence = BatchEvidence(noun: noun, sectionCount: counts.countsSections)
    return Self(
      message: message, summary: summary, balances: [balance],
      verdict: Self.verdict(for: balance, noun: noun), notes: [],
      causes: assess(balance, evidence: evidence))
  }

  // MARK: Batch family

  private static func explaining(_ batch: BatchMismatch, message: ListUpdateMessage) -> Self {
    let noun = batch.list.itemNoun
    guard let before = batch.before, let after = batch.after else {
      return Self(
        message: message,
        summary: "UIKit refused a batch update whose counts are inconsistent with its updates.",
        balances: [], verdict: "",
        notes: [
          "The message stops before the data source's counts; the arithmetic cannot be done."
        ],
        causes: LikelyCause.allCases.map {
          CauseAssessment(
            cause: $0, isConsistent: false,
            reason: "cannot tell: the message is cut short before its counts")
        })
    }
    let books = BatchBooks(before: before, after: after, updates: batch.updates ?? [])
    var summary =
      "UIKit refused a batch update: the data source had \(describe(before, noun: noun)) before "
      + "and \(describe(after, noun: noun)) after"
    let updates = batch.updates ?? []
    summary +=
      updates.isEmpty
      ? ", and the app declared no update at all."
      : ", and the app declared \(updates.count) update\(updates.count == 1 ? "" : "s"): "
        + updates.prefix(12).map(\.description).joined(separator: ", ")
        + (updates.count > 12 ? ", …" : "") + "."
    var notes = books.notes
    if batch.updatesCutShort {
      notes.append("The Updates list is cut short: the arithmetic counts only the updates read.")
    }
    let unbalanced = books.balances.first { !$0.balances }
    let verdictText = unbalanced.map {
      Self.verdict(for: $0, noun: $0.section == nil ? "sections" : noun)
    }
    var evidence = BatchEvidence(noun: noun, sectionCount: unbalanced?.section == nil)
    evidence.listsUpdates = true
    evidence.reloadedAndDeleted = books.reloadedAndDeleted
    evidence.sectionOrderProblems = books.sectionOrderProblems
    evidence.indexProblems = books.indexProblems
    let causes: [CauseAssessment]
    if let unbalanced {
      causes = assess(unbalanced, evidence: evidence)
    } else {
      notes.append(
        "Every section balances by UIKit's arithmetic as read; UIKit's complaint must be an "
          + "index in the updates (see above) or a part of the message that was cut off.")
      causes = assessBalanced(books)
    }
    return Self(
      message: message, summary: summary, balances: books.balances, verdict: verdictText ?? "",
      notes: notes, causes: causes)
  }

  /// `1 section of 3 rows`, `2 sections of 3 and 0 rows`.
  static func describe(_ counts: [Int], noun: String) -> String {
    let sections = counts.count == 1 ? "1 section" : "\(counts.count) sections"
    guard !counts.isEmpty else { return "no sections" }
    let shown = counts.prefix(12).map(String.init)
    let list =
      shown.count == 1
      ? shown[0]
      : shown.dropLast().joined(separator: ", ") + (counts.count > 12 ? ", …" : "") + " and "
        + (counts.count > 12 ? String(counts[counts.count - 1]) : shown[shown.count - 1])
    return "\(sections) of \(list) \(noun)"
  }

  // MARK: Diffable family

  private static func explaining(_ failure: DiffableFailure, message: ListUpdateMessage) -> Self {
    let (summary, consistent) = DiffableCauses.summaryAndCauses(of: failure.kind)
    var causes: [CauseAssessment] = consistent.map {
      CauseAssessment(cause: $0.cause, isConsistent: true, reason: $0.reason)
    }
    for cause in LikelyCause.allCases where !consistent.contains(where: { $0.cause == cause }) {
      causes.append(
        CauseAssessment(
          cause: cause, isConsistent: false,
          reason: "this message is raised by the snapshot itself, not by a count mismatch, and "
            + "this cause does not produce it"))
    }
    return Self(
      message: message, summary: summary, balances: [], verdict: "", notes: [], causes: causes)
  }

  // MARK: Verdict and causes

  /// Which side of one balance is wrong, in words.
  static func verdict(for balance: SectionBalance, noun: String) -> String {
    guard let difference = balance.difference, let change = balance.declaredChange else {
      return "The numbers overflow 64-bit arithmetic; UIKit cannot have printed them."
    }
    let unit = singular(noun)
    func count(_ value: Int) -> String {
      let magnitude = value.magnitude
      return "\(magnitude) \(magnitude == 1 ? unit : noun)"
    }
    func updates(_ value: Int, _ kind: String) -> String {
      value.magnitude == 1 ? "1 \(kind) is" : "\(value.magnitude) \(kind)s are"
    }
    let where_ = balance.section.map { "In section \($0), t" } ?? "T"
    if difference == 0 { return "" }
    if balance.after == balance.before && change != 0 {
      return "\(where_)he data source's count did not change (\(balance.before) before, "
        + "\(balance.after) after), although the updates declare a net change of "
        + "\(signed(change)): the updates describe a change the data source does not show — "
        + "the model was changed outside the batch, or the updates are surplus."
    }
    if change == 0 {
      return "\(where_)he updates declare no net change, but the data source went from "
        + "\(balance.before) to \(balance.after) \(noun): a change of "
        + "\(signed(balance.after &- balance.before)) that no update declared."
    }
    if difference > 0 {
      return "\(where_)he data source returned \(count(difference)) more than the updates leave: "
        + "either \(updates(difference, "insert")) missing from the updates (or as many deletes "
        + "declared too many), or the model gained them without telling the view."
    }
    return "\(where_)he data source returned \(count(difference)) fewer than the updates leave: "
      + "either \(updates(difference, "delete")) missing from the updates (or as many inserts "
      + "declared too many), or the model lost them without telling the view."
  }

  static func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : "\(value)" }

  static func singular(_ noun: String) -> String {
    switch noun {
    case "rows": "row"
    case "items": "item"
    case "sections": "section"
    default: "row/item"
    }
  }

  /// The causes, consistent ones first in order of likelihood, for an unbalanced balance.
  static func assess(_ balance: SectionBalance, evidence: BatchEvidence) -> [CauseAssessment] {
    CountCauses(balance: balance, evidence: evidence).assessments()
  }

  /// Every section balances: only index problems can explain the refusal.
  static func assessBalanced(_ books: BatchBooks) -> [CauseAssessment] {
    LikelyCause.allCases.map { cause in
      switch cause {
      case .staleUpdates where !books.indexProblems.isEmpty:
        CauseAssessment(
          cause: cause, isConsistent: true,
          reason: "the updates name index paths the data source did not have ("
            + books.indexProblems.prefix(3).joined(separator: "; ") + ")")
      case .reloadWithDelete where books.reloadedAndDeleted != nil:
        CauseAssessment(
          cause: cause, isConsistent: true,
          reason: books.reloadedAndDeleted ?? "")
      default:
        CauseAssessment(
          cause: cause, isConsistent: false,
          reason: "every section's count balances, so no count-changing cause fits")
      }
    }
  }
}

/// Which causes one unbalanced section's numbers are consistent with, and why, ranked.
///
/// With A the data source's count after, B the count before, *net* the declared change and
/// Δ = A − (B + *net*):
///
/// | cause | consistent when |
/// | --- | --- |
/// | model outside the batch | A = B while *net* ≠ 0 |
/// | update before the first load | B = 0 while A > 0 |
/// | reload with delete | both inserts and deletes declared and \|Δ\| ≤ min(inserted, deleted); in a batch message, a row listed as reloaded and deleted |
/// | section order | a whole section's count in the gap (B = 0, A = 0, \|Δ\| = A or B) or sections inserted/deleted; in a batch message, rows declared in inserted or deleted sections |
/// | stale updates, racing batches, two queues | A ≠ B (the count did change, by other than declared) |
/// | mutable Hashable | Δ < 0 (equal identifiers collapse) |
/// | hash and == disagree | Δ ≠ 0 |
///
/// ```swift
/// CountCauses(balance: balance, evidence: evidence).assessments().first?.cause
/// // .modelOutsideBatch for 5 before, 5 after, 1 inserted
/// ```
struct CountCauses {
  let balance: SectionBalance
  let evidence: BatchEvidence

  /// The order consistent causes are listed in: the specific patterns first, the broad ones
  /// after.
  static let ranking: [LikelyCause] = [
    .modelOutsideBatch, .reloadWithDelete, .sectionOrder, .updateBeforeFirstLoad,
    .staleUpdates, .racingBatches, .mutableHashable, .twoQueues, .hashEqualityMismatch,
  ]

  /// Every cause assessed, consistent ones first by ``ranking``, then the ruled-out ones.
  func assessments() -> [CauseAssessment] {
    let all = Self.ranking.map(assess)
    return all.filter(\.isConsistent) + all.filter { !$0.isConsistent }
  }

  private func assess(_ cause: LikelyCause) -> CauseAssessment {
    let after = balance.after
    let before = balance.before
    let change = balance.declaredChange ?? 0
    let gap = balance.difference ?? 0
    let noun = evidence.noun
    let counts = "\(before) before, \(after) after"
    func yes(_ reason: String) -> CauseAssessment {
      CauseAssessment(cause: cause, isConsistent: true, reason: reason)
    }
    func no(_ reason: String) -> CauseAssessment {
      CauseAssessment(cause: cause, isConsistent: false, reason: reason)
    }
    switch cause {
    case .modelOutsideBatch:
      if after == before && change != 0 {
        return yes(
          "the data source's count did not move (\(counts)) while the updates declare "
            + "\(ListUpdateExplanation.signed(change)): UIKit read the model either already "
            + "changed (before) or not yet changed (after)")
      }
      return no(
        after == before
          ? "nothing was declared and nothing changed in this count"
          : "the data source's count did change (\(counts)), so UIKit saw a change inside the "
            + "batch")
    case .updateBeforeFirstLoad:
      if before == 0 && after > 0 {
        return yes(
          "UIKit counted 0 \(noun) before: a view that never asked for its counts starts from "
            + "zero, and the model already held \(after)")
      }
      return no("UIKit had \(before) \(noun) before, so the view had loaded its counts")
    case .reloadWithDelete:
      if evidence.listsUpdates {
        if let pair = evidence.reloadedAndDeleted { return yes(pair) }
        return no("the updates list no row that is both reloaded and deleted or inserted")
      }
      let pairs = min(balance.inserted, balance.deleted)
      if pairs > 0 && gap != 0 && gap.magnitude <= pairs.magnitude {
        return yes(
          "\(balance.inserted) inserted and \(balance.deleted) deleted: a reload counts as one of "
            + "each, and a reloaded row that is also deleted leaves a gap of "
            + "\(gap.magnitude) like this one")
      }
      return no(
        pairs == 0
          ? "a reload counts as a delete plus an insert, and the updates do not have both"
          : "the gap (\(gap.magnitude)) is larger than the \(pairs) delete-insert pairs a "
            + "reload could account for")
    case .sectionOrder:
      if evidence.listsUpdates {
        if !evidence.sectionOrderProblems.isEmpty {
          return yes(evidence.sectionOrderProblems.prefix(3).joined(separator: "; "))
        }
        return no("no row update names a section that is itself inserted or deleted")
      }
      if evidence.sectionCount {
        if balance.inserted > 0 || balance.deleted > 0 {
          return yes(
            "sections were inserted or deleted (\(balance.inserted) inserted, "
              + "\(balance.deleted) deleted); declaring them from indexes taken at another "
              + "moment than the model's sections gives a gap like \(gap.magnitude)")
        }
        return no("no section was inserted or deleted")
      }
      if gap != 0
        && (before == 0 || after == 0 || gap.magnitude == before.magnitude
          || gap.magnitude == after.magnitude)
      {
        return yes(
          "the gap (\(gap.magnitude)) is a whole section's count (\(counts)): rows counted in a "
            + "section that was inserted or deleted at the same time, or in the wrong section")
      }
      return no(
        "the gap (\(gap.magnitude)) is not a whole section's count (\(counts)), as rows counted "
          + "in the wrong section would leave")
    case .staleUpdates:
      if after != before {
        return yes(
          change == 0
            ? "the count moved (\(counts)) while no change was declared: the updates were worked "
              + "out from a model that did not yet have it"
            : "the count moved by \(ListUpdateExplanation.signed(after &- before)) but the updates "
              + "declare \(ListUpdateExplanation.signed(change)): they describe an older pair of "
              + "models")
      }
      return no(
        "the count did not move (\(counts)); stale updates would still leave it changed")
    case .racingBatches, .twoQueues:
      if after != before {
        return yes(
          "the count moved by \(ListUpdateExplanation.signed(after &- before)) while the updates "
            + "declare \(ListUpdateExplanation.signed(change)): the difference, "
            + "\(ListUpdateExplanation.signed(gap)), is what a second change, "
            + (cause == .twoQueues
              ? "applied from another queue, would add"
              : "landing while the first batch was in flight, would add"))
      }
      return no(
        "the count did not move (\(counts)), so no second change landed in between")
    case .mutableHashable:
      if gap < 0 {
        return yes(
          "the data source has \(gap.magnitude) fewer than the updates leave: identifiers that "
            + "became equal after a mutation collapse into one (only with a diffable data "
            + "source or a diffing library)")
      }
      return no(
        "the data source has more than the updates leave, and equal identifiers only ever "
          + "make it fewer")
    case .hashEqualityMismatch:
      if gap != 0 {
        return yes(
          "a diff over identifiers whose hash and == disagree can count an item as both kept "
            + "and inserted or deleted, off by \(gap.magnitude) here (only with a diffable data "
            + "source or a diffing library)")
      }
      return no("the books balance")
    }
  }
}

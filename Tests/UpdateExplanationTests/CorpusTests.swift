import Testing

@testable import UpdateExplanation

/// Every message of the corpus is read with its numbers: as pasted, wrapped at 60 columns
/// with quote markers, and cut short.
@Suite struct CorpusTests {
  private func first(_ text: String) throws -> ListUpdateMessage? {
    try ListUpdateScanner().messages(in: Array(text.utf8)).first
  }

  private func expectCounts(_ message: ListUpdateMessage?, _ entry: CorpusMessage) {
    #expect(message?.family == entry.family, "\(entry.source)")
    guard case .countMismatch(let counts) = message?.content else { return }
    #expect(
      [counts.section, counts.after, counts.before, counts.inserted, counts.deleted]
        == entry.counts, "\(entry.source)")
  }

  @Test(arguments: corpus) func readsTheMessageAsPasted(_ entry: CorpusMessage) throws {
    expectCounts(try first(entry.text), entry)
  }

  @Test(arguments: corpus) func readsTheMessageWrappedAndQuoted(_ entry: CorpusMessage) throws {
    // Hard-wrapped at 60 columns, mid-word, each line quoted as a mail or Markdown reply.
    var wrapped = ""
    var column = 0
    for character in entry.text {
      if column == 60 {
        wrapped += "\n> "
        column = 0
      }
      wrapped.append(character)
      column = character == "\n" ? 0 : column + 1
    }
    expectCounts(try first("> " + wrapped), entry)
  }

  @Test(arguments: corpus) func keepsWhatItCanOfATruncatedCopy(_ entry: CorpusMessage) throws {
    let cut = String(entry.text.prefix(entry.text.count * 2 / 3))
    let message = try first(cut)
    #expect(message?.family == entry.family, "\(entry.source)")
    if case .countMismatch(let counts) = message?.content, !counts.isComplete {
      #expect(message?.isCutShort == true)
    }
    if let message { _ = ListUpdateExplanation(message).text(file: "cut.txt") }
  }

  @Test func explainsEveryCorpusMessage() throws {
    for entry in corpus {
      let explanations = try ListUpdateExplanation.all(in: Array(entry.text.utf8))
      #expect(!explanations.isEmpty, "\(entry.source)")
      for explanation in explanations {
        #expect(!explanation.summary.isEmpty)
        #expect(explanation.causes.count == LikelyCause.allCases.count, "\(entry.source)")
      }
    }
  }

  /// The count messages the thread kept whole: five numbers, and for rows or items the moves
  /// clause too.
  static let completeCounts = corpus.filter {
    $0.family == "count-mismatch" && $0.counts.count == 5 && !$0.counts.dropFirst().contains(nil)
      && ($0.counts[0] == nil || $0.text.contains("moved out"))
  }

  @Test(arguments: completeCounts)
  func explainsTheArithmeticOfEveryCompleteCountMessage(_ entry: CorpusMessage) throws {
    // The expected books, from the fixture's own numbers: before + inserted − deleted, against
    // what the data source said after.
    let counts = entry.counts.compactMap { $0 }.suffix(4).map { $0 }
    let (after, before, inserted, deleted) = (counts[0], counts[1], counts[2], counts[3])
    let explanation = try #require(try ListUpdateExplanation.all(in: Array(entry.text.utf8)).first)
    let balance = try #require(explanation.balances.first, "\(entry.source)")
    #expect(balance.section == entry.counts[0], "\(entry.source)")
    #expect(balance.arithmetic.hasPrefix("\(before) + \(inserted) − \(deleted)"), "\(entry.source)")
    #expect(balance.arithmetic.hasSuffix("the data source said \(after)"), "\(entry.source)")
    #expect(
      balance.balances == (balance.expected == after), "\(entry.source): \(balance.arithmetic)")
    #expect(!explanation.verdict.isEmpty || balance.balances, "\(entry.source)")
    #expect(explanation.causes.contains { $0.isConsistent }, "\(entry.source): no cause fits")
  }

  @Test func theCorpusHoldsFortyMessagesOfEveryFamilyAndBothLists() {
    #expect(corpus.count >= 40)
    #expect(Set(corpus.map(\.source)).count == corpus.count, "each thread once")
    let families = Set(corpus.map(\.family))
    for family in ["count-mismatch", "batch-mismatch", "duplicate-identifiers"] {
      #expect(families.contains(family))
    }
    #expect(corpus.contains { $0.text.contains("rows") })
    #expect(corpus.contains { $0.text.contains("items") })
  }
}

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
}

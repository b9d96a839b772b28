import ReplayTestSupport
import SnapshotRecording
import Testing

@Suite struct TerminalTextTests {
  @Test func printableTextIsKeptAsItIs() {
    let text = #"Café 🐈 ✎ → "quoted" back\slash 100%"#
    #expect(TerminalText.escaped(text) == text)
  }

  @Test func escapeAndCarriageReturnAreShownByName() {
    #expect(TerminalText.escaped("a\u{1B}[2Jb\rc") == #"a\e[2Jb\rc"#)
  }

  @Test func lineBreaksTabsAndNulAreShownByName() {
    #expect(TerminalText.escaped("a\nb\tc\0d") == #"a\nb\tc\0d"#)
  }

  @Test func otherC0ControlsDelAndC1ControlsAreShownAsScalars() {
    #expect(
      TerminalText.escaped("\u{07}\u{08}\u{1F}\u{7F}\u{80}\u{9B}")
        == #"\u{07}\u{08}\u{1F}\u{7F}\u{80}\u{9B}"#)
  }

  @Test func anOSCTitleSequenceCannotReachTheTerminal() {
    #expect(TerminalText.escaped("\u{1B}]0;pwned\u{07}title") == #"\e]0;pwned\u{07}title"#)
  }

  @Test func bidiControlsAndLineSeparatorsAreShownAsScalars() {
    let hidden =
      "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}"
      + "\u{200E}\u{200F}\u{061C}\u{2028}\u{2029}"
    #expect(
      TerminalText.escaped(hidden)
        == #"\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}"#
        + #"\u{200E}\u{200F}\u{61C}\u{2028}\u{2029}"#)
  }

  @Test func theResultHoldsNothingATerminalActsOn() {
    var random = SplitMix64(seed: 9)
    for _ in 0..<200 {
      let scalars = (0..<20).compactMap { _ in
        Unicode.Scalar(UInt32(random.next() % 0x2100))
      }
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars)
      let escaped = TerminalText.escaped(text)
      #expect(!escaped.unicodeScalars.contains(where: TerminalText.needsEscape), "\(scalars)")
    }
  }

  @Test func substringsAreEscapedToo() {
    let line = "id: a\u{1B}[2J; rest"
    #expect(TerminalText.escaped(line.dropFirst(4).prefix(5)) == #"a\e[2J"#)
  }
}

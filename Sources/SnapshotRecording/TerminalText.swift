/// Makes text from a recording (or from the command line) safe to print on a terminal: every
/// character a terminal would act on instead of showing is replaced by a visible escape.
///
/// Recordings arrive attached to bug reports, so a title, a marker label or an identifier may
/// hold `ESC[2J` (clear the screen), an OSC sequence (set the window title), a carriage return
/// (overwrite the line) or a bidi override (show the line backwards). Printed raw, they could
/// repaint or hide the tool's own verdict. Text renderings escape each such value where they
/// format it, through ``escaped(_:)``, and leave their own line breaks alone; JSON output
/// escapes by JSON's rules instead (``JSONWriter``), so nothing is escaped twice.
///
/// ```swift
/// TerminalText.escaped("Sort\u{1B}[2J\r\u{202E}done")  // Sort\e[2J\r\u{202E}done
/// TerminalText.escaped("line 1\nline 2\tend")          // line 1\nline 2\tend
/// TerminalText.escaped("Café 🐈 ✎")                     // Café 🐈 ✎ (printable text is kept)
/// ```
///
/// What is escaped: the C0 controls U+0000–U+001F (`\0`, `\t`, `\n`, `\r` and `\e` by name, the
/// rest as `\u{1F}`), DEL U+007F, the C1 controls U+0080–U+009F, and the characters that change
/// the direction or the lines of text without being seen: the bidi embeddings, overrides and
/// isolates (U+202A–U+202E, U+2066–U+2069), the direction marks (U+200E, U+200F, U+061C) and
/// the line and paragraph separators (U+2028, U+2029). A backslash is kept as it is, so that
/// paths and ordinary text read as written.
///
/// This type lives beside ``JSONWriter`` in the lowest module the text renderings share (the
/// `info` report, the `diff` text, the command-line tool's diagnostics), so there is one rule
/// for every terminal line.
public enum TerminalText {
  /// `text` with every control, bidi control and line separator replaced by a visible escape.
  ///
  /// ```swift
  /// TerminalText.escaped("a\u{1B}]0;pwned\u{07}b")  // a\e]0;pwned\u{07}b
  /// ```
  ///
  /// - Parameter text: Text from a recording, a file name, or anything not written by the tool.
  /// - Returns: The text, unchanged when it holds nothing to escape.
  /// - Complexity: O(*n*) in the length of `text`.
  public static func escaped(_ text: some StringProtocol) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether a terminal would act on `scalar` rather than show it, or it reorders or breaks a
  /// line unseen.
  ///
  /// - Parameter scalar: One Unicode scalar.
  /// - Returns: `true` for the scalars ``escaped(_:)`` replaces.
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  private static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\0": #"\0"#
    case "\t": #"\t"#
    case "\n": #"\n"#
    case "\r": #"\r"#
    case "\u{1B}": #"\e"#
    default:
      #"\u{"# + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2) + "}"
    }
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    count >= length ? self : String(repeating: "0", count: length - count) + self
  }
}

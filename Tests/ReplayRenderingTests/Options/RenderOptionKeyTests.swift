import Foundation
import ReplayRendering
import ReplayTestSupport
import SnapshotRecording
import Testing

/// The one list of render options against what it describes: the options' fields and defaults,
/// and the table in docs/Rendering.md.
@Suite struct RenderOptionKeyTests {
  /// Values other than the default, as a hint would hold them; an option not listed is tried
  /// with ``derivedSample(for:)``, so a new option needs no line here.
  static let edgeCases: [RenderOptionKey: RenderHint] = [
    .layout: .string("list"), .columns: .number(24), .cellSize: .string("16x34"),
    .spacing: .number(0), .padding: .number(2.5), .headerHeight: .number(0),
    .cornerRadius: .number(0), .scale: .number(2), .background: .string("#000000"),
    .appearance: .string("dark"),
    .viewport: .string("390x844"), .listStyle: .string("inset-grouped"), .fps: .number(29.97),
    .duration: .number(1), .curve: .string("spring"), .speed: .number(0.5),
    .maxIdle: .number(0.25), .hold: .number(0), .from: .number(3), .to: .number(-1),
    .timing: .string("sequential"), .contentSize: .string("ax3"),
    .layoutDirection: .string("rtl"), .chrome: .string("navigation"),
  ]

  /// A value other than the default from the table's kind and range: a choice's last word,
  /// a number's upper bound.
  static func derivedSample(for key: RenderOptionKey) -> RenderHint {
    switch key.kind {
    case .choice(let words): .string(words.last ?? "")
    case .size: .string("16x34")
    case .color: .string("#000000")
    case .integer: .number(3)
    case .positiveInteger, .positiveNumber, .nonNegativeNumber, .nonNegativeNumberOrNone:
      .number(key.range?.upperBound ?? 7)
    }
  }

  @Test(arguments: RenderOptionKey.allCases)
  func eachHintSetsItsOwnOption(key: RenderOptionKey) throws {
    for hint in [Self.edgeCases[key], Self.derivedSample(for: key)].compactMap({ $0 }) {
      try expectHintSetsOnlyItsOption(key: key, hint: hint)
    }
  }

  func expectHintSetsOnlyItsOption(key: RenderOptionKey, hint: RenderHint) throws {
    let options = try RenderOptions(hints: [key.hint: hint])
    // The hinted option holds the hint's value and no other option moved from its default.
    #expect(options.optionText(for: key) == hint.commandLineText)
    for other in RenderOptionKey.allCases where other != key {
      #expect(options.optionText(for: other) == RenderOptions().optionText(for: other), "\(other)")
    }
  }

  /// Every stored property of `RenderOptions` is one key's, in the table's order, so an
  /// override can set any of them and no option is missing from the table; the other
  /// properties say which of them the caller set, and which list appearance a recording's
  /// `layout` line gave.
  @Test func everyPropertyOfTheOptionsIsOneKeysInTheTablesOrder() throws {
    let options = Mirror(reflecting: RenderOptions()).children.compactMap(\.label)
      .filter { $0 != "provenance" && $0 != "recordedListAppearance" }
    let listed = RenderOptionKey.allCases.map { key in
      switch key {
      case .from: "fromSeq"
      case .to: "toSeq"
      default: key.hint
      }
    }
    #expect(options == listed)
    // Each key names its own property: an override of it sets that key alone, and applies it.
    for key in RenderOptionKey.allCases {
      let overrides = try RenderOptionOverrides(hints: [key.hint: Self.derivedSample(for: key)])
      #expect(overrides.keys == [key])
      let applied = overrides.applied(to: RenderOptions())
      #expect(applied.optionText(for: key) == overrides.text(for: key), "\(key)")
    }
  }

  @Test func listedDefaultsAreTheDefaultsOfRenderOptions() {
    for key in RenderOptionKey.allCases {
      let defaultText = key.defaultValue.filter { $0 != "`" }
      if let actual = RenderOptions().optionText(for: key) {
        #expect(defaultText == actual, "\(key)")
      } else {
        // Unset by default: the list says what happens instead (none, first, white; …).
        #expect(Double(defaultText) == nil, "\(key)")
      }
    }
  }

  @Test func listedChoicesAreTheEnumerationsCases() {
    for key in RenderOptionKey.allCases {
      guard case .choice(let words) = key.kind else { continue }
      #expect(key.values == words.map { "`\($0)`" }.joined(separator: ", "), "\(key)")
    }
  }

  @Test func helpNamesWhatTheOptionTakesAndItsDefault() {
    #expect(
      RenderOptionKey.fps.help == "Frames per second: a number from 0.1 to 240 (default: 30).")
    #expect(RenderOptionKey.curve.help == "Easing of every transition (default: ease-in-out).")
  }

  @Test func docsOptionTableIsTheList() throws {
    let url = PackageFiles.root.appendingPathComponent("docs/Rendering.md")
    let rows = try DocsTable.rows(
      in: String(contentsOf: url, encoding: .utf8), header: "| option | hint | default | values |")
    let listed = RenderOptionKey.allCases.map { key in
      [
        "`" + key.flag + (key.valueName.map { " " + $0 } ?? "") + "`", "`\(key.hint)`",
        key.defaultValue, key.values,
      ]
    }
    #expect(rows.count == listed.count)
    for (row, expected) in zip(rows, listed) {
      #expect(row == expected)
    }
  }
}

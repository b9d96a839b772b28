import ReplayRendering
import SnapshotRecording
import Testing

@Suite struct OptionsParsingTests {
  @Test func defaultsAreTheDocumentedOnes() {
    let options = RenderOptions()
    #expect(options.fps == 30 && options.duration == 0.3 && options.curve == .easeInOut)
    #expect(options.timing == .recorded && options.layout == .grid && options.scale == 1)
  }

  @Test func headerHintsSetOptions() throws {
    let options = try RenderOptions(hints: ["fps": .number(60), "curve": .string("spring")])
    #expect(options.fps == 60)
    #expect(options.curve == .spring)
  }

  @Test func overridesReplaceHeaderHints() throws {
    let options = try RenderOptions(
      hints: ["fps": .number(60), "columns": .number(24)],
      overrides: RenderOptionOverrides { $0.fps = 12 })
    #expect(options.fps == 12)
    #expect(options.columns == 24)
  }

  @Test func insertionSortPresetIsExpressibleAsHints() throws {
    let options = try RenderOptions(hints: [
      "layout": .string("grid"), "columns": .number(24), "cellSize": .string("16x34"),
      "spacing": .number(0), "padding": .number(0), "background": .string("#000000"),
      "cornerRadius": .number(0),
    ])
    #expect(options.cellSize == SceneSize(width: 16, height: 34))
    #expect(options.spacing == 0 && options.padding == 0 && options.cornerRadius == 0)
    #expect(options.resolvedBackground.hex == "#000000")
    #expect(GridLayout(options: options).contentWidth == 384)
  }

  @Test func numberHintsMayBeWrittenAsStringsAsOnTheCommandLine() throws {
    let options = try RenderOptions(
      hints: ["fps": .string("29.97"), "columns": .string("24"), "from": .string("-3")])
    #expect(options.fps == 29.97)
    #expect(options.columns == 24)
    #expect(options.fromSeq == -3)
  }

  @Test func integerHintsTakeWholeJSONNumbers() throws {
    #expect(try RenderOptions(hints: ["to": .number(41)]).toSeq == 41)
    #expect(throws: RenderOptionError.invalidValue(option: .columns, value: "2.5", source: .header))
    {
      try RenderOptions(hints: ["columns": .number(2.5)])
    }
  }

  @Test func unknownHintIsIgnored() throws {
    #expect(try RenderOptions(hints: ["sparkles": .bool(true)]) == RenderOptions())
  }

  @Test func hintNamesAreTheCamelCaseOnesTheFormatDefines() throws {
    // Kebab-case and property spellings are not hint names: like any unknown key, ignored.
    let hints: [String: RenderHint] = [
      "cell-size": .string("8x9"), "--fps": .number(5), "fromSeq": .number(3),
    ]
    #expect(try RenderOptions(hints: hints) == RenderOptions())
  }

  @Test func badOverrideNamesTheFlagAndTheValue() {
    #expect(throws: RenderOptionError.invalidValue(option: .fps, value: "0", source: .override)) {
      try RenderOptions(hints: [:], overrides: RenderOptionOverrides { $0.fps = 0 })
    }
    let error = RenderOptionError.invalidValue(option: .fps, value: "fast", source: .override)
    #expect(
      error.description == "invalid value \"fast\" for --fps: expected a number from 0.1 to 240")
  }

  @Test func overridesAreHeldToTheHintsRules() {
    let bad: [RenderOptionOverrides] = [
      RenderOptionOverrides { $0.columns = 0 }, RenderOptionOverrides { $0.spacing = -1 },
      RenderOptionOverrides { $0.cellSize = SceneSize(width: 0, height: 10) },
      RenderOptionOverrides { $0.viewport = SceneSize(width: 390, height: .infinity) },
      RenderOptionOverrides { $0.fps = .nan }, RenderOptionOverrides { $0.speed = 0 },
      RenderOptionOverrides { $0.maxIdle = -0.5 }, RenderOptionOverrides { $0.hold = -1 },
    ]
    for overrides in bad {
      #expect(throws: RenderOptionError.self, "\(overrides)") {
        try RenderOptions(hints: [:], overrides: overrides)
      }
    }
  }

  @Test func badHeaderValueNamesTheHint() {
    do {
      _ = try RenderOptions(hints: ["cellSize": .string("16by34")])
      Issue.record("a bad cell size was accepted")
    } catch {
      #expect(
        error.description
          == "invalid value \"16by34\" for render hint \"cellSize\" (--cell-size) in the recording "
          + "header: expected WIDTHxHEIGHT in points, both > 0 and ≤ 100000, such as 16x34")
    }
  }

  @Test(arguments: [
    ("fps", "0"), ("fps", "nan"), ("scale", "-1"), ("columns", "2.5"), ("columns", "0"),
    ("spacing", "-3"), ("background", "black"), ("background", "#12345"), ("viewport", "390"),
    ("viewport", "0x10"), ("curve", "bounce"), ("layout", "table"), ("timing", "real"),
    ("listStyle", "sidebar"), ("from", "x"), ("speed", "0"), ("maxIdle", "-1"), ("hold", "inf"),
    ("fps", "241"), ("columns", "10001"),
    ("speed", "1e-320"), ("hold", "1e300"), ("maxIdle", "3601"),
  ])
  func badValueIsRejected(hint: String, value: String) throws {
    let key = try #require(RenderOptionKey(rawValue: hint))
    #expect(key.expected == expectation(hint))
    #expect(throws: RenderOptionError.invalidValue(option: key, value: value, source: .header)) {
      try RenderOptions(hints: [hint: .string(value)])
    }
  }

  @Test func choiceErrorListsTheChoices() {
    let error = RenderOptionError.invalidValue(option: .curve, value: "bounce", source: .override)
    #expect(
      error.description
        == "invalid value \"bounce\" for --curve: "
        + "expected one of linear, ease-in, ease-out, ease-in-out, spring")
  }

  @Test func flagSpellsCamelCaseAsKebabCase() {
    #expect(RenderOptionKey.maxIdle.flag == "--max-idle")
    #expect(RenderOptionKey.from.flag == "--from")
  }

  private func expectation(_ option: String) -> String {
    switch option {
    case "fps": "a number from 0.1 to 240"
    case "scale", "speed": "a number from 0.01 to 100"
    case "columns": "an integer from 1 to 10000"
    case "spacing": "a number from 0 to 10000"
    case "hold": "a number from 0 to 3600"
    case "maxIdle": "a number from 0 to 3600, or none"
    case "background": "#RRGGBB or #RRGGBBAA"
    case "viewport": "WIDTHxHEIGHT in points, both > 0 and ≤ 100000, such as 16x34"
    case "curve": "one of linear, ease-in, ease-out, ease-in-out, spring"
    case "layout": "one of grid, list"
    case "timing": "one of recorded, sequential"
    case "listStyle": "one of plain, inset-grouped, grouped"
    default: "an integer"
    }
  }
}

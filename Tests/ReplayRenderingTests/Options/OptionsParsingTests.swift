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

  @Test func commandLineOverridesHeaderHints() throws {
    let options = try RenderOptions(
      hints: ["fps": .number(60), "columns": .number(24)], overrides: ["fps": "12"])
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

  @Test func kebabAndFlagSpellingsAreAccepted() throws {
    let options = try RenderOptions(
      hints: [:], overrides: ["cell-size": "8x9", "--list-style": "inset-grouped", "from": "3"])
    #expect(options.cellSize == SceneSize(width: 8, height: 9))
    #expect(options.listStyle == .insetGrouped)
    #expect(options.fromSeq == 3)
  }

  @Test func unknownHintIsIgnored() throws {
    #expect(try RenderOptions(hints: ["sparkles": .bool(true)]) == RenderOptions())
  }

  @Test func unknownCommandLineOptionIsAnError() {
    #expect(throws: RenderOptionError.unknownOption("sparkles")) {
      try RenderOptions(hints: [:], overrides: ["sparkles": "yes"])
    }
  }

  @Test func badCommandLineValueNamesTheOptionAndTheValue() {
    #expect(throws: RenderOptionError.self) {
      try RenderOptions(hints: [:], overrides: ["fps": "fast"])
    }
    let error = RenderOptionError.invalidValue(
      option: "fps", value: "fast", expected: "a number > 0", source: .commandLine)
    #expect(error.description == "invalid value \"fast\" for --fps: expected a number > 0")
  }

  @Test func badHeaderValueNamesTheHint() {
    do {
      _ = try RenderOptions(hints: ["cellSize": .string("16by34")])
      Issue.record("a bad cell size was accepted")
    } catch {
      #expect(
        error.description
          == "invalid value \"16by34\" for render hint \"cellSize\" (--cell-size) in the recording "
          + "header: expected WIDTHxHEIGHT in points, both > 0, such as 16x34")
    }
  }

  @Test(arguments: [
    ("fps", "0"), ("fps", "nan"), ("scale", "-1"), ("columns", "2.5"), ("columns", "0"),
    ("spacing", "-3"), ("background", "black"), ("background", "#12345"), ("viewport", "390"),
    ("viewport", "0x10"), ("curve", "bounce"), ("layout", "table"), ("timing", "real"),
    ("listStyle", "grouped"), ("from", "x"), ("speed", "0"), ("maxIdle", "-1"), ("hold", "inf"),
  ])
  func badValueIsRejected(option: String, value: String) {
    #expect(
      throws: RenderOptionError.invalidValue(
        option: option, value: value, expected: expectation(option), source: .commandLine)
    ) {
      try RenderOptions(hints: [:], overrides: [option: value])
    }
  }

  @Test func choiceErrorListsTheChoices() {
    #expect(
      throws: RenderOptionError.invalidValue(
        option: "curve", value: "bounce",
        expected: "one of linear, ease-in, ease-out, ease-in-out, spring", source: .commandLine)
    ) {
      try RenderOptions(hints: [:], overrides: ["curve": "bounce"])
    }
  }

  @Test func flagSpellsCamelCaseAsKebabCase() {
    #expect(RenderOptions.flag("maxIdle") == "--max-idle")
  }

  private func expectation(_ option: String) -> String {
    switch option {
    case "fps", "scale", "speed": "a number > 0"
    case "columns": "an integer > 0"
    case "spacing", "maxIdle", "hold": "a number ≥ 0"
    case "background": "#RRGGBB or #RRGGBBAA"
    case "viewport": "WIDTHxHEIGHT in points, both > 0, such as 16x34"
    case "curve": "one of linear, ease-in, ease-out, ease-in-out, spring"
    case "layout": "one of grid, list"
    case "timing": "one of recorded, sequential"
    case "listStyle": "one of plain, inset-grouped"
    default: "an integer"
    }
  }
}

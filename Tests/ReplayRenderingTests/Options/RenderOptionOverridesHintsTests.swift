import ReplayRendering
import SnapshotRecording
import Testing

/// A suite file's per-recording options: hint names and values, read by the hints' readers,
/// under the command line's.
@Suite struct RenderOptionOverridesHintsTests {
  @Test func hintValuesBecomeOverridesOfTheirOptionsOnly() throws {
    let overrides = try RenderOptionOverrides(hints: [
      "fps": .number(5), "to": .number(3), "cellSize": .string("16x34"), "maxIdle": .string("none"),
    ])
    #expect(overrides.fps == 5)
    #expect(overrides.toSeq == 3)
    #expect(overrides.cellSize == SceneSize(width: 16, height: 34))
    #expect(overrides.maxIdle == .some(nil), "none: set, to no limit")
    #expect(overrides.scale == nil)
    #expect(overrides.layout == nil)
  }

  @Test func aBadValueNamesTheOptionAndWhatItTakes() {
    #expect(
      throws: RenderOptionError.invalidValue(option: .fps, value: "0", source: .override)
    ) {
      try RenderOptionOverrides(hints: ["fps": .number(0)])
    }
  }

  @Test func theOtherOverridesWinWhereTheySetAValue() {
    let suite = RenderOptionOverrides {
      $0.scale = 0.5; $0.fps = 5; $0.toSeq = 3
    }
    let merged = suite.overridden(
      by: RenderOptionOverrides {
        $0.fps = 30; $0.hold = 0
      })
    #expect(
      merged
        == RenderOptionOverrides {
          $0.scale = 0.5
          $0.fps = 30
          $0.hold = 0
          $0.toSeq = 3
        })
  }

  @Test func everyOptionWrittenAsHintsReadsBackTheSame() throws {
    var overrides = RenderOptionOverrides {
      $0.layout = .list
      $0.columns = 4
      $0.cellSize = SceneSize(width: 16.5, height: 34)
      $0.spacing = 0.1 + 0.2
      $0.padding = 3
      $0.headerHeight = 20
      $0.cornerRadius = 1.25
      $0.scale = 0.5
      $0.background = RecordedColor(red: 1, green: 2, blue: 3, alpha: 4)
      $0.appearance = .dark
      $0.viewport = SceneSize(width: 320, height: 480)
      $0.listStyle = .allCases.last
      $0.fps = 29.97
      $0.duration = 0.3
      $0.curve = .linear
      $0.speed = 1.5
      $0.maxIdle = .some(nil)
      $0.hold = 0
      $0.fromSeq = 2
      $0.toSeq = 9
      $0.timing = .allCases.last
      $0.contentSize = .allCases.last
      $0.layoutDirection = .allCases.last
      $0.chrome = .navigation
    }
    // Options the list above leaves out take a sample from the table: every option is written.
    for key in RenderOptionKey.allCases where !overrides.keys.contains(key) {
      overrides = overrides.overridden(
        by: try RenderOptionOverrides(hints: [
          key.hint: RenderOptionKeyTests.derivedSample(for: key)
        ]))
    }
    let hints = overrides.hints
    #expect(hints.count == RenderOptionKey.allCases.count)
    #expect(hints["maxIdle"] == .string("none"))
    #expect(hints["to"] == .number(9))
    #expect(hints["cellSize"] == .string("16.5x34"))
    #expect(try RenderOptionOverrides(hints: hints) == overrides)
  }

  @Test func optionsLeftUnsetAreNoHints() throws {
    let overrides = RenderOptionOverrides {
      $0.fps = 5; $0.toSeq = 3
    }
    #expect(overrides.hints == ["fps": .number(5), "to": .number(3)])
    #expect(RenderOptionOverrides().hints.isEmpty)
  }
}

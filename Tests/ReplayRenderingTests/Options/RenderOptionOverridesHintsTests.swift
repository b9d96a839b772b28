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
    #expect(overrides.maxIdle == .infinity)
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
    let suite = RenderOptionOverrides(scale: 0.5, fps: 5, toSeq: 3)
    let merged = suite.overridden(by: RenderOptionOverrides(fps: 30, hold: 0))
    #expect(merged == RenderOptionOverrides(scale: 0.5, fps: 30, hold: 0, toSeq: 3))
  }
}

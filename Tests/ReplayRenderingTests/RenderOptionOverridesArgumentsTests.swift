import ReplayRendering
import SnapshotRecording
import Testing

@Suite struct RenderOptionOverridesArgumentsTests {
  @Test func noOverridesAreNoArguments() {
    #expect(RenderOptionOverrides().arguments.isEmpty)
  }

  @Test func setOverridesBecomeFlagsInTheListsOrder() {
    let overrides = RenderOptionOverrides {
      $0.cellSize = SceneSize(width: 80, height: 40)
      $0.scale = 0.5
      $0.background = RecordedColor(red: 255, green: 0, blue: 0)
      $0.fps = 5
      $0.maxIdle = .some(nil)
      $0.toSeq = 3
      $0.timing = .recorded
    }
    #expect(
      overrides.arguments == [
        "--cell-size", "80x40", "--scale", "0.5", "--background", "#FF0000", "--fps", "5",
        "--max-idle", "none", "--to", "3", "--timing", "recorded",
      ])
  }
}

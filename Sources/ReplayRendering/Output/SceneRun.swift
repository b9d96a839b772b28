/// Consecutive frames that show the same scene: drawn and encoded once.
struct SceneRun {
  var frames: Range<Int>
  var scene: FrameScene
}

import ArgumentParser
import ReplayRendering

/// `--max-canvas-memory`, shared by the commands that draw: `render`, `sheet` and `verify`.
struct CanvasMemoryArguments: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The most memory the drawing canvases may take together (8 bytes a pixel per worker), "
        + "such as 512MiB or 2G; fewer workers draw when theirs would not fit.",
      valueName: "size"))
  var maxCanvasMemory = CanvasMemoryBudget.default

  /// The budget for `ReplayRendering`.
  var budget: CanvasMemoryBudget { maxCanvasMemory }
}

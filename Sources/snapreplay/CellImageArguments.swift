import ArgumentParser
import ReplayRaster
import ReplayRendering

/// `--max-pixels` for the commands that draw a recording's cell images (`render`, `sheet`,
/// `report`): each image's PNG header is checked against it before decoding, as every other PNG
/// the tool reads is (`compare`, `verify`). The decoded bytes kept come from
/// `SNAPREPLAY_MAX_DECODED_IMAGE_BYTES` (``CellImageBudget``).
struct CellImageArguments: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The most pixels (width × height) a cell image's PNG may declare; larger ones are not "
        + "decoded and their items are drawn from their labels.",
      valueName: "count"))
  var maxPixels = PNGCodec.defaultMaximumPixels

  func validate() throws {
    guard maxPixels >= 1 else {
      throw ValidationError("--max-pixels must be 1 or more, got \(maxPixels)")
    }
  }

  /// The limits for `ReplayRendering`.
  var budget: CellImageBudget { CellImageBudget(maximumPixels: maxPixels) }
}

/// How large a report may grow in memory before it is written: a recording, which is untrusted
/// input, decides how many frames and cells there are, and a report holds all of them at once.
///
/// ```swift
/// let budget = ReportBudget(frameBytes: 64 << 20, cells: 1_000_000)
/// // at most 64 MiB of distinct PNGs, a million cell placements, 512 MiB of cell images
/// ```
public struct ReportBudget: Hashable, Sendable {
  /// The most bytes the distinct frames' PNGs may take together.
  public var frameBytes: Int
  /// The most item cells the placements may list, over all runs of frames.
  public var cells: Int
  /// The most bytes of PNG the recorded cell images the inspector shows may take together,
  /// each digest counted once.
  public var cellImageBytes: Int

  /// The default: 512 MiB of frames (a hundred times the Wi-Fi demo's at scale 2), five
  /// million cells (about fifty times the insertion sort's) and 512 MiB of cell images (what a
  /// reader accepts of a recording's images unless `SNAPREPLAY_MAX_IMAGE_BYTES` raises it).
  public static let `default` = ReportBudget(frameBytes: 512 << 20, cells: 5_000_000)

  /// A budget.
  ///
  /// - Parameters:
  ///   - frameBytes: The most bytes of distinct PNGs.
  ///   - cells: The most cell placements.
  ///   - cellImageBytes: The most bytes of cell images.
  public init(frameBytes: Int, cells: Int, cellImageBytes: Int = 512 << 20) {
    self.frameBytes = frameBytes
    self.cells = cells
    self.cellImageBytes = cellImageBytes
  }
}

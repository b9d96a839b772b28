/// How large a report may grow in memory before it is written: a recording, which is untrusted
/// input, decides how many frames and cells there are, and a report holds all of them at once.
///
/// ```swift
/// let budget = ReportBudget(frameBytes: 64 << 20, cells: 1_000_000)
/// // at most 64 MiB of distinct PNGs and a million cell placements
/// ```
public struct ReportBudget: Hashable, Sendable {
  /// The most bytes the distinct frames' PNGs may take together.
  public var frameBytes: Int
  /// The most item cells the placements may list, over all runs of frames.
  public var cells: Int

  /// The default: 512 MiB of frames (a hundred times the Wi-Fi demo's at scale 2) and five
  /// million cells (about fifty times the insertion sort's).
  public static let `default` = ReportBudget(frameBytes: 512 << 20, cells: 5_000_000)

  /// A budget.
  ///
  /// - Parameters:
  ///   - frameBytes: The most bytes of distinct PNGs.
  ///   - cells: The most cell placements.
  public init(frameBytes: Int, cells: Int) {
    self.frameBytes = frameBytes
    self.cells = cells
  }
}

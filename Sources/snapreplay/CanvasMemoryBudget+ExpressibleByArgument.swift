import ArgumentParser
import ReplayRendering

extension CanvasMemoryBudget: ExpressibleByArgument {
  /// Reads `512MiB`, `2G`, `1073741824`, … (see `init(parsing:)`).
  public init?(argument: String) {
    self.init(parsing: argument)
  }

  /// The default in `--help`: `512 MiB`.
  public var defaultValueDescription: String { description }
}

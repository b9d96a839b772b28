import ArgumentParser
import ReplayRendering

extension FrameBudget: ExpressibleByArgument {
  /// Reads `100000` or `none` (see `init(parsing:)`).
  public init?(argument: String) {
    self.init(parsing: argument)
  }

  /// The default in `--help`: `100,000`.
  public var defaultValueDescription: String { description }
}

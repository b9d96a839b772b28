import ArgumentParser
import ReplayRendering
import SnapshotRecording

// How each render option's value is read from the command line: by the same readers that check
// header hints (`RenderOptionValueKind`), so both accept exactly the same text. A value these
// reject is swift-argument-parser's usage error, which names the flag, and shows the option's
// help with what it takes.

extension LayoutKind: ExpressibleByArgument {}
extension ListStyle: ExpressibleByArgument {}
extension TimingCurve: ExpressibleByArgument {}
extension TimingMode: ExpressibleByArgument {}

extension SceneSize: ExpressibleByArgument {
  /// `WxH` in points, both > 0.
  public init?(argument: String) {
    guard let size = RenderOptionValueKind.size.size(from: argument) else { return nil }
    self = size
  }
}

extension RecordedColor: ExpressibleByArgument {
  /// `#RRGGBB` or `#RRGGBBAA`.
  public init?(argument: String) {
    self.init(hex: argument)
  }
}

/// A number > 0 (`--fps`, `--scale`, `--speed`).
struct PositiveNumber: ExpressibleByArgument {
  var value: Double

  init?(argument: String) {
    guard let value = RenderOptionValueKind.positiveNumber.number(from: argument) else {
      return nil
    }
    self.value = value
  }
}

/// A number ≥ 0 (`--spacing`, `--duration`, `--hold`, …).
struct NonNegativeNumber: ExpressibleByArgument {
  var value: Double

  init?(argument: String) {
    guard let value = RenderOptionValueKind.nonNegativeNumber.number(from: argument) else {
      return nil
    }
    self.value = value
  }
}

/// A number ≥ 0, or `none` for no limit, read as infinity (`--max-idle`).
struct NonNegativeNumberOrNone: ExpressibleByArgument {
  var value: Double

  init?(argument: String) {
    guard let value = RenderOptionValueKind.nonNegativeNumberOrNone.number(from: argument) else {
      return nil
    }
    self.value = value
  }
}

/// An integer > 0 (`--columns`).
struct PositiveInteger: ExpressibleByArgument {
  var value: Int

  init?(argument: String) {
    guard let value = RenderOptionValueKind.positiveInteger.integer(from: argument) else {
      return nil
    }
    self.value = value
  }
}

import ArgumentParser
import ReplayRendering
import SnapshotRecording

/// The render options shared by `render`, `sheet` and `verify`: each one replaces the recording
/// header's hint of the same name.
///
/// swift-argument-parser declares options only as properties, so each option of the one table
/// (``RenderOptionKey``) is one line here: a property named after its hint, so that the flag is
/// the key's (`cellSize` → `--cell-size`), with the key's help, typed by what the option takes.
/// Everything else is derived: the values given become ``RenderOptionOverrides`` by walking the
/// properties, and a test fails when a key has no property here or a property no key. A value
/// the option does not take is a usage error (exit 64) naming the flag.
struct RenderOptionArguments: ParsableArguments {
  @Option(help: .init(.layout)) var layout: LayoutKind?
  @Option(help: .init(.columns)) var columns: PositiveInteger?
  @Option(help: .init(.cellSize)) var cellSize: SceneSize?
  @Option(help: .init(.spacing)) var spacing: NonNegativeNumber?
  @Option(help: .init(.padding)) var padding: NonNegativeNumber?
  @Option(help: .init(.headerHeight)) var headerHeight: NonNegativeNumber?
  @Option(help: .init(.cornerRadius)) var cornerRadius: NonNegativeNumber?
  @Option(help: .init(.scale)) var scale: PositiveNumber?
  @Option(help: .init(.background)) var background: RecordedColor?
  @Option(help: .init(.appearance)) var appearance: Appearance?
  @Option(help: .init(.viewport)) var viewport: SceneSize?
  @Option(help: .init(.listStyle)) var listStyle: ListStyle?
  @Option(help: .init(.contentSize)) var contentSize: ContentSizeCategory?
  @Option(help: .init(.layoutDirection)) var layoutDirection: LayoutDirection?
  @Option(help: .init(.chrome)) var chrome: ChromeStyle?
  @Option(help: .init(.fps)) var fps: PositiveNumber?
  @Option(help: .init(.duration)) var duration: NonNegativeNumber?
  @Option(help: .init(.curve)) var curve: TimingCurve?
  @Option(help: .init(.speed)) var speed: PositiveNumber?
  @Option(help: .init(.maxIdle)) var maxIdle: NonNegativeNumberOrNone?
  @Option(help: .init(.hold)) var hold: NonNegativeNumber?
  @Option(help: .init(.from)) var from: Int?
  @Option(help: .init(.to)) var to: Int?
  @Option(help: .init(.timing)) var timing: TimingMode?

  func validate() throws {
    if let from, let to, from > to {
      throw ValidationError("--from \(from) is after --to \(to): no apply would be shown")
    }
    // The ranges of the one table (`RenderOptionKey.range`): a value outside one is a usage
    // error naming the flag and the range, before any file is read.
    do {
      _ = try RenderOptions(hints: [:], overrides: try overrides())
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// The values given, for the renderer to put on top of the header's hints.
  ///
  /// - Throws: ``RenderOptionError`` for a value outside its option's range, which
  ///   ``validate()`` has already refused.
  func overrides() throws(RenderOptionError) -> RenderOptionOverrides {
    try RenderOptionOverrides(texts: texts)
  }

  /// Each option given, as command-line text, by key: the properties named after hints.
  var texts: [RenderOptionKey: String] {
    var texts: [RenderOptionKey: String] = [:]
    for child in Mirror(reflecting: self).children {
      // Property wrappers store `_name`.
      guard let label = child.label, let key = RenderOptionKey(rawValue: String(label.dropFirst())),
        let property = child.value as? any RenderOptionArgumentProperty,
        let text = property.optionText
      else { continue }
      texts[key] = text
    }
    return texts
  }
}

extension ArgumentHelp {
  /// The help of a render option, from the one table.
  init(_ key: RenderOptionKey) {
    self.init(key.help, valueName: key.valueName)
  }
}

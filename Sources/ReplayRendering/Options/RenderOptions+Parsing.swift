public import SnapshotRecording

extension RenderOptions {
  /// The camelCase names of every option, in the order of docs/Rendering.md's table.
  ///
  /// A header's `render` object uses these names; the command line uses their kebab-case
  /// forms (`cellSize` → `--cell-size`), except `fromSeq`/`toSeq`, which are `--from`/`--to`
  /// (and `from`/`to` as hints).
  public static let optionNames = [
    "layout", "columns", "cellSize", "spacing", "padding", "headerHeight", "cornerRadius",
    "scale", "background", "viewport", "listStyle", "fps", "duration", "curve", "speed",
    "maxIdle", "hold", "from", "to", "timing",
  ]

  /// Options from a header's hints, overridden by the command line.
  ///
  /// Hints whose name is unknown are ignored, as the format asks of unknown keys; every known
  /// hint must have a valid value.
  ///
  /// - Parameters:
  ///   - hints: The header's `render` object.
  ///   - overrides: Command-line values keyed by option name (`cellSize`, `cell-size` and
  ///     `--cell-size` are all accepted), as typed.
  /// - Throws: ``RenderOptionError`` for a bad value or an unknown command-line option.
  public init(
    hints: [String: RenderHint], overrides: [String: String] = [:]
  ) throws(RenderOptionError) {
    self.init()
    // Sorted so that, when several values are bad, the same one is reported every time.
    for name in hints.keys.sorted() {
      guard let hint = hints[name], let key = Self.canonicalName(name) else { continue }
      try set(key, to: hint.commandLineText, source: .header)
    }
    for name in overrides.keys.sorted() {
      guard let text = overrides[name] else { continue }
      guard let key = Self.canonicalName(name) else { throw .unknownOption(name) }
      try set(key, to: text, source: .commandLine)
    }
  }

  /// Options for a recording: its header's hints overridden by the command line.
  ///
  /// - Throws: ``RenderOptionError`` for a bad value or an unknown command-line option.
  public init(
    header: RecordingHeader, overrides: [String: String] = [:]
  ) throws(RenderOptionError) {
    try self.init(hints: header.render, overrides: overrides)
  }

  /// Sets one option from its textual form.
  ///
  /// - Parameters:
  ///   - name: The option's name in any accepted spelling (`cellSize`, `cell-size`,
  ///     `--cell-size`).
  ///   - text: The value as written on the command line.
  ///   - source: Where the value came from, for the error message.
  /// - Throws: ``RenderOptionError``.
  public mutating func set(
    _ name: String, to text: String, source: OptionSource = .commandLine
  ) throws(RenderOptionError) {
    guard let key = Self.canonicalName(name) else { throw .unknownOption(name) }
    let value = OptionValue(option: key, text: text, source: source)
    switch key {
    case "layout": layout = try value.choice(LayoutKind.self)
    case "columns": columns = try value.positiveInteger()
    case "cellSize": cellSize = try value.size()
    case "spacing": spacing = try value.number(atLeast: 0)
    case "padding": padding = try value.number(atLeast: 0)
    case "headerHeight": headerHeight = try value.number(atLeast: 0)
    case "cornerRadius": cornerRadius = try value.number(atLeast: 0)
    case "scale": scale = try value.positiveNumber()
    case "background": background = try value.color()
    case "viewport": viewport = try value.size()
    case "listStyle": listStyle = try value.choice(ListStyle.self)
    case "fps": fps = try value.positiveNumber()
    case "duration": duration = try value.number(atLeast: 0)
    case "curve": curve = try value.choice(TimingCurve.self)
    case "speed": speed = try value.positiveNumber()
    case "maxIdle": maxIdle = try value.number(atLeast: 0)
    case "hold": hold = try value.number(atLeast: 0)
    case "from": fromSeq = try value.integer()
    case "to": toSeq = try value.integer()
    default: timing = try value.choice(TimingMode.self)
    }
  }

  /// The command-line spelling of an option name: `cellSize` → `--cell-size`.
  public static func flag(_ name: String) -> String {
    var text = "--"
    for character in name {
      if character.isUppercase {
        text += "-" + character.lowercased()
      } else {
        text.append(character)
      }
    }
    return text
  }

  /// The camelCase name for any accepted spelling, or `nil` for an unknown option.
  static func canonicalName(_ name: String) -> String? {
    var trimmed = Substring(name)
    while trimmed.first == "-" { trimmed = trimmed.dropFirst() }
    var camel = ""
    var upperNext = false
    for character in trimmed {
      if character == "-" {
        upperNext = true
      } else {
        camel += upperNext ? character.uppercased() : String(character)
        upperNext = false
      }
    }
    switch camel {
    case "fromSeq": return "from"
    case "toSeq": return "to"
    default: return optionNames.contains(camel) ? camel : nil
    }
  }
}

/// The first line of a recording.
public struct RecordingHeader: Hashable, Sendable {
  /// The only format name a recording may carry.
  public static let formatName = "snapshot-replay"
  /// The format versions this package reads and writes.
  public static let supportedVersions = [1]

  /// The format version.
  public var version: Int
  /// A human title.
  public var title: String?
  /// When the recording was made, RFC 3339.
  public var created: String?
  /// Free text naming where the recording came from.
  public var source: String?
  /// Rendering hints keyed by the camelCase form of the render command's long options
  /// (`--cell-size` → `cellSize`), with values as written on the command line.
  public var render: [String: RenderHint]

  /// Creates a header.
  public init(
    version: Int = 1, title: String? = nil, created: String? = nil, source: String? = nil,
    render: [String: RenderHint] = [:]
  ) {
    self.version = version
    self.title = title
    self.created = created
    self.source = source
    self.render = render
  }
}

/// A value of a header's `render` hints: as the option would be written on the command line.
public enum RenderHint: Hashable, Sendable {
  /// A text value such as `"16x34"` or `"#000000"`.
  case string(String)
  /// A numeric value such as `30` or `0.3`.
  case number(Double)
  /// A flag.
  case bool(Bool)

  /// The value as it would be written on the command line.
  public var commandLineText: String {
    switch self {
    case .string(let value): value
    case .number(let value):
      value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    case .bool(let value): String(value)
    }
  }
}

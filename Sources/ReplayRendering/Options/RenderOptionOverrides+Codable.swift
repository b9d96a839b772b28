public import SnapshotRecording

/// The one saved form of render options: a JSON object of hints by name, as a recording
/// header's `render` object holds them (``RenderOptionOverrides/hints``). `golden.json`, suite
/// files, shard fragments and `approvals.json` all save options this way.
///
/// ```json
/// {"cellSize": "16x34", "fps": 5, "maxIdle": "none", "to": 3}
/// ```
///
/// Reading takes strings, numbers and booleans, as a header does, and checks each value with
/// the option's reader; a name that is no option is an error, so a misspelt option in a file
/// is not ignored.
extension RenderOptionOverrides: Codable {
  /// Reads overrides from their JSON object.
  ///
  /// ```swift
  /// let overrides = try JSONDecoder().decode(
  ///   RenderOptionOverrides.self, from: Data(#"{"fps": 5, "to": "3"}"#.utf8))
  /// print(overrides.arguments)  // ["--fps", "5", "--to", "3"]
  /// ```
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` at the object naming the first unknown option (in
  ///   name order), else the first bad value; the decoder's errors for a value that is not a
  ///   string, number or boolean.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: HintName.self)
    let names = container.allKeys.sorted { $0.stringValue < $1.stringValue }
    if let unknown = names.first(where: { RenderOptionKey(rawValue: $0.stringValue) == nil }) {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "\"\(unknown.stringValue)\" is not a render option; use "
            + RenderOptionKey.allCases.map(\.hint).joined(separator: ", ")))
    }
    var hints: [String: RenderHint] = [:]
    for name in names {
      hints[name.stringValue] = try container.decode(SavedHint.self, forKey: name).hint
    }
    do {
      try self.init(hints: hints)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: container.codingPath, debugDescription: "\(error)"))
    }
  }

  /// Writes the overrides' JSON object: the options set, by hint name.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's errors.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: HintName.self)
    for (name, hint) in hints.sorted(by: { $0.key < $1.key }) {
      try container.encode(SavedHint(hint: hint), forKey: HintName(stringValue: name))
    }
  }

  /// An option's hint name as a JSON key.
  private struct HintName: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// A hint's JSON value: a string, a number or a boolean.
  private struct SavedHint: Codable {
    var hint: RenderHint

    init(hint: RenderHint) { self.hint = hint }

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      // A number first: a decoder may read `1` as a boolean, never `true` as a number.
      if let value = try? container.decode(Double.self) {
        hint = .number(value)
      } else if let value = try? container.decode(Bool.self) {
        hint = .bool(value)
      } else {
        hint = .string(try container.decode(String.self))
      }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch hint {
      case .string(let text): try container.encode(text)
      // A whole number as an integer, so every encoder writes `5`, not `5.0`.
      case .number(let number):
        if let integer = Int(exactly: number) {
          try container.encode(integer)
        } else {
          try container.encode(number)
        }
      case .bool(let flag): try container.encode(flag)
      }
    }
  }
}

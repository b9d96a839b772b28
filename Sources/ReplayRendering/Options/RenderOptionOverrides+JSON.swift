public import SnapshotRecording

extension RenderOptionOverrides {
  /// Writes the overrides' saved form (see the `Codable` conformance) with the project's JSON
  /// writer: one object on one line, options by hint name in name order, numbers as numbers.
  /// What `golden.json` and the verify report's review data hold.
  ///
  /// ```swift
  /// var json = JSONWriter()
  /// RenderOptionOverrides { $0.fps = 5; $0.cellSize = SceneSize(width: 16, height: 34) }
  ///   .write(to: &json)
  /// print(json.text)  // {"cellSize":"16x34","fps":5}
  /// ```
  ///
  /// - Parameter json: The writer, where a value may come next.
  public func write(to json: inout JSONWriter) {
    json.beginObject(singleLine: true)
    for (name, hint) in hints.sorted(by: { $0.key < $1.key }) {
      json.key(name)
      switch hint {
      case .string(let text): json.string(text)
      case .number(let number): json.number(number)
      case .bool(let flag): json.bool(flag)
      }
    }
    json.endObject()
  }
}

import SnapshotRecording

extension JSONValue {
  /// The value of a key of the recording format in an object (`RecordingKeys`).
  ///
  /// ```swift
  /// let line = try JSONParser.parse(Array(#"{"type":"marker","time":1,"label":"tap"}"#.utf8))
  /// line[RecordingKeys.Marker.label]  // .string("tap")
  /// ```
  subscript(key: some RecordingKey) -> JSONValue? { self[key.rawValue] }
}

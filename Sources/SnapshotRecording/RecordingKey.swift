/// The keys of one kind of object in a recording: one case per key, its raw value the key as
/// written. The lists themselves are ``RecordingKeys``.
///
/// ```swift
/// RecordingKeys.Marker.allCases.map(\.rawValue)  // ["type", "time", "label"]
/// RecordingKeys.Marker.objectName  // "the marker"
/// ```
package protocol RecordingKey: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
  /// How a warning names the object when it has no key path of its own: "the header".
  static var objectName: String { get }
}

extension JSONWriter {
  /// Writes a key of the recording format: `"key":`.
  ///
  /// ```swift
  /// var json = JSONWriter()
  /// json.beginObject(); json.key(RecordingKeys.Marker.label); json.string("tap"); json.endObject()
  /// print(json.text)  // {"label":"tap"}
  /// ```
  ///
  /// - Parameter key: The key, from its object's list.
  package mutating func key(_ key: some RecordingKey) {
    self.key(key.rawValue)
  }
}

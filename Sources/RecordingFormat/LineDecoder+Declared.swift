import SnapshotRecording

/// An apply's optional `declared` object (docs/RecordingFormat.md, "Declared batch updates"):
/// the counts within ``DeclaredBatch/sectionLimit`` sections, each 0 … 2^63 − 1, the updates
/// within ``DeclaredBatch/updateLimit``, each in the update grammar; each problem named by its
/// key path (`declared.after[2]`, `declared.updates[7]`).
extension LineDecoder {
  mutating func declared(_ value: JSONValue) throws(RecordingError) -> DeclaredBatch {
    typealias Key = RecordingKeys.Declared
    let parent = RecordingKeys.Apply.declared.rawValue
    guard case .object = value else {
      throw .wrongType(location, path: parent, expected: "an object", found: value.kindDescription)
    }
    guard let viewName = try optionalString(value, Key.view, in: parent) else {
      throw .missingKey(location, path: Self.path(parent, Key.view))
    }
    guard let view = DeclaredBatch.View(rawValue: viewName) else {
      throw .invalidValue(
        location, path: Self.path(parent, Key.view), text: RecordingError.quoted(viewName),
        expected: "table or collection")
    }
    let before = try counts(value, Key.before, in: parent)
    let after = try counts(value, Key.after, in: parent)
    let updatesPath = Self.path(parent, Key.updates)
    let updateValues = try array(value, Key.updates, path: updatesPath)
    guard updateValues.count <= DeclaredBatch.updateLimit else {
      throw .invalidValue(
        location, path: updatesPath, text: "\(updateValues.count) updates",
        expected: "at most \(DeclaredBatch.updateLimit) updates (the most one batch may declare)")
    }
    var updates: [DeclaredBatch.Update] = []
    updates.reserveCapacity(updateValues.count)
    for (index, element) in updateValues.enumerated() {
      let path = "\(updatesPath)[\(index)]"
      guard case .string(let text) = element else {
        throw .wrongType(location, path: path, expected: "a string", found: element.kindDescription)
      }
      guard let update = DeclaredBatch.Update(text: text) else {
        throw .invalidValue(
          location, path: path, text: RecordingError.quoted(String(text.prefix(200))),
          expected: "an update: insert, delete or reload S-I; move S-I S-I; insert, delete or "
            + "reload section S; or move section S S")
      }
      updates.append(update)
    }
    noteNearMisses(in: value, of: Key.self, place: parent)
    return DeclaredBatch(view: view, before: before, after: after, updates: updates)
  }

  /// `before` or `after`: at most ``DeclaredBatch/sectionLimit`` counts, each an integer
  /// 0 … 2^63 − 1.
  private func counts(_ object: JSONValue, _ key: RecordingKeys.Declared, in parent: String)
    throws(RecordingError) -> [Int]
  {
    let path = Self.path(parent, key)
    let elements = try array(object, key, path: path)
    guard elements.count <= DeclaredBatch.sectionLimit else {
      throw .invalidValue(
        location, path: path, text: "\(elements.count) sections",
        expected: "at most \(DeclaredBatch.sectionLimit) sections")
    }
    var counts: [Int] = []
    counts.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      let elementPath = "\(path)[\(index)]"
      guard case .number(_, let text) = element else {
        throw .wrongType(
          location, path: elementPath, expected: "an integer", found: element.kindDescription)
      }
      guard JSONValue.isIntegerLiteral(text), let count = Int(text), count >= 0 else {
        throw .invalidValue(
          location, path: elementPath, text: String(text.prefix(40)),
          expected: "a count: an integer from 0 to \(Int.max)")
      }
      counts.append(count)
    }
    return counts
  }
}

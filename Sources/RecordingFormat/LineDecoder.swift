import SnapshotModel
import SnapshotRecording

/// Turns one parsed line into a header or an event, naming the key path of anything wrong.
///
/// Keys are read through the format's lists (`RecordingKeys`); an unknown key is ignored, but
/// one that is a near miss of a known key of its object is noted in ``nearMisses``.
struct LineDecoder {
  /// What a line decodes to.
  enum Decoded {
    case event(RecordingEvent)
    case unknown(type: String)
    /// A well-formed `cell-image` line whose image cannot be used: the reader warns.
    case unusableImage(CellImageDigest, CellImageProblem)
  }

  /// An unknown key close to a known key of its object: probably a misspelling.
  struct NearMiss: Hashable {
    /// The kind of object, as ``RecordingKey/objectName`` says it.
    var object: String
    /// Where the object is: its key path, or its name for a whole line.
    var place: String
    /// The key as written.
    var key: String
    /// The known key it is probably meant to be.
    var suggestion: String
  }

  let location: RecordingLocation
  /// The near misses met so far, in the order met.
  private(set) var nearMisses: [NearMiss] = []

  init(location: RecordingLocation) {
    self.location = location
  }

  // MARK: Header

  mutating func header(_ value: JSONValue) throws(RecordingError) -> RecordingHeader {
    guard case .object = value else {
      throw .notAnObject(location, what: "header", found: value.kindDescription)
    }
    typealias Key = RecordingKeys.Header
    guard let format = value[Key.format] else { throw .foreignFormat(location, found: nil) }
    guard case .string(let name) = format, name == RecordingHeader.formatName else {
      if case .string(let name) = format { throw .foreignFormat(location, found: name) }
      throw .foreignFormat(location, found: Self.text(of: format))
    }
    let version = try integer(value, Key.version)
    guard RecordingHeader.supportedVersions.contains(version) else {
      throw .unsupportedVersion(
        location, version: version, supported: RecordingHeader.supportedVersions)
    }
    var header = RecordingHeader(version: version)
    header.title = try optionalString(value, Key.title)
    header.created = try optionalString(value, Key.created)
    header.source = try optionalString(value, Key.source)
    if let render = value[Key.render], !Self.isNull(render) {
      guard case .object(let members) = render else {
        throw .wrongType(
          location, path: Key.render.rawValue, expected: "an object", found: render.kindDescription)
      }
      for (name, hint) in members {
        switch hint {
        case .string(let text): header.render[name] = .string(text)
        case .bool(let flag): header.render[name] = .bool(flag)
        case .number(let number, let text):
          guard number.isFinite else {
            throw .invalidValue(
              location, path: "render.\(name)", text: text, expected: "a finite number")
          }
          header.render[name] = .number(number)
        default:
          throw .wrongType(
            location, path: "render.\(name)", expected: "a string, number or boolean",
            found: hint.kindDescription)
        }
      }
    }
    noteNearMisses(in: value, of: Key.self, place: Key.objectName)
    return header
  }

  // MARK: Events

  mutating func event(_ value: JSONValue) throws(RecordingError) -> Decoded {
    guard case .object = value else {
      throw .notAnObject(location, what: "event", found: value.kindDescription)
    }
    // Every event has a type; the kinds' key lists agree on its name.
    let typeKey = RecordingKeys.Apply.type
    guard let typeValue = value[typeKey] else {
      throw .missingKey(location, path: typeKey.rawValue)
    }
    guard case .string(let type) = typeValue else {
      throw .wrongType(
        location, path: typeKey.rawValue, expected: "a string", found: typeValue.kindDescription)
    }
    switch type {
    case "apply": return .event(.apply(try apply(value)))
    case "marker": return .event(.marker(try marker(value)))
    case "layout": return .event(.layout(try layout(value)))
    case "scroll": return .event(.scroll(try scroll(value)))
    case "cell-image":
      switch try cellImage(value) {
      case .image(let image): return .event(.cellImage(image))
      case .unusable(let digest, let problem): return .unusableImage(digest, problem)
      }
    default: return .unknown(type: type)
    }
  }

  private mutating func apply(_ value: JSONValue) throws(RecordingError) -> ApplyEvent {
    typealias Key = RecordingKeys.Apply
    let seq = try integer(value, Key.seq)
    guard seq >= 1 else {
      throw .invalidValue(
        location, path: Key.seq.rawValue, text: String(seq), expected: "1 or more")
    }
    let time = try self.time(value, Key.time)
    let sectionValues = try array(value, Key.sections, path: Key.sections.rawValue)
    var sections: [RecordedSection] = []
    sections.reserveCapacity(sectionValues.count)
    for (index, sectionValue) in sectionValues.enumerated() {
      sections.append(try section(sectionValue, path: "sections[\(index)]", seq: seq))
    }
    var event = ApplyEvent(seq: seq, time: time, sections: sections)
    event.animating = try optionalBool(value, Key.animating) ?? true
    event.reloadData = try optionalBool(value, Key.reloadData) ?? false
    event.reloaded = try identifiers(value, Key.reloaded)
    event.reconfigured = try identifiers(value, Key.reconfigured)
    event.reloadedSections = try identifiers(value, Key.reloadedSections)
    event.queue = try optionalString(value, Key.queue)
    if let name = try optionalString(value, Key.rowAnimation) {
      guard let animation = RowAnimation(rawValue: name) else {
        let names = RowAnimation.allCases.map(\.rawValue).joined(separator: ", ")
        throw .invalidValue(
          location, path: Key.rowAnimation.rawValue, text: RecordingError.quoted(name),
          expected: "one of \(names)")
      }
      event.rowAnimation = animation
    }
    if let declared = value[Key.declared], !Self.isNull(declared) {
      event.declared = try self.declared(declared)
    }
    noteNearMisses(in: value, of: Key.self, place: Key.objectName)
    return event
  }

  private mutating func marker(_ value: JSONValue) throws(RecordingError) -> MarkerEvent {
    typealias Key = RecordingKeys.Marker
    let time = try self.time(value, Key.time)
    guard let label = try optionalString(value, Key.label) else {
      throw .missingKey(location, path: Key.label.rawValue)
    }
    noteNearMisses(in: value, of: Key.self, place: Key.objectName)
    return MarkerEvent(time: time, label: label)
  }

  private mutating func section(_ value: JSONValue, path: String, seq: Int)
    throws(RecordingError) -> RecordedSection
  {
    guard case .object = value else {
      throw .wrongType(location, path: path, expected: "an object", found: value.kindDescription)
    }
    typealias Key = RecordingKeys.Section
    guard let idValue = value[Key.id] else {
      throw .missingKey(location, path: Self.path(path, Key.id))
    }
    let id = try identifier(idValue, path: Self.path(path, Key.id))
    let title = try optionalString(value, Key.title, in: path)
    let itemValues = try array(value, Key.items, path: Self.path(path, Key.items))
    var items: [RecordedItem] = []
    items.reserveCapacity(itemValues.count)
    for (index, itemValue) in itemValues.enumerated() {
      items.append(try item(itemValue, path: path + ".items[\(index)]"))
    }
    noteNearMisses(in: value, of: Key.self, place: path)
    let section = RecordedSection(id: id, title: title, items: items)
    if let problem = OutlineParentProblem.first(in: section, seq: seq, path: path) {
      throw .invalidParent(location, problem)
    }
    return section
  }

  private mutating func item(_ value: JSONValue, path: String) throws(RecordingError)
    -> RecordedItem
  {
    guard case .object = value else {
      return RecordedItem(id: try identifier(value, path: path))
    }
    typealias Key = RecordingKeys.Item
    guard let idValue = value[Key.id] else {
      throw .missingKey(location, path: Self.path(path, Key.id))
    }
    var item = RecordedItem(id: try identifier(idValue, path: Self.path(path, Key.id)))
    item.label = try optionalString(value, Key.label, in: path)
    item.detail = try optionalString(value, Key.detail, in: path)
    if let hex = try optionalString(value, Key.color, in: path) {
      guard let color = RecordedColor(hex: hex) else {
        throw .invalidColor(location, path: Self.path(path, Key.color), text: hex)
      }
      item.color = color
    }
    item.subtitle = try optionalString(value, Key.subtitle, in: path)
    if let name = try optionalString(value, Key.accessory, in: path) {
      guard let accessory = RecordedAccessory(rawValue: name) else {
        let names = RecordedAccessory.allCases.map(\.rawValue).joined(separator: ", ")
        throw .invalidValue(
          location, path: Self.path(path, Key.accessory), text: RecordingError.quoted(name),
          expected: "one of \(names)")
      }
      item.accessory = accessory
    }
    if let parent = value[Key.parent], !Self.isNull(parent) {
      item.parent = try identifier(parent, path: Self.path(path, Key.parent))
    }
    item.expanded = try optionalBool(value, Key.expanded, in: path)
    if let digestText = try optionalString(value, Key.image, in: path) {
      guard let digest = CellImageDigest(digestText) else {
        throw .invalidValue(
          location, path: Self.path(path, Key.image), text: RecordingError.quoted(digestText),
          expected: "\"sha256:\" followed by 64 lowercase hexadecimal digits")
      }
      item.image = digest
    }
    noteNearMisses(in: value, of: Key.self, place: path)
    return item
  }

  /// Notes each key of `object` that is not one of `Key`'s but is a near miss of one.
  mutating func noteNearMisses<Key: RecordingKey>(
    in object: JSONValue, of _: Key.Type, place: String
  ) {
    guard case .object(let members) = object else { return }
    for member in members where Key(rawValue: member.key) == nil {
      guard
        let suggestion = KeySuggestion.nearest(
          to: member.key, among: Key.allCases.map(\.rawValue))
      else { continue }
      nearMisses.append(
        NearMiss(object: Key.objectName, place: place, key: member.key, suggestion: suggestion))
    }
  }

  // MARK: Values

  func identifier(_ value: JSONValue, path: String) throws(RecordingError) -> RecordedID {
    switch value {
    case .string(let text): return .string(text)
    case .number(_, let text): return .integer(try integer(text, path: path))
    default:
      throw .wrongType(
        location, path: path, expected: "an identifier (a string or an integer)",
        found: value.kindDescription)
    }
  }

  private func identifiers(_ object: JSONValue, _ key: some RecordingKey) throws(RecordingError)
    -> [RecordedID]
  {
    guard let value = object[key], !Self.isNull(value) else { return [] }
    guard case .array(let elements) = value else {
      throw .wrongType(
        location, path: key.rawValue, expected: "an array", found: value.kindDescription)
    }
    var result: [RecordedID] = []
    for (index, element) in elements.enumerated() {
      result.append(try identifier(element, path: "\(key.rawValue)[\(index)]"))
    }
    return result
  }

  /// An event's `time`: the value of its `key`.
  func time(_ object: JSONValue, _ key: some RecordingKey) throws(RecordingError)
    -> Double
  {
    let path = key.rawValue
    guard let value = object[key] else { throw .missingKey(location, path: path) }
    guard case .number(let time, let text) = value else {
      throw .wrongType(location, path: path, expected: "a number", found: value.kindDescription)
    }
    guard time.isFinite, time >= 0 else {
      throw .invalidValue(location, path: path, text: text, expected: "a number of seconds ≥ 0")
    }
    return time
  }

  func integer(_ object: JSONValue, _ key: some RecordingKey) throws(RecordingError)
    -> Int
  {
    let path = key.rawValue
    guard let value = object[key] else { throw .missingKey(location, path: path) }
    guard case .number(_, let text) = value else {
      throw .wrongType(location, path: path, expected: "an integer", found: value.kindDescription)
    }
    return try integer(text, path: path)
  }

  func integer(_ text: String, path: String) throws(RecordingError) -> Int {
    guard JSONValue.isIntegerLiteral(text), let value = Int(text) else {
      throw .notAnInteger(location, path: path, text: text)
    }
    return value
  }

  func array(_ object: JSONValue, _ key: some RecordingKey, path: String)
    throws(RecordingError) -> [JSONValue]
  {
    guard let value = object[key] else { throw .missingKey(location, path: path) }
    guard case .array(let elements) = value else {
      throw .wrongType(location, path: path, expected: "an array", found: value.kindDescription)
    }
    return elements
  }

  /// An optional string; `null` counts as absent, as many JSON writers emit it for "no value".
  /// `parent` is the key path of the object, for messages; `nil` at the top level.
  func optionalString(
    _ object: JSONValue, _ key: some RecordingKey, in parent: String? = nil
  ) throws(RecordingError) -> String? {
    let path = parent.map { Self.path($0, key) } ?? key.rawValue
    guard let value = object[key], !Self.isNull(value) else { return nil }
    guard case .string(let text) = value else {
      throw .wrongType(location, path: path, expected: "a string", found: value.kindDescription)
    }
    return text
  }

  /// An optional boolean; `null` counts as absent. `parent` is the key path of the object, for
  /// messages; `nil` at the top level.
  func optionalBool(
    _ object: JSONValue, _ key: some RecordingKey, in parent: String? = nil
  ) throws(RecordingError) -> Bool? {
    let path = parent.map { Self.path($0, key) } ?? key.rawValue
    guard let value = object[key], !Self.isNull(value) else { return nil }
    guard case .bool(let flag) = value else {
      throw .wrongType(location, path: path, expected: "a boolean", found: value.kindDescription)
    }
    return flag
  }

  /// The key path of `key` inside the object at `parent`: `sections[0].items[2].color`.
  static func path(_ parent: String, _ key: some RecordingKey) -> String {
    parent + "." + key.rawValue
  }

  static func isNull(_ value: JSONValue) -> Bool {
    if case .null = value { return true }
    return false
  }

  private static func text(of value: JSONValue) -> String {
    switch value {
    case .number(_, let text): text
    case .bool(let flag): String(flag)
    default: value.kindDescription
    }
  }
}

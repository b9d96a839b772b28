import DiffableSnapshot
import SnapshotRecording

/// Turns one parsed line into a header or an event, naming the key path of anything wrong.
struct LineDecoder {
  /// What a line decodes to.
  enum Decoded {
    case event(RecordingEvent)
    case unknown(type: String)
  }

  let location: RecordingLocation

  // MARK: Header

  func header(_ value: JSONValue) throws(RecordingError) -> RecordingHeader {
    guard case .object = value else {
      throw .notAnObject(location, what: "header", found: value.kindDescription)
    }
    guard let format = value["format"] else { throw .foreignFormat(location, found: nil) }
    guard case .string(let name) = format, name == RecordingHeader.formatName else {
      if case .string(let name) = format { throw .foreignFormat(location, found: name) }
      throw .foreignFormat(location, found: Self.text(of: format))
    }
    let version = try integer(value, "version", path: "version")
    guard RecordingHeader.supportedVersions.contains(version) else {
      throw .unsupportedVersion(
        location, version: version, supported: RecordingHeader.supportedVersions)
    }
    var header = RecordingHeader(version: version)
    header.title = try optionalString(value, "title", path: "title")
    header.created = try optionalString(value, "created", path: "created")
    header.source = try optionalString(value, "source", path: "source")
    if let render = value["render"], !Self.isNull(render) {
      guard case .object(let members) = render else {
        throw .wrongType(
          location, path: "render", expected: "an object", found: render.kindDescription)
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
    return header
  }

  // MARK: Events

  func event(_ value: JSONValue) throws(RecordingError) -> Decoded {
    guard case .object = value else {
      throw .notAnObject(location, what: "event", found: value.kindDescription)
    }
    guard let typeValue = value["type"] else { throw .missingKey(location, path: "type") }
    guard case .string(let type) = typeValue else {
      throw .wrongType(
        location, path: "type", expected: "a string", found: typeValue.kindDescription)
    }
    switch type {
    case "apply": return .event(.apply(try apply(value)))
    case "marker": return .event(.marker(try marker(value)))
    default: return .unknown(type: type)
    }
  }

  private func apply(_ value: JSONValue) throws(RecordingError) -> ApplyEvent {
    let seq = try integer(value, "seq", path: "seq")
    guard seq >= 1 else {
      throw .invalidValue(location, path: "seq", text: String(seq), expected: "1 or more")
    }
    let time = try self.time(value)
    let sectionValues = try array(value, "sections", path: "sections")
    var sections: [RecordedSection] = []
    sections.reserveCapacity(sectionValues.count)
    for (index, sectionValue) in sectionValues.enumerated() {
      sections.append(try section(sectionValue, path: "sections[\(index)]"))
    }
    var event = ApplyEvent(seq: seq, time: time, sections: sections)
    event.animating = try optionalBool(value, "animating") ?? true
    event.reloadData = try optionalBool(value, "reloadData") ?? false
    event.reloaded = try identifiers(value, "reloaded")
    event.reconfigured = try identifiers(value, "reconfigured")
    event.reloadedSections = try identifiers(value, "reloadedSections")
    event.queue = try optionalString(value, "queue", path: "queue")
    if let name = try optionalString(value, "rowAnimation", path: "rowAnimation") {
      guard let animation = RowAnimation(rawValue: name) else {
        let names = RowAnimation.allCases.map(\.rawValue).joined(separator: ", ")
        throw .invalidValue(
          location, path: "rowAnimation", text: RecordingError.quoted(name),
          expected: "one of \(names)")
      }
      event.rowAnimation = animation
    }
    return event
  }

  private func marker(_ value: JSONValue) throws(RecordingError) -> MarkerEvent {
    let time = try self.time(value)
    guard let label = try optionalString(value, "label", path: "label") else {
      throw .missingKey(location, path: "label")
    }
    return MarkerEvent(time: time, label: label)
  }

  private func section(_ value: JSONValue, path: String) throws(RecordingError) -> RecordedSection {
    guard case .object = value else {
      throw .wrongType(location, path: path, expected: "an object", found: value.kindDescription)
    }
    guard let idValue = value["id"] else { throw .missingKey(location, path: path + ".id") }
    let id = try identifier(idValue, path: path + ".id")
    let title = try optionalString(value, "title", path: path + ".title")
    let itemValues = try array(value, "items", path: path + ".items")
    var items: [RecordedItem] = []
    items.reserveCapacity(itemValues.count)
    for (index, itemValue) in itemValues.enumerated() {
      items.append(try item(itemValue, path: path + ".items[\(index)]"))
    }
    return RecordedSection(id: id, title: title, items: items)
  }

  private func item(_ value: JSONValue, path: String) throws(RecordingError) -> RecordedItem {
    guard case .object = value else {
      return RecordedItem(id: try identifier(value, path: path))
    }
    guard let idValue = value["id"] else { throw .missingKey(location, path: path + ".id") }
    var item = RecordedItem(id: try identifier(idValue, path: path + ".id"))
    item.label = try optionalString(value, "label", path: path + ".label")
    item.detail = try optionalString(value, "detail", path: path + ".detail")
    if let hex = try optionalString(value, "color", path: path + ".color") {
      guard let color = RecordedColor(hex: hex) else {
        throw .invalidColor(location, path: path + ".color", text: hex)
      }
      item.color = color
    }
    return item
  }

  // MARK: Values

  private func identifier(_ value: JSONValue, path: String) throws(RecordingError) -> RecordedID {
    switch value {
    case .string(let text): return .string(text)
    case .number(_, let text): return .integer(try integer(text, path: path))
    default:
      throw .wrongType(
        location, path: path, expected: "an identifier (a string or an integer)",
        found: value.kindDescription)
    }
  }

  private func identifiers(_ object: JSONValue, _ key: String) throws(RecordingError)
    -> [RecordedID]
  {
    guard let value = object[key], !Self.isNull(value) else { return [] }
    guard case .array(let elements) = value else {
      throw .wrongType(location, path: key, expected: "an array", found: value.kindDescription)
    }
    var result: [RecordedID] = []
    for (index, element) in elements.enumerated() {
      result.append(try identifier(element, path: "\(key)[\(index)]"))
    }
    return result
  }

  private func time(_ object: JSONValue) throws(RecordingError) -> Double {
    guard let value = object["time"] else { throw .missingKey(location, path: "time") }
    guard case .number(let time, let text) = value else {
      throw .wrongType(location, path: "time", expected: "a number", found: value.kindDescription)
    }
    guard time.isFinite, time >= 0 else {
      throw .invalidValue(location, path: "time", text: text, expected: "a number of seconds ≥ 0")
    }
    return time
  }

  private func integer(_ object: JSONValue, _ key: String, path: String) throws(RecordingError)
    -> Int
  {
    guard let value = object[key] else { throw .missingKey(location, path: path) }
    guard case .number(_, let text) = value else {
      throw .wrongType(location, path: path, expected: "an integer", found: value.kindDescription)
    }
    return try integer(text, path: path)
  }

  private func integer(_ text: String, path: String) throws(RecordingError) -> Int {
    guard JSONValue.isIntegerLiteral(text), let value = Int(text) else {
      throw .notAnInteger(location, path: path, text: text)
    }
    return value
  }

  private func array(_ object: JSONValue, _ key: String, path: String) throws(RecordingError)
    -> [JSONValue]
  {
    guard let value = object[key] else { throw .missingKey(location, path: path) }
    guard case .array(let elements) = value else {
      throw .wrongType(location, path: path, expected: "an array", found: value.kindDescription)
    }
    return elements
  }

  /// An optional string; `null` counts as absent, as many JSON writers emit it for "no value".
  private func optionalString(
    _ object: JSONValue, _ key: String, path: String
  ) throws(RecordingError) -> String? {
    guard let value = object[key], !Self.isNull(value) else { return nil }
    guard case .string(let text) = value else {
      throw .wrongType(location, path: path, expected: "a string", found: value.kindDescription)
    }
    return text
  }

  private func optionalBool(_ object: JSONValue, _ key: String) throws(RecordingError) -> Bool? {
    guard let value = object[key], !Self.isNull(value) else { return nil }
    guard case .bool(let flag) = value else {
      throw .wrongType(location, path: key, expected: "a boolean", found: value.kindDescription)
    }
    return flag
  }

  private static func isNull(_ value: JSONValue) -> Bool {
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

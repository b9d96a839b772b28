import SnapshotModel
import SnapshotRecording

/// The events that say what the screen showed (`layout`, `scroll`): every length finite and
/// within ``lengthLimit``, every list within its budget, each problem named by its key path.
extension LineDecoder {
  /// The largest length, in points, a `layout` or `scroll` line may hold (either sign): ten
  /// million points is thousands of screens, and keeps every later sum and pixel product far
  /// from overflow.
  static let lengthLimit = 10_000_000.0
  /// The most item frames one `layout` line may hold. A recorder writes the items within the
  /// visible rect ± one screen: a few hundred at most, even for one-point rows.
  static let layoutItemLimit = 10_000
  /// The most supplementary views one `layout` line may hold.
  static let supplementaryLimit = 1_000

  mutating func layout(_ value: JSONValue) throws(RecordingError) -> LayoutEvent {
    typealias Key = RecordingKeys.Layout
    let seq = try integer(value, Key.seq)
    guard seq >= 1 else {
      throw .invalidValue(
        location, path: Key.seq.rawValue, text: String(seq), expected: "1 or more")
    }
    let time = try self.time(value, Key.time)
    guard let viewName = try optionalString(value, Key.view) else {
      throw .missingKey(location, path: Key.view.rawValue)
    }
    guard let view = LayoutEvent.View(rawValue: viewName) else {
      throw .invalidValue(
        location, path: Key.view.rawValue, text: RecordingError.quoted(viewName),
        expected: "table or collection")
    }
    let bounds = try numbers(value, Key.bounds, count: 2, path: Key.bounds.rawValue)
    for (index, length) in bounds.enumerated() where length < 1 {
      throw .invalidValue(
        location, path: "bounds[\(index)]", text: JSONWriter.numberLiteral(length),
        expected: "a length of at least 1 point")
    }
    let offset = try numbers(value, Key.offset, count: 2, path: Key.offset.rawValue)
    let content = try numbers(value, Key.content, count: 2, path: Key.content.rawValue)
    try requireNonNegative(content, path: Key.content.rawValue)
    var layout = LayoutEvent(
      seq: seq, time: time, view: view,
      bounds: RecordedSize(width: bounds[0], height: bounds[1]),
      offset: RecordedPoint(x: offset[0], y: offset[1]),
      content: RecordedSize(width: content[0], height: content[1]))
    if let listName = try optionalString(value, Key.list) {
      guard let list = LayoutEvent.ListAppearance(rawValue: listName) else {
        let names = LayoutEvent.ListAppearance.allCases.map(\.rawValue).joined(separator: ", ")
        throw .invalidValue(
          location, path: Key.list.rawValue, text: RecordingError.quoted(listName),
          expected: "one of \(names)")
      }
      layout.list = list
    }
    if let insetsValue = value[Key.insets], !Self.isNull(insetsValue) {
      let insets = try numbers(insetsValue, count: 4, path: Key.insets.rawValue)
      try requireNonNegative(insets, path: Key.insets.rawValue)
      layout.insets = RecordedInsets(
        top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
    }
    layout.items = try itemFrames(value[Key.items])
    layout.supplementary = try supplementaryViews(value[Key.supplementary])
    if let timing = value[Key.timing], !Self.isNull(timing) {
      layout.timing = try self.timing(timing)
    }
    noteNearMisses(in: value, of: Key.self, place: Key.objectName)
    return layout
  }

  mutating func scroll(_ value: JSONValue) throws(RecordingError) -> ScrollEvent {
    typealias Key = RecordingKeys.Scroll
    let time = try self.time(value, Key.time)
    let offset = try numbers(value, Key.offset, count: 2, path: Key.offset.rawValue)
    noteNearMisses(in: value, of: Key.self, place: Key.objectName)
    return ScrollEvent(time: time, offset: RecordedPoint(x: offset[0], y: offset[1]))
  }

  // MARK: Parts

  /// `items`: an object from identifier text to rect; a repeated identifier's last rect wins,
  /// as a repeated key's last value does everywhere in the format.
  private func itemFrames(_ value: JSONValue?) throws(RecordingError) -> [LayoutEvent.ItemFrame] {
    let path = RecordingKeys.Layout.items.rawValue
    guard let value, !Self.isNull(value) else { return [] }
    guard case .object(let members) = value else {
      throw .wrongType(location, path: path, expected: "an object", found: value.kindDescription)
    }
    guard members.count <= Self.layoutItemLimit else {
      throw .invalidValue(
        location, path: path, text: "\(members.count) item frames",
        expected: "at most \(Self.layoutItemLimit) (a layout line holds the items within the "
          + "visible rect and one screen above and below it)")
    }
    var frames: [LayoutEvent.ItemFrame] = []
    frames.reserveCapacity(members.count)
    var indexOfID: [String: Int] = [:]
    for member in members {
      let rect = try self.rect(member.value, path: "\(path).\(member.key)")
      if let index = indexOfID[member.key] {
        frames[index].rect = rect
      } else {
        indexOfID[member.key] = frames.count
        frames.append(LayoutEvent.ItemFrame(id: member.key, rect: rect))
      }
    }
    return frames
  }

  private mutating func supplementaryViews(_ value: JSONValue?) throws(RecordingError)
    -> [RecordedSupplementaryView]
  {
    let path = RecordingKeys.Layout.supplementary.rawValue
    guard let value, !Self.isNull(value) else { return [] }
    guard case .array(let elements) = value else {
      throw .wrongType(location, path: path, expected: "an array", found: value.kindDescription)
    }
    guard elements.count <= Self.supplementaryLimit else {
      throw .invalidValue(
        location, path: path, text: "\(elements.count) views",
        expected: "at most \(Self.supplementaryLimit)")
    }
    typealias Key = RecordingKeys.Supplementary
    var views: [RecordedSupplementaryView] = []
    for (index, element) in elements.enumerated() {
      let place = "\(path)[\(index)]"
      guard case .object = element else {
        throw .wrongType(
          location, path: place, expected: "an object", found: element.kindDescription)
      }
      guard let kind = try optionalString(element, Key.kind, in: place) else {
        throw .missingKey(location, path: Self.path(place, Key.kind))
      }
      guard let section = element[Key.section] else {
        throw .missingKey(location, path: Self.path(place, Key.section))
      }
      guard let rectValue = element[Key.rect] else {
        throw .missingKey(location, path: Self.path(place, Key.rect))
      }
      views.append(
        RecordedSupplementaryView(
          kind: RecordedSupplementaryView.Kind(kind),
          section: try identifier(section, path: Self.path(place, Key.section)),
          rect: try rect(rectValue, path: Self.path(place, Key.rect)),
          text: try optionalString(element, Key.text, in: place),
          pinned: try optionalBool(element, Key.pinned, in: place) ?? false))
      noteNearMisses(in: element, of: Key.self, place: place)
    }
    return views
  }

  private mutating func timing(_ value: JSONValue) throws(RecordingError) -> RecordedTiming {
    typealias Key = RecordingKeys.Timing
    let place = RecordingKeys.Layout.timing.rawValue
    guard case .object = value else {
      throw .wrongType(location, path: place, expected: "an object", found: value.kindDescription)
    }
    let duration = try seconds(value[Key.duration], path: Self.path(place, Key.duration))
    let delay = try value[Key.delay].map { (delay) throws(RecordingError) in
      try seconds(delay, path: Self.path(place, Key.delay))
    }
    let curve: RecordedTiming.Curve
    if let points = value[Key.curve], !Self.isNull(points) {
      let path = Self.path(place, Key.curve)
      let control = try numbers(points, count: 4, path: path)
      // A timing function's x values are times: CAMediaTimingFunction keeps them in [0, 1], so
      // the curve is a function of time and solving it for x has one answer.
      for index in [0, 2] where !(0...1).contains(control[index]) {
        throw .invalidValue(
          location, path: "\(path)[\(index)]", text: JSONWriter.numberLiteral(control[index]),
          expected: "a control point x between 0 and 1")
      }
      curve = .cubic(x1: control[0], y1: control[1], x2: control[2], y2: control[3])
    } else if let springValue = value[Key.spring], !Self.isNull(springValue) {
      curve = .spring(try spring(springValue, path: Self.path(place, Key.spring)))
    } else {
      throw .missingKey(location, path: "\(place).curve or \(place).spring")
    }
    noteNearMisses(in: value, of: Key.self, place: Key.objectName)
    return RecordedTiming(duration: duration, delay: delay ?? 0, curve: curve)
  }

  private mutating func spring(_ value: JSONValue, path: String) throws(RecordingError)
    -> RecordedTiming.Spring
  {
    typealias Key = RecordingKeys.Spring
    guard case .object = value else {
      throw .wrongType(location, path: path, expected: "an object", found: value.kindDescription)
    }
    func parameter(_ key: Key, atLeast minimum: Double, orMore: Bool) throws(RecordingError)
      -> Double
    {
      let place = Self.path(path, key)
      guard let member = value[key] else { throw .missingKey(location, path: place) }
      let number = try self.number(member, path: place)
      guard orMore ? number >= minimum : number > minimum, number <= 1e6 else {
        throw .invalidValue(
          location, path: place, text: JSONWriter.numberLiteral(number),
          expected: orMore
            ? "a number from \(Int(minimum)) to 1000000"
            : "a number above \(Int(minimum)) and at most 1000000")
      }
      return number
    }
    let spring = RecordedTiming.Spring(
      mass: try parameter(.mass, atLeast: 0, orMore: false),
      stiffness: try parameter(.stiffness, atLeast: 0, orMore: false),
      damping: try parameter(.damping, atLeast: 0, orMore: true),
      initialVelocity: try {
        () throws(RecordingError) -> Double in
        guard let velocity = value[Key.initialVelocity] else { return 0 }
        return try number(velocity, path: Self.path(path, Key.initialVelocity))
      }())
    noteNearMisses(in: value, of: Key.self, place: path)
    return spring
  }

  // MARK: Numbers

  /// A rect `[x, y, width, height]`: finite, within ``lengthLimit``, no negative size.
  private func rect(_ value: JSONValue, path: String) throws(RecordingError) -> RecordedRect {
    let numbers = try numbers(value, count: 4, path: path)
    try requireNonNegative(Array(numbers[2...]), path: path, firstIndex: 2)
    return RecordedRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  private func numbers(
    _ object: JSONValue, _ key: some RecordingKey, count: Int, path: String
  ) throws(RecordingError) -> [Double] {
    guard let value = object[key] else { throw .missingKey(location, path: path) }
    return try numbers(value, count: count, path: path)
  }

  /// An array of exactly `count` lengths.
  func numbers(_ value: JSONValue, count: Int, path: String) throws(RecordingError)
    -> [Double]
  {
    guard case .array(let elements) = value else {
      throw .wrongType(
        location, path: path, expected: "an array of \(count) numbers",
        found: value.kindDescription)
    }
    guard elements.count == count else {
      throw .invalidValue(
        location, path: path, text: "\(elements.count) numbers",
        expected: "exactly \(count) numbers")
    }
    var numbers: [Double] = []
    numbers.reserveCapacity(count)
    for (index, element) in elements.enumerated() {
      numbers.append(try number(element, path: "\(path)[\(index)]"))
    }
    return numbers
  }

  /// One length: a finite JSON number within ``lengthLimit`` either way.
  func number(_ value: JSONValue, path: String) throws(RecordingError) -> Double {
    guard case .number(let number, let text) = value else {
      throw .wrongType(location, path: path, expected: "a number", found: value.kindDescription)
    }
    guard number.isFinite, abs(number) <= Self.lengthLimit else {
      throw .invalidValue(
        location, path: path, text: text, expected: "a number between −10000000 and 10000000")
    }
    return number
  }

  private func seconds(_ value: JSONValue?, path: String) throws(RecordingError) -> Double {
    guard let value else { throw .missingKey(location, path: path) }
    let seconds = try number(value, path: path)
    guard seconds >= 0, seconds <= 3_600 else {
      throw .invalidValue(
        location, path: path, text: JSONWriter.numberLiteral(seconds),
        expected: "a number of seconds from 0 to 3600")
    }
    return seconds
  }

  private func requireNonNegative(_ numbers: [Double], path: String, firstIndex: Int = 0)
    throws(RecordingError)
  {
    for (offset, number) in numbers.enumerated() where number < 0 {
      throw .invalidValue(
        location, path: "\(path)[\(firstIndex + offset)]", text: JSONWriter.numberLiteral(number),
        expected: "a length of 0 or more")
    }
  }
}

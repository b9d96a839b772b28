import SnapshotRecording

/// Writes an `Encodable` value as a JSON document through the package's one JSON writer
/// (`JSONWriter`), so that a document the tool writes and reads back is defined once, as
/// `Codable` types: written here, read by `JSONDecoder`.
///
/// The bytes are `JSONWriter`'s: object keys in sorted order, integers as integers, `Double`s
/// in their shortest round-trip form (``JSONWriter/double(_:)``: `0.5`, `2.0`), `nil` optionals
/// left out (the synthesized `Codable` skips them), strings escaped as every other JSON of the
/// tool is.
///
/// A document meant to be read by people may keep its keys in the order they are encoded
/// (``KeyOrder/encoded``: a synthesized `Codable` encodes in declaration order) and put a value
/// on one line in the pretty layout by wrapping it in ``OnOneLine``.
///
/// ```swift
/// struct Point: Codable { var y: Double; var x: Int; var name: String? }
/// print(try JSONDocumentEncoder(layout: .compact).text(of: Point(y: 2, x: 1, name: nil)))
/// // {"x":1,"y":2.0}
/// ```
struct JSONDocumentEncoder {
  /// The order of an object's keys.
  enum KeyOrder {
    /// Sorted by their text: the same bytes whatever order a type encodes in.
    case sorted
    /// The order the values encode them in, a key encoded twice keeping its first place.
    case encoded
  }

  /// Where line breaks and spaces go.
  var layout: JSONWriter.Layout = .pretty
  /// The order of an object's keys.
  var keyOrder: KeyOrder = .sorted

  /// The document's text, without a final newline.
  ///
  /// - Parameter value: The document.
  /// - Returns: Its JSON.
  /// - Throws: What the value's `encode(to:)` throws, or `EncodingError.invalidValue` for an
  ///   unsigned integer past `Int.max`.
  func text(of value: some Encodable) throws -> String {
    let root = Node()
    try value.encode(to: TreeEncoder(node: root, codingPath: []))
    var json = JSONWriter(layout: layout)
    root.write(to: &json, sortingKeys: keyOrder == .sorted)
    return json.text
  }
}

/// One value of the document as it is encoded: what `Encodable` types describe, before it is
/// written in key order.
private final class Node {
  enum Content {
    case empty
    case null
    case bool(Bool)
    case integer(Int)
    case double(Double)
    case string(String)
    /// The elements are in ``elements``.
    case array
    /// The members are in ``members``.
    case object
  }

  var content = Content.empty
  /// Whether the pretty layout writes this value and everything in it on one line.
  var singleLine = false
  private(set) var elements: [Node] = []
  private(set) var members: [String: Node] = [:]
  /// The members' keys in the order they were first encoded.
  private(set) var keys: [String] = []

  /// The child under `key`, the node made an object first; a container asked for twice at one
  /// place gives the same object, as `JSONEncoder` does.
  func member(_ key: String) -> Node {
    makeObject()
    let child = Node()
    if members.updateValue(child, forKey: key) == nil { keys.append(key) }
    return child
  }

  /// A new last element, the node made an array first.
  func appendElement() -> Node {
    makeArray()
    let child = Node()
    elements.append(child)
    return child
  }

  func makeObject() {
    if case .object = content { return }
    content = .object
    members = [:]
    keys = []
  }

  func makeArray() {
    if case .array = content { return }
    content = .array
    elements = []
  }

  func write(to json: inout JSONWriter, sortingKeys: Bool) {
    switch content {
    case .empty:
      // A value that encoded nothing, as `JSONEncoder` writes it.
      json.beginObject()
      json.endObject()
    case .null: json.null()
    case .bool(let flag): json.bool(flag)
    case .integer(let integer): json.integer(integer)
    case .double(let double): json.double(double)
    case .string(let string): json.string(string)
    case .array:
      json.beginArray(singleLine: singleLine)
      for element in elements { element.write(to: &json, sortingKeys: sortingKeys) }
      json.endArray()
    case .object:
      json.beginObject(singleLine: singleLine)
      for key in sortingKeys ? keys.sorted() : keys {
        json.key(key)
        members[key]?.write(to: &json, sortingKeys: sortingKeys)
      }
      json.endObject()
    }
  }
}

/// The `Encoder` that fills a ``Node``.
private struct TreeEncoder: Encoder {
  let node: Node
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
    node.makeObject()
    return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.makeArray()
    return UnkeyedContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueContainer(node: node, codingPath: codingPath)
  }
}

/// Sets a node to one value; every `encode` of the three containers ends here.
private struct SingleValueContainer: SingleValueEncodingContainer {
  let node: Node
  var codingPath: [any CodingKey]

  mutating func encodeNil() throws { node.content = .null }
  mutating func encode(_ value: Bool) throws { node.content = .bool(value) }
  mutating func encode(_ value: String) throws { node.content = .string(value) }
  mutating func encode(_ value: Double) throws { node.content = .double(value) }
  mutating func encode(_ value: Float) throws { node.content = .double(Double(value)) }
  mutating func encode(_ value: Int) throws { node.content = .integer(value) }
  mutating func encode(_ value: Int8) throws { node.content = .integer(Int(value)) }
  mutating func encode(_ value: Int16) throws { node.content = .integer(Int(value)) }
  mutating func encode(_ value: Int32) throws { node.content = .integer(Int(value)) }
  mutating func encode(_ value: Int64) throws { node.content = .integer(Int(value)) }
  mutating func encode(_ value: UInt) throws { try encodeUnsigned(value) }
  mutating func encode(_ value: UInt8) throws { node.content = .integer(Int(value)) }
  mutating func encode(_ value: UInt16) throws { node.content = .integer(Int(value)) }
  mutating func encode(_ value: UInt32) throws { node.content = .integer(Int(value)) }
  mutating func encode(_ value: UInt64) throws { try encodeUnsigned(value) }

  mutating func encode(_ value: some Encodable) throws {
    if value is any OneLineDocumentValue { node.singleLine = true }
    try value.encode(to: TreeEncoder(node: node, codingPath: codingPath))
  }

  private func encodeUnsigned(_ value: some UnsignedInteger) throws {
    guard let integer = Int(exactly: value) else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) exceeds Int.max"))
    }
    node.content = .integer(integer)
  }
}

/// An object's members.
private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: Node
  var codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws { node.member(key.stringValue).content = .null }

  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    var single = SingleValueContainer(
      node: node.member(key.stringValue), codingPath: codingPath + [key])
    try single.encode(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy _: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = node.member(key.stringValue)
    child.makeObject()
    return KeyedEncodingContainer(
      KeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = node.member(key.stringValue)
    child.makeArray()
    return UnkeyedContainer(node: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    TreeEncoder(node: node.member("super"), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    TreeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
  }
}

/// An array's elements.
private struct UnkeyedContainer: UnkeyedEncodingContainer {
  let node: Node
  var codingPath: [any CodingKey]
  var count: Int { node.elements.count }

  mutating func encodeNil() throws { node.appendElement().content = .null }

  mutating func encode(_ value: some Encodable) throws {
    var single = SingleValueContainer(node: node.appendElement(), codingPath: codingPath)
    try single.encode(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = node.appendElement()
    child.makeObject()
    return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = node.appendElement()
    child.makeArray()
    return UnkeyedContainer(node: child, codingPath: codingPath)
  }

  mutating func superEncoder() -> any Encoder {
    TreeEncoder(node: node.appendElement(), codingPath: codingPath)
  }
}

/// A value ``JSONDocumentEncoder`` writes on one line in the pretty layout.
private protocol OneLineDocumentValue {}

/// A value written on one line in the pretty layout of ``JSONDocumentEncoder`` (a row of a
/// table, say), and read as the value itself: wrapping changes no byte of the compact layout.
///
/// ```swift
/// struct Table: Codable { var rows: [OnOneLine<[Int]>] }
/// print(try JSONDocumentEncoder().text(of: Table(rows: [OnOneLine([1, 2])])))
/// // {
/// //   "rows": [
/// //     [1, 2]
/// //   ]
/// // }
/// ```
struct OnOneLine<Value: Codable>: Codable, OneLineDocumentValue {
  /// The value.
  var value: Value

  /// Wraps a value.
  ///
  /// - Parameter value: The value.
  init(_ value: Value) { self.value = value }

  /// Reads the value itself.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: What the value's decoding throws.
  init(from decoder: any Decoder) throws { value = try Value(from: decoder) }

  /// Writes the value itself.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the value's encoding throws.
  func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}

extension OnOneLine: Equatable where Value: Equatable {}
extension OnOneLine: Hashable where Value: Hashable {}
extension OnOneLine: Sendable where Value: Sendable {}

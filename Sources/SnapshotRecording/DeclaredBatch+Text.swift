/// The text form of a declared update, as an `apply` line's `declared.updates` holds it:
/// `insert|delete|reload S-I`, `move S-I S-I`, `insert|delete|reload section S`,
/// `move section S S`, every index a decimal integer ≥ 0 that fits 64 bits.
extension DeclaredBatch.Update: CustomStringConvertible {
  /// The update as written: `delete 0-1`, `move section 1 3`.
  ///
  /// ```swift
  /// DeclaredBatch.Update.moveItem(from: .init(section: 0, item: 1), to: .init(section: 1, item: 0)).description
  /// // "move 0-1 1-0"
  /// ```
  public var description: String {
    switch self {
    case .item(let action, let place): "\(action.rawValue) \(place)"
    case .moveItem(let from, let to): "move \(from) \(to)"
    case .section(let action, let section): "\(action.rawValue) section \(section)"
    case .moveSection(let from, let to): "move section \(from) \(to)"
    }
  }

  /// Reads an update's text form; `nil` when it is not one.
  ///
  /// ```swift
  /// DeclaredBatch.Update(text: "insert section 2")  // .section(.insert, 2)
  /// DeclaredBatch.Update(text: "insert 2")  // nil
  /// ```
  public init?(text: String) {
    let words = text.split(separator: " ", omittingEmptySubsequences: false)
    switch words.count {
    case 2:
      guard let action = DeclaredBatch.Action(rawValue: String(words[0])),
        let place = DeclaredBatch.Place(text: words[1])
      else { return nil }
      self = .item(action, place)
    case 3 where words[0] == "move":
      guard let from = DeclaredBatch.Place(text: words[1]),
        let to = DeclaredBatch.Place(text: words[2])
      else { return nil }
      self = .moveItem(from: from, to: to)
    case 3 where words[1] == "section":
      guard let action = DeclaredBatch.Action(rawValue: String(words[0])),
        let section = Self.index(words[2])
      else { return nil }
      self = .section(action, section)
    case 4 where words[0] == "move" && words[1] == "section":
      guard let from = Self.index(words[2]), let to = Self.index(words[3]) else { return nil }
      self = .moveSection(from: from, to: to)
    default:
      return nil
    }
  }

  /// A decimal index ≥ 0 without sign or leading zero (but `0` itself); `nil` past 64 bits.
  static func index(_ text: Substring) -> Int? {
    guard let first = text.utf8.first, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
      first != UInt8(ascii: "0") || text.utf8.count == 1
    else { return nil }
    return Int(text)
  }
}

extension DeclaredBatch.Place: CustomStringConvertible {
  /// `S-I`, as `declared.updates` writes an index path.
  ///
  /// ```swift
  /// DeclaredBatch.Place(section: 0, item: 2).description  // "0-2"
  /// ```
  public var description: String { "\(section)-\(item)" }

  /// Reads `S-I`; `nil` when it is not one.
  init?(text: Substring) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let section = DeclaredBatch.Update.index(parts[0]),
      let item = DeclaredBatch.Update.index(parts[1])
    else { return nil }
    self.init(section: section, item: item)
  }
}

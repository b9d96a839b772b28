import Foundation
import SnapshotModel
import SnapshotRecording

/// The reader's fast path: decodes an `apply` or `marker` line of the common shape straight
/// from its bytes into the format's values, with no `JSONValue` tree in between.
///
/// It takes only what it can decode exactly as `JSONParser` and `LineDecoder` do: known keys,
/// each at most once, written with no escape; strings in valid UTF-8 with no raw control
/// character, their escapes (`\n`, `\"`, `\uXXXX`, surrogate pairs) decoded as the strict
/// parser decodes them; identifiers that are strings or plain integers; a `time` that is a
/// finite number ≥ 0; a `seq` of 1 or more; colours, accessories, row animations and outline
/// parents that the decoder accepts. Anything else — an unknown, repeated or escaped key, an
/// invalid escape or unpaired surrogate, any error — makes it answer `nil`, and the
/// reader decodes the line with the strict parser, which names the exact error and notes keys
/// that look misspelt. So the fast path changes neither what a line means nor which error or
/// warning it gives; only how long the common line takes.
///
/// ```swift
/// let line = #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":["a"]}]}"#
/// LineScanner.event(Array(line.utf8))  // .apply(seq 1, one section holding "a")
/// LineScanner.event(Array(#"{"type":"apply","seq":1.0}"#.utf8))  // nil: the strict path decides
/// ```
struct LineScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  /// Whether items' labels and details are built as strings, or only checked.
  private let keepsItemText: Bool
  /// Whether a `layout` line's item frames are built, or only checked (and left out).
  let keepsLayoutItems: Bool
  var index = 0
  /// The decoded bytes of the last string that held an escape, reused from string to string:
  /// as long as the line, made at the first escape (a string never decodes to more bytes than
  /// it is written with), so decoding writes bytes with no capacity check.
  private var unescapedStorage: UnsafeMutablePointer<UInt8>?
  /// How many bytes of ``unescapedStorage`` the last string with an escape decoded to.
  private var unescapedCount = 0
  /// Whether an item with a `parent` was met since the current section's items began.
  private var metParent = false
  /// The sections of the apply decoded before this line on the same thread, whose strings are
  /// taken again where the line writes the same bytes (see ``reused(_:ifSameAs:)``).
  private let earlierSections: [RecordedSection]
  /// The items of the earlier apply's section in the current section's place.
  private var earlierItems: [RecordedItem] = []
  /// How far the earlier section's items lie from the current one's: 1 for a window that
  /// slid by one item. Found again at each item whose identifier sits elsewhere.
  private var earlierShift = 0

  /// The event a line holds, when the line has the common shape.
  ///
  /// - Parameters:
  ///   - line: The line's bytes.
  ///   - keepingItemText: With `false`, items' labels and details are checked as usual but left
  ///     out of the event (`nil`), for a caller that only counts.
  ///   - keepingLayoutItems: With `false`, a `layout` line's item frames are checked as usual
  ///     but left out of the event (none), for a caller that reads only its screen.
  ///   - earlier: An apply decoded before this line (on the same thread): a title, label,
  ///     detail or subtitle written with the same bytes as in the same place there is that
  ///     string again, neither allocated nor validated a second time, and equal to it by
  ///     identity, which the lints comparing applies check first. The event is the same with
  ///     or without it.
  /// - Returns: The event; `nil` when the strict path must decide (anything unusual, and every
  ///   error).
  /// - Complexity: O(n) in the line's length; one pass, no backtracking.
  static func event(
    _ line: [UInt8], keepingItemText: Bool = true, keepingLayoutItems: Bool = true,
    reusingTextOf earlier: ApplyEvent? = nil
  ) -> RecordingEvent? {
    line.withUnsafeBufferPointer { buffer in
      var scanner = LineScanner(
        bytes: buffer, keepsItemText: keepingItemText, keepsLayoutItems: keepingLayoutItems,
        earlierSections: earlier?.sections ?? [])
      defer { scanner.unescapedStorage?.deallocate() }
      return scanner.event()
    }
  }

  private init(
    bytes: UnsafeBufferPointer<UInt8>, keepsItemText: Bool, keepsLayoutItems: Bool,
    earlierSections: [RecordedSection]
  ) {
    self.bytes = bytes
    self.keepsItemText = keepsItemText
    self.keepsLayoutItems = keepsLayoutItems
    self.earlierSections = earlierSections
  }

  // MARK: Events

  /// The keys of the format's lists as the scanner matches them, made once.
  private static let applyKeys = KeyTable<RecordingKeys.Apply>()
  private static let markerKeys = KeyTable<RecordingKeys.Marker>()
  private static let sectionKeys = KeyTable<RecordingKeys.Section>()
  private static let itemKeys = KeyTable<RecordingKeys.Item>()
  /// The apply's keys that a marker has too (`type`, `time`): a line holding only these, and
  /// the marker's own, may be a marker.
  private static let applyKeysOfMarkers = applyKeys.bits(ofKeysNamedIn: RecordingKeys.Marker.self)

  /// A key of an event line: the apply's keys are tried first, so a key both kinds have
  /// (`type`, `time`) is always the apply's, and only the marker's own keys are the marker's.
  private enum EventKey {
    case apply(KeyTable<RecordingKeys.Apply>.Match)
    case marker(KeyTable<RecordingKeys.Marker>.Match)
  }

  private mutating func event() -> RecordingEvent? {
    skipWhitespace()
    guard consume(UInt8(ascii: "{")) else { return nil }
    // What the screen showed: recorders write the type first. Written otherwise, such a line
    // is declined below (its type is neither an apply's nor a marker's).
    if consumeWord(#""type":"layout""#) { return layout().map(RecordingEvent.layout) }
    if consumeWord(#""type":"scroll""#) { return scroll().map(RecordingEvent.scroll) }
    // The sets of keys met, as bits: the apply's keys, and the marker's own.
    var seen: UInt64 = 0
    var seenOfMarker: UInt64 = 0
    var type: String?
    var seq: Int?
    var time: Double?
    var sections: [RecordedSection]?
    var apply = ApplyEvent(seq: 1, time: 0, sections: [])
    var label: String?
    skipWhitespace()
    if !consume(UInt8(ascii: "}")) {
      repeat {
        switch eventKey() {
        case nil:
          return nil
        case .apply(let match):
          guard seen & match.bit == 0 else { return nil }
          seen |= match.bit
          switch match.key {
          case .type:
            guard let text = string() else { return nil }
            type = text
          case .seq:
            guard let number = integer() else { return nil }
            seq = number
          case .time:
            guard let number = number() else { return nil }
            time = number
          case .sections:
            guard let decoded = self.sections() else { return nil }
            sections = decoded
          case .animating:
            guard let flag = optionalBool() else { return nil }
            apply.animating = flag ?? true
          case .reloadData:
            guard let flag = optionalBool() else { return nil }
            apply.reloadData = flag ?? false
          case .reloaded:
            guard let identifiers = identifiers() else { return nil }
            apply.reloaded = identifiers
          case .reconfigured:
            guard let identifiers = identifiers() else { return nil }
            apply.reconfigured = identifiers
          case .reloadedSections:
            guard let identifiers = identifiers() else { return nil }
            apply.reloadedSections = identifiers
          case .queue:
            guard let queue = optionalString() else { return nil }
            apply.queue = queue
          case .rowAnimation:
            guard let name = optionalString() else { return nil }
            if let name {
              guard let animation = RowAnimation(rawValue: name) else { return nil }
              apply.rowAnimation = animation
            }
          case .declared:
            // A declared batch has budgets and an update grammar: the strict path reads it.
            return nil
          }
        case .marker(let match):
          guard seenOfMarker & match.bit == 0 else { return nil }
          seenOfMarker |= match.bit
          switch match.key {
          case .label:
            guard let text = optionalString() else { return nil }
            label = text
          case .type, .time:
            // Matched as the apply's keys of the same names, never here.
            return nil
          }
        }
        skipWhitespace()
      } while consume(UInt8(ascii: ","))
      guard consume(UInt8(ascii: "}")) else { return nil }
    }
    skipWhitespace()
    guard index == bytes.count, let time, time.isFinite, time >= 0 else { return nil }
    switch type {
    case "apply":
      // A marker's own key (`label`) is no key of an apply: the strict path decides whether it
      // looks misspelt.
      guard seenOfMarker == 0, let seq, seq >= 1, let sections else { return nil }
      apply.seq = seq
      apply.time = time
      apply.sections = sections
      return .apply(apply)
    case "marker":
      guard seen & ~Self.applyKeysOfMarkers == 0, let label else { return nil }
      return .marker(MarkerEvent(time: time, label: label))
    default:
      return nil
    }
  }

  private mutating func eventKey() -> EventKey? {
    guard let (start, count) = key() else { return nil }
    if let match = Self.applyKeys.match(in: bytes, start: start, count: count) {
      return .apply(match)
    }
    return Self.markerKeys.match(in: bytes, start: start, count: count).map(EventKey.marker)
  }

  // MARK: Sections and items

  private mutating func sections() -> [RecordedSection]? {
    guard consume(UInt8(ascii: "[")) else { return nil }
    var sections: [RecordedSection] = []
    skipWhitespace()
    if consume(UInt8(ascii: "]")) { return sections }
    repeat {
      skipWhitespace()
      guard let section = section(at: sections.count) else { return nil }
      sections.append(section)
      skipWhitespace()
    } while consume(UInt8(ascii: ","))
    guard consume(UInt8(ascii: "]")) else { return nil }
    return sections
  }

  private mutating func section(at offset: Int) -> RecordedSection? {
    guard consume(UInt8(ascii: "{")) else { return nil }
    let earlier = offset < earlierSections.count ? earlierSections[offset] : nil
    var seen: UInt64 = 0
    var id: RecordedID?
    var title: String??
    var items: [RecordedItem]?
    skipWhitespace()
    if !consume(UInt8(ascii: "}")) {
      repeat {
        guard let (start, count) = key(),
          let match = Self.sectionKeys.match(in: bytes, start: start, count: count),
          seen & match.bit == 0
        else { return nil }
        seen |= match.bit
        switch match.key {
        case .id:
          id = identifier()
          guard id != nil else { return nil }
        case .title:
          title = optionalString(reusing: earlier?.title)
          guard title != nil else { return nil }
        case .items:
          metParent = false
          earlierItems = earlier?.items ?? []
          earlierShift = 0
          items = self.items()
          guard items != nil else { return nil }
        }
        skipWhitespace()
      } while consume(UInt8(ascii: ","))
      guard consume(UInt8(ascii: "}")) else { return nil }
    }
    guard let id, let items else { return nil }
    let section = RecordedSection(id: id, title: title ?? nil, items: items)
    // An outline parent that is not an earlier item is an error: the strict path names it.
    // Looked for only when an item has a parent: the search copies every item to ask.
    guard !metParent || OutlineParentProblem.first(in: section, seq: 0, path: "") == nil else {
      return nil
    }
    return section
  }

  private mutating func items() -> [RecordedItem]? {
    guard consume(UInt8(ascii: "[")) else { return nil }
    var items: [RecordedItem] = []
    skipWhitespace()
    if consume(UInt8(ascii: "]")) { return items }
    repeat {
      skipWhitespace()
      guard appendItem(to: &items) else { return nil }
      skipWhitespace()
    } while consume(UInt8(ascii: ","))
    guard consume(UInt8(ascii: "]")) else { return nil }
    return items
  }

  /// Decodes the item at `index` onto the end of `items` (made in place: returning it copied
  /// it, retaining each of its strings); `false` when the strict path must decide.
  private mutating func appendItem(to items: inout [RecordedItem]) -> Bool {
    let offset = items.count
    guard index < bytes.count else { return false }
    guard bytes[index] == UInt8(ascii: "{") else {
      // A bare identifier.
      guard let (id, _) = itemIdentifier(at: offset) else { return false }
      items.append(RecordedItem(id: id))
      return true
    }
    index += 1
    var seen: UInt64 = 0
    // The fields are gathered apart and the item made once at the end: assigning them one by
    // one to an item copied it (and retained its strings) at each step.
    var id: RecordedID?
    var label: String?
    var detail: String?
    var color: RecordedColor?
    var parent: RecordedID?
    var expanded: Bool?
    var subtitle: String?
    var accessory: RecordedAccessory?
    var image: CellImageDigest?
    // The earlier apply's item with the same identifier, once the identifier is read.
    var earlier: Int?
    skipWhitespace()
    guard !consume(UInt8(ascii: "}")) else { return false }
    repeat {
      guard let match = itemKey(), seen & match.bit == 0 else { return false }
      seen |= match.bit
      switch match.key {
      case .id:
        guard let (decoded, found) = itemIdentifier(at: offset) else { return false }
        id = decoded
        earlier = found
      case .label:
        guard let text = optionalItemText(reusing: earlier.flatMap { earlierItems[$0].label })
        else { return false }
        label = text
      case .detail:
        guard let text = optionalItemText(reusing: earlier.flatMap { earlierItems[$0].detail })
        else { return false }
        detail = text
      case .color:
        guard let decoded = optionalColor() else { return false }
        color = decoded
      case .parent:
        skipWhitespace()
        if !consumeWord("null") {
          guard let decoded = identifier() else { return false }
          parent = decoded
          metParent = true
        }
      case .expanded:
        guard let flag = optionalBool() else { return false }
        expanded = flag
      case .subtitle:
        guard
          let text = optionalItemText(reusing: earlier.flatMap { earlierItems[$0].subtitle })
        else { return false }
        subtitle = text
      case .accessory:
        guard let name = optionalString() else { return false }
        if let name {
          // An unknown word is an error the strict path words, naming the accepted ones.
          guard let decoded = RecordedAccessory(rawValue: name) else { return false }
          accessory = decoded
        }
      case .image:
        guard let text = optionalString() else { return false }
        if let text {
          // A malformed digest is an error the strict path words.
          guard let decoded = CellImageDigest(text) else { return false }
          image = decoded
        }
      }
      skipWhitespace()
    } while consume(UInt8(ascii: ","))
    guard consume(UInt8(ascii: "}")), let id else { return false }
    items.append(
      RecordedItem(
        id: id, label: label, detail: detail, color: color, subtitle: subtitle,
        accessory: accessory, parent: parent, expanded: expanded, image: image))
    return true
  }

  /// The identifier of the item at `offset` of the current section, and where the earlier
  /// apply's item with it lies. A string identifier is first compared with the one where the
  /// earlier item is expected: when it is that one, it is that string again, found in one step.
  private mutating func itemIdentifier(at offset: Int) -> (RecordedID, earlier: Int?)? {
    skipWhitespace()
    guard index < bytes.count else { return nil }
    guard bytes[index] == UInt8(ascii: "\"") else {
      guard let number = integer() else { return nil }
      let id = RecordedID.integer(number)
      return (id, earlierItem(matching: id, at: offset))
    }
    let guess = offset + earlierShift
    var expected: String?
    if guess >= 0, guess < earlierItems.count, case .string(let text) = earlierItems[guess].id {
      expected = text
    }
    guard let (text, reused) = stringReusing(expected) else { return nil }
    let id = RecordedID.string(text)
    return (id, reused ? guess : earlierItem(matching: id, at: offset))
  }

  /// Where the item with `id` at `offset` of the current section lies in the earlier apply's
  /// section: where the last one found suggests, else up to ``earlierReach`` places either
  /// side of it (an item inserted, removed or moved nearby, or the earlier apply a few lines
  /// back); `nil` when it is not there.
  private mutating func earlierItem(matching id: RecordedID, at offset: Int) -> Int? {
    let count = earlierItems.count
    guard count > 0 else { return nil }
    let guess = offset + earlierShift
    if guess >= 0, guess < count, earlierItems[guess].id == id { return guess }
    for distance in 1...Self.earlierReach {
      let after = guess + distance
      let before = guess - distance
      let candidate: Int
      if after >= 0, after < count, earlierItems[after].id == id {
        candidate = after
      } else if before >= 0, before < count, earlierItems[before].id == id {
        candidate = before
      } else {
        continue
      }
      earlierShift = candidate - offset
      return candidate
    }
    return nil
  }

  /// How far from where it is expected an item is looked for in the earlier apply.
  private static let earlierReach = 16

  private mutating func itemKey() -> KeyTable<RecordingKeys.Item>.Match? {
    // Nearly every item's keys are written `"id":` and `"label":`, with no space: matched as
    // one word. Anything else takes the general path below.
    if let (match, length) = Self.itemKeys.compactMatch(in: bytes, at: index) {
      index += length
      return match
    }
    guard let (start, count) = key() else { return nil }
    return Self.itemKeys.match(in: bytes, start: start, count: count)
  }

  // MARK: Values

  /// An array of identifiers, `null` counting as none.
  private mutating func identifiers() -> [RecordedID]? {
    skipWhitespace()
    if consumeWord("null") { return [] }
    guard consume(UInt8(ascii: "[")) else { return nil }
    var identifiers: [RecordedID] = []
    skipWhitespace()
    if consume(UInt8(ascii: "]")) { return identifiers }
    repeat {
      guard let identifier = identifier() else { return nil }
      identifiers.append(identifier)
      skipWhitespace()
    } while consume(UInt8(ascii: ","))
    guard consume(UInt8(ascii: "]")) else { return nil }
    return identifiers
  }

  /// A string or a plain integer.
  mutating func identifier() -> RecordedID? {
    skipWhitespace()
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "\"") { return string().map(RecordedID.string) }
    return integer().map(RecordedID.integer)
  }

  /// A JSON integer literal that fits an `Int`: an optional minus, then `0` or digits not
  /// starting with `0`, and no fraction or exponent.
  mutating func integer() -> Int? {
    skipWhitespace()
    let negative = consume(UInt8(ascii: "-"))
    guard index < bytes.count, let first = digit(at: index) else { return nil }
    index += 1
    var value = first
    if first == 0 {
      guard index == bytes.count || digit(at: index) == nil else { return nil }
    } else {
      while index < bytes.count, let next = digit(at: index) {
        let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
        let (sum, carry) = shifted.addingReportingOverflow(next)
        guard !overflow, !carry else { return nil }
        value = sum
        index += 1
      }
    }
    if index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return nil
      default: break
      }
    }
    return negative ? -value : value
  }

  /// A JSON number, converted as the strict parser converts its text (`Double(text)`, which
  /// rounds correctly). A number of at most 19 significant digits, at most 2^53, scaled by a
  /// power of ten up to 10^22 is converted by one multiplication or division of two exact
  /// doubles, which IEEE 754 rounds correctly too: the same value with no string made and no
  /// `strtod` (Clinger's fast path). Anything else goes through `Double(text)` as before.
  mutating func number() -> Double? {
    skipWhitespace()
    let start = index
    let end = bytes.count
    // A local position and digits tested as `byte - "0" < 10`: this runs four times a rect.
    var position = index
    let negative = position < end && bytes[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    guard position < end else { return nil }
    var digit = bytes[position] &- UInt8(ascii: "0")
    guard digit < 10 else { return nil }
    position += 1
    var significand = UInt64(digit)
    // Digits taken into `significand` (leading zeros not counted) and its power of ten.
    var significantDigits = digit == 0 ? 0 : 1
    var scale = 0
    var exact = true
    if digit == 0 {
      if position < end, bytes[position] &- UInt8(ascii: "0") < 10 { return nil }
    } else {
      while position < end {
        digit = bytes[position] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        if significantDigits < 19 {
          significand = significand &* 10 &+ UInt64(digit)
          significantDigits += 1
        } else {
          exact = false
        }
        position += 1
      }
    }
    if position < end, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard position < end, bytes[position] &- UInt8(ascii: "0") < 10 else { return nil }
      while position < end {
        digit = bytes[position] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        if significantDigits < 19 {
          significand = significand &* 10 &+ UInt64(digit)
          if significand != 0 { significantDigits += 1 }
          scale -= 1
        } else {
          exact = false
        }
        position += 1
      }
    }
    // `e` or `E`: the one bit apart is the case.
    if position < end, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      var exponentIsNegative = false
      if position < end, bytes[position] == UInt8(ascii: "+") {
        position += 1
      } else if position < end, bytes[position] == UInt8(ascii: "-") {
        exponentIsNegative = true
        position += 1
      }
      guard position < end, bytes[position] &- UInt8(ascii: "0") < 10 else { return nil }
      var exponent = 0
      while position < end {
        digit = bytes[position] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        // Past a few digits the exponent is far outside the fast path's 10^±22 anyway.
        if exponent < 100_000 { exponent = exponent * 10 + Int(digit) } else { exact = false }
        position += 1
      }
      scale += exponentIsNegative ? -exponent : exponent
    }
    index = position
    if exact, significand == 0 { return negative ? -0.0 : 0.0 }
    if exact, significand <= 1 << 53, scale >= -22, scale <= 22 {
      let magnitude =
        scale < 0
        ? Double(significand) / Self.powersOfTen[-scale]
        : Double(significand) * Self.powersOfTen[scale]
      return negative ? -magnitude : magnitude
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    return Double(text)
  }

  /// 10^0 … 10^22: every one an exact double (5^22 < 2^53).
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  private func digit(at position: Int) -> Int? {
    let byte = bytes[position]
    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
    return Int(byte &- UInt8(ascii: "0"))
  }

  /// `true`, `false`, or `null` (`.some(nil)`); `nil` for anything else.
  mutating func optionalBool() -> Bool?? {
    skipWhitespace()
    if consumeWord("true") { return .some(true) }
    if consumeWord("false") { return .some(false) }
    if consumeWord("null") { return .some(nil) }
    return nil
  }

  /// An item's label, detail or subtitle: ``optionalString(reusing:)``, or, when item text is
  /// left out, the same checks with `.some(nil)` for a valid string.
  private mutating func optionalItemText(reusing earlier: String?) -> String?? {
    if keepsItemText { return optionalString(reusing: earlier) }
    skipWhitespace()
    if consumeWord("null") { return .some(nil) }
    switch stringContent() {
    case nil:
      return nil
    case .plain(let start, let count, let ascii):
      let text = UnsafeBufferPointer(rebasing: bytes[start..<(start + count)])
      guard ascii || UTF8Validation.isValid(text) else { return nil }
    case .unescaped(let rawNonASCII):
      guard !rawNonASCII || UTF8Validation.isValid(unescapedBytes) else { return nil }
    }
    return .some(nil)
  }

  /// A string or `null` (`.some(nil)`); `nil` for anything else.
  mutating func optionalString(reusing earlier: String? = nil) -> String?? {
    skipWhitespace()
    if consumeWord("null") { return .some(nil) }
    guard let text = string(reusing: earlier) else { return nil }
    return .some(text)
  }

  /// A string, its escapes decoded as the strict parser decodes them, in valid UTF-8;
  /// `earlier` itself when its bytes are the decoded ones.
  mutating func string(reusing earlier: String? = nil) -> String? {
    stringReusing(earlier)?.text
  }

  /// ``string(reusing:)``, and whether the string is `earlier`.
  private mutating func stringReusing(_ earlier: String?) -> (text: String, reused: Bool)? {
    skipWhitespace()
    let decoded: UnsafeBufferPointer<UInt8>
    let ascii: Bool
    switch stringContent() {
    case nil:
      return nil
    case .plain(let start, let count, let plainASCII):
      decoded = UnsafeBufferPointer(rebasing: bytes[start..<(start + count)])
      ascii = plainASCII
    case .unescaped(let rawNonASCII):
      // Escapes decode to whole UTF-8 sequences: only bytes written raw can be invalid.
      decoded = unescapedBytes
      ascii = !rawNonASCII
    }
    if let same = Self.reused(decoded, ifSameAs: earlier) { return (same, true) }
    return Self.text(decoded, ascii: ascii).map { ($0, false) }
  }

  /// `earlier` when its UTF-8 bytes are `bytes`. A string is valid UTF-8, so the bytes are
  /// too, and `String(decoding:as:)` would make an equal string of them: taking the one there
  /// is saves allocating and validating it, and makes `==` with it a comparison of identities.
  private static func reused(_ bytes: UnsafeBufferPointer<UInt8>, ifSameAs earlier: String?)
    -> String?
  {
    guard let earlier, earlier.utf8.count == bytes.count else { return nil }
    let same = earlier.utf8.withContiguousStorageIfAvailable { stored in
      guard let storedBase = stored.baseAddress, let base = bytes.baseAddress else {
        return stored.isEmpty
      }
      return memcmp(storedBase, base, bytes.count) == 0
    }
    return same == true ? earlier : nil
  }

  /// A colour or `null` (`.some(nil)`); `nil` for anything else. Read from the line's bytes
  /// when written with no escape, as `RecordedColor(hex:)` reads the string's.
  private mutating func optionalColor() -> RecordedColor?? {
    skipWhitespace()
    if consumeWord("null") { return .some(nil) }
    switch stringContent() {
    case nil:
      return nil
    case .plain(let start, let count, _):
      guard count == 7 || count == 9, bytes[start] == UInt8(ascii: "#") else { return nil }
      var components: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)
      for component in 0..<(count / 2) {
        guard let high = Self.nibble(bytes[start + 1 + 2 * component]),
          let low = Self.nibble(bytes[start + 2 + 2 * component])
        else { return nil }
        switch component {
        case 0: components.0 = high << 4 | low
        case 1: components.1 = high << 4 | low
        case 2: components.2 = high << 4 | low
        default: components.3 = high << 4 | low
        }
      }
      return .some(
        RecordedColor(
          red: components.0, green: components.1, blue: components.2, alpha: components.3))
    case .unescaped(let rawNonASCII):
      guard let hex = Self.text(unescapedBytes, ascii: !rawNonASCII),
        let color = RecordedColor(hex: hex)
      else { return nil }
      return .some(color)
    }
  }

  /// The value of a hex digit in either case, as `RecordedColor(hex:)` reads it.
  private static func nibble(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
    default: nil
    }
  }

  /// The bytes the last string with an escape decoded to.
  var unescapedBytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: unescapedStorage, count: unescapedCount)
  }

  /// The string of UTF-8 bytes, `nil` when they are not valid. `String(validating:)` would say
  /// the same, but it is generic code the standard library does not specialize: looking up
  /// its type metadata cost more than validating a label.
  ///
  /// `String(decoding:as:)` validates as it copies and replaces what is invalid, so its bytes
  /// equal the input's exactly when the input was valid UTF-8. Comparing them (`memcmp`, wide)
  /// costs less than validating them a second time (``UTF8Validation`` goes a character at a
  /// time through multi-byte text).
  static func text(_ bytes: UnsafeBufferPointer<UInt8>, ascii: Bool) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard !ascii, let source = bytes.baseAddress else { return text }
    var copy = text
    let unchanged = copy.withUTF8 { decoded in
      guard decoded.count == bytes.count, let base = decoded.baseAddress else { return false }
      return memcmp(base, source, bytes.count) == 0
    }
    return unchanged ? text : nil
  }

  /// What a string holds: where its bytes are in the line when it has no escape, or, when it has
  /// one, that its decoded bytes are in ``unescapedBytes``.
  enum StringContent {
    /// The string's bytes in the line, and whether they are all ASCII.
    case plain(start: Int, count: Int, ascii: Bool)
    /// The decoded bytes are in ``unescapedBytes``; whether the bytes written raw (not as escapes)
    /// hold any non-ASCII byte, the only ones that can be invalid UTF-8.
    case unescaped(rawNonASCII: Bool)
  }

  /// The string at `index`: its bytes, or its escapes decoded into ``unescapedStorage``; `nil`
  /// for a control character, an invalid escape or an unpaired surrogate (errors the strict
  /// path words) or a string that is not closed.
  mutating func stringContent() -> StringContent? {
    guard consume(UInt8(ascii: "\"")) else { return nil }
    let start = index
    var (position, nonASCII) = specialByte(from: start)
    guard position < bytes.count else { return nil }
    if bytes[position] == UInt8(ascii: "\"") {
      index = position + 1
      return .plain(start: start, count: position - start, ascii: !nonASCII)
    }
    if unescapedStorage == nil {
      unescapedStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
    }
    unescapedCount = 0
    var runStart = start
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        appendRaw(from: runStart, to: position)
        index = position + 1
        return .unescaped(rawNonASCII: nonASCII)
      }
      guard byte == UInt8(ascii: "\\") else { return nil }
      appendRaw(from: runStart, to: position)
      guard let next = unescape(at: position) else { return nil }
      runStart = next
      let (special, runNonASCII) = specialByte(from: next)
      position = special
      nonASCII = nonASCII || runNonASCII
    }
    return nil
  }

  /// Copies the line's bytes `start..<end`, written with no escape, into ``unescapedStorage``.
  private mutating func appendRaw(from start: Int, to end: Int) {
    guard end > start, let storage = unescapedStorage, let base = bytes.baseAddress else {
      return
    }
    (storage + unescapedCount).update(from: base + start, count: end - start)
    unescapedCount += end - start
  }

  /// Appends one decoded byte to ``unescapedStorage``.
  private mutating func append(_ byte: UInt8) {
    unescapedStorage?[unescapedCount] = byte
    unescapedCount += 1
  }

  /// Decodes the escape whose backslash is at `position` into ``unescapedStorage``, as the strict
  /// parser does; returns the position after it, or `nil` for anything the strict path rejects.
  private mutating func unescape(at position: Int) -> Int? {
    guard position + 1 < bytes.count else { return nil }
    let escape = bytes[position + 1]
    switch escape {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): append(escape)
    case UInt8(ascii: "b"): append(0x08)
    case UInt8(ascii: "f"): append(0x0C)
    case UInt8(ascii: "n"): append(0x0A)
    case UInt8(ascii: "r"): append(0x0D)
    case UInt8(ascii: "t"): append(0x09)
    case UInt8(ascii: "u"):
      guard var code = hexQuad(at: position + 2) else { return nil }
      var end = position + 6
      switch code {
      case 0xD800..<0xDC00:
        // A high surrogate is followed by an escaped low one, or the line is in error.
        guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: "\\"),
          bytes[end + 1] == UInt8(ascii: "u"), let low = hexQuad(at: end + 2),
          (0xDC00..<0xE000).contains(low)
        else { return nil }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        end += 6
      case 0xDC00..<0xE000:
        return nil
      default:
        break
      }
      appendUTF8(of: code)
      return end
    default:
      return nil
    }
    return position + 2
  }

  /// The four hex digits at `position` as a number; `nil` when they are not there.
  private func hexQuad(at position: Int) -> UInt32? {
    guard bytes.count - position >= 4 else { return nil }
    var value: UInt32 = 0
    for offset in 0..<4 {
      let byte = bytes[position + offset]
      // `0`…`9` below 10; `a`…`f` and `A`…`F` (one bit apart) below 6 once folded.
      let decimal = byte &- UInt8(ascii: "0")
      let letter = (byte | 0x20) &- UInt8(ascii: "a")
      let digit: UInt8
      if decimal < 10 {
        digit = decimal
      } else if letter < 6 {
        digit = letter &+ 10
      } else {
        return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// Appends a scalar's UTF-8 bytes (a code point below 0x110000 that is no surrogate).
  private mutating func appendUTF8(of code: UInt32) {
    guard let storage = unescapedStorage else { return }
    let end = storage + unescapedCount
    switch code {
    case 0..<0x80:
      end[0] = UInt8(code)
      unescapedCount += 1
    case 0x80..<0x800:
      end[0] = 0xC0 | UInt8(code >> 6)
      end[1] = 0x80 | UInt8(code & 0x3F)
      unescapedCount += 2
    case 0x800..<0x10000:
      end[0] = 0xE0 | UInt8(code >> 12)
      end[1] = 0x80 | UInt8(code >> 6 & 0x3F)
      end[2] = 0x80 | UInt8(code & 0x3F)
      unescapedCount += 3
    default:
      end[0] = 0xF0 | UInt8(code >> 18)
      end[1] = 0x80 | UInt8(code >> 12 & 0x3F)
      end[2] = 0x80 | UInt8(code >> 6 & 0x3F)
      end[3] = 0x80 | UInt8(code & 0x3F)
      unescapedCount += 4
    }
  }

  /// A key: a string with no escape followed by `:`, as its start and length in the line.
  /// Writers never escape the format's keys; an escaped one is left to the strict path.
  mutating func key() -> (start: Int, count: Int)? {
    skipWhitespace()
    guard consume(UInt8(ascii: "\"")) else { return nil }
    let start = index
    let (position, _) = specialByte(from: start)
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
    index = position + 1
    skipWhitespace()
    guard consume(UInt8(ascii: ":")) else { return nil }
    skipWhitespace()
    return (start, position - start)
  }

  /// The first quote, backslash or control byte at or after `start` (the line's length when
  /// there is none), and whether any byte before it is not ASCII.
  private func specialByte(from start: Int) -> (position: Int, nonASCII: Bool) {
    var position = start
    var highBits: UInt64 = 0
    if let base = bytes.baseAddress {
      // Eight bytes at a time: the lowest flagged byte of a word is the first quote,
      // backslash or control byte (the tests never flag a byte below the first true one).
      while bytes.count - position >= 8 {
        let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
        let flagged = Self.quoteBackslashOrControlBytes(word)
        guard flagged != 0 else {
          highBits |= word
          position += 8
          continue
        }
        let plainBytes = flagged.trailingZeroBitCount / 8
        // The bytes before the flagged one (little-endian: the low ones) are the string's.
        if plainBytes > 0 { highBits |= word & (UInt64.max >> (64 - 8 * plainBytes)) }
        return (position + plainBytes, highBits & 0x8080_8080_8080_8080 != 0)
      }
    }
    // The last few bytes of the line, one at a time.
    var high: UInt8 = highBits & 0x8080_8080_8080_8080 == 0 ? 0 : 0x80
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      high |= byte
      position += 1
    }
    return (position, high >= 0x80)
  }

  /// The bytes of `word` that are `"`, `\\` or below 0x20, as their high bits: the classic
  /// "has a zero byte" and "has a byte less than n" tests. Their lowest set bit marks the first
  /// such byte exactly; bits above it may be false (a borrow carries up), which is never read.
  private static func quoteBackslashOrControlBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
    let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
    let hasQuote = (quotes &- ones) & ~quotes & highs
    let hasBackslash = (backslashes &- ones) & ~backslashes & highs
    let hasControl = (word &- ones &* 0x20) & ~word & highs
    return hasQuote | hasBackslash | hasControl
  }

  private func matches(_ start: Int, _ count: Int, _ word: StaticString) -> Bool {
    guard word.utf8CodeUnitCount == count else { return false }
    let expected = word.utf8Start
    for offset in 0..<count where bytes[start + offset] != expected[offset] { return false }
    return true
  }

  mutating func consumeWord(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard bytes.count - index >= count, matches(index, count, word) else { return false }
    index += count
    return true
  }

  mutating func consume(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }
}

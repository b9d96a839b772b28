import SnapshotRecording

/// The fast path for the events that say what the screen showed (`layout`, `scroll`): decoded
/// straight from the line's bytes exactly as `LineDecoder+Screen.swift` decodes them from a
/// `JSONValue`, or declined. It takes a line whose `type` is its first key (recorders write it
/// there), known keys each at most once, and every value the strict decoder accepts; anything
/// else — an unknown, repeated or escaped key, a value out of range, a timing with both a curve
/// and a spring — is left to the strict path, which names the error or notes the misspelt key.
///
/// ```swift
/// let line = #"{"type":"scroll","time":1.5,"offset":[0,120]}"#
/// LineScanner.event(Array(line.utf8))  // .scroll(time 1.5, offset (0, 120))
/// ```
extension LineScanner {
  private static let layoutKeys = KeyTable<RecordingKeys.Layout>()
  private static let scrollKeys = KeyTable<RecordingKeys.Scroll>()
  private static let supplementaryKeys = KeyTable<RecordingKeys.Supplementary>()
  private static let timingKeys = KeyTable<RecordingKeys.Timing>()
  private static let springKeys = KeyTable<RecordingKeys.Spring>()

  /// The rest of a `layout` line, after its `"type":"layout"`.
  mutating func layout() -> LayoutEvent? {
    typealias Key = RecordingKeys.Layout
    var seen = Self.layoutKeys.bit(of: .type)
    var seq: Int?
    var time: Double?
    var view: LayoutEvent.View?
    var bounds: [Double]?
    var offset: [Double]?
    var content: [Double]?
    var list: LayoutEvent.ListAppearance?
    var insets: RecordedInsets?
    var items: [LayoutEvent.ItemFrame] = []
    var supplementary: [RecordedSupplementaryView] = []
    var timing: RecordedTiming?
    skipWhitespace()
    while consume(UInt8(ascii: ",")) {
      guard let match = member(of: Self.layoutKeys), seen & match.bit == 0 else { return nil }
      seen |= match.bit
      switch match.key {
      case .type:
        return nil
      case .seq:
        guard let number = integer(), number >= 1 else { return nil }
        seq = number
      case .time:
        guard let number = number(), number.isFinite, number >= 0 else { return nil }
        time = number
      case .view:
        guard let name = string(), let decoded = LayoutEvent.View(rawValue: name) else {
          return nil
        }
        view = decoded
      case .list:
        guard let name = optionalString() else { return nil }
        if let name {
          guard let decoded = LayoutEvent.ListAppearance(rawValue: name) else { return nil }
          list = decoded
        }
      case .bounds:
        guard let lengths = lengths(2), lengths.allSatisfy({ $0 >= 1 }) else { return nil }
        bounds = lengths
      case .offset:
        guard let lengths = lengths(2) else { return nil }
        offset = lengths
      case .content:
        guard let lengths = lengths(2), lengths.allSatisfy({ $0 >= 0 }) else { return nil }
        content = lengths
      case .insets:
        skipWhitespace()
        if !consumeWord("null") {
          guard let lengths = lengths(4), lengths.allSatisfy({ $0 >= 0 }) else { return nil }
          insets = RecordedInsets(
            top: lengths[0], left: lengths[1], bottom: lengths[2], right: lengths[3])
        }
      case .items:
        guard let frames = itemFrames() else { return nil }
        items = frames
      case .supplementary:
        guard let views = supplementaryViews() else { return nil }
        supplementary = views
      case .timing:
        skipWhitespace()
        if !consumeWord("null") {
          guard let decoded = self.timing() else { return nil }
          timing = decoded
        }
      }
      skipWhitespace()
    }
    guard consume(UInt8(ascii: "}")), atEndOfLine(), let seq, let time, let view, let bounds,
      let offset, let content
    else { return nil }
    var layout = LayoutEvent(
      seq: seq, time: time, view: view,
      bounds: RecordedSize(width: bounds[0], height: bounds[1]),
      offset: RecordedPoint(x: offset[0], y: offset[1]),
      content: RecordedSize(width: content[0], height: content[1]))
    layout.list = list
    if let insets { layout.insets = insets }
    layout.items = items
    layout.supplementary = supplementary
    layout.timing = timing
    return layout
  }

  /// The rest of a `scroll` line, after its `"type":"scroll"`.
  mutating func scroll() -> ScrollEvent? {
    var seen = Self.scrollKeys.bit(of: .type)
    var time: Double?
    var offset: [Double]?
    skipWhitespace()
    while consume(UInt8(ascii: ",")) {
      guard let match = member(of: Self.scrollKeys), seen & match.bit == 0 else { return nil }
      seen |= match.bit
      switch match.key {
      case .type:
        return nil
      case .time:
        guard let number = number(), number.isFinite, number >= 0 else { return nil }
        time = number
      case .offset:
        guard let lengths = lengths(2) else { return nil }
        offset = lengths
      }
      skipWhitespace()
    }
    guard consume(UInt8(ascii: "}")), atEndOfLine(), let time, let offset else { return nil }
    return ScrollEvent(time: time, offset: RecordedPoint(x: offset[0], y: offset[1]))
  }

  // MARK: Parts

  /// `items`: identifier text to rect, `null` for none; a repeated identifier's last rect
  /// wins in its first place, as the strict decoder has it. Without ``keepsLayoutItems`` they
  /// are checked as usual and left out (none).
  ///
  /// The strict decoder finds repeats with a `[String: Int]`, hashing every identifier with
  /// the standard library's seeded hasher. Here identifiers written as plain ASCII (what
  /// recorders write) are hashed by their bytes (``IdentifierHash``) into a small table
  /// instead, and only a line with a repeat, an escaped or non-ASCII identifier, or a long run
  /// of colliding hashes takes the dictionary: same frames, in the same order.
  private mutating func itemFrames() -> [LayoutEvent.ItemFrame]? {
    skipWhitespace()
    if consumeWord("null") { return [] }
    guard consume(UInt8(ascii: "{")) else { return nil }
    var frames: [LayoutEvent.ItemFrame] = []
    var hashes: [UInt64] = []
    var everyIdentifierHashed = true
    // The limit counts members, repeated ones too, as the strict decoder does.
    var members = 0
    skipWhitespace()
    if consume(UInt8(ascii: "}")) { return frames }
    repeat {
      members += 1
      guard members <= LineDecoder.layoutItemLimit, let (id, hash) = frameIdentifier() else {
        return nil
      }
      skipWhitespace()
      guard consume(UInt8(ascii: ":")), let rect = rect() else { return nil }
      if let id {
        frames.append(LayoutEvent.ItemFrame(id: id, rect: rect))
        if let hash { hashes.append(hash) } else { everyIdentifierHashed = false }
      }
      skipWhitespace()
    } while consume(UInt8(ascii: ","))
    guard consume(UInt8(ascii: "}")) else { return nil }
    if everyIdentifierHashed, Self.areDistinct(frames, hashedAs: hashes) { return frames }
    return Self.mergingRepeats(frames)
  }

  /// An item frame's identifier: its text (`nil` when layout items are left out, after the
  /// same checks) and, when it is written as plain ASCII, the hash of its bytes.
  private mutating func frameIdentifier() -> (text: String?, hash: UInt64?)? {
    skipWhitespace()
    switch stringContent() {
    case nil:
      return nil
    case .plain(let start, let count, let ascii):
      let written = UnsafeBufferPointer(rebasing: bytes[start..<(start + count)])
      if ascii {
        guard keepsLayoutItems else { return (nil, nil) }
        return (String(decoding: written, as: UTF8.self), IdentifierHash.ascii(written))
      }
      guard keepsLayoutItems else { return UTF8Validation.isValid(written) ? (nil, nil) : nil }
      return Self.text(written, ascii: false).map { ($0, nil) }
    case .unescaped(let rawNonASCII):
      guard keepsLayoutItems else {
        return !rawNonASCII || UTF8Validation.isValid(unescapedBytes) ? (nil, nil) : nil
      }
      return Self.text(unescapedBytes, ascii: !rawNonASCII).map { ($0, nil) }
    }
  }

  /// Whether no two frames share an identifier, by an open-addressed table of their hashes;
  /// `false` also when some hash's run of collisions passes a bound, so that identifiers
  /// written to collide cost a dictionary, not a quadratic search.
  private static func areDistinct(_ frames: [LayoutEvent.ItemFrame], hashedAs hashes: [UInt64])
    -> Bool
  {
    let slotBits = max(4, (2 * frames.count).bitWidth - (2 * frames.count).leadingZeroBitCount)
    let mask = (1 << slotBits) - 1
    // Each slot holds a frame's index + 1; 0 is empty.
    var slots = [Int](repeating: 0, count: mask + 1)
    for (index, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & mask
      var probes = 0
      while slots[slot] != 0 {
        let other = slots[slot] - 1
        if hashes[other] == hash, frames[other].id == frames[index].id { return false }
        probes += 1
        guard probes < 64 else { return false }
        slot = (slot + 1) & mask
      }
      slots[slot] = index + 1
    }
    return true
  }

  /// `frames` with each repeated identifier's last rect in its first place, found as the
  /// strict decoder finds them.
  private static func mergingRepeats(_ frames: [LayoutEvent.ItemFrame])
    -> [LayoutEvent.ItemFrame]
  {
    var merged: [LayoutEvent.ItemFrame] = []
    merged.reserveCapacity(frames.count)
    var indexOfID: [String: Int] = [:]
    indexOfID.reserveCapacity(frames.count)
    for frame in frames {
      if let index = indexOfID[frame.id] {
        merged[index].rect = frame.rect
      } else {
        indexOfID[frame.id] = merged.count
        merged.append(frame)
      }
    }
    return merged
  }

  /// `supplementary`: an array of views, `null` for none.
  private mutating func supplementaryViews() -> [RecordedSupplementaryView]? {
    skipWhitespace()
    if consumeWord("null") { return [] }
    guard consume(UInt8(ascii: "[")) else { return nil }
    var views: [RecordedSupplementaryView] = []
    skipWhitespace()
    if consume(UInt8(ascii: "]")) { return views }
    repeat {
      skipWhitespace()
      guard views.count < LineDecoder.supplementaryLimit, let view = supplementaryView() else {
        return nil
      }
      views.append(view)
      skipWhitespace()
    } while consume(UInt8(ascii: ","))
    guard consume(UInt8(ascii: "]")) else { return nil }
    return views
  }

  private mutating func supplementaryView() -> RecordedSupplementaryView? {
    guard consume(UInt8(ascii: "{")) else { return nil }
    var seen: UInt64 = 0
    var kind: String?
    var section: RecordedID?
    var rect: RecordedRect?
    var text: String?
    var pinned = false
    skipWhitespace()
    guard !consume(UInt8(ascii: "}")) else { return nil }
    repeat {
      guard let match = member(of: Self.supplementaryKeys), seen & match.bit == 0 else {
        return nil
      }
      seen |= match.bit
      switch match.key {
      case .kind:
        guard let name = string() else { return nil }
        kind = name
      case .section:
        guard let id = identifier() else { return nil }
        section = id
      case .rect:
        guard let decoded = self.rect() else { return nil }
        rect = decoded
      case .text:
        guard let decoded = optionalString() else { return nil }
        text = decoded
      case .pinned:
        guard let flag = optionalBool() else { return nil }
        pinned = flag ?? false
      }
      skipWhitespace()
    } while consume(UInt8(ascii: ","))
    guard consume(UInt8(ascii: "}")), let kind, let section, let rect else { return nil }
    return RecordedSupplementaryView(
      kind: RecordedSupplementaryView.Kind(kind), section: section, rect: rect, text: text,
      pinned: pinned)
  }

  /// `timing`: a duration of 0…3600 s, an optional delay, and a curve or a spring. One with both
  /// is declined: the strict decoder takes the curve without reading the spring.
  private mutating func timing() -> RecordedTiming? {
    guard consume(UInt8(ascii: "{")) else { return nil }
    var seen: UInt64 = 0
    var duration: Double?
    var delay: Double?
    var curve: [Double]?
    var spring: RecordedTiming.Spring?
    skipWhitespace()
    guard !consume(UInt8(ascii: "}")) else { return nil }
    repeat {
      guard let match = member(of: Self.timingKeys), seen & match.bit == 0 else { return nil }
      seen |= match.bit
      switch match.key {
      case .duration:
        guard let seconds = seconds() else { return nil }
        duration = seconds
      case .delay:
        guard let seconds = seconds() else { return nil }
        delay = seconds
      case .curve:
        skipWhitespace()
        if !consumeWord("null") {
          // A timing function's x values are times, kept in [0, 1].
          guard let points = lengths(4), (0...1).contains(points[0]), (0...1).contains(points[2])
          else { return nil }
          curve = points
        }
      case .spring:
        skipWhitespace()
        if !consumeWord("null") {
          guard let decoded = self.spring() else { return nil }
          spring = decoded
        }
      }
      skipWhitespace()
    } while consume(UInt8(ascii: ","))
    guard consume(UInt8(ascii: "}")), let duration else { return nil }
    switch (curve, spring) {
    case (let points?, nil):
      return RecordedTiming(
        duration: duration, delay: delay ?? 0,
        curve: .cubic(x1: points[0], y1: points[1], x2: points[2], y2: points[3]))
    case (nil, let spring?):
      return RecordedTiming(duration: duration, delay: delay ?? 0, curve: .spring(spring))
    default:
      return nil
    }
  }

  private mutating func spring() -> RecordedTiming.Spring? {
    guard consume(UInt8(ascii: "{")) else { return nil }
    var seen: UInt64 = 0
    var mass: Double?
    var stiffness: Double?
    var damping: Double?
    var initialVelocity: Double?
    skipWhitespace()
    guard !consume(UInt8(ascii: "}")) else { return nil }
    repeat {
      guard let match = member(of: Self.springKeys), seen & match.bit == 0,
        let number = length()
      else { return nil }
      seen |= match.bit
      switch match.key {
      case .mass:
        guard number > 0, number <= 1e6 else { return nil }
        mass = number
      case .stiffness:
        guard number > 0, number <= 1e6 else { return nil }
        stiffness = number
      case .damping:
        guard number >= 0, number <= 1e6 else { return nil }
        damping = number
      case .initialVelocity:
        initialVelocity = number
      }
      skipWhitespace()
    } while consume(UInt8(ascii: ","))
    guard consume(UInt8(ascii: "}")), let mass, let stiffness, let damping else { return nil }
    return RecordedTiming.Spring(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity ?? 0)
  }

  // MARK: Values

  /// A key of `table` followed by its colon.
  private mutating func member<Key>(of table: KeyTable<Key>) -> KeyTable<Key>.Match? {
    guard let (start, count) = key() else { return nil }
    return table.match(in: bytes, start: start, count: count)
  }

  /// A rect `[x, y, width, height]` of lengths, its size not negative: its four numbers read
  /// in a row, with no array made.
  private mutating func rect() -> RecordedRect? {
    skipWhitespace()
    guard consume(UInt8(ascii: "[")), let x = length(), separator(), let y = length(),
      separator(), let width = length(), width >= 0, separator(), let height = length(),
      height >= 0
    else { return nil }
    skipWhitespace()
    guard consume(UInt8(ascii: "]")) else { return nil }
    return RecordedRect(x: x, y: y, width: width, height: height)
  }

  /// The comma between two elements of an array.
  private mutating func separator() -> Bool {
    skipWhitespace()
    return consume(UInt8(ascii: ","))
  }

  /// An array of exactly `count` lengths.
  private mutating func lengths(_ count: Int) -> [Double]? {
    skipWhitespace()
    guard consume(UInt8(ascii: "[")) else { return nil }
    var numbers: [Double] = []
    numbers.reserveCapacity(count)
    repeat {
      guard numbers.count < count, let number = length() else { return nil }
      numbers.append(number)
      skipWhitespace()
    } while consume(UInt8(ascii: ","))
    guard consume(UInt8(ascii: "]")), numbers.count == count else { return nil }
    return numbers
  }

  /// One length: a finite number within `LineDecoder.lengthLimit` either way.
  private mutating func length() -> Double? {
    guard let number = number(), number.isFinite, abs(number) <= LineDecoder.lengthLimit else {
      return nil
    }
    return number
  }

  /// A number of seconds from 0 to 3600.
  private mutating func seconds() -> Double? {
    guard let number = length(), number >= 0, number <= 3_600 else { return nil }
    return number
  }

  /// Whether only whitespace is left on the line.
  private mutating func atEndOfLine() -> Bool {
    skipWhitespace()
    return index == bytes.count
  }
}

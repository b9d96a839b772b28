import SnapshotRecording

/// The rows and separators of a segment's state that never reach the canvas, kept for the next
/// segment to build on as compact records: where each one starts and ends, without its look.
///
/// A segment of a 1,000,000-row list animates two million rows and separators, of which a few
/// dozen reach the canvas. The next apply needs the others only to know where they are when it
/// starts (a row scrolled into view slides in from there), which of them leave, and, rarely,
/// what one of them looks like: an off-canvas row that slides into view as it leaves, or whose
/// old content cross-fades into view. That look is always its apply's fresh layout (a cell
/// keeps old content only while it is visible, which an off-canvas sprite never is), so
/// ``SegmentBase`` lays that apply out again to find it rather than keeping it.
///
/// Records need no index of their own: a row's record sits at its item's global index in its
/// apply's snapshot (`DiffableSnapshot.indexOfItem`), a separator's at its row's index among
/// the separators. Every record of a segment shares one start and duration (every live sprite
/// of an apply moves on the apply's motion), and the rows of a list share everything but their
/// vertical position, so each end of a record is a `y` and an index into a table of the
/// distinct rest: 16 bytes a record (its place in the run, and its end), 28 once some record
/// starts elsewhere than it ends.
struct OffCanvasSprites {
  /// Which of an item's two elements a record stands for.
  enum Kind: Hashable {
    /// The item's cell (``ElementKey/item(_:)``).
    case row
    /// The line below it (``ElementKey/separator(_:)``).
    case separator

    /// The kind of record `key` can be, with its item; `nil` for headers and backdrops, which
    /// are always kept whole.
    static func of(_ key: ElementKey) -> (kind: Kind, item: RecordedID)? {
      switch key {
      case .item(let item): return (.row, item)
      case .separator(let item): return (.separator, item)
      case .header, .sectionBackground, .supplementary: return nil
      }
    }
  }

  /// The run of ``Segment/groups`` the records belong to; `nil` while there are none.
  var group: Int?
  /// Of each sprite of that run, in order, its place in the run counting the records too:
  /// the records' places interleave with these.
  var keptOrdinals: [Int] = []
  /// How many records there are.
  private(set) var count = 0
  /// The start, duration and recorded curve every record shares; set by the first one.
  private(set) var timing: (start: Double, duration: Double, curve: TransitionCurve?)?

  /// How many distinct shapes the records share.
  var shapeCount: Int { shapes.count }

  private let slots: Int
  private var rows = Table()
  private var separators = Table()
  private var shapes = Shapes()

  /// No records yet, for a state of `slots` items.
  init(slots: Int) {
    self.slots = slots
  }

  /// Records `sprite` at `slot` with its place `ordinal` in its run, when it can be: a live
  /// sprite with the records' timing, a place and a shape that fit in 32 bits. Returns `false`
  /// otherwise, and the caller keeps the sprite whole.
  mutating func insert(_ sprite: Sprite, kind: Kind, slot: Int, ordinal: Int) -> Bool {
    guard !sprite.leaving, slot >= 0, slot < slots,
      let place = UInt32(exactly: ordinal), place != Table.none
    else { return false }
    if let timing {
      guard timing.start == sprite.start, timing.duration == sprite.duration,
        timing.curve == sprite.curve
      else { return false }
    } else {
      timing = (sprite.start, sprite.duration, sprite.curve)
    }
    guard let toShape = shapes.index(of: sprite.to) else { return false }
    // A record whose sprite cannot move (no duration) or does not (from equals to) is read
    // as `to` alone, as `Sprite.attributes(at:eased:)` reads such a sprite.
    var fromShape: UInt32?
    if sprite.duration > 0, sprite.from != sprite.to {
      guard let shape = shapes.index(of: sprite.from) else { return false }
      fromShape = shape
    }
    let to = (y: sprite.to.frame.y, shape: toShape)
    let from = fromShape.map { (y: sprite.from.frame.y, shape: $0) }
    switch kind {
    case .row: rows.insert(slot: slot, slots: slots, place: place, to: to, from: from)
    case .separator: separators.insert(slot: slot, slots: slots, place: place, to: to, from: from)
    }
    count += 1
    return true
  }

  /// Whether there is a record at `slot`.
  func contains(_ kind: Kind, slot: Int) -> Bool {
    table(kind).place(of: slot) != nil
  }

  /// The record's place in its run, counting the run's whole sprites too.
  func ordinal(_ kind: Kind, slot: Int) -> Int? {
    table(kind).place(of: slot).map(Int.init)
  }

  /// Where the record's animation starts and ends; `from` equals `to` when it does not move.
  func endpoints(_ kind: Kind, slot: Int) -> (from: SpriteAttributes, to: SpriteAttributes) {
    let table = table(kind)
    let to = shapes.attributes(y: table.toY[slot], shape: table.toShapes[slot])
    guard !table.fromY.isEmpty, table.fromShapes[slot] != Table.none else { return (to, to) }
    return (shapes.attributes(y: table.fromY[slot], shape: table.fromShapes[slot]), to)
  }

  /// Where the record's sprite is at `time`, computed as ``Sprite/attributes(at:eased:)``
  /// computes it for the sprite.
  func attributes(_ kind: Kind, slot: Int, at time: Double, eased: inout EasedProgress)
    -> SpriteAttributes
  {
    let (from, to) = endpoints(kind, slot: slot)
    guard let timing else { return to }
    return SpriteAttributes.animated(
      from: from, to: to, start: timing.start, duration: timing.duration, at: time, eased: &eased,
      recorded: timing.curve)
  }

  /// Calls `body` with the slot of each record of `kind`, in slot order.
  func forEachSlot(_ kind: Kind, _ body: (Int) -> Void) {
    let table = table(kind)
    for slot in table.places.indices where table.places[slot] != Table.none { body(slot) }
  }

  /// The records of `kind` in their run's order: by place, which is slot order whenever the
  /// layout placed the items in the snapshot's order, as the layouts do.
  func inRunOrder(_ kind: Kind) -> RunOrder { RunOrder(table(kind)) }

  /// Hands out the slots of one kind's records by their place in the run.
  struct RunOrder {
    private let places: [UInt32]
    /// The slots by place, when slot order is not place order.
    private let sorted: [Int]?
    private var next = 0

    fileprivate init(_ table: Table) {
      let places = table.places
      self.places = places
      var last: UInt32?
      var ordered = true
      for place in places where place != Table.none {
        if let last, place < last {
          ordered = false
          break
        }
        last = place
      }
      sorted =
        ordered
        ? nil
        : places.indices.filter { places[$0] != Table.none }.sorted { places[$0] < places[$1] }
    }

    /// The next record's slot and place; `nil` after the last.
    mutating func nextRecord() -> (slot: Int, place: Int)? {
      if let sorted {
        guard next < sorted.count else { return nil }
        defer { next += 1 }
        return (sorted[next], Int(places[sorted[next]]))
      }
      while next < places.count, places[next] == Table.none { next += 1 }
      guard next < places.count else { return nil }
      defer { next += 1 }
      return (next, Int(places[next]))
    }
  }

  /// The record's sprite, with `look` standing in for its look (which a record does not keep).
  func sprite(
    _ kind: Kind, slot: Int, key: ElementKey, section: RecordedID, look: SceneElement
  ) -> Sprite {
    let (from, to) = endpoints(kind, slot: slot)
    return Sprite(
      key: key, section: section, leaving: false, look: look, from: from, to: to,
      start: timing?.start ?? 0, duration: timing?.duration ?? 0, curve: timing?.curve)
  }

  private func table(_ kind: Kind) -> Table {
    switch kind {
    case .row: rows
    case .separator: separators
    }
  }

  /// One kind's records, column by column, indexed by slot; empty until its first record.
  fileprivate struct Table {
    /// The place of an empty slot, or of a record that does not move.
    static let none = UInt32.max

    var places: [UInt32] = []
    var toY: [Double] = []
    var toShapes: [UInt32] = []
    /// Empty while no record moves: most segments of a long list settle where they start.
    var fromY: [Double] = []
    var fromShapes: [UInt32] = []

    func place(of slot: Int) -> UInt32? {
      guard slot >= 0, slot < places.count, places[slot] != Self.none else { return nil }
      return places[slot]
    }

    mutating func insert(
      slot: Int, slots: Int, place: UInt32, to: (y: Double, shape: UInt32),
      from: (y: Double, shape: UInt32)?
    ) {
      if places.isEmpty {
        places = Array(repeating: Self.none, count: slots)
        toY = Array(repeating: 0, count: slots)
        toShapes = Array(repeating: Self.none, count: slots)
      }
      places[slot] = place
      toY[slot] = to.y
      toShapes[slot] = to.shape
      if let from {
        if fromY.isEmpty {
          fromY = Array(repeating: 0, count: slots)
          fromShapes = Array(repeating: Self.none, count: slots)
        }
        fromY[slot] = from.y
        fromShapes[slot] = from.shape
      } else if !fromShapes.isEmpty {
        fromShapes[slot] = Self.none
      }
    }
  }

  /// The distinct attributes but the vertical position, each stored once and compared by
  /// their bits, so that what is read back is exactly what was stored.
  private struct Shapes {
    private struct Bits: Hashable {
      var x: UInt64
      var width: UInt64
      var height: UInt64
      var opacity: UInt64
      var indentation: UInt64
      var disclosureAngle: UInt64?

      init(_ attributes: SpriteAttributes) {
        x = attributes.frame.x.bitPattern
        width = attributes.frame.width.bitPattern
        height = attributes.frame.height.bitPattern
        opacity = attributes.opacity.bitPattern
        indentation = attributes.indentation.bitPattern
        disclosureAngle = attributes.disclosureAngle?.bitPattern
      }
    }

    private var shapes: [SpriteAttributes] = []
    private var indices: [Bits: UInt32] = [:]

    var count: Int { shapes.count }

    /// The index of the shape of `attributes`, added when new; `nil` past 2³² − 1 shapes.
    mutating func index(of attributes: SpriteAttributes) -> UInt32? {
      let bits = Bits(attributes)
      if let index = indices[bits] { return index }
      guard let index = UInt32(exactly: shapes.count), index != Table.none else { return nil }
      var shape = attributes
      shape.frame.y = 0
      shapes.append(shape)
      indices[bits] = index
      return index
    }

    func attributes(y: Double, shape: UInt32) -> SpriteAttributes {
      var attributes = shapes[Int(shape)]
      attributes.frame.y = y
      return attributes
    }
  }
}

import SnapshotRecording

/// A segment as the next apply's segment builds on it: the sprites that can reach the canvas,
/// whole, and the rest of its state's rows and separators as compact records
/// (``OffCanvasSprites``), with what it takes to read those: the apply's sections and
/// snapshot.
///
/// A segment built without culling keeps every sprite whole and no record.
struct SegmentBase {
  /// The sprites kept whole, in their runs: every one that can reach the canvas, and the
  /// headers and backdrops that cannot (a section's few).
  var segment: Segment
  /// The other rows and separators of the segment's state.
  var offCanvas: OffCanvasSprites
  /// The segment's apply: laid out again to find an off-canvas record's look.
  var sections: [RecordedSection]
  /// The apply's snapshot: where each item's record is.
  var snapshot: ApplyChange.Snapshot
  /// The latest end of the leaving sprites left out because they never reach the canvas: a
  /// later segment that would have carried one of them on ends no earlier than it.
  var droppedLeavingEnd: Double?
  /// Where each section's items start among the state's items, in display order.
  private let sectionStarts: [Int]

  init(
    segment: Segment, offCanvas: OffCanvasSprites, sections: [RecordedSection],
    snapshot: ApplyChange.Snapshot, droppedLeavingEnd: Double?
  ) {
    self.segment = segment
    self.offCanvas = offCanvas
    self.sections = sections
    self.snapshot = snapshot
    self.droppedLeavingEnd = droppedLeavingEnd
    var starts: [Int] = []
    if offCanvas.count > 0 {
      starts.reserveCapacity(sections.count)
      var start = 0
      for section in sections {
        starts.append(start)
        start += section.items.count
      }
    }
    sectionStarts = starts
  }

  /// A live sprite of the segment: kept whole at a position, or a record.
  enum Handle: Hashable {
    case kept(Segment.Position)
    case record(OffCanvasSprites.Kind, slot: Int)
  }

  /// The record of the live element `key`, if it has one; `lastLookup` remembers the last
  /// item looked up in the snapshot, since a list places a row's separator right after it.
  func record(of key: ElementKey, lastLookup: inout (id: RecordedID, slot: Int?)?) -> Handle? {
    guard offCanvas.count > 0, let (kind, id) = OffCanvasSprites.Kind.of(key) else { return nil }
    let slot: Int?
    if let last = lastLookup, last.id == id {
      slot = last.slot
    } else {
      slot = snapshot.indexOfItem(id)
      lastLookup = (id, slot)
    }
    guard let slot, offCanvas.contains(kind, slot: slot) else { return nil }
    return .record(kind, slot: slot)
  }

  /// The key of the element a record stands for.
  func key(of kind: OffCanvasSprites.Kind, slot: Int) -> ElementKey {
    let id = item(atSlot: slot).id
    switch kind {
    case .row: return .item(id)
    case .separator: return .separator(id)
    }
  }

  /// The section of the item at `slot`, and the item.
  func item(atSlot slot: Int) -> (section: RecordedID, id: RecordedID) {
    // The last section starting at or before the slot that holds it (empty sections start
    // where the next one does).
    var low = 0
    var high = sectionStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if sectionStarts[middle] <= slot { low = middle } else { high = middle - 1 }
    }
    while sections[low].items.count <= slot - sectionStarts[low] { low += 1 }
    return (sections[low].id, sections[low].items[slot - sectionStarts[low]].id)
  }

  /// The record's sprite, with its key and section, and a stand-in look:
  /// ``looks(of:layout:)`` gives the real one.
  func sprite(of kind: OffCanvasSprites.Kind, slot: Int) -> Sprite {
    let (section, _) = item(atSlot: slot)
    return offCanvas.sprite(
      kind, slot: slot, key: key(of: kind, slot: slot), section: section, look: Self.standIn)
  }

  /// The looks of the elements `keys` in the segment's state: what its layout placed, which
  /// is what every record stands for.
  ///
  /// - Complexity: O(e) for e elements of the state: the state is laid out again.
  func looks(of keys: Set<ElementKey>, layout: any ReplayLayout) -> [ElementKey: SceneElement] {
    var looks: [ElementKey: SceneElement] = [:]
    guard !keys.isEmpty else { return looks }
    layout.forEachElement(of: sections) { element in
      if keys.contains(element.key) { looks[element.key] = element.look }
    }
    return looks
  }

  /// What a record's sprite carries until its look is found: never drawn.
  static let standIn = SceneElement(
    kind: .listRow, frame: SceneRect(x: 0, y: 0, width: 0, height: 0), fill: nil)
}

extension SegmentBase {
  /// Calls `body` with the section of every live row of the segment, kept whole or recorded,
  /// and where it is at `time`, in drawing order: what an inset-grouped section's backdrop
  /// stretches over, in the order the whole segment would stretch it.
  func forEachLiveRow(
    at time: Double, eased: inout EasedProgress, _ body: (RecordedID, SpriteAttributes) -> Void
  ) {
    var records = offCanvas.inRunOrder(.row)
    var record = records.nextRecord()
    func recordsBefore(_ place: Int?, eased: inout EasedProgress) {
      while let (slot, recordPlace) = record, place.map({ recordPlace < $0 }) ?? true {
        body(
          item(atSlot: slot).section,
          offCanvas.attributes(.row, slot: slot, at: time, eased: &eased))
        record = records.nextRecord()
      }
    }
    for (group, sprites) in segment.groups.enumerated() {
      let holdsRecords = group == offCanvas.group
      for (index, sprite) in sprites.enumerated() {
        if holdsRecords { recordsBefore(offCanvas.keptOrdinals[index], eased: &eased) }
        guard !sprite.leaving, case .item = sprite.key else { continue }
        body(sprite.section, sprite.attributes(at: time, eased: &eased))
      }
      if holdsRecords { recordsBefore(nil, eased: &eased) }
    }
  }
}

import SnapshotRecording

extension ReportData {
  /// The rect `layout` recorded for each item of `sections` it places (an item listed twice
  /// in the line keeps its first rect); items it does not place were off screen.
  ///
  /// - Complexity: O(*n* + *r*) on average for *n* items and *r* recorded rects.
  static func rects(of layout: LayoutEvent, items sections: [RecordedSection])
    -> [RecordedID: RecordedRect]
  {
    var byKey: [String: RecordedRect] = [:]
    for frame in layout.items where byKey[frame.id] == nil { byKey[frame.id] = frame.rect }
    var rects: [RecordedID: RecordedRect] = [:]
    for section in sections {
      for item in section.items {
        if let rect = byKey[LayoutEvent.ItemFrame.key(of: item.id)] { rects[item.id] = rect }
      }
    }
    return rects
  }
}

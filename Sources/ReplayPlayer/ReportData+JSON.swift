import RecordingFormat
import RecordingValidation
import ReplayRendering
import SnapshotRecording

extension ReportData {
  /// The data as the player's script reads it: one compact JSON object (docs/Report.md lists
  /// its keys). Identifiers and labels are strings in it; items and sections are numbers that
  /// index its `items` and `sections` tables, so each identifier is written once.
  ///
  /// ```swift
  /// print(data.json(frameImages: frames.imageOfFrame).prefix(40))
  /// // {"title":"Wi-Fi settings","file":"Recor…
  /// ```
  ///
  /// - Parameter frameImages: For each frame, the index of its distinct image.
  /// - Returns: The JSON text, not yet safe inside a `<script>` element
  ///   (``ReportPage/scriptSafe(_:)`` makes it so).
  /// - Complexity: O(size of the output).
  public func json(frameImages: [Int]) -> String {
    var items = IdentifierTable()
    var sections = IdentifierTable()
    // Numbered in display order of the steps, so the tables read like the recording.
    for order in orders {
      for section in order {
        sections.index(of: section.id)
        for item in section.items { items.index(of: item) }
      }
    }
    var json = JSONWriter()
    json.beginObject()
    json.key("title"); json.string(title)
    json.key("file"); json.string(file)
    json.key("fps"); json.number(fps)
    json.key("width"); json.number(canvas.width)
    json.key("height"); json.number(canvas.height)
    json.key("actions")
    json.beginArray()
    for action in ReportStep.Action.allCases { json.string(action.rawValue) }
    json.endArray()
    json.key("steps")
    json.beginArray()
    let cellImageNumbers = Dictionary(
      cellImages.enumerated().map { ($1.digest, $0) }, uniquingKeysWith: { first, _ in first })
    for (index, step) in steps.enumerated() {
      writeStep(
        step, index: index, items: &items, sections: &sections,
        cellImageNumbers: cellImageNumbers, into: &json)
    }
    json.endArray()
    json.key("frames")
    json.beginArray()
    for (index, frame) in frames.enumerated() {
      json.beginArray()
      json.integer(index < frameImages.count ? frameImages[index] : 0)
      json.integer(frame.step)
      json.number((frame.progress * 1000).rounded() / 1000)
      json.endArray()
    }
    json.endArray()
    json.key("placements")
    json.beginArray()
    for run in placements {
      json.beginArray()
      json.integer(run.frame)
      json.beginArray()
      for item in run.items {
        json.beginArray()
        json.integer(items.index(of: item.id))
        // Whole points and tenths of opacity: enough to tell which cell is under the pointer,
        // and the placements are most of the data.
        for value in [item.frame.x, item.frame.y, item.frame.width, item.frame.height] {
          json.number(value.rounded())
        }
        json.number((item.opacity * 10).rounded() / 10)
        json.endArray()
      }
      json.endArray()
      json.endArray()
    }
    json.endArray()
    json.key("markers")
    json.beginArray()
    for marker in markers {
      json.beginArray()
      json.number(marker.time)
      json.string(marker.label)
      json.endArray()
    }
    json.endArray()
    json.key("cuts")
    json.beginArray()
    for cut in idleCuts {
      json.beginArray()
      json.number(cut.start)
      json.number(cut.end)
      json.number((cut.cut * 1000).rounded() / 1000)
      json.integer(cut.seq)
      json.endArray()
    }
    json.endArray()
    json.key("notes")
    Self.writeProblems(notes, into: &json)
    if !cellImages.isEmpty {
      // [digest, pixel width, pixel height, scale, point width, point height]; the PNGs
      // themselves are in the page's own element (``ReportPage``), each once.
      json.key("cellImages")
      json.beginArray()
      for image in cellImages {
        json.beginArray()
        json.string(image.digest.description)
        json.integer(image.pixels.width)
        json.integer(image.pixels.height)
        json.number(image.scale)
        json.number(image.size.width)
        json.number(image.size.height)
        json.endArray()
      }
      json.endArray()
    }
    json.key("items")
    json.beginArray()
    for id in items.identifiers { json.string(id.description) }
    json.endArray()
    json.key("sections")
    json.beginArray()
    for id in sections.identifiers { json.string(id.description) }
    json.endArray()
    json.endObject()
    return json.text
  }

  private func writeStep(
    _ step: ReportStep, index: Int, items: inout IdentifierTable,
    sections: inout IdentifierTable, cellImageNumbers: [CellImageDigest: Int],
    into json: inout JSONWriter
  ) {
    json.beginObject()
    json.key("seq"); json.integer(step.seq)
    json.key("line"); json.integer(step.line)
    json.key("recordedTime"); json.number(step.recordedTime)
    json.key("start"); json.number(step.start)
    json.key("duration"); json.number(step.duration)
    json.key("trapped"); json.bool(step.trapped)
    json.key("summary"); json.string(step.summary)
    json.key("diff"); json.string(step.diffText)
    json.key("markers")
    json.beginArray()
    for marker in step.markers { json.string(marker) }
    json.endArray()
    json.key("problems")
    Self.writeProblems(step.problems, into: &json)
    // [item, action, action…], by item number so the output does not follow hash order.
    let changes = step.actions.map { (items.index(of: $0.key), $0.value) }.sorted { $0.0 < $1.0 }
    json.key("changes")
    json.beginArray()
    let actionNumbers = Dictionary(
      uniqueKeysWithValues: ReportStep.Action.allCases.enumerated().map { ($1, $0) })
    for (item, actions) in changes {
      json.beginArray()
      json.integer(item)
      for action in actions { json.integer(actionNumbers[action] ?? 0) }
      json.endArray()
    }
    json.endArray()
    if let rects = step.recordedRects {
      // [item, x, y, width, height], by item number; only for an apply with a layout line, so
      // a report of a recording without them is as before.
      let placed = rects.map { (items.index(of: $0.key), $0.value) }.sorted { $0.0 < $1.0 }
      json.key("rects")
      json.beginArray()
      for (item, rect) in placed {
        json.beginArray()
        json.integer(item)
        for value in [rect.x, rect.y, rect.width, rect.height] { json.number(value) }
        json.endArray()
      }
      json.endArray()
    }
    if !cellImages.isEmpty {
      // [item, image], by item number, only where the image differs from the step before's
      // (-1: none now); the script carries them forward. Absent without cell images, so a
      // report of a recording without them is as before.
      let previous = index > 0 ? steps[index - 1].cellImages : [:]
      var changed: [(item: Int, image: Int)] = []
      for (id, digest) in step.cellImages where previous[id] != digest {
        changed.append((items.index(of: id), cellImageNumbers[digest] ?? -1))
      }
      for id in previous.keys where step.cellImages[id] == nil {
        changed.append((items.index(of: id), -1))
      }
      json.key("images")
      json.beginArray()
      for entry in changed.sorted(by: { $0.item < $1.item }) {
        json.beginArray()
        json.integer(entry.item)
        json.integer(entry.image)
        json.endArray()
      }
      json.endArray()
    }
    guard index < orders.count else {
      json.endObject()
      return
    }
    json.key("order")
    json.beginArray()
    for section in orders[index] {
      json.beginArray()
      json.integer(sections.index(of: section.id))
      json.beginArray()
      for item in section.items { json.integer(items.index(of: item)) }
      json.endArray()
      json.endArray()
    }
    json.endArray()
    // Only labels that differ from the step before (an item's identifier when unlabelled is
    // left out): the script carries them forward.
    json.key("labels")
    json.beginArray()
    let previous = index > 0 ? labels[index - 1] : [:]
    for section in orders[index] {
      for item in section.items {
        guard let label = labels[index][item], previous[item] != label,
          !(previous[item] == nil && label == item.description)
        else { continue }
        json.beginArray()
        json.integer(items.index(of: item))
        json.string(label)
        json.endArray()
      }
    }
    json.endArray()
    json.endObject()
  }

  private static func writeProblems(_ problems: [Diagnostic], into json: inout JSONWriter) {
    json.beginArray()
    for problem in problems {
      json.beginObject()
      json.key("line")
      if let line = problem.line { json.integer(line) } else { json.null() }
      json.key("severity"); json.string(problem.severity.rawValue)
      json.key("category")
      if let category = problem.category { json.string(category.rawValue) } else { json.null() }
      json.key("message"); json.string(problem.message)
      json.endObject()
    }
    json.endArray()
  }
}

/// Numbers identifiers in the order they are first met.
struct IdentifierTable {
  private(set) var identifiers: [RecordedID] = []
  private var numbers: [RecordedID: Int] = [:]

  @discardableResult
  mutating func index(of id: RecordedID) -> Int {
    if let number = numbers[id] { return number }
    numbers[id] = identifiers.count
    identifiers.append(id)
    return identifiers.count - 1
  }
}

import SnapshotRecording

extension RecordingSummary {
  /// The summary as `snapreplay info` prints it; every text the recording holds (title, source,
  /// hint names and values, event types, marker labels) and the file's name are escaped for
  /// the terminal by `TerminalText`, so a label holding `ESC[2J` prints as `\e[2J`:
  ///
  /// ```
  /// rec.jsonl: snapshot-replay version 1
  ///   title:    Insertion sort
  ///   events:   120 apply, 2 marker
  ///   duration: 15.125 s
  ///   largest:  384 items in 16 sections (seq 1, line 2)
  ///   markers:  1
  ///     2.0 s  user tapped Sort (line 5)
  /// ```
  public var report: String {
    var lines = [
      "\(TerminalText.escaped(file)): \(RecordingHeader.formatName) version \(header.version)"
    ]
    // Every value shown comes from the recording: escaped once, here.
    func field(_ name: String, _ value: String) {
      lines.append("  " + (name + ":").padding(toLength: 10) + TerminalText.escaped(value))
    }
    if let title = header.title { field("title", title) }
    if let created = header.created { field("created", created) }
    if let source = header.source { field("source", source) }
    if !header.render.isEmpty {
      field(
        "render",
        header.render.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.commandLineText)" }
          .joined(separator: " "))
    }
    field("events", eventCountsText)
    field("duration", JSONWriter.numberText(duration) + " s")
    if let largest = largestSnapshot {
      field(
        "largest",
        "\(largest.items) \(largest.items == 1 ? "item" : "items") in \(largest.sections) "
          + "\(largest.sections == 1 ? "section" : "sections") "
          + "(seq \(largest.seq), line \(largest.line))"
      )
    } else {
      field("largest", "none")
    }
    if let screen {
      field("screen", screen.description)
    }
    if let cellImages {
      field("images", cellImages.description)
    }
    field("markers", String(markers.count))
    for located in markers {
      lines.append(
        "    \(JSONWriter.numberText(located.marker.time)) s  "
          + "\(TerminalText.escaped(located.marker.label)) "
          + "(line \(located.line))")
    }
    return lines.joined(separator: "\n")
  }

  /// The summary as one JSON object (`snapreplay info --json`); see docs/RecordingFormat.md.
  public var json: String {
    var json = JSONWriter()
    json.beginObject()
    json.key("file"); json.string(file)
    json.key("format"); json.string(RecordingHeader.formatName)
    json.key("version"); json.integer(header.version)
    if let title = header.title { json.key("title"); json.string(title) }
    if let created = header.created { json.key("created"); json.string(created) }
    if let source = header.source { json.key("source"); json.string(source) }
    json.key("render")
    json.beginObject()
    for (name, hint) in header.render.sorted(by: { $0.key < $1.key }) {
      json.key(name)
      json.string(hint.commandLineText)
    }
    json.endObject()
    json.key("events")
    json.beginObject()
    for (type, count) in orderedEventCounts { json.key(type); json.integer(count) }
    json.endObject()
    json.key("duration"); json.double(duration)
    json.key("largest")
    if let largest = largestSnapshot {
      json.beginObject()
      json.key("items"); json.integer(largest.items)
      json.key("sections"); json.integer(largest.sections)
      json.key("seq"); json.integer(largest.seq)
      json.key("line"); json.integer(largest.line)
      json.endObject()
    } else {
      json.null()
    }
    // Only recordings with layout lines have it: the documents of all others are unchanged.
    if let screen {
      json.key("screen")
      json.beginObject()
      json.key("view"); json.string(screen.view.rawValue)
      if let list = screen.list { json.key("list"); json.string(list.rawValue) }
      json.key("bounds")
      json.beginArray(singleLine: true)
      json.number(screen.bounds.width)
      json.number(screen.bounds.height)
      json.endArray()
      json.endObject()
    }
    // Likewise only recordings with cell images have this.
    if let cellImages {
      json.key("images")
      json.beginObject(singleLine: true)
      json.key("count"); json.integer(cellImages.count)
      json.key("bytes"); json.integer(cellImages.bytes)
      json.endObject()
    }
    json.key("markers")
    json.beginArray()
    for located in markers {
      json.beginObject()
      json.key("line"); json.integer(located.line)
      json.key("time"); json.double(located.marker.time)
      json.key("label"); json.string(located.marker.label)
      json.endObject()
    }
    json.endArray()
    json.key("warnings")
    json.beginArray()
    for warning in warnings { json.string(warning.description) }
    json.endArray()
    json.endObject()
    return json.text
  }

  /// The types this reader reads; any other is counted as skipped.
  private static let readTypes = ["apply", "marker", "layout", "scroll", "cell-image"]

  /// `apply` and `marker` first (even when zero), `layout`, `scroll` and `cell-image` when
  /// present, then skipped types by name.
  private var orderedEventCounts: [(String, Int)] {
    let always = ["apply", "marker"]
    let screen = ["layout", "scroll", "cell-image"].filter { eventCounts[$0] != nil }
    return (always + screen).map { ($0, eventCounts[$0, default: 0]) }
      + eventCounts.filter { !Self.readTypes.contains($0.key) }.sorted { $0.key < $1.key }.map {
        ($0.key, $0.value)
      }
  }

  private var eventCountsText: String {
    orderedEventCounts.map { type, count in
      "\(count) \(type)" + (Self.readTypes.contains(type) ? "" : " (skipped)")
    }.joined(separator: ", ")
  }
}

extension String {
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self + " " : self + String(repeating: " ", count: length - count)
  }
}

extension RecordingSummary.Screen: CustomStringConvertible {
  /// The screen as `info` prints it: `collection view (insetGrouped list), 390 × 844 points`.
  public var description: String {
    let kind = view == .table ? "table view" : "collection view"
    let list = list.map { " (\($0.rawValue) list)" } ?? ""
    return "\(kind)\(list), \(JSONWriter.numberLiteral(bounds.width)) × "
      + "\(JSONWriter.numberLiteral(bounds.height)) points"
  }
}

extension RecordingSummary.CellImages: CustomStringConvertible {
  /// The images as `info` prints them: `3 distinct, 48213 bytes of PNG`.
  public var description: String {
    "\(count) distinct, \(bytes) \(bytes == 1 ? "byte" : "bytes") of PNG"
  }
}

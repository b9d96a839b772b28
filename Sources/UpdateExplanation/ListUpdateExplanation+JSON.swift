import SnapshotRecording

extension ListUpdateExplanation {
  /// The explanation as one compact JSON object, one line of `snapreplay explain --json`
  /// (schema: docs/Explain.md).
  ///
  /// ```swift
  /// explanation.json(file: "crash.txt")
  /// // {"input":"crash.txt","line":1,"origin":"text","family":"count-mismatch",…}
  /// ```
  ///
  /// - Parameters:
  ///   - file: The input's name as given.
  ///   - lookup: With `--with`: the recording searched and the apply found, written as
  ///     `match` (absent without `--with`).
  /// - Returns: The object, without a newline.
  public func json(file: String, lookup: RecordingMatch.Lookup? = nil) -> String {
    var json = JSONWriter()
    json.beginObject()
    json.key("input"); json.string(file)
    json.key("line"); json.integer(message.line)
    json.key("origin"); json.string(origin)
    json.key("family"); json.string(message.family)
    json.key("list"); json.string(listKind.rawValue)
    json.key("cutShort"); json.bool(message.isCutShort)
    json.key("quote"); json.string(message.quote)
    json.key("summary"); json.string(summary)
    if case .batchMismatch(let batch) = message.content {
      json.key("before"); writeCounts(batch.before, to: &json)
      json.key("after"); writeCounts(batch.after, to: &json)
      json.key("updates")
      json.beginArray()
      for update in batch.updates ?? [] { json.string(update.description) }
      json.endArray()
    }
    if case .diffable(let failure) = message.content {
      json.key("detail"); json.string(failure.detail)
      json.key("fatal"); json.bool(failure.kind.isFatal)
    }
    json.key("balances")
    json.beginArray()
    for balance in balances {
      json.beginObject()
      json.key("section"); optional(balance.section, to: &json)
      json.key("oldSection"); optional(balance.oldSection, to: &json)
      json.key("before"); json.integer(balance.before)
      json.key("inserted"); json.integer(balance.inserted)
      json.key("deleted"); json.integer(balance.deleted)
      json.key("movedIn"); json.integer(balance.movedIn)
      json.key("movedOut"); json.integer(balance.movedOut)
      json.key("expected"); optional(balance.expected, to: &json)
      json.key("after"); json.integer(balance.after)
      json.key("difference"); optional(balance.difference, to: &json)
      json.key("arithmetic"); json.string(balance.arithmetic)
      json.endObject()
    }
    json.endArray()
    json.key("verdict"); json.string(verdict)
    json.key("notes")
    json.beginArray()
    for note in notes { json.string(note) }
    json.endArray()
    json.key("causes")
    json.beginArray()
    for assessment in causes {
      json.beginObject()
      json.key("cause"); json.string(assessment.cause.rawValue)
      json.key("title"); json.string(assessment.cause.title)
      json.key("consistent"); json.bool(assessment.isConsistent)
      json.key("reason"); json.string(assessment.reason)
      json.key("fix"); json.string(assessment.cause.fix)
      json.key("docs"); json.string(assessment.cause.docsLink)
      json.endObject()
    }
    json.endArray()
    json.key("appFrames")
    json.beginArray()
    for frame in appFrames { json.string(frame) }
    json.endArray()
    if let lookup {
      json.key("match")
      if let match = lookup.match {
        json.beginObject()
        json.key("recording"); json.string(lookup.recording)
        json.key("seq"); json.integer(match.seq)
        json.key("previousSeq"); optional(match.previousSeq, to: &json)
        json.key("kind"); json.string(match.kind.rawValue)
        json.key("link"); json.string(match.fragment)
        json.endObject()
      } else {
        json.null()
      }
    }
    json.endObject()
    return json.text
  }

  private func optional(_ value: Int?, to json: inout JSONWriter) {
    if let value { json.integer(value) } else { json.null() }
  }

  private func writeCounts(_ counts: [Int]?, to json: inout JSONWriter) {
    guard let counts else {
      json.null()
      return
    }
    json.beginArray()
    for count in counts { json.integer(count) }
    json.endArray()
  }
}

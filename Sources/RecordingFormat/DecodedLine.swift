import SnapshotRecording

/// What one line decodes to on its own, before the reader's checks that need the lines before
/// it: seq and time order, and warnings said once per file.
///
/// Decoding a line depends on nothing but its bytes, so lines can be decoded ahead of the reader
/// on another thread (``LinePrefetcher``) and handed over in file order.
struct DecodedLine: Sendable {
  /// The line's number in the file.
  var number: Int
  var content: Content

  enum Content: Sendable {
    /// Spaces and tabs only.
    case blank
    /// An event, the near-miss keys met while decoding it, and what the reader's owner asked
    /// to prepare from an apply (see ``RecordingReader/prepareEachApply(with:)``).
    case event(RecordingEvent, nearMisses: [LineDecoder.NearMiss], prepared: (any Sendable)?)
    /// An event of a type this reader does not know.
    case unknownType(String, nearMisses: [LineDecoder.NearMiss])
    /// The file's last line, not terminated and not JSON: the file was cut off while written.
    case truncated
    /// A line the format rejects.
    case failure(RecordingError)
  }

  /// What the reader's owner wants of each line beyond its event.
  struct Wishes: Sendable {
    /// Work to do on each apply decoded, handed over with it.
    var preparation: RecordingReader.ApplyPreparation?
    /// Whether items' labels and details are kept (on the fast path; they are checked anyway).
    var keepsItemText = true
  }

  /// Decodes a line: the fast path for the common shape, else the strict parser and decoder.
  ///
  /// - Parameters:
  ///   - line: The line.
  ///   - file: The file's name, for error locations.
  ///   - wishes: What to do beyond decoding.
  ///   - previous: The apply decoded before it on this thread, for the preparation.
  /// - Returns: The line's content, never throwing: errors are content too.
  static func decode(
    _ line: LineSplitter.Line, file: String, wishes: Wishes,
    previous: RecordingReader.PreparedApply?
  ) -> DecodedLine {
    DecodedLine(number: line.number, content: content(of: line, file: file, wishes, previous))
  }

  /// The line's apply with what was prepared of it, to hand to the next line's preparation.
  var preparedApply: RecordingReader.PreparedApply? {
    guard case .event(.apply(let apply), _, let prepared?) = content else { return nil }
    return RecordingReader.PreparedApply(line: number, apply: apply, prepared: prepared)
  }

  private static func content(
    of line: LineSplitter.Line, file: String, _ wishes: Wishes,
    _ previous: RecordingReader.PreparedApply?
  ) -> Content {
    let preparation = wishes.preparation
    guard !isBlank(line.bytes) else { return .blank }
    if let event = LineScanner.event(line.bytes, keepingItemText: wishes.keepsItemText) {
      return .event(event, nearMisses: [], prepared: prepare(event, preparation, previous))
    }
    let location = RecordingLocation(file: file, line: line.number)
    let value: JSONValue
    do {
      value = try JSONParser.parse(line.bytes)
    } catch {
      guard line.terminated else { return .truncated }
      return .failure(.invalidJSON(location, column: error.column, reason: error.reason))
    }
    var decoder = LineDecoder(location: location)
    do throws(RecordingError) {
      switch try decoder.event(value) {
      case .event(let event):
        return .event(
          event, nearMisses: decoder.nearMisses, prepared: prepare(event, preparation, previous))
      case .unknown(let type):
        return .unknownType(type, nearMisses: decoder.nearMisses)
      }
    } catch {
      return .failure(error)
    }
  }

  private static func prepare(
    _ event: RecordingEvent, _ preparation: RecordingReader.ApplyPreparation?,
    _ previous: RecordingReader.PreparedApply?
  ) -> (any Sendable)? {
    guard let preparation, case .apply(let apply) = event else { return nil }
    return preparation(apply, previous)
  }

  static func isBlank(_ bytes: [UInt8]) -> Bool {
    bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
  }
}

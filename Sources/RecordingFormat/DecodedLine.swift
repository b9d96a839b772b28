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
    /// A `cell-image` line whose image cannot be used (the reader warns and leaves it out).
    case unusableImage(CellImageDigest, CellImageProblem, nearMisses: [LineDecoder.NearMiss])
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
    /// Whether a `layout` line's item frames are kept (they are checked anyway).
    var keepsLayoutItems = true
  }

  /// Decodes a line: the fast path for the common shape, else the strict parser and decoder.
  /// The line's bytes are let go once its event is decoded, before the preparation: a line of
  /// an apply of a million items is tens of megabytes, and the preparation (a snapshot) adds
  /// as much again.
  ///
  /// - Parameters:
  ///   - line: The line; its bytes are emptied.
  ///   - file: The file's name, for error locations.
  ///   - wishes: What to do beyond decoding.
  ///   - previous: The apply decoded before it on this thread, for the preparation.
  ///   - earlier: An apply decoded before it on this thread (``apply``), whose strings the
  ///     fast path takes again where the line writes the same text: fewer allocations, the
  ///     same event.
  /// - Returns: The line's content, never throwing: errors are content too.
  static func decode(
    _ line: inout LineSplitter.Line, file: String, wishes: Wishes,
    previous: RecordingReader.PreparedApply?, earlier: ApplyEvent? = nil
  ) -> DecodedLine {
    var content = content(
      of: line, file: file, keepingItemText: wishes.keepsItemText,
      keepingLayoutItems: wishes.keepsLayoutItems, earlier: earlier)
    line.bytes = []
    if let preparation = wishes.preparation,
      case .event(.apply(let apply), let nearMisses, nil) = content
    {
      content = .event(
        .apply(apply), nearMisses: nearMisses, prepared: preparation(apply, previous))
    }
    return DecodedLine(number: line.number, content: content)
  }

  /// The line's apply with what was prepared of it, to hand to the next line's preparation.
  /// The apply the line holds, if it holds one.
  var apply: ApplyEvent? {
    guard case .event(.apply(let apply), _, _) = content else { return nil }
    return apply
  }

  var preparedApply: RecordingReader.PreparedApply? {
    guard case .event(.apply(let apply), _, let prepared?) = content else { return nil }
    return RecordingReader.PreparedApply(line: number, apply: apply, prepared: prepared)
  }

  /// The line's content, nothing prepared yet.
  private static func content(
    of line: LineSplitter.Line, file: String, keepingItemText keepsItemText: Bool,
    keepingLayoutItems keepsLayoutItems: Bool, earlier: ApplyEvent?
  ) -> Content {
    guard !isBlank(line.bytes) else { return .blank }
    if let event = LineScanner.event(
      line.bytes, keepingItemText: keepsItemText, keepingLayoutItems: keepsLayoutItems,
      reusingTextOf: earlier)
    {
      return .event(event, nearMisses: [], prepared: nil)
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
      case .event(.layout(var layout)) where !keepsLayoutItems:
        // Left out as the fast path leaves them out: the event is the same on either path.
        layout.items = []
        return .event(.layout(layout), nearMisses: decoder.nearMisses, prepared: nil)
      case .event(let event):
        return .event(event, nearMisses: decoder.nearMisses, prepared: nil)
      case .unknown(let type):
        return .unknownType(type, nearMisses: decoder.nearMisses)
      case .unusableImage(let digest, let problem):
        return .unusableImage(digest, problem, nearMisses: decoder.nearMisses)
      }
    } catch {
      return .failure(error)
    }
  }

  static func isBlank(_ bytes: [UInt8]) -> Bool {
    bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
  }
}

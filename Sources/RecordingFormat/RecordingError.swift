import SnapshotRecording

/// Why a recording, or one of its lines, cannot be read.
///
/// Each case carries where it happened; it converts to a ``Diagnostic`` (whose fault it is
/// included), and ``description`` prints that compiler-style:
///
/// ```
/// rec.jsonl:42: error: sections[1].items[0].color must be "#RRGGBB" or "#RRGGBBAA", not "blue"
/// ```
public enum RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be opened.
  case cannotOpen(file: String, reason: String)
  /// Reading the file failed part way.
  case cannotRead(file: String, reason: String)
  /// The file has no header line (it is empty or holds only blank lines).
  case missingHeader(file: String)
  /// A line is not valid JSON; `column` is the 1-based byte where parsing stopped.
  case invalidJSON(RecordingLocation, column: Int, reason: String)
  /// A line is longer than the reader accepts.
  case lineTooLong(RecordingLocation, limit: Int)
  /// A line that starts as a `cell-image` line is longer than one image can be
  /// (`LineDecoder.cellImageCharacterLimit` of base64 and room for its other keys): refused
  /// as soon as it passes `limit` bytes, without reading it whole.
  case cellImageLineTooLong(RecordingLocation, limit: Int)
  /// The header or an event is a JSON value other than an object.
  case notAnObject(RecordingLocation, what: String, found: String)
  /// The header's `format` is missing or is not `"snapshot-replay"`.
  case foreignFormat(RecordingLocation, found: String?)
  /// The header's `version` is one this reader does not know.
  case unsupportedVersion(RecordingLocation, version: Int, supported: [Int])
  /// A required key is absent; `path` names it, e.g. `sections[1].items`.
  case missingKey(RecordingLocation, path: String)
  /// A value has the wrong JSON type.
  case wrongType(RecordingLocation, path: String, expected: String, found: String)
  /// An identifier or counter is a number that is not written as an integer (`7.5`, `7.0`,
  /// `7e0`), or is beyond the 64-bit range.
  case notAnInteger(RecordingLocation, path: String, text: String)
  /// A colour that is not `#RRGGBB` or `#RRGGBBAA`.
  case invalidColor(RecordingLocation, path: String, text: String)
  /// A value of the right type that the format does not allow (a negative time, an unknown row
  /// animation, a `seq` below 1).
  case invalidValue(RecordingLocation, path: String, text: String, expected: String)
  /// An event's `time` is earlier than the previous event's.
  case timeWentBackwards(RecordingLocation, time: Double, previousTime: Double, previousLine: Int)
  /// An outline item's `parent` is not an earlier item of its section, a cycle included
  /// (recording format v1, "Outline items").
  case invalidParent(RecordingLocation, OutlineParentProblem)
  /// The recording's cell images together hold more bytes of PNG than `limit`: the first image
  /// past it is this error, and later new images are left out.
  case cellImagesOverBudget(RecordingLocation, limit: Int)

  /// Where the error happened, when it is a particular line.
  public var location: RecordingLocation? {
    switch self {
    case .cannotOpen, .cannotRead, .missingHeader: nil
    case .invalidJSON(let location, _, _), .lineTooLong(let location, _),
      .cellImageLineTooLong(let location, _),
      .notAnObject(let location, _, _), .foreignFormat(let location, _),
      .unsupportedVersion(let location, _, _), .missingKey(let location, _),
      .wrongType(let location, _, _, _), .notAnInteger(let location, _, _),
      .invalidColor(let location, _, _), .invalidValue(let location, _, _, _),
      .timeWentBackwards(let location, _, _, _), .invalidParent(let location, _),
      .cellImagesOverBudget(let location, _):
      location
    }
  }

  /// The `seq` of the apply the error is about, when the line was read far enough to know it.
  public var seq: Int? {
    if case .invalidParent(_, let problem) = self { return problem.seq }
    return nil
  }

  /// The file the error is about.
  public var file: String {
    switch self {
    case .cannotOpen(let file, _), .cannotRead(let file, _), .missingHeader(let file):
      file
    default: location?.file ?? ""
    }
  }

  /// The error as one sentence, without the `file:line: error:` prefix.
  public var message: String {
    switch self {
    case .cannotOpen(_, let reason): "cannot open the recording: \(reason)"
    case .cannotRead(_, let reason): "cannot read the recording: \(reason)"
    case .missingHeader: "the recording is empty; its first line must be the header"
    case .invalidJSON(_, let column, let reason): "invalid JSON at column \(column): \(reason)"
    case .lineTooLong(_, let limit): "the line is longer than \(limit) bytes"
    case .cellImageLineTooLong(_, let limit):
      "the cell-image line is longer than \(limit) bytes, more than one image may take (at "
        + "most \(LineDecoder.cellImageCharacterLimit) characters of base64, 16 MiB); it was "
        + "skipped without being read whole"
    case .notAnObject(_, let what, let found): "the \(what) must be a JSON object, not \(found)"
    case .foreignFormat(_, let found):
      if let found {
        "not a snapshot-replay recording: the header's format is \(Self.quoted(found))"
      } else {
        "not a snapshot-replay recording: the header has no \"format\" key"
      }
    case .unsupportedVersion(_, let version, let supported):
      "recording format version \(version) is not supported; this reader supports version"
        + (supported.count == 1 ? " " : "s ")
        + supported.map(String.init).joined(separator: ", ")
    case .missingKey(_, let path): "missing required key \(path)"
    case .wrongType(_, let path, let expected, let found):
      "\(path) must be \(expected), not \(found)"
    case .notAnInteger(_, let path, let text):
      "\(path) must be an integer written without a fraction or exponent, not \(text)"
    case .invalidColor(_, let path, let text):
      "\(path) must be a colour \"#RRGGBB\" or \"#RRGGBBAA\", not \(Self.quoted(text))"
    case .invalidValue(_, let path, let text, let expected):
      "\(path) must be \(expected), not \(text)"
    case .timeWentBackwards(_, let time, let previous, let previousLine):
      "time goes backwards: \(JSONWriter.numberText(time)) is earlier than "
        + "\(JSONWriter.numberText(previous)) on line \(previousLine)"
    case .invalidParent(_, let problem): problem.message
    case .cellImagesOverBudget(_, let limit):
      "the recording's cell images hold more than \(limit) bytes of PNG, the budget for one "
        + "recording; this and later new images are left out (raise the budget with "
        + "SNAPREPLAY_MAX_IMAGE_BYTES=bytes)"
    }
  }

  /// `file:line: error: message`, or `file: error: message` for whole-file errors; followed by
  /// ` (seq N)` when the error names an apply, as `check` prints its findings: its
  /// ``Diagnostic``, formatted.
  public var description: String { Diagnostic(self).description }

  /// A text in JSON quotes, as messages show file content.
  package static func quoted(_ text: String) -> String {
    var json = JSONWriter()
    json.string(text)
    return json.text
  }
}

import RecordingFormat

/// One input of `snapreplay explain`, recognised by its shape: an Apple `.ips` crash report
/// (a JSON header line, then a JSON body), an older `.crash` text report, a crash service's
/// JSON export (Sentry's event shape; any other JSON is searched string by string), or plain
/// text (a pasted reason, a console log, Xcode's output).
///
/// From a crash report it takes the text to search and the app's frames that called into
/// UIKit; plain text is searched whole.
///
/// ```swift
/// let input = try CrashReportInput(bytes: Array(ipsText.utf8))
/// input.shape         // .ips
/// input.appFrames     // ["MyApp  ListViewController.reload() + 212", …]
/// ```
public struct CrashReportInput: Sendable {
  /// What the input was recognised as.
  public enum Shape: String, Hashable, Sendable {
    /// An Apple crash report, JSON form (`.ips`, iOS 15 and later).
    case ips
    /// An Apple crash report, text form (`.crash`).
    case crash
    /// A crash service's JSON: Sentry's event (`exception.values[].value`), or any JSON
    /// document, searched string by string.
    case json
    /// Anything else: searched as it is.
    case text
  }

  /// A piece of text to search, with where it came from.
  public struct Segment: Sendable {
    /// The bytes.
    public var bytes: [UInt8]
    /// Where they came from, for the output: `text`, `ips`, `crash`, `json`.
    public var origin: String
    /// The input line the bytes start on (a JSON document's strings all count as its line).
    public var firstLine: Int
  }

  /// What the input was recognised as.
  public var shape: Shape
  /// The text to search.
  public var segments: [Segment]
  /// The app's frames that called into UIKit, innermost first (at most eight); empty for plain
  /// text.
  public var appFrames: [String]

  /// The most app frames kept.
  static let frameLimit = 8

  /// Recognises and reads `bytes`.
  ///
  /// - Parameter bytes: The whole input.
  /// - Throws: ``ExplanationError/malformedCrashReport(reason:line:)`` for a file whose first
  ///   line is an `.ips` header but whose body is not JSON.
  public init(bytes: [UInt8]) throws(ExplanationError) {
    appFrames = []
    if let newline = bytes.firstIndex(of: 0x0A), Self.looksLikeJSONObject(bytes[..<newline]),
      case .some(let header) = try? JSONParser.parse(Array(bytes[..<newline])),
      header["bug_type"] != nil || header["app_name"] != nil
    {
      let body: JSONValue
      do {
        body = try JSONParser.parse(Array(bytes[(newline + 1)...]))
      } catch {
        throw .malformedCrashReport(
          reason: "\(error.reason) at column \(error.column) of the body", line: 2)
      }
      shape = .ips
      segments = [Segment(bytes: Self.strings(in: body), origin: "ips", firstLine: 2)]
      let appName = Self.string(header["app_name"]) ?? Self.string(body["procName"]) ?? ""
      appFrames = Self.ipsFrames(body, appName: appName)
      return
    }
    if Self.looksLikeJSONObject(bytes[...]), case .some(let document) = try? JSONParser.parse(bytes)
    {
      shape = .json
      segments = [Segment(bytes: Self.strings(in: document), origin: "json", firstLine: 1)]
      appFrames = Self.sentryFrames(document)
      return
    }
    let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
    if text.contains("Incident Identifier:") || text.contains("Exception Type:") {
      shape = .crash
      segments = [Segment(bytes: bytes, origin: "crash", firstLine: 1)]
      appFrames = Self.crashFrames(bytes)
      return
    }
    shape = .text
    segments = [Segment(bytes: bytes, origin: "text", firstLine: 1)]
  }

  // MARK: JSON

  static func looksLikeJSONObject(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D } == UInt8(ascii: "{")
  }

  static func string(_ value: JSONValue?) -> String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// Every string of a JSON document, one per line, in document order: the reason is found
  /// wherever the exporter put it.
  static func strings(in value: JSONValue) -> [UInt8] {
    var out: [UInt8] = []
    var stack = [value]
    while let next = stack.popLast() {
      switch next {
      case .string(let text):
        out.append(contentsOf: text.utf8)
        out.append(0x0A)
      case .array(let values): stack.append(contentsOf: values.reversed())
      case .object(let members): stack.append(contentsOf: members.map(\.value).reversed())
      default: break
      }
    }
    return out
  }

  /// `.ips`: `lastExceptionBacktrace` frames (innermost first) whose image is the app's,
  /// after the first UIKit frame.
  static func ipsFrames(_ body: JSONValue, appName: String) -> [String] {
    guard case .array(let frames) = body["lastExceptionBacktrace"] else { return [] }
    var images: [String] = []
    if case .array(let used) = body["usedImages"] {
      images = used.map { string($0["name"]) ?? "" }
    }
    let described: [(image: String, text: String)] = frames.map { frame in
      var image = ""
      if case .number(let index, _) = frame["imageIndex"], index >= 0, index < Double(images.count)
      {
        image = images[Int(index)]
      }
      var text = image
      if let symbol = string(frame["symbol"]) {
        text += "  \(symbol)"
        if case .number(_, let offset) = frame["symbolLocation"] { text += " + \(offset)" }
      } else if case .number(_, let offset) = frame["imageOffset"] {
        text += "  +\(offset)"
      }
      if let file = string(frame["sourceFile"]) {
        text += " (\(file)"
        if case .number(_, let line) = frame["sourceLine"] { text += ":\(line)" }
        text += ")"
      }
      return (image, text)
    }
    return callers(of: described, appName: appName)
  }

  /// Sentry's event: `exception.values[].stacktrace.frames` (outermost first), `in_app` frames
  /// after the first UIKit frame, innermost first.
  static func sentryFrames(_ document: JSONValue) -> [String] {
    guard case .array(let values) = document["exception"]?["values"] else { return [] }
    for value in values {
      guard case .array(let frames) = value["stacktrace"]?["frames"] else { continue }
      let described: [(image: String, text: String)] = frames.reversed().map { frame in
        let package = string(frame["package"]) ?? string(frame["module"]) ?? ""
        let image = package.split(separator: "/").last.map(String.init) ?? package
        var inApp = false
        if case .bool(true) = frame["in_app"] { inApp = true }
        var text = image + "  " + (string(frame["function"]) ?? "?")
        if let file = string(frame["filename"]) {
          text += " (\(file)"
          if case .number(_, let line) = frame["lineno"] { text += ":\(line)" }
          text += ")"
        }
        return (inApp ? "<app>" : image, text)
      }
      let found = callers(of: described, appName: "<app>")
      if !found.isEmpty { return found }
    }
    return []
  }

  /// `.crash`: the `Last Exception Backtrace:` lines `N  Image  0xADDR  symbol`, the app named
  /// by `Process:`.
  static func crashFrames(_ bytes: [UInt8]) -> [String] {
    let text = String(decoding: bytes.prefix(4 << 20), as: UTF8.self)
    var appName = ""
    var described: [(image: String, text: String)] = []
    var inBacktrace = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("Process:") {
        appName =
          line.dropFirst("Process:".count).split(separator: " ").first.map(String.init) ?? ""
      }
      if line.hasPrefix("Last Exception Backtrace:") {
        inBacktrace = true
        continue
      }
      guard inBacktrace else { continue }
      let fields = line.split(omittingEmptySubsequences: true) { $0 == " " || $0 == "\t" }
      guard fields.count >= 4, fields[0].allSatisfy(\.isNumber), fields[2].hasPrefix("0x") else {
        if !described.isEmpty { break }
        continue
      }
      described.append(
        (String(fields[1]), String(fields[1]) + "  " + fields[3...].joined(separator: " ")))
    }
    return callers(of: described, appName: appName)
  }

  /// The frames of `appName` after (called from below) the first UIKit frame.
  static func callers(of frames: [(image: String, text: String)], appName: String) -> [String] {
    guard !appName.isEmpty,
      let firstUIKit = frames.firstIndex(where: { $0.image.hasPrefix("UIKit") })
    else { return [] }
    return frames[firstUIKit...].filter { $0.image == appName }.prefix(frameLimit).map(\.text)
  }
}

public import Foundation
import ReplayRaster
public import ReplayRendering
import SnapshotRecording

/// The recordings `snapreplay verify --suite PATH` checks, each with its golden directory and
/// render options, in the order of their recordings' paths.
///
/// A suite is read from one of two layouts:
///
/// - **A directory**: every `*.jsonl` file directly in it is a recording, and its goldens are
///   the directory beside it named after it without the extension —
///   `suite/insertion-sort.jsonl` has its goldens in `suite/insertion-sort/`. Each recording
///   renders with its header's hints (and the command line's options).
/// - **A suite file** (JSON): a `recordings` array of objects with `recording` (the `.jsonl`
///   file), `goldens` (its golden directory) and optionally `options` (render options by their
///   header-hint names and values, as a recording header's `render` object takes them; the
///   command line's options win over them), `ignoreItems` (identifiers whose cells are not
///   compared, wherever they are) and `ignoreRects` (`"x,y,width,height"` in pixels), added
///   to the command line's `--ignore-item` and `--ignore-rect`. Relative paths resolve against
///   the suite file's directory; other keys are an error, so a misspelt key is not ignored.
///
/// ```json
/// {
///   "recordings": [
///     {"recording": "Recordings/insertion-sort.jsonl", "goldens": "Goldens/insertion-sort",
///      "options": {"scale": 0.5, "fps": 5, "hold": 0, "to": 3}}
///   ]
/// }
/// ```
///
/// Two recordings may not share a golden directory name: artifacts go to
/// `ARTIFACTS/<golden directory name>/`, which would mix them.
///
/// ```swift
/// let suite = try VerificationSuite(contentsOf: URL(fileURLWithPath: "Tests/visual"))
/// for entry in suite.entries { print(entry.recording.lastPathComponent, entry.goldens.path) }
/// ```
public struct VerificationSuite: Hashable, Sendable {
  /// One recording to verify.
  public struct Entry: Hashable, Sendable {
    /// The recording.
    public var recording: URL
    /// Its golden directory.
    public var goldens: URL
    /// Its own render options, under the command line's.
    public var renderOptions: RenderOptionOverrides
    /// Its own ignored items and rectangles, besides the command line's.
    public var ignoring = IgnoredRegions()

    /// Creates an entry.
    ///
    /// ```swift
    /// let entry = VerificationSuite.Entry(
    ///   recording: URL(fileURLWithPath: "a.jsonl"), goldens: URL(fileURLWithPath: "a"))
    /// ```
    ///
    /// - Parameters:
    ///   - recording: The recording.
    ///   - goldens: Its golden directory.
    ///   - renderOptions: Its own render options.
    public init(
      recording: URL, goldens: URL, renderOptions: RenderOptionOverrides = RenderOptionOverrides()
    ) {
      self.recording = recording.standardizedFileURL
      self.goldens = goldens.standardizedFileURL
      self.renderOptions = renderOptions
    }
  }

  /// The recordings, sorted by path (then golden path), so every run and every shard sees the
  /// same order.
  public private(set) var entries: [Entry]

  /// A suite of the given entries, sorted by recording path, then golden path.
  ///
  /// ```swift
  /// let one = try VerificationSuite(entries: [
  ///   .init(recording: URL(fileURLWithPath: "a.jsonl"), goldens: URL(fileURLWithPath: "a"))
  /// ])
  /// ```
  ///
  /// - Parameter entries: The recordings.
  /// - Throws: ``VerificationSuiteError/sharedGoldenName(_:first:second:)`` when two entries'
  ///   golden directories have the same name.
  public init(entries: [Entry]) throws(VerificationSuiteError) {
    let sorted = entries.sorted {
      ($0.recording.path, $0.goldens.path) < ($1.recording.path, $1.goldens.path)
    }
    var seen: [String: Entry] = [:]
    for entry in sorted {
      let name = entry.goldens.lastPathComponent
      if let first = seen[name] {
        throw .sharedGoldenName(
          name, first: first.recording.path, second: entry.recording.path)
      }
      seen[name] = entry
    }
    self.entries = sorted
  }

  /// Reads a suite from a directory of recordings or a suite file (see the type's discussion).
  ///
  /// ```swift
  /// let suite = try VerificationSuite(contentsOf: URL(fileURLWithPath: "visual-suite.json"))
  /// ```
  ///
  /// - Parameter url: The directory or the suite file.
  /// - Throws: ``VerificationSuiteError`` naming the file and what is wrong.
  public init(contentsOf url: URL) throws(VerificationSuiteError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw .notFound(url.path)
    }
    if isDirectory.boolValue {
      try self.init(directory: url)
    } else {
      try self.init(file: url)
    }
  }

  private init(directory: URL) throws(VerificationSuiteError) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    } catch {
      throw .unreadable(directory.path, reason: FileSystemReason.text(of: error))
    }
    let recordings = names.filter { $0.hasSuffix(".jsonl") && $0.count > ".jsonl".count }
    guard !recordings.isEmpty else { throw .empty(directory.path) }
    try self.init(
      entries: recordings.map { name in
        Entry(
          recording: directory.appendingPathComponent(name),
          goldens: directory.appendingPathComponent(String(name.dropLast(".jsonl".count))))
      })
  }

  /// The largest suite file read (16 MiB: about a hundred thousand recordings).
  static let maximumFileBytes = 16 << 20

  private init(file: URL) throws(VerificationSuiteError) {
    let attributes = (try? FileManager.default.attributesOfItem(atPath: file.path)) ?? [:]
    // A device or pipe would be read for ever.
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw .invalid(file.path, reason: "not a regular file or directory")
    }
    let size = attributes[.size] as? Int ?? 0
    guard size <= Self.maximumFileBytes else {
      throw .invalid(
        file.path,
        reason: "\(size) bytes is more than a suite file may hold (\(Self.maximumFileBytes)); "
          + "split the suite")
    }
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw .unreadable(file.path, reason: FileSystemReason.text(of: error))
    }
    let decoded: SuiteFile
    do {
      decoded = try JSONDecoder().decode(SuiteFile.self, from: data)
    } catch let error as DecodingError {
      throw .invalid(file.path, reason: Self.sentence(for: error))
    } catch {
      throw .invalid(file.path, reason: "\(error)")
    }
    guard !decoded.recordings.isEmpty else { throw .empty(file.path) }
    let base = file.deletingLastPathComponent()
    var entries: [Entry] = []
    for listed in decoded.recordings {
      var entry = Entry(
        recording: Self.resolve(listed.recording, against: base),
        goldens: Self.resolve(listed.goldens, against: base),
        renderOptions: listed.options ?? RenderOptionOverrides())
      entry.ignoring = listed.ignoring
      entries.append(entry)
    }
    try self.init(entries: entries)
  }

  private static func resolve(_ path: String, against base: URL) -> URL {
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
  }

  /// `recordings[2].goldens: missing` — where in the file, and what is wrong there.
  private static func sentence(for error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      var text = ""
      for key in context.codingPath {
        if let index = key.intValue {
          text += "[\(index)]"
        } else {
          text += (text.isEmpty ? "" : ".") + key.stringValue
        }
      }
      return text.isEmpty ? "the file" : text
    }
    switch error {
    case .keyNotFound(let key, let context):
      let parent = path(context)
      return (parent == "the file" ? "" : parent + ".") + "\(key.stringValue): missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(path(context)): \(context.debugDescription)"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "not JSON: \(context.underlyingError.map { "\($0)" } ?? context.debugDescription)"
        : "\(path(context)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}

/// The suite file's shape.
private struct SuiteFile: Decodable {
  struct Listed: Decodable {
    var recording: String
    var goldens: String
    var options: RenderOptionOverrides?
    var ignoring = IgnoredRegions()

    private enum CodingKeys: String, CodingKey, CaseIterable {
      case recording, goldens, options, ignoreItems, ignoreRects
    }

    init(from decoder: any Decoder) throws {
      try SuiteFile.rejectUnknownKeys(decoder, allowed: CodingKeys.allCases.map(\.rawValue))
      let container = try decoder.container(keyedBy: CodingKeys.self)
      recording = try container.decode(String.self, forKey: .recording)
      goldens = try container.decode(String.self, forKey: .goldens)
      options = try container.decodeIfPresent(RenderOptionOverrides.self, forKey: .options)
      let items = try container.decodeIfPresent([String].self, forKey: .ignoreItems) ?? []
      var rects: [PixelRect] = []
      for text in try container.decodeIfPresent([String].self, forKey: .ignoreRects) ?? [] {
        guard let rect = IgnoredRegions.rect(text) else {
          throw DecodingError.dataCorruptedError(
            forKey: .ignoreRects, in: container,
            debugDescription: "\"\(text)\" is not x,y,width,height in whole pixels")
        }
        rects.append(rect)
      }
      ignoring = IgnoredRegions(items: items, rects: rects)
    }
  }

  var recordings: [Listed]

  private enum CodingKeys: String, CodingKey, CaseIterable { case recordings }

  init(from decoder: any Decoder) throws {
    try Self.rejectUnknownKeys(decoder, allowed: CodingKeys.allCases.map(\.rawValue))
    recordings = try decoder.container(keyedBy: CodingKeys.self)
      .decode([Listed].self, forKey: .recordings)
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  static func rejectUnknownKeys(_ decoder: any Decoder, allowed: [String]) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    for key in container.allKeys.map(\.stringValue).sorted() where !allowed.contains(key) {
      throw DecodingError.dataCorruptedError(
        forKey: AnyKey(stringValue: key), in: container,
        debugDescription: "unknown key \"\(key)\"; expected \(allowed.joined(separator: ", "))")
    }
  }
}

public import Foundation
import ReplayRaster
public import ReplayRendering

/// What one shard of a sharded `verify --suite` leaves in the results directory, as
/// `shard-I-of-N.json`: which shard it is, the suite's fingerprint and the tool's version (so
/// that `snapreplay merge` joins only shards of the same suite and tool), every recording of
/// the suite and those this shard verified, and its ``SuiteResult``.
///
/// ```swift
/// let fragment = SuiteShardFragment(
///   shard: try Shard(parsing: "2/3"), suite: fingerprint, recordings: names,
///   assigned: mine, result: result)
/// try fragment.write(into: URL(fileURLWithPath: "results"))  // results/shard-2-of-3.json
/// ```
public struct SuiteShardFragment: Sendable {
  /// What the document's `format` key says.
  public static let format = "snapreplay-suite-shard"

  /// The shard.
  public var shard: Shard
  /// The suite's fingerprint (``SuiteFingerprint``).
  public var suite: String
  /// The version of the tool that ran it.
  public var tool: String
  /// Every recording of the suite, by its name within the suite, in the suite's order.
  public var recordings: [String]
  /// The recordings this shard verified, in the suite's order.
  public var assigned: [String]
  /// This shard's results.
  public var result: SuiteResult

  /// Creates a fragment.
  ///
  /// - Parameters:
  ///   - shard: The shard.
  ///   - suite: The suite's fingerprint.
  ///   - tool: The tool's version; the running one by default.
  ///   - recordings: The suite's recordings, by name.
  ///   - assigned: This shard's recordings, by name.
  ///   - result: This shard's results.
  public init(
    shard: Shard, suite: String, tool: String = SnapreplayVersion.current,
    recordings: [String], assigned: [String], result: SuiteResult
  ) {
    self.shard = shard
    self.suite = suite
    self.tool = tool
    self.recordings = recordings
    self.assigned = assigned
    self.result = result
  }

  /// `shard-I-of-N.json`.
  ///
  /// ```swift
  /// print(SuiteShardFragment.fileName(for: try Shard(parsing: "2/3")))  // shard-2-of-3.json
  /// ```
  ///
  /// - Parameter shard: The shard.
  /// - Returns: The fragment's file name.
  public static func fileName(for shard: Shard) -> String {
    "shard-\(shard.index)-of-\(shard.count).json"
  }

  /// The fragment as JSON: keys sorted, the result as its own document.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    // Every member is a string, a number or a Codable result that encodes.
    let data = (try? encoder.encode(Document(self))) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Writes `shard-I-of-N.json` into `directory` atomically, creating the directory.
  ///
  /// - Parameter directory: The results directory.
  /// - Returns: The file written.
  /// - Throws: ``VerificationError/fileSystem(path:reason:)`` when it cannot be written.
  @discardableResult
  public func write(into directory: URL) throws(VerificationError) -> URL {
    let url = directory.appendingPathComponent(Self.fileName(for: shard))
    do {
      try OutputPath.createDirectory(directory)
      try AtomicFile.write(Array(json.utf8), to: url)
    } catch let error as AtomicFileError {
      throw .fileSystem(path: error.path, reason: error.reason)
    } catch let error as OutputPathError {
      throw .fileSystem(path: directory.relativePath, reason: "\(error)")
    } catch {
      throw .fileSystem(path: url.relativePath, reason: "\(error)")
    }
    return url
  }

  /// Reads a fragment; `nil` when the JSON is not one (another tool's file, a newer format).
  ///
  /// - Parameter data: The file's bytes.
  public init?(json data: Data) {
    guard let document = try? JSONDecoder().decode(Document.self, from: data),
      document.format == Self.format, document.version == 1,
      let shard = try? Shard(index: document.shard.index, count: document.shard.count)
    else { return nil }
    self.init(
      shard: shard, suite: document.suite, tool: document.tool,
      recordings: document.recordings, assigned: document.assigned, result: document.result)
  }

  /// The file's shape.
  private struct Document: Codable {
    struct Part: Codable {
      var index: Int
      var count: Int
    }

    var format: String
    var version: Int
    var shard: Part
    var suite: String
    var tool: String
    var recordings: [String]
    var assigned: [String]
    var result: SuiteResult

    init(_ fragment: SuiteShardFragment) {
      format = SuiteShardFragment.format
      version = 1
      shard = Part(index: fragment.shard.index, count: fragment.shard.count)
      suite = fragment.suite
      tool = fragment.tool
      recordings = fragment.recordings
      assigned = fragment.assigned
      result = fragment.result
    }
  }
}

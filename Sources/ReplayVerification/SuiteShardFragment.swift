public import Foundation
import ReplayComparison
import ReplayRaster
public import ReplayRendering

/// What one shard of a sharded `verify --suite` leaves in the results directory, as
/// `shard-I-of-N.json`: which shard it is, the suite's fingerprint and the tool's version (so
/// that `snapreplay merge` joins only shards of the same suite and tool), every recording of
/// the suite and those this shard verified, its ``SuiteResult`` with the options each of its
/// recordings was verified with (what the merged verify report shows), and the results
/// directory it was written into (so that `merge` finds the artifacts under it again where
/// that directory is read from).
///
/// ```swift
/// let fragment = SuiteShardFragment(
///   shard: try Shard(parsing: "2/3"), suite: fingerprint, recordings: names,
///   assigned: mine, result: result, options: options)
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
  /// The options each of this shard's recordings was verified with.
  public var options: [VerifiedOptions]
  /// The results directory, as an absolute path, that ``write(into:)`` wrote the fragment
  /// into; `nil` before it is written.
  public var directory: URL?
  /// The suite's root (``ResultRoot``) its results are written relative to; `nil` for a
  /// fragment of version 2, whose paths are all absolute. The file holds it as a path from
  /// the results directory (`..`), so a merge finds it wherever the checkout is.
  public var root: ResultRoot?

  /// Creates a fragment.
  ///
  /// - Parameters:
  ///   - shard: The shard.
  ///   - suite: The suite's fingerprint.
  ///   - tool: The tool's version; the running one by default.
  ///   - recordings: The suite's recordings, by name.
  ///   - assigned: This shard's recordings, by name.
  ///   - result: This shard's results.
  ///   - options: The options each of its recordings was verified with.
  ///   - directory: The results directory it was written into.
  ///   - root: The suite's root its paths are written relative to; `nil`: written whole.
  public init(
    shard: Shard, suite: String, tool: String = SnapreplayVersion.current,
    recordings: [String], assigned: [String], result: SuiteResult,
    options: [VerifiedOptions] = [], directory: URL? = nil, root: ResultRoot? = nil
  ) {
    self.shard = shard
    self.suite = suite
    self.tool = tool
    self.recordings = recordings
    self.assigned = assigned
    self.result = result
    self.options = options
    self.directory = directory
    self.root = root
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

  /// The fragment as JSON, its `Codable` form written by `JSONDocumentEncoder` (pretty, keys
  /// sorted): the result is the suite's own document (``SuiteResult/json``).
  public var json: String {
    // Every member is a string, a number or a Codable result that encodes.
    ((try? JSONDocumentEncoder().text(of: Document(self))) ?? "") + "\n"
  }

  /// Writes `shard-I-of-N.json` into `directory` atomically, creating the directory, with
  /// `directory`'s absolute path as the fragment's ``directory``.
  ///
  /// - Parameter directory: The results directory.
  /// - Returns: The file written.
  /// - Throws: ``VerificationError/fileSystem(path:reason:)`` when it cannot be written.
  @discardableResult
  public func write(into directory: URL) throws(VerificationError) -> URL {
    let url = directory.appendingPathComponent(Self.fileName(for: shard))
    var written = self
    written.directory = directory.standardizedFileURL
    do {
      try OutputPath.createDirectory(directory)
      try AtomicFile.write(Array(written.json.utf8), to: url)
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
  /// Relative paths (version 3) start at `root` when given (`merge --root`), else at the
  /// root the fragment names from `directory` (where it is read from).
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - directory: The results directory it is read from; by default the current directory.
  ///   - root: Where relative paths start, instead of the root the fragment names.
  public init?(json data: Data, readFrom directory: URL? = nil, root: ResultRoot? = nil) {
    guard let header = try? JSONDecoder().decode(Header.self, from: data),
      header.format == Self.format, Self.readableVersions.contains(header.version)
    else { return nil }
    let resultsDirectory =
      directory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let named = header.root.map { ResultRoot(resultsDirectory.appendingPathComponent($0)) }
    let decoder = JSONDecoder()
    if let key = ResultRoot.decodingKey, let start = root ?? named { decoder.userInfo[key] = start }
    guard let document = try? decoder.decode(Document.self, from: data),
      let shard = try? Shard(index: document.shard.index, count: document.shard.count),
      document.options.count == document.result.results.count
    else { return nil }
    self.init(
      shard: shard, suite: document.suite, tool: document.tool,
      recordings: document.recordings, assigned: document.assigned, result: document.result,
      options: document.options,
      directory: document.directory.map { ResultRoot.url(of: $0, root: root ?? named) })
    self.root = header.root == nil ? nil : root ?? named
  }

  /// The fragment read from `directory`: each artifact path (actual frames, difference images)
  /// inside the directory the shard wrote it into, moved to the same place inside `directory`.
  /// A CI job that downloads the shards' results elsewhere then still finds their pictures;
  /// artifacts the shard wrote outside its results directory keep their paths.
  ///
  /// ```swift
  /// // Written into /sandbox/outputs, unzipped into results/:
  /// let moved = fragment.relocated(to: URL(fileURLWithPath: "results"))
  /// // /sandbox/outputs/artifacts/a/actual → <current directory>/results/artifacts/a/actual
  /// ```
  ///
  /// - Parameter directory: Where the fragment was read from.
  /// - Returns: The fragment with its artifact paths there.
  public func relocated(to directory: URL) -> SuiteShardFragment {
    let target = directory.standardizedFileURL
    guard let written = self.directory?.standardizedFileURL, written.path != target.path else {
      return self
    }
    func moved(_ url: URL) -> URL {
      let path = url.standardizedFileURL.path
      let prefix = written.path.hasSuffix("/") ? written.path : written.path + "/"
      guard path.hasPrefix(prefix) else { return url }
      return target.appendingPathComponent(String(path.dropFirst(prefix.count)))
    }
    var relocated = self
    relocated.directory = target
    relocated.result = SuiteResult(
      results: result.results.map { found in
        var found = found
        found.actualDirectory = moved(found.actualDirectory)
        found.report = ComparisonReport(
          options: found.report.options,
          frames: found.report.frames.map { frame in
            FrameComparison(
              name: frame.name, outcome: frame.outcome, diffImageURL: frame.diffImageURL.map(moved))
          }, notCompared: found.report.notCompared)
        return found
      }, pixelsOnly: result.pixelsOnly)
    return relocated
  }

  /// The format's version: 2 carries each recording's options and the results directory; 3
  /// writes paths inside the suite's root relative to it, and the root itself relative to the
  /// results directory.
  static let version = 3
  /// The versions read: 2's paths are all absolute.
  static let readableVersions = 2...3

  /// What is read first: the format, the version, and where the root is.
  private struct Header: Decodable {
    var format: String
    var version: Int
    var root: String?
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
    var options: [VerifiedOptions]
    var directory: String?
    var root: String?

    init(_ fragment: SuiteShardFragment) {
      format = SuiteShardFragment.format
      version = SuiteShardFragment.version
      shard = Part(index: fragment.shard.index, count: fragment.shard.count)
      suite = fragment.suite
      tool = fragment.tool
      recordings = fragment.recordings
      assigned = fragment.assigned
      result = fragment.result
      options = fragment.options
      directory = fragment.directory.map { ResultRoot.text(of: $0, root: fragment.root) }
      root = fragment.root.flatMap { root in
        fragment.directory.map { root.path(from: $0) }
      }
    }
  }
}

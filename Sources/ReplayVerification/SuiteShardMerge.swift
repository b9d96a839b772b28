public import Foundation
public import ReplayRendering
import SnapshotRecording

/// Joins the fragments (`shard-I-of-N.json`) that the shards of a `verify --suite` run wrote
/// into one ``SuiteResult``, with the options each recording was verified with: what
/// `snapreplay merge RESULTS --expect N -o DIR` runs, before it writes the same outputs (and
/// the same ``GoldenReview``) an unsharded run writes. Each fragment is
/// ``SuiteShardFragment/relocated(to:)`` the directory it is read from, so that artifacts the
/// shard wrote into its results directory are found where that directory now is.
///
/// It checks that the fragments are exactly shards 1…N of one run — the same suite fingerprint
/// and tool version, each shard once, together verifying every recording of the suite exactly
/// once — and otherwise names the missing, duplicate or foreign fragment.
///
/// ```swift
/// let merge = SuiteShardMerge(directories: [URL(fileURLWithPath: "results")], expected: 3)
/// let (result, options) = try merge.run()
/// print(result.results.count)  // every recording of the suite
/// let review = GoldenReview(result, options: options, directory: current)
/// ```
public struct SuiteShardMerge: Sendable {
  /// The results directories; each `shard-*-of-*.json` directly in them is a fragment.
  public var directories: [URL]
  /// How many shards the run had (`--expect`).
  public var expected: Int
  /// Where the fragments' relative paths start (`merge --root`); `nil`: at the root each
  /// fragment names from its results directory.
  public var root: ResultRoot?

  /// The largest fragment read: 256 MiB, far beyond a suite's results.
  public static let largestFragment = 256 << 20

  /// Creates a merge.
  ///
  /// - Parameters:
  ///   - directories: The results directories.
  ///   - expected: The shard count.
  ///   - root: Where relative paths start, instead of each fragment's own root.
  public init(directories: [URL], expected: Int, root: ResultRoot? = nil) {
    self.directories = directories
    self.expected = expected
    self.root = root
  }

  /// Reads, checks and joins the fragments.
  ///
  /// - Returns: The suite's result, as one run would give it, and each recording's options.
  /// - Throws: ``SuiteMergeError``.
  public func run() throws(SuiteMergeError) -> (result: SuiteResult, options: [VerifiedOptions]) {
    guard (1...Shard.largestCount).contains(expected) else {
      throw .invalidExpectation(expected)
    }
    var fragments: [(path: String, fragment: SuiteShardFragment)] = []
    for directory in directories {
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: directory.relativePath)
      } catch {
        throw .unreadable(path: directory.relativePath, reason: FileSystemReason.text(of: error))
      }
      for name in names.sorted() where Self.isFragmentName(name) {
        let url = directory.appendingPathComponent(name)
        fragments.append(
          (url.relativePath, try Self.read(url, root: root).relocated(to: directory)))
      }
    }
    guard let first = fragments.first else {
      throw .noFragments(paths: directories.map(\.relativePath))
    }
    var byIndex: [Int: (path: String, fragment: SuiteShardFragment)] = [:]
    for (path, fragment) in fragments {
      if URL(fileURLWithPath: path).lastPathComponent
        != SuiteShardFragment.fileName(for: fragment.shard)
      {
        throw .misnamed(path: path, shard: fragment.shard)
      }
      guard fragment.shard.count == expected else {
        throw .wrongCount(path: path, count: fragment.shard.count, expected: expected)
      }
      if fragment.tool != first.fragment.tool {
        throw .foreign(
          path: path, reference: first.path,
          difference: "made by snapreplay \(fragment.tool), not \(first.fragment.tool)")
      }
      if fragment.suite != first.fragment.suite || fragment.recordings != first.fragment.recordings
      {
        throw .foreign(
          path: path, reference: first.path,
          difference: "another suite, or the same one with other recordings or options")
      }
      if let other = byIndex[fragment.shard.index] {
        throw .duplicate(shard: fragment.shard, paths: [other.path, path])
      }
      byIndex[fragment.shard.index] = (path, fragment)
    }
    let missing = (1...expected).filter { byIndex[$0] == nil }
    guard missing.isEmpty else { throw .missing(shards: missing, count: expected) }
    let ordered = (1...expected).compactMap { byIndex[$0] }
    let assigned = ordered.flatMap(\.fragment.assigned)
    guard assigned.sorted() == first.fragment.recordings.sorted() else {
      let unverified = Set(first.fragment.recordings).subtracting(assigned).sorted()
      throw .incomplete(unverified: unverified, repeated: assigned.count - Set(assigned).count)
    }
    let result = SuiteResult(
      results: ordered.flatMap(\.fragment.result.results),
      pixelsOnly: first.fragment.result.pixelsOnly)
    return (result, ordered.flatMap(\.fragment.options))
  }

  /// Whether `name` is `shard-I-of-N.json`.
  static func isFragmentName(_ name: String) -> Bool {
    name.hasPrefix("shard-") && name.hasSuffix(".json") && name.contains("-of-")
  }

  private static func read(
    _ url: URL, root: ResultRoot?
  ) throws(SuiteMergeError) -> SuiteShardFragment {
    let data: Data
    do {
      let size =
        (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
      guard size <= largestFragment else {
        throw SuiteMergeError.notAFragment(path: url.relativePath)
      }
      data = try Data(contentsOf: url)
    } catch let error as SuiteMergeError {
      throw error
    } catch {
      throw .unreadable(path: url.relativePath, reason: FileSystemReason.text(of: error))
    }
    guard
      let fragment = SuiteShardFragment(
        json: data, readFrom: url.deletingLastPathComponent(), root: root)
    else {
      throw .notAFragment(path: url.relativePath)
    }
    return fragment
  }
}

/// Why the fragments of a sharded suite cannot be merged.
public enum SuiteMergeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `--expect` is not a shard count.
  case invalidExpectation(Int)
  /// No `shard-*-of-*.json` in the directories.
  case noFragments(paths: [String])
  /// A directory or fragment cannot be read.
  case unreadable(path: String, reason: String)
  /// A `shard-*-of-*.json` file is not a fragment this tool wrote.
  case notAFragment(path: String)
  /// A fragment's name is not its shard's.
  case misnamed(path: String, shard: Shard)
  /// A fragment belongs to a run with another shard count.
  case wrongCount(path: String, count: Int, expected: Int)
  /// A fragment belongs to another suite or tool version.
  case foreign(path: String, reference: String, difference: String)
  /// Two fragments are the same shard.
  case duplicate(shard: Shard, paths: [String])
  /// Shards are missing.
  case missing(shards: [Int], count: Int)
  /// The shards did not verify every recording exactly once.
  case incomplete(unverified: [String], repeated: Int)

  /// One sentence naming the fragment and what is wrong.
  public var description: String {
    switch self {
    case .invalidExpectation(let count):
      "--expect \(count) is not a shard count within 1…\(Shard.largestCount)"
    case .noFragments(let paths):
      "no shard-I-of-N.json in \(paths.joined(separator: ", ")): did the shards run verify "
        + "--suite with --results there?"
    case .unreadable(let path, let reason):
      "cannot read \(path): \(reason)"
    case .notAFragment(let path):
      "\(path) is not a shard result snapreplay wrote"
    case .misnamed(let path, let shard):
      "\(path) holds shard \(shard), whose file is \(SuiteShardFragment.fileName(for: shard))"
    case .wrongCount(let path, let count, let expected):
      "\(path) is a shard of a \(count)-shard run, not of \(expected) (--expect)"
    case .foreign(let path, let reference, let difference):
      "\(path) does not belong with \(reference): \(difference)"
    case .duplicate(let shard, let paths):
      "shard \(shard) is there twice: \(paths.joined(separator: " and "))"
    case .missing(let shards, let count):
      "shard\(shards.count == 1 ? "" : "s") "
        + shards.map { "\($0)/\(count)" }.joined(separator: ", ")
        + " \(shards.count == 1 ? "is" : "are") missing (no "
        + shards.map { "shard-\($0)-of-\(count).json" }.joined(separator: ", ")
        + "): rerun \(shards.count == 1 ? "it" : "them") or merge once \(shards.count == 1 ? "it has" : "they have") finished"
    case .incomplete(let unverified, let repeated):
      "the shards did not verify every recording once: "
        + (unverified.isEmpty ? "" : "not verified: \(unverified.joined(separator: ", "))")
        + (repeated > 0 ? "\(unverified.isEmpty ? "" : "; ")\(repeated) verified twice" : "")
    }
  }
}

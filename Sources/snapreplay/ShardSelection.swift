import Foundation
import ReplayRendering

/// Which shard this process runs, and where that came from: `--shard I/N` when given, else the
/// environment of the engine running it — each convention's variables as that engine sets
/// them, with its own numbering turned into `I/N`'s 1-based one. Every source that is set must
/// name the same shard.
///
/// ```swift
/// let selection = try ShardSelection.resolve(
///   flag: nil, environment: ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"])
/// print(selection?.shard as Any, selection?.source ?? "")
/// // Optional(2/3) GitLab CI_NODE_INDEX=2 CI_NODE_TOTAL=3
/// ```
struct ShardSelection: Hashable, Sendable {
  /// The shard.
  var shard: Shard
  /// Where it came from: `--shard`, or the engine and its variables.
  var source: String
  /// Bazel's `TEST_SHARD_STATUS_FILE`, which a sharded test must touch to say it shards.
  var statusFile: String?

  /// An engine's pair of variables.
  struct Convention: Sendable {
    var engine: String
    var indexVariable: String
    var countVariable: String
    /// Whether the index counts from 0 (every engine but GitLab).
    var zeroBased: Bool
  }

  /// The conventions, in the order the documentation lists them.
  static let conventions = [
    Convention(
      engine: "Kubernetes Indexed Job", indexVariable: "JOB_COMPLETION_INDEX",
      countVariable: "SNAPREPLAY_SHARD_COUNT", zeroBased: true),
    Convention(
      engine: "GitLab", indexVariable: "CI_NODE_INDEX", countVariable: "CI_NODE_TOTAL",
      zeroBased: false),
    Convention(
      engine: "CircleCI", indexVariable: "CIRCLE_NODE_INDEX", countVariable: "CIRCLE_NODE_TOTAL",
      zeroBased: true),
    Convention(
      engine: "Buildkite", indexVariable: "BUILDKITE_PARALLEL_JOB",
      countVariable: "BUILDKITE_PARALLEL_JOB_COUNT", zeroBased: true),
    Convention(
      engine: "Bazel", indexVariable: "TEST_SHARD_INDEX", countVariable: "TEST_TOTAL_SHARDS",
      zeroBased: true),
  ]

  /// Bazel's variable naming the file a sharded test touches.
  static let bazelStatusVariable = "TEST_SHARD_STATUS_FILE"

  /// The shard to run, or `nil` when neither the flag nor any convention names one (the whole
  /// run).
  ///
  /// - Parameters:
  ///   - flag: `--shard`'s value.
  ///   - environment: The process environment.
  /// - Returns: The shard and its source.
  /// - Throws: ``ShardSelectionError``: a malformed or out-of-range value, half a pair, or two
  ///   sources (the flag included) naming different shards.
  static func resolve(flag: String?, environment: [String: String]) throws(ShardSelectionError)
    -> ShardSelection?
  {
    var found: [ShardSelection] = []
    for convention in conventions {
      let index = environment[convention.indexVariable].flatMap { $0.isEmpty ? nil : $0 }
      let count = environment[convention.countVariable].flatMap { $0.isEmpty ? nil : $0 }
      switch (index, count) {
      case (nil, nil):
        continue
      case (let index?, let count?):
        let source =
          "\(convention.engine) \(convention.indexVariable)=\(index) "
          + "\(convention.countVariable)=\(count)"
        guard let number = Int(index), let total = Int(count) else {
          throw .invalid(source: source, reason: "not whole numbers")
        }
        let oneBased =
          convention.zeroBased
          ? number.addingReportingOverflow(1) : (partialValue: number, overflow: false)
        guard !oneBased.overflow else { throw .invalid(source: source, reason: "out of range") }
        let shard: Shard
        do {
          shard = try Shard(index: oneBased.partialValue, count: total)
        } catch {
          throw .invalid(
            source: source,
            reason: convention.zeroBased
              ? "the index must be within 0…\(max(0, total - 1)) (\(error))" : "\(error)")
        }
        let statusFile = convention.engine == "Bazel" ? environment[bazelStatusVariable] : nil
        found.append(ShardSelection(shard: shard, source: source, statusFile: statusFile))
      case (nil, _):
        throw .halfPair(set: convention.countVariable, missing: convention.indexVariable)
      case (_, nil):
        throw .halfPair(set: convention.indexVariable, missing: convention.countVariable)
      }
    }
    if let flag {
      let shard: Shard
      do {
        shard = try Shard(parsing: flag)
      } catch {
        throw .invalid(source: "--shard \(flag)", reason: "\(error)")
      }
      found.insert(
        ShardSelection(shard: shard, source: "--shard", statusFile: nil), at: 0)
    }
    guard let first = found.first else { return nil }
    if let other = found.first(where: { $0.shard != first.shard }) {
      throw .conflict(first.description, other.description)
    }
    return ShardSelection(
      shard: first.shard, source: first.source,
      statusFile: found.compactMap(\.statusFile).first)
  }

  /// Touches Bazel's status file, when Bazel asked for it, to say the test shards.
  ///
  /// - Throws: `CocoaError` or `POSIXError` when it cannot be created.
  func acknowledge() throws {
    guard let statusFile, !statusFile.isEmpty else { return }
    let url = URL(fileURLWithPath: statusFile)
    if FileManager.default.fileExists(atPath: url.path) {
      try FileManager.default.setAttributes(
        [.modificationDate: Date()], ofItemAtPath: url.path)
    } else {
      try Data().write(to: url)
    }
  }

  /// The line a sharded run prints on standard error.
  var announcement: String { "shard \(shard) (from \(source))" }

  /// The shard and its source, for a conflict's message.
  private var description: String { "\(shard) from \(source)" }
}

/// A shard that cannot be taken from the flag or the environment: a usage error (64).
enum ShardSelectionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A value is malformed or out of range.
  case invalid(source: String, reason: String)
  /// One variable of an engine's pair is set without the other.
  case halfPair(set: String, missing: String)
  /// `--shard` and an engine's variables, or two engines' variables, name different shards.
  case conflict(String, String)

  var description: String {
    switch self {
    case .invalid(let source, let reason):
      "invalid shard from \(source): \(reason)"
    case .halfPair(let set, let missing):
      "\(set) is set but \(missing) is not: set both to shard, or neither"
    case .conflict(let first, let second):
      "conflicting shards: \(first), but \(second); unset one or make them agree"
    }
  }
}

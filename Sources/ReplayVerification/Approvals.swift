public import Foundation
public import ReplayRendering
import SnapshotRecording

/// The `approvals.json` a verify report downloads when a reviewer ticks failing recordings and
/// presses Accept, and `snapreplay approve` reads: per recording, the frames to re-record and
/// the content hash of each as the report showed it.
///
/// ```json
/// {
///   "format": "snapreplay-approvals",
///   "version": 2,
///   "approvals": [
///     {
///       "recording": "Recordings/insertion-sort.jsonl",
///       "goldens": "Tests/Goldens/insertion-sort",
///       "options": {"fps": 5, "to": 3},
///       "frames": [
///         {"name": "frame-000002.png", "sha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"},
///         {"name": "frame-000009.png", "sha256": null}
///       ]
///     }
///   ]
/// }
/// ```
///
/// Paths are relative to the directory `verify` ran in (absolute when outside it);
/// `options` are the render options it ran with, in their one saved form
/// (``RenderOptionOverrides``; version 1 saved them as command-line `arguments`, which this tool
/// still reads); `ignore` (`{"items": […], "rects": ["x,y,w,h"]}`, only when `verify` masked
/// something) is recorded in the new `golden.json`; a `null` hash approves removing a golden that the render no longer produces.
///
/// ```swift
/// let approvals = try Approvals(contentsOf: URL(fileURLWithPath: "approvals.json"))
/// print(approvals.approvals.map(\.goldens))  // ["Tests/Goldens/insertion-sort"]
/// ```
public struct Approvals: Sendable, Decodable {
  /// One recording's approved frames.
  public struct Approval: Sendable, Decodable {
    /// The recording, as the report names it.
    public var recording: String
    /// Its golden directory, as the report names it.
    public var goldens: String
    /// The render options `verify` ran with.
    public var renderOptions: RenderOptionOverrides
    /// The frames to re-record.
    public var frames: [Frame]
    /// The items and rectangles `verify` did not compare, recorded in the new `golden.json`.
    public var ignoring = IgnoredRegions()
    /// Version 1's render options, as command-line arguments, until they are read.
    fileprivate var arguments: [String]?
    /// Whether the file had version 2's `options`.
    fileprivate var savedOptions = true

    /// An approval.
    ///
    /// - Parameters:
    ///   - recording: The recording's path.
    ///   - goldens: The golden directory's path.
    ///   - renderOptions: The render options `verify` ran with.
    ///   - frames: The frames to re-record.
    public init(
      recording: String, goldens: String, renderOptions: RenderOptionOverrides, frames: [Frame]
    ) {
      self.recording = recording
      self.goldens = goldens
      self.renderOptions = renderOptions
      self.frames = frames
    }

    private enum CodingKeys: String, CodingKey {
      case recording, goldens, options, arguments, frames, ignore
    }

    /// Reads an approval of either version: `options` (2) or `arguments` (1), which
    /// ``Approvals/init(contentsOf:)`` reads once it knows the version.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a missing key, a value of the wrong type or bad options.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      recording = try container.decode(String.self, forKey: .recording)
      goldens = try container.decode(String.self, forKey: .goldens)
      let options = try container.decodeIfPresent(RenderOptionOverrides.self, forKey: .options)
      renderOptions = options ?? RenderOptionOverrides()
      savedOptions = options != nil
      arguments = try container.decodeIfPresent([String].self, forKey: .arguments)
      frames = try container.decode([Frame].self, forKey: .frames)
      ignoring =
        try container.decodeIfPresent(IgnoredRegions.self, forKey: .ignore) ?? IgnoredRegions()
    }
  }

  /// One approved frame.
  public struct Frame: Sendable, Decodable, Hashable {
    /// Its file name: `frame-000002.png`.
    public var name: String
    /// SHA-256 of the actual frame the report showed, as 64 lowercase hexadecimal digits;
    /// `nil` to remove a golden the render no longer produces.
    public var sha256: String?

    /// An approved frame.
    ///
    /// - Parameters:
    ///   - name: The frame's file name.
    ///   - sha256: The hash of the frame the reviewer saw, or `nil` to remove the golden.
    public init(name: String, sha256: String?) {
      self.name = name
      self.sha256 = sha256
    }
  }

  /// The `format` value of an approvals file.
  public static let format = "snapreplay-approvals"
  /// The version a verify report writes: 2 saves the render options in their one saved form.
  public static let version = 2
  /// The versions this tool reads: 1 saved the render options as command-line arguments.
  public static let readableVersions = 1...2
  /// The largest approvals file read: far above a suite's, small enough to decode in memory.
  public static let maximumBytes = 16 << 20
  /// The most recordings one file may approve: each is rendered again, so a file cannot make
  /// `approve` run for ever; split a larger review into several files.
  public static let maximumApprovals = 1000

  /// The format's name.
  public var format: String
  /// Its version.
  public var version: Int
  /// The approvals, one per recording.
  public var approvals: [Approval]

  /// Approvals.
  ///
  /// - Parameter approvals: One per recording.
  public init(_ approvals: [Approval]) {
    self.format = Self.format
    self.version = Self.version
    self.approvals = approvals
  }

  /// Reads and checks an approvals file.
  ///
  /// - Parameter url: The file.
  /// - Throws: ``ApprovalError/invalid(file:reason:)`` naming what is wrong: not JSON of this
  ///   shape, another format or version, a frame name that is not a frame's, a hash that is not
  ///   64 hexadecimal digits, a frame or golden directory listed twice, more than
  ///   ``maximumApprovals`` recordings or more than ``maximumBytes``; ``ApprovalError/cannotRead(file:reason:)`` when it cannot be read.
  public init(contentsOf url: URL) throws(ApprovalError) {
    let file = url.relativePath
    let bytes: Data
    do {
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      bytes = try handle.read(upToCount: Self.maximumBytes + 1) ?? Data()
    } catch {
      throw .cannotRead(file: file, reason: FileSystemReason.text(of: error))
    }
    guard bytes.count <= Self.maximumBytes else {
      throw .invalid(file: file, reason: "is larger than \(Self.maximumBytes >> 20) MiB")
    }
    do {
      self = try JSONDecoder().decode(Approvals.self, from: bytes)
    } catch let error as DecodingError {
      throw .invalid(file: file, reason: Self.reason(error))
    } catch {
      throw .invalid(file: file, reason: "is not JSON")
    }
    try check(file: file)
    try readArguments(file: file)
  }

  /// Reads version 1's command-line arguments into each approval's render options; version 2
  /// has its options already and no arguments.
  private mutating func readArguments(file: String) throws(ApprovalError) {
    for index in approvals.indices {
      let place = "approvals[\(index)]"
      switch (version, approvals[index].arguments) {
      case (2, nil) where !approvals[index].savedOptions:
        throw .invalid(file: file, reason: "has no \"options\" in \(place)")
      case (1, let arguments?):
        do {
          approvals[index].renderOptions = try RenderOptionOverrides(arguments: arguments)
        } catch {
          throw .invalid(
            file: file, reason: "\(place) has arguments that are not render options: \(error)")
        }
        approvals[index].arguments = nil
      case (1, nil):
        throw .invalid(file: file, reason: "has no \"arguments\" in \(place)")
      case (_, nil):
        break
      case (_, .some):
        throw .invalid(
          file: file,
          reason: "\(place) has \"arguments\", which version \(version) replaced by "
            + "\"options\"")
      }
    }
  }

  private func check(file: String) throws(ApprovalError) {
    guard format == Self.format else {
      throw .invalid(file: file, reason: "is not an approvals file (format \"\(format)\")")
    }
    guard Self.readableVersions.contains(version) else {
      throw .invalid(
        file: file,
        reason: "has version \(version); this tool reads versions "
          + "\(Self.readableVersions.lowerBound) and \(Self.readableVersions.upperBound)")
    }
    guard approvals.count <= Self.maximumApprovals else {
      throw .invalid(
        file: file,
        reason: "approves \(approvals.count) recordings; at most \(Self.maximumApprovals) are "
          + "approved at once (each is rendered again): split it into several files")
    }
    var goldens: Set<String> = []
    for (index, approval) in approvals.enumerated() {
      let place = "approvals[\(index)]"
      guard goldens.insert(approval.goldens).inserted else {
        throw .invalid(file: file, reason: "\(place) lists the goldens \(approval.goldens) again")
      }
      var names: Set<String> = []
      for frame in approval.frames {
        guard FrameDirectory.frameIndex(of: frame.name) != nil else {
          throw .invalid(
            file: file, reason: "\(place) names \"\(frame.name)\", which is not a frame")
        }
        guard names.insert(frame.name).inserted else {
          throw .invalid(file: file, reason: "\(place) lists \(frame.name) twice")
        }
        if let hash = frame.sha256,
          hash.utf8.count != 64
            || !hash.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) })
        {
          throw .invalid(
            file: file,
            reason: "\(place) \(frame.name): sha256 is not 64 lowercase hexadecimal digits")
        }
      }
    }
  }

  /// A decoding error as the key path and what was expected there.
  private static func reason(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
      }.joined()
      return keys.isEmpty ? "the top level" : String(keys.drop(while: { $0 == "." }))
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "has no \"\(key.stringValue)\" in \(path(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "has the wrong type of value at \(path(context))"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty ? "is not JSON" : "has a bad value at \(path(context))"
    @unknown default:
      return "is not an approvals file"
    }
  }
}

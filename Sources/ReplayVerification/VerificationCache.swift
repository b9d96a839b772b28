public import Foundation
import ReplayRaster
import ReplayRendering

/// Remembers passing verifications, so that `verify --cache DIR` skips a recording whose
/// recording bytes, goldens, options and tool version are exactly those of an earlier passing
/// run (Chromatic's TurboSnap idea): its key is their digest, and the entry `DIR/<key>.json`
/// holds the passing result, which stands in for the run it skips — so outputs are the same
/// with or without the cache. Only passing results are stored; a failure is always re-run.
///
/// ```swift
/// let cache = VerificationCache(directory: URL(fileURLWithPath: ".snapreplay-cache"))
/// if let key = cache.key(for: verification), let result = cache.result(for: key) {
///   print("unchanged:", result.passed)  // unchanged: true
/// }
/// ```
public struct VerificationCache: Sendable {
  /// The cache's directory; created when the first result is stored.
  public var directory: URL

  /// The most bytes one golden directory's files are read for a key: a directory past it is
  /// not cached (always verified).
  public static let largestGoldens = 4 << 30

  /// A cache in `directory`.
  ///
  /// - Parameter directory: Where entries go.
  public init(directory: URL) {
    self.directory = directory
  }

  /// The key of a verification: the digest of the tool's version, the recording's path and
  /// bytes, the golden directory's path and every file in it (names and bytes, in name order),
  /// the render options, the tolerance, the record mode and the artifacts directory; `nil` when
  /// the recording cannot be read or the goldens are too large (then nothing is cached).
  ///
  /// - Parameter verification: One recording's verification.
  /// - Returns: 64 hexadecimal digits.
  public func key(for verification: GoldenVerification) -> String? {
    var digest = ContentDigest()
    digest.update(field: "snapreplay verify --cache \(SnapreplayVersion.current)")
    guard let recording = try? Data(contentsOf: verification.recording) else { return nil }
    digest.update(field: verification.recording.standardizedFileURL.path)
    digest.update(field: String(recording.count))
    digest.update(recording)
    digest.update(field: verification.goldens.path)
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: verification.goldens.path)) ?? []
    var total = 0
    for name in names.sorted() {
      let url = verification.goldens.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      guard let bytes = try? Data(contentsOf: url) else { return nil }
      total += bytes.count
      guard total <= Self.largestGoldens else { return nil }
      digest.update(field: name)
      digest.update(field: String(bytes.count))
      digest.update(bytes)
    }
    digest.update(field: String(describing: verification.renderOptions))
    digest.update(field: String(describing: verification.comparison))
    // Only when set, so the keys of runs that ignore nothing stay as they were.
    if !verification.ignoring.isEmpty {
      digest.update(field: "ignoring " + verification.ignoring.arguments.joined(separator: " "))
    }
    // The golden format asked for decides whether the goldens are read at all (a PNG run over
    // APNG goldens is an error): only when asked, so other runs' keys stay as they were.
    if let format = verification.goldenFormat {
      digest.update(field: "golden-format " + format.rawValue)
    }
    // The stored result names its record mode: a run in another mode must not reuse it.
    digest.update(field: verification.record.rawValue)
    digest.update(field: verification.artifacts.standardizedFileURL.path)
    return digest.hexString
  }

  /// The passing result stored under `key`, or `nil` (none, unreadable, or not passing).
  ///
  /// - Parameter key: A ``key(for:)``.
  /// - Returns: The earlier result.
  public func result(for key: String) -> VerificationResult? {
    guard let data = try? Data(contentsOf: url(for: key)),
      let result = try? JSONDecoder().decode(VerificationResult.self, from: data), result.passed
    else { return nil }
    return result
  }

  /// Stores a passing result under `key`, atomically.
  ///
  /// - Parameters:
  ///   - result: A passing result.
  ///   - key: Its ``key(for:)``.
  /// - Throws: ``VerificationError/fileSystem(path:reason:)`` when it cannot be written.
  public func store(_ result: VerificationResult, for key: String) throws(VerificationError) {
    guard result.passed else { return }
    let url = url(for: key)
    do {
      try OutputPath.createDirectory(directory)
      try AtomicFile.write(Array(result.json.utf8), to: url)
    } catch let error as AtomicFileError {
      throw .fileSystem(path: error.path, reason: error.reason)
    } catch {
      throw .fileSystem(path: directory.relativePath, reason: "cannot create the cache: \(error)")
    }
  }

  private func url(for key: String) -> URL {
    directory.appendingPathComponent(key + ".json")
  }
}

public import Foundation
import RecordingFormat
import ReplayRaster
import ReplayRendering

extension SuiteVerification {
  /// Each recording's name within the suite: its path relative to `root` (the suite directory,
  /// or the suite file's directory), so that machines that check the suite out in different
  /// places still agree; the full path for a recording outside `root`.
  ///
  /// ```swift
  /// print(verification.names(relativeTo: URL(fileURLWithPath: "Tests/visual")))
  /// // ["insertion-sort.jsonl", "wifi.jsonl"]
  /// ```
  ///
  /// - Parameter root: The suite's directory.
  /// - Returns: One name per entry, in the suite's order.
  public func names(relativeTo root: URL) -> [String] {
    let prefix = root.standardizedFileURL.path + "/"
    return suite.entries.map { entry in
      let path = entry.recording.path
      return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
  }

  /// The suite's fingerprint, which every shard of one run shares: the digest of the tool's
  /// version, the options of the run (render, tolerance, record mode, pixel-only policy) and,
  /// per recording, its name, its golden directory's name, its own options and its bytes.
  ///
  /// ```swift
  /// let fingerprint = verification.fingerprint(relativeTo: suiteDirectory)
  /// ```
  ///
  /// - Parameter root: The suite's directory (see ``names(relativeTo:)``).
  /// - Returns: 64 hexadecimal digits.
  public func fingerprint(relativeTo root: URL) -> String {
    var digest = ContentDigest()
    digest.update(field: "snapreplay verify --suite \(SnapreplayVersion.current)")
    digest.update(field: String(describing: renderOptions))
    digest.update(field: String(describing: comparison))
    digest.update(field: record.rawValue)
    digest.update(field: pixelsOnly.rawValue)
    for (name, entry) in zip(names(relativeTo: root), suite.entries) {
      digest.update(field: name)
      digest.update(field: entry.goldens.lastPathComponent)
      digest.update(field: String(describing: entry.renderOptions))
      let bytes = (try? Data(contentsOf: entry.recording)) ?? Data()
      digest.update(field: String(bytes.count))
      digest.update(bytes)
    }
    return digest.hexString
  }

  /// How many frames each recording renders with its options: the weights a shard balances
  /// (``Shard/items(weights:)``). Reading and laying out a recording is cheap next to drawing
  /// it; a recording that cannot be read weighs 0, and the shard that takes it reports why.
  ///
  /// - Returns: One frame count per entry, in the suite's order.
  public func frameCounts() -> [Int] {
    suite.entries.map { entry in
      let verification = verification(of: entry)
      guard let recording = try? Recording(contentsOf: entry.recording),
        let renderer = try? RecordingRenderer(
          recording: recording, overrides: verification.renderOptions)
      else { return 0 }
      return renderer.timeline.frameCount
    }
  }

  /// Verifies the entries at `indices` (a shard's, or all), taking a passing result from
  /// `cache` when nothing it depends on changed, and storing each new passing result there.
  ///
  /// ```swift
  /// let (result, skipped) = try verification.run(
  ///   indices: Array(suite.entries.indices), cache: VerificationCache(directory: cacheURL))
  /// print(skipped)  // 3: unchanged since a passing run
  /// ```
  ///
  /// - Parameters:
  ///   - indices: Which entries, ascending.
  ///   - cache: Where passing results are remembered; `nil` verifies everything.
  ///   - starting: Called before each entry is verified or taken from the cache.
  ///   - errored: How a recording (given with the error) that cannot be verified (read,
  ///     validated, rendered, its goldens read) is kept as an errored case (``VerificationResult/error``), every other
  ///     recording still verified; `nil` stops at the first such error, as for one recording.
  /// - Returns: The results, in the suite's order, and how many came from the cache.
  /// - Throws: ``VerificationError`` as ``run(starting:)`` does when `errored` is `nil`; a
  ///   cache that cannot be written is the environment's fault.
  public func run(
    indices: [Int], cache: VerificationCache?,
    starting: ((Int, VerificationSuite.Entry) -> Void)? = nil,
    errored: ((VerificationError, URL) -> ErroredVerification)? = nil
  ) throws(VerificationError) -> (result: SuiteResult, skipped: Int) {
    var results: [VerificationResult] = []
    var skipped = 0
    for index in indices {
      let entry = suite.entries[index]
      starting?(index, entry)
      let verification = verification(of: entry)
      let key = cache?.key(for: verification)
      if let cache, let key, let cached = cache.result(for: key) {
        results.append(cached)
        skipped += 1
        continue
      }
      let result: VerificationResult
      do {
        result = try verification.run()
      } catch {
        guard let errored else { throw error }
        results.append(
          VerificationResult(
            recording: verification.recording, goldens: verification.goldens,
            record: verification.record, comparison: verification.comparison,
            error: errored(error, entry.recording)))
        continue
      }
      if let cache, let key, result.passed {
        try cache.store(result, for: key)
      }
      results.append(result)
    }
    return (SuiteResult(results: results, pixelsOnly: pixelsOnly), skipped)
  }
}

import Foundation

extension VerificationResult {
  /// The result for scripts (`snapreplay verify --json`): the result's `Codable` form (its one
  /// definition, `VerificationResult+Codable.swift`) written by `JSONDocumentEncoder` —
  /// `JSONWriter`'s pretty layout, keys in sorted order — ending in a newline. `JSONDecoder`
  /// reads it back into an equal result whose `json` is byte-for-byte this (the stable form
  /// cache entries and shard fragments are read from).
  ///
  /// Keys: `actualDirectory`, `classification` (``VerificationClassification``, only when the
  /// verification failed), `divergence` (``StructuralDivergence``: `frame`, `item`, `text`,
  /// `time`, only when there is one), `frames`, `goldens`, `passed`, `recipeDifferences`
  /// (``RecipeDifference``s: `aspect` — `options`, `textStack`, `tool` or `format` — and `text`; absent
  /// when the goldens do not say how they were made), `record` (the mode's
  /// name), `recorded` and `removed` (golden file names), `recording`, and `tolerance`
  /// (`threshold`, `maxDiffPixels`, `maxDiffRatio`, `includeAntialiasing`, `maximumPixels`).
  /// Each frame has `name` and `status` — a comparison verdict (`identical`,
  /// `withinTolerance`, `different`, `dimensionMismatch`), `notRendered` (a golden the render
  /// no longer produces) or `noGolden` (a rendered frame without one) — plus, when it was
  /// compared, `differingPixels`, `antialiasedPixels`, `goldenSize` and `actualSize` (`WxH`),
  /// and `diffImage` when one was written.
  ///
  /// ```json
  /// {
  ///   "actualDirectory": "/tmp/artifacts/insertion-sort/actual",
  ///   "frames": [
  ///     {
  ///       "actualSize": "328x221",
  ///       "antialiasedPixels": 0,
  ///       "differingPixels": 0,
  ///       "goldenSize": "328x221",
  ///       "name": "frame-000000.png",
  ///       "status": "identical"
  ///     }
  ///   ],
  ///   "goldens": "/work/Tests/__Goldens__/insertion-sort",
  ///   "passed": true,
  ///   "recipeDifferences": [],
  ///   "record": "missing",
  ///   "recorded": [],
  ///   "recording": "/work/Recordings/insertion-sort.jsonl",
  ///   "removed": [],
  ///   "tolerance": {
  ///     "includeAntialiasing": false,
  ///     "maximumPixels": 67108864,
  ///     "threshold": 0.1
  ///   }
  /// }
  /// ```
  public var json: String {
    // A result's members are strings, numbers and flags, none of which fails to encode.
    ((try? JSONDocumentEncoder().text(of: self)) ?? "") + "\n"
  }
}

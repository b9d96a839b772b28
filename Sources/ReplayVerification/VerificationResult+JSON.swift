import Foundation
import ReplayComparison
import ReplayRaster
import SnapshotRecording

extension VerificationResult {
  /// The result for scripts (`snapreplay verify --json`): pretty-printed JSON (`JSONWriter`'s
  /// pretty layout) with keys in sorted order, ending in a newline. The same keys and values
  /// as the result's `Codable` form, so `JSONDecoder` reads it back into an equal result whose
  /// `json` is byte-for-byte this (the stable form shard fragments are merged from).
  ///
  /// Keys: `actualDirectory`, `classification` (``VerificationClassification``, only when the
  /// verification failed), `divergence` (``StructuralDivergence``: `frame`, `item`, `text`,
  /// `time`, only when there is one), `frames`, `goldens`, `passed`, `recipeDifferences`
  /// (``RecipeDifference``s: `aspect` — `options`, `textStack` or `tool` — and `text`; absent
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
    var json = JSONWriter(layout: .pretty)
    write(to: &json)
    return json.text + "\n"
  }

  /// Writes the result's object (see ``json``) into `json`; the suite's document adds the
  /// recording's `outcome`.
  func write(to json: inout JSONWriter, outcome: SuiteResult.Outcome? = nil) {
    json.beginObject()
    json.key("actualDirectory"); json.string(actualDirectory.path)
    if let classification {
      json.key("classification"); json.string(classification.rawValue)
    }
    if let divergence {
      json.key("divergence")
      json.beginObject()
      json.key("frame"); json.integer(divergence.frame)
      if let item = divergence.item { json.key("item"); json.string(item) }
      json.key("text"); json.string(divergence.text)
      json.key("time"); json.double(divergence.time)
      json.endObject()
    }
    json.key("frames")
    json.beginArray()
    for frame in report.frames { Self.write(frame, to: &json) }
    json.endArray()
    json.key("goldens"); json.string(goldens.path)
    if let outcome { json.key("outcome"); json.string(outcome.rawValue) }
    json.key("passed"); json.bool(passed)
    if let recipeDifferences {
      json.key("recipeDifferences")
      json.beginArray()
      for difference in recipeDifferences {
        json.beginObject()
        json.key("aspect"); json.string(difference.aspect.rawValue)
        json.key("text"); json.string(difference.text)
        json.endObject()
      }
      json.endArray()
    }
    json.key("record"); json.string(record.rawValue)
    json.key("recorded"); Self.write(recorded, to: &json)
    json.key("recording"); json.string(recording.path)
    json.key("removed"); Self.write(removed, to: &json)
    json.key("tolerance"); Self.write(report.options, to: &json)
    json.endObject()
  }

  /// The status a frame's JSON object gives it.
  static func status(of frame: FrameComparison) -> String {
    switch frame.outcome {
    case .compared(let comparison): comparison.verdict.rawValue
    case .missingFromCandidate: "notRendered"
    case .extraInCandidate: "noGolden"
    }
  }

  /// `328x221`.
  static func text(_ size: PixelSize) -> String { "\(size.width)x\(size.height)" }

  /// One frame's object, keys sorted: goldens are the reference, the render the candidate.
  private static func write(_ frame: FrameComparison, to json: inout JSONWriter) {
    json.beginObject()
    if let result = frame.result {
      json.key("actualSize"); json.string(text(result.candidateSize))
      json.key("antialiasedPixels"); json.integer(result.antialiasedPixels)
    }
    if let url = frame.diffImageURL { json.key("diffImage"); json.string(url.path) }
    if let result = frame.result {
      json.key("differingPixels"); json.integer(result.differingPixels)
      json.key("goldenSize"); json.string(text(result.referenceSize))
    }
    json.key("name"); json.string(frame.name)
    json.key("status"); json.string(status(of: frame))
    json.endObject()
  }

  private static func write(_ options: ComparisonOptions, to json: inout JSONWriter) {
    json.beginObject()
    json.key("includeAntialiasing"); json.bool(options.includeAntialiasing)
    if let maxDiffPixels = options.maxDiffPixels {
      json.key("maxDiffPixels"); json.integer(maxDiffPixels)
    }
    if let maxDiffRatio = options.maxDiffRatio {
      json.key("maxDiffRatio"); json.double(maxDiffRatio)
    }
    json.key("maximumPixels"); json.integer(options.maximumPixels)
    json.key("threshold"); json.double(options.threshold)
    json.endObject()
  }

  private static func write(_ names: [String], to json: inout JSONWriter) {
    json.beginArray()
    for name in names { json.string(name) }
    json.endArray()
  }
}

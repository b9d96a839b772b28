import ReplayComparison
import SnapshotRecording

extension VerificationResult {
  /// The result for scripts (`snapreplay verify --json`): pretty-printed JSON (`JSONWriter`'s
  /// pretty layout) with keys in sorted order, ending in a newline.
  ///
  /// Keys: `actualDirectory`, `frames`, `goldens`, `passed`, `record` (the mode's name),
  /// `recorded` and `removed` (golden file names). Each frame has `name` and `status` — a
  /// comparison verdict (`identical`, `withinTolerance`, `different`, `dimensionMismatch`),
  /// `notRendered` (a golden the render no longer produces) or `noGolden` (a rendered frame
  /// without one) — plus `differingPixels` when it was compared and `diffImage` when one was
  /// written.
  ///
  /// ```json
  /// {
  ///   "actualDirectory": "/tmp/artifacts/insertion-sort/actual",
  ///   "frames": [
  ///     {
  ///       "differingPixels": 0,
  ///       "name": "frame-000000.png",
  ///       "status": "identical"
  ///     }
  ///   ],
  ///   "goldens": "/work/Tests/__Goldens__/insertion-sort",
  ///   "passed": true,
  ///   "record": "missing",
  ///   "recorded": [],
  ///   "removed": []
  /// }
  /// ```
  public var json: String {
    var json = JSONWriter(layout: .pretty)
    json.beginObject()
    json.key("actualDirectory"); json.string(actualDirectory.path)
    json.key("frames")
    json.beginArray()
    for frame in report.frames { Self.write(frame, to: &json) }
    json.endArray()
    json.key("goldens"); json.string(goldens.path)
    json.key("passed"); json.bool(passed)
    json.key("record"); json.string(record.rawValue)
    json.key("recorded"); Self.write(recorded, to: &json)
    json.key("removed"); Self.write(removed, to: &json)
    json.endObject()
    return json.text + "\n"
  }

  /// One frame's object, keys sorted: goldens are the reference, the render the candidate.
  private static func write(_ frame: FrameComparison, to json: inout JSONWriter) {
    let status =
      switch frame.outcome {
      case .compared(let comparison): comparison.verdict.rawValue
      case .missingFromCandidate: "notRendered"
      case .extraInCandidate: "noGolden"
      }
    json.beginObject()
    if let url = frame.diffImageURL { json.key("diffImage"); json.string(url.path) }
    if let result = frame.result {
      json.key("differingPixels"); json.integer(result.differingPixels)
    }
    json.key("name"); json.string(frame.name)
    json.key("status"); json.string(status)
    json.endObject()
  }

  private static func write(_ names: [String], to json: inout JSONWriter) {
    json.beginArray()
    for name in names { json.string(name) }
    json.endArray()
  }
}

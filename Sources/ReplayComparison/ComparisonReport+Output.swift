import Foundation
import ReplayRaster
import SnapshotRecording

extension ComparisonReport {
  /// The report for people: one line per frame, the diff image paths, then a verdict line.
  /// File names and paths are escaped for the terminal (`TerminalText`).
  ///
  /// ```
  /// frame-0002.png: different: 12 pixels differ (0.01%), 3 anti-aliased pixels ignored
  ///   diff image: /tmp/artifacts/frame-0002.diff.png
  /// FAIL: 1 of 2 frames differs
  /// ```
  public var text: String {
    var lines: [String] = []
    for frame in frames {
      lines.append(TerminalText.escaped(frame.summary))
      if let url = frame.diffImageURL {
        lines.append("  diff image: \(TerminalText.escaped(url.path))")
      }
    }
    lines.append(verdict)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The report in one line, for comparisons of many frames: the verdict and, when something
  /// differs, the first frame that does and where the difference images went.
  /// Names and paths are escaped for the terminal (`TerminalText`).
  ///
  /// ```
  /// FAIL: 2 of 436 frames differ; first frame-000012.png: different: 12 pixels differ (0.01%), 3 anti-aliased pixels ignored; difference images in /tmp/artifacts
  /// ```
  public var summaryLine: String {
    var line = verdict
    if let first = failingFrames.first {
      line += "; first \(TerminalText.escaped(first.summary))"
      if let directory = frames.lazy.compactMap(\.diffImageURL).first?.deletingLastPathComponent() {
        line += "; difference images in \(TerminalText.escaped(directory.path))"
      }
    }
    return line + "\n"
  }

  /// `PASS: 2 frames equal within tolerance`, `FAIL: 1 of 3 frames differs`, or, when the
  /// comparison stopped at the first difference, `FAIL: stopped at the first difference after
  /// 2 of 3 frames`.
  var verdict: String {
    let total = frames.count + notCompared
    let noun = total == 1 ? "frame" : "frames"
    if passed {
      return "PASS: \(total) \(noun) equal within tolerance"
    }
    if notCompared > 0 {
      return "FAIL: stopped at the first difference after \(frames.count) of \(total) \(noun)"
    }
    let failing = failingFrames.count
    let verb = failing == 1 ? "differs" : "differ"
    return "FAIL: \(failing) of \(total) \(noun) \(verb)"
  }

  /// The report for scripts: pretty-printed JSON (`JSONWriter`'s pretty layout) with keys in
  /// sorted order, ending in a newline.
  ///
  /// Top level: `antialiasedPixels`, `differingPixels` (totals), `frames`, `maxDiffPixels`,
  /// `maxDiffRatio` (`null` when not set), `notCompared` (frames left out by stopping at the
  /// first difference, else 0), `passed` and `threshold`. Each frame has `name` and
  /// `status` (`identical`, `withinTolerance`, `different`, `dimensionMismatch`, `missing`,
  /// `extra`); compared frames add `referenceSize` and `candidateSize` (`height`, `width`),
  /// and unless their sizes differ `antialiasedPixels`, `differingPixels`, `diffRatio` and
  /// `totalPixels`; `diffImage` is there when one was written.
  ///
  /// ```json
  /// {
  ///   "antialiasedPixels": 0,
  ///   "differingPixels": 0,
  ///   "frames": [
  ///     {
  ///       "antialiasedPixels": 0,
  ///       "candidateSize": {
  ///         "height": 10,
  ///         "width": 20
  ///       },
  ///       …
  /// ```
  public var json: String {
    var json = JSONWriter(layout: .pretty)
    json.beginObject()
    json.key("antialiasedPixels"); json.integer(antialiasedPixels)
    json.key("differingPixels"); json.integer(differingPixels)
    json.key("frames")
    json.beginArray()
    for frame in frames { Self.write(frame, to: &json) }
    json.endArray()
    // Absent budgets are explicit nulls so scripts see every key.
    json.key("maxDiffPixels")
    if let pixels = options.maxDiffPixels { json.integer(pixels) } else { json.null() }
    json.key("maxDiffRatio")
    if let ratio = options.maxDiffRatio { json.number(ratio) } else { json.null() }
    json.key("notCompared"); json.integer(notCompared)
    json.key("passed"); json.bool(passed)
    json.key("threshold"); json.number(options.threshold)
    json.endObject()
    return json.text + "\n"
  }

  /// One frame's object, keys sorted.
  private static func write(_ frame: FrameComparison, to json: inout JSONWriter) {
    let status: String
    var counts: ComparisonResult?
    var sizes: (reference: PixelSize, candidate: PixelSize)?
    switch frame.outcome {
    case .missingFromCandidate:
      status = "missing"
    case .extraInCandidate:
      status = "extra"
    case .compared(let result):
      status = result.verdict.rawValue
      sizes = (result.referenceSize, result.candidateSize)
      if result.verdict != .dimensionMismatch { counts = result }
    }
    json.beginObject()
    if let counts { json.key("antialiasedPixels"); json.integer(counts.antialiasedPixels) }
    if let sizes { json.key("candidateSize"); write(sizes.candidate, to: &json) }
    if let url = frame.diffImageURL { json.key("diffImage"); json.string(url.path) }
    if let counts {
      json.key("diffRatio"); json.number(counts.diffRatio)
      json.key("differingPixels"); json.integer(counts.differingPixels)
    }
    json.key("name"); json.string(frame.name)
    if let sizes { json.key("referenceSize"); write(sizes.reference, to: &json) }
    json.key("status"); json.string(status)
    if let counts { json.key("totalPixels"); json.integer(counts.totalPixels) }
    json.endObject()
  }

  /// `{"height": …, "width": …}`.
  private static func write(_ size: PixelSize, to json: inout JSONWriter) {
    json.beginObject()
    json.key("height"); json.integer(size.height)
    json.key("width"); json.integer(size.width)
    json.endObject()
  }
}

import Foundation
import ReplayComparison
import ReplayPlayer
import ReplayRaster
import SnapshotRecording

/// The verify report's one HTML page: markup, style sheet and script in one file, and the
/// recordings as JSON in a `<script type="application/json" id="review-data">` element, which
/// the script puts on screen as text nodes only. No framework and no network: it works from
/// `file://`. docs/VisualRegression.md lists the `data-` attributes tests rely on.
///
/// ```swift
/// let html = GoldenReviewPage(review: review, images: images).html
/// print(html.prefix(47))  // <!DOCTYPE html>\n<!-- snapreplay verify report -->
/// ```
struct GoldenReviewPage: Sendable {
  /// The recordings.
  var review: GoldenReview
  /// Per recording, by frame name, the pictures copied for it.
  var images: [[String: ReviewImages]]

  /// The page's text.
  var html: String {
    GoldenReviewOutput.signature + """
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="snapreplay verify --report">
      <title>\(ReportPage.escapedHTML(review.summary)) · snapreplay verify report</title>
      <style>
      \(Self.style)
      \(Self.maskStyle)
      </style>
      </head>
      <body>
      <header class="top">
        <h1>Verify report</h1>
        <span id="summary">\(ReportPage.escapedHTML(review.summary))</span>
        <span class="spacer"></span>
        <button id="accept" type="button" data-count="0" disabled title="Download approvals.json for the chosen frames; then run snapreplay approve approvals.json">Accept</button>
      </header>
      <main id="review" data-ready="false"></main>
      <script type="application/json" id="review-data">\(ReportPage.scriptSafe(dataJSON))</script>
      <script>
      \(Self.maskScript)
      \(Self.script)
      </script>
      </body>
      </html>

      """
  }

  /// The data the script shows: see docs/VisualRegression.md.
  var dataJSON: String {
    var json = JSONWriter()
    json.beginObject()
    json.key("summary"); json.string(review.summary)
    json.key("recordings")
    json.beginArray()
    for (index, recording) in review.recordings.enumerated() {
      write(recording, images: index < images.count ? images[index] : [:], to: &json)
    }
    json.endArray()
    json.endObject()
    return json.text
  }

  private func write(
    _ recording: ReviewedRecording, images: [String: ReviewImages], to json: inout JSONWriter
  ) {
    let result = recording.result
    // A suite's root, when its results have one, names the paths as its JSON does.
    let directory = result.root?.directory ?? review.directory
    json.beginObject()
    json.key("name"); json.string(result.goldens.lastPathComponent)
    json.key("recording");
    json.string(ReviewedRecording.path(result.recording, relativeTo: directory))
    json.key("goldens"); json.string(ReviewedRecording.path(result.goldens, relativeTo: directory))
    json.key("failed"); json.bool(recording.failed)
    json.key("outcome"); json.string(recording.outcome.rawValue)
    json.key("classification")
    if let classification = recording.classification {
      json.string(classification.label)
    } else {
      json.null()
    }
    json.key("findings")
    json.beginArray()
    for finding in recording.findings { json.string(finding) }
    json.endArray()
    json.key("arguments")
    json.beginArray()
    for argument in recording.renderOptions.arguments { json.string(argument) }
    json.endArray()
    json.key("options")
    recording.renderOptions.write(to: &json)
    // Only when masked, so the approvals re-record with the same masks.
    if !recording.ignoring.isEmpty {
      json.key("ignore")
      json.beginObject(singleLine: true)
      json.key("items")
      json.beginArray(singleLine: true)
      for item in recording.ignoring.items { json.string(item) }
      json.endArray()
      json.key("rects")
      json.beginArray(singleLine: true)
      for rect in recording.ignoring.rects { json.string(IgnoredRegions.text(of: rect)) }
      json.endArray()
      json.endObject()
    }
    json.key("tolerance")
    json.string(recording.toleranceArguments.joined(separator: " "))
    json.key("command"); json.string(recording.recordCommand(relativeTo: directory))
    json.key("record"); json.string(result.record.rawValue)
    json.key("recorded"); json.integer(result.recorded.count)
    json.key("removed"); json.integer(result.removed.count)
    json.key("counts")
    json.beginObject()
    for (status, count) in Self.counts(of: result.report.frames) {
      json.key(status); json.integer(count)
    }
    json.endObject()
    json.key("frames")
    json.beginArray()
    if recording.failed {
      for frame in result.report.frames {
        write(
          frame, kind: result.kind(of: frame), images: images[frame.name] ?? ReviewImages(),
          masks: result.masks[frame.name] ?? [], to: &json)
      }
    }
    json.endArray()
    json.endObject()
  }

  private func write(
    _ frame: FrameComparison, kind: FrameKind?, images: ReviewImages, masks: [PixelRect],
    to json: inout JSONWriter
  ) {
    json.beginObject()
    json.key("name"); json.string(frame.name)
    json.key("kind")
    if let kind { json.string(kind.label) } else { json.null() }
    json.key("status"); json.string(VerificationResult.status(of: frame))
    json.key("pixels")
    if let result = frame.result { json.integer(result.differingPixels) } else { json.null() }
    let summary =
      switch frame.outcome {
      case .compared(let result): result.summary
      case .missingFromCandidate: "the golden exists but the render no longer produces this frame"
      case .extraInCandidate: "rendered, with no golden"
      }
    json.key("summary"); json.string(summary)
    // An approval writes the actual frame whose hash it names, or removes a golden the render
    // no longer produces; a frame with neither cannot be approved.
    json.key("acceptable")
    json.bool(!frame.passed && (images.actualHash != nil || GoldenVerification.isStale(frame)))
    if !masks.isEmpty {
      json.key("masks")
      json.beginArray(singleLine: true)
      for rect in masks {
        json.beginArray(singleLine: true)
        for number in [rect.x, rect.y, rect.width, rect.height] { json.integer(number) }
        json.endArray()
      }
      json.endArray()
    }
    for (key, value) in [
      ("golden", images.golden.map(Self.address)), ("actual", images.actual.map(Self.address)),
      ("diff", images.diff.map(Self.address)), ("sha256", images.actualHash),
    ] {
      json.key(key)
      if let value { json.string(value) } else { json.null() }
    }
    json.endObject()
  }

  /// A path inside the report as a relative address: each segment percent-encoded, so that a
  /// golden named `a#1.png` or `50%.png` is not read as a fragment or an escape.
  ///
  /// ```swift
  /// GoldenReviewPage.address("images/1-sort/golden/a#1.png")  // images/1-sort/golden/a%231.png
  /// ```
  static func address(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "/;?#%")
    return path.split(separator: "/", omittingEmptySubsequences: false).map {
      $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0)
    }.joined(separator: "/")
  }

  /// How many frames have each status, every status listed.
  static func counts(of frames: [FrameComparison]) -> [(String, Int)] {
    let statuses = [
      "identical", "withinTolerance", "different", "dimensionMismatch", "noGolden", "notRendered",
    ]
    var counts = Dictionary(uniqueKeysWithValues: statuses.map { ($0, 0) })
    for frame in frames { counts[VerificationResult.status(of: frame), default: 0] += 1 }
    return [("frames", frames.count)] + statuses.map { ($0, counts[$0] ?? 0) }
  }
}

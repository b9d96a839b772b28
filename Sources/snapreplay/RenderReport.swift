import Foundation
import RecordingValidation
import ReplayRendering
import SnapshotRecording

/// What `render` prints when it is done: where the frames are and how fast they came.
struct RenderReport {
  /// The PNG frames' directory; `nil` when only a video was asked for.
  var directory: String?
  var summary: FrameSequenceSummary
  var fps: Double
  var seconds: Double
  var stop: ReplayStop?
  /// Output seconds the idle cap (`--max-idle`) cut from the recorded gaps.
  var idleTimeCut: Double = 0

  var absoluteDirectory: String? {
    directory.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
  }

  var framesPerSecond: Double {
    seconds > 0 ? Double(summary.frameCount) / seconds : 0
  }

  var text: String {
    let manifest = summary.manifest
    let destination = absoluteDirectory.map { " to " + TerminalText.escaped($0) } ?? ""
    let line = String(
      format: "rendered %d frames (%d encoded, %dx%d px, %g fps)%@ in %.2f s (%.1f frames/s)",
      summary.frameCount, summary.encodedFrameCount, manifest.size.width, manifest.size.height,
      fps, destination, seconds, framesPerSecond)
    guard idleTimeCut > 0 else { return line }
    return line + String(format: "; cut %.1f s of idle time (--max-idle)", idleTimeCut)
  }

  /// The summary for scripts: one JSON object on one line, keys sorted; `stoppedBeforeSeq` is
  /// `null` rather than left out, so scripts can rely on the key.
  var json: String {
    let manifest = summary.manifest
    var json = JSONWriter()
    json.beginObject()
    json.key("directory")
    if let absoluteDirectory { json.string(absoluteDirectory) } else { json.null() }
    json.key("encodedFrames"); json.integer(summary.encodedFrameCount)
    json.key("fps"); json.number(fps)
    json.key("frames"); json.integer(summary.frameCount)
    json.key("framesPerSecond"); json.number((framesPerSecond * 10).rounded() / 10)
    json.key("height"); json.integer(manifest.size.height)
    json.key("seconds"); json.number((seconds * 1000).rounded() / 1000)
    json.key("stoppedBeforeSeq")
    if let seq = stop?.seq { json.integer(seq) } else { json.null() }
    json.key("width"); json.integer(manifest.size.width)
    json.endObject()
    return json.text
  }
}

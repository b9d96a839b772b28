import Foundation
import ReplayRendering

/// What `render` prints when it is done: where the frames are and how fast they came.
struct RenderReport {
  var directory: String
  var summary: FrameSequenceSummary
  var fps: Double
  var seconds: Double
  var stop: ReplayStop?

  var absoluteDirectory: String {
    URL(fileURLWithPath: directory).standardizedFileURL.path
  }

  var framesPerSecond: Double {
    seconds > 0 ? Double(summary.frameCount) / seconds : 0
  }

  var text: String {
    let manifest = summary.manifest
    return String(
      format: "rendered %d frames (%d encoded, %dx%d px, %g fps) to %@ in %.2f s (%.1f frames/s)",
      summary.frameCount, summary.encodedFrameCount, manifest.size.width, manifest.size.height,
      fps, absoluteDirectory, seconds, framesPerSecond)
  }

  var json: String {
    let manifest = summary.manifest
    let object: [(String, String)] = [
      ("directory", JSONString(absoluteDirectory)),
      ("frames", String(summary.frameCount)),
      ("encodedFrames", String(summary.encodedFrameCount)),
      ("width", String(manifest.size.width)),
      ("height", String(manifest.size.height)),
      ("fps", String(format: "%g", fps)),
      ("seconds", String(format: "%.3f", seconds)),
      ("framesPerSecond", String(format: "%.1f", framesPerSecond)),
      ("stoppedBeforeSeq", stop.map { String($0.seq) } ?? "null"),
    ]
    return "{" + object.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }
}

/// A JSON string literal.
func JSONString(_ text: String) -> String {
  var escaped = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": escaped += "\\\""
    case "\\": escaped += "\\\\"
    case "\n": escaped += "\\n"
    case "\r": escaped += "\\r"
    case "\t": escaped += "\\t"
    case let control where control.value < 0x20:
      escaped += String(format: "\\u%04X", control.value)
    default: escaped.unicodeScalars.append(scalar)
    }
  }
  return escaped + "\""
}

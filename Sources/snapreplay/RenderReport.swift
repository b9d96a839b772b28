import Foundation
import RecordingValidation
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

  /// The summary for scripts: one JSON object, keys sorted.
  var json: String {
    let manifest = summary.manifest
    let object = JSONSummary(
      directory: absoluteDirectory, frames: summary.frameCount,
      encodedFrames: summary.encodedFrameCount, width: manifest.size.width,
      height: manifest.size.height, fps: fps, seconds: (seconds * 1000).rounded() / 1000,
      framesPerSecond: (framesPerSecond * 10).rounded() / 10, stoppedBeforeSeq: stop?.seq)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(object) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  private struct JSONSummary: Encodable {
    var directory: String
    var frames: Int
    var encodedFrames: Int
    var width: Int
    var height: Int
    var fps: Double
    var seconds: Double
    var framesPerSecond: Double
    var stoppedBeforeSeq: Int?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(directory, forKey: .directory)
      try container.encode(frames, forKey: .frames)
      try container.encode(encodedFrames, forKey: .encodedFrames)
      try container.encode(width, forKey: .width)
      try container.encode(height, forKey: .height)
      try container.encode(fps, forKey: .fps)
      try container.encode(seconds, forKey: .seconds)
      try container.encode(framesPerSecond, forKey: .framesPerSecond)
      // Written as null rather than left out, so scripts can rely on the key.
      try container.encode(stoppedBeforeSeq, forKey: .stoppedBeforeSeq)
    }

    enum CodingKeys: String, CodingKey {
      case directory, frames, encodedFrames, width, height, fps, seconds, framesPerSecond
      case stoppedBeforeSeq
    }
  }
}

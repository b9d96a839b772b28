public import Foundation
import RecordingFormat
import ReplayRaster

extension FrameManifest {
  /// Reads back a manifest this tool wrote (``json``), shard entry included, so that
  /// `merge-frames` can check and join the parts of a sharded render; `nil` for any other
  /// JSON. It is read by the recordings' strict parser, whose numbers are the exact `Double`s
  /// of their text (`JSONWriter` writes the shortest text that reads back exactly), so ``json``
  /// gives the same bytes again.
  ///
  /// ```swift
  /// let manifest = FrameManifest(json: Data(contentsOf: frames.manifestURL))
  /// print(manifest?.shard?.shard as Any)  // Optional(2/3)
  /// ```
  ///
  /// - Parameter data: A `manifest.json`'s bytes.
  public init?(json data: Data) {
    guard data.count <= Self.largestRecognisedManifest,
      FrameManifest.frameFiles(inJSON: data) != nil,
      let object = try? JSONParser.parse(Array(data)),
      let width = Self.integer(object["width"]), let height = Self.integer(object["height"]),
      let scale = Self.double(object["scale"]), let fps = Self.double(object["fps"]),
      case .array(let entries)? = object["frames"]
    else { return nil }
    var frames: [Frame] = []
    for entry in entries {
      guard case .string(let file)? = entry["file"], let time = Self.double(entry["time"]),
        let progress = Self.double(entry["progress"])
      else { return nil }
      let seq: Int?
      if case .null? = entry["seq"] {
        seq = nil
      } else {
        guard let number = Self.integer(entry["seq"]) else { return nil }
        seq = number
      }
      frames.append(
        Frame(file: file, metadata: FrameMetadata(time: time, seq: seq, progress: progress)))
    }
    var markers: [Marker] = []
    if case .array(let entries)? = object["markers"] {
      for entry in entries {
        guard let time = Self.double(entry["time"]), let seq = Self.integer(entry["seq"]),
          case .string(let label)? = entry["label"]
        else { return nil }
        markers.append(Marker(time: time, seq: seq, label: label))
      }
    }
    var shard: ShardPart?
    if let entry = object["shard"] {
      guard let index = Self.integer(entry["index"]), let count = Self.integer(entry["count"]),
        let frameCount = Self.integer(entry["frameCount"]),
        case .string(let fingerprint)? = entry["fingerprint"],
        let part = try? Shard(index: index, count: count)
      else { return nil }
      shard = ShardPart(shard: part, frameCount: frameCount, fingerprint: fingerprint)
    }
    self.init(
      size: PixelSize(width: width, height: height), scale: scale, fps: fps, frames: frames,
      markers: markers, shard: shard)
  }

  private static func double(_ value: JSONValue?) -> Double? {
    guard case .number(let number, _)? = value else { return nil }
    return number
  }

  private static func integer(_ value: JSONValue?) -> Int? {
    guard case .number(_, let text)? = value, JSONValue.isIntegerLiteral(text) else {
      return nil
    }
    return Int(text)
  }
}

public import Foundation
import RecordingFormat
import ReplayRaster

// The one reader of `manifest.json`: recognising a render's directory and `merge-frames` both
// go through `recognised(_:)`, with the recordings' strict parser.
extension FrameManifest {
  /// The most bytes a manifest is read for recognition: 256 MiB, two million frames' entries.
  static let largestRecognisedManifest = 256 << 20

  /// The frame files a `manifest.json` lists, when it is one this tool wrote: an object with
  /// exactly the keys `width`, `height`, `scale`, `fps` and `frames` (and optionally `markers`,
  /// `fonts` and `shard`), and frames that are objects with exactly `file`, `time`, `seq` and
  /// `progress`. A web app's `manifest.json`, or any other, is not.
  ///
  /// Only names of frames (``FrameDirectory/frameIndex(of:)``) are listed: whatever else a
  /// crafted manifest names is never taken for a frame file.
  ///
  /// ```swift
  /// let files = FrameManifest.frameFiles(inJSON: Data(manifest.json.utf8))
  /// print(files ?? [])  // ["frame-000000.png", "frame-000001.png"]
  /// print(FrameManifest.frameFiles(inJSON: Data(#"{"name":"My App"}"#.utf8)) as Any)  // nil
  /// ```
  ///
  /// - Parameter json: A manifest file's bytes.
  /// - Returns: The listed frame file names, or `nil` when the JSON is not our manifest.
  public static func frameFiles(inJSON json: Data) -> [String]? {
    guard let (_, entries) = recognised(json) else { return nil }
    return entries.compactMap { entry in
      guard case .string(let file)? = entry["file"], FrameDirectory.frameIndex(of: file) != nil
      else { return nil }
      return file
    }
  }

  /// A manifest's object and its frames' entries, when its shape is that of a manifest this
  /// tool wrote (see ``frameFiles(inJSON:)``); `nil` for any other file.
  private static func recognised(_ data: Data) -> (object: JSONValue, frames: [JSONValue])? {
    guard data.count <= largestRecognisedManifest,
      let object = try? JSONParser.parse(Array(data)),
      case .object(let members) = object,
      Set(members.map(\.key)).subtracting(["markers", "fonts", "shard"])
        == ["width", "height", "scale", "fps", "frames"],
      case .number? = object["width"], case .number? = object["height"],
      case .array(let frames)? = object["frames"]
    else { return nil }
    for frame in frames {
      guard case .object(let members) = frame,
        Set(members.map(\.key)) == ["file", "time", "seq", "progress"],
        case .string? = frame["file"]
      else { return nil }
    }
    return (object, frames)
  }

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
    guard let (object, entries) = Self.recognised(data),
      let width = Self.integer(object["width"]), let height = Self.integer(object["height"]),
      let scale = Self.double(object["scale"]), let fps = Self.double(object["fps"])
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

public import Foundation

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
    guard json.count <= largestRecognisedManifest,
      let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
      Set(object.keys).subtracting(["markers", "fonts", "shard"])
        == ["width", "height", "scale", "fps", "frames"],
      object["width"] is NSNumber, object["height"] is NSNumber,
      let frames = object["frames"] as? [Any]
    else { return nil }
    var files: [String] = []
    for frame in frames {
      guard let entry = frame as? [String: Any],
        Set(entry.keys) == ["file", "time", "seq", "progress"],
        let file = entry["file"] as? String
      else { return nil }
      if FrameDirectory.frameIndex(of: file) != nil { files.append(file) }
    }
    return files
  }
}

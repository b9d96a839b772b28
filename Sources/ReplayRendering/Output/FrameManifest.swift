public import ReplayRaster

/// The `manifest.json` written next to the frames: canvas size, frame rate and one entry per
/// frame, in frame order.
///
/// ``json`` prints keys in a fixed order, one frame per line, whole numbers without a fraction
/// (`2`, not `2.0`) and others in Swift's shortest round-trip form, so the same manifest always
/// gives the same bytes:
///
/// ```json
/// {
///   "width": 660,
///   "height": 460,
///   "scale": 1,
///   "fps": 30,
///   "frames": [
///     {"file": "frame-000000.png", "time": 0, "seq": 1, "progress": 0.5}
///   ]
/// }
/// ```
public struct FrameManifest: Hashable, Sendable {
  /// One frame's entry.
  public struct Frame: Hashable, Sendable {
    /// The PNG's file name inside the output directory (``FrameDirectory/fileName(ofFrame:)``).
    public var file: String
    /// The caller's time, seq and progress for the frame.
    public var metadata: FrameMetadata

    /// Creates an entry.
    public init(file: String, metadata: FrameMetadata) {
      self.file = file
      self.metadata = metadata
    }
  }

  /// Canvas size in pixels.
  public var size: PixelSize
  /// Pixels per point.
  public var scale: Double
  /// Frames per second.
  public var fps: Double
  /// Every frame, in order.
  public var frames: [Frame]

  /// Creates a manifest.
  public init(size: PixelSize, scale: Double, fps: Double, frames: [Frame]) {
    self.size = size
    self.scale = scale
    self.fps = fps
    self.frames = frames
  }

  /// The manifest as JSON text, ending in a newline.
  ///
  /// Non-finite numbers, which JSON cannot hold, are written as `null`.
  public var json: String {
    var text = "{\n"
    text += "  \"width\": \(size.width),\n"
    text += "  \"height\": \(size.height),\n"
    text += "  \"scale\": \(Self.number(scale)),\n"
    text += "  \"fps\": \(Self.number(fps)),\n"
    text += "  \"frames\": ["
    for (index, frame) in frames.enumerated() {
      text += index == 0 ? "\n" : ",\n"
      let seq = frame.metadata.seq.map(String.init) ?? "null"
      text +=
        "    {\"file\": \"\(Self.escaped(frame.file))\", "
        + "\"time\": \(Self.number(frame.metadata.time)), \"seq\": \(seq), "
        + "\"progress\": \(Self.number(frame.metadata.progress))}"
    }
    text += frames.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return text
  }

  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
    return String(describing: value)
  }

  private static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

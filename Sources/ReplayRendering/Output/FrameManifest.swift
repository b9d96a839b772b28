public import ReplayRaster
internal import SnapshotRecording

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
///   ],
///   "markers": [
///     {"time": 0, "seq": 1, "label": "search: mou"}
///   ],
///   "fonts": [
///     {"family": "Inter", "file": "Inter-Regular.otf"}
///   ]
/// }
/// ```
///
/// `markers` is written only when the recording has markers in the rendered range; `fonts`
/// lists the font files text is drawn from (``FontFile/typeface``), when fontconfig found any;
/// `shard` is written only by `render --shard` (``ShardPart``), which `merge-frames` drops again.
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

  /// A recording's marker where it falls in the frames.
  public struct Marker: Hashable, Sendable {
    /// The output time it shows from, in seconds: the start of the apply it describes.
    public var time: Double
    /// That apply's seq.
    public var seq: Int
    /// The marker's text.
    public var label: String

    /// Creates a marker entry.
    ///
    /// - Parameters:
    ///   - time: The output time it shows from.
    ///   - seq: The apply it describes.
    ///   - label: Its text.
    public init(time: Double, seq: Int, label: String) {
      self.time = time
      self.seq = seq
      self.label = label
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
  /// The recording's markers in the rendered range, in time order.
  public var markers: [Marker]
  /// The font files text is drawn from.
  public var fonts: [FontFile]
  /// Which part of a sharded render the directory holds; `nil` for a whole render.
  public var shard: ShardPart?

  /// Creates a manifest.
  public init(
    size: PixelSize, scale: Double, fps: Double, frames: [Frame], markers: [Marker] = [],
    fonts: [FontFile] = FontFile.typeface, shard: ShardPart? = nil
  ) {
    self.shard = shard
    self.size = size
    self.scale = scale
    self.fps = fps
    self.frames = frames
    self.markers = markers
    self.fonts = fonts
  }

  /// The manifest of the frames `range`, each named as a frame directory names it
  /// (``FrameDirectory/fileName(ofFrame:)``), with its metadata: what every writer of frames
  /// (a directory, a video, an animated PNG) hands back.
  ///
  /// ```swift
  /// let manifest = FrameManifest(
  ///   size: drawer.canvas, scale: 2, fps: 30, frames: 0..<timeline.frameCount,
  ///   metadata: { timeline.metadata(at: $0) })
  /// ```
  init(
    size: PixelSize, scale: Double, fps: Double, frames range: Range<Int>,
    metadata: (Int) -> FrameMetadata, markers: [Marker] = [], shard: ShardPart? = nil
  ) {
    self.init(
      size: size, scale: scale, fps: fps,
      frames: range.map { index in
        Frame(file: FrameDirectory.fileName(ofFrame: index), metadata: metadata(index))
      }, markers: markers, shard: shard)
  }

  /// The manifest as JSON text, ending in a newline, written by `JSONWriter`'s pretty layout
  /// with one frame per line.
  ///
  /// Whole numbers are written without a fraction; non-finite numbers, which JSON cannot hold,
  /// as `null`.
  public var json: String {
    var json = JSONWriter(layout: .pretty)
    json.beginObject()
    json.key("width"); json.integer(size.width)
    json.key("height"); json.integer(size.height)
    json.key("scale"); json.number(scale)
    json.key("fps"); json.number(fps)
    json.key("frames")
    json.beginArray()
    for frame in frames {
      json.beginObject(singleLine: true)
      json.key("file"); json.string(frame.file)
      json.key("time"); json.number(frame.metadata.time)
      json.key("seq")
      if let seq = frame.metadata.seq { json.integer(seq) } else { json.null() }
      json.key("progress"); json.number(frame.metadata.progress)
      json.endObject()
    }
    json.endArray()
    if !markers.isEmpty {
      json.key("markers")
      json.beginArray()
      for marker in markers {
        json.beginObject(singleLine: true)
        json.key("time"); json.number(marker.time)
        json.key("seq"); json.integer(marker.seq)
        json.key("label"); json.string(marker.label)
        json.endObject()
      }
      json.endArray()
    }
    if !fonts.isEmpty {
      json.key("fonts")
      json.beginArray()
      for font in fonts {
        json.beginObject(singleLine: true)
        json.key("family"); json.string(font.family)
        json.key("file"); json.string(font.file)
        json.endObject()
      }
      json.endArray()
    }
    if let shard {
      json.key("shard")
      json.beginObject(singleLine: true)
      json.key("index"); json.integer(shard.shard.index)
      json.key("count"); json.integer(shard.shard.count)
      json.key("frameCount"); json.integer(shard.frameCount)
      json.key("fingerprint"); json.string(shard.fingerprint)
      json.endObject()
    }
    json.endObject()
    return json.text + "\n"
  }
}

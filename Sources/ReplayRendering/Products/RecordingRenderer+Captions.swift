import RecordingFormat
import SnapshotRecording

extension RecordingRenderer {
  /// The height of the caption band at the bottom of a captioned frame, in points.
  static let captionBandHeight = 36.0

  /// The text of the marker showing at `time`: the last one at or before it, or `nil` before
  /// the first.
  ///
  /// ```swift
  /// renderer.caption(atTime: 4.2)  // "search: mou"
  /// ```
  ///
  /// - Parameter time: An output time, in seconds.
  /// - Returns: The marker's text.
  /// - Complexity: O(log m) for m markers.
  public func caption(atTime time: Double) -> String? {
    var low = 0
    var high = markers.count
    // A frame's time is index / fps: allow for the division's rounding.
    while low < high {
      let middle = (low + high) / 2
      if markers[middle].time <= time + 1e-9 { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? markers[low - 1].label : nil
  }

  /// Frame `index`'s scene with the current marker's text in a band across its bottom: a
  /// translucent dark strip and the text centred in white, like a caption under a video.
  ///
  /// - Parameter index: The frame, in `0..<timeline.frameCount`.
  /// - Returns: The scene, unchanged before the first marker.
  /// - Throws: `RecordingError` when the frame cannot be read (``ReplayFrames``).
  func captionedScene(at index: Int) throws(RecordingError) -> FrameScene {
    var scene = try frames.frame(at: index).scene
    guard let text = caption(atTime: Double(index) / options.fps) else { return scene }
    let height = min(Self.captionBandHeight, scene.size.height)
    let band = SceneRect(
      x: 0, y: scene.size.height - height, width: scene.size.width, height: height)
    scene.elements.append(
      SceneElement(
        kind: .backdrop, frame: band, fill: RecordedColor(red: 0, green: 0, blue: 0),
        opacity: 0.7))
    scene.elements.append(
      SceneElement(
        kind: .caption, frame: band, fill: nil, label: text,
        textColor: RecordedColor(red: 255, green: 255, blue: 255), fontSize: 15))
    return scene
  }
}

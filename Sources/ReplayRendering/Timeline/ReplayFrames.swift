public import RecordingFormat

/// The frames of a replay: drawn from a timeline that holds its segments, or, for a large
/// recording drawn while it is read, from segments rebuilt by reading the file again as the
/// frames reach them (``TimelineWindow``). That second read can fail — the file changed, went
/// away or has a malformed line since the first pass — so every frame is `throws`: a frame is
/// either the recording's or an error, never a stand-in to be reported later.
///
/// ```swift
/// let renderer = try RecordingRenderer(contentsOf: URL(fileURLWithPath: "rec.jsonl"))
/// let frames = renderer.frames
/// for index in 0..<frames.timeline.frameCount {
///   let frame = try frames.frame(at: index)  // frame.scene, frame.metadata
/// }
/// ```
///
/// Frames are best asked for in increasing order when the recording is read: then the file is
/// read once more; an earlier frame starts that read over. Calls may come from several threads
/// (one at a time reads).
public final class ReplayFrames: Sendable {
  /// The timeline: its schedule, frame count and canvas. It holds its segments unless
  /// ``readsTheRecording``.
  public let timeline: FrameTimeline
  /// Rebuilds the segments of a timeline that holds none.
  private let window: TimelineWindow?

  /// The frames of a timeline that holds its segments: reading them reads nothing.
  ///
  /// - Parameter timeline: A timeline whose ``FrameTimeline/holdsSegments`` is `true`.
  public init(_ timeline: FrameTimeline) {
    precondition(timeline.holdsSegments, "a counted timeline needs the window that reads it")
    self.timeline = timeline
    window = nil
  }

  /// The frames of a timeline counted in a first pass, drawn through `window`.
  init(counted timeline: FrameTimeline, reading window: TimelineWindow) {
    self.timeline = timeline
    self.window = window
  }

  /// Whether drawing a frame reads the recording file again.
  public var readsTheRecording: Bool { window != nil }

  /// The frame at `index`: time index / fps.
  ///
  /// - Parameter index: A frame in `0..<timeline.frameCount`.
  /// - Returns: The frame.
  /// - Throws: `RecordingError` when the recording no longer reads as the first pass read it.
  /// - Complexity: O(log a + e) from held segments; reading, O(e) per apply read on the way.
  public func frame(at index: Int) throws(RecordingError) -> TimelineFrame {
    try frame(atTime: timeline.time(ofFrame: index))
  }

  /// The picture at any time, between frames too; times past the end show the last state.
  ///
  /// - Parameter time: Seconds from the start.
  /// - Returns: The frame.
  /// - Throws: `RecordingError` when the recording no longer reads as the first pass read it.
  public func frame(atTime time: Double) throws(RecordingError) -> TimelineFrame {
    timeline.frame(atTime: time, in: try segment(at: time))
  }

  /// The item cells drawn in frame `index`, as ``FrameTimeline/items(at:)`` gives them.
  ///
  /// - Parameter index: A frame in `0..<timeline.frameCount`.
  /// - Returns: One entry per item cell on screen, back to front.
  /// - Throws: `RecordingError` when the recording no longer reads as the first pass read it.
  public func items(at index: Int) throws(RecordingError) -> [ItemOnScreen] {
    let time = timeline.time(ofFrame: index)
    return timeline.items(atTime: time, in: try segment(at: time).segment)
  }

  /// The elements drawn in frame `index` with what each stands for, back to front: every item
  /// cell, header, separator and backdrop with its content as drawn; the phone's bars are left
  /// out.
  ///
  /// ```swift
  /// let headers = try frames.elements(at: 0).filter {
  ///   if case .header = $0.key { true } else { false }
  /// }
  /// print(headers.map { $0.look.label ?? "" })  // ["NETWORKS"]
  /// ```
  ///
  /// - Parameter index: A frame in `0..<timeline.frameCount`.
  /// - Returns: One entry per element drawn.
  /// - Throws: `RecordingError` when the recording no longer reads as the first pass read it.
  /// - Complexity: O(log a + e), as ``frame(at:)``.
  public func elements(at index: Int) throws(RecordingError) -> [ElementOnScreen] {
    let time = timeline.time(ofFrame: index)
    return timeline.elements(atTime: time, in: try segment(at: time).segment)
  }

  /// The kept segment a frame at `time` reads, with its schedule entry.
  private func segment(at time: Double) throws(RecordingError)
    -> (segment: Segment, timing: ScheduledApply)
  {
    guard let window else { return timeline.heldSegment(at: time) }
    return try window.segment(at: time)
  }
}

/// Which applies' segments a ``FrameTimeline`` keeps once it has built the next one.
///
/// A long recording can hold thousands of applies between two frames (an app applying every
/// millisecond, rendered at 30 fps). Each segment holds every element on screen, so keeping all
/// of them made memory grow with the recording's length; a frame only ever reads the segment it
/// falls in.
///
/// ```swift
/// // A render reads frames only: the default keeps what some frame shows.
/// let frames = try FrameTimeline(applies: applies, options: options)
/// // A contact sheet reads the end of every apply, between frames too.
/// let sheet = try FrameTimeline(applies: applies, options: options, keeping: .everyApply)
/// ```
public enum SegmentRetention: Hashable, Sendable {
  /// Keeps an apply's segment only when some frame time i / fps falls in it (the first and the
  /// last are always kept). ``FrameTimeline/frame(atTime:)`` between frames then shows the last
  /// kept apply at or before that time.
  case framesOnly
  /// Keeps every apply's segment, so that ``FrameTimeline/frame(atTime:)`` is exact at any time.
  case everyApply
}

extension FrameTimeline {
  /// The item cells drawn at `time`, back to front, as ``items(at:)`` gives them for a frame:
  /// for moments between frames, such as a keyframe sheet's.
  ///
  /// ```swift
  /// let cells = timeline.items(atTime: 1.25)
  /// print(cells.map(\.id))  // ["wifi-enabled", "breeno-net", …]
  /// ```
  ///
  /// - Parameter time: Seconds from the start of the replay.
  /// - Returns: One entry per item cell on screen.
  /// - Precondition: The timeline ``holdsSegments``.
  public func items(atTime time: Double) -> [ItemOnScreen] {
    items(atTime: time, in: heldSegment(at: time).segment)
  }
}

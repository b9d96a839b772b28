internal import SnapshotRecording

extension FrameTimeline {
  /// When each apply plays: the first at 0, settled; the rest by the timing mode.
  ///
  /// An apply animates for duration / speed unless it was not animated or used reloadData,
  /// which cut (duration 0). `recorded` starts an apply after the recorded gap since the
  /// previous one divided by speed and capped at max-idle; `sequential` starts it when the
  /// previous transition has ended, but at least one frame after the previous start, so
  /// every state is seen.
  ///
  /// - Returns: The schedule, and where the idle cap cut the recorded gaps.
  /// - Complexity: O(*a*) for *a* applies.
  static func schedule(
    _ applies: [ApplyEvent], options: RenderOptions
  ) -> (entries: [ScheduledApply], idleCuts: [IdleCut]) {
    var entries: [ScheduledApply] = []
    var idleCuts: [IdleCut] = []
    for (index, apply) in applies.enumerated() {
      guard let previous = entries.last else {
        entries.append(ScheduledApply(seq: apply.seq, start: 0, duration: 0))
        continue
      }
      let duration =
        apply.animating && !apply.reloadData ? options.duration / options.speed : 0
      let start: Double
      switch options.timing {
      case .recorded:
        var gap = max(apply.time - applies[index - 1].time, 0) / options.speed
        if let maxIdle = options.maxIdle, gap > maxIdle {
          idleCuts.append(
            IdleCut(
              seq: apply.seq, end: previous.start + maxIdle, kept: maxIdle, cut: gap - maxIdle))
          gap = maxIdle
        }
        start = previous.start + gap
      case .sequential:
        start = previous.start + max(previous.duration, 1 / options.fps)
      }
      entries.append(ScheduledApply(seq: apply.seq, start: start, duration: duration))
    }
    return (entries, idleCuts)
  }
}

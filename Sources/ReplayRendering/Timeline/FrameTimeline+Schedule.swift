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
    var previousTime = 0.0
    for apply in applies {
      let (entry, cut) = scheduleEntry(
        of: apply, after: entries.last.map { ($0, previousTime) }, options: options)
      entries.append(entry)
      if let cut { idleCuts.append(cut) }
      previousTime = apply.time
    }
    return (entries, idleCuts)
  }

  /// One step of ``schedule(_:options:)``: when `apply` plays, given the entry and recorded
  /// time of the apply rendered before it (`nil` for the first), so that a timeline can be
  /// scheduled while its recording streams in.
  ///
  /// An apply whose `layout` line recorded the animation the device ran (`recordedTiming`)
  /// animates for that duration instead of the options' (divided by the speed as well).
  ///
  /// - Returns: The entry, and the idle cap's cut of the gap before it, if any.
  static func scheduleEntry(
    of apply: ApplyEvent, after previous: (entry: ScheduledApply, time: Double)?,
    options: RenderOptions, recordedTiming: RecordedTiming? = nil
  ) -> (entry: ScheduledApply, idleCut: IdleCut?) {
    guard let (previous, previousTime) = previous else {
      return (ScheduledApply(seq: apply.seq, start: 0, duration: 0), nil)
    }
    let duration =
      apply.animating && !apply.reloadData
      ? (recordedTiming?.duration ?? options.duration) / options.speed : 0
    let start: Double
    var idleCut: IdleCut?
    switch options.timing {
    case .recorded:
      var gap = max(apply.time - previousTime, 0) / options.speed
      if let maxIdle = options.maxIdle, gap > maxIdle {
        idleCut = IdleCut(
          seq: apply.seq, end: previous.start + maxIdle, kept: maxIdle, cut: gap - maxIdle)
        gap = maxIdle
      }
      start = previous.start + gap
    case .sequential:
      start = previous.start + max(previous.duration, 1 / options.fps)
    }
    return (ScheduledApply(seq: apply.seq, start: start, duration: duration), idleCut)
  }
}

import ReplayRendering

extension ReplayFrameSelection {
  /// The moments, in output seconds, that the selection names on a timeline's schedule: in time
  /// order, each once.
  ///
  /// - Parameter schedule: When each rendered apply plays.
  /// - Returns: The moments, or why the selection names none.
  func moments(in schedule: [ScheduledApply]) -> Result<[Double], ReplayDrawingProblem> {
    switch self {
    case .frame(let seq, let progress):
      guard progress.isFinite, (0...1).contains(progress) else {
        return .failure(ReplayDrawingProblem(reason: "progress \(progress) is outside 0…1"))
      }
      guard let apply = schedule.first(where: { $0.seq == seq }) else {
        let seqs = schedule.map(\.seq)
        let range = seqs.isEmpty ? "none" : "\(seqs[0])…\(seqs[seqs.count - 1])"
        return .failure(
          ReplayDrawingProblem(reason: "seq \(seq) is not among the rendered applies (\(range))"))
      }
      return .success([apply.start + progress * apply.duration])
    case .keyframes(let points):
      if let bad = points.first(where: { !($0.isFinite && $0 > 0 && $0 < 1) }) {
        return .failure(
          ReplayDrawingProblem(
            reason: "keyframe progress \(bad) is not strictly between 0 and 1 "
              + "(each apply's start and end are always drawn)"))
      }
      var times: [Double] = []
      for (index, apply) in schedule.enumerated() {
        // A cut (no duration) is one moment.
        let progresses = apply.duration > 0 ? [0] + points + [1] : [1]
        // A transition that the next apply interrupts (recorded timing) ends where that one
        // starts: its later moments are the next apply's, and that start is drawn.
        let next = index + 1 < schedule.count ? schedule[index + 1].start : .infinity
        times += progresses.map { apply.start + $0 * apply.duration }
          .filter { $0 == apply.start || $0 < next }
      }
      times.sort()
      // The previous apply's end is often the next one's start: the same moment, drawn once.
      var distinct: [Double] = []
      for time in times where distinct.last.map({ time - $0 > 1e-9 }) ?? true {
        distinct.append(time)
      }
      return .success(distinct)
    }
  }
}

/// Which moments of a replay a `.replay` snapshot strategy draws.
///
/// ```swift
/// assertSnapshot(of: recording, as: .replay(.keyframes(progress: [0.5])))  // every apply's start, middle, end
/// assertSnapshot(of: recording, as: .replay(.frame(seq: 3)))  // apply 3 once settled
/// ```
public enum ReplayFrameSelection: Hashable, Sendable {
  /// Each rendered apply's transition at its start (progress 0), at each of `progress` (values
  /// strictly between 0 and 1, in the order given) and at its end (progress 1), side by side
  /// in one image; a moment already shown (the previous apply's end when the next one starts
  /// there) is drawn once, and the moments of a transition that the next apply interrupts
  /// (recorded timing) are left from that apply's start on. Each frame is named by the apply and progress the timeline shows at
  /// that moment, as `manifest.json` names frames: an apply's end that is the next one's start
  /// is `seq 3 · 0%`. A handful of frames instead of every frame keeps the reference small.
  case keyframes(progress: [Double] = [])
  /// One moment: apply `seq`'s transition at `progress` (0 its start, 1 settled).
  case frame(seq: Int, progress: Double = 1)

  /// Each apply's start and end only.
  ///
  /// ```swift
  /// assertSnapshot(of: recording, as: .replay(.keyframes))
  /// ```
  public static var keyframes: ReplayFrameSelection { .keyframes(progress: []) }
}

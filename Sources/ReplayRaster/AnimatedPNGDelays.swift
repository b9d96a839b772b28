/// How an animated PNG states the time a frame is shown: a numerator over one denominator,
/// both 16-bit. Exact when the frame rate times 1, 10, 100 or 1000 is a whole number that
/// fits (30 fps: 1/30 s a frame; 29.97 fps: 100/2997 s); otherwise milliseconds, rounded from
/// each frame's start time so that the error never accumulates.
///
/// ```swift
/// let delays = AnimatedPNGDelays(frameRate: 30)
/// print(delays.units(from: 0, to: 12), delays.denominator)  // 12 30
/// ```
public struct AnimatedPNGDelays: Hashable, Sendable {
  /// The delay's denominator: units per second.
  public let denominator: UInt16
  /// Units per frame when exact; `nil` for rounded milliseconds.
  private let unitsPerFrame: Int?
  private let frameRate: Double

  /// The delays of frames shown `frameRate` times a second.
  ///
  /// ```swift
  /// print(AnimatedPNGDelays(frameRate: 0.5).denominator)  // 5
  /// ```
  ///
  /// - Parameter frameRate: Frames per second, positive and finite.
  public init(frameRate: Double) {
    self.frameRate = frameRate
    for scale in [1, 10, 100, 1000] {
      let scaled = frameRate * Double(scale)
      // 29.97 × 100 is 2997.0000000000005 in binary floating point.
      let whole = scaled.rounded()
      if abs(scaled - whole) < 1e-6, whole >= 1, whole <= Double(UInt16.max) {
        denominator = UInt16(whole)
        unitsPerFrame = scale
        return
      }
    }
    denominator = 1000
    unitsPerFrame = nil
  }

  /// The units between the start of frame `first` and that of frame `end`.
  ///
  /// ```swift
  /// print(AnimatedPNGDelays(frameRate: 1.0 / 3).units(from: 0, to: 1))  // 3333
  /// ```
  ///
  /// - Parameters:
  ///   - first: The first frame shown.
  ///   - end: The frame after the last.
  /// - Returns: The time in units of 1/``denominator`` s.
  public func units(from first: Int, to end: Int) -> Int {
    if let unitsPerFrame { return (end - first) * unitsPerFrame }
    return milliseconds(at: end) - milliseconds(at: first)
  }

  private func milliseconds(at frame: Int) -> Int {
    Int((Double(frame) * 1000 / frameRate).rounded())
  }
}

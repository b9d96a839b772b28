import Foundation

extension VerificationResult {
  /// Where the golden picture of the frame `name` is: in the golden directory for a PNG per
  /// frame, or, for goldens kept as one animated PNG (``AnimatedGoldens``), among the frames
  /// the failing run unpacked beside its actual frames (`…/<goldens name>/golden/<goldens
  /// name>/`), so that the report's golden tab shows every frame as it does for PNG goldens.
  ///
  /// ```swift
  /// let url = result.goldenFrameURL("frame-000003.png")
  /// ```
  ///
  /// - Parameter name: A frame file's name.
  /// - Returns: The golden frame's file, which may not exist (a new frame has no golden).
  public func goldenFrameURL(_ name: String) -> URL {
    guard AnimatedGoldens(goldens).storedFormat == .apng else {
      return goldens.appendingPathComponent(name)
    }
    return actualDirectory.deletingLastPathComponent()
      .appendingPathComponent(GoldenVerification.stageFolder)
      .appendingPathComponent(goldens.lastPathComponent).appendingPathComponent(name)
  }
}

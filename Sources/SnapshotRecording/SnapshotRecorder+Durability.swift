extension SnapshotRecorder {
  /// When the recorder asks the system to put written lines on disk (`fsync`).
  ///
  /// Every line is handed to the system with one `write` as soon as it is recorded, so a crash of
  /// the app itself — the usual end of a recording attached to a bug report — loses nothing,
  /// whatever the setting. Durability is about the system going down (power loss, kernel panic,
  /// a device reboot) before it wrote its caches to disk.
  ///
  /// ```swift
  /// let recorder = try SnapshotRecorder(url: url, durability: .everyLine)
  /// ```
  ///
  /// Measured with `swift run -c release RecorderBenchmark` (a 500-item snapshot, 25 KB a line,
  /// on the 2-core development machine's ext4 disk): ``never`` and ``onClose`` cost the same per
  /// apply, about 1.2 ms (building and writing the line); ``everyLine`` adds one `fsync`, about
  /// 1.4 ms more; ``onClose`` pays 6–10 ms once, in ``SnapshotRecorder/close()``. Slower storage
  /// makes `fsync` dearer. On Apple platforms `fsync` does not flush the drive's own cache.
  public enum Durability: String, CaseIterable, Hashable, Sendable {
    /// Never `fsync`: lines reach the system's cache only. Fastest; the last seconds before a
    /// power loss may be lost.
    case never
    /// `fsync` once, when the recorder closes: a recording stopped cleanly is on disk. The
    /// default: it costs one `fsync` per recording.
    case onClose
    /// `fsync` after every line, so that every apply recorded is on disk before `record`
    /// returns. For recordings that must survive a power loss up to the last apply; costs one
    /// `fsync` per apply, on the applying thread.
    case everyLine
  }
}

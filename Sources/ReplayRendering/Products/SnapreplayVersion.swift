/// The tool's version: part of every fingerprint that says "the same output" — a sharded
/// render's parts, a suite's shard fragments and `verify --cache` entries — so that a newer
/// tool, which may draw differently, never reuses an older one's work.
///
/// ```swift
/// print(SnapreplayVersion.current)  // 0.1.0-dev
/// ```
public enum SnapreplayVersion {
  /// The version text.
  public static let current = "0.1.0-dev"
}

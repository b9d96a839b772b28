/// The tool's version: part of every fingerprint that says "the same output" — a sharded
/// render's parts, a suite's shard fragments and `verify --cache` entries — so that a newer
/// tool, which may draw differently, never reuses an older one's work.
///
/// Its one source is the `VERSION` file at the repository's root: the
/// `SnapreplayVersionPlugin` build-tool plugin turns it into Swift at build time, and
/// `snapreplay --version` prints it.
///
/// ```swift
/// print(SnapreplayVersion.current)  // 0.1.0-dev
/// ```
public enum SnapreplayVersion {
  /// The version text: the first line of `VERSION`.
  public static let current = versionFile
}

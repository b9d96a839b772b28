/// The SnapshotDiff module; see the README for what it holds.
public enum SnapshotDiffModule {}

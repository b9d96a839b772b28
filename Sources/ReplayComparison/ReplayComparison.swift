/// The ReplayComparison module; see the README for what it holds.
public enum ReplayComparisonModule {}

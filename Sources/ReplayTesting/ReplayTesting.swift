/// The ReplayTesting module; see the README for what it holds.
public enum ReplayTestingModule {}

/// The ReplayRendering module; see the README for what it holds.
public enum ReplayRenderingModule {}

extension FrameManifest {
  /// What a `render --shard I/N` directory's manifest adds: which part it holds, of how many
  /// frames, and the fingerprint every part of the same render shares, so that `merge-frames`
  /// joins only parts of one render.
  ///
  /// ```json
  /// "shard": {"index": 2, "count": 3, "frameCount": 436, "fingerprint": "9f2c…"}
  /// ```
  public struct ShardPart: Hashable, Sendable {
    /// The part.
    public var shard: Shard
    /// How many frames the whole render has.
    public var frameCount: Int
    /// The digest of what decides the frames: the recording's bytes, the options in force and
    /// the tool's version (see `ContentDigest`).
    public var fingerprint: String

    /// Creates a shard entry.
    ///
    /// ```swift
    /// let part = FrameManifest.ShardPart(
    ///   shard: try Shard(index: 2, count: 3), frameCount: 436, fingerprint: "9f2c…")
    /// print(part.frames)  // 145..<290
    /// ```
    ///
    /// - Parameters:
    ///   - shard: The part.
    ///   - frameCount: The whole render's frame count.
    ///   - fingerprint: What every part of the render shares.
    public init(shard: Shard, frameCount: Int, fingerprint: String) {
      self.shard = shard
      self.frameCount = frameCount
      self.fingerprint = fingerprint
    }

    /// The frames this part holds.
    public var frames: Range<Int> { shard.frames(of: frameCount) }
  }
}

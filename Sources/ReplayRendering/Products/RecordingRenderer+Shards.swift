public import Foundation
import ReplayRaster

extension RecordingRenderer {
  /// The manifest entry of `shard`'s part of this render: the part, the whole frame count and
  /// the fingerprint every part of the same render shares — the digest of the tool's version,
  /// the recording's bytes, every option in force and whether captions are drawn.
  ///
  /// ```swift
  /// let part = renderer.shardPart(
  ///   try Shard(parsing: "2/3"), recordingBytes: Data(contentsOf: url), captions: false)
  /// try renderer.render(to: URL(fileURLWithPath: "Output/part-2"), shard: part)
  /// ```
  ///
  /// - Parameters:
  ///   - shard: The part.
  ///   - recordingBytes: The recording file's bytes, as read.
  ///   - captions: Whether captions are drawn.
  /// - Returns: The entry to pass to `render(to:…shard:…)`.
  public func shardPart(_ shard: Shard, recordingBytes: Data, captions: Bool)
    -> FrameManifest.ShardPart
  {
    var digest = ContentDigest()
    digest.update(field: "snapreplay render \(SnapreplayVersion.current)")
    digest.update(field: String(recordingBytes.count))
    digest.update(recordingBytes)
    return shardPart(shard, digest: digest, captions: captions)
  }

  /// The manifest entry of `shard`'s part of this render, as
  /// ``shardPart(_:recordingBytes:captions:)`` makes it from the bytes of the recording file,
  /// read a megabyte at a time rather than whole.
  ///
  /// ```swift
  /// let part = try renderer.shardPart(
  ///   try Shard(parsing: "2/3"), recordingFile: url, captions: false)
  /// ```
  ///
  /// - Parameters:
  ///   - shard: The part.
  ///   - url: The recording file.
  ///   - captions: Whether captions are drawn.
  /// - Returns: The entry to pass to `render(to:…shard:…)`.
  /// - Throws: The file system's error when the file cannot be read.
  public func shardPart(_ shard: Shard, recordingFile url: URL, captions: Bool) throws
    -> FrameManifest.ShardPart
  {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    let size = try handle.seekToEnd()
    try handle.seek(toOffset: 0)
    var digest = ContentDigest()
    digest.update(field: "snapreplay render \(SnapreplayVersion.current)")
    digest.update(field: String(size))
    while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      digest.update(chunk)
    }
    return shardPart(shard, digest: digest, captions: captions)
  }

  /// The entry, once the tool's version and the recording are in `digest`.
  private func shardPart(_ shard: Shard, digest: ContentDigest, captions: Bool)
    -> FrameManifest.ShardPart
  {
    var digest = digest
    for key in RenderOptionKey.allCases {
      digest.update(field: "\(key)=\(options.optionText(for: key) ?? "")")
    }
    digest.update(field: "captions=\(captions)")
    return FrameManifest.ShardPart(
      shard: shard, frameCount: timeline.frameCount, fingerprint: digest.hexString)
  }
}

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
    for key in RenderOptionKey.allCases {
      digest.update(field: "\(key)=\(options.optionText(for: key) ?? "")")
    }
    digest.update(field: "captions=\(captions)")
    return FrameManifest.ShardPart(
      shard: shard, frameCount: timeline.frameCount, fingerprint: digest.hexString)
  }
}

import Foundation
import ReplayRaster
import Testing

@testable import ReplayRendering

@Suite struct FrameManifestReadingTests {
  @Test func aManifestReadsBackToTheSameBytes() throws {
    let manifest = FrameManifest(
      size: PixelSize(width: 660, height: 460), scale: 2, fps: 30,
      frames: [
        FrameManifest.Frame(
          file: "frame-000007.png",
          metadata: FrameMetadata(time: 0.23333333333333334, seq: 3, progress: 0.6666666666666665)),
        FrameManifest.Frame(
          file: "frame-000008.png",
          metadata: FrameMetadata(time: 0.26666666666666666, seq: nil, progress: 1)),
      ],
      markers: [FrameManifest.Marker(time: 0.1, seq: 3, label: "search: \"Ka\"\n")],
      shard: FrameManifest.ShardPart(
        shard: try Shard(index: 2, count: 3), frameCount: 20, fingerprint: "abc"))
    let read = try #require(FrameManifest(json: Data(manifest.json.utf8)))
    #expect(read == manifest)
    #expect(read.json == manifest.json)
  }

  @Test(arguments: [
    #"{"name": "My App"}"#,
    #"{"width": 1, "height": 1, "scale": 1, "fps": 1, "frames": [], "shard": {"index": 0, "count": 1, "frameCount": 1, "fingerprint": ""}}"#,
    #"{"width": 1.5, "height": 1, "scale": 1, "fps": 1, "frames": []}"#,
    #"{"width": 1, "height": 1, "scale": 1, "fps": 1, "frames": [{"file": "frame-000000.png", "time": 0, "seq": "1", "progress": 0}]}"#,
  ])
  func whatIsNotOurManifestIsNotRead(text: String) {
    #expect(FrameManifest(json: Data(text.utf8)) == nil)
  }
}

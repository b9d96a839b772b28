import Foundation
import Testing

@testable import ReplayRendering

@Suite struct FrameDirectoryTests {
  @Test func frameFileNamesHaveSixDigitsOrMore() {
    #expect(FrameDirectory.fileName(ofFrame: 0) == "frame-000000.png")
    #expect(FrameDirectory.fileName(ofFrame: 1_234_567) == "frame-1234567.png")
  }

  @Test func frameNamesReadBackAsTheirNumbers() {
    for index in [0, 7, 999_999, 1_234_567] {
      #expect(FrameDirectory.frameIndex(of: FrameDirectory.fileName(ofFrame: index)) == index)
    }
  }

  @Test func otherNamesAreNotFrames() {
    for name in [
      "frame-7.png", "frame-00000a.png", "frame-000001.png.tmp", "manifest.json",
      "frame-000001.jpg", "Frame-000001.png",
    ] {
      #expect(FrameDirectory.frameIndex(of: name) == nil, "\(name)")
    }
  }

  @Test func ffmpegPatternMatchesTheFrameNames() {
    #expect(FrameDirectory.framePattern == "frame-%06d.png")
    #expect(String(format: FrameDirectory.framePattern, 42) == FrameDirectory.fileName(ofFrame: 42))
  }

  @Test func filesAreInsideTheDirectory() {
    let frames = FrameDirectory(URL(fileURLWithPath: "/tmp/frames"))
    #expect(frames.url(ofFrame: 3).path == "/tmp/frames/frame-000003.png")
    #expect(frames.manifestURL.path == "/tmp/frames/manifest.json")
  }
}

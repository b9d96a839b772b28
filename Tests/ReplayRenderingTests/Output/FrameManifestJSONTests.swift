import ReplayRaster
import Testing

@testable import ReplayRendering

/// `manifest.json` through the one JSON writer: the bytes goldens hold, also at the edges.
@Suite struct FrameManifestJSONTests {
  @Test func noFramesIsAnEmptyArrayOnTheKeysLine() {
    let manifest = FrameManifest(
      size: PixelSize(width: 2, height: 1), scale: 0.5, fps: 29.97, frames: [], fonts: [])
    #expect(
      manifest.json == """
        {
          "width": 2,
          "height": 1,
          "scale": 0.5,
          "fps": 29.97,
          "frames": []
        }

        """)
  }

  @Test func fileNamesAreEscapedAndNonFiniteNumbersAreNull() {
    let manifest = FrameManifest(
      size: PixelSize(width: 1, height: 1), scale: 1, fps: .infinity,
      frames: [
        FrameManifest.Frame(
          file: #"a"b\c.png"#, metadata: FrameMetadata(time: 1e-7, seq: 12, progress: .nan))
      ], fonts: [])
    #expect(
      manifest.json == """
        {
          "width": 1,
          "height": 1,
          "scale": 1,
          "fps": null,
          "frames": [
            {"file": "a\\"b\\\\c.png", "time": 1e-07, "seq": 12, "progress": null}
          ]
        }

        """)
  }
}

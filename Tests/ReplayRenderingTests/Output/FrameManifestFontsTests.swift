import Foundation
import ReplayRaster
import Testing

@testable import ReplayRendering

/// The manifest names the font files text is drawn from: the typeface at its three weights,
/// its fallbacks and the colour emoji font, by file name only.
@Suite struct FrameManifestFontsTests {
  @Test func theTypefaceResolvesToInterItsFallbacksAndColourEmoji() {
    let fonts = FontFile.typeface
    #expect(fonts.first == FontFile(family: "Inter", file: "Inter-Regular.otf"))
    #expect(fonts.contains(FontFile(family: "Inter", file: "Inter-SemiBold.otf")))
    #expect(fonts.contains(FontFile(family: "Inter", file: "Inter-Bold.otf")))
    #expect(fonts.contains { $0.family == "DejaVu Sans" })
    #expect(fonts.contains { $0.family == "NanumGothic" })
    #expect(fonts.contains(FontFile(family: "Noto Color Emoji", file: "NotoColorEmoji.ttf")))
    #expect(!fonts.contains { $0.file.contains("/") })
    #expect(Set(fonts).count == fonts.count)
  }

  @Test func theManifestListsTheFontsAfterTheFramesAndIsStillRecognised() throws {
    let manifest = FrameManifest(
      size: PixelSize(width: 2, height: 2), scale: 1, fps: 1, frames: [],
      fonts: [FontFile(family: "Inter", file: "Inter-Regular.otf")])
    #expect(
      manifest.json.hasSuffix(
        """
          "fonts": [
            {"family": "Inter", "file": "Inter-Regular.otf"}
          ]
        }

        """))
    #expect(FrameManifest.frameFiles(inJSON: Data(manifest.json.utf8)) == [])
  }
}

extension FontFile {
  /// The manifest's `fonts` block for ``typeface``, as it ends a manifest written here: what
  /// the exact-JSON tests expect after the frames or markers.
  static var manifestTail: String {
    guard !typeface.isEmpty else { return "" }
    let lines = typeface.map { #"    {"family": "\#($0.family)", "file": "\#($0.file)"}"# }
    return ",\n  \"fonts\": [\n" + lines.joined(separator: ",\n") + "\n  ]"
  }
}

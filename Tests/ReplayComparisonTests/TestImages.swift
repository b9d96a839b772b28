import ReplayRaster
import SnapshotRecording

@testable import ReplayComparison

/// Images drawn in code for the comparison tests.
enum TestImages {
  static let white = RecordedColor(red: 255, green: 255, blue: 255)
  static let black = RecordedColor(red: 0, green: 0, blue: 0)

  /// A dark shape left of a slanted edge on white, anti-aliased by 4×4 supersampling.
  ///
  /// The edge runs through `x = 12 + shift + 0.35 y`, so `shift` moves it by sub-pixel steps.
  static func antialiasedEdge(width: Int = 48, height: Int = 32, shift: Double) -> RasterImage {
    var image = RasterImage(width: width, height: height, filledWith: white)
    for y in 0..<height {
      for x in 0..<width {
        var covered = 0
        for sampleY in 0..<4 {
          for sampleX in 0..<4 {
            let px = Double(x) + (Double(sampleX) + 0.5) / 4
            let py = Double(y) + (Double(sampleY) + 0.5) / 4
            if px < 12 + shift + 0.35 * py { covered += 1 }
          }
        }
        let level = UInt8(255 - (255 * covered) / 16)
        image[x, y] = RecordedColor(red: level, green: level, blue: level)
      }
    }
    return image
  }
}

import ReplayRaster
import SnapshotRecording

@testable import ReplayRendering

/// Small scenes and pixel helpers shared by the drawing, PNG and output tests.
enum DrawingFixtures {
  static let black = RecordedColor(red: 0, green: 0, blue: 0)
  static let white = RecordedColor(red: 255, green: 255, blue: 255)
  static let background = RecordedColor(red: 0x20, green: 0x30, blue: 0x40)
  static let cellColor = RecordedColor(red: 0xE0, green: 0x7A, blue: 0x1F)

  /// A scene of `size` points holding `elements` on ``background``.
  static func scene(
    width: Double = 200, height: Double = 100, scale: Double = 1, elements: [SceneElement]
  ) -> FrameScene {
    FrameScene(
      size: SceneSize(width: width, height: height), scale: scale, background: background,
      elements: elements)
  }

  /// A grid cell of ``cellColor`` at `frame`.
  static func cell(
    _ frame: SceneRect, opacity: Double = 1, cornerRadius: Double = 0, label: String? = nil,
    fill: RecordedColor = cellColor, fontSize: Double = 17
  ) -> SceneElement {
    SceneElement(
      kind: .gridCell, frame: frame, fill: fill, opacity: opacity, cornerRadius: cornerRadius,
      label: label, textColor: black, fontSize: fontSize)
  }

  /// Draws `scene` to PNG and decodes it again, so tests see what a file would hold.
  static func roundTrip(_ scene: FrameScene) throws -> RasterImage {
    try PNGCodec.decode(PNGCodec.encode(SceneDrawer().draw(scene)))
  }

  /// Pixels in the rectangle `x..<x+width`, `y..<y+height`.
  static func pixels(
    of image: RasterImage, x: Int, y: Int, width: Int, height: Int
  ) -> [RecordedColor] {
    var result: [RecordedColor] = []
    for row in y..<(y + height) {
      for column in x..<(x + width) { result.append(image[column, row]) }
    }
    return result
  }

  /// How much darker than `reference` a pixel is, summed over its channels.
  static func darkness(_ pixel: RecordedColor, against reference: RecordedColor) -> Int {
    (Int(reference.red) - Int(pixel.red)) + (Int(reference.green) - Int(pixel.green))
      + (Int(reference.blue) - Int(pixel.blue))
  }
}

/// The bounding box of pixels that differ from a background.
struct InkBounds {
  var minX: Int
  var minY: Int
  var maxX: Int
  var maxY: Int

  var center: (x: Double, y: Double) {
    (Double(minX + maxX + 1) / 2, Double(minY + maxY + 1) / 2)
  }
}

extension DrawingFixtures {
  /// The box around pixels that differ from `background`, within `region` (whole image when
  /// `nil`); `nil` when there are none.
  static func inkBounds(
    of image: RasterImage, background: RecordedColor, inside region: SceneRect? = nil
  ) -> InkBounds? {
    let area =
      region ?? SceneRect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
    var bounds: InkBounds?
    for y in Int(area.y)..<Int(area.y + area.height) {
      for x in Int(area.x)..<Int(area.x + area.width) where image[x, y] != background {
        if var found = bounds {
          found.minX = min(found.minX, x)
          found.minY = min(found.minY, y)
          found.maxX = max(found.maxX, x)
          found.maxY = max(found.maxY, y)
          bounds = found
        } else {
          bounds = InkBounds(minX: x, minY: y, maxX: x, maxY: y)
        }
      }
    }
    return bounds
  }
}

import Foundation
public import ReplayRaster
import ReplayRendering
import SnapshotRecording

extension ReplayImage {
  /// The `tEXt` keyword under which a reference file keeps its ``maskedRects``.
  public static let maskKeyword = "snapreplay-ignore"
  /// The most masked rectangles a reference file's text is read for; more is read as none.
  public static let maximumMaskedRects = 4096

  /// Paints `rects` hatched (grey and white diagonal stripes, as difference images show
  /// ignored regions) and adds them to ``maskedRects``: the content under a mask is neither
  /// kept in the reference nor compared, and the reference shows where the masks are.
  ///
  /// ```swift
  /// var image = ReplayImage(pixels: RasterImage(width: 8, height: 8, filledWith: .white))
  /// image.mask([PixelRect(x: 0, y: 0, width: 4, height: 4)])
  /// print(image.maskedRects.count)  // 1
  /// ```
  ///
  /// - Parameter rects: Rectangles in pixels; what lies outside the image is left out.
  public mutating func mask(_ rects: [PixelRect]) {
    for rect in rects {
      guard let clamped = rect.clamped(to: pixels.size) else { continue }
      for y in clamped.y..<clamped.y + clamped.height {
        for x in clamped.x..<clamped.x + clamped.width {
          pixels[x, y] =
            (x + y) & 7 < 4
            ? RecordedColor(red: 160, green: 160, blue: 160)
            : RecordedColor(red: 255, green: 255, blue: 255)
        }
      }
      maskedRects.append(clamped)
    }
  }

  /// The masks as a reference file keeps them: `x,y,width,height` joined by `;`.
  var maskText: String {
    maskedRects.map { "\($0.x),\($0.y),\($0.width),\($0.height)" }.joined(separator: ";")
  }

  /// Reads ``maskText``: whole, non-negative numbers, at most ``maximumMaskedRects``; anything
  /// else reads as no mask, so a damaged text never hides more than its own rectangles.
  static func maskedRects(fromText text: String) -> [PixelRect] {
    let parts = text.split(separator: ";")
    guard parts.count <= maximumMaskedRects else { return [] }
    var rects: [PixelRect] = []
    for part in parts {
      let numbers = part.split(separator: ",").compactMap { Int($0) }
      guard numbers.count == 4, numbers.allSatisfy({ $0 >= 0 && $0 <= 1 << 20 }),
        numbers[2] > 0, numbers[3] > 0
      else { return [] }
      rects.append(PixelRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    }
    return rects
  }

  /// The pixel rectangles masked in one keyframe: `rects` as they are, then the cell of each
  /// item in `items` drawn at `time`, in points times `scale`, rounded outwards so that an
  /// anti-aliased edge is covered — where `verify --ignore-item` masks it.
  static func keyframeMasks(
    items: [String], rects: [PixelRect], at time: Double, in timeline: FrameTimeline,
    scale: Double
  ) -> [PixelRect] {
    guard !items.isEmpty else { return rects }
    let wanted = Set(items)
    var masks = rects
    for item in timeline.items(atTime: time)
    where wanted.contains(item.id.description) && item.opacity > 0 {
      let left = (item.frame.x * scale).rounded(.down)
      let top = (item.frame.y * scale).rounded(.down)
      let right = ((item.frame.x + item.frame.width) * scale).rounded(.up)
      let bottom = ((item.frame.y + item.frame.height) * scale).rounded(.up)
      let limit = Double(1 << 20)
      guard [left, top, right, bottom].allSatisfy({ $0.isFinite && abs($0) <= limit }),
        right > left, bottom > top
      else { continue }
      masks.append(
        PixelRect(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top)))
    }
    return masks
  }
}

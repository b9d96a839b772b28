/// The perceptual colour distance: differences measured in the YIQ colour space.
///
/// Brightness (Y) and the two chroma axes (I, Q) are weighted by how strongly the eye responds
/// to each (Kotsarenko and Ramos, "Measuring perceived color difference using YIQ NTSC
/// transmission color space in mobile applications", 2010). Semi-transparent pixels are first
/// blended onto a background whose channels each switch between a dark (48) and a light (207)
/// level along the buffer, so a change in alpha shows whatever its colour. The pattern is keyed
/// on the first pixel's byte offset, as pixelmatch 7.2 keys its checkerboard, so counts on
/// semi-transparent images agree with pixelmatch's.
enum YIQ {
  /// The weighted squared distance between black and white, the largest there is.
  static let maxDelta = 35215.0

  /// The blended channel differences of the pixels at byte offsets `first` in `a` and
  /// `second` in `b`; `first` also picks the background shade.
  @inline(__always)
  static func channelDifferences(
    _ a: UnsafeRawBufferPointer, _ first: Int, _ b: UnsafeRawBufferPointer, _ second: Int
  ) -> (red: Double, green: Double, blue: Double) {
    let red1 = Double(a[first]), green1 = Double(a[first + 1]), blue1 = Double(a[first + 2])
    let alpha1 = Double(a[first + 3])
    let red2 = Double(b[second]), green2 = Double(b[second + 1]), blue2 = Double(b[second + 2])
    let alpha2 = Double(b[second + 3])
    if alpha1 == 255 && alpha2 == 255 {
      return (red1 - red2, green1 - green2, blue1 - blue2)
    }
    // Blending both onto the same background b: (c1·a1 − c2·a2 − b·(a1 − a2)) / 255.
    let alphaDifference = alpha1 - alpha2
    let background = Self.background(first)
    return (
      (red1 * alpha1 - red2 * alpha2 - background.red * alphaDifference) / 255,
      (green1 * alpha1 - green2 * alpha2 - background.green * alphaDifference) / 255,
      (blue1 * alpha1 - blue2 * alpha2 - background.blue * alphaDifference) / 255
    )
  }

  /// The squared perceptual distance between two pixels; 0 when they look the same.
  @inline(__always)
  static func delta(
    _ a: UnsafeRawBufferPointer, _ first: Int, _ b: UnsafeRawBufferPointer, _ second: Int
  ) -> Double {
    let (red, green, blue) = channelDifferences(a, first, b, second)
    let y = brightness(red, green, blue)
    let i = red * 0.59597799 - green * 0.27417610 - blue * 0.32180189
    let q = red * 0.21147017 - green * 0.52261711 + blue * 0.31114694
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
  }

  /// The signed brightness difference of two pixels of one image: positive when the first is
  /// brighter.
  @inline(__always)
  static func brightnessDelta(_ image: UnsafeRawBufferPointer, _ first: Int, _ second: Int)
    -> Double
  {
    let (red, green, blue) = channelDifferences(image, first, image, second)
    return brightness(red, green, blue)
  }

  @inline(__always)
  static func brightness(_ red: Double, _ green: Double, _ blue: Double) -> Double {
    red * 0.29889531 + green * 0.58662247 + blue * 0.11448223
  }

  /// The background under the pixel at `byteOffset`: each channel flips between 48 and 207 at
  /// its own period (1, φ and φ² bytes), so no solid colour hides in it.
  @inline(__always)
  static func background(_ byteOffset: Int) -> (red: Double, green: Double, blue: Double) {
    let position = Double(byteOffset)
    let red = byteOffset & 1
    let green = Int(position / 1.618033988749895) & 1
    let blue = Int(position / 2.618033988749895) & 1
    return (48 + 159 * Double(red), 48 + 159 * Double(green), 48 + 159 * Double(blue))
  }
}

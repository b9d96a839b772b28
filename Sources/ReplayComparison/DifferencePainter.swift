import SnapshotRecording

/// Paints the difference image: the reference faded towards white in grey, differences in red,
/// anti-aliasing in yellow, ignored regions hatched.
struct DifferencePainter {
  /// The colour of a differing pixel.
  static let differenceColor = RecordedColor(red: 255, green: 0, blue: 0)
  /// The colour of an anti-aliased pixel that was not counted.
  static let antialiasedColor = RecordedColor(red: 255, green: 255, blue: 0)
  /// The colour of an ignored pixel at (`x`, `y`): diagonal stripes, 4 px of mid grey in
  /// every 8, on white, so an ignored region reads as hatched and never as a difference.
  @inline(__always)
  static func hatchColor(x: Int, y: Int) -> RecordedColor {
    (x + y) & 7 < 4
      ? RecordedColor(red: 160, green: 160, blue: 160)
      : RecordedColor(red: 255, green: 255, blue: 255)
  }

  /// How much of the reference shows through: a tenth keeps the layout legible while any red
  /// stands out.
  static let fadedOpacity = 0.1

  /// The last reference colour faded and its grey: frames are mostly runs of one colour, so
  /// this spares the floating-point work for nearly every pixel.
  private var lastColor: UInt32?
  private var lastGrey: UInt8 = 255

  /// Writes the reference pixel at `offset`, whose four bytes are `color`, as a faded grey.
  @inline(__always)
  mutating func paintFaded(
    _ reference: UnsafeRawBufferPointer, _ offset: Int, color: UInt32,
    into output: UnsafeMutableRawBufferPointer
  ) {
    if color != lastColor {
      let brightness = YIQ.brightness(
        Double(reference[offset]), Double(reference[offset + 1]), Double(reference[offset + 2]))
      // Transparent reference pixels fade to white like opaque white ones.
      let coverage = Self.fadedOpacity * Double(reference[offset + 3]) / 255
      lastGrey = UInt8(clamping: Int((255 + (brightness - 255) * coverage).rounded()))
      lastColor = color
    }
    let grey = lastGrey
    output[offset] = grey
    output[offset + 1] = grey
    output[offset + 2] = grey
    output[offset + 3] = 255
  }

  /// Writes `color` at `offset`.
  @inline(__always)
  static func paint(
    _ color: RecordedColor, at offset: Int, into output: UnsafeMutableRawBufferPointer
  ) {
    output[offset] = color.red
    output[offset + 1] = color.green
    output[offset + 2] = color.blue
    output[offset + 3] = color.alpha
  }
}

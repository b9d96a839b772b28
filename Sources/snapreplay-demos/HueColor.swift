import SnapshotRecording

extension RecordedColor {
  /// `UIColor(hue:saturation:1, brightness:1)` as 8-bit sRGB, the insertion-sort swatch colours.
  init(hue: Double) {
    let sector = hue * 6
    let fraction = sector - sector.rounded(.down)
    let rising = UInt8((fraction * 255).rounded())
    let falling = UInt8(((1 - fraction) * 255).rounded())
    switch Int(sector.rounded(.down)) % 6 {
    case 0: self.init(red: 255, green: rising, blue: 0)
    case 1: self.init(red: falling, green: 255, blue: 0)
    case 2: self.init(red: 0, green: 255, blue: rising)
    case 3: self.init(red: 0, green: falling, blue: 255)
    case 4: self.init(red: rising, green: 0, blue: 255)
    default: self.init(red: 255, green: 0, blue: falling)
    }
  }
}

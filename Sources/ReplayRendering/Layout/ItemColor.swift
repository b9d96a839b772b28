public import SnapshotRecording

/// Colours derived from the content, the same in every process and on every platform.
public enum ItemColor {
  /// An item's fill: its recorded colour, else ``stable(for:)``.
  public static func fill(for item: RecordedItem) -> RecordedColor {
    item.color ?? stable(for: item.id)
  }

  /// A colour picked by the identifier alone.
  ///
  /// `h` = 32-bit FNV-1a over the UTF-8 bytes of the identifier's JSON text (`"dog"` with
  /// its quotes, `7` bare; see ``jsonText(_:)``). Then hue = (h mod 360) / 360, saturation =
  /// 0.45 + 0.35 · ((h >> 12) & 0xFF) / 255, brightness = 0.75 + 0.2 · ((h >> 20) & 0xFF) / 255,
  /// converted to RGB with each component rounded to the nearest of 0…255. Swift's `Hasher`
  /// would differ between runs.
  public static func stable(for id: RecordedID) -> RecordedColor {
    let hash = fnv1a(Array(jsonText(id).utf8))
    let hue = Double(hash % 360) / 360
    let saturation = 0.45 + 0.35 * Double((hash >> 12) & 0xFF) / 255
    let brightness = 0.75 + 0.2 * Double((hash >> 20) & 0xFF) / 255
    return fromHSB(hue: hue, saturation: saturation, brightness: brightness)
  }

  /// 32-bit FNV-1a: offset basis 2166136261, prime 16777619.
  ///
  /// Not a content digest (those are `ContentDigest`'s SHA-256): this hash is part of the
  /// colour rule itself. Every item's colour, and so every frame's bytes and every committed
  /// golden, follows from these exact 32 bits; another hash would recolour every recording.
  public static func fnv1a(_ bytes: [UInt8]) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes {
      hash ^= UInt32(byte)
      hash = hash &* 16_777_619
    }
    return hash
  }

  /// The identifier as compact JSON, as the recording writes it (`RecordedID.jsonText`).
  public static func jsonText(_ id: RecordedID) -> String {
    id.jsonText
  }

  /// Black or white, whichever reads better on `fill` (relative luminance threshold 0.5).
  public static func text(on fill: RecordedColor) -> RecordedColor {
    let luminance =
      (0.2126 * Double(fill.red) + 0.7152 * Double(fill.green) + 0.0722 * Double(fill.blue))
      / 255
    return luminance > 0.5
      ? RecordedColor(red: 0, green: 0, blue: 0) : RecordedColor(red: 255, green: 255, blue: 255)
  }

  static func fromHSB(hue: Double, saturation: Double, brightness: Double) -> RecordedColor {
    let sector = hue * 6
    let index = Int(sector) % 6
    let fraction = sector - Double(Int(sector))
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * fraction)
    let t = brightness * (1 - saturation * (1 - fraction))
    let (r, g, b): (Double, Double, Double) =
      switch index {
      case 0: (brightness, t, p)
      case 1: (q, brightness, p)
      case 2: (p, brightness, t)
      case 3: (p, q, brightness)
      case 4: (t, p, brightness)
      default: (brightness, p, q)
      }
    func byte(_ value: Double) -> UInt8 { UInt8(min(max(value * 255, 0), 255).rounded()) }
    return RecordedColor(red: byte(r), green: byte(g), blue: byte(b))
  }
}

/// Builds small PNG files by hand — uncompressed deflate, so no zlib is needed — to test that
/// decoding handles colour types our own encoder never writes.
enum TestPNG {
  /// PNG colour types.
  enum ColorType: UInt8 {
    case grey = 0
    case rgb = 2
    case palette = 3
    case greyAlpha = 4
    case rgba = 6
  }

  /// A PNG of `width × height` pixels whose rows hold `samples` (already at `bitDepth`, big
  /// endian for 16 bits), with an optional palette and transparency chunk.
  static func make(
    width: Int, height: Int, bitDepth: UInt8 = 8, colorType: ColorType, samples: [UInt8],
    palette: [UInt8]? = nil, transparency: [UInt8]? = nil
  ) -> [UInt8] {
    let rowBytes = samples.count / height
    var raw: [UInt8] = []
    for row in 0..<height {
      raw.append(0)  // filter type None
      raw += samples[(row * rowBytes)..<((row + 1) * rowBytes)]
    }
    var png = signatureAndHeader(
      width: width, height: height, bitDepth: bitDepth, colorType: colorType)
    if let palette { png += chunk("PLTE", palette) }
    if let transparency { png += chunk("tRNS", transparency) }
    png += chunk("IDAT", storedZlib(raw))
    png += chunk("IEND", [])
    return png
  }

  /// A PNG cut off where its image data starts: enough for a size read, not for decoding.
  static func headerOnly(width: Int, height: Int) -> [UInt8] {
    signatureAndHeader(width: width, height: height, bitDepth: 8, colorType: .grey)
      + bigEndian(1_000) + Array("IDAT".utf8)
  }

  private static func signatureAndHeader(
    width: Int, height: Int, bitDepth: UInt8, colorType: ColorType
  ) -> [UInt8] {
    var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
    header += [bitDepth, colorType.rawValue, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  /// A zlib stream of one stored (uncompressed) deflate block: at most 65,535 bytes.
  private static func storedZlib(_ data: [UInt8]) -> [UInt8] {
    precondition(data.count <= 65_535, "a stored deflate block holds at most 65,535 bytes")
    let length = UInt16(data.count)
    var stream: [UInt8] = [0x78, 0x01, 0x01]
    stream += [UInt8(length & 0xFF), UInt8(length >> 8)]
    stream += [UInt8(~length & 0xFF), UInt8(~length >> 8)]
    stream += data
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return stream + bigEndian(b << 16 | a)
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }
}

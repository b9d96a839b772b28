/// Builds small PNG files by hand — uncompressed deflate, so no zlib is needed — to test that
/// decoding handles colour types and bit depths our own encoder never writes, and headers that
/// lie.
///
/// ```swift
/// let grey = TestPNG.make(width: 3, height: 1, colorType: .grey, samples: [0, 128, 255])
/// // a 3×1 8-bit grey PNG
/// ```
public enum TestPNG {
  /// PNG colour types.
  public enum ColorType: UInt8, Sendable {
    case grey = 0
    case rgb = 2
    case palette = 3
    case greyAlpha = 4
    case rgba = 6
  }

  /// A PNG of `width × height` pixels whose rows hold `samples` (already at `bitDepth`, big
  /// endian for 16 bits), with an optional palette and transparency chunk.
  ///
  /// - Parameters:
  ///   - width: The width the header declares.
  ///   - height: The height the header declares, and the number of rows `samples` is cut into.
  ///   - bitDepth: Bits per sample.
  ///   - colorType: The colour type.
  ///   - samples: Every row's bytes, rows back to back, without filter bytes.
  ///   - palette: A `PLTE` chunk's bytes.
  ///   - transparency: A `tRNS` chunk's bytes.
  ///   - wrongDataChecksum: Whether the zlib stream's Adler-32 is off by one bit (its chunk's
  ///     CRC is right: only a decoder checking the data's checksum notices).
  /// - Returns: The file's bytes.
  public static func make(
    width: Int, height: Int, bitDepth: UInt8 = 8, colorType: ColorType, samples: [UInt8],
    palette: [UInt8]? = nil, transparency: [UInt8]? = nil, wrongDataChecksum: Bool = false
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
    var zlib = storedZlib(raw)
    if wrongDataChecksum { zlib[zlib.count - 1] ^= 0x01 }
    png += chunk("IDAT", zlib)
    png += chunk("IEND", [])
    return png
  }

  /// A PNG cut off where its image data starts: enough for a size read, not for decoding.
  ///
  /// - Parameters:
  ///   - width: The width the header declares.
  ///   - height: The height the header declares.
  /// - Returns: The file's bytes.
  public static func headerOnly(width: Int, height: Int) -> [UInt8] {
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

  /// A complete, valid PNG whose header declares `width × height` 8-bit grey pixels but whose
  /// image data holds a single one: a few dozen bytes that claim any size. Only a decoder that
  /// believes the header allocates for it.
  ///
  /// - Parameters:
  ///   - width: The width the header declares.
  ///   - height: The height the header declares.
  /// - Returns: The file's bytes.
  public static func lyingHeader(width: Int, height: Int) -> [UInt8] {
    signatureAndHeader(width: width, height: height, bitDepth: 8, colorType: .grey)
      + chunk("IDAT", storedZlib([0, 0])) + chunk("IEND", [])
  }

  /// The 16-bit RGBA PNG of 8-bit RGBA pixels: each sample `v` written as `v × 257`, the same
  /// picture at twice the depth.
  ///
  /// - Parameters:
  ///   - width: Width in pixels.
  ///   - height: Height in pixels.
  ///   - rgba: `width × height × 4` bytes, rows top to bottom.
  /// - Returns: The file's bytes.
  public static func sixteenBit(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
    make(
      width: width, height: height, bitDepth: 16, colorType: .rgba,
      samples: rgba.flatMap { [$0, $0] })
  }

  /// A zlib stream of stored (uncompressed) deflate blocks of at most 65,535 bytes each.
  private static func storedZlib(_ data: [UInt8]) -> [UInt8] {
    var stream: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(start + 65_535, data.count)
      let length = UInt16(end - start)
      stream.append(end == data.count ? 1 : 0)  // BFINAL on the last block; BTYPE 00, stored
      stream += [UInt8(length & 0xFF), UInt8(length >> 8)]
      stream += [UInt8(~length & 0xFF), UInt8(~length >> 8)]
      stream += data[start..<end]
      start = end
    } while start < data.count
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

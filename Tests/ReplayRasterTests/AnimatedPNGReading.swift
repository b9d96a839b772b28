import ReplayRaster

/// The tests' own reading of an animated PNG, independent of the encoder: every chunk's CRC
/// checked, sequence numbers counted, and each frame's data rebuilt into a plain PNG that
/// libpng (through `PNGCodec.decode`) decodes and that is then drawn over the canvas as its
/// `fcTL` says (disposal NONE and blending SOURCE, the only ones the encoder writes).
struct AnimatedPNGReading {
  struct Chunk {
    var type: String
    var data: [UInt8]
  }

  struct Frame {
    var image: RasterImage
    var rect: PixelRect
    var delay: (numerator: Int, denominator: Int)
  }

  var chunks: [Chunk] = []
  var frames: [Frame] = []
  /// `acTL`'s frame count and play count.
  var declaredFrames = 0
  var plays = -1

  init(_ bytes: [UInt8]) throws {
    guard Array(bytes.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10] else {
      throw Problem("no PNG signature")
    }
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = Self.number(bytes, at: offset)
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let data = Array(bytes[offset + 8..<offset + 8 + length])
      guard
        Self.crc(Array(bytes[offset + 4..<offset + 8 + length]))
          == UInt32(Self.number(bytes, at: offset + 8 + length))
      else { throw Problem("\(type) has a bad CRC") }
      chunks.append(Chunk(type: type, data: data))
      offset += 12 + length
    }
    guard offset == bytes.count, chunks.last?.type == "IEND" else { throw Problem("no IEND") }
    guard let header = chunks.first, header.type == "IHDR" else { throw Problem("no IHDR") }
    let width = Self.number(header.data, at: 0)
    let height = Self.number(header.data, at: 4)
    var canvas = RasterImage(
      width: width, height: height, rgba: .init(repeating: 0, count: width * height * 4))
    var sequence = 0
    var control: [UInt8]?
    var data: [UInt8] = []
    func finishFrame() throws {
      guard let control else { return }
      let rect = PixelRect(
        x: Self.number(control, at: 12), y: Self.number(control, at: 16),
        width: Self.number(control, at: 4), height: Self.number(control, at: 8))
      guard control[24] == 0, control[25] == 0 else {
        throw Problem("unexpected disposal or blend")
      }
      var frameHeader = header.data
      frameHeader.replaceSubrange(0..<8, with: control[4..<12])
      let png =
        [137, 80, 78, 71, 13, 10, 26, 10] + Self.chunk("IHDR", frameHeader)
        + Self.chunk("IDAT", data) + Self.chunk("IEND", [])
      let piece = try PNGCodec.decode(png)
      for y in 0..<rect.height {
        for x in 0..<rect.width { canvas[rect.x + x, rect.y + y] = piece[x, y] }
      }
      frames.append(
        Frame(
          image: canvas, rect: rect,
          delay: (
            Int(control[20]) << 8 | Int(control[21]), Int(control[22]) << 8 | Int(control[23])
          )))
    }
    for chunk in chunks.dropFirst() {
      switch chunk.type {
      case "acTL":
        declaredFrames = Self.number(chunk.data, at: 0)
        plays = Self.number(chunk.data, at: 4)
      case "fcTL":
        try finishFrame()
        guard Self.number(chunk.data, at: 0) == sequence else { throw Problem("fcTL sequence") }
        sequence += 1
        control = chunk.data
        data = []
      case "IDAT":
        data += chunk.data
      case "fdAT":
        guard Self.number(chunk.data, at: 0) == sequence else { throw Problem("fdAT sequence") }
        sequence += 1
        data += chunk.data.dropFirst(4)
      case "IEND":
        try finishFrame()
      default:
        throw Problem("unexpected chunk \(chunk.type)")
      }
    }
  }

  struct Problem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  static func number(_ bytes: [UInt8], at offset: Int) -> Int {
    Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
      | Int(bytes[offset + 3])
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    let crc = Self.crc(body)
    // Typed in parts: as one expression it took most of a second to type-check.
    let length: [UInt8] = [
      UInt8(data.count >> 24 & 255), UInt8(data.count >> 16 & 255),
      UInt8(data.count >> 8 & 255), UInt8(data.count & 255),
    ]
    let check: [UInt8] = [
      UInt8(crc >> 24), UInt8(crc >> 16 & 255), UInt8(crc >> 8 & 255), UInt8(crc & 255),
    ]
    return length + body + check
  }

  /// PNG's CRC-32 (ISO 3309), bit by bit: slow and plainly right.
  static func crc(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
  }
}

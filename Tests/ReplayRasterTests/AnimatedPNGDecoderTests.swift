import ReplayRaster
import SnapshotRecording
import Testing

@Suite struct AnimatedPNGDecoderTests {
  typealias T = TestImages

  /// Three distinct frames, each changing a small rectangle of the one before, the second
  /// shown for three frames.
  func encoded() throws -> (images: [RasterImage], bytes: [UInt8]) {
    let first = T.scrambled(width: 40, height: 30)
    var second = first
    for y in 5..<9 { for x in 10..<13 { second[x, y] = RecordedColor(red: 1, green: 2, blue: 3) } }
    var third = second
    third[39, 29] = RecordedColor(red: 200, green: 100, blue: 50)
    var encoder = AnimatedPNGEncoder(frameRate: 30)
    try encoder.append(first, frameCount: 1)
    try encoder.append(second, frameCount: 3)
    try encoder.append(third, frameCount: 1)
    return ([first, second, third], try encoder.finish())
  }

  func decoded(
    _ bytes: [UInt8], maximumFrames: Int = AnimatedPNGDecoder.defaultMaximumFrames
  ) throws(PNGCodecError) -> [(RasterImage, AnimatedPNGDecoder.Delay)] {
    var frames: [(RasterImage, AnimatedPNGDecoder.Delay)] = []
    try AnimatedPNGDecoder.decode(bytes, maximumFrames: maximumFrames) { frames.append(($0, $1)) }
    return frames
  }

  @Test func decodesEveryFrameComposedWithItsDelay() throws {
    let (images, bytes) = try encoded()
    let frames = try decoded(bytes)
    #expect(frames.map(\.0) == images)
    #expect(frames.map(\.1.numerator) == [1, 3, 1])
    #expect(frames.allSatisfy { $0.1.denominator == 30 })
  }

  @Test func readsAPlainPNGAsOneFrame() throws {
    let image = T.scrambled(width: 7, height: 5)
    let frames = try decoded(try PNGCodec.encode(image))
    #expect(frames.map(\.0) == [image])
  }

  @Test func aTruncatedFileIsAnErrorNotACrash() throws {
    let (_, bytes) = try encoded()
    for cut in [8, 20, 40, bytes.count / 2, bytes.count - 13] {
      #expect(throws: PNGCodecError.self, "cut at \(cut)") {
        try decoded(Array(bytes.prefix(cut)))
      }
    }
  }

  @Test func moreFramesThanTheLimitIsAnErrorNamingIt() throws {
    let (_, bytes) = try encoded()
    #expect(
      throws: PNGCodecError.cannotDecode(
        reason:
          "the animated PNG has 3 frames, more than the limit of 2; raise maximumFrames to read it")
    ) {
      try decoded(bytes, maximumFrames: 2)
    }
  }

  /// Rewrites the first `fcTL` after the default image: its sequence number or its rectangle,
  /// with the CRC made right again so only the field is wrong.
  func tampered(_ bytes: [UInt8], field: Int, value: UInt32) -> [UInt8] {
    var bytes = bytes
    var offset = 8
    var seen = 0
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      if type == "fcTL" {
        seen += 1
        if seen == 2 {
          for byte in 0..<4 {
            bytes[offset + 8 + field * 4 + byte] = UInt8(
              truncatingIfNeeded: value >> (24 - 8 * byte))
          }
          let crc = AnimatedPNGReading.crc(Array(bytes[offset + 4..<offset + 8 + length]))
          for byte in 0..<4 {
            bytes[offset + 8 + length + byte] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * byte))
          }
          return bytes
        }
      }
      offset += 12 + length
    }
    return bytes
  }

  @Test func aSequenceNumberOutOfOrderIsAnError() throws {
    let (_, bytes) = try encoded()
    #expect(
      throws: PNGCodecError.cannotDecode(
        reason: "the fcTL chunk has sequence number 9, expected 1")
    ) {
      try decoded(tampered(bytes, field: 0, value: 9))
    }
  }

  @Test func aRectangleOutsideTheCanvasIsAnError() throws {
    let (_, bytes) = try encoded()
    #expect(throws: PNGCodecError.self) {
      try decoded(tampered(bytes, field: 3, value: 4_000_000_000))
    }
  }
}

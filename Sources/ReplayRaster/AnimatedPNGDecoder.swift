internal import CPNGCodec
public import Foundation

/// Reads an animated PNG (APNG) back frame by frame, as a viewer shows it: each frame's
/// rectangle decoded by ``PNGCodec`` and drawn over the canvas with the frame's blending, the
/// canvas then disposed as the frame says. Handed over one composed frame at a time with its
/// delay, so memory holds two canvases whatever the number of frames.
///
/// A file is untrusted input: the canvas is checked against `maximumPixels` before pixel
/// memory is allocated, the frame count against `maximumFrames`, and every chunk's length,
/// CRC (by libpng, per frame), sequence number and rectangle before it is used. A plain PNG
/// (no `acTL`) reads as one frame.
///
/// ```swift
/// try AnimatedPNGDecoder.decode(Data(contentsOf: URL(fileURLWithPath: "golden.apng"))) {
///   image, delay in
///   print(image.size, delay.numerator, delay.denominator)  // 660×460 3 30
/// }
/// ```
public enum AnimatedPNGDecoder {
  /// The most frames ``decode(_:maximumPixels:maximumFrames:frame:)`` reads unless told
  /// otherwise: 100,000, an hour at 30 fps with every frame different.
  public static let defaultMaximumFrames = 100_000

  /// How long a frame is shown: `numerator / denominator` seconds.
  public struct Delay: Hashable, Sendable {
    /// The time in units of 1/``denominator`` s.
    public var numerator: Int
    /// Units per second; a file's 0 means 100, as the APNG specification says.
    public var denominator: Int
  }

  /// Decodes every frame of `apng` in order and hands each, composed, to `frame`.
  ///
  /// - Parameters:
  ///   - apng: The whole file's bytes.
  ///   - maximumPixels: The most pixels the canvas may have (see ``PNGCodec/decode(_:maximumPixels:)``).
  ///   - maximumFrames: The most frames the file may declare.
  ///   - frame: Called with each composed frame and its delay; what it throws stops decoding.
  /// - Throws: ``PNGCodecError/cannotDecode(reason:)`` naming what is wrong (a chunk, a
  ///   sequence number, a rectangle outside the canvas, a frame count over the limit and how
  ///   to raise it), ``PNGCodecError/tooManyPixels(size:limit:)``, or what `frame` throws.
  /// - Complexity: O(frames × width × height).
  public static func decode(
    _ apng: some ContiguousBytes, maximumPixels: Int = PNGCodec.defaultMaximumPixels,
    maximumFrames: Int = defaultMaximumFrames,
    frame: (RasterImage, Delay) throws(PNGCodecError) -> Void
  ) throws(PNGCodecError) {
    let bytes = apng.withUnsafeBytes { [UInt8]($0) }
    let header = try PNGCodec.header(ofPNG: bytes)
    guard header.size.pixelCount <= maximumPixels else {
      throw .tooManyPixels(size: header.size, limit: maximumPixels)
    }
    let chunks = try Self.chunks(of: bytes)
    guard chunks.contains(where: { $0.type == "acTL" }) else {
      let image = try PNGCodec.decode(bytes, maximumPixels: maximumPixels)
      try frame(image, Delay(numerator: 0, denominator: 100))
      return
    }
    guard let ihdr = chunks.first(where: { $0.type == "IHDR" }) else {
      throw .cannotDecode(reason: "the animated PNG has no IHDR chunk")
    }
    // Chunks every frame's standalone PNG carries: the palette and its transparency.
    let shared = chunks.filter { ["PLTE", "tRNS"].contains($0.type) }
    var frames = try Self.frames(of: chunks, in: bytes, canvas: header.size)
    guard frames.count <= maximumFrames else {
      throw .cannotDecode(
        reason: "the animated PNG has \(frames.count) frames, more than the limit of "
          + "\(maximumFrames); raise maximumFrames to read it")
    }
    var canvas = RasterImage(
      width: header.size.width, height: header.size.height,
      rgba: [UInt8](repeating: 0, count: header.size.pixelCount * 4))
    for index in frames.indices {
      let control = frames[index].control
      var png = signature
      png += AnimatedPNGEncoder.chunk("IHDR", ihdr.data(bytes, replacingSizeWith: control.rect))
      for chunk in shared { png += AnimatedPNGEncoder.chunk(chunk.type, bytes[chunk.range]) }
      for part in frames[index].data { png += AnimatedPNGEncoder.chunk("IDAT", bytes[part]) }
      png += AnimatedPNGEncoder.chunk("IEND", [])
      frames[index].data = []
      let image = try PNGCodec.decode(png, maximumPixels: maximumPixels)
      let before = control.dispose == 2 ? canvas : nil
      canvas.draw(image, at: control.rect, blending: control.blend == 1)
      try frame(canvas, control.delay)
      switch control.dispose {
      case 1: canvas.clear(control.rect)
      case 2: if let before { canvas = before }
      default: break
      }
    }
  }

  private static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  private struct Chunk {
    var type: String
    var range: Range<Int>

    /// The IHDR's data with another width and height: a frame's own header.
    func data(_ bytes: [UInt8], replacingSizeWith rect: PixelRect) -> [UInt8] {
      var data = Array(bytes[range])
      for (offset, value) in [(0, rect.width), (4, rect.height)] {
        for byte in 0..<4 {
          data[offset + byte] = UInt8(truncatingIfNeeded: value >> (24 - 8 * byte))
        }
      }
      return data
    }
  }

  private struct FrameControl {
    var rect: PixelRect
    var delay: Delay
    var dispose: UInt8
    var blend: UInt8
  }

  private struct Frame {
    var control: FrameControl
    var data: [Range<Int>]
  }

  /// The chunks after the signature, each checked to lie inside the file; a chunk's CRC is
  /// checked when its frame is decoded (libpng), except for `acTL` and `fcTL`, checked here.
  private static func chunks(of bytes: [UInt8]) throws(PNGCodecError) -> [Chunk] {
    var chunks: [Chunk] = []
    var offset = signature.count
    while offset < bytes.count {
      guard bytes.count - offset >= 12 else {
        throw .cannotDecode(reason: "the animated PNG ends inside a chunk at byte \(offset)")
      }
      let length = Int(readUInt32(bytes, at: offset))
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      guard length <= bytes.count - offset - 12 else {
        throw .cannotDecode(
          reason: "the \(type) chunk at byte \(offset) claims \(length) bytes, past the file's end")
      }
      let range = offset + 8..<offset + 8 + length
      if ["acTL", "fcTL"].contains(type) {
        let crc = bytes[offset + 4..<range.upperBound].withUnsafeBufferPointer {
          cpng_crc32(0, $0.baseAddress, $0.count)
        }
        guard crc == readUInt32(bytes, at: range.upperBound) else {
          throw .cannotDecode(reason: "the \(type) chunk at byte \(offset) has a wrong CRC")
        }
      }
      chunks.append(Chunk(type: type, range: range))
      offset = range.upperBound + 4
      if type == "IEND" { return chunks }
    }
    throw .cannotDecode(reason: "the animated PNG has no IEND chunk")
  }

  /// The frames: each `fcTL` with its data (`IDAT` when it precedes the default image, else its
  /// `fdAT` chunks without their sequence numbers), sequence numbers checked to run 0, 1, 2, …
  /// and every rectangle checked to lie inside the canvas. An `IDAT` with no `fcTL` before it
  /// is a default image outside the animation, and is skipped.
  private static func frames(
    of chunks: [Chunk], in bytes: [UInt8], canvas: PixelSize
  ) throws(PNGCodecError) -> [Frame] {
    var frames: [Frame] = []
    var sequence: UInt32 = 0
    func checkSequence(_ number: UInt32, _ type: String) throws(PNGCodecError) {
      guard number == sequence else {
        throw .cannotDecode(
          reason: "the \(type) chunk has sequence number \(number), expected \(sequence)")
      }
      sequence &+= 1
    }
    for chunk in chunks {
      switch chunk.type {
      case "fcTL":
        guard chunk.range.count == 26 else {
          throw .cannotDecode(reason: "an fcTL chunk is \(chunk.range.count) bytes, not 26")
        }
        let start = chunk.range.lowerBound
        try checkSequence(readUInt32(bytes, at: start), "fcTL")
        let field = { (index: Int) in Int(readUInt32(bytes, at: start + 4 + 4 * index)) }
        let (width, height, x, y) = (field(0), field(1), field(2), field(3))
        guard width > 0, height > 0, x <= canvas.width - width, y <= canvas.height - height
        else {
          throw .cannotDecode(
            reason: "frame \(frames.count)'s rectangle \(width)×\(height) at \(x),\(y) is not "
              + "inside the \(canvas) px canvas")
        }
        let numerator = Int(bytes[start + 20]) << 8 | Int(bytes[start + 21])
        let denominator = Int(bytes[start + 22]) << 8 | Int(bytes[start + 23])
        let (dispose, blend) = (bytes[start + 24], bytes[start + 25])
        guard dispose <= 2, blend <= 1 else {
          throw .cannotDecode(
            reason: "frame \(frames.count) has dispose operation \(dispose) and blend operation "
              + "\(blend); the specification knows 0–2 and 0–1")
        }
        let control = FrameControl(
          rect: PixelRect(x: x, y: y, width: width, height: height),
          delay: Delay(numerator: numerator, denominator: denominator == 0 ? 100 : denominator),
          // A first frame's PREVIOUS disposal is BACKGROUND, as the specification says.
          dispose: frames.isEmpty && dispose == 2 ? 1 : dispose, blend: blend)
        frames.append(Frame(control: control, data: []))
      case "IDAT":
        guard let last = frames.indices.last else { continue }
        guard last == 0 else {
          throw .cannotDecode(reason: "an IDAT chunk follows the fcTL of frame \(last)")
        }
        frames[last].data.append(chunk.range)
      case "fdAT":
        guard chunk.range.count >= 4, let last = frames.indices.last else {
          throw .cannotDecode(
            reason: "an fdAT chunk comes before any fcTL or holds no sequence number")
        }
        try checkSequence(readUInt32(bytes, at: chunk.range.lowerBound), "fdAT")
        frames[last].data.append(chunk.range.lowerBound + 4..<chunk.range.upperBound)
      default:
        break
      }
    }
    if let empty = frames.firstIndex(where: \.data.isEmpty) {
      throw .cannotDecode(reason: "frame \(empty) of the animated PNG has no image data")
    }
    return frames
  }

  private static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }
}

internal import CPNGCodec
import Foundation

/// Writes an animated PNG (APNG: `acTL`, `fcTL` and `fdAT` chunks) from frames handed over in
/// order, each compressed by ``PNGCodec``'s fast encoder: lossless, so every frame decodes to
/// exactly the pixels it was given.
///
/// A frame equal to the one before lengthens that frame's delay instead of being written
/// again, and a later frame stores only the rectangle that changed (disposal `NONE`, blending
/// `SOURCE`, which replaces the rectangle's pixels exactly). Delays are exact fractions of a
/// second when the frame rate allows (30 fps: 1/30 s per frame) and otherwise whole
/// milliseconds, rounded from the frames' start times so that they never drift. A hold longer
/// than the 65,535 units a delay can state continues in 1×1 frames that change nothing.
/// The same frames always give the same bytes.
///
/// ```swift
/// var encoder = AnimatedPNGEncoder(frameRate: 30)
/// try encoder.append(first, frameCount: 10)  // shown for 10/30 s
/// try encoder.append(second, frameCount: 1)
/// let apng = try encoder.finish()
/// print(encoder.storedFrameCount)  // 2
/// ```
public struct AnimatedPNGEncoder: Sendable {
  /// The render frames appended so far.
  public private(set) var frameCount = 0
  /// The frames the file holds so far, counting the one waiting for its delay.
  public private(set) var storedFrameCount = 0

  private let delays: AnimatedPNGDelays
  /// Signature, IHDR; set by the first frame.
  private var header: [UInt8] = []
  /// The chunks after `acTL`, up to the last frame written.
  private var body: [UInt8] = []
  private var channels: Int32 = 4
  private var sequenceNumber: UInt32 = 0
  /// The last distinct frame: what a viewer shows once the waiting frame is drawn.
  private var shown: RasterImage?
  /// The frame not yet written, because its delay grows while equal frames follow.
  private var waiting: Waiting?

  private struct Waiting: Sendable {
    var rect: PixelRect
    var data: [UInt8]
    var firstFrame: Int
    var endFrame: Int
  }

  /// Creates an encoder for frames shown `frameRate` times a second.
  ///
  /// ```swift
  /// let encoder = AnimatedPNGEncoder(frameRate: 29.97)  // delays in 1/2997 s
  /// ```
  ///
  /// - Parameter frameRate: Frames per second, positive and finite.
  /// - Precondition: `frameRate` is positive and finite.
  public init(frameRate: Double) {
    precondition(frameRate.isFinite && frameRate > 0, "AnimatedPNGEncoder: frame rate \(frameRate)")
    delays = AnimatedPNGDelays(frameRate: frameRate)
  }

  /// Adds `count` consecutive frames showing `image`.
  ///
  /// ```swift
  /// try encoder.append(image, frameCount: 3)
  /// ```
  ///
  /// - Parameters:
  ///   - image: The frame; the first frame's size is every frame's.
  ///   - count: How many frames it is shown for, at least 1.
  /// - Throws: ``PNGCodecError/cannotEncode(reason:)`` for a frame of another size than the
  ///   first, a frame with transparent pixels after an opaque first frame (the file's colour
  ///   type is the first frame's), or when memory runs out.
  /// - Complexity: O(width × height).
  public mutating func append(_ image: RasterImage, frameCount count: Int) throws(PNGCodecError) {
    precondition(count > 0, "AnimatedPNGEncoder: a frame is shown for at least one frame")
    defer { frameCount += count }
    guard let shown else {
      guard image.width > 0, image.height > 0 else {
        throw .cannotEncode(reason: "a \(image.size) image has no pixels to write")
      }
      channels =
        Self.isOpaque(image, in: PixelRect(x: 0, y: 0, width: image.width, height: image.height))
        ? 3 : 4
      header = Self.signature + Self.chunk("IHDR", Self.imageHeader(image.size, channels: channels))
      let whole = PixelRect(x: 0, y: 0, width: image.width, height: image.height)
      waiting = Waiting(
        rect: whole, data: try compress(image, whole), firstFrame: 0, endFrame: count)
      storedFrameCount = 1
      self.shown = image
      return
    }
    guard image.size == shown.size else {
      throw .cannotEncode(
        reason: "frame \(frameCount) is \(image.size) px, but the first is \(shown.size) px")
    }
    guard let rect = image.changedRect(from: shown) else {
      waiting?.endFrame += count
      return
    }
    if channels == 3 && !Self.isOpaque(image, in: rect) {
      throw .cannotEncode(
        reason: "frame \(frameCount) has transparent pixels, but the first frame is opaque")
    }
    let data = try compress(image, rect)
    try writeWaiting()
    waiting = Waiting(
      rect: rect, data: data, firstFrame: frameCount, endFrame: frameCount + count)
    storedFrameCount += 1
    self.shown = image
  }

  /// The finished file: the waiting frame written with its delay, the frame count in `acTL`,
  /// then `IEND`.
  ///
  /// ```swift
  /// try AtomicFile.write(try encoder.finish(), to: URL(fileURLWithPath: "out.png"))
  /// ```
  ///
  /// - Returns: The APNG file's bytes.
  /// - Throws: ``PNGCodecError/cannotEncode(reason:)`` when no frame was appended.
  public mutating func finish() throws(PNGCodecError) -> [UInt8] {
    guard waiting != nil else {
      throw .cannotEncode(reason: "an animated PNG needs at least one frame")
    }
    try writeWaiting()
    var control = [UInt8]()
    control.appendBigEndian(UInt32(storedFrameCount))
    control.appendBigEndian(UInt32(0))  // plays forever, as the GIF does
    return header + Self.chunk("acTL", control) + body + Self.chunk("IEND", [])
  }

  /// Writes the waiting frame's `fcTL` and its data (`IDAT` for the first frame, which is also
  /// the default image, `fdAT` after), continued by 1×1 frames while its delay is too long for
  /// one.
  private mutating func writeWaiting() throws(PNGCodecError) {
    guard let waiting, let shown else { return }
    self.waiting = nil
    var units = delays.units(from: waiting.firstFrame, to: waiting.endFrame)
    var rect = waiting.rect
    var data = waiting.data
    while true {
      let delay = min(units, Int(UInt16.max))
      units -= delay
      writeControl(rect, delay: UInt16(delay))
      if sequenceNumber == 1 {
        for part in Self.parts(of: data) { body += Self.chunk("IDAT", part) }
      } else {
        for part in Self.parts(of: data) {
          var frameData = [UInt8]()
          frameData.appendBigEndian(sequenceNumber)
          frameData += part
          body += Self.chunk("fdAT", frameData)
          sequenceNumber += 1
        }
      }
      guard units > 0 else { return }
      rect = PixelRect(x: 0, y: 0, width: 1, height: 1)
      // The pixel as shown: redrawing it changes nothing while the hold goes on.
      data = try compress(shown, rect)
      storedFrameCount += 1
    }
  }

  private mutating func writeControl(_ rect: PixelRect, delay: UInt16) {
    var control = [UInt8]()
    control.appendBigEndian(sequenceNumber)
    control.appendBigEndian(UInt32(rect.width))
    control.appendBigEndian(UInt32(rect.height))
    control.appendBigEndian(UInt32(rect.x))
    control.appendBigEndian(UInt32(rect.y))
    control.appendBigEndian(delay)
    control.appendBigEndian(delays.denominator)
    control.append(0)  // APNG_DISPOSE_OP_NONE: the frame stays as the next one's background
    control.append(0)  // APNG_BLEND_OP_SOURCE: its pixels replace the rectangle's exactly
    body += Self.chunk("fcTL", control)
    sequenceNumber += 1
  }

  private func compress(_ image: RasterImage, _ rect: PixelRect) throws(PNGCodecError) -> [UInt8] {
    var buffer = cpng_buffer()
    var message = [CChar](repeating: 0, count: 256)
    let result = image.rgba.withUnsafeBufferPointer { pixels in
      cpng_deflate_rgba8(
        pixels.baseAddress.map { $0 + (rect.y * image.width + rect.x) * 4 },
        Int32(rect.width), Int32(rect.height), Int32(image.width * 4), channels,
        PNGCodec.fastLevel, PNGCodec.fastFilter, &buffer, &message, message.count)
    }
    return try PNGCodec.bytes(of: &buffer, result: result, message: message)
  }

  private static func isOpaque(_ image: RasterImage, in rect: PixelRect) -> Bool {
    for y in rect.y..<rect.y + rect.height {
      let row = (y * image.width + rect.x) * 4
      for offset in stride(from: row + 3, to: row + rect.width * 4, by: 4)
      where image.rgba[offset] != 255 {
        return false
      }
    }
    return true
  }

  private static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// PNG allows a chunk of 2³¹ − 1 bytes; image data is split well below.
  private static let chunkLimit = 1 << 30

  private static func parts(of data: [UInt8]) -> [ArraySlice<UInt8>] {
    stride(from: 0, to: max(data.count, 1), by: chunkLimit).map {
      data[$0..<min($0 + chunkLimit, data.count)]
    }
  }

  private static func imageHeader(_ size: PixelSize, channels: Int32) -> [UInt8] {
    var header = [UInt8]()
    header.appendBigEndian(UInt32(size.width))
    header.appendBigEndian(UInt32(size.height))
    // 8 bits per sample, RGB (2) or RGBA (6), deflate, one filter byte per row, no interlace.
    header += [8, channels == 3 ? 2 : 6, 0, 0, 0]
    return header
  }

  /// One chunk: length, type, data, and the CRC of type and data.
  static func chunk<Bytes: Collection<UInt8>>(_ type: String, _ data: Bytes) -> [UInt8] {
    var chunk = [UInt8]()
    chunk.reserveCapacity(data.count + 12)
    chunk.appendBigEndian(UInt32(data.count))
    chunk += Array(type.utf8)
    chunk += data
    let crc = chunk[4...].withUnsafeBufferPointer { checked in
      cpng_crc32(0, checked.baseAddress, checked.count)
    }
    chunk.appendBigEndian(crc)
    return chunk
  }
}

extension [UInt8] {
  /// Appends an integer's bytes, most significant first, as PNG stores numbers.
  fileprivate mutating func appendBigEndian<Value: FixedWidthInteger>(_ value: Value) {
    for shift in stride(from: Value.bitWidth - 8, through: 0, by: -8) {
      append(UInt8(truncatingIfNeeded: value >> shift))
    }
  }
}

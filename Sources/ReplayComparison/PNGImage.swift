import Foundation

/// A decoded image: 8-bit RGBA pixels, row by row, without padding.
///
/// Every PNG colour type (palette, grey, RGB, 16-bit, with or without alpha) is converted to
/// straight (non-premultiplied) RGBA8 on load, so comparisons never depend on how a file was
/// encoded.
public struct PNGImage: Sendable, Equatable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha for each pixel, rows top to bottom.
  public private(set) var pixels: [UInt8]

  /// Creates an image from RGBA8 pixels.
  ///
  /// - Parameters:
  ///   - width: The width in pixels, at least 1.
  ///   - height: The height in pixels, at least 1.
  ///   - pixels: Exactly `width × height × 4` bytes of RGBA data.
  /// - Throws: `ComparisonError.invalidPixelBuffer` when the sizes disagree.
  public init(width: Int, height: Int, pixels: [UInt8]) throws(ComparisonError) {
    guard width > 0, height > 0, pixels.count == width * height * 4 else {
      throw .invalidPixelBuffer(width: width, height: height, byteCount: pixels.count)
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Creates an image of one colour; sizes below 1 are raised to 1.
  ///
  /// - Parameters:
  ///   - width: The width in pixels, at least 1.
  ///   - height: The height in pixels, at least 1.
  ///   - color: The RGBA colour of every pixel.
  public init(width: Int, height: Int, filledWith color: RGBA) {
    self.width = max(width, 1)
    self.height = max(height, 1)
    pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
    for offset in stride(from: 0, to: pixels.count, by: 4) {
      pixels[offset] = color.red
      pixels[offset + 1] = color.green
      pixels[offset + 2] = color.blue
      pixels[offset + 3] = color.alpha
    }
  }

  /// The number of pixels, `width × height`.
  public var pixelCount: Int { width * height }

  /// The colour at column `x`, row `y` (both zero-based, inside the image).
  public subscript(x: Int, y: Int) -> RGBA {
    get {
      let offset = (y * width + x) * 4
      return RGBA(
        red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2],
        alpha: pixels[offset + 3])
    }
    set {
      let offset = (y * width + x) * 4
      pixels[offset] = newValue.red
      pixels[offset + 1] = newValue.green
      pixels[offset + 2] = newValue.blue
      pixels[offset + 3] = newValue.alpha
    }
  }
}

/// One 8-bit RGBA colour, straight (not premultiplied) alpha.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
  /// The red channel.
  public var red: UInt8
  /// The green channel.
  public var green: UInt8
  /// The blue channel.
  public var blue: UInt8
  /// The alpha channel; 255 is opaque.
  public var alpha: UInt8

  /// Creates a colour from its channels.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `rgba(r, g, b, a)`, for test failure messages.
  public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

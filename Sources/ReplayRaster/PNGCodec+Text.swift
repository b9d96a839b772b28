public import Foundation

extension PNGCodec {
  /// The most bytes of text ``text(keyword:inPNG:)`` returns: a longer chunk is not read.
  public static let maximumTextBytes = 1 << 16

  /// `png` with a `tEXt` chunk holding `text` under `keyword`, placed right after the header so
  /// that a reader finds it before the image data. Decoders that do not know the keyword
  /// ignore it; the pixels are untouched.
  ///
  /// ```swift
  /// let tagged = PNGCodec.addingText("0,0,10,10", keyword: "snapreplay-ignore", to: png)
  /// print(PNGCodec.text(keyword: "snapreplay-ignore", inPNG: tagged) ?? "")  // 0,0,10,10
  /// ```
  ///
  /// - Parameters:
  ///   - text: Latin-1 text, as `tEXt` holds (anything else is written as its UTF-8 bytes).
  ///   - keyword: 1 to 79 printable characters.
  ///   - png: A PNG file's bytes, as ``encode(_:compression:)`` writes them.
  /// - Returns: The tagged file.
  /// - Precondition: `keyword` is 1 to 79 bytes and `png` starts with a signature and IHDR.
  public static func addingText(_ text: String, keyword: String, to png: [UInt8]) -> [UInt8] {
    precondition((1...79).contains(keyword.utf8.count), "PNGCodec: a tEXt keyword is 1–79 bytes")
    // Signature (8) and the IHDR chunk (4 + 4 + 13 + 4).
    let afterHeader = 33
    precondition(png.count >= afterHeader, "PNGCodec: not a PNG")
    let chunk = AnimatedPNGEncoder.chunk("tEXt", Array(keyword.utf8) + [0] + Array(text.utf8))
    return Array(png[..<afterHeader]) + chunk + Array(png[afterHeader...])
  }

  /// The text of the first `tEXt` chunk under `keyword` before the image data, if there is one
  /// of at most ``maximumTextBytes``.
  ///
  /// ```swift
  /// print(PNGCodec.text(keyword: "snapreplay-ignore", inPNG: Data(contentsOf: url)) ?? "none")
  /// ```
  ///
  /// - Parameters:
  ///   - keyword: The keyword.
  ///   - png: A PNG file's bytes; only the chunks before `IDAT` are read, each checked to lie
  ///     inside the file.
  /// - Returns: The text, decoded as UTF-8, or `nil`.
  public static func text(keyword: String, inPNG png: some ContiguousBytes) -> String? {
    png.withUnsafeBytes { bytes -> String? in
      let prefix = Array(keyword.utf8) + [0]
      var offset = 8
      while bytes.count - offset >= 12 {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
        guard type != "IDAT", length <= bytes.count - offset - 12 else { return nil }
        let data = bytes[offset + 8..<offset + 8 + length]
        if type == "tEXt", length <= maximumTextBytes + prefix.count, data.starts(with: prefix) {
          return String(decoding: data.dropFirst(prefix.count), as: UTF8.self)
        }
        offset += 12 + length
      }
      return nil
    }
  }
}

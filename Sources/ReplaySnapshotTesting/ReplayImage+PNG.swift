public import Foundation
import ReplayRaster
import SnapshotRecording

extension ReplayImage {
  /// The reference file's bytes: the pixels as a PNG through `PNGCodec` (compact, lossless),
  /// or — when nothing could be drawn — the problem as a line of text, so a reference recorded
  /// from a failed replay says why when opened and fails the next comparison.
  ///
  /// ```swift
  /// let png = ReplayImage(pixels: RasterImage(width: 1, height: 1, rgba: [0, 0, 0, 255])).pngData
  /// print(png.prefix(4).map { $0 })  // [137, 80, 78, 71]
  /// ```
  public var pngData: Data {
    if let problem { return Data("snapreplay could not draw this replay: \(problem)\n".utf8) }
    do {
      let png = try PNGCodec.encode(pixels, compression: .compact)
      // Masks travel with the reference, so a masked item that moved is ignored where the
      // reference had it too.
      guard !maskedRects.isEmpty else { return Data(png) }
      return Data(PNGCodec.addingText(maskText, keyword: Self.maskKeyword, to: png))
    } catch {
      return Data("snapreplay could not encode this replay: \(error)\n".utf8)
    }
  }

  /// Reads a reference file: its pixels, or a ``problem`` saying why it holds none.
  ///
  /// ```swift
  /// let reference = ReplayImage(pngData: try Data(contentsOf: referenceURL))
  /// print(reference.problem ?? "\(reference.pixels.size)")  // 412×174
  /// ```
  ///
  /// - Parameter data: A reference file's bytes.
  public init(pngData data: Data) {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard data.starts(with: signature) else {
      if data.isEmpty {
        self.init(problem: "the reference file is empty")
      } else {
        // Shown on a terminal: escaped, and no longer than a line.
        let text = String(decoding: data.prefix(300), as: UTF8.self)
          .trimmingCharacters(in: .whitespacesAndNewlines)
        self.init(
          problem: "the reference is not a PNG image; it reads: \(TerminalText.escaped(text))")
      }
      return
    }
    do {
      self.init(pixels: try PNGCodec.decode(data))
      maskedRects =
        PNGCodec.text(keyword: Self.maskKeyword, inPNG: data).map(
          Self.maskedRects(fromText:)) ?? []
    } catch {
      self.init(problem: "the reference PNG cannot be read: \(error)")
    }
  }
}

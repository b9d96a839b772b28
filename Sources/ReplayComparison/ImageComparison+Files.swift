public import Foundation
public import ReplayRaster

extension ImageComparison {
  /// Compares two PNG files, checking their bytes before decoding anything.
  ///
  /// Byte-equal files are `identical` after reading only their headers; otherwise both are
  /// decoded and compared with `compare(_:_:options:)`.
  ///
  /// - Parameters:
  ///   - reference: The expected PNG file.
  ///   - candidate: The PNG file under test.
  ///   - options: The threshold and budget.
  /// - Returns: The counts, the verdict and a difference image.
  /// - Throws: `ComparisonError.unreadableFile` or `.unreadablePNG` naming the file that cannot
  ///   be read or decoded.
  public static func compareFiles(
    _ reference: URL, _ candidate: URL, options: ComparisonOptions = .init()
  ) throws(ComparisonError) -> ComparisonResult {
    let referenceData = try readFile(reference)
    let candidateData = try readFile(candidate)
    if referenceData == candidateData {
      let size: PixelSize
      do {
        size = try PNGCodec.size(ofPNG: referenceData)
      } catch {
        throw .unreadablePNG(path: reference.path, reason: error.reason)
      }
      return ComparisonResult(
        verdict: .identical, referenceSize: size, candidateSize: size, differingPixels: 0,
        antialiasedPixels: 0, diffImage: nil)
    }
    return compare(
      try decode(referenceData, from: reference), try decode(candidateData, from: candidate),
      options: options)
  }

  /// Compares a reference PNG file with an image in memory, as if the image were a file: the
  /// verdict is the one ``compareFiles(_:_:options:)`` gives for its PNG, since `PNGCodec`
  /// encodes losslessly.
  ///
  /// ```swift
  /// let result = try ImageComparison.compare(
  ///   file: URL(fileURLWithPath: "Goldens/frame-000000.png"), with: drawnFrame)
  /// print(result.verdict)  // identical
  /// ```
  ///
  /// - Parameters:
  ///   - reference: The expected PNG file.
  ///   - candidate: The image under test.
  ///   - options: The threshold and budget.
  /// - Returns: The counts, the verdict and a difference image.
  /// - Throws: `ComparisonError.unreadableFile` or `.unreadablePNG` naming the file when it
  ///   cannot be read or decoded.
  public static func compare(
    file reference: URL, with candidate: RasterImage, options: ComparisonOptions = .init()
  ) throws(ComparisonError) -> ComparisonResult {
    compare(try decode(try readFile(reference), from: reference), candidate, options: options)
  }

  private static func readFile(_ url: URL) throws(ComparisonError) -> Data {
    do {
      return try PNGCodec.readData(url)
    } catch {
      throw .unreadableFile(path: url.path, reason: error.reason)
    }
  }

  private static func decode(_ data: Data, from url: URL) throws(ComparisonError) -> RasterImage {
    do {
      return try PNGCodec.decode(data)
    } catch {
      throw .unreadablePNG(path: url.path, reason: error.reason)
    }
  }
}

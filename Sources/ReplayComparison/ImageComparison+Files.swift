public import Foundation
public import ReplayRaster

extension ImageComparison {
  /// Compares two PNG files, reading their headers before decoding anything.
  ///
  /// Both headers are read first: different sizes are a `dimensionMismatch` read from the
  /// headers alone, whatever the sizes. Images to be decoded are checked against
  /// `options.maximumPixels` first, so a file that declares a huge image fails before pixel
  /// memory is allocated. Byte-equal files are `identical` once one of them decodes (a damaged
  /// file is an error even when both copies have the same bytes); otherwise both are decoded
  /// and compared with `compare(_:_:options:)`.
  ///
  /// ```swift
  /// let result = try ImageComparison.compareFiles(
  ///   URL(fileURLWithPath: "a.png"), URL(fileURLWithPath: "b.png"))
  /// print(result.summary)  // dimension mismatch: reference is 20000×20000, candidate is 20000×19999
  /// ```
  ///
  /// - Parameters:
  ///   - reference: The expected PNG file.
  ///   - candidate: The PNG file under test.
  ///   - options: The threshold, budget and pixel limit.
  /// - Returns: The counts, the verdict and a difference image.
  /// - Throws: `ComparisonError.imageTooLarge` naming the file whose header declares too many
  ///   pixels, `ComparisonError.unreadableFile` or `.unreadablePNG` naming the file that cannot
  ///   be read or decoded.
  public static func compareFiles(
    _ reference: URL, _ candidate: URL, options: ComparisonOptions = .init()
  ) throws(ComparisonError) -> ComparisonResult {
    let referenceData = try readFile(reference)
    let candidateData = try readFile(candidate)
    let referenceSize = try size(of: referenceData, from: reference)
    let candidateSize = try size(of: candidateData, from: candidate)
    guard referenceSize == candidateSize else {
      return ComparisonResult(
        verdict: .dimensionMismatch, referenceSize: referenceSize, candidateSize: candidateSize,
        differingPixels: 0, antialiasedPixels: 0, diffImage: nil)
    }
    try checkBudget(referenceSize, of: reference, options: options)
    let referenceImage = try decode(referenceData, from: reference, options: options)
    if referenceData == candidateData {
      return ComparisonResult(
        verdict: .identical, referenceSize: referenceSize, candidateSize: candidateSize,
        differingPixels: 0, antialiasedPixels: 0, diffImage: nil)
    }
    return compare(
      referenceImage, try decode(candidateData, from: candidate, options: options),
      options: options)
  }

  /// Compares a reference PNG file with an image in memory, as if the image were a file: the
  /// verdict is the one ``compareFiles(_:_:options:)`` gives for its PNG, since `PNGCodec`
  /// encodes losslessly.
  ///
  /// The reference's header is read first: a size other than the candidate's is a
  /// `dimensionMismatch` without decoding, and a size over `options.maximumPixels` an error
  /// before decoding.
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
  ///   - options: The threshold, budget and pixel limit.
  ///   - ignoring: Rectangles whose pixels are not compared (see
  ///     ``compare(_:_:options:ignoring:)``).
  /// - Returns: The counts, the verdict and a difference image.
  /// - Throws: `ComparisonError.imageTooLarge`, `.unreadableFile` or `.unreadablePNG` naming
  ///   the file.
  public static func compare(
    file reference: URL, with candidate: RasterImage, options: ComparisonOptions = .init(),
    ignoring: [PixelRect] = []
  ) throws(ComparisonError) -> ComparisonResult {
    let data = try readFile(reference)
    let size = try size(of: data, from: reference)
    guard size == candidate.size else {
      return ComparisonResult(
        verdict: .dimensionMismatch, referenceSize: size, candidateSize: candidate.size,
        differingPixels: 0, antialiasedPixels: 0, diffImage: nil)
    }
    try checkBudget(size, of: reference, options: options)
    return compare(
      try decode(data, from: reference, options: options), candidate, options: options,
      ignoring: ignoring)
  }

  private static func readFile(_ url: URL) throws(ComparisonError) -> Data {
    do {
      return try PNGCodec.readData(url)
    } catch {
      throw .unreadableFile(path: url.path, reason: error.reason)
    }
  }

  /// The size the file's header declares.
  private static func size(of data: Data, from url: URL) throws(ComparisonError) -> PixelSize {
    do {
      return try PNGCodec.size(ofPNG: data)
    } catch {
      throw .unreadablePNG(path: url.path, reason: error.reason)
    }
  }

  /// Throws unless an image of `size` may be decoded.
  private static func checkBudget(
    _ size: PixelSize, of url: URL, options: ComparisonOptions
  ) throws(ComparisonError) {
    guard size.pixelCount <= options.maximumPixels else {
      throw .imageTooLarge(path: url.path, size: size, limit: options.maximumPixels)
    }
  }

  private static func decode(
    _ data: Data, from url: URL, options: ComparisonOptions
  ) throws(ComparisonError) -> RasterImage {
    do {
      return try PNGCodec.decode(data, maximumPixels: options.maximumPixels)
    } catch {
      throw .unreadablePNG(path: url.path, reason: error.reason)
    }
  }
}

import Foundation
public import ReplayRaster

/// How much memory the canvases of a render may take together, and the worker count that keeps
/// a render within it.
///
/// Every drawing worker holds its own canvas: Cairo's ARGB32 surface (4 bytes a pixel) and the
/// `RasterImage` copied out of it (4 more), 8 bytes a pixel in all
/// (``drawingBytesPerPixel``). A recording's hints choose the canvas size, so a 150-byte file
/// can ask for 30040×30040-pixel frames — 7.2 GB per worker. Before anything is drawn, the
/// workers are reduced until their canvases fit the budget; when even one does not fit, the
/// render fails before a canvas is allocated.
///
/// ```swift
/// let budget = CanvasMemoryBudget.default  // 512 MiB
/// print(try budget.workerCount(for: PixelSize(width: 4_000, height: 4_000), requested: 16))  // 4
/// print(CanvasMemoryBudget(parsing: "2GiB")?.bytes ?? 0)  // 2147483648
/// ```
public struct CanvasMemoryBudget: Hashable, Sendable, CustomStringConvertible {
  /// The most bytes all workers' canvases may take together.
  public var bytes: Int

  /// 512 MiB: fifty 780×1688-pixel canvases (an iPhone screen at 2x), and with the rest of the
  /// process well under 1 GiB; one canvas may be up to 8192×8192 pixels, the largest image `compare` decodes by
  /// default.
  public static let `default` = CanvasMemoryBudget(bytes: 512 * 1024 * 1024)

  /// Bytes a drawing worker holds per canvas pixel: the surface and the image copied out of it.
  public static let drawingBytesPerPixel = 8

  /// Creates a budget.
  ///
  /// - Parameter bytes: The most bytes all canvases may take together; at least 1.
  public init(bytes: Int) {
    self.bytes = max(1, bytes)
  }

  /// Reads a size as people write it: a whole number of bytes, or a number with a binary unit —
  /// `K`, `M`, `G`, `T`, optionally followed by `iB` or `B`, in any case (`512M`, `1.5GiB`,
  /// `2gb`: every unit is a power of 1024).
  ///
  /// ```swift
  /// print(CanvasMemoryBudget(parsing: "512MiB")?.description ?? "invalid")  // 512 MiB
  /// print(CanvasMemoryBudget(parsing: "lots")?.description ?? "invalid")  // invalid
  /// ```
  ///
  /// The budget is `nil` when `text` is not a positive size that fits in an `Int`.
  ///
  /// - Parameter text: The size.
  public init?(parsing text: String) {
    let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
    let number = lowered.prefix { $0.isNumber || $0 == "." }
    var unit = lowered.dropFirst(number.count).trimmingCharacters(in: .whitespaces)
    for suffix in ["ib", "b"] where unit.count > 1 && unit.hasSuffix(suffix) {
      unit.removeLast(suffix.count)
      break
    }
    let exponents: [String: Double] = ["": 0, "b": 0, "k": 1, "m": 2, "g": 3, "t": 4]
    guard let exponent = exponents[unit], let value = Double(number), value > 0 else {
      return nil
    }
    let bytes = (value * pow(1024, exponent)).rounded()
    guard bytes >= 1, bytes < 0x1p63 else { return nil }
    self.init(bytes: Int(bytes))
  }

  /// The budget in binary units, such as `512 MiB`.
  public var description: String { NumberText.bytes(bytes) }

  /// How many workers may draw `canvas`-sized frames at once within the budget: `requested`,
  /// or fewer when their canvases would not fit.
  ///
  /// - Parameters:
  ///   - canvas: The frames' pixel size.
  ///   - requested: The workers asked for; at least 1 is used.
  ///   - bytesPerPixel: What one worker holds per canvas pixel; ``drawingBytesPerPixel`` for
  ///     drawing alone, more when each worker also holds other images of the same size.
  /// - Returns: Between 1 and `requested`.
  /// - Throws: ``FrameOutputError/canvasOverMemoryBudget(canvas:bytesPerWorker:budget:)`` when
  ///   a single worker's canvas does not fit.
  public func workerCount(
    for canvas: PixelSize, requested: Int, bytesPerPixel: Int = drawingBytesPerPixel
  ) throws(FrameOutputError) -> Int {
    let (perWorker, overflow) = canvas.pixelCount.multipliedReportingOverflow(by: bytesPerPixel)
    let bytesPerWorker = overflow ? Int.max : max(perWorker, 1)
    guard !overflow, bytesPerWorker <= bytes else {
      throw .canvasOverMemoryBudget(canvas: canvas, bytesPerWorker: bytesPerWorker, budget: self)
    }
    return min(max(1, requested), bytes / bytesPerWorker)
  }
}

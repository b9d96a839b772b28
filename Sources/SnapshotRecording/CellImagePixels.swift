/// The pixels of a drawn cell before they are encoded: what a recorder redacts on the device,
/// before anything is digested or written.
///
/// `height` rows of `width` pixels, four 8-bit channels each in any order (RGBA, BGRA, ARGB;
/// premultiplied or not — redaction treats the four channels alike), rows `bytesPerRow` bytes
/// apart. On Linux a test draws these (with Cairo, or byte by byte); on Apple platforms the
/// capture redacts the bitmap context `UIGraphicsImageRenderer` drew the cell into, in place,
/// through the same code.
///
/// ```swift
/// var pixels = CellImagePixels(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 255, 255])
/// pixels?.pixelate(blockSide: 2)
/// pixels?.bytes  // [128, 0, 128, 255, 128, 0, 128, 255]: one block, its average
/// ```
public struct CellImagePixels: Hashable, Sendable {
  /// Pixels per row.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Bytes from one row's start to the next's: at least `width × 4`.
  public let bytesPerRow: Int
  /// The rows, top first; at least `bytesPerRow × (height − 1) + width × 4` bytes.
  public private(set) var bytes: [UInt8]

  /// Wraps drawn pixels; `nil` when the sizes do not describe `bytes` (an empty image, a row
  /// shorter than its pixels, too few bytes, or sizes whose product overflows).
  ///
  /// ```swift
  /// CellImagePixels(width: 2, height: 2, bytes: [UInt8](repeating: 0, count: 16))  // 2 × 2
  /// CellImagePixels(width: 2, height: 2, bytes: [0, 0, 0, 0])  // nil: too few bytes
  /// ```
  ///
  /// - Parameters:
  ///   - width: Pixels per row, above 0.
  ///   - height: Rows, above 0.
  ///   - bytesPerRow: The row stride; `width × 4` (tightly packed) when omitted.
  ///   - bytes: The rows.
  public init?(width: Int, height: Int, bytesPerRow: Int? = nil, bytes: [UInt8]) {
    guard
      let stride = bytesPerRow ?? Self.rowBytes(width: width),
      Self.required(width: width, height: height, bytesPerRow: stride).map({ bytes.count >= $0 })
        == true
    else { return nil }
    self.width = width
    self.height = height
    self.bytesPerRow = stride
    self.bytes = bytes
  }

  /// Edits the bytes in place through a pointer: how redaction runs over the array without a
  /// copy.
  mutating func withUnsafeMutableBytes<Result>(
    _ body: (UnsafeMutableRawBufferPointer) -> Result
  ) -> Result {
    bytes.withUnsafeMutableBytes(body)
  }

  /// `width × 4`, or `nil` when it overflows or `width` is not above 0.
  static func rowBytes(width: Int) -> Int? {
    guard width > 0 else { return nil }
    let (bytes, overflow) = width.multipliedReportingOverflow(by: 4)
    return overflow ? nil : bytes
  }

  /// The bytes a buffer must hold for these sizes: `bytesPerRow × (height − 1) + width × 4`;
  /// `nil` when a size is not above 0, a row is shorter than its pixels, or the product
  /// overflows.
  static func required(width: Int, height: Int, bytesPerRow: Int) -> Int? {
    guard height > 0, let row = rowBytes(width: width), bytesPerRow >= row else { return nil }
    let (rows, overflow) = bytesPerRow.multipliedReportingOverflow(by: height - 1)
    guard !overflow else { return nil }
    let (total, overflowTotal) = rows.addingReportingOverflow(row)
    return overflowTotal ? nil : total
  }
}

import Foundation

/// The limits on a replay's cell images once read: how many pixels one image's PNG header may
/// declare (`--max-pixels`, as for every other PNG the tool decodes) and how many bytes of
/// decoded pixels are kept at once (`SNAPREPLAY_MAX_DECODED_IMAGE_BYTES`).
///
/// An image over ``maximumPixels`` is never decoded: a warning names its digest and its items
/// are drawn from their labels. The decoded images are kept while they fit
/// ``decodedBytes``, the least recently drawn going first; a frame that shows more decoded
/// bytes at once than the whole budget cannot be drawn by evicting, and is an error naming the
/// limit (``RenderingError/cellImagesOverBudget(needed:limit:)``).
///
/// ```swift
/// let budget = CellImageBudget(maximumPixels: 4096 * 4096)
/// budget.decodedBytes  // 536870912 unless SNAPREPLAY_MAX_DECODED_IMAGE_BYTES says otherwise
/// ```
public struct CellImageBudget: Hashable, Sendable {
  /// The most pixels (width × height) one image's PNG header may declare.
  public var maximumPixels: Int
  /// The most bytes of decoded pixels (4 a pixel) kept at once.
  public var decodedBytes: Int

  /// The environment variable that sets ``defaultDecodedBytes``.
  public static let decodedBytesVariable = "SNAPREPLAY_MAX_DECODED_IMAGE_BYTES"

  /// 512 MiB: two of the largest images a replay decodes by default (8192 × 8192 × 4 bytes),
  /// so any one fits, and a hundred screens of 358×44@3x cells.
  public static let builtInDecodedBytes = 512 << 20

  /// `SNAPREPLAY_MAX_DECODED_IMAGE_BYTES` when it is a positive integer, else
  /// ``builtInDecodedBytes``. Read once, by every command alike.
  public static let defaultDecodedBytes: Int = {
    let text = ProcessInfo.processInfo.environment[decodedBytesVariable] ?? ""
    guard let limit = Int(text), limit > 0 else { return builtInDecodedBytes }
    return limit
  }()

  /// The default limits: 8192 × 8192 pixels (`--max-pixels`' default) and
  /// ``defaultDecodedBytes``.
  public static let `default` = CellImageBudget()

  /// Creates limits.
  ///
  /// - Parameters:
  ///   - maximumPixels: The most pixels one image may declare; at least 1.
  ///   - decodedBytes: The most decoded bytes kept; at least 1.
  public init(maximumPixels: Int = 8192 * 8192, decodedBytes: Int = defaultDecodedBytes) {
    self.maximumPixels = max(1, maximumPixels)
    self.decodedBytes = max(1, decodedBytes)
  }
}

import SnapshotRecording

/// A cell image at the whole-pixel size a frame draws it at: what names its pre-scaled copy
/// in ``CellImageLibrary`` (made once, shared by every frame and worker drawing that image at
/// that size).
///
/// The size is the cell's rect in canvas pixels (points times the scale), each side rounded to
/// the nearest whole pixel, so a cell sliding by fractions of a pixel keeps one copy.
///
/// ```swift
/// let key = ScaledCellImageKey(digest: digest, drawnWidth: 358, drawnHeight: 44)
/// key?.byteCount  // 63_008: 358 × 44 pixels, 4 bytes each
/// ```
struct ScaledCellImageKey: Hashable, Sendable {
  /// The image's digest.
  let digest: CellImageDigest
  /// The copy's width in pixels, at least 1.
  let width: Int
  /// The copy's height in pixels, at least 1.
  let height: Int

  /// The largest side a copy may have: Cairo's image surfaces address pixels with 32-bit
  /// integers, and the library's pixel limit bounds the area well below it.
  static let maximumSide = 32_767

  /// The key for drawing `digest` over `drawnWidth` × `drawnHeight` canvas pixels; `nil` when a
  /// side is not a number, rounds below one pixel or above ``maximumSide`` (a recording's
  /// geometry is untrusted): such a cell is drawn from the decoded image itself.
  ///
  /// - Parameters:
  ///   - digest: The image's digest.
  ///   - drawnWidth: The cell's width in canvas pixels.
  ///   - drawnHeight: The cell's height in canvas pixels.
  init?(digest: CellImageDigest, drawnWidth: Double, drawnHeight: Double) {
    let side = 0.5..<(Double(Self.maximumSide) + 0.5)
    guard side.contains(drawnWidth), side.contains(drawnHeight) else { return nil }
    self.digest = digest
    width = Int(drawnWidth.rounded())
    height = Int(drawnHeight.rounded())
  }

  /// The bytes the copy's pixels take, 4 a pixel (at most 4 × 32,767², which fits).
  var byteCount: Int { width * height * 4 }
}

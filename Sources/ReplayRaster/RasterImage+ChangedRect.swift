import Foundation

extension RasterImage {
  /// The smallest rectangle outside which this image and `earlier` have the same pixels, or
  /// `nil` when they are equal: what an animated PNG frame must replace.
  ///
  /// Rows are compared with `memcmp`; only the rows that differ are searched for their first
  /// and last differing pixel.
  ///
  /// ```swift
  /// let white = RecordedColor(red: 255, green: 255, blue: 255)
  /// let before = RasterImage(width: 4, height: 4, filledWith: white)
  /// var after = before
  /// after[2, 1] = RecordedColor(red: 0, green: 0, blue: 0)
  /// print(after.changedRect(from: before)!)  // 1×1 at (2, 1)
  /// ```
  ///
  /// - Parameter earlier: An image of the same size.
  /// - Returns: The rectangle of every differing pixel, or `nil`.
  /// - Precondition: The sizes are equal.
  /// - Complexity: O(width × height).
  public func changedRect(from earlier: RasterImage) -> PixelRect? {
    precondition(size == earlier.size, "RasterImage: changedRect compares images of one size")
    var top = Int.max
    var bottom = -1
    var left = Int.max
    var right = -1
    let rowBytes = width * 4
    rgba.withUnsafeBytes { mine in
      earlier.rgba.withUnsafeBytes { theirs in
        guard let mine = mine.baseAddress, let theirs = theirs.baseAddress else { return }
        let minePixels = mine.assumingMemoryBound(to: UInt32.self)
        let theirPixels = theirs.assumingMemoryBound(to: UInt32.self)
        for y in 0..<height where memcmp(mine + y * rowBytes, theirs + y * rowBytes, rowBytes) != 0
        {
          top = min(top, y)
          bottom = y
          let row = y * width
          var x = 0
          // Only pixels left of the leftmost change so far can move the left edge.
          while x < min(left, width) && minePixels[row + x] == theirPixels[row + x] { x += 1 }
          left = min(left, x)
          x = width - 1
          while x > right && minePixels[row + x] == theirPixels[row + x] { x -= 1 }
          right = max(right, x)
        }
      }
    }
    guard bottom >= 0 else { return nil }
    return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
  }
}

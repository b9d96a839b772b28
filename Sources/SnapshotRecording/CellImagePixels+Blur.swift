extension CellImagePixels {
  /// The side of a blur block in points: 8 × 8 points, 24 × 24 pixels at 3×. Body text (17
  /// points) spans about two blocks in height and one character about one block in width, so
  /// no character keeps a shape of its own (docs/RecordingFormat.md, "Blurred cells").
  public static let blurBlockPoints = 8.0

  /// The side of a blur block in pixels at `scale`: ``blurBlockPoints`` × `scale`, rounded, at
  /// least 1; the 3× block when `scale` is not a positive finite number.
  ///
  /// ```swift
  /// CellImagePixels.blurBlockSide(scale: 3)  // 24
  /// CellImagePixels.blurBlockSide(scale: 2)  // 16
  /// ```
  ///
  /// - Parameter scale: Pixels per point.
  /// - Returns: Pixels per block side.
  public static func blurBlockSide(scale: Double) -> Int {
    // The format caps scale at 10; the cap here only keeps the conversion finite and in range.
    guard scale.isFinite, scale > 0 else { return Int(blurBlockPoints * 3) }
    return max(1, Int((blurBlockPoints * min(scale, 100)).rounded()))
  }

  /// Blurs the image as ``CellImageRedaction/blur(sections:items:)`` does: pixelated in blocks
  /// of ``blurBlockSide(scale:)``.
  ///
  /// ```swift
  /// pixels.blur(scale: 3)  // every 24 × 24 block is now its average colour
  /// ```
  ///
  /// - Parameter scale: The scale the cell was drawn at, pixels per point.
  /// - Complexity: O(width × height).
  public mutating func blur(scale: Double) {
    pixelate(blockSide: Self.blurBlockSide(scale: scale))
  }

  /// Replaces every `blockSide` × `blockSide` block (narrower at the right edge, shorter at the
  /// bottom) by its average, each channel rounded to the nearest: the image scaled down by
  /// `blockSide` with a box filter and back up without interpolation.
  ///
  /// Irreversible: a block's pixels become four numbers, and no other pixel's value depends on
  /// them. The bytes between a row's last pixel and the next row are left as they were.
  ///
  /// ```swift
  /// var pixels = CellImagePixels(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 255, 255])
  /// pixels?.pixelate(blockSide: 2)
  /// pixels?.bytes  // [128, 0, 128, 255, 128, 0, 128, 255]
  /// ```
  ///
  /// - Parameter blockSide: Pixels per block side; values below 1 are taken as 1 (no change).
  /// - Complexity: O(width × height): each pixel is read once and written once.
  public mutating func pixelate(blockSide: Int) {
    let (width, height, bytesPerRow) = (width, height, bytesPerRow)
    // The initializer checked the sizes against the bytes, so this cannot refuse.
    _ = withUnsafeMutableBytes { buffer in
      Self.pixelate(
        buffer, width: width, height: height, bytesPerRow: bytesPerRow, blockSide: blockSide)
    }
  }

  /// ``pixelate(blockSide:)`` on memory the caller owns: the routine the UIKit capture runs on
  /// the bitmap context a cell was drawn into, and the array form runs on its bytes.
  ///
  /// - Parameters:
  ///   - buffer: The rows, top first.
  ///   - width: Pixels per row.
  ///   - height: Rows.
  ///   - bytesPerRow: The row stride.
  ///   - blockSide: Pixels per block side (below 1: 1).
  /// - Returns: `false`, with nothing changed, when the sizes do not describe `buffer`.
  static func pixelate(
    _ buffer: UnsafeMutableRawBufferPointer, width: Int, height: Int, bytesPerRow: Int,
    blockSide: Int
  ) -> Bool {
    guard let required = required(width: width, height: height, bytesPerRow: bytesPerRow),
      buffer.count >= required, let base = buffer.baseAddress
    else { return false }
    let side = max(1, blockSide)
    let pixels = base.assumingMemoryBound(to: UInt8.self)
    var top = 0
    while top < height {
      let bottom = min(height, top + min(side, height - top))
      var left = 0
      while left < width {
        let right = min(width, left + min(side, width - left))
        averageBlock(
          pixels, bytesPerRow: bytesPerRow, columns: left..<right, rows: top..<bottom)
        left = right
      }
      top = bottom
    }
    return true
  }

  /// Sets every pixel of one block to the block's average, channel by channel.
  private static func averageBlock(
    _ pixels: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, columns: Range<Int>,
    rows: Range<Int>
  ) {
    // A block holds at most the buffer's pixels, so a sum of 8-bit channels stays below
    // 255 × bytes / 4, far from Int's range.
    var sums = (0, 0, 0, 0)
    for row in rows {
      var pixel = pixels + row * bytesPerRow + columns.lowerBound * 4
      for _ in columns {
        sums.0 += Int(pixel[0])
        sums.1 += Int(pixel[1])
        sums.2 += Int(pixel[2])
        sums.3 += Int(pixel[3])
        pixel += 4
      }
    }
    let count = columns.count * rows.count
    let half = count / 2
    let average = (
      UInt8((sums.0 + half) / count), UInt8((sums.1 + half) / count),
      UInt8((sums.2 + half) / count), UInt8((sums.3 + half) / count)
    )
    for row in rows {
      var pixel = pixels + row * bytesPerRow + columns.lowerBound * 4
      for _ in columns {
        pixel[0] = average.0
        pixel[1] = average.1
        pixel[2] = average.2
        pixel[3] = average.3
        pixel += 4
      }
    }
  }
}

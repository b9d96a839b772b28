/// How hard ``PNGCodec`` works at making files small. Neither choice changes the pixels.
///
/// ```swift
/// let bytes = try PNGCodec.encode(image, compression: .compact)
/// ```
public enum PNGCompression: Hashable, Sendable {
  /// Every row with PNG's UP filter, compressed by the project's repeat encoder, or by
  /// libdeflate level 2 when that compresses less than 8 to 1, and written by the project's
  /// own chunk writer: the default for frame sequences.
  ///
  /// Chosen by measuring (docs/Performance.md). The UP filter turns a row that repeats the one
  /// above into zeros; the repeat encoder looks for matches only at the byte before, the pixel
  /// before, the row above and one hashed earlier position, and gives each block its own
  /// Huffman codes. On the grid's frames (656×442) it is about 8× as fast as libdeflate and
  /// 13 % smaller; on the Wi-Fi list's (780×1688) 2–3× as fast at about the same size.
  /// libdeflate keeps what the repeat encoder does poorly: photographs and noise.
  case fast
  /// libpng's defaults (zlib level 6, adaptive row filters) and a white bKGD chunk: what
  /// `cairo_surface_write_to_png` writes, byte for byte. Smaller files for images kept in a
  /// repository, at several times the encoding cost.
  case compact
}

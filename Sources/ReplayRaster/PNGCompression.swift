/// How hard ``PNGCodec`` works at making files small. Neither choice changes the pixels.
///
/// ```swift
/// let bytes = try PNGCodec.encode(image, compression: .compact)
/// ```
public enum PNGCompression: Hashable, Sendable {
  /// libdeflate level 2, every row with PNG's UP filter, written by the project's own chunk
  /// writer: the default for frame sequences.
  ///
  /// Chosen by measuring (docs/Performance.md) on the insertion-sort grid (656×442) and the
  /// Wi-Fi list (780×1688): libdeflate levels 1, 2, 4 and 6 with no filter, SUB and UP, against
  /// the earlier zlib level 2 without a filter. libdeflate spends about as long as zlib did
  /// but writes grid frames 3× smaller with UP (1.3 MB for the sort's 226 frames against
  /// 3.8 MB), so less goes through the kernel; list frames come out about 7 % larger than
  /// without a filter. Level 1 was slower than 2 on the grid, and higher levels gained under 2 %.
  case fast
  /// libpng's defaults (zlib level 6, adaptive row filters) and a white bKGD chunk: what
  /// `cairo_surface_write_to_png` writes, byte for byte. Smaller files for images kept in a
  /// repository, at several times the encoding cost.
  case compact
}

/// How hard ``PNGCodec`` works at making files small. Neither choice changes the pixels.
///
/// ```swift
/// let bytes = try PNGCodec.encode(image, compression: .compact)
/// ```
public enum PNGCompression: Hashable, Sendable {
  /// zlib level 2 with no row filter: several times faster than ``compact``; files are about
  /// as large on text-heavy frames and a few times larger on flat colour. The default for frame
  /// sequences.
  ///
  /// Chosen by measuring zlib levels 1–3 against the NONE, SUB, UP and PAETH filters (and
  /// adaptive NONE|UP, NONE|SUB) on 660×460 grid and 780×1688 list frames: level 2 without a
  /// row filter was fastest on both; every filter cost more time than it saved in deflate.
  /// Against ``compact`` it encodes 3–5× faster; list frames come out ~13% smaller, flat-colour
  /// grid frames ~4× larger (17.5 vs 4.4 KB).
  case fast
  /// libpng's defaults (zlib level 6, adaptive row filters) and a white bKGD chunk: what
  /// `cairo_surface_write_to_png` writes, byte for byte. Smaller files for images kept in a
  /// repository, at several times the encoding cost.
  case compact
}

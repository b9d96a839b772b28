/// How hard PNG encoding works at making files small.
public enum PNGCompression: Hashable, Sendable {
  /// libpng at zlib level 2 with no row filter: several times faster than ``compact``; files
  /// are about as large on text-heavy frames and a few times larger on flat colour. The
  /// default for frame sequences.
  case fast
  /// Cairo's own PNG writer (zlib level 6, adaptive row filters): smaller files
  /// for references kept in a repository, at several times the encoding cost.
  case compact
}

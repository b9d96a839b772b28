/// Who is at fault when a command does not succeed: what its exit status tells a script.
///
/// ``ExitStatus`` gives each fault its number; ``ExitPolicy`` says which fault each error is.
/// Faults are ordered from the least to the most fundamental, so that a command that meets
/// several (`check` over many files) reports the one to fix first:
///
/// ```swift
/// [Fault.input, .invocation].max()  // .invocation
/// ```
enum Fault: Int, Comparable, CaseIterable, Sendable {
  /// The input is at fault: an invalid recording or header hint, images that differ, goldens
  /// missing or recorded, a file that is not a valid PNG.
  case input
  /// The environment is at fault: the output cannot be written, a file cannot be read for an
  /// I/O reason, ffmpeg is missing or fails, the disk is full.
  case environment
  /// The invocation is at fault: an unknown flag, a bad option value, a missing input file,
  /// `--from` after `--to`.
  case invocation

  static func < (lhs: Fault, rhs: Fault) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Who is at fault when a command does not succeed: what its exit status tells a script.
///
/// Every error ``Diagnostic`` says whose fault it is; `snapreplay`'s `ExitStatus` gives each
/// fault its number (1, 2, 64) and its `ExitPolicy` says which fault each thrown error is.
/// Faults are ordered from the least to the most fundamental, so that a command that meets
/// several (`check` over many files) reports the one to fix first:
///
/// ```swift
/// [Fault.input, .invocation].max()  // .invocation
/// ```
public enum Fault: Int, Comparable, CaseIterable, Sendable {
  /// The input is at fault: an invalid recording or header hint, images that differ, goldens
  /// missing or recorded, a file that is not a valid PNG.
  case input
  /// The environment is at fault: the output cannot be written, a file cannot be read for an
  /// I/O reason, ffmpeg is missing or fails, the disk is full.
  case environment
  /// The invocation is at fault: an unknown flag, a bad option value, a missing input file,
  /// `--from` after `--to`.
  case invocation

  /// Whether `lhs` is less fundamental than `rhs`.
  ///
  /// ```swift
  /// Fault.input < .environment  // true
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: A fault.
  ///   - rhs: Another.
  /// - Returns: `true` when `lhs` comes first in the order input, environment, invocation.
  public static func < (lhs: Fault, rhs: Fault) -> Bool { lhs.rawValue < rhs.rawValue }
}

import RecordingFormat

/// The exit-code policy of every `snapreplay` command, in one place.
///
/// | status | meaning |
/// | --- | --- |
/// | 0 | success |
/// | 1 | the input is at fault: invalid recording or header hint, images differ, goldens missing or recorded, a PNG that is not a valid PNG |
/// | 2 | the environment is at fault: the output cannot be written, a file cannot be read for an I/O reason, ffmpeg missing or failing, out of disk |
/// | 64 | the invocation is at fault: unknown flag, bad option value, missing input file, `--from` after `--to` |
/// | 130 | interrupted by SIGINT (Ctrl-C): ffmpeg stopped, temporary files removed |
/// | 143 | terminated by SIGTERM: ffmpeg stopped, temporary files removed |
///
/// ```swift
/// ExitStatus(.failure(.environment)).rawValue  // 2
/// ```
enum ExitStatus: Int32, CaseIterable, Sendable {
  /// Everything passed.
  case success = 0
  /// The input is at fault.
  case inputFault = 1
  /// The environment is at fault.
  case environmentFault = 2
  /// The invocation is at fault (`EX_USAGE`, as swift-argument-parser's usage errors).
  case invocationFault = 64
  /// Interrupted by SIGINT: 128 + 2, as a shell reports it.
  case interrupted = 130
  /// Terminated by SIGTERM: 128 + 15.
  case terminated = 143

  /// The status for a fault.
  ///
  /// - Parameter fault: Who is at fault.
  init(_ fault: Fault) {
    switch fault {
    case .input: self = .inputFault
    case .environment: self = .environmentFault
    case .invocation: self = .invocationFault
    }
  }

  /// The status for a command's verdict.
  ///
  /// - Parameter verdict: How the command came out.
  init(_ verdict: Verdict) {
    switch verdict {
    case .success: self = .success
    case .failure(let fault): self.init(fault)
    }
  }

  /// The paragraph each command's `--help` ends with.
  static let helpText = """
    Exit status: 0 success; 1 the input is at fault (invalid recording or header hint, images \
    differ, goldens missing or recorded, not a valid PNG); 2 the environment is at fault (the \
    output cannot be written, a file cannot be read, ffmpeg missing or failing, out of disk); \
    64 the invocation is at fault (unknown flag, bad option value, missing input file, \
    --from after --to); 130 interrupted by SIGINT, 143 terminated by SIGTERM (ffmpeg stopped, \
    temporary files removed).
    """
}

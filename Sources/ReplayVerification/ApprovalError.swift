import RecordingFormat
import ReplayRendering

/// Why `snapreplay approve` wrote nothing.
///
/// ```swift
/// print(ApprovalError.invalid(file: "approvals.json", reason: "is not JSON"))
/// // approvals.json: is not JSON
/// ```
public enum ApprovalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The approvals file cannot be read.
  case cannotRead(file: String, reason: String)
  /// The approvals file is not one, or names something it may not.
  case invalid(file: String, reason: String)
  /// An approved recording cannot be read.
  case recording(RecordingError)
  /// An approved recording cannot be rendered with its options.
  case rendering(recording: String, RecordingRenderError)
  /// Frames whose render differs from what the report showed, one sentence each: nothing was
  /// written.
  case refused([String])
  /// A golden could not be written or removed.
  case fileSystem(path: String, reason: String)

  /// One sentence naming what failed, without a severity.
  public var description: String {
    switch self {
    case .cannotRead(let file, let reason): "\(file): cannot read: \(reason)"
    case .invalid(let file, let reason): "\(file): \(reason)"
    case .recording(let error): "\(Diagnostic(error).place): \(error.message)"
    case .rendering(let recording, let error): "\(recording): \(error)"
    case .refused(let reasons):
      "refused \(reasons.count) approval\(reasons.count == 1 ? "" : "s"); no golden was written: "
        + reasons.joined(separator: "; ")
        + ". Run verify --report again and review the frames it renders now."
    case .fileSystem(let path, let reason): "\(path): \(reason)"
    }
  }
}

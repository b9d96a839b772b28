import RecordingFormat
import ReplayComparison
import ReplayRendering
import SnapshotRecording

/// Why a verification could not run at all (as opposed to frames that differ).
public enum VerificationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The recording could not be read.
  case recording(RecordingError)
  /// The recording could not be rendered with these options.
  case rendering(RecordingRenderError)
  /// Frames could not be compared.
  case comparison(ComparisonError)
  /// A golden or artifact file could not be written.
  case fileSystem(path: String, reason: String)
  /// `SNAPREPLAY_RECORD` holds an unknown mode.
  case unknownRecordMode(String)
  /// A golden directory's `golden.json` cannot be read or is not a recipe this tool reads.
  case invalidGoldenRecipe(path: String, reason: String)

  /// One sentence naming what failed, without a severity: the printer adds `error:` once.
  public var description: String {
    switch self {
    case .recording(let error): "\(Diagnostic(error).place): \(error.message)"
    case .rendering(let error): "\(error)"
    case .comparison(let error): "\(error)"
    case .fileSystem(let path, let reason): "\(path): \(reason)"
    case .unknownRecordMode(let value):
      "\(RecordMode.environmentVariable)=\(value) is not a record mode; use \(RecordMode.names)"
    case .invalidGoldenRecipe(let path, let reason): "\(path): \(reason)"
    }
  }
}

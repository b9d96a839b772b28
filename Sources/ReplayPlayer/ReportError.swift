public import ReplayRaster
public import ReplayRendering

/// Why a report could not be made.
///
/// ```swift
/// print(ReportError.notOurDirectory(path: "out", reason: "holds other files (a.txt)"))
/// // out: holds other files (a.txt)
/// ```
public enum ReportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A frame could not be drawn or encoded, or the canvases exceed the memory budget.
  case rendering(RecordingRenderError)
  /// The output directory or file's folder cannot be made, or is in the way.
  case outputPath(OutputPathError)
  /// The output directory holds files that are not an earlier report's.
  case notOurDirectory(path: String, reason: String)
  /// A file could not be written.
  case writeFailed(path: String, reason: String)
  /// The report would exceed one of its budgets (``ReportBudget``): `what` says which, with
  /// how much was reached and the limit.
  case overBudget(what: String)

  /// One sentence.
  public var description: String {
    switch self {
    case .rendering(let error): "\(error)"
    case .outputPath(let error): "\(error)"
    case .notOurDirectory(let path, let reason): "\(path): \(reason)"
    case .writeFailed(let path, let reason): "cannot write \(path): \(reason)"
    case .overBudget(let what):
      "the report would hold \(what); draw fewer frames (--fps, --from/--to, --max-idle) or "
        + "smaller ones (--scale)"
    }
  }
}

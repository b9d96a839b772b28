import Foundation
import ReplayVerification
import SnapshotRecording

/// `$GITHUB_STEP_SUMMARY` when `verify` runs on GitHub Actions (`GITHUB_ACTIONS=true`): the file
/// other steps append to as well, so it is only ever appended to, never truncated or replaced.
///
/// ```swift
/// if let summary = try StepSummaryFile(environment: ProcessInfo.processInfo.environment) {
///   try summary.append(result.githubStepSummary)
/// }
/// ```
struct StepSummaryFile {
  /// The file.
  let path: String

  /// The summary file GitHub gave this step, checked to be appendable before any work is done.
  ///
  /// It is `nil` off GitHub Actions or when no summary file is set.
  ///
  /// - Parameter environment: The process environment.
  /// - Throws: ``VerificationError/fileSystem(path:reason:)`` (exit 2) when the file cannot be
  ///   opened for appending.
  init?(environment: [String: String]) throws(VerificationError) {
    guard environment["GITHUB_ACTIONS"] == "true",
      let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty
    else { return nil }
    self.path = path
    try withAppendingDescriptor { _ in }
  }

  /// Appends `text`, whole.
  ///
  /// - Parameter text: Markdown.
  /// - Throws: ``VerificationError/fileSystem(path:reason:)`` (exit 2) when it cannot be written.
  func append(_ text: String) throws(VerificationError) {
    try withAppendingDescriptor { descriptor throws(VerificationError) in
      var bytes = Array(text.utf8)[...]
      while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes {
          Foundation.write(descriptor, $0.baseAddress, $0.count)
        }
        if written < 0 {
          if errno == EINTR { continue }
          throw .fileSystem(
            path: path,
            reason: "cannot append the step summary: \(FileSystemReason.text(errno: errno))")
        }
        bytes = bytes.dropFirst(written)
      }
    }
  }

  private func withAppendingDescriptor(
    _ body: (Int32) throws(VerificationError) -> Void
  ) throws(VerificationError) {
    // O_APPEND: every write lands at the end, after what other steps wrote; never O_TRUNC.
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .fileSystem(
        path: path,
        reason: "cannot append the step summary ($GITHUB_STEP_SUMMARY): "
          + FileSystemReason.text(errno: errno))
    }
    defer { close(descriptor) }
    try body(descriptor)
  }
}

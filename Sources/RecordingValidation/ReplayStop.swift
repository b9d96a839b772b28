import SnapshotModel
import SnapshotRecording

/// Where a replay stops: just before the first apply that UIKit would have rejected (the app
/// trapped there).
///
/// ```swift
/// let recording = try ValidatedRecording(contentsOf: url)
/// while recording.next() != nil {}
/// print(recording.stop?.description ?? "plays to the end")
/// // rendering stops before seq 2, which UIKit would reject: Fatal: supplied item identifiers
/// //   are not unique. Duplicate identifiers: {(dog)}      (one line, wrapped here)
/// ```
public struct ReplayStop: Hashable, Sendable, CustomStringConvertible {
  /// The recording line of the rejected apply.
  public var line: Int
  /// Its seq.
  public var seq: Int
  /// What UIKit would have rejected, in UIKit's words.
  public var problems: [SnapshotProblem<RecordedID, RecordedID>]

  /// Creates a stop point.
  ///
  /// - Parameters:
  ///   - line: The rejected apply's line.
  ///   - seq: Its seq.
  ///   - problems: What UIKit would reject.
  public init(line: Int, seq: Int, problems: [SnapshotProblem<RecordedID, RecordedID>]) {
    self.line = line
    self.seq = seq
    self.problems = problems
  }

  /// The stop before a rejected apply.
  ///
  /// - Parameter rejected: The first apply UIKit would reject.
  public init(before rejected: RejectedApply) {
    self.init(line: rejected.line, seq: rejected.seq, problems: rejected.problems)
  }

  /// `rendering stops before seq 3, which UIKit would reject: Fatal: supplied item identifiers
  /// are not unique. …`
  public var description: String {
    "rendering stops before seq \(seq), which UIKit would reject: "
      + problems.map(\.description).joined(separator: "; ")
  }
}

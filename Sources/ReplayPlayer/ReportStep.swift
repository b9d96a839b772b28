public import RecordingFormat
public import RecordingValidation
public import SnapshotRecording

/// One row of a report's step list: a rendered apply, or the apply UIKit rejected, where the
/// replay stops because the app trapped there.
///
/// ```swift
/// let step = report.data.steps[3]
/// print(step.seq, step.summary)  // 4 items 2 inserted, 1 moved, 1 reloaded
/// ```
public struct ReportStep: Hashable, Sendable {
  /// What an apply does to one item, as the inspector and the search name it.
  public enum Action: String, Hashable, Sendable, CaseIterable {
    /// The item arrives: inserted, or with its inserted section.
    case inserted
    /// The item leaves: deleted, or with its deleted section.
    case deleted
    /// The item moves to another place.
    case moved
    /// The item's cell is replaced by a new one (a reload, of it or its section).
    case reloaded
    /// The item's cell takes new content in place.
    case reconfigured
    /// The item's content changed but the apply neither reloaded nor reconfigured it: UIKit
    /// keeps showing the old cell.
    case staleContent = "stale content"
  }

  /// The apply's `seq`.
  public var seq: Int
  /// Its line in the recording.
  public var line: Int
  /// Its recorded time, in seconds.
  public var recordedTime: Double
  /// When it starts playing in the report's frames, in seconds; the end of the replay for the
  /// rejected apply.
  public var start: Double
  /// How long its transition plays, in seconds.
  public var duration: Double
  /// The text of the markers that describe it: those recorded at or after its time and before
  /// the next apply's (an app often notes what it is about to apply at the same time).
  public var markers: [String]
  /// What changed: `items 2 inserted, 1 moved` (`TransitionDiff.summary`); `first state` for
  /// the first apply, `rejected by UIKit` for the one the app trapped on.
  public var summary: String
  /// `snapreplay diff`'s text of the transition into this apply; empty for the first apply.
  public var diffText: String
  /// What it does to each item it changes.
  public var actions: [RecordedID: [Action]]
  /// `check`'s findings about this apply, in line order.
  public var problems: [Diagnostic]
  /// Whether this is the apply UIKit rejected: the app trapped here, and the replay ends
  /// before it.
  public var trapped: Bool
  /// The rects its `layout` line recorded, by item, in the scroll view's content coordinates;
  /// `nil` when the apply had no `layout` line (the replay placed its items by its model).
  public var recordedRects: [RecordedID: RecordedRect]? = nil
  /// The recorded cell image each item of the apply names, by item: only images a line
  /// before the apply defined, which the replay draws (an item naming another is drawn from
  /// its label, and is absent here).
  public var cellImages: [RecordedID: CellImageDigest] = [:]
}

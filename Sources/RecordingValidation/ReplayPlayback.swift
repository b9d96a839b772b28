import SnapshotRecording

/// Which applies a replay plays: every apply UIKit accepts, up to the first one it would reject,
/// where the app trapped. The one place that rule is written; every consumer that walks a
/// ``ValidatedRecording`` for the replay (the timeline, its second read, the report, a golden
/// set's texts, `check`'s render preflight) asks it instead of tracking the stop itself.
///
/// ```swift
/// var playback = ReplayPlayback()
/// for event in try ValidatedRecording(contentsOf: url) {
///   if let apply = playback.plays(event) { print("plays seq \(apply.seq)") }
/// }
/// print(playback.stop?.seq as Any)  // Optional(2): seq 2 is rejected, seq 3 is not played
/// ```
public struct ReplayPlayback: Hashable, Sendable {
  /// The first apply UIKit would reject, once one has been met.
  public private(set) var stop: ReplayStop?

  /// A replay before its first event.
  public init() {}

  /// Takes the next event of the recording, in order, and says whether the replay plays it.
  ///
  /// - Parameter event: The next validated event.
  /// - Returns: The apply, when `event` is an accepted apply before the stop; `nil` for
  ///   anything else (a rejected apply, which sets ``stop``, an apply after it, a marker, a
  ///   warning, an error).
  public mutating func plays(_ event: ValidatedEvent) -> ValidatedApply? {
    switch event {
    case .apply(let apply):
      return stop == nil ? apply : nil
    case .rejectedApply(let rejected):
      if stop == nil { stop = ReplayStop(before: rejected) }
      return nil
    case .marker, .layout, .scroll, .cellImage, .warning, .error:
      return nil
    }
  }
}

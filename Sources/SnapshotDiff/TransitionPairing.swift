import RecordingValidation

/// Which transitions a recording's applies make, given an optional `from` and `to` seq: the
/// rules of `snapreplay diff`, fed one apply at a time so that memory stays flat.
///
/// - Neither bound: one transition per pair of consecutive applies.
/// - Only `from`: the consecutive transitions starting at or after it.
/// - Only `to`: the consecutive transitions ending at or before it; the pairing is complete at
///   the first apply past it.
/// - Both: the single transition from the apply with seq `from` to the one with seq `to`, in
///   either file order (`from` may be the later one); `from == to` gives a transition with no
///   changes.
///
/// A rejected apply has no snapshot: the transitions touching it are skipped, and when it is one
/// of the two ends of a `from`/`to` pair, the pairing ends there without a transition.
///
/// ```swift
/// var pairing = TransitionPairing(from: 3, to: 1)
/// for case .apply(let apply) in try ValidatedRecording(contentsOf: url) {
///   if let transition = pairing.add(apply) { print(transition.jsonLine) }
///   if pairing.isComplete { break }
/// }
/// // {"from":3,"to":1,"sections":{…},"items":{…}}
/// print(pairing.unseenSeqs)  // [] (a seq that never appeared would be listed)
/// ```
public struct TransitionPairing: Sendable {
  /// The `seq` transitions start at, if bounded.
  public let from: Int?
  /// The `seq` transitions end at, if bounded.
  public let to: Int?
  /// Whether no later apply can make another transition; feeding more applies does nothing.
  public private(set) var isComplete = false

  /// The apply before the current one, if it was valid (consecutive pairs).
  private var previous: ValidatedApply?
  /// The first end of a `from`/`to` pair met.
  private var pinned: ValidatedApply?
  private var sawFrom = false
  private var sawTo = false

  /// Whether each transition carries its items' outline places
  /// (``TransitionDiff/oldOutline``, ``TransitionDiff/newOutline``).
  public let placesOutlineItems: Bool

  /// Creates a pairing.
  ///
  /// ```swift
  /// // For `diff --json`, which shows no outline levels: the transitions' outlines stay empty.
  /// var pairing = TransitionPairing(placingOutlineItems: false)
  /// ```
  ///
  /// - Parameters:
  ///   - from: The seq of the first apply, or `nil`.
  ///   - to: The seq of the last apply, or `nil`.
  ///   - placingOutlineItems: Whether transitions carry their outline places, which only the
  ///     text shows; `false` leaves them empty and saves finding every item's level twice.
  public init(from: Int? = nil, to: Int? = nil, placingOutlineItems: Bool = true) {
    self.from = from
    self.to = to
    self.placesOutlineItems = placingOutlineItems
  }

  /// The bounds that no apply fed so far carried, `from` first: a bound naming no apply is a
  /// usage error, reported once the stream ends.
  public var unseenSeqs: [Int] {
    [sawFrom ? nil : from, sawTo ? nil : to].compactMap { $0 }
  }

  /// Takes the next valid apply in recording order.
  ///
  /// - Parameter apply: The apply, with its snapshot.
  /// - Returns: The transition it completes, if any.
  /// - Complexity: That of ``SnapshotChangeset/init(from:to:)`` when a transition is made,
  ///   else O(1).
  public mutating func add(_ apply: ValidatedApply) -> TransitionDiff? {
    add(seq: apply.seq, apply)
  }

  /// Takes the next rejected apply in recording order: transitions touching it are skipped.
  ///
  /// - Parameter rejected: The apply UIKit would reject.
  public mutating func add(_ rejected: RejectedApply) {
    _ = add(seq: rejected.seq, nil)
  }

  private mutating func add(seq: Int, _ apply: ValidatedApply?) -> TransitionDiff? {
    guard !isComplete else { return nil }
    if seq == from { sawFrom = true }
    if seq == to { sawTo = true }
    if let from, let to {
      return pair(seq: seq, apply, from: from, to: to)
    }
    defer { previous = apply }
    guard let old = previous, let new = apply else { return nil }
    if let from, old.seq < from { return nil }
    if let to, new.seq > to {
      isComplete = true
      return nil
    }
    return transition(from: old, to: new)
  }

  /// The single `from`/`to` pair: keeps whichever end comes first and pairs it with the second.
  private mutating func pair(seq: Int, _ apply: ValidatedApply?, from: Int, to: Int)
    -> TransitionDiff?
  {
    guard seq == from || seq == to else { return nil }
    guard let apply else {
      isComplete = true
      return nil
    }
    if let first = pinned {
      isComplete = true
      return first.seq == from
        ? transition(from: first, to: apply) : transition(from: apply, to: first)
    }
    if from == to {
      isComplete = true
      return transition(from: apply, to: apply)
    }
    pinned = apply
    return nil
  }

  /// The transition between two applies, with outline places when the pairing asks for them.
  private func transition(from old: ValidatedApply, to new: ValidatedApply) -> TransitionDiff {
    guard placesOutlineItems else {
      return TransitionDiff(fromSeq: old.seq, toSeq: new.seq, old: old.snapshot, new: new.snapshot)
    }
    return TransitionDiff(from: old, to: new)
  }
}

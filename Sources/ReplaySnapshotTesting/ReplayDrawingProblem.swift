/// Why a `.replay` strategy could not draw what it was asked for, in words that end up in the
/// test's failure: a selection outside the replay, or more pixels than one image may hold.
struct ReplayDrawingProblem: Error, Hashable {
  /// The reason, one sentence without the recording's name (the caller adds it).
  var reason: String
}

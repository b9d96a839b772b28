/// The demos' time: advanced by the scenario, read by the recorder, so recorded times are exact
/// (0.125, 2.0, …) rather than whatever the machine happened to take.
///
/// Kept in whole milliseconds: summing 0.35 s steps as doubles would record 1.7000000000000002.
final class VirtualClock: @unchecked Sendable {
  // Only the demo's single thread reads and writes it.
  private var milliseconds = 0

  var now: Double { Double(milliseconds) / 1000 }

  func advance(by seconds: Double) {
    milliseconds += Int((seconds * 1000).rounded())
  }
}

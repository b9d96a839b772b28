/// Everything on screen from one apply's start until the next apply's start.
struct Segment: Hashable, Sendable {
  var seq: Int
  var start: Double
  /// Back to front.
  var sprites: [Sprite]
}

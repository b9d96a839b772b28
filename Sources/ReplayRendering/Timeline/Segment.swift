/// Everything on screen from one apply's start until the next apply's start.
struct Segment: Hashable, Sendable {
  var seq: Int
  var start: Double
  /// Back to front.
  var sprites: [Sprite]

  /// The segment without the sprites that never reach `canvas`: those whose every position
  /// during their animation (``Sprite/reach``) stays outside it. A frame draws only sprites
  /// that overlap the canvas, so it draws the same from either segment.
  ///
  /// - Complexity: O(s) for s sprites.
  func culled(to canvas: SceneRect) -> Segment {
    var culled = self
    culled.sprites = sprites.filter { $0.reach.intersects(canvas) }
    return culled
  }
}

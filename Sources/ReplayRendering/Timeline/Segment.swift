/// Everything on screen from one apply's start until the next apply's start.
struct Segment: Hashable, Sendable {
  var seq: Int
  var start: Double
  /// The sprites back to front, in runs: each layer's leaving sprites, then its staying ones.
  /// Kept as runs so that a segment of a long list is never copied whole to be flattened.
  var groups: [[Sprite]]
  /// When the last of the segment's sprites settles, those culled away included: a culled
  /// segment no longer holds every sprite to tell.
  var end: Double
  /// How far the viewport moves during the segment (`scroll` lines, `--scroll-to`): every
  /// sprite is drawn moved by its shift at the frame's time.
  var viewport = ViewportTrack()
  /// Without recorded geometry, while the model follows `scroll` lines: the model's offset at
  /// the segment's start (``viewport`` moves it), which collapses a large title
  /// (``PhoneChrome/collapsed(by:)``); `nil` otherwise.
  var modelOffset: Double?

  init(seq: Int, start: Double, groups: [[Sprite]], end: Double) {
    self.seq = seq
    self.start = start
    self.groups = groups
    self.end = end
  }

  /// Where a sprite is in ``groups``.
  struct Position: Hashable {
    var group: Int
    var index: Int
  }

  /// Every sprite, back to front.
  var sprites: FlattenSequence<[[Sprite]]> { groups.joined() }

  /// How many sprites there are.
  var spriteCount: Int { groups.reduce(0) { $0 + $1.count } }

  subscript(position: Position) -> Sprite { groups[position.group][position.index] }

  /// Calls `body` with each sprite, back to front, and its position.
  func forEachSprite(_ body: (Position, Sprite) -> Void) {
    for (group, sprites) in groups.enumerated() {
      for (index, sprite) in sprites.enumerated() {
        body(Position(group: group, index: index), sprite)
      }
    }
  }

  /// The segment without the sprites that never reach `canvas`: those whose every position
  /// during their animation (``Sprite/reach``) stays outside it. A frame draws only sprites
  /// that overlap the canvas, so it draws the same from either segment. A sprite whose reach
  /// is not finite is kept. While the viewport moves (``viewport``) the canvas is every place
  /// it reaches (``ViewportTrack/reach(of:)``).
  ///
  /// - Complexity: O(s) for s sprites.
  func culled(to canvas: SceneRect) -> Segment {
    guard let reached = viewport.reach(of: canvas) else { return self }
    var culled = self
    culled.groups = groups.map { group in
      group.filter { $0.reach?.intersects(reached) ?? true }
    }
    return culled
  }
}

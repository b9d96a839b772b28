extension FrameTimeline {
  /// The item cells drawn in frame `index`, back to front, with the frames and opacities the
  /// frame's scene draws them at: section headers, separators and backgrounds are left out.
  ///
  /// ```swift
  /// let cells = timeline.items(at: 0)
  /// print(cells.map(\.id))  // ["wifi-enabled", "breeno-net", "n-13", …]
  /// ```
  ///
  /// - Parameter index: The frame, in `0..<frameCount`.
  /// - Returns: One entry per item cell on screen; a cell leaving while another arrives in its
  ///   place (a cross-fade) gives two entries with the same identifier.
  /// - Precondition: The timeline ``holdsSegments``.
  /// - Complexity: O(log a + e), as ``frame(at:)``.
  public func items(at index: Int) -> [ItemOnScreen] {
    let time = time(ofFrame: index)
    return items(atTime: time, in: heldSegment(at: time).segment)
  }

  /// The item cells drawn at `time`, which falls in `segment`.
  func items(atTime time: Double, in segment: Segment) -> [ItemOnScreen] {
    var items: [ItemOnScreen] = []
    forEachVisibleSprite(of: segment, at: time) { sprite, attributes, _ in
      guard case .item(let id) = sprite.key else { return }
      items.append(ItemOnScreen(id: id, frame: attributes.frame, opacity: attributes.opacity))
    }
    return items
  }

  /// The elements drawn at `time`, which falls in `segment`, back to front, with their keys:
  /// the same walk and looks the frame's scene is drawn from, the phone's bars left out.
  func elements(atTime time: Double, in segment: Segment) -> [ElementOnScreen] {
    var elements: [ElementOnScreen] = []
    forEachVisibleSprite(of: segment, at: time) { sprite, attributes, clip in
      elements.append(ElementOnScreen(key: sprite.key, look: sprite.drawn(attributes, clip: clip)))
    }
    return elements
  }
}

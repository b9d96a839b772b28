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
  /// - Complexity: O(log a + e), as ``frame(at:)``.
  public func items(at index: Int) -> [ItemOnScreen] {
    precondition(index >= 0 && index < frameCount, "frame \(index) is outside 0..<\(frameCount)")
    var items: [ItemOnScreen] = []
    forEachVisibleSprite(at: Double(index) / options.fps) { sprite, attributes, _ in
      guard case .item(let id) = sprite.key else { return }
      items.append(ItemOnScreen(id: id, frame: attributes.frame, opacity: attributes.opacity))
    }
    return items
  }
}

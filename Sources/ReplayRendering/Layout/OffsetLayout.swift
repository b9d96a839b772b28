public import SnapshotRecording

/// Another layout's elements moved down by a fixed amount: the content below the phone bars
/// (``PhoneChrome``).
///
/// ```swift
/// let layout = OffsetLayout(ListLayout(width: 390, style: .plain, scale: 1), top: 143)
/// layout.arrange(sections).elements.first?.look.frame.y  // 143
/// ```
public struct OffsetLayout: ReplayLayout {
  /// The layout that places the elements.
  public let base: any ReplayLayout
  /// How far everything moves down, in points.
  public let top: Double

  /// Wraps `base`, moving its elements down by `top`.
  public init(_ base: any ReplayLayout, top: Double) {
    self.base = base
    self.top = top
  }

  /// The base layout's width.
  public var contentWidth: Double { base.contentWidth }

  /// The base layout's row animations.
  public var usesRowAnimations: Bool { base.usesRowAnimations }

  /// The base layout's state, every element and the content's height `top` further down.
  public func arrange(_ sections: [RecordedSection]) -> ArrangedState {
    var state = base.arrange(sections)
    guard top != 0 else { return state }
    for index in state.elements.indices {
      state.elements[index].look.frame.y += top
      state.elements[index].look.clip?.frame.y += top
    }
    state.contentSize.height += top
    return state
  }

  /// Hands each element of the base layout to `body`, moved down by ``top``, as
  /// ``arrange(_:)`` places it.
  ///
  /// ```swift
  /// layout.forEachElement(of: sections) { print($0.look.frame.y) }  // 143, …
  /// ```
  public func forEachElement(
    of sections: [RecordedSection], _ body: (ArrangedElement) -> Void
  ) {
    guard top != 0 else { return base.forEachElement(of: sections, body) }
    base.forEachElement(of: sections) { element in
      var element = element
      element.look.frame.y += top
      element.look.clip?.frame.y += top
      body(element)
    }
  }
}

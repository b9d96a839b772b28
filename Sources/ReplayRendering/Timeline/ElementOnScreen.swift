/// One element drawn in a frame with what it stands for: an item's cell, a section's header,
/// a separator or a backdrop, with its content as the frame draws it (label, detail, colour,
/// indentation, chevron) and where it is.
///
/// ```swift
/// for element in try frames.elements(at: 12) where element.key == .item(.string("n-9")) {
///   print(element.look.label ?? "")  // Evergreen
/// }
/// ```
public struct ElementOnScreen: Hashable, Sendable {
  /// What the element stands for.
  public var key: ElementKey
  /// The element as the frame draws it: its content, with the frame, opacity, indentation and
  /// chevron of the frame's moment.
  public var look: SceneElement

  /// Creates an element on screen.
  ///
  /// - Parameters:
  ///   - key: What the element stands for.
  ///   - look: The element as drawn.
  public init(key: ElementKey, look: SceneElement) {
    self.key = key
    self.look = look
  }
}

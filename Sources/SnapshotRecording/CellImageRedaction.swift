/// What a recorder hides in cell images on the device, before anything is digested or written.
///
/// A blocked-out cell is recorded without an image at all (its item keeps its label, which the
/// app chose to record); a blurred cell's image is drawn by the capture at a sixteenth of its
/// resolution and scaled back up, so shapes remain and text does not.
///
/// ```swift
/// CellImageRedaction.blockOut(sections: ["messages"])   // no image of any cell in "messages"
/// CellImageRedaction.blur(items: ["profile"])           // the profile cell, blurred
/// ```
public enum CellImageRedaction: Hashable, Sendable {
  /// Nothing hidden.
  case none
  /// No image for the cells of these sections, nor for these items.
  case blockOut(sections: Set<RecordedID> = [], items: Set<RecordedID> = [])
  /// These sections' and items' images blurred (captured at 1/16 resolution, scaled back up).
  case blur(sections: Set<RecordedID> = [], items: Set<RecordedID> = [])

  /// How an item's cell is captured.
  public enum Treatment: Hashable, Sendable {
    /// As drawn.
    case asDrawn
    /// Blurred before encoding.
    case blurred
    /// Not captured.
    case blockedOut
  }

  /// How the cell of `item` in `section` is captured.
  ///
  /// ```swift
  /// CellImageRedaction.blockOut(sections: ["s"]).treatment(of: "a", in: "s")  // .blockedOut
  /// ```
  ///
  /// - Parameters:
  ///   - item: The item's identifier as recorded.
  ///   - section: Its section's identifier as recorded.
  /// - Returns: The treatment.
  public func treatment(of item: RecordedID, in section: RecordedID) -> Treatment {
    switch self {
    case .none: .asDrawn
    case .blockOut(let sections, let items):
      sections.contains(section) || items.contains(item) ? .blockedOut : .asDrawn
    case .blur(let sections, let items):
      sections.contains(section) || items.contains(item) ? .blurred : .asDrawn
    }
  }
}

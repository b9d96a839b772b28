/// What a recorder hides in cell images on the device, before anything is digested or written.
///
/// A blocked-out cell is recorded without an image at all (its item keeps its label, which the
/// app chose to record). A blurred cell's pixels are pixelated before they are encoded: every
/// block of 8 × 8 points becomes its average colour (``CellImagePixels/blur(scale:)``), so the
/// layout, colours and large shapes remain and characters of body text do not. Only the
/// pixelated image is encoded, digested and written; the sharp one never leaves the drawing
/// buffer. Pixelation is not encryption: a block's average colour is kept, so for a value with
/// few possibilities (a PIN, a yes/no badge, a short number in a known font) block the cell out
/// (docs/RecordingFormat.md, "Blurred cells").
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
  /// These sections' and items' images pixelated in blocks of 8 × 8 points before encoding.
  case blur(sections: Set<RecordedID> = [], items: Set<RecordedID> = [])

  /// How an item's cell is captured.
  public enum Treatment: Hashable, Sendable {
    /// As drawn.
    case asDrawn
    /// Pixelated before encoding (``CellImagePixels/blur(scale:)``).
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

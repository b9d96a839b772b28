/// Whether a ``SnapshotRecorder`` records the app's own cell images (`cell-image` lines and the
/// items' `image` keys), and how many bytes it may spend on them: the switch and budget behind
/// ``SnapshotRecorder/cellImageCapture``.
///
/// **Off by default**, and it stays off unless the app turns it on: a cell image is a picture of
/// whatever the cell showed — names, messages, photos — and a recording holding them holds that
/// data (docs/RecordingFormat.md, "What a recording with images contains"). Its cost when on:
/// one PNG encode and one SHA-256 per visible cell after each apply settles, and the bytes of
/// each distinct image once (a 358 × 44-point row at 3× is typically 5–40 KB of PNG, a third
/// more as base64).
///
/// ```swift
/// recorder.cellImageCapture = CellImageCapture(isEnabled: true, byteBudget: 16 << 20)
/// ```
public struct CellImageCapture: Hashable, Sendable {
  /// Whether cell images are recorded at all; `false` by default.
  public var isEnabled: Bool
  /// The most bytes of PNG one recording's images may hold together: 64 MiB by default, an
  /// eighth of what a reader accepts (512 MiB). Past it, no new image is written and the items
  /// that would have named one are drawn from their labels.
  public var byteBudget: Int
  /// What is hidden before an image is digested or written: nothing by default.
  public var redaction: CellImageRedaction

  /// Creates the capture settings.
  ///
  /// ```swift
  /// let on = CellImageCapture(isEnabled: true, redaction: .blockOut(sections: ["contacts"]))
  /// ```
  public init(
    isEnabled: Bool = false, byteBudget: Int = 64 * 1024 * 1024,
    redaction: CellImageRedaction = .none
  ) {
    self.isEnabled = isEnabled
    self.byteBudget = byteBudget
    self.redaction = redaction
  }
}

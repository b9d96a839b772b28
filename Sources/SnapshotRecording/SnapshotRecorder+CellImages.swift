extension SnapshotRecorder {
  /// What became of a cell image handed to ``recordCellImage(png:size:scale:item:section:)``.
  public enum CellImageOutcome: Hashable, Sendable {
    /// Written (or, in a flight recorder, kept): the item names it from the next apply on.
    case written
    /// An image with the same digest was written before: the item names that one.
    case alreadyWritten
    /// Capture is off, the recorder is closed, or redaction blocks this cell out (or blurs it,
    /// and the bytes handed over could not be blurred): nothing is written, and the item names
    /// no image.
    case notCaptured
    /// The image would take the recording past ``CellImageCapture/byteBudget``: not written,
    /// and the item names no image (it is replayed from its label).
    case overBudget(limit: Int)
  }

  /// Whether and how many cell images are recorded; off by default. Read and set from any
  /// thread.
  ///
  /// ```swift
  /// recorder.cellImageCapture.isEnabled = true
  /// ```
  public var cellImageCapture: CellImageCapture {
    get { state.withLock { $0.cellImageCapture } }
    set { state.withLock { $0.cellImageCapture = newValue } }
  }

  /// Whether cell images are being recorded: what a data source asks before drawing anything.
  public var capturesCellImages: Bool {
    state.withLock { $0.cellImageCapture.isEnabled && !$0.closed && $0.writeError == nil }
  }

  /// The sentence to show when an image did not fit the budget; `nil` while all fit.
  ///
  /// ```swift
  /// recorder.cellImageBudgetMessage
  /// // "cell images stopped at 64 MiB (67108864 bytes of PNG) …"
  /// ```
  public var cellImageBudgetMessage: String? {
    state.withLock { state in
      guard state.cellImages.budgetExceeded else { return nil }
      let limit = state.cellImageCapture.byteBudget
      return "cell images stopped at \(limit) bytes of PNG (CellImageCapture.byteBudget): "
        + "later images were not recorded, and their cells are replayed from their labels; "
        + "raise the budget or capture fewer cells"
    }
  }

  /// Records the pixels of the cell showing `item`: a `cell-image` line the first time these
  /// bytes are seen, and `item` names them in every apply from the next one on.
  ///
  /// Call it after an apply has settled, for each visible cell, with the cell drawn at the
  /// screen's scale. Redaction is enforced here: a cell that ``CellImageCapture/redaction``
  /// blocks out or blurs is refused (`.notCaptured`), since encoded bytes cannot be blurred —
  /// hand a cell to blur to ``recordCellImage(pixels:size:scale:item:section:encodingPNG:)``
  /// instead, which blurs its pixels before they are encoded.
  ///
  /// ```swift
  /// recorder.recordCellImage(
  ///   png: png, size: RecordedSize(width: 358, height: 44), scale: 3, item: "n-1",
  ///   section: "networks")
  /// // {"type":"cell-image","digest":"sha256:…","scale":3,"size":[358,44],"png":"iVBOR…"}
  /// ```
  ///
  /// - Parameters:
  ///   - png: The cell's PNG bytes.
  ///   - size: The cell's size in points.
  ///   - scale: The screen scale it was drawn at.
  ///   - item: The item the cell shows, as recorded.
  ///   - section: The item's section, as recorded (for redaction).
  /// - Returns: What became of the image.
  @discardableResult
  public func recordCellImage(
    png: [UInt8], size: RecordedSize, scale: Double, item: RecordedID, section: RecordedID
  ) -> CellImageOutcome {
    recordCellImage(
      redactedPNG: png, treatment: .asDrawn, size: size, scale: scale, item: item,
      section: section)
  }

  /// Records the pixels of the cell showing `item` after redacting them as
  /// ``CellImageCapture/redaction`` says: a blocked-out cell is not encoded at all, a blurred
  /// one is pixelated (``CellImagePixels/blur(scale:)``) before `encodingPNG` ever sees it.
  /// Then as ``recordCellImage(png:size:scale:item:section:)``: written once per digest, named
  /// by `item` from the next apply on.
  ///
  /// The path a test on Linux takes with pixels it drew, and the one the UIKit capture's blur
  /// shares (the same ``CellImagePixels`` routine, run on the renderer's bitmap).
  ///
  /// ```swift
  /// recorder.cellImageCapture = CellImageCapture(
  ///   isEnabled: true, redaction: .blur(sections: ["contacts"]))
  /// recorder.recordCellImage(
  ///   pixels: drawn, size: RecordedSize(width: 358, height: 44), scale: 3, item: "ada",
  ///   section: "contacts"
  /// ) { try PNGCodec.encode(RasterImage(width: $0.width, height: $0.height, rgba: $0.bytes)) }
  /// // .written: the line holds the blurred cell; the sharp pixels were never encoded
  /// ```
  ///
  /// - Parameters:
  ///   - pixels: The cell as drawn, `size` × `scale` pixels.
  ///   - size: The cell's size in points.
  ///   - scale: The screen scale it was drawn at.
  ///   - item: The item the cell shows, as recorded.
  ///   - section: The item's section, as recorded.
  ///   - encodingPNG: Encodes the (redacted) pixels as a PNG file's bytes.
  /// - Returns: What became of the image.
  /// - Throws: What `encodingPNG` throws; nothing is recorded then.
  @discardableResult
  public func recordCellImage(
    pixels: CellImagePixels, size: RecordedSize, scale: Double, item: RecordedID,
    section: RecordedID, encodingPNG: (CellImagePixels) throws -> [UInt8]
  ) rethrows -> CellImageOutcome {
    let treatment = cellImageCapture.redaction.treatment(of: item, in: section)
    guard capturesCellImages, treatment != .blockedOut else { return forgetImage(of: item) }
    var redacted = pixels
    if treatment == .blurred { redacted.blur(scale: scale) }
    return recordCellImage(
      redactedPNG: try encodingPNG(redacted), treatment: treatment, size: size, scale: scale,
      item: item, section: section)
  }

  /// Takes the item's image away (it is replayed from its label): capture is off, or the cell
  /// is not to be recorded.
  func forgetImage(of item: RecordedID) -> CellImageOutcome {
    state.withLock { _ = $0.cellImages.imageOfItem.removeValue(forKey: item) }
    return .notCaptured
  }

  /// Records an encoded cell image that was redacted as `treatment` says: refused unless that
  /// is at least what the redaction asks now (it may have changed since the cell was drawn).
  ///
  /// - Parameters:
  ///   - png: The PNG bytes, drawn and redacted.
  ///   - treatment: What was done to the pixels before encoding: `.asDrawn` or `.blurred`.
  ///   - size: The cell's size in points.
  ///   - scale: The screen scale it was drawn at.
  ///   - item: The item the cell shows.
  ///   - section: The item's section.
  /// - Returns: What became of the image.
  func recordCellImage(
    redactedPNG png: [UInt8], treatment: CellImageRedaction.Treatment, size: RecordedSize,
    scale: Double, item: RecordedID, section: RecordedID
  ) -> CellImageOutcome {
    let asked = cellImageCapture.redaction.treatment(of: item, in: section)
    guard capturesCellImages, asked != .blockedOut, asked == .asDrawn || treatment == asked
    else { return forgetImage(of: item) }
    // Digested and encoded outside the lock: the costly part runs on the caller's thread.
    let image = CellImageEvent(png: png, size: size, scale: scale)
    let line = RecordingWriter.line(for: image)
    let flight = isFlightRecorder
    return state.withLock { state in
      if state.cellImages.written.contains(image.digest) {
        state.cellImages.imageOfItem[item] = image.digest
        return .alreadyWritten
      }
      let limit = state.cellImageCapture.byteBudget
      let (total, overflow) = state.cellImages.bytes.addingReportingOverflow(png.count)
      guard !overflow, total <= limit else {
        state.cellImages.budgetExceeded = true
        state.cellImages.imageOfItem.removeValue(forKey: item)
        return .overBudget(limit: limit)
      }
      if flight {
        state.cellImages.keptLines[image.digest] = line
      } else {
        guard write(line, state: &state) else { return .notCaptured }
      }
      state.cellImages.bytes = total
      state.cellImages.written.insert(image.digest)
      state.cellImages.imageOfItem[item] = image.digest
      return .written
    }
  }
}

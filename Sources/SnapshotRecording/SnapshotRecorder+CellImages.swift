extension SnapshotRecorder {
  /// What became of a cell image handed to ``recordCellImage(png:size:scale:item:section:)``.
  public enum CellImageOutcome: Hashable, Sendable {
    /// Written (or, in a flight recorder, kept): the item names it from the next apply on.
    case written
    /// An image with the same digest was written before: the item names that one.
    case alreadyWritten
    /// Capture is off, the recorder is closed, or redaction blocks this cell out: nothing is
    /// written, and the item names no image.
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
  /// screen's scale and already redacted as ``CellImageCapture/redaction`` says (a blocked-out
  /// cell is refused here too).
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
    guard capturesCellImages,
      cellImageCapture.redaction.treatment(of: item, in: section) != .blockedOut
    else {
      state.withLock { _ = $0.cellImages.imageOfItem.removeValue(forKey: item) }
      return .notCaptured
    }
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

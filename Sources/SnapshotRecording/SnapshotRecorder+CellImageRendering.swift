#if canImport(UIKit)
  import Foundation
  import SnapshotModel
  import UIKit

  extension SnapshotRecorder {
    /// The most drawn cell images waiting to be encoded, across recorders, before new captures
    /// are skipped: 64 cells of 358 × 44 points at 3× hold about 36 MB of pixels. Past it, the
    /// cells of a settled apply are not drawn, and their items name no image until the queue
    /// drains (a burst of applies faster than PNG encoding cannot grow memory without bound).
    public static let maximumPendingCellImages = 64

    /// Draws each of `cells` as the screen shows it, redacts it, and records it: the capture the
    /// recording data sources run once an apply has settled, when ``capturesCellImages``.
    ///
    /// ```swift
    /// // In an apply's completion, on the main actor:
    /// recorder.recordCellImages(
    ///   of: tableView.visibleCells.compactMap { cell in
    ///     tableView.indexPath(for: cell).map { (indexPath: $0, view: cell as UIView) }
    ///   },
    ///   item: { dataSource.itemIdentifier(for: $0)?.recordedID },
    ///   section: { sections[$0].recordedID })
    /// // later, off the main thread: {"type":"cell-image",…} for each new picture
    /// ```
    ///
    /// On the main actor, in index-path order, for each cell that redaction does not block
    /// out: `UIGraphicsImageRenderer` over the cell's `bounds`, in the format
    /// `UIGraphicsImageRendererFormat(for: cell.traitCollection)` gives (the screen's scale),
    /// limited to the standard 8-bit range; `drawHierarchy(in:afterScreenUpdates: false)` draws
    /// the cell as it is on screen now; a cell to blur is pixelated in the renderer's bitmap
    /// before the renderer makes its image (``CellImagePixels/blur(scale:)``, the routine the
    /// Linux tests run). Then, on one serial background queue: `pngData()`, SHA-256, and
    /// ``recordCellImage(png:size:scale:item:section:)``'s dedup, budget and write, so an
    /// image is named from the first apply recorded after its encoding finished — normally the
    /// next one.
    ///
    /// Why `drawHierarchy` and not `layer.render(in:)`: it renders "a snapshot of the complete
    /// view hierarchy as visible onscreen" (Apple's documentation), whatever drew it, where
    /// `render(in:)` redraws the layer tree on the CPU "directly from the layer tree" and is
    /// known to miss what only the render server composites, such as a visual effect view's
    /// blur (snapshot-testing libraries offer `drawHierarchy` for that reason). With
    /// `afterScreenUpdates: false` it forces no extra layout or commit: the apply has settled. A cell it cannot draw completely (it returns
    /// `false`, as for a cell outside any window) is recorded without an image, never half
    /// drawn.
    ///
    /// **Not run on a device or simulator**: compiled against the signature stubs in
    /// Tests/AppleSurface only (README, "Record in your app"). Cost, estimated and not
    /// measured, per 358 × 44-point cell at 3× (142,000 pixels): on the main actor 1–3 ms to
    /// draw, and for a blurred one the pixelation (0.3 ms of CPU measured on the Linux
    /// development machine, `swiftc -O`); off it 3–8 ms to encode the PNG and under 1 ms to
    /// digest it; about 570 KB of pixels held until encoded.
    ///
    /// - Parameters:
    ///   - cells: The visible cells with their index paths.
    ///   - item: The identifier of the item at an index path, `nil` when none.
    ///   - section: The identifier of the section at an index, `nil` when none.
    @MainActor
    public func recordCellImages(
      of cells: [(indexPath: IndexPath, view: UIView)], item: (IndexPath) -> RecordedID?,
      section: (Int) -> RecordedID?
    ) {
      guard capturesCellImages else { return }
      let redaction = cellImageCapture.redaction
      let ordered = cells.sorted { $0.indexPath < $1.indexPath }
      let admitted = Self.pendingCellImages.withLock { pending in
        guard pending + ordered.count <= Self.maximumPendingCellImages else { return false }
        pending += ordered.count
        return true
      }
      guard admitted else { return }
      var drawn: [DrawnCellImage] = []
      for cell in ordered {
        guard let itemID = item(cell.indexPath), let sectionID = section(cell.indexPath.section)
        else { continue }
        let treatment = redaction.treatment(of: itemID, in: sectionID)
        guard treatment != .blockedOut, let image = Self.draw(cell.view, treatment: treatment)
        else {
          _ = forgetImage(of: itemID)
          continue
        }
        drawn.append(
          DrawnCellImage(
            image: image.image, size: image.size, scale: image.scale, treatment: treatment,
            item: itemID, section: sectionID))
      }
      let reserved = ordered.count
      Self.cellImageEncoding.async { [self, drawn] in
        for cell in drawn {
          guard let png = cell.image.pngData() else {
            _ = forgetImage(of: cell.item)
            continue
          }
          _ = recordCellImage(
            redactedPNG: [UInt8](png), treatment: cell.treatment, size: cell.size,
            scale: cell.scale, item: cell.item, section: cell.section)
        }
        Self.pendingCellImages.withLock { $0 -= reserved }
      }
    }

    /// The one queue every recorder encodes cell images on: serial, so a recording's images
    /// are written in the order their cells were drawn.
    private static let cellImageEncoding = DispatchQueue(
      label: "SnapshotRecording.cellImageEncoding", qos: .utility)

    /// Cells drawn or being drawn and not yet encoded, across recorders.
    private static let pendingCellImages = LockedValue(0)

    /// Draws one cell as the screen shows it, blurred if asked; `nil` when it has no area, is
    /// not drawn completely, or cannot be blurred (then it is not recorded at all).
    @MainActor
    private static func draw(
      _ view: UIView, treatment: CellImageRedaction.Treatment
    ) -> (image: UIImage, size: RecordedSize, scale: Double)? {
      let bounds = view.bounds
      guard bounds.size.width > 0, bounds.size.height > 0 else { return nil }
      let format = UIGraphicsImageRendererFormat(for: view.traitCollection)
      // 8 bits per channel: what the pixelation reads, and all a replay draws.
      format.preferredRange = .standard
      let scale = Double(format.scale)
      let renderer = UIGraphicsImageRenderer(bounds: bounds, format: format)
      var complete = false
      let image = renderer.image { context in
        complete = view.drawHierarchy(in: bounds, afterScreenUpdates: false)
        if complete, treatment == .blurred {
          complete = CellImagePixels.blur(context.cgContext, scale: scale)
        }
      }
      guard complete else { return nil }
      let size = RecordedSize(
        width: Double(bounds.size.width), height: Double(bounds.size.height))
      return (image, size, scale)
    }
  }

  /// A cell drawn on the main actor, waiting for its PNG encoding.
  private struct DrawnCellImage: Sendable {
    let image: UIImage
    let size: RecordedSize
    let scale: Double
    let treatment: CellImageRedaction.Treatment
    let item: RecordedID
    let section: RecordedID
  }

  extension CellImagePixels {
    /// Pixelates a bitmap context in place, as ``blur(scale:)`` does an array: the blur of
    /// the UIKit capture, run before the renderer makes its image.
    ///
    /// - Parameters:
    ///   - context: The renderer's bitmap context, the cell drawn in it.
    ///   - scale: The scale it was drawn at.
    /// - Returns: `false`, with nothing changed, when the context is not a bitmap of four
    ///   8-bit channels (then the cell must not be recorded).
    static func blur(_ context: CGContext, scale: Double) -> Bool {
      guard context.bitsPerComponent == 8, context.bitsPerPixel == 32,
        let data = context.data
      else { return false }
      let (count, overflow) = context.bytesPerRow.multipliedReportingOverflow(
        by: context.height)
      guard !overflow else { return false }
      return pixelate(
        UnsafeMutableRawBufferPointer(start: data, count: count), width: context.width,
        height: context.height, bytesPerRow: context.bytesPerRow,
        blockSide: blurBlockSide(scale: scale))
    }
  }
#endif

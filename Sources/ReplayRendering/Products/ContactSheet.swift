public import Foundation
public import RecordingFormat
public import RecordingValidation
public import ReplayRaster
import SnapshotRecording

/// One thumbnail per apply (or per marker) of a recording, captioned with seq, time and marker
/// text, laid out in a grid: a picture of a whole bug report or demo on one page.
///
/// ```swift
/// let recording = try Recording(contentsOf: URL(fileURLWithPath: "Recordings/wifi-settings.jsonl"))
/// let sheet = try ContactSheet(recording: recording)
/// try sheet.write(to: URL(fileURLWithPath: "sheet.png"))
/// ```
///
/// Each thumbnail is the state settled after its apply, drawn by the same layouts as
/// `snapreplay render` (header hints and `renderOptions` apply; timing options do not, since
/// nothing moves), drawn at the scale that makes it ``thumbnailWidth`` pixels wide: a thumbnail
/// is its frame scaled down, cut at the frame's edges as the frame is.
public struct ContactSheet: Sendable {
  /// What each thumbnail stands for.
  public enum Subject: String, Sendable, CaseIterable {
    /// One thumbnail per apply.
    case applies
    /// One thumbnail per marker, showing the state at that moment.
    case markers
  }

  /// One captioned thumbnail.
  public struct Thumbnail: Hashable, Sendable {
    /// The apply whose settled state it shows.
    public var seq: Int
    /// The recorded time of the apply or marker, in seconds.
    public var time: Double
    /// The marker's text, for a marker sheet.
    public var marker: String?
    /// `seq 3 · 0.25 s`, followed by the marker text when there is one.
    public var caption: String {
      var text = "seq \(seq) · \(NumberText.seconds(time, .millisecondsWithPoint))"
      if let marker { text += " · \(marker)" }
      return text
    }
  }

  /// The thumbnails, in timeline order.
  public let thumbnails: [Thumbnail]
  /// Thumbnails per row.
  public let columns: Int
  /// Width of a thumbnail, in pixels.
  public let thumbnailWidth: Double
  /// The sheet's ground and captions, in pixels (scale 1); ``draw()`` adds the thumbnails.
  public let scene: FrameScene
  /// Each thumbnail's settled scene at the thumbnail's scale, at its cell's corner.
  let inlays: [SceneDrawer.Inlay]

  static let padding = 12.0
  static let captionHeight = 22.0
  static let background = RecordedColor(red: 0xE5, green: 0xE5, blue: 0xEA)

  /// Lays out a sheet of a recording in memory.
  ///
  /// - Parameters:
  ///   - recording: The recording.
  ///   - subject: Thumbnails per apply or per marker.
  ///   - renderOptions: Options that replace the header's hints, as for `snapreplay render`.
  ///   - columns: Thumbnails per row.
  ///   - thumbnailWidth: Width of each thumbnail in pixels.
  /// - Throws: ``ContactSheetError`` for bad options, a thumbnail width that is not a number of
  ///   pixels from 1 to ``PixelSize/maximumDimension``, or nothing to show.
  public init(
    recording: Recording, subject: Subject = .applies,
    renderOptions: RenderOptionOverrides = RenderOptionOverrides(), columns: Int = 4,
    thumbnailWidth: Double = 240
  ) throws(ContactSheetError) {
    try self.init(
      subject: subject, columns: columns, thumbnailWidth: thumbnailWidth,
      renderer: { settling throws(RecordingRenderError) in
        try RecordingRenderer(
          recording: recording, overrides: settling, frameBudget: .unlimited,
          keeping: .everyApply)
      }, settling: renderOptions)
  }

  /// Lays out a sheet of a recording file. A large file is read as a stream twice: once to
  /// schedule the applies, once to build each thumbnail's scene, so memory holds the scenes and
  /// a segment or two, never the recording (see ``ReplaySource`` and
  /// ``RecordingRenderer/init(source:overrides:frameBudget:keeping:cellImageBudget:observing:)``).
  ///
  /// ```swift
  /// let sheet = try ContactSheet(contentsOf: URL(fileURLWithPath: "rec.jsonl"))
  /// ```
  ///
  /// - Parameters:
  ///   - url: The recording file.
  ///   - name: The name diagnostics use; the path by default.
  ///   - subject: Thumbnails per apply or per marker.
  ///   - renderOptions: Options that replace the header's hints, as for `snapreplay render`.
  ///   - columns: Thumbnails per row.
  ///   - thumbnailWidth: Width of each thumbnail in pixels.
  ///   - cellImageBudget: The pixels one cell image may declare (`--max-pixels`) and the
  ///     decoded bytes kept.
  ///   - observe: Called with each validated event, warnings included, in file order.
  /// - Throws: ``ContactSheetError``; a malformed line is
  ///   ``ContactSheetError/rendering(_:)`` of ``RecordingRenderError/recording(_:)``.
  public init(
    contentsOf url: URL, name: String? = nil, subject: Subject = .applies,
    renderOptions: RenderOptionOverrides = RenderOptionOverrides(), columns: Int = 4,
    thumbnailWidth: Double = 240, cellImageBudget: CellImageBudget = .default,
    observing observe: (ValidatedEvent) -> Void = { _ in }
  ) throws(ContactSheetError) {
    try self.init(
      subject: subject, columns: columns, thumbnailWidth: thumbnailWidth,
      renderer: { settling throws(RecordingRenderError) in
        try RecordingRenderer(
          contentsOf: url, name: name, overrides: settling, frameBudget: .unlimited,
          keeping: .everyApply, cellImageBudget: cellImageBudget, observing: observe)
      }, settling: renderOptions)
  }

  private init(
    subject: Subject, columns: Int, thumbnailWidth: Double,
    renderer: (RenderOptionOverrides) throws(RecordingRenderError) -> RecordingRenderer,
    settling renderOptions: RenderOptionOverrides
  ) throws(ContactSheetError) {
    guard thumbnailWidth.isFinite, thumbnailWidth >= 1,
      thumbnailWidth <= Double(PixelSize.maximumDimension)
    else { throw .invalidThumbnailWidth(thumbnailWidth) }
    let settled: RecordingRenderer
    do {
      settled = try renderer(Self.settling(renderOptions))
    } catch {
      throw .rendering(error)
    }
    let items = try Self.settledScenes(of: settled, subject: subject)
    self.thumbnails = items.map(\.thumbnail)
    self.columns = max(1, min(columns, items.count))
    self.thumbnailWidth = thumbnailWidth
    (self.scene, self.inlays) = Self.layOut(
      items.map { (caption: $0.thumbnail.caption, scene: $0.scene) }, columns: self.columns,
      thumbnailWidth: thumbnailWidth)
  }

  /// Every apply as a cut, one after another: on the recorded timeline an apply can start
  /// before the previous one has settled, so that state would never be on screen.
  static func settling(_ renderOptions: RenderOptionOverrides) -> RenderOptionOverrides {
    var settling = renderOptions
    settling.timing = .sequential
    settling.duration = 0
    return settling
  }

  /// Each thumbnail of a recording in memory with the full-size scene it shows.
  static func settledScenes(
    of recording: Recording, subject: Subject, renderOptions: RenderOptionOverrides
  ) throws(ContactSheetError) -> [(thumbnail: Thumbnail, scene: FrameScene)] {
    let settled: RecordingRenderer
    do {
      settled = try RecordingRenderer(
        recording: recording, overrides: settling(renderOptions), frameBudget: .unlimited,
        keeping: .everyApply)
    } catch {
      throw .rendering(error)
    }
    return try settledScenes(of: settled, subject: subject)
  }

  /// Each thumbnail with the full-size scene it shows: the state settled after its apply.
  static func settledScenes(
    of renderer: RecordingRenderer, subject: Subject
  ) throws(ContactSheetError) -> [(thumbnail: Thumbnail, scene: FrameScene)] {
    let timeline = renderer.timeline
    var endOfApply: [Int: Double] = [:]
    for scheduled in timeline.schedule { endOfApply[scheduled.seq] = scheduled.end }
    // Applies that the timeline shows, with their recorded times, in order.
    let applies = renderer.recordedApplies.filter { endOfApply[$0.seq] != nil }
    var thumbnails: [(Thumbnail, Double)] = []
    switch subject {
    case .applies:
      for apply in applies {
        guard let end = endOfApply[apply.seq] else { continue }
        thumbnails.append((Thumbnail(seq: apply.seq, time: apply.time), end))
      }
    case .markers:
      // A marker shows the state after the last apply recorded at or before it: an app often
      // writes its note just before the apply it describes, at the same time.
      for marker in renderer.recordedMarkers {
        guard let apply = applies.last(where: { $0.time <= marker.time }),
          let end = endOfApply[apply.seq]
        else { continue }
        thumbnails.append((Thumbnail(seq: apply.seq, time: marker.time, marker: marker.label), end))
      }
    }
    guard !thumbnails.isEmpty else { throw .nothingToShow(subject) }
    do {
      return try thumbnails.map { shown throws(RecordingError) in
        (thumbnail: shown.0, scene: try renderer.frames.frame(atTime: shown.1).scene)
      }
    } catch {
      throw .rendering(.recording(error))
    }
  }

  /// Draws the sheet and writes it as a compact PNG, atomically (a temporary file, then a
  /// rename).
  ///
  /// - Parameters:
  ///   - url: The PNG file to write.
  ///   - memoryBudget: What the sheet's canvas may take; checked before it is allocated.
  /// - Throws: ``RenderingError`` when the canvas is invalid or drawing fails,
  ///   ``FrameOutputError/canvasOverMemoryBudget(canvas:bytesPerWorker:budget:)`` when the
  ///   canvas exceeds the budget, `PNGCodecError` when writing fails.
  public func write(to url: URL, memoryBudget: CanvasMemoryBudget = .default) throws {
    _ = try memoryBudget.workerCount(for: PixelSize(of: scene), requested: 1)
    try PNGCodec.write(draw(), to: url, compression: .compact)
  }

  /// Draws the sheet: its ground and captions, and each thumbnail exactly as its frame draws
  /// at the thumbnail's scale (text, insets, accessories and bars all in proportion).
  ///
  /// ```swift
  /// let image = try sheet.draw()
  /// print(image.width)  // 12 + columns × (thumbnailWidth + 12)
  /// ```
  ///
  /// - Returns: The sheet's pixels, straight-alpha RGBA.
  /// - Throws: ``RenderingError`` when a canvas is invalid or drawing fails.
  public func draw() throws(RenderingError) -> RasterImage {
    try SceneDrawer().draw(scene, inlays: inlays)
  }

  /// Places each thumbnail in its cell of the sheet and adds its caption: the sheet's scene
  /// holds the captions, and each thumbnail is its scene at the thumbnail's scale, drawn in
  /// whole pixels at its cell's corner.
  static func layOut(
    _ items: [(caption: String, scene: FrameScene)], columns: Int, thumbnailWidth: Double
  ) -> (scene: FrameScene, inlays: [SceneDrawer.Inlay]) {
    let source = items.first?.scene.size ?? SceneSize(width: 1, height: 1)
    let factor = thumbnailWidth / source.width
    // Whole pixels, as PixelSize rounds the thumbnail's canvas, so cells line up with it.
    let cellWidth = (source.width * factor).rounded()
    let thumbnailHeight = (source.height * factor).rounded()
    let rows = (items.count + columns - 1) / columns
    let cellHeight = thumbnailHeight + captionHeight
    let size = SceneSize(
      width: padding + Double(columns) * (cellWidth + padding),
      height: padding + Double(rows) * (cellHeight + padding))
    let cell = PixelSize(width: Int(cellWidth), height: Int(thumbnailHeight))
    var captions: [SceneElement] = []
    var inlays: [SceneDrawer.Inlay] = []
    for (index, item) in items.enumerated() {
      let origin = (
        x: padding + Double(index % columns) * (cellWidth + padding),
        y: padding + Double(index / columns) * (cellHeight + padding)
      )
      var thumbnail = item.scene
      thumbnail.scale = factor
      // Cut to the cell: a scene larger than the first would otherwise reach its neighbours.
      inlays.append(
        SceneDrawer.Inlay(
          scene: thumbnail, x: Int(origin.x), y: Int(origin.y), size: cell))
      captions.append(
        SceneElement(
          kind: .caption,
          frame: SceneRect(
            x: origin.x, y: origin.y + thumbnailHeight, width: cellWidth,
            height: captionHeight),
          fill: nil, label: item.caption, fontSize: 12))
    }
    return (FrameScene(size: size, scale: 1, background: background, elements: captions), inlays)
  }
}

/// Why a contact sheet could not be made.
public enum ContactSheetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The recording could not be rendered with these options.
  case rendering(RecordingRenderError)
  /// No apply (or no marker) in the chosen range.
  case nothingToShow(ContactSheet.Subject)
  /// The thumbnail width is not a number of pixels from 1 to ``PixelSize/maximumDimension``.
  case invalidThumbnailWidth(Double)

  /// One sentence naming the problem.
  public var description: String {
    switch self {
    case .rendering(let error): "\(error)"
    case .nothingToShow(.markers): "the recording has no marker after an apply to show"
    case .nothingToShow(.applies): "the recording has no apply to show"
    case .invalidThumbnailWidth(let width):
      "the thumbnail width \(width) is not a number of pixels from 1 to "
        + "\(PixelSize.maximumDimension)"
    }
  }
}

public import Foundation
public import RecordingFormat
import ReplayRaster
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
/// nothing moves), scaled to ``thumbnailWidth``.
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
      var text = "seq \(seq) · \(Self.seconds(time)) s"
      if let marker { text += " · \(marker)" }
      return text
    }

    static func seconds(_ time: Double) -> String {
      let rounded = (time * 1000).rounded() / 1000
      return rounded == rounded.rounded() ? String(format: "%.1f", rounded) : "\(rounded)"
    }
  }

  /// The thumbnails, in timeline order.
  public let thumbnails: [Thumbnail]
  /// Thumbnails per row.
  public let columns: Int
  /// Width of a thumbnail, in pixels.
  public let thumbnailWidth: Double
  /// The whole sheet, ready to draw.
  public let scene: FrameScene

  static let padding = 12.0
  static let captionHeight = 22.0
  static let background = RecordedColor(red: 0xE5, green: 0xE5, blue: 0xEA)

  /// Lays out a sheet.
  ///
  /// - Parameters:
  ///   - recording: The recording.
  ///   - subject: Thumbnails per apply or per marker.
  ///   - renderOptions: Options that replace the header's hints, as for `snapreplay render`.
  ///   - columns: Thumbnails per row.
  ///   - thumbnailWidth: Width of each thumbnail in pixels.
  /// - Throws: ``ContactSheetError`` for bad options or nothing to show.
  public init(
    recording: Recording, subject: Subject = .applies,
    renderOptions: RenderOptionOverrides = RenderOptionOverrides(), columns: Int = 4,
    thumbnailWidth: Double = 240
  ) throws(ContactSheetError) {
    let items = try Self.settledScenes(
      of: recording, subject: subject, renderOptions: renderOptions)
    self.thumbnails = items.map(\.thumbnail)
    self.columns = max(1, min(columns, items.count))
    self.thumbnailWidth = thumbnailWidth
    self.scene = Self.layOut(
      items.map { (caption: $0.thumbnail.caption, scene: $0.scene) }, columns: self.columns,
      thumbnailWidth: thumbnailWidth)
  }

  /// Each thumbnail with the full-size scene it shows: the state settled after its apply.
  static func settledScenes(
    of recording: Recording, subject: Subject, renderOptions: RenderOptionOverrides
  ) throws(ContactSheetError) -> [(thumbnail: Thumbnail, scene: FrameScene)] {
    // Every apply as a cut, one after another: on the recorded timeline an apply can start
    // before the previous one has settled, so that state would never be on screen.
    var settling = renderOptions
    settling.timing = .sequential
    settling.duration = 0
    let timeline: FrameTimeline
    do {
      timeline = try RecordingRenderer(
        recording: recording, overrides: settling, frameBudget: .unlimited, keeping: .everyApply
      ).timeline
    } catch {
      throw .rendering(error)
    }
    var endOfApply: [Int: Double] = [:]
    for scheduled in timeline.schedule { endOfApply[scheduled.seq] = scheduled.end }
    // Applies that the timeline shows, with their recorded times, in order.
    let applies = recording.applies.filter { endOfApply[$0.seq] != nil }
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
      for marker in recording.markers {
        guard let apply = applies.last(where: { $0.time <= marker.time }),
          let end = endOfApply[apply.seq]
        else { continue }
        thumbnails.append((Thumbnail(seq: apply.seq, time: marker.time, marker: marker.label), end))
      }
    }
    guard !thumbnails.isEmpty else { throw .nothingToShow(subject) }
    return thumbnails.map { (thumbnail: $0.0, scene: timeline.frame(atTime: $0.1).scene) }
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
    try PNGCodec.write(SceneDrawer().draw(scene), to: url, compression: .compact)
  }

  /// Scales each thumbnail's elements into its cell of the sheet and adds its caption.
  static func layOut(
    _ items: [(caption: String, scene: FrameScene)], columns: Int, thumbnailWidth: Double
  ) -> FrameScene {
    let source = items.first?.scene.size ?? SceneSize(width: 1, height: 1)
    let factor = thumbnailWidth / source.width
    let thumbnailHeight = (source.height * factor).rounded()
    let rows = (items.count + columns - 1) / columns
    let cellHeight = thumbnailHeight + captionHeight
    let size = SceneSize(
      width: padding + Double(columns) * (thumbnailWidth + padding),
      height: padding + Double(rows) * (cellHeight + padding))
    var elements: [SceneElement] = []
    for (index, item) in items.enumerated() {
      let origin = (
        x: padding + Double(index % columns) * (thumbnailWidth + padding),
        y: padding + Double(index / columns) * (cellHeight + padding)
      )
      let canvas = SceneRect(
        x: origin.x, y: origin.y, width: thumbnailWidth, height: thumbnailHeight)
      elements.append(SceneElement(kind: .backdrop, frame: canvas, fill: item.scene.background))
      for element in item.scene.elements {
        guard let placed = Self.place(element, factor: factor, in: canvas) else { continue }
        elements.append(placed)
      }
      elements.append(
        SceneElement(
          kind: .caption,
          frame: SceneRect(
            x: origin.x, y: origin.y + thumbnailHeight, width: thumbnailWidth,
            height: captionHeight),
          fill: nil, label: item.caption, fontSize: 12))
    }
    return FrameScene(size: size, scale: 1, background: background, elements: elements)
  }

  /// The element scaled by `factor` and moved into `canvas`; fills are cropped to the canvas,
  /// text is dropped when the element does not fit whole, so nothing spills into a neighbour.
  static func place(_ element: SceneElement, factor: Double, in canvas: SceneRect) -> SceneElement?
  {
    var placed = element
    let frame = SceneRect(
      x: canvas.x + element.frame.x * factor, y: canvas.y + element.frame.y * factor,
      width: element.frame.width * factor, height: element.frame.height * factor)
    let fits =
      frame.x >= canvas.x && frame.y >= canvas.y
      && frame.x + frame.width <= canvas.x + canvas.width
      && frame.y + frame.height <= canvas.y + canvas.height
    if fits {
      placed.frame = frame
    } else {
      let left = max(frame.x, canvas.x)
      let top = max(frame.y, canvas.y)
      let right = min(frame.x + frame.width, canvas.x + canvas.width)
      let bottom = min(frame.y + frame.height, canvas.y + canvas.height)
      guard right > left, bottom > top else { return nil }
      placed.frame = SceneRect(x: left, y: top, width: right - left, height: bottom - top)
      placed.label = nil
      placed.detail = nil
      placed.subtitle = nil
      placed.accessory = nil
    }
    placed.cornerRadius = element.cornerRadius * factor
    placed.fontSize = element.fontSize * factor
    placed.subtitleFontSize = element.subtitleFontSize * factor
    placed.metricsScale = element.metricsScale * factor
    placed.indentation = element.indentation * factor
    // A row's group is scaled with it, so the row stays inside its (smaller) rounded group.
    placed.clip = element.clip.map { clip in
      SceneClip(
        frame: SceneRect(
          x: canvas.x + clip.frame.x * factor, y: canvas.y + clip.frame.y * factor,
          width: clip.frame.width * factor, height: clip.frame.height * factor),
        cornerRadius: clip.cornerRadius * factor)
    }
    return placed
  }
}

/// Why a contact sheet could not be made.
public enum ContactSheetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The recording could not be rendered with these options.
  case rendering(RecordingRenderError)
  /// No apply (or no marker) in the chosen range.
  case nothingToShow(ContactSheet.Subject)

  /// One sentence naming the problem.
  public var description: String {
    switch self {
    case .rendering(let error): "\(error)"
    case .nothingToShow(.markers): "the recording has no marker after an apply to show"
    case .nothingToShow(.applies): "the recording has no apply to show"
    }
  }
}

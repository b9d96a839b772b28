public import Foundation
import RecordingFormat
public import ReplayRaster
public import ReplayRendering

extension ReplayImage {
  /// The most frames one image may hold unless the caller allows more.
  public static let defaultMaximumFrames = 100

  /// Renders the selected moments of a recording with Cairo — the frames `snapreplay render`
  /// writes at those times — and puts them in one image.
  ///
  /// Never throws: a recording that cannot be read or rendered, a selection outside it or more
  /// frames than `maximumFrames` give an image with a ``problem``, which the strategy reports
  /// as the test's failure.
  ///
  /// ```swift
  /// let image = ReplayImage.draw(
  ///   recording: URL(fileURLWithPath: "Recordings/insertion-sort.jsonl"),
  ///   selection: .frame(seq: 2, progress: 0.5), options: RenderOptionOverrides { $0.scale = 0.5 })
  /// print(image.frames.map(\.keyframe.label))  // ["seq 2 · 50%"]
  /// ```
  ///
  /// - Parameters:
  ///   - recording: The recording file.
  ///   - selection: The moments to draw.
  ///   - options: Render options that replace the recording header's hints (`scale` keeps
  ///     references small; `fromSeq`/`toSeq` narrow the applies).
  ///   - columns: Keyframes in a row; at least 1.
  ///   - maximumFrames: The most frames the image may hold.
  ///   - ignoringItems: Items whose cells are masked in every frame, wherever each cell is
  ///     (see ``mask(_:)``), as `verify --ignore-item` masks them.
  ///   - ignoringRects: Rectangles of every frame, in its pixels, that are masked.
  /// - Returns: The frames in one image, or the reason there are none.
  /// - Complexity: O(k · p) for k frames of p pixels each, after laying out the recording.
  public static func draw(
    recording: URL, selection: ReplayFrameSelection,
    options: RenderOptionOverrides = RenderOptionOverrides(), columns: Int = 4,
    maximumFrames: Int = defaultMaximumFrames, ignoringItems: [String] = [],
    ignoringRects: [PixelRect] = []
  ) -> ReplayImage {
    let name = recording.lastPathComponent
    guard columns >= 1 else {
      return ReplayImage(problem: "columns must be 1 or more, not \(columns)")
    }
    let renderer: RecordingRenderer
    do {
      let parsed = try Recording(contentsOf: recording)
      renderer = try RecordingRenderer(recording: parsed, overrides: options, keeping: .everyApply)
    } catch {
      return ReplayImage(problem: "\(name) could not be rendered: \(error)")
    }
    let times: [Double]
    switch selection.moments(in: renderer.timeline.schedule) {
    case .success(let found): times = found
    case .failure(let problem): return ReplayImage(problem: "\(name): \(problem.reason)")
    }
    guard times.count <= maximumFrames else {
      return ReplayImage(
        problem:
          "\(name): the selection holds \(times.count) frames, more than the most of "
          + "\(maximumFrames); narrow it with fromSeq/toSeq or pass a larger maximumFrames")
    }
    do {
      let drawer = try SceneDrawer()
      var sheet: KeyframeSheet?
      var masks: [[PixelRect]] = []
      for time in times {
        // The timeline says which apply a moment shows and how far along: the seq and
        // progress `manifest.json` gives a frame at that time.
        let frame = renderer.timeline.frame(atTime: time)
        let image = try drawer.draw(frame.scene)
        masks.append(
          Self.keyframeMasks(
            items: ignoringItems, rects: ignoringRects, at: time, in: renderer.timeline,
            scale: renderer.options.scale
          ).compactMap { $0.clamped(to: image.size) })
        // Every frame has the canvas's size: the first one sizes the sheet, checked against
        // the pixel limit before any other frame is drawn.
        if sheet == nil {
          sheet = try KeyframeSheet(frameSize: image.size, count: times.count, columns: columns)
        }
        // A timeline's frame always names the apply it shows.
        sheet?.add(
          image,
          showing: ReplayKeyframe(seq: frame.seq ?? 0, progress: frame.progress, time: time))
      }
      guard let sheet else { return ReplayImage(problem: "\(name): the selection names no frame") }
      var drawn = sheet.image
      for (frame, rects) in zip(drawn.frames, masks) {
        drawn.mask(
          rects.map {
            PixelRect(x: $0.x + frame.x, y: $0.y + frame.y, width: $0.width, height: $0.height)
          })
      }
      return drawn
    } catch let error as RenderingError {
      return ReplayImage(problem: "\(name) could not be drawn: \(error)")
    } catch let error as ReplayDrawingProblem {
      return ReplayImage(problem: "\(name): \(error.reason)")
    } catch {
      return ReplayImage(problem: "\(name): \(error)")
    }
  }
}

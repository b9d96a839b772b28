public import Foundation
import RecordingFormat
import ReplayRaster
public import ReplayRendering
import SnapshotRecording

extension ReplayImage {
  /// The most frames one image may hold unless the caller allows more.
  public static let defaultMaximumFrames = 100
  /// The gap between keyframes, in pixels.
  static let gap = 4
  /// The ground between keyframes: a mid grey that no list or grid background uses.
  static let ground = RecordedColor(red: 0x80, green: 0x80, blue: 0x80)

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
  ///   selection: .frame(seq: 2, progress: 0.5), options: RenderOptionOverrides(scale: 0.5))
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
  /// - Returns: The frames in one image, or the reason there are none.
  /// - Complexity: O(k · p) for k frames of p pixels each, after laying out the recording.
  public static func draw(
    recording: URL, selection: ReplayFrameSelection,
    options: RenderOptionOverrides = RenderOptionOverrides(), columns: Int = 4,
    maximumFrames: Int = defaultMaximumFrames
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
    switch Self.moments(of: selection, in: renderer.timeline.schedule) {
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
      var keyframes: [ReplayKeyframe] = []
      var images: [RasterImage] = []
      for time in times {
        // The timeline says which apply a moment shows and how far along: the seq and
        // progress `manifest.json` gives a frame at that time.
        let frame = renderer.timeline.frame(atTime: time)
        keyframes.append(ReplayKeyframe(seq: frame.seq, progress: frame.progress, time: time))
        images.append(try drawer.draw(frame.scene))
      }
      return try tiled(images, keyframes: keyframes, columns: columns)
    } catch let error as RenderingError {
      return ReplayImage(problem: "\(name) could not be drawn: \(error)")
    } catch {
      return ReplayImage(problem: "\(name): \(error)")
    }
  }

  /// Why a selection names no moment of the replay.
  struct SelectionProblem: Error {
    var reason: String
  }

  /// The moments, in output seconds, that a selection names on a timeline's schedule: in time
  /// order, each once.
  static func moments(
    of selection: ReplayFrameSelection, in schedule: [ScheduledApply]
  ) -> Result<[Double], SelectionProblem> {
    switch selection {
    case .frame(let seq, let progress):
      guard progress.isFinite, (0...1).contains(progress) else {
        return .failure(SelectionProblem(reason: "progress \(progress) is outside 0…1"))
      }
      guard let apply = schedule.first(where: { $0.seq == seq }) else {
        let seqs = schedule.map(\.seq)
        let range = seqs.isEmpty ? "none" : "\(seqs[0])…\(seqs[seqs.count - 1])"
        return .failure(
          SelectionProblem(reason: "seq \(seq) is not among the rendered applies (\(range))"))
      }
      return .success([apply.start + progress * apply.duration])
    case .keyframes(let points):
      if let bad = points.first(where: { !($0.isFinite && $0 > 0 && $0 < 1) }) {
        return .failure(
          SelectionProblem(
            reason: "keyframe progress \(bad) is not strictly between 0 and 1 "
              + "(each apply's start and end are always drawn)"))
      }
      var times: [Double] = []
      for (index, apply) in schedule.enumerated() {
        // A cut (no duration) is one moment.
        let progresses = apply.duration > 0 ? [0] + points + [1] : [1]
        // A transition that the next apply interrupts (recorded timing) ends where that one
        // starts: its later moments are the next apply's, and that start is drawn.
        let next = index + 1 < schedule.count ? schedule[index + 1].start : .infinity
        times += progresses.map { apply.start + $0 * apply.duration }
          .filter { $0 == apply.start || $0 < next }
      }
      times.sort()
      // The previous apply's end is often the next one's start: the same moment, drawn once.
      var distinct: [Double] = []
      for time in times where distinct.last.map({ time - $0 > 1e-9 }) ?? true {
        distinct.append(time)
      }
      return .success(distinct)
    }
  }

  /// Puts equally sized frames in rows of `columns`, `gap` pixels apart on the grey ground.
  static func tiled(
    _ images: [RasterImage], keyframes: [ReplayKeyframe], columns: Int
  ) throws(SelectionProblem) -> ReplayImage {
    guard let first = images.first else {
      throw SelectionProblem(reason: "the selection names no frame")
    }
    if images.count == 1 {
      return ReplayImage(
        pixels: first, frames: [Frame(keyframe: keyframes[0], x: 0, y: 0, size: first.size)])
    }
    let size = first.size
    let across = min(columns, images.count)
    let down = (images.count + across - 1) / across
    let (width, widthOverflow) = (size.width + gap).multipliedReportingOverflow(by: across)
    let (height, heightOverflow) = (size.height + gap).multipliedReportingOverflow(by: down)
    let (pixelCount, countOverflow) = (width - gap).multipliedReportingOverflow(by: height - gap)
    guard !widthOverflow, !heightOverflow, !countOverflow,
      pixelCount <= PNGCodec.defaultMaximumPixels
    else {
      throw SelectionProblem(
        reason:
          "\(images.count) frames of \(size) pixels make an image larger than "
          + "\(PNGCodec.defaultMaximumPixels) pixels; lower the scale or select fewer frames")
    }
    let ground = RasterImage(width: width - gap, height: height - gap, filledWith: ground)
    var pixels = ground.rgba
    var frames: [Frame] = []
    for (index, image) in images.enumerated() {
      let x = (index % across) * (size.width + gap)
      let y = (index / across) * (size.height + gap)
      let rowBytes = image.width * 4
      for row in 0..<image.height {
        let from = row * rowBytes
        let to = ((y + row) * ground.width + x) * 4
        pixels.replaceSubrange(to..<(to + rowBytes), with: image.rgba[from..<(from + rowBytes)])
      }
      frames.append(Frame(keyframe: keyframes[index], x: x, y: y, size: image.size))
    }
    return ReplayImage(
      pixels: RasterImage(width: ground.width, height: ground.height, rgba: pixels),
      frames: frames)
  }
}

extension RasterImage {
  /// The rectangle (`x`, `y`, `size`) as an image of its own; the caller keeps it inside.
  func cropped(x: Int, y: Int, size: PixelSize) -> RasterImage {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(size.pixelCount * 4)
    for row in y..<(y + size.height) {
      let from = (row * width + x) * 4
      pixels.append(contentsOf: rgba[from..<(from + size.width * 4)])
    }
    return RasterImage(width: size.width, height: size.height, rgba: pixels)
  }
}

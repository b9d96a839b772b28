public import Foundation
import ReplayRaster
public import ReplayRendering
import SnapshotModel

/// A report's frames: the renderer's Cairo frames, PNG-encoded, each distinct picture once.
///
/// Held frames (idle stretches, the final hold) repeat one picture many times; a report keeps
/// one PNG per distinct picture, by its bytes (the encoder is deterministic, so equal pixels
/// give equal bytes), and a table from frame to picture.
///
/// ```swift
/// let frames = try ReportFrames(drawing: renderer)
/// print(frames.images.count, frames.imageOfFrame.count)  // 96 310
/// ```
public struct ReportFrames: Sendable {
  /// The distinct PNG files, in order of first appearance.
  public var images: [[UInt8]]
  /// For each frame, its index in ``images``.
  public var imageOfFrame: [Int]

  /// Creates frames from encoded pictures.
  ///
  /// - Parameters:
  ///   - images: The distinct PNG files.
  ///   - imageOfFrame: For each frame, its picture.
  public init(images: [[UInt8]], imageOfFrame: [Int]) {
    self.images = images
    self.imageOfFrame = imageOfFrame
  }

  /// Draws every frame of `renderer` in memory, encodes each run of equal frames once and
  /// keeps each distinct picture once.
  ///
  /// - Parameters:
  ///   - renderer: What to draw.
  ///   - workerCount: Threads drawing and encoding.
  ///   - memoryBudget: What the workers' canvases may take together.
  ///   - byteBudget: The most bytes the distinct PNGs may take; past it, no more are kept.
  ///   - progress: Called as frames are done, from worker threads, one call at a time.
  /// - Throws: ``ReportError/rendering(_:)`` when a frame cannot be drawn or encoded,
  ///   ``ReportError/overBudget(what:)`` past `byteBudget`.
  /// - Complexity: O(f · w · h) for f frames of w × h pixels; memory holds the distinct PNGs.
  public init(
    drawing renderer: RecordingRenderer,
    workerCount: Int = ProcessInfo.processInfo.activeProcessorCount,
    memoryBudget: CanvasMemoryBudget = .default,
    byteBudget: Int = ReportBudget.default.frameBytes,
    progress: (@Sendable (FrameProgress) -> Void)? = nil
  ) throws(ReportError) {
    let collected = EncodedRuns(
      total: renderer.timeline.frameCount, byteBudget: byteBudget, progress: progress)
    do throws(RecordingRenderError) {
      try renderer.draw(workerCount: workerCount, memoryBudget: memoryBudget) {
        frames, image throws(FrameOutputError) in
        let bytes: [UInt8]
        do throws(PNGCodecError) {
          bytes = try PNGCodec.encode(image, compression: .compact)
        } catch {
          throw .encoding(frame: frames.lowerBound, error)
        }
        collected.add(frames, bytes)
      }
    } catch {
      throw .rendering(error)
    }
    if let kept = collected.exceeded {
      throw .overBudget(
        what: "more than \(byteBudget) bytes of frames (\(kept) bytes after "
          + "\(collected.completedFrames) of \(renderer.timeline.frameCount) frames)")
    }
    var images: [[UInt8]] = []
    var numbers: [[UInt8]: Int] = [:]
    var imageOfFrame = [Int](repeating: 0, count: renderer.timeline.frameCount)
    for (frames, bytes) in collected.sorted() {
      let number: Int
      if let known = numbers[bytes] {
        number = known
      } else {
        number = images.count
        numbers[bytes] = number
        images.append(bytes)
      }
      for frame in frames where frame < imageOfFrame.count { imageOfFrame[frame] = number }
    }
    self.init(images: images, imageOfFrame: imageOfFrame)
  }

  /// The total size of the distinct PNGs, in bytes.
  public var byteCount: Int { images.reduce(0) { $0 + $1.count } }
}

/// The runs the drawing threads hand over, collected under a lock.
private final class EncodedRuns: Sendable {
  /// What the threads have handed over; its lock also serialises calls to `progress`.
  private struct State {
    var runs: [(Range<Int>, [UInt8])] = []
    var completed = 0
    var keptBytes = 0
    var overBudget = false
  }

  private let state = LockedValue(State())
  private let total: Int
  private let byteBudget: Int
  private let progress: (@Sendable (FrameProgress) -> Void)?
  private let start = ContinuousClock.now

  init(total: Int, byteBudget: Int, progress: (@Sendable (FrameProgress) -> Void)?) {
    self.total = total
    self.byteBudget = byteBudget
    self.progress = progress
  }

  /// The bytes kept when the budget ran out, or `nil` while it holds.
  var exceeded: Int? {
    state.withLock { $0.overBudget ? $0.keptBytes : nil }
  }

  /// The frames handed over so far.
  var completedFrames: Int {
    state.withLock { $0.completed }
  }

  /// Keeps a run's PNG, unless the budget has run out: then nothing more is kept (the drawing
  /// goes on to its end, but memory stays bounded) and ``exceeded`` says so.
  func add(_ frames: Range<Int>, _ bytes: [UInt8]) {
    state.withLock { state in
      state.completed += frames.count
      if !state.overBudget {
        // Equal runs are kept once in the end, but each counts here: the budget bounds memory
        // while drawing, before duplicates are known.
        state.keptBytes += bytes.count
        if state.keptBytes > byteBudget {
          state.overBudget = true
          state.runs = []
        } else {
          state.runs.append((frames, bytes))
        }
      }
      guard let progress else { return }
      let elapsed = ContinuousClock.now - start
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      progress(FrameProgress(completed: state.completed, total: total, elapsed: seconds))
    }
  }

  /// The runs in frame order: the order pictures are numbered in, whatever order the threads
  /// finished in.
  func sorted() -> [(Range<Int>, [UInt8])] {
    state.withLock { state in state.runs.sorted { $0.0.lowerBound < $1.0.lowerBound } }
  }
}

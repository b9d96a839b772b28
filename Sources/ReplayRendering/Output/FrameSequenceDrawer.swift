public import Foundation
public import ReplayRaster
import SnapshotModel

/// Draws a sequence of ``FrameScene``s into images on several threads and hands each image to
/// the caller, writing nothing: the engine under ``FrameSequenceRenderer``, which encodes and
/// writes the images, and what verification uses to compare frames in memory.
///
/// Workers draw in parallel, one ``SceneDrawer`` each, holding one image each, so memory stays
/// bounded whatever the frame count; the workers' canvases together stay within a
/// ``CanvasMemoryBudget``, fewer workers drawing when large canvases would not fit. Consecutive
/// equal scenes (holds) are drawn once and handed over as one run of frames.
///
/// ```swift
/// let drawer = try FrameSequenceDrawer(frameCount: 3) { index in scenes[index] }
/// try drawer.draw { frames, image in
///   print(frames, image.size)  // 0..<2 660×460, then 2..<3 660×460, from worker threads
/// }
/// ```
public struct FrameSequenceDrawer: Sendable {
  /// How many frames there are.
  public let frameCount: Int
  /// The number of the first frame: 0, or where a shard's frames start. Scenes are asked for,
  /// runs handed over and errors named by these numbers, the ones in the frames' file names.
  let firstFrame: Int
  /// The first frame's pixel size; every frame must have it.
  public let canvas: PixelSize
  /// The first frame's scale (pixels per point).
  public let scale: Double
  /// How many frames are drawn at once: the workers asked for, fewer when their canvases would
  /// exceed the memory budget or there are fewer frames; at least 1.
  public var workerCount: Int

  private let firstScene: FrameScene
  private let scene: @Sendable (Int) throws(FrameOutputError) -> FrameScene

  /// Prepares a sequence: fetches frame 0's scene, checks its canvas and chooses how many
  /// workers fit the memory budget, drawing nothing yet.
  ///
  /// ```swift
  /// let drawer = try FrameSequenceDrawer(frameCount: timeline.frameCount) {
  ///   timeline.frame(at: $0).scene
  /// }
  /// print(drawer.canvas)  // 660×460
  /// ```
  ///
  /// - Parameters:
  ///   - frameCount: How many frames; at least 1.
  ///   - workerCount: Threads drawing at once; the number of active cores by default.
  ///   - memoryBudget: What the workers' canvases may take together.
  ///   - bytesPerPixel: What each worker holds per canvas pixel; more than
  ///     ``CanvasMemoryBudget/drawingBytesPerPixel`` when `draw`'s body keeps images of its own.
  ///   - scene: The scene of a frame. Called for frame 0 now and, while drawing, once per frame
  ///     in frame order, never concurrently; every scene must have frame 0's pixel size. What
  ///     it throws stops the drawing and is thrown.
  /// - Throws: ``FrameOutputError/noFrames``, ``FrameOutputError/rendering(frame:_:)`` when
  ///   frame 0's canvas is invalid or past the 32,767 px limit, or
  ///   ``FrameOutputError/canvasOverMemoryBudget(canvas:bytesPerWorker:budget:)`` when one
  ///   worker's canvas exceeds the budget.
  public init(
    frameCount: Int, workerCount: Int = ProcessInfo.processInfo.activeProcessorCount,
    memoryBudget: CanvasMemoryBudget = .default,
    bytesPerPixel: Int = CanvasMemoryBudget.drawingBytesPerPixel,
    scene: @escaping @Sendable (Int) throws(FrameOutputError) -> FrameScene
  ) throws(FrameOutputError) {
    try self.init(
      frames: 0..<frameCount, workerCount: workerCount, memoryBudget: memoryBudget,
      bytesPerPixel: bytesPerPixel, scene: scene)
  }

  /// Prepares a sequence of the frames numbered `frames` (a shard's part of a render): as
  /// ``init(frameCount:workerCount:memoryBudget:bytesPerPixel:scene:)``, but scenes are asked
  /// for, runs handed over and failures named by the frames' own numbers, so that an error
  /// names the frame a user finds in the file names.
  ///
  /// ```swift
  /// let drawer = try FrameSequenceDrawer(frames: 145..<290) { timeline.frame(at: $0).scene }
  /// try drawer.draw { frames, image in print(frames) }  // 145..<151, …
  /// ```
  ///
  /// - Parameters:
  ///   - frames: The frames' numbers; at least one.
  ///   - workerCount: As for the other initializer.
  ///   - memoryBudget: As for the other initializer.
  ///   - bytesPerPixel: As for the other initializer.
  ///   - scene: The scene of a frame, by its number; called for the first now.
  /// - Throws: As the other initializer, naming frames by their numbers.
  init(
    frames: Range<Int>, workerCount: Int = ProcessInfo.processInfo.activeProcessorCount,
    memoryBudget: CanvasMemoryBudget = .default,
    bytesPerPixel: Int = CanvasMemoryBudget.drawingBytesPerPixel,
    scene: @escaping @Sendable (Int) throws(FrameOutputError) -> FrameScene
  ) throws(FrameOutputError) {
    guard !frames.isEmpty else { throw .noFrames }
    let frameCount = frames.count
    let firstScene = try scene(frames.lowerBound)
    do {
      canvas = try PixelSize(of: firstScene)
    } catch {
      throw .rendering(frame: frames.lowerBound, error)
    }
    self.frameCount = frameCount
    self.firstFrame = frames.lowerBound
    self.scale = firstScene.scale
    // More workers than frames would only set up drawers that find nothing to draw.
    self.workerCount = try memoryBudget.workerCount(
      for: canvas, requested: min(workerCount, frameCount), bytesPerPixel: bytesPerPixel)
    self.firstScene = firstScene
    self.scene = scene
  }

  /// Draws every frame and hands each run of equal consecutive frames to `body` once, with its
  /// image.
  ///
  /// ```swift
  /// try drawer.draw { frames, image in
  ///   for frame in frames { try save(image, as: frame) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - inFrameOrder: Hand the runs over in frame order, one call at a time (for a stream):
  ///     a worker whose run is not yet next waits, holding its image, so memory stays one
  ///     image per worker.
  ///   - body: Called from worker threads with a run's frames and its image: several at once
  ///     and in no particular order unless `inFrameOrder`; throwing stops the drawing.
  /// - Returns: How many runs were drawn.
  /// - Throws: The first failure: ``FrameOutputError/rendering(frame:_:)`` or
  ///   ``FrameOutputError/canvasChanged(frame:expected:actual:)`` from drawing, or what `body`
  ///   threw.
  @discardableResult
  public func draw(
    inFrameOrder: Bool = false,
    _ body: @Sendable (_ frames: Range<Int>, _ image: RasterImage) throws(FrameOutputError) -> Void
  ) throws(FrameOutputError) -> Int {
    try draw(
      inFrameOrder: inFrameOrder,
      making: { (drawer, scene, frame) throws(FrameOutputError) in
        do throws(RenderingError) {
          return try drawer.draw(scene)
        } catch {
          throw .rendering(frame: frame, error)
        }
      }, body)
  }

  /// Draws every frame and hands each run of equal consecutive frames to `body` once, with
  /// what `make` made of its scene on the worker's drawer: an image, or (for a renderer) the
  /// encoded file straight from the drawer's canvas.
  ///
  /// - Parameters:
  ///   - inFrameOrder: As for ``draw(inFrameOrder:_:)``.
  ///   - make: Draws a run's scene with the worker's drawer; the frame is the run's first, for
  ///     errors.
  ///   - body: As for ``draw(inFrameOrder:_:)``, with `make`'s product.
  /// - Returns: How many runs were drawn.
  /// - Throws: The first failure of `make` or `body`, or
  ///   ``FrameOutputError/canvasChanged(frame:expected:actual:)``.
  @discardableResult
  func draw<Product>(
    inFrameOrder: Bool = false,
    making make:
      @Sendable (SceneDrawer, FrameScene, _ frame: Int) throws(FrameOutputError) ->
      Product,
    _ body: @Sendable (_ frames: Range<Int>, _ product: Product) throws(FrameOutputError) -> Void
  ) throws(FrameOutputError) -> Int {
    let queue = SceneRunQueue(
      frames: firstFrame..<firstFrame + frameCount, firstScene: firstScene, canvas: canvas,
      provider: scene)
    let runs = LockedValue(0)
    DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
      Self.work(queue: queue, runs: runs, inFrameOrder: inFrameOrder, make: make, body: body)
    }
    if let failure = queue.firstFailure { throw failure }
    return runs.withLock { $0 }
  }

  private static func work<Product>(
    queue: SceneRunQueue, runs: LockedValue<Int>, inFrameOrder: Bool,
    make: @Sendable (SceneDrawer, FrameScene, Int) throws(FrameOutputError) -> Product,
    body: @Sendable (Range<Int>, Product) throws(FrameOutputError) -> Void
  ) {
    let drawer: SceneDrawer
    do {
      drawer = try SceneDrawer()
    } catch {
      queue.fail(.rendering(frame: queue.frames.lowerBound, error))
      return
    }
    while let run = queue.nextRun() {
      let product: Product
      do {
        product = try make(drawer, run.scene, run.frames.lowerBound)
      } catch {
        queue.fail(error)
        return
      }
      runs.withLock { $0 += 1 }
      if inFrameOrder && !queue.waitForTurn(run.frames.lowerBound) { return }
      do {
        try body(run.frames, product)
      } catch {
        queue.fail(error)
        return
      }
      if inFrameOrder { queue.finishTurn(upTo: run.frames.upperBound) }
    }
  }
}

import Foundation
import ReplayRaster
import Testing

@testable import ReplayRendering

@Suite struct FrameSequenceDrawerTests {
  typealias F = DrawingFixtures

  /// Frames 0–2 hold, 3–4 move, 5–7 hold again, with a faded, labelled cell at scale 2.
  static let positions = [0, 0, 0, 1, 2, 3, 3, 3]

  @Sendable static func scene(_ index: Int) -> FrameScene {
    F.scene(
      scale: 2,
      elements: [
        F.cell(
          SceneRect(x: 10 + Double(positions[index]) * 3.3, y: 10, width: 60, height: 30),
          opacity: 0.8, cornerRadius: 5, label: "셀 \(positions[index])")
      ])
  }

  @Test func drawnImagesEqualTheWrittenFramesDecoded() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawer-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FrameSequenceRenderer(directory: directory, fps: 30).render(
      frameCount: Self.positions.count, scene: Self.scene,
      metadata: { FrameMetadata(time: Double($0) / 30, seq: nil, progress: 1) })
    let images = ImageLog()
    try FrameSequenceDrawer(frameCount: Self.positions.count, scene: Self.scene).draw {
      frames, image in
      for frame in frames { images.set(frame, image) }
    }
    let frames = FrameDirectory(directory)
    for index in Self.positions.indices {
      #expect(try images.image(index) == PNGCodec.read(frames.url(ofFrame: index)))
    }
  }

  @Test func eachRunOfEqualScenesIsHandedOverOnce() throws {
    let runs = RunLog()
    let drawer = try FrameSequenceDrawer(
      frameCount: Self.positions.count, workerCount: 3, scene: Self.scene)
    let count = try drawer.draw { frames, _ in runs.append(frames) }
    #expect(count == 4)
    #expect(runs.sorted == [0..<3, 3..<4, 4..<5, 5..<8])
    #expect(drawer.canvas == PixelSize(width: 400, height: 200))
  }

  @Test func inFrameOrderHandsTheRunsOverInOrderOneAtATime() throws {
    let runs = RunLog()
    let drawer = try FrameSequenceDrawer(
      frameCount: Self.positions.count, workerCount: 3, scene: Self.scene)
    try drawer.draw(inFrameOrder: true) { frames, _ in
      // A slow first run: the others are drawn meanwhile and must wait for their turn.
      if frames.lowerBound == 0 { usleep(50_000) }
      runs.append(frames)
    }
    #expect(runs.inArrivalOrder == [0..<3, 3..<4, 4..<5, 5..<8])
  }

  @Test func inFrameOrderAFailingRunReleasesTheWorkersWaitingBehindIt() throws {
    let drawer = try FrameSequenceDrawer(
      frameCount: Self.positions.count, workerCount: 3, scene: Self.scene)
    // Workers holding later runs wait for run 0's turn, which never finishes: the failure
    // must wake them, or this test hangs.
    #expect(throws: FrameOutputError.writeFailed(path: "ffmpeg's input", reason: "gone")) {
      try drawer.draw(inFrameOrder: true) { frames, _ throws(FrameOutputError) in
        if frames.lowerBound == 0 {
          usleep(50_000)
          throw .writeFailed(path: "ffmpeg's input", reason: "gone")
        }
      }
    }
  }

  @Test func aFailingConsumerStopsTheDrawingWithItsError() throws {
    let drawer = try FrameSequenceDrawer(
      frameCount: Self.positions.count, workerCount: 1, scene: Self.scene)
    #expect(throws: FrameOutputError.writeFailed(path: "x", reason: "full")) {
      try drawer.draw { _, _ throws(FrameOutputError) in
        throw .writeFailed(path: "x", reason: "full")
      }
    }
  }

  @Test func invalidFirstCanvasFailsBeforeDrawing() {
    #expect(
      throws: FrameOutputError.rendering(frame: 0, .invalidCanvas(width: 0, height: 10, scale: 1))
    ) {
      try FrameSequenceDrawer(frameCount: 2) { _ in F.scene(width: 0, height: 10, elements: []) }
    }
    #expect(throws: FrameOutputError.noFrames) {
      try FrameSequenceDrawer(frameCount: 0) { _ in F.scene(elements: []) }
    }
  }
}

/// Images by frame, collected from worker threads.
private final class ImageLog: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Int: RasterImage] = [:]

  func set(_ frame: Int, _ image: RasterImage) {
    lock.lock()
    defer { lock.unlock() }
    storage[frame] = image
  }

  func image(_ frame: Int) throws -> RasterImage {
    lock.lock()
    defer { lock.unlock() }
    return try #require(storage[frame])
  }
}

/// Runs handed over, collected from worker threads.
private final class RunLog: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Range<Int>] = []

  func append(_ run: Range<Int>) {
    lock.lock()
    defer { lock.unlock() }
    storage.append(run)
  }

  var inArrivalOrder: [Range<Int>] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  var sorted: [Range<Int>] {
    lock.lock()
    defer { lock.unlock() }
    return storage.sorted { $0.lowerBound < $1.lowerBound }
  }
}

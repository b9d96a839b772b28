import Foundation
import ReplayRaster
import Testing

@testable import ReplayRendering

@Suite struct CanvasMemoryBudgetTests {
  typealias F = DrawingFixtures

  // The element type is spelled out: inferred, the literal took seconds to type-check.
  @Test(
    arguments: [
      ("1073741824", 1 << 30), ("512MiB", 512 << 20), ("512M", 512 << 20), ("2g", 2 << 30),
      ("2GB", 2 << 30), ("1.5GiB", 3 << 29), ("64 KiB", 64 << 10), ("1T", 1 << 40),
    ] as [(String, Int)])
  func sizesAreReadInBinaryUnits(text: String, bytes: Int) {
    #expect(CanvasMemoryBudget(parsing: text)?.bytes == bytes)
  }

  @Test(arguments: ["", "0", "-1G", "lots", "1Q", "G", "1e3", "99999999999T"])
  func whatIsNoPositiveSizeIsRefused(text: String) {
    #expect(CanvasMemoryBudget(parsing: text) == nil)
  }

  @Test func defaultIs512MiBAndPrintsInBinaryUnits() {
    #expect(CanvasMemoryBudget.default.bytes == 536_870_912)
    #expect(CanvasMemoryBudget.default.description == "512 MiB")
    #expect(CanvasMemoryBudget(bytes: 3 << 29).description == "1.5 GiB")
  }

  @Test func workersAreReducedUntilTheirCanvasesFit() throws {
    let budget = CanvasMemoryBudget.default
    // 4000 × 4000 × 8 bytes = 128 MB a worker: four fit in 512 MiB.
    #expect(try budget.workerCount(for: PixelSize(width: 4_000, height: 4_000), requested: 16) == 4)
    #expect(try budget.workerCount(for: PixelSize(width: 4_000, height: 4_000), requested: 2) == 2)
    #expect(try budget.workerCount(for: PixelSize(width: 8_192, height: 8_192), requested: 16) == 1)
    #expect(try budget.workerCount(for: PixelSize(width: 10, height: 10), requested: 0) == 1)
    // Comparing in memory holds twice as much per pixel: two workers instead of four.
    #expect(
      try budget.workerCount(
        for: PixelSize(width: 4_000, height: 4_000), requested: 16, bytesPerPixel: 16) == 2)
  }

  @Test func aCanvasOverTheBudgetFailsNamingItsSizeTheBudgetAndTheFlag() {
    let canvas = PixelSize(width: 30_040, height: 30_040)
    let error = FrameOutputError.canvasOverMemoryBudget(
      canvas: canvas, bytesPerWorker: 30_040 * 30_040 * 8, budget: .default)
    #expect(throws: error) { try CanvasMemoryBudget.default.workerCount(for: canvas, requested: 2) }
    #expect(
      error.description
        == "the canvas is 30040×30040 px; drawing it takes 6.7 GiB, more than the canvas memory "
        + "budget of 512 MiB: use a smaller scale or cell size, or raise the budget with "
        + "--max-canvas-memory")
  }

  @Test func sizesTooLargeToMultiplyStillFail() {
    #expect(throws: FrameOutputError.self) {
      try CanvasMemoryBudget(bytes: Int.max).workerCount(
        for: PixelSize(width: Int.max / 2, height: 4), requested: 1)
    }
  }

  @Test func theDrawerChoosesItsWorkersBeforeDrawing() throws {
    // 400 × 200 px at scale 2: 640,000 bytes a worker.
    let scene: @Sendable (Int) -> FrameScene = { _ in
      F.scene(scale: 2, elements: [F.cell(SceneRect(x: 10, y: 10, width: 60, height: 30))])
    }
    let roomForThree = CanvasMemoryBudget(bytes: 3 * 640_000 + 1)
    let drawer = try FrameSequenceDrawer(
      frameCount: 10, workerCount: 8, memoryBudget: roomForThree, scene: scene)
    #expect(drawer.workerCount == 3)
    // No more workers than frames.
    #expect(try FrameSequenceDrawer(frameCount: 2, workerCount: 8, scene: scene).workerCount == 2)
    #expect(throws: FrameOutputError.self) {
      try FrameSequenceDrawer(
        frameCount: 10, memoryBudget: CanvasMemoryBudget(bytes: 639_999), scene: scene)
    }
  }
}

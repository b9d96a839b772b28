import Foundation
import SnapshotRecording
import Testing

@testable import ReplayRendering

@Suite struct PNGEncodingTests {
  typealias F = DrawingFixtures

  /// IHDR's colour type byte: 2 is RGB, 6 is RGBA.
  private func colourType(_ png: [UInt8]) -> UInt8 { png[25] }

  @Test func opaqueBackgroundEncodesEightBitRGB() throws {
    let png = try SceneDrawer().pngData(for: F.scene(elements: []))
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(png[24] == 8)
    #expect(colourType(png) == 2)
  }

  @Test func translucentBackgroundEncodesStraightAlphaRGBA() throws {
    var scene = F.scene(elements: [])
    scene.background = RecordedColor(red: 200, green: 100, blue: 50, alpha: 128)
    let png = try SceneDrawer().pngData(for: scene)
    #expect(colourType(png) == 6)
    let pixel = try PNGDecoder.decode(png)[5, 5]
    #expect(pixel.alpha == 128)
    #expect(abs(Int(pixel.red) - 200) <= 1 && abs(Int(pixel.green) - 100) <= 1)
    #expect(abs(Int(pixel.blue) - 50) <= 1)
  }

  @Test func sameSceneEncodesToIdenticalBytes() throws {
    let scene = F.scene(
      scale: 2,
      elements: [
        F.cell(SceneRect(x: 10.3, y: 7.7, width: 90, height: 40), cornerRadius: 6, label: "Ab 강")
      ])
    #expect(try SceneDrawer().pngData(for: scene) == SceneDrawer().pngData(for: scene))
  }

  @Test func decodedPNGMatchesTheDrawnPixels() throws {
    let scene = F.scene(elements: [
      F.cell(SceneRect(x: 10.5, y: 10.5, width: 60, height: 30), opacity: 0.7, label: "Fade")
    ])
    let drawer = try SceneDrawer()
    #expect(try PNGDecoder.decode(drawer.pngData(for: scene)) == drawer.draw(scene))
  }

  @Test func compactPNGHoldsTheSamePixelsAsFast() throws {
    let scene = F.scene(elements: [
      F.cell(SceneRect(x: 10.5, y: 10.5, width: 60, height: 30), opacity: 0.7, label: "Fade")
    ])
    let drawer = try SceneDrawer()
    let compact = try drawer.pngData(for: scene, compression: .compact)
    #expect(try PNGDecoder.decode(compact) == PNGDecoder.decode(drawer.pngData(for: scene)))
  }

  @Test func drawersOnParallelThreadsGiveTheSameBytesAsOneThread() throws {
    let scenes = (0..<8).map { index in
      F.scene(
        scale: 2,
        elements: [
          F.cell(
            SceneRect(x: Double(index) * 7, y: 10, width: 120, height: 40),
            label: "강아지 셀 \(index) with a long label that is ellipsized")
        ])
    }
    let serialDrawer = try SceneDrawer()
    let serial = try scenes.map { try serialDrawer.pngData(for: $0) }
    let results = ResultBox(count: scenes.count)
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      guard let drawer = try? SceneDrawer() else { return }
      for _ in 0..<5 {
        for index in stride(from: worker % 2, to: scenes.count, by: 2) {
          results.set(index, try? drawer.pngData(for: scenes[index]))
        }
      }
    }
    // Two workers draw each scene five times each.
    #expect(results.values == serial.map { Array(repeating: Optional($0), count: 10) })
  }

  @Test func tooLargeCanvasIsRejectedBeforeDrawing() throws {
    let scene = F.scene(width: 20_000, height: 10, scale: 2, elements: [])
    #expect(
      throws: RenderingError.canvasTooLarge(pixelWidth: 40_000, pixelHeight: 20, limit: 32_767)
    ) {
      try SceneDrawer().pngData(for: scene)
    }
  }

  @Test func emptyCanvasIsRejected() throws {
    let scene = F.scene(width: 0, height: 10, elements: [])
    #expect(throws: RenderingError.invalidCanvas(width: 0, height: 10, scale: 1)) {
      try SceneDrawer().draw(scene)
    }
  }
}

/// Every result each thread produced, per scene index.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [[[UInt8]?]]

  init(count: Int) { storage = Array(repeating: [], count: count) }

  func set(_ index: Int, _ value: [UInt8]?) {
    lock.lock()
    defer { lock.unlock() }
    storage[index].append(value)
  }

  var values: [[[UInt8]?]] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}

import Foundation
import ReplayRaster
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// The drawn image is the frame: what `verify` compares in memory must be exactly what a frame
/// file decodes to, and drawing must be deterministic.
@Suite struct DrawnImageTests {
  typealias F = DrawingFixtures

  /// Scenes that exercise every way a pixel can come out: opaque and translucent backgrounds,
  /// faded elements composited as groups, anti-aliased text and rounded corners at scale 2.
  static let scenes: [FrameScene] = {
    let faded = F.cell(
      SceneRect(x: 10.5, y: 10.5, width: 60, height: 30), opacity: 0.7, cornerRadius: 6,
      label: "Fade 강아지")
    let solid = F.cell(SceneRect(x: 90.3, y: 40.7, width: 80, height: 40), label: "Ab")
    var translucent = F.scene(scale: 2, elements: [faded, solid])
    translucent.background = RecordedColor(red: 200, green: 100, blue: 50, alpha: 128)
    var clear = F.scene(elements: [faded])
    clear.background = RecordedColor(red: 0, green: 0, blue: 0, alpha: 0)
    return [
      F.scene(elements: []), F.scene(scale: 2, elements: [faded, solid]), translucent, clear,
    ]
  }()

  @Test(arguments: scenes, [PNGCompression.fast, .compact])
  func drawnImageEqualsItsEncodedAndDecodedPNG(scene: FrameScene, compression: PNGCompression)
    throws
  {
    let image = try SceneDrawer().draw(scene)
    #expect(try PNGCodec.decode(PNGCodec.encode(image, compression: compression)) == image)
  }

  @Test func opaqueBackgroundDrawsOpaquePixelsEncodedAsRGB() throws {
    let image = try SceneDrawer().draw(Self.scenes[1])
    #expect(stride(from: 3, to: image.rgba.count, by: 4).allSatisfy { image.rgba[$0] == 255 })
    #expect(try PNGCodec.encode(image)[25] == 2)
  }

  @Test func translucentBackgroundDrawsStraightAlphaEncodedAsRGBA() throws {
    var scene = F.scene(elements: [])
    scene.background = RecordedColor(red: 200, green: 100, blue: 50, alpha: 128)
    let image = try SceneDrawer().draw(scene)
    #expect(try PNGCodec.encode(image)[25] == 6)
    let pixel = image[5, 5]
    #expect(pixel.alpha == 128)
    #expect(abs(Int(pixel.red) - 200) <= 1 && abs(Int(pixel.green) - 100) <= 1)
    #expect(abs(Int(pixel.blue) - 50) <= 1)
  }

  @Test func sameSceneDrawsIdenticalPixelsAndBytes() throws {
    let scene = F.scene(
      scale: 2,
      elements: [
        F.cell(SceneRect(x: 10.3, y: 7.7, width: 90, height: 40), cornerRadius: 6, label: "Ab 강")
      ])
    let first = try SceneDrawer().draw(scene)
    let second = try SceneDrawer().draw(scene)
    #expect(first == second)
    #expect(try PNGCodec.encode(first) == PNGCodec.encode(second))
  }

  @Test func oneDrawerRedrawsAPreviousSceneIdentically() throws {
    let drawer = try SceneDrawer()
    let first = try drawer.draw(Self.scenes[1])
    _ = try drawer.draw(Self.scenes[2])
    #expect(try drawer.draw(Self.scenes[1]) == first)
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
    let serial = try scenes.map { try PNGCodec.encode(serialDrawer.draw($0)) }
    let results = ResultBox(count: scenes.count)
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      guard let drawer = try? SceneDrawer() else { return }
      for _ in 0..<5 {
        for index in stride(from: worker % 2, to: scenes.count, by: 2) {
          results.set(index, try? PNGCodec.encode(drawer.draw(scenes[index])))
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
      try SceneDrawer().draw(scene)
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

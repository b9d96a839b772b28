import Foundation
import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayRendering

@Suite struct OutputTests {
  typealias F = DrawingFixtures

  /// A fresh directory path under the temporary directory, removed by `cleanUp`.
  static func temporaryDirectory() -> String {
    ScratchDirectory.unusedURL("output-tests").path
  }

  static func cleanUp(_ path: String) { try? FileManager.default.removeItem(atPath: path) }

  /// Frame `index` shows one cell moved `index` points to the right.
  @Sendable static func movingCell(_ index: Int) -> FrameScene {
    F.scene(elements: [F.cell(SceneRect(x: 10 + Double(index), y: 10, width: 20, height: 20))])
  }

  static func metadata(_ index: Int) -> FrameMetadata {
    FrameMetadata(time: Double(index) / 30, seq: index < 2 ? nil : index, progress: 0.25)
  }

  static func files(in path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  static func bytes(_ path: String, _ name: String) throws -> [UInt8] {
    try [UInt8](Data(contentsOf: URL(fileURLWithPath: path + "/" + name)))
  }

  @Test func writesEachFramesPixels() throws {
    let path = Self.temporaryDirectory()
    defer { Self.cleanUp(path) }
    try FrameSequenceRenderer(directory: URL(fileURLWithPath: path), fps: 30)
      .render(frameCount: 3, scene: Self.movingCell, metadata: Self.metadata)
    for index in 0..<3 {
      let image = try PNGCodec.decode(
        Self.bytes(path, FrameDirectory.fileName(ofFrame: index)))
      #expect(image[10 + index, 15] == F.cellColor)
      #expect(image[9 + index, 15] == F.background)
      #expect(image[0, 0] == F.background)
    }
  }

  @Test func writesNumberedFramesAndManifestOnly() throws {
    let path = Self.temporaryDirectory()
    defer { Self.cleanUp(path) }
    try FrameSequenceRenderer(directory: URL(fileURLWithPath: path), fps: 30)
      .render(frameCount: 3, scene: Self.movingCell, metadata: Self.metadata)
    #expect(
      try Self.files(in: path) == [
        "frame-000000.png", "frame-000001.png", "frame-000002.png", "manifest.json",
      ])
  }

  @Test func manifestIsExactJSON() throws {
    let path = Self.temporaryDirectory()
    defer { Self.cleanUp(path) }
    try FrameSequenceRenderer(directory: URL(fileURLWithPath: path), fps: 30).render(
      frameCount: 3, scene: { _ in F.scene(scale: 2, elements: []) }, metadata: Self.metadata)
    let json = String(decoding: try Self.bytes(path, "manifest.json"), as: UTF8.self)
    #expect(
      json == """
        {
          "width": 400,
          "height": 200,
          "scale": 2,
          "fps": 30,
          "frames": [
            {"file": "frame-000000.png", "time": 0, "seq": null, "progress": 0.25},
            {"file": "frame-000001.png", "time": 0.03333333333333333, "seq": null, "progress": 0.25},
            {"file": "frame-000002.png", "time": 0.06666666666666667, "seq": 2, "progress": 0.25}
          ]\(FontFile.manifestTail)
        }

        """)
  }

  @Test func manifestParsesAsJSON() throws {
    let manifest = FrameManifest(
      size: PixelSize(width: 1, height: 2), scale: 1.5, fps: 29.97,
      frames: [FrameManifest.Frame(file: "a\"b.png", metadata: Self.metadata(3))])
    let object = try JSONSerialization.jsonObject(with: Data(manifest.json.utf8))
    let dictionary = try #require(object as? [String: Any])
    #expect(dictionary["scale"] as? Double == 1.5 && dictionary["fps"] as? Double == 29.97)
    let frames = try #require(dictionary["frames"] as? [[String: Any]])
    #expect(frames.first?["file"] as? String == "a\"b.png")
  }

  @Test func rerunRemovesStaleFramesAndLeavesNoTemporaryFiles() throws {
    let path = Self.temporaryDirectory()
    defer { Self.cleanUp(path) }
    let renderer = FrameSequenceRenderer(directory: URL(fileURLWithPath: path), fps: 30)
    try renderer.render(frameCount: 5, scene: Self.movingCell, metadata: Self.metadata)
    // What an interrupted render leaves behind.
    try Data([1, 2, 3]).write(to: URL(fileURLWithPath: path + "/frame-000001.png.tmp"))
    try renderer.render(frameCount: 2, scene: Self.movingCell, metadata: Self.metadata)
    #expect(try Self.files(in: path) == ["frame-000000.png", "frame-000001.png", "manifest.json"])
  }

  @Test func rerunOverwritesFramesWithNewContent() throws {
    let path = Self.temporaryDirectory()
    defer { Self.cleanUp(path) }
    let renderer = FrameSequenceRenderer(directory: URL(fileURLWithPath: path), fps: 30)
    try renderer.render(
      frameCount: 1, scene: { _ in F.scene(elements: []) }, metadata: Self.metadata)
    try renderer.render(frameCount: 1, scene: Self.movingCell, metadata: Self.metadata)
    #expect(try PNGCodec.decode(Self.bytes(path, "frame-000000.png"))[15, 15] == F.cellColor)
  }

  @Test func holdsAreEncodedOnceButEveryFrameIsWritten() throws {
    let path = Self.temporaryDirectory()
    defer { Self.cleanUp(path) }
    // Frames 0–2 hold, 3–4 move, 5–7 hold again.
    let positions = [0, 0, 0, 1, 2, 3, 3, 3]
    let summary = try FrameSequenceRenderer(directory: URL(fileURLWithPath: path), fps: 30).render(
      frameCount: positions.count, scene: { Self.movingCell(positions[$0]) },
      metadata: Self.metadata)
    #expect(summary.encodedFrameCount == 4)
    #expect(try Self.bytes(path, "frame-000002.png") == Self.bytes(path, "frame-000000.png"))
    #expect(try Self.bytes(path, "frame-000007.png") == Self.bytes(path, "frame-000005.png"))
    #expect(try Self.bytes(path, "frame-000003.png") != Self.bytes(path, "frame-000002.png"))
  }

  @Test func sameInputGivesByteIdenticalFilesWhateverTheWorkerCount() throws {
    let first = Self.temporaryDirectory()
    let second = Self.temporaryDirectory()
    defer {
      Self.cleanUp(first)
      Self.cleanUp(second)
    }
    let scene: @Sendable (Int) -> FrameScene = { index in
      F.scene(
        scale: 2,
        elements: [
          F.cell(
            SceneRect(x: Double(index) * 3.3, y: 20, width: 80, height: 30), opacity: 0.8,
            cornerRadius: 5, label: "셀 \(index % 3)")
        ])
    }
    try FrameSequenceRenderer(directory: URL(fileURLWithPath: first), fps: 30, workerCount: 1)
      .render(frameCount: 12, scene: scene, metadata: Self.metadata)
    try FrameSequenceRenderer(directory: URL(fileURLWithPath: second), fps: 30, workerCount: 4)
      .render(frameCount: 12, scene: scene, metadata: Self.metadata)
    let names = try Self.files(in: first)
    #expect(names.count == 13)
    #expect(try Self.files(in: second) == names)
    for name in names { #expect(try Self.bytes(first, name) == Self.bytes(second, name)) }
  }

  @Test func sceneProviderIsAskedOnceForEachFrameInOrder() throws {
    let path = Self.temporaryDirectory()
    defer { Self.cleanUp(path) }
    let calls = CallLog()
    try FrameSequenceRenderer(directory: URL(fileURLWithPath: path), fps: 30, workerCount: 3)
      .render(
        frameCount: 9,
        scene: { index in
          calls.append(index)
          return Self.movingCell(index / 2)
        }, metadata: Self.metadata)
    #expect(calls.entries == Array(0..<9))
  }

  @Test func progressIsReportedForEveryFrameInOrder() throws {
    let path = Self.temporaryDirectory()
    defer { Self.cleanUp(path) }
    let reports = ReportLog()
    try FrameSequenceRenderer(directory: URL(fileURLWithPath: path), fps: 30, workerCount: 2)
      .render(
        frameCount: 6, scene: Self.movingCell, metadata: Self.metadata,
        progress: { reports.append($0) })
    #expect(reports.entries.map(\.completed) == [1, 2, 3, 4, 5, 6])
    #expect(reports.entries.allSatisfy { $0.total == 6 })
  }

  @Test func tooLargeCanvasFailsBeforeTouchingTheDirectory() throws {
    let path = Self.temporaryDirectory()
    defer { Self.cleanUp(path) }
    let error = #expect(throws: FrameOutputError.self) {
      try FrameSequenceRenderer(directory: URL(fileURLWithPath: path), fps: 30).render(
        frameCount: 2, scene: { _ in F.scene(width: 40_000, height: 10, elements: []) },
        metadata: Self.metadata)
    }
    #expect(
      error?.description == "frame 0: the canvas is 40000×10 px, but an image side may be at "
        + "most 32767 px; use a smaller scale or fewer cells")
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func canvasSizeChangeMidSequenceIsAnError() throws {
    let path = Self.temporaryDirectory()
    defer { Self.cleanUp(path) }
    #expect(
      throws: FrameOutputError.canvasChanged(
        frame: 2, expected: PixelSize(width: 200, height: 100),
        actual: PixelSize(width: 300, height: 100))
    ) {
      try FrameSequenceRenderer(directory: URL(fileURLWithPath: path), fps: 30).render(
        frameCount: 4, scene: { F.scene(width: $0 == 2 ? 300 : 200, elements: []) },
        metadata: Self.metadata)
    }
    #expect(!FileManager.default.fileExists(atPath: path + "/manifest.json"))
  }

  /// The second of two shards of four frames: frames 2 and 3.
  static func secondOfTwoShards() throws -> FrameManifest.ShardPart {
    FrameManifest.ShardPart(shard: try Shard(index: 2, count: 2), frameCount: 4, fingerprint: "f")
  }

  @Test func aShardNamesACanvasChangeByTheFramesOwnNumber() throws {
    let path = Self.temporaryDirectory()
    defer { Self.cleanUp(path) }
    #expect(
      throws: FrameOutputError.canvasChanged(
        frame: 3, expected: PixelSize(width: 200, height: 100),
        actual: PixelSize(width: 300, height: 100))
    ) {
      try FrameSequenceRenderer(directory: URL(fileURLWithPath: path), fps: 30).render(
        frameCount: 4, shard: try Self.secondOfTwoShards(),
        scene: { F.scene(width: $0 == 3 ? 300 : 200, elements: []) }, metadata: Self.metadata)
    }
  }

  @Test func aShardNamesADrawingFailureByTheFramesOwnNumber() throws {
    let path = Self.temporaryDirectory()
    defer { Self.cleanUp(path) }
    let error = #expect(throws: FrameOutputError.self) {
      try FrameSequenceRenderer(directory: URL(fileURLWithPath: path), fps: 30).render(
        frameCount: 4, shard: try Self.secondOfTwoShards(),
        scene: { _ in F.scene(width: 40_000, height: 10, elements: []) }, metadata: Self.metadata)
    }
    #expect(error?.description.hasPrefix("frame 2: the canvas is 40000×10 px") == true)
  }

  @Test func aShardAsksForTheScenesOfItsOwnFramesOnly() throws {
    let path = Self.temporaryDirectory()
    defer { Self.cleanUp(path) }
    let asked = CallLog()
    try FrameSequenceRenderer(directory: URL(fileURLWithPath: path), fps: 30).render(
      frameCount: 4, shard: try Self.secondOfTwoShards(),
      scene: { index in
        asked.append(index)
        return Self.movingCell(index)
      }, metadata: Self.metadata)
    #expect(asked.entries == [2, 3])
    #expect(try Self.files(in: path) == ["frame-000002.png", "frame-000003.png", "manifest.json"])
  }

  @Test func directoryUnderAFileCannotBeCreated() throws {
    let file = Self.temporaryDirectory()
    defer { Self.cleanUp(file) }
    try Data([1]).write(to: URL(fileURLWithPath: file))
    #expect(throws: FrameOutputError.self) {
      try FrameSequenceRenderer(directory: URL(fileURLWithPath: file + "/frames"), fps: 30)
        .render(frameCount: 1, scene: Self.movingCell, metadata: Self.metadata)
    }
    #expect(throws: FrameOutputError.notADirectory(path: file)) {
      try FrameSequenceRenderer(directory: URL(fileURLWithPath: file), fps: 30)
        .render(frameCount: 1, scene: Self.movingCell, metadata: Self.metadata)
    }
  }

  @Test func zeroFramesIsAnError() {
    #expect(throws: FrameOutputError.noFrames) {
      try FrameSequenceRenderer(directory: URL(fileURLWithPath: Self.temporaryDirectory()), fps: 30)
        .render(frameCount: 0, scene: Self.movingCell, metadata: Self.metadata)
    }
  }

  @Test func progressEstimatesRateAndTimeLeft() {
    let progress = FrameProgress(completed: 30, total: 90, elapsed: 2)
    #expect(progress.framesPerSecond == 15)
    #expect(progress.estimatedSecondsRemaining == 4)
    #expect(FrameProgress(completed: 0, total: 9, elapsed: 0).estimatedSecondsRemaining == nil)
  }
}

/// Progress reports collected from worker threads.
private final class ReportLog: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [FrameProgress] = []

  func append(_ progress: FrameProgress) {
    lock.lock()
    defer { lock.unlock() }
    storage.append(progress)
  }

  var entries: [FrameProgress] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}

/// Frame indices the scene provider was called with.
private final class CallLog: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Int] = []

  func append(_ index: Int) {
    lock.lock()
    defer { lock.unlock() }
    storage.append(index)
  }

  var entries: [Int] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}

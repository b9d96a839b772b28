import Foundation
import ReplayRaster
import ReplayTestSupport
import Testing

@testable import ReplayRendering

/// A render writes into a new directory, an empty one, or one holding an earlier render
/// (recognised by its manifest), and removes only frames a manifest lists.
@Suite struct FrameDirectoryOwnershipTests {
  typealias F = DrawingFixtures

  @Sendable static func movingCell(_ index: Int) -> FrameScene {
    F.scene(elements: [F.cell(SceneRect(x: 10 + Double(index), y: 10, width: 20, height: 20))])
  }

  static func render(
    _ frameCount: Int, into directory: URL, force: Bool = false,
    scene: @escaping @Sendable (Int) -> FrameScene = movingCell
  ) throws {
    try FrameSequenceRenderer(directory: directory, fps: 30, force: force).render(
      frameCount: frameCount, scene: scene,
      metadata: { FrameMetadata(time: Double($0) / 30, seq: nil, progress: 1) })
  }

  static func files(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  static func write(_ text: String, _ name: String, in directory: URL) throws {
    try Data(text.utf8).write(to: directory.appendingPathComponent(name))
  }

  static let webManifest = #"{"name": "My App", "start_url": "/", "icons": []}"# + "\n"

  @Test func aForeignManifestIsRefusedAndLeftUntouched() throws {
    let directory = try ScratchDirectory.make("ownership")
    defer { ScratchDirectory.remove(directory) }
    try Self.write(Self.webManifest, "manifest.json", in: directory)
    #expect(
      throws: FrameOutputError.notOurDirectory(
        path: directory.path, reason: "holds a manifest.json that snapreplay did not write")
    ) {
      try Self.render(3, into: directory)
    }
    #expect(try Self.files(in: directory) == ["manifest.json"])
    #expect(
      try String(contentsOf: directory.appendingPathComponent("manifest.json"), encoding: .utf8)
        == Self.webManifest)
  }

  @Test func otherFilesWithoutAManifestAreRefusedNamingThem() throws {
    let directory = try ScratchDirectory.make("ownership")
    defer { ScratchDirectory.remove(directory) }
    for name in ["index.html", "app.js", "style.css", "frame-000000.png"] {
      try Self.write("x", name, in: directory)
    }
    let error = #expect(throws: FrameOutputError.self) { try Self.render(1, into: directory) }
    #expect(
      error?.description
        == "\(directory.path): refusing to render into a directory that holds other files "
        + "(app.js, frame-000000.png, index.html and 1 more) and no manifest.json of an earlier "
        + "render; use --force to write there anyway, or another directory (-o)")
    #expect(try Self.files(in: directory).count == 4)
  }

  @Test func forceWritesBesideUnrelatedFilesAndKeepsThem() throws {
    let directory = try ScratchDirectory.make("ownership")
    defer { ScratchDirectory.remove(directory) }
    try Self.write("notes", "notes.txt", in: directory)
    try Self.write("x", "frame-000007.png", in: directory)
    try Self.write("x", "frame-7.png", in: directory)
    try Self.render(2, into: directory, force: true)
    #expect(
      try Self.files(in: directory) == [
        "frame-000000.png", "frame-000001.png", "frame-000007.png", "frame-7.png",
        "manifest.json", "notes.txt",
      ])
  }

  @Test func emptyAndNewDirectoriesAreAccepted() throws {
    let empty = try ScratchDirectory.make("ownership")
    defer { ScratchDirectory.remove(empty) }
    try Self.render(1, into: empty)
    let nested = empty.appendingPathComponent("a/b/c")
    try Self.render(1, into: nested)
    #expect(try Self.files(in: nested) == ["frame-000000.png", "manifest.json"])
  }

  @Test func onlyFramesTheEarlierManifestListsAreRemoved() throws {
    let directory = try ScratchDirectory.make("ownership")
    defer { ScratchDirectory.remove(directory) }
    try Self.render(5, into: directory)
    // Put there by hand after the render: no manifest lists it.
    try Self.write("mine", "frame-000009.png", in: directory)
    try Self.write("notes", "notes.txt", in: directory)
    try Self.render(2, into: directory)
    #expect(
      try Self.files(in: directory) == [
        "frame-000000.png", "frame-000001.png", "frame-000009.png", "manifest.json", "notes.txt",
      ])
  }

  @Test func anInterruptedRenderIsRecognisedAndCleanedUpByTheNext() throws {
    let directory = try ScratchDirectory.make("ownership")
    defer { ScratchDirectory.remove(directory) }
    try Self.render(3, into: directory)
    // A longer render that fails at frame 4 (its canvas changes): frames are written, the
    // manifest is not.
    #expect(throws: FrameOutputError.self) {
      try FrameSequenceRenderer(directory: directory, fps: 30, workerCount: 1).render(
        frameCount: 8,
        scene: { F.scene(width: $0 == 4 ? 300 : 200, elements: []) },
        metadata: { FrameMetadata(time: Double($0) / 30, seq: nil, progress: 1) })
    }
    let interrupted = try Self.files(in: directory)
    #expect(!interrupted.contains("manifest.json"))
    #expect(interrupted.contains(FrameDirectory.partialManifestName))
    #expect(interrupted.contains("frame-000003.png"))
    // The next render is not refused, and removes what the interrupted one wrote.
    try Self.render(2, into: directory)
    #expect(
      try Self.files(in: directory) == ["frame-000000.png", "frame-000001.png", "manifest.json"])
  }

  @Test func ourManifestIsRecognisedByItsExactKeys() throws {
    let manifest = FrameManifest(
      size: PixelSize(width: 4, height: 4), scale: 1, fps: 30,
      frames: [
        FrameManifest.Frame(
          file: "frame-000000.png", metadata: FrameMetadata(time: 0, seq: 1, progress: 1))
      ])
    #expect(FrameManifest.frameFiles(inJSON: Data(manifest.json.utf8)) == ["frame-000000.png"])
    let foreign = [
      Self.webManifest, "[]", "not json",
      #"{"width": 1, "height": 1, "scale": 1, "fps": 1, "frames": [], "name": "x"}"#,
      #"{"width": 1, "height": 1, "scale": 1, "fps": 1, "frames": [{"file": "a.png"}]}"#,
    ]
    for json in foreign {
      #expect(FrameManifest.frameFiles(inJSON: Data(json.utf8)) == nil, "\(json)")
    }
    // Names that are not frames' are never taken for frame files.
    let crafted =
      #"{"width": 1, "height": 1, "scale": 1, "fps": 1, "frames": ["#
      + #"{"file": "../../etc/passwd", "time": 0, "seq": null, "progress": 0}]}"#
    #expect(FrameManifest.frameFiles(inJSON: Data(crafted.utf8)) == [])
  }
}

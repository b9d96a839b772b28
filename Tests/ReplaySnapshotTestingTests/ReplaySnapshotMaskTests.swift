import Foundation
import ReplayRaster
import ReplaySnapshotTesting
import ReplayTestSupport
import SnapshotRecording
import SnapshotTesting
import Testing

/// `.replay(…, ignoringItems:)`: the masked item's cell is hatched in every keyframe, wherever
/// the item is, the masks travel in the reference file, and a change elsewhere still fails.
@Suite struct ReplaySnapshotMaskTests {
  /// Keyframes of both applies, the clock mid-move in the second apply's halfway frame.
  static func strategy(masked: Bool) -> Snapshotting<URL, ReplayImage> {
    .replay(
      .keyframes(progress: [0.5]), columns: 3, ignoringItems: masked ? ["clock"] : [])
  }

  struct Scratch {
    var directory: URL
    var recording: URL { directory.appendingPathComponent("clock.jsonl") }

    static func recorded(masked: Bool = true) throws -> Scratch {
      let scratch = Scratch(directory: try ScratchDirectory.make("sst-mask"))
      try MovingClockRecording.write(to: scratch.recording)
      _ = scratch.verify(masked: masked, record: .all)
      return scratch
    }

    func verify(masked: Bool = true, record: SnapshotTestingConfiguration.Record = .never)
      -> String?
    {
      verifySnapshot(
        of: recording, as: ReplaySnapshotMaskTests.strategy(masked: masked), named: "clock",
        record: record, snapshotDirectory: directory.path)
    }

  }

  /// swift-snapshot-testing writes a failing comparison's image under `$SNAPSHOT_ARTIFACTS`
  /// (else the temporary directory), in a folder named after this file.
  static func removeFailedImage() {
    let directory = URL(
      fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
        ?? NSTemporaryDirectory()
    ).appendingPathComponent("ReplaySnapshotMaskTests")
    try? FileManager.default.removeItem(at: directory.appendingPathComponent("verify.clock.png"))
    if (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.isEmpty == true {
      try? FileManager.default.removeItem(at: directory)
    }
  }

  @Test func theReferenceKeepsItsMasksAndShowsThemHatched() throws {
    let scratch = try Scratch.recorded()
    defer { ScratchDirectory.remove(scratch.directory) }
    let files = try FileManager.default.contentsOfDirectory(atPath: scratch.directory.path)
    let name = try #require(files.first { $0.hasSuffix(".clock.png") })
    let data = try Data(contentsOf: scratch.directory.appendingPathComponent(name))
    let reference = ReplayImage(pngData: data)
    let drawn = ReplayImage.draw(
      recording: scratch.recording, selection: .keyframes(progress: [0.5]), columns: 3,
      ignoringItems: ["clock"])
    #expect(reference.maskedRects == drawn.maskedRects)
    // One mask per keyframe, and the clock is not in one place in all of them: it moved.
    #expect(drawn.maskedRects.count == drawn.frames.count)
    let places = Set(
      zip(drawn.maskedRects, drawn.frames).map {
        PixelRect(x: $0.x - $1.x, y: $0.y - $1.y, width: $0.width, height: $0.height)
      })
    #expect(places.count > 1)
    let corner = try #require(drawn.maskedRects.first)
    #expect(drawn.pixels[corner.x, corner.y] == RecordedColor(red: 160, green: 160, blue: 160))
  }

  @Test func aMovingMaskedItemWhoseTextChangedPasses() throws {
    let scratch = try Scratch.recorded()
    defer { ScratchDirectory.remove(scratch.directory) }
    try MovingClockRecording.write(to: scratch.recording, time: "09:41")
    #expect(scratch.verify() == nil)
  }

  @Test func theSameChangeFailsWithoutTheMask() throws {
    let scratch = try Scratch.recorded(masked: false)
    defer {
      ScratchDirectory.remove(scratch.directory)
      Self.removeFailedImage()
    }
    try MovingClockRecording.write(to: scratch.recording, time: "09:41")
    #expect(scratch.verify(masked: false) != nil)
  }

  @Test func aChangeElsewhereStillFailsWithTheMask() throws {
    let scratch = try Scratch.recorded()
    defer {
      ScratchDirectory.remove(scratch.directory)
      Self.removeFailedImage()
    }
    try MovingClockRecording.write(to: scratch.recording, time: "09:41", alpha: "Alfa")
    let failure = try #require(scratch.verify())
    #expect(failure.contains("differing frames: seq 1"))
  }
}

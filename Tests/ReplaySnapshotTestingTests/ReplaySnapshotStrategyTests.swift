import Foundation
import ReplayRaster
import ReplaySnapshotTesting
import ReplayTestSupport
import SnapshotRecording
import SnapshotTesting
import Testing

/// `assertSnapshot(of: recordingURL, as: .replay(…))` against the references committed in
/// `__Snapshots__/ReplaySnapshotStrategyTests/`. CI runs with `SNAPSHOT_TESTING_RECORD=never`,
/// so a missing reference fails there instead of being written. Imports as a user would:
/// `RenderOptionOverrides` comes with `ReplaySnapshotTesting`.
@Suite struct ReplaySnapshotStrategyTests {
  /// The insertion sort's first three applies at half size: six keyframes in two rows.
  static let insertionSort = PackageFiles.demoRecording("insertion-sort.jsonl")
  static let smallSort = RenderOptionOverrides {
    $0.scale = 0.5; $0.toSeq = 3
  }

  @Test func keyframesOfTheInsertionSortMatchTheirReference() {
    assertSnapshot(
      of: Self.insertionSort,
      as: .replay(.keyframes(progress: [0.5]), options: Self.smallSort, columns: 3),
      named: "first-three-applies")
  }

  @Test func oneFrameOfTheWiFiSettingsMatchesItsReference() {
    assertSnapshot(
      of: PackageFiles.demoRecording("wifi-settings.jsonl"),
      as: .replay(
        .frame(seq: 2, progress: 0.5),
        options: RenderOptionOverrides {
          $0.scale = 0.25
        }),
      named: "seq-2-halfway")
  }

  @Test func aMissingReferenceFailsAndIsNotWrittenWhenRecordingIsOff() throws {
    let directory = try ScratchDirectory.make("sst-missing")
    defer { ScratchDirectory.remove(directory) }
    let failure = verifySnapshot(
      of: Self.insertionSort, as: .replay(.frame(seq: 1), options: Self.smallSort),
      named: "absent", record: .never, snapshotDirectory: directory.path)
    #expect(failure?.contains("No reference was found on disk") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func aMissingReferenceFailsEvenWhenItIsRecorded() throws {
    let directory = try ScratchDirectory.make("sst-record-missing")
    defer { ScratchDirectory.remove(directory) }
    let strategy = Snapshotting.replay(.frame(seq: 1), options: Self.smallSort)
    let first = verifySnapshot(
      of: Self.insertionSort, as: strategy, named: "new", record: .missing,
      snapshotDirectory: directory.path)
    #expect(first?.contains("Automatically recorded snapshot") == true)
    let second = verifySnapshot(
      of: Self.insertionSort, as: strategy, named: "new", record: .never,
      snapshotDirectory: directory.path)
    #expect(second == nil)
  }

  @Test func aChangedFrameFailsNamingItsMoment() throws {
    let directory = try ScratchDirectory.make("sst-changed")
    defer {
      ScratchDirectory.remove(directory)
      Self.removeFailedImage("aChangedFrameFailsNamingItsMoment.sheet.png")
    }
    let strategy = Snapshotting.replay(options: Self.smallSort, columns: 2)
    _ = verifySnapshot(
      of: Self.insertionSort, as: strategy, named: "sheet", record: .all,
      snapshotDirectory: directory.path)
    // Spoil a block of the second keyframe (the right-hand one of the first row).
    let drawn = ReplayImage.draw(
      recording: Self.insertionSort, selection: .keyframes, options: Self.smallSort, columns: 2)
    let second = try #require(drawn.frames.dropFirst().first)
    let file = directory.appendingPathComponent("aChangedFrameFailsNamingItsMoment.sheet.png")
    var reference = try PNGCodec.read(file)
    for y in 10..<14 {
      for x in second.x + 10..<second.x + 14 {
        reference[x, y] = RecordedColor(red: 255, green: 0, blue: 255)
      }
    }
    try PNGCodec.write(reference, to: file)

    let failure = try #require(
      verifySnapshot(
        of: Self.insertionSort, as: strategy, named: "sheet", record: .never,
        snapshotDirectory: directory.path))
    #expect(failure.contains("different: 16 pixels differ"))
    #expect(
      failure.contains(
        "differing frames: \(second.keyframe.label) (at \(second.x), 0): 16 pixels"))
    #expect(failure.contains("`snapreplay compare` of the two files above"))
  }

  @Test func anUnreadableRecordingFailsWithTheReason() throws {
    let directory = try ScratchDirectory.make("sst-unreadable")
    defer {
      ScratchDirectory.remove(directory)
      Self.removeFailedImage("anUnreadableRecordingFailsWithTheReason.x.png")
    }
    let missing = directory.appendingPathComponent("nowhere.jsonl")
    let strategy = Snapshotting.replay(.frame(seq: 1))
    // A reference exists, so the drawn image's problem is the failure.
    try PNGCodec.write(
      RasterImage(width: 2, height: 2, filledWith: RecordedColor(red: 0, green: 0, blue: 0)),
      to: directory.appendingPathComponent("anUnreadableRecordingFailsWithTheReason.x.png"))
    let failure = try #require(
      verifySnapshot(
        of: missing, as: strategy, named: "x", record: .never,
        snapshotDirectory: directory.path))
    #expect(failure.contains("nowhere.jsonl could not be rendered"))
  }

  /// swift-snapshot-testing keeps a failure's image in `$SNAPSHOT_ARTIFACTS`, else the temporary
  /// directory, under the test file's name; a test whose failure is expected removes it, and
  /// the directory when nothing else is left in it.
  static func removeFailedImage(_ name: String) {
    let directory = URL(
      fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
        ?? NSTemporaryDirectory()
    ).appendingPathComponent("ReplaySnapshotStrategyTests")
    try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    if (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.isEmpty == true {
      try? FileManager.default.removeItem(at: directory)
    }
  }
}

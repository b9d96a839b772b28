import Foundation
import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

/// `compare` on files that lie or are damaged: headers are checked against the pixel limit
/// before anything is decoded, sizes are compared from headers, and a damaged file is never
/// "identical", not even to its own copy.
@Suite final class CompareLimitsTests {
  /// Every file of one test, removed when the test ends.
  let scratch: URL

  init() throws { scratch = try ScratchDirectory.make("compare-limits") }

  deinit { ScratchDirectory.remove(scratch) }

  /// Writes `bytes` as `name` in a new directory of the test's scratch directory, so two files
  /// may have the same name.
  func file(_ name: String, _ bytes: [UInt8]) throws -> URL {
    let directory = scratch.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url
  }

  /// A picture with mid-tones and translucency.
  static let picture: RasterImage = {
    var image = RasterImage(
      width: 24, height: 16, filledWith: RecordedColor(red: 0, green: 0, blue: 0))
    for y in 0..<16 {
      for x in 0..<24 {
        image[x, y] = RecordedColor(
          red: UInt8(x * 10), green: UInt8(y * 15), blue: UInt8((x * y) % 256),
          alpha: UInt8(255 - (x + y) * 3))
      }
    }
    return image
  }()

  @Test func headerDeclaringAHugeImageFailsFastNamingTheFileTheSizeAndTheLimit() throws {
    let huge = try file("huge.png", TestPNG.lyingHeader(width: 100_000, height: 100_000))
    let run = try CommandRun.snapreplay(["compare", huge.path, huge.path], timeout: 60)
    #expect(!run.killedAtDeadline, "still running after 60 s")
    #expect(run.exitCode == 1)
    #expect(
      run.standardError
        == "\(huge.path): error: the image is 100000×100000 px, 10,000,000,000 pixels, more "
        + "than the limit of 67,108,864 for a comparison; it was not decoded (raise the limit "
        + "with --max-pixels)\n")
    #expect(run.standardOutput == "")
  }

  @Test func sizeMismatchIsReportedFromTheHeadersAlone() throws {
    // Neither file holds the pixels it declares: decoding either would fail.
    let tall = try file("a.png", TestPNG.lyingHeader(width: 20_000, height: 20_000))
    let short = try file("b.png", TestPNG.lyingHeader(width: 20_000, height: 19_999))
    // Neither is decoded, so neither needs to be within the pixel limit either.
    let run = try CommandRun.snapreplay(["compare", tall.path, short.path])
    #expect(run.exitCode == 1)
    #expect(
      run.standardOutput == """
        b.png: dimension mismatch: reference is 20000×20000, candidate is 20000×19999
        FAIL: 1 of 1 frame differs

        """)
    #expect(run.standardError == "")
  }

  @Test func byteIdenticalDamagedFilesAreNotIdentical() throws {
    var damaged = try PNGCodec.encode(Self.picture)
    damaged[damaged.count - 20] ^= 0x01  // a bit of the compressed pixels
    let first = try file("frame.png", damaged)
    let second = try file("frame.png", damaged)
    let run = try CommandRun.snapreplay(["compare", first.path, second.path])
    #expect(run.exitCode == 1)
    #expect(
      run.standardError == "\(first.path): error: cannot read PNG: IDAT: incorrect data check\n")
    #expect(run.standardOutput == "")
  }

  @Test func sixteenBitPNGOfAPictureIsIdenticalToItsEightBitPNG() throws {
    let eight = try file("frame.png", PNGCodec.encode(Self.picture))
    let sixteen = try file(
      "frame.png", TestPNG.sixteenBit(width: 24, height: 16, rgba: Self.picture.rgba))
    let run = try CommandRun.snapreplay(["compare", eight.path, sixteen.path, "--threshold", "0"])
    #expect(run.exitCode == 0, "\(run.standardOutput)")
    #expect(run.standardOutput == "frame.png: identical\nPASS: 1 frame equal within tolerance\n")
  }

  @Test func maxPixelsLowersAndRaisesTheLimit() throws {
    let png = try file("frame.png", PNGCodec.encode(Self.picture))
    let refused = try CommandRun.snapreplay(["compare", png.path, png.path, "--max-pixels", "383"])
    #expect(refused.exitCode == 1)
    #expect(refused.standardError.contains("384 pixels, more than the limit of 383"))
    let allowed = try CommandRun.snapreplay(["compare", png.path, png.path, "--max-pixels", "384"])
    #expect(allowed.exitCode == 0)
  }

  @Test func aDiffDirectoryUnderAFileIsAPlainSentence() throws {
    let reference = try file("frame.png", PNGCodec.encode(Self.picture))
    var changed = Self.picture
    changed[0, 0] = RecordedColor(red: 255, green: 255, blue: 255)
    let candidate = try file("frame.png", PNGCodec.encode(changed))
    let blocker = try file("diffs", Array("a file".utf8))
    let run = try CommandRun.snapreplay(
      ["compare", reference.path, candidate.path, "--diff-dir", blocker.path + "/sub"])
    #expect(run.exitCode != 0)
    #expect(
      run.standardError
        == "\(blocker.path): error: cannot create the directory: a file with that name exists\n")
  }

  @Test func verifyReadsAGoldensHeaderBeforeDecodingIt() throws {
    let goldens = scratch.appendingPathComponent("goldens")
    try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
    let golden = goldens.appendingPathComponent("frame-000000.png")
    let fixture = CommandRun.fixture("render-small.jsonl").path
    // A golden declaring a huge image: a size mismatch with the 20×10 frame, nothing decoded.
    try Data(TestPNG.lyingHeader(width: 100_000, height: 100_000)).write(to: golden)
    let mismatch = try CommandRun.snapreplay(
      [
        "verify", fixture, "--golden", goldens.path, "--record", "never", "--artifacts",
        goldens.deletingLastPathComponent().appendingPathComponent("artifacts").path,
      ], timeout: 60)
    #expect(!mismatch.killedAtDeadline, "still running after 60 s")
    #expect(mismatch.exitCode == 1)
    #expect(
      mismatch.standardOutput.contains(
        "frame-000000.png: dimension mismatch: reference is 100000×100000, candidate is 20×10\n"))
    // One of the frame's size over the pixel limit: refused before decoding.
    try Data(TestPNG.lyingHeader(width: 20, height: 10)).write(to: golden)
    let refused = try CommandRun.snapreplay(
      [
        "verify", fixture, "--golden", goldens.path, "--record", "never", "--max-pixels", "199",
        "--artifacts", goldens.deletingLastPathComponent().appendingPathComponent("artifacts").path,
      ])
    #expect(refused.exitCode == 1)
    #expect(
      refused.standardError.contains(
        "\(golden.path): error: the image is 20×10 px, 200 pixels, more than the limit of 199 "
          + "for a comparison; it was not decoded (raise the limit with --max-pixels)"),
      "\(refused.standardError)")
  }
}

import Foundation
import ReplayRaster
import ReplayTestSupport
import Testing

/// `render --apng`: a lossless animated PNG written by the project's own encoder.
@Suite struct AnimatedPNGCommandTests {
  let fixture = CommandRun.fixture("render-small.jsonl").path

  /// The render's PNG frames in order, and where each run of byte-equal files starts: the
  /// frames the APNG should hold, with their lengths.
  func renderedRuns(_ frames: URL) throws -> [(image: RasterImage, length: Int)] {
    let names = try FileManager.default.contentsOfDirectory(atPath: frames.path)
      .filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }.sorted()
    var runs: [(bytes: Data, length: Int)] = []
    for name in names {
      let bytes = try Data(contentsOf: frames.appendingPathComponent(name))
      if let last = runs.last, last.bytes == bytes {
        runs[runs.count - 1].length += 1
      } else {
        runs.append((bytes, 1))
      }
    }
    return try runs.map { (try PNGCodec.decode(Array($0.bytes)), $0.length) }
  }

  /// ffmpeg's decoding of an APNG, each of its frames as RGBA, none dropped or repeated.
  func ffmpegFrames(_ url: URL, size: PixelSize) throws -> [RasterImage] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "ffmpeg", "-v", "error", "-i", url.path, "-fps_mode", "passthrough", "-f", "rawvideo",
      "-pix_fmt", "rgba", "-",
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = Array(output.fileHandleForReading.readDataToEndOfFile())
    process.waitUntilExit()
    let frameBytes = size.width * size.height * 4
    return stride(from: 0, to: data.count - frameBytes + 1, by: frameBytes).map {
      RasterImage(width: size.width, height: size.height, rgba: Array(data[$0..<$0 + frameBytes]))
    }
  }

  /// Each APNG frame's delay as ffprobe reads it, in milliseconds.
  func ffprobeDurations(_ url: URL) throws -> [Double] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "ffprobe", "-v", "error", "-show_entries", "packet=duration_time", "-of", "csv=p=0",
      url.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap {
      Double($0).map { $0 * 1000 }
    }
  }

  @Test(.enabled(if: ExportCommandTests.ffmpegInstalled, "needs ffmpeg"))
  func ffmpegDecodesEveryFrameToTheRendersPNGFrameWithItsHold() throws {
    let directory = try ScratchDirectory.make("apng-cli")
    defer { ScratchDirectory.remove(directory) }
    let frames = directory.appendingPathComponent("frames")
    let apng = directory.appendingPathComponent("out.png")
    let run = try CommandRun.snapreplay(
      ["render", fixture, "-o", frames.path, "--apng", apng.path])
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("wrote \(apng.path)"))
    let runs = try renderedRuns(frames)
    let decoded = try ffmpegFrames(apng, size: runs[0].image.size)
    #expect(decoded.count == runs.count)
    #expect(decoded == runs.map(\.image))
    // The fixture's header asks for 10 fps: six held frames are 600 ms, then 100 ms each.
    let expectedDelays = runs.map { Double($0.length) * 1000 / 10 }
    #expect(expectedDelays == [600, 100, 100, 100])
    let delays = try ffprobeDurations(apng)
    #expect(delays.count == expectedDelays.count)
    #expect(zip(delays, expectedDelays).allSatisfy { abs($0 - $1) < 0.5 }, "\(delays)")
  }

  @Test func apngAloneWritesNoFrameDirectoryAndNeedsNoFFmpeg() throws {
    let directory = try ScratchDirectory.make("apng-cli")
    defer { ScratchDirectory.remove(directory) }
    let apng = directory.appendingPathComponent("out.png")
    let run = try CommandRun.snapreplay(
      ["render", fixture, "--apng", apng.path, "--quiet"], currentDirectory: directory,
      environment: ["PATH": "/nonexistent"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(
      !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Output").path))
    let bytes = try Array(Data(contentsOf: apng))
    // The first frame is the default image that a PNG-only viewer shows.
    #expect(try PNGCodec.decode(bytes).size == PixelSize(width: 20, height: 10))
    #expect(String(decoding: bytes[37..<41], as: UTF8.self) == "acTL")
  }

  @Test func sameRecordingGivesIdenticalBytes() throws {
    let directory = try ScratchDirectory.make("apng-cli")
    defer { ScratchDirectory.remove(directory) }
    let first = directory.appendingPathComponent("a.png")
    let second = directory.appendingPathComponent("b.png")
    for (url, workers) in [(first, "1"), (second, "4")] {
      let run = try CommandRun.snapreplay(
        ["render", fixture, "--apng", url.path, "--workers", workers, "--quiet"])
      #expect(run.exitCode == 0, "\(run.standardError)")
    }
    #expect(try Data(contentsOf: first) == Data(contentsOf: second))
  }

  @Test func existingFileThatIsNotAPNGNeedsForce() throws {
    let directory = try ScratchDirectory.make("apng-cli")
    defer { ScratchDirectory.remove(directory) }
    let target = directory.appendingPathComponent("notes.png")
    try Data("notes".utf8).write(to: target)
    let run = try CommandRun.snapreplay(["render", fixture, "--apng", target.path, "--quiet"])
    #expect(run.exitCode != 0)
    #expect(try Data(contentsOf: target) == Data("notes".utf8))
  }

  @Test func apngCannotBeSharded() throws {
    let run = try CommandRun.snapreplay(
      ["render", fixture, "--apng", "/tmp/never-written.png", "--shard", "1/2"])
    #expect(run.exitCode == 64)
  }
}

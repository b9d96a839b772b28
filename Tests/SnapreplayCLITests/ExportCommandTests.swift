import Foundation
import ReplayTestSupport
import Testing

/// `render --gif/--video/--webp`: frames streamed to ffmpeg.
@Suite struct ExportCommandTests {
  let fixture = CommandRun.fixture("render-small.jsonl").path

  /// Whether ffmpeg and ffprobe are on `PATH`: `make test` installs them (Debian's `ffmpeg`);
  /// a bare `swift test` elsewhere (a Mac without Homebrew's ffmpeg) skips the encoding tests.
  static let ffmpegInstalled = ["ffmpeg", "ffprobe"].allSatisfy { tool in
    (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
    }
  }

  /// Runs ffprobe on a file and returns `width,height,frames` of its first stream.
  func probe(_ url: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "ffprobe", "-v", "error", "-count_frames", "-show_entries",
      "stream=width,height,nb_read_frames", "-of", "csv=p=0", url.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Runs ffprobe on a file and returns its packets' durations, in the stream's time base.
  func packetDurations(_ url: URL) throws -> [Int] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "ffprobe", "-v", "error", "-show_entries", "packet=duration", "-of", "csv=p=0", url.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }
  }

  /// The chunk names of a RIFF file after its 12-byte header.
  func riffChunks(_ bytes: Data) -> [String] {
    let bytes = Array(bytes)
    var names: [String] = []
    var offset = 12
    while offset + 8 <= bytes.count {
      names.append(String(decoding: bytes[offset..<offset + 4], as: UTF8.self))
      let size = (0..<4).reduce(0) { $0 | Int(bytes[offset + 4 + $1]) << (8 * $1) }
      offset += 8 + size + (size & 1)
    }
    return names
  }

  @Test(.enabled(if: ffmpegInstalled, "needs ffmpeg")) func gifHoldsEveryFrameAtTheRendersSize()
    throws
  {
    let directory = try ScratchDirectory.make("export-cli")
    defer { ScratchDirectory.remove(directory) }
    let gif = directory.appendingPathComponent("out.gif")
    let run = try CommandRun.snapreplay(
      ["render", fixture, "-o", directory.appendingPathComponent("frames").path, "--gif", gif.path])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let bytes = try Data(contentsOf: gif)
    #expect(String(decoding: bytes.prefix(6), as: UTF8.self) == "GIF89a")
    #expect(try probe(gif) == "20,10,9")
    #expect(run.standardOutput.contains("wrote \(gif.path)"))
  }

  @Test(.enabled(if: ffmpegInstalled, "needs ffmpeg"))
  func gifIsCappedAtThirtyFramesASecondAndKeepsItsDuration() throws {
    let directory = try ScratchDirectory.make("export-cli")
    defer { ScratchDirectory.remove(directory) }
    let frames = directory.appendingPathComponent("frames")
    let capped = directory.appendingPathComponent("capped.gif")
    let uncapped = directory.appendingPathComponent("uncapped.gif")
    let first = try CommandRun.snapreplay(
      ["render", fixture, "-o", frames.path, "--fps", "60", "--gif", capped.path, "--quiet"])
    #expect(first.exitCode == 0, "\(first.standardError)")
    let second = try CommandRun.snapreplay(
      [
        "render", fixture, "-o", frames.path, "--fps", "60", "--gif", uncapped.path,
        "--gif-fps-cap", "60", "--quiet",
      ])
    #expect(second.exitCode == 0, "\(second.standardError)")
    let frameCount = try FileManager.default.contentsOfDirectory(atPath: frames.path)
      .filter { $0.hasSuffix(".png") }.count
    // GIF delays are centiseconds: at 30 fps 3 or 4 each, summing to the render's duration.
    let cappedDelays = try packetDurations(capped)
    #expect(!cappedDelays.isEmpty && cappedDelays.allSatisfy { $0 >= 3 }, "\(cappedDelays)")
    let seconds = Double(frameCount) / 60
    #expect(abs(Double(cappedDelays.reduce(0, +)) / 100 - seconds) <= 0.05)
    // Without the cap the 60 fps frames get delays under 3 cs, which browsers stretch.
    #expect(try packetDurations(uncapped).contains { $0 < 3 })
  }

  @Test(.enabled(if: ffmpegInstalled, "needs ffmpeg"))
  func webpIsAnAnimationWithOneFramePerRenderedFrame() throws {
    let directory = try ScratchDirectory.make("export-cli")
    defer { ScratchDirectory.remove(directory) }
    let webp = directory.appendingPathComponent("out.webp")
    let run = try CommandRun.snapreplay(
      [
        "render", fixture, "-o", directory.appendingPathComponent("frames").path, "--webp",
        webp.path, "--quiet",
      ])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let bytes = try Data(contentsOf: webp)
    #expect(String(decoding: bytes.prefix(4), as: UTF8.self) == "RIFF")
    #expect(String(decoding: bytes.dropFirst(8).prefix(4), as: UTF8.self) == "WEBP")
    let chunks = riffChunks(bytes)
    #expect(Array(chunks.prefix(2)) == ["VP8X", "ANIM"])
    #expect(chunks.filter { $0 == "ANMF" }.count == 9)
    // VP8X holds the canvas size minus one as 24-bit little-endian numbers: 20×10.
    let canvas = Array(bytes[24..<30])
    #expect(Int(canvas[0]) + 1 == 20 && Int(canvas[3]) + 1 == 10)
  }

  @Test(.enabled(if: ffmpegInstalled, "needs ffmpeg")) func videoIsH264AtAnEvenSize() throws {
    let directory = try ScratchDirectory.make("export-cli")
    defer { ScratchDirectory.remove(directory) }
    let video = directory.appendingPathComponent("out.mp4")
    let run = try CommandRun.snapreplay(
      [
        "render", fixture, "-o", directory.appendingPathComponent("frames").path, "--video",
        video.path, "--cell-size", "9x9", "--quiet",
      ])
    #expect(run.exitCode == 0, "\(run.standardError)")
    // 2 columns of 9 pt is 18×9: padded to 18×10 for H.264.
    #expect(try probe(video) == "18,10,9")
  }

  /// ffmpeg's decoding of `url` as raw RGB bytes, every frame one after the other.
  func rgbFrames(_ arguments: [String]) throws -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["ffmpeg", "-v", "error"] + arguments + ["-f", "rawvideo", "-pix_fmt", "rgb24", "-"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Array(data)
  }

  @Test(.enabled(if: ffmpegInstalled, "needs ffmpeg"))
  func gifWithoutAnOutputDirectoryWritesNoPNGFrames() throws {
    let directory = try ScratchDirectory.make("export-cli")
    defer { ScratchDirectory.remove(directory) }
    let run = try CommandRun.snapreplay(
      ["render", fixture, "--gif", "out.gif"], currentDirectory: directory)
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.gif"])
    #expect(try probe(directory.appendingPathComponent("out.gif")) == "20,10,9")
    // The summary counts the streamed frames and names no directory.
    #expect(run.standardOutput.contains("rendered 9 frames ("))
    #expect(!run.standardOutput.contains(" to /"))
  }

  @Test(.enabled(if: ffmpegInstalled, "needs ffmpeg"))
  func gifBytesAreTheSameForOneWorkerAndTwo() throws {
    let directory = try ScratchDirectory.make("export-cli")
    defer { ScratchDirectory.remove(directory) }
    let recording = PackageFiles.root.appendingPathComponent("Recordings/insertion-sort.jsonl")
    for workers in ["1", "2"] {
      let run = try CommandRun.snapreplay(
        [
          "render", recording.path, "--to", "12", "--quiet", "--workers", workers, "--gif",
          directory.appendingPathComponent("\(workers).gif").path,
        ])
      #expect(run.exitCode == 0, "\(run.standardError)")
    }
    let one = try Data(contentsOf: directory.appendingPathComponent("1.gif"))
    #expect(one.count > 1000)
    #expect(one == (try Data(contentsOf: directory.appendingPathComponent("2.gif"))))
  }

  @Test(.enabled(if: ffmpegInstalled, "needs ffmpeg"))
  func gifFramesShowThePNGFramesPixels() throws {
    let directory = try ScratchDirectory.make("export-cli")
    defer { ScratchDirectory.remove(directory) }
    let frames = directory.appendingPathComponent("frames")
    let gif = directory.appendingPathComponent("out.gif")
    let run = try CommandRun.snapreplay(
      ["render", fixture, "-o", frames.path, "--gif", gif.path, "--quiet"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let streamed = try rgbFrames(["-i", gif.path])
    let written = try rgbFrames(
      ["-framerate", "30", "-i", frames.appendingPathComponent("frame-%06d.png").path])
    // 9 frames of 20×10 RGB pixels each.
    try #require(streamed.count == 9 * 20 * 10 * 3 && written.count == streamed.count)
    let largest = zip(streamed, written).map { abs(Int($0) - Int($1)) }.max() ?? 0
    // The frames hold 9 colours: the palette holds each exactly, and no dithering moves a pixel.
    #expect(largest == 0, "largest channel difference \(largest)")
  }

  @Test func captionsAreDrawnIntoTheStreamedGIFToo() throws {
    let directory = try ScratchDirectory.make("export-cli")
    defer { ScratchDirectory.remove(directory) }
    let valid = CommandRun.fixture("valid.jsonl").path
    var decoded: [[UInt8]] = []
    for (name, extra) in [("plain.gif", [String]()), ("captioned.gif", ["--captions"])] {
      let gif = directory.appendingPathComponent(name)
      let run = try CommandRun.snapreplay(
        ["render", valid, "--gif", gif.path, "--quiet", "--fps", "10"] + extra)
      #expect(run.exitCode == 0, "\(run.standardError)")
      decoded.append(try rgbFrames(["-i", gif.path]))
    }
    // Same size and frame count; the captioned one shows the marker's text from its apply on.
    try #require(decoded[0].count == decoded[1].count && !decoded[0].isEmpty)
    #expect(decoded[0] != decoded[1])
  }

  @Test func missingFfmpegIsTheEnvironmentsFaultAndNamesThePackage() throws {
    let directory = try ScratchDirectory.make("export-cli")
    defer { ScratchDirectory.remove(directory) }
    let gif = directory.appendingPathComponent("out.gif")
    let run = try CommandRun.snapreplay(
      [
        "render", fixture, "-o", directory.appendingPathComponent("frames").path, "--gif", gif.path,
      ],
      environment: ["PATH": directory.path])
    #expect(run.exitCode == 2)
    #expect(
      run.standardError
        == "\(fixture): error: ffmpeg is not installed: writing gif needs it; install the Debian "
        + "package with `apt-get install ffmpeg`\n")
    #expect(!FileManager.default.fileExists(atPath: gif.path))
  }
}

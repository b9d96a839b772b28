import Foundation
import Testing

/// `render --gif/--video/--webp`: frames assembled by ffmpeg.
@Suite struct ExportCommandTests {
  let fixture = CommandRun.fixture("render-small.jsonl").path

  func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("export-cli-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
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

  @Test func gifHoldsEveryFrameAtTheRendersSize() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let gif = directory.appendingPathComponent("out.gif")
    let run = try CommandRun.snapreplay(
      ["render", fixture, "-o", directory.appendingPathComponent("frames").path, "--gif", gif.path])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let bytes = try Data(contentsOf: gif)
    #expect(String(decoding: bytes.prefix(6), as: UTF8.self) == "GIF89a")
    #expect(try probe(gif) == "20,10,9")
    #expect(run.standardOutput.contains("wrote \(gif.path)"))
  }

  @Test func videoIsH264AtAnEvenSize() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
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

  @Test func missingFfmpegNamesThePackage() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let gif = directory.appendingPathComponent("out.gif")
    let run = try CommandRun.snapreplay(
      [
        "render", fixture, "-o", directory.appendingPathComponent("frames").path, "--gif", gif.path,
      ],
      environment: ["PATH": directory.path])
    #expect(run.exitCode == 1)
    #expect(
      run.standardError
        == "\(fixture): error: ffmpeg is not installed: writing gif needs it; install the Debian "
        + "package with `apt-get install ffmpeg`\n")
    #expect(!FileManager.default.fileExists(atPath: gif.path))
  }
}

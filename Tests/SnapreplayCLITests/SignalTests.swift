import Foundation
import ReplayTestSupport
import Testing

/// SIGINT and SIGTERM through the built binary: ffmpeg (a stand-in on `PATH` that creates its
/// output file and then waits, so the signal always arrives while it runs) is stopped, no
/// temporary file is left, and the status is 130 or 143 with one line saying why.
@Suite struct SignalTests {
  /// A scratch directory holding `bin/ffmpeg`: it creates the file named last on its command
  /// line, as ffmpeg does, and then sleeps — or, `stubborn`, ignores SIGTERM and keeps waiting.
  static func scratchWithFakeFFmpeg(stubborn: Bool = false) throws -> URL {
    let scratch = try ScratchDirectory.make("signals")
    let bin = scratch.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let body =
      stubborn
      ? "trap '' TERM\nwhile :; do sleep 1; done\n" : "exec sleep 300\n"
    let script = "#!/bin/sh\nfor last; do :; done\n: > \"$last\"\n" + body
    let ffmpeg = bin.appendingPathComponent("ffmpeg")
    try Data(script.utf8).write(to: ffmpeg)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: ffmpeg.path)
    return scratch
  }

  /// The children of `parent`, from `/proc/<pid>/stat` (the parent's id is the fourth field,
  /// after the command name in parentheses).
  static func children(of parent: Int32) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry in
      guard let pid = Int32(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 1 && Int32(fields[1]) == parent ? pid : nil
    }
  }

  /// Whether `pid` is still a live process (a zombie waiting to be reaped counts as gone).
  static func isAlive(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
  }

  /// Polls `condition` every 20 ms for up to `seconds`.
  static func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      usleep(20_000)
    }
    return condition()
  }

  /// Every file under `directory` whose name ends in `.tmp`.
  static func temporaryFiles(under directory: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    return (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".tmp") }
  }

  /// Renders the small fixture with `--gif`, sends `signal` once the fake ffmpeg runs and has
  /// created its output, and checks what is left.
  func interruptGIFExport(
    with signal: Int32, name: String, status: Int32, stubborn: Bool = false
  ) throws {
    #if os(Linux)
      let scratch = try Self.scratchWithFakeFFmpeg(stubborn: stubborn)
      defer { ScratchDirectory.remove(scratch) }
      let inherited = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
      let path = scratch.appendingPathComponent("bin").path + ":" + inherited
      let running = try RunningCommand.start(
        [
          "render", CommandRun.fixture("render-small.jsonl").path, "-o", "frames", "--quiet",
          "--gif", "out.gif",
        ], currentDirectory: scratch, environment: ["PATH": path])
      var ffmpeg: Int32?
      // The GIF's first pass writes its palette (out.gif.palette.tmp) itself, the second runs
      // ffmpeg, which writes the GIF (out.gif.tmp) and, fake, stops there.
      let started = Self.waitUntil(seconds: 60) {
        ffmpeg = Self.children(of: running.processIdentifier).first
        return ffmpeg != nil && !Self.temporaryFiles(under: scratch).isEmpty
      }
      kill(running.processIdentifier, signal)
      let run = running.waitForExit()
      try #require(started, "ffmpeg never started: \(run.standardError)")
      #expect(run.terminationReason == .exit)
      #expect(run.exitCode == status)
      #expect(run.standardError == "snapreplay: error: interrupted by \(name)\n")
      if let ffmpeg { #expect(!Self.isAlive(ffmpeg), "ffmpeg \(ffmpeg) still runs") }
      #expect(Self.temporaryFiles(under: scratch) == [])
      let output = scratch.appendingPathComponent("out.gif").path
      #expect(!FileManager.default.fileExists(atPath: output))
    #endif
  }

  @Test func sigintDuringAGIFExportStopsFFmpegRemovesItsFileAndExits130() throws {
    try interruptGIFExport(with: SIGINT, name: "SIGINT", status: 130)
  }

  @Test func sigtermDuringAGIFExportStopsFFmpegRemovesItsFileAndExits143() throws {
    try interruptGIFExport(with: SIGTERM, name: "SIGTERM", status: 143)
  }

  @Test func anFFmpegThatIgnoresSIGTERMIsKilled() throws {
    try interruptGIFExport(with: SIGINT, name: "SIGINT", status: 130, stubborn: true)
  }

  @Test func sigtermDuringAPlainRenderKeepsWholeFramesOnlyAndExits143() throws {
    let scratch = try ScratchDirectory.make("signals")
    defer { ScratchDirectory.remove(scratch) }
    let frames = scratch.appendingPathComponent("frames")
    let running = try RunningCommand.start(
      [
        "render", PackageFiles.root.appendingPathComponent("Recordings/insertion-sort.jsonl").path,
        "-o", frames.path, "--quiet", "--scale", "2", "--workers", "2",
      ])
    let started = Self.waitUntil(seconds: 60) {
      FileManager.default.fileExists(atPath: frames.appendingPathComponent("frame-000003.png").path)
    }
    kill(running.processIdentifier, SIGTERM)
    let run = running.waitForExit()
    try #require(started, "no frame was written: \(run.standardError)")
    #expect(run.terminationReason == .exit)
    #expect(run.exitCode == 143)
    #expect(run.standardError == "snapreplay: error: interrupted by SIGTERM\n")
    #expect(Self.temporaryFiles(under: frames) == [])
  }
}

import Foundation
import RecordingFormat
import RecordingValidation
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// A recording file read as a stream renders exactly as the same recording parsed whole, and
/// its errors come in the order reading it whole gives.
@Suite struct RecordingRendererStreamingTests {
  static let demos = [
    "bug-duplicate-id.jsonl", "insertion-sort.jsonl", "mountains-search.jsonl", "outline.jsonl",
    "wifi-settings.jsonl",
  ]

  /// A grid without a viewport, so the canvas is as tall as its tallest state: the apply after
  /// the rejected one (a repeated identifier) is the tallest and must not count.
  static let gridWithStop = """
    {"format":"snapshot-replay","version":1,"render":{"layout":"grid","columns":2,"fps":10,"duration":0.2,"hold":0.3}}
    {"type":"marker","time":0.0,"label":"start"}
    {"type":"apply","seq":1,"time":0.0,"sections":[{"id":"s","items":["a","b"]}]}
    {"type":"apply","seq":2,"time":0.5,"sections":[{"id":"s","items":["b","a","c"]}]}
    {"type":"marker","time":0.5,"label":"moved"}
    {"type":"apply","seq":3,"time":1.0,"sections":[{"id":"s","items":["a","a"]}]}
    {"type":"apply","seq":4,"time":1.5,"sections":[{"id":"s","items":["a","b","c","d","e","f","g","h"]}]}

    """

  private func write(_ text: String, prefix: String) throws -> URL {
    let url = try ScratchDirectory.file(prefix: prefix)
    try Data(text.utf8).write(to: url)
    return url
  }

  private func expectSameRender(
    _ url: URL, _ overrides: RenderOptionOverrides = RenderOptionOverrides(),
    keeping retention: SegmentRetention = .framesOnly
  ) throws {
    let parsed = try RecordingRenderer(
      recording: try Recording(contentsOf: url), overrides: overrides, keeping: retention)
    let streamed = try RecordingRenderer(
      contentsOf: url, overrides: overrides, keeping: retention)
    #expect(streamed.timeline.frameCount == parsed.timeline.frameCount)
    #expect(streamed.timeline.canvasSize == parsed.timeline.canvasSize)
    #expect(streamed.timeline.schedule == parsed.timeline.schedule)
    #expect(streamed.timeline.idleCuts == parsed.timeline.idleCuts)
    #expect(streamed.markers == parsed.markers)
    #expect(streamed.stop == parsed.stop)
    #expect(streamed.recordedApplies == parsed.recordedApplies)
    for index in 0..<parsed.timeline.frameCount {
      #expect(streamed.timeline.frame(at: index) == parsed.timeline.frame(at: index))
      #expect(streamed.timeline.metadata(at: index) == parsed.timeline.metadata(at: index))
    }
    try expectSameFramesDrawnWhileReading(url, overrides, retention, parsed)
  }

  /// Drawing while reading, the first pass counts what the whole timeline holds and the
  /// timeline then gives every frame as the whole one does: asked for in order, a frame asked
  /// for twice (as the drawer asks for the first), from a shard's first frame on, backwards,
  /// and between frames (a contact sheet's settled times).
  private func expectSameFramesDrawnWhileReading(
    _ url: URL, _ overrides: RenderOptionOverrides, _ retention: SegmentRetention,
    _ parsed: RecordingRenderer
  ) throws {
    let frameCount = parsed.timeline.frameCount
    let windowed = try RecordingRenderer(
      source: ReplaySource(contentsOf: url, keepingFilesUpTo: 0), overrides: overrides,
      keeping: retention)
    #expect(windowed.timeline.frameCount == frameCount)
    #expect(windowed.timeline.totalDuration == parsed.timeline.totalDuration)
    #expect(windowed.timeline.schedule == parsed.timeline.schedule)
    #expect(windowed.timeline.idleCuts == parsed.timeline.idleCuts)
    #expect(windowed.markers == parsed.markers)
    #expect(windowed.stop == parsed.stop)
    // The first pass holds no segment: the frames read the file again.
    #expect(windowed.timeline.segments.isEmpty)
    #expect(windowed.timeline.holdsSegments == false)
    #expect(windowed.frames.readsTheRecording)
    #expect(parsed.frames.readsTheRecording == false)
    let frames = windowed.frames
    #expect(try frames.frame(at: 0) == parsed.timeline.frame(at: 0))
    for index in 0..<frameCount {
      #expect(try frames.frame(at: index) == parsed.timeline.frame(at: index))
      #expect(try frames.items(at: index) == parsed.timeline.items(at: index))
      #expect(windowed.timeline.metadata(at: index) == parsed.timeline.metadata(at: index))
    }
    // A shard's renderer starts in the middle; a GIF's second pass starts over.
    let shard = try RecordingRenderer(
      source: ReplaySource(contentsOf: url, keepingFilesUpTo: 0), overrides: overrides,
      keeping: retention)
    for index in Array(frameCount / 2..<frameCount) + Array((0..<frameCount).reversed()) {
      #expect(try shard.frames.frame(at: index) == parsed.timeline.frame(at: index))
    }
    for scheduled in parsed.timeline.schedule {
      #expect(
        try frames.frame(atTime: scheduled.end) == parsed.timeline.frame(atTime: scheduled.end))
    }
  }

  @Test(arguments: demos)
  func aDemoReadAsAStreamRendersAsWhenParsedWhole(name: String) throws {
    try expectSameRender(PackageFiles.demoRecording(name))
    try expectSameRender(
      PackageFiles.demoRecording(name),
      RenderOptionOverrides {
        $0.fps = 7; $0.fromSeq = 2; $0.toSeq = 9; $0.timing = .sequential
      })
  }

  /// The last apply is a cut while the one before still animates: a transition ends after
  /// the last apply's, so the first pass cannot count the frames from the schedule alone and
  /// builds (and drops) the segments to learn when the last sprite settles.
  static let cutDuringATransition = """
    {"format":"snapshot-replay","version":1,"render":{"fps":10,"duration":0.5,"hold":0}}
    {"type":"apply","seq":1,"time":0.0,"sections":[{"id":"s","items":["a","b","c"]}]}
    {"type":"apply","seq":2,"time":0.5,"sections":[{"id":"s","items":["c"]}]}
    {"type":"apply","seq":3,"time":0.6,"animating":false,"sections":[{"id":"s","items":["c","d"]}]}

    """

  @Test func aCutDuringATransitionIsCountedFromItsSegments() throws {
    let url = try write(Self.cutDuringATransition, prefix: "streaming-cut")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    try expectSameRender(url)
    let renderer = try RecordingRenderer(
      source: ReplaySource(contentsOf: url, keepingFilesUpTo: 0))
    let schedule = renderer.timeline.schedule
    // The second apply's transition ends at 1.0 s, after the cut at 0.6 s.
    #expect(schedule.map(\.end).max() ?? 0 > schedule.last?.end ?? 0)
  }

  @Test func aGridIsAsTallAsItsTallestStateBeforeTheStop() throws {
    let url = try write(Self.gridWithStop, prefix: "streaming-grid")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    try expectSameRender(url)
    try expectSameRender(url, keeping: .everyApply)
    let renderer = try RecordingRenderer(contentsOf: url)
    #expect(renderer.stop?.seq == 3)
    #expect(renderer.timeline.schedule.map(\.seq) == [1, 2])
    // Every apply event is remembered for the contact sheet, the rejected one and those after.
    #expect(renderer.recordedApplies.map(\.seq) == [1, 2, 3, 4])
    #expect(renderer.replayedCount == 2)
  }

  @Test func theObserverSeesEveryEventButErrorsInFileOrder() throws {
    let text = Self.gridWithStop.replacingOccurrences(of: "\"seq\":2,", with: "\"seq\":5,")
    let url = try write(text, prefix: "streaming-observer")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    var seen: [ValidatedEvent] = []
    _ = try RecordingRenderer(contentsOf: url, observing: { seen.append($0) })
    let expected = Array(try ValidatedRecording(contentsOf: url))
    #expect(seen == expected)
    let warnings = seen.compactMap { event -> RecordingWarning? in
      if case .warning(let warning) = event { return warning }
      return nil
    }
    #expect(warnings == (try Recording(contentsOf: url)).warnings)
    #expect(!warnings.isEmpty)
  }

  @Test func aMalformedLineIsReportedBeforeABadHintOrAnEmptyRange() throws {
    let badHint = Self.gridWithStop.replacingOccurrences(of: "\"fps\":10", with: "\"fps\":\"x\"")
    let lines = badHint.split(separator: "\n", omittingEmptySubsequences: false)
    let broken = (lines.prefix(6) + ["{\"type\":\"apply\""] + lines.dropFirst(6))
      .joined(separator: "\n")
    let url = try write(broken, prefix: "streaming-errors")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let whole = #expect(throws: RecordingError.self) { try Recording(contentsOf: url) }
    let streamed = #expect(throws: RecordingRenderError.self) {
      try RecordingRenderer(contentsOf: url)
    }
    #expect(streamed == .recording(try #require(whole)))
    #expect(whole?.location?.line == 7)
    // Without the broken line, the bad hint is what is wrong.
    let hintOnly = try write(badHint, prefix: "streaming-hint")
    defer { ScratchDirectory.remove(hintOnly.deletingLastPathComponent()) }
    #expect {
      try RecordingRenderer(contentsOf: hintOnly)
    } throws: { error in
      guard case .option = error as? RecordingRenderError else { return false }
      return true
    }
    // An empty range is said after the whole file was read.
    let brokenRange = #expect(throws: RecordingRenderError.self) {
      try RecordingRenderer(contentsOf: url, overrides: RenderOptionOverrides { $0.fromSeq = 99 })
    }
    #expect(brokenRange == streamed)
  }

  @Test func aCanvasTooLargeIsSaidAfterAnEmptyRangeAsBefore() throws {
    let url = try write(Self.gridWithStop, prefix: "streaming-canvas")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let huge = RenderOptionOverrides {
      $0.scale = 3
      $0.viewport = SceneSize(width: 100, height: 20_000)
    }
    let tooLarge = #expect(throws: RecordingRenderError.self) {
      try RecordingRenderer(contentsOf: url, overrides: huge)
    }
    #expect(tooLarge == .timeline(.canvasTooLarge(width: 100, height: 20_000, scale: 3)))
    var outOfRange = huge
    outOfRange.fromSeq = 40
    let empty = #expect(throws: RecordingRenderError.self) {
      try RecordingRenderer(contentsOf: url, overrides: outOfRange)
    }
    #expect(empty == .timeline(.nothingInRange(from: 40, to: nil)))
  }

  @Test func theScheduleIsTheSameStepByStep() throws {
    let applies = try Recording(contentsOf: PackageFiles.demoRecording("insertion-sort.jsonl"))
      .applies
    for options in [
      try RenderOptions(hints: [:], overrides: RenderOptionOverrides { $0.maxIdle = 0.1 }),
      try RenderOptions(hints: [:], overrides: RenderOptionOverrides { $0.timing = .sequential }),
    ] {
      let whole = FrameTimeline.schedule(applies, options: options)
      var entries: [ScheduledApply] = []
      var cuts: [IdleCut] = []
      var previousTime = 0.0
      for apply in applies {
        let (entry, cut) = FrameTimeline.scheduleEntry(
          of: apply, after: entries.last.map { ($0, previousTime) }, options: options)
        entries.append(entry)
        if let cut { cuts.append(cut) }
        previousTime = apply.time
      }
      #expect(entries == whole.entries)
      #expect(cuts == whole.idleCuts)
    }
  }

  /// A file rewritten between the pass that counts the frames and the one that draws them:
  /// the drawn frames are not the recording's, so the render stops before its manifest with
  /// an error naming the file, and drawing into memory stops alike.
  enum FileChange: String, CaseIterable, Sendable {
    case laterTime, applyFewer, malformedLine, longerIdentifier

    func rewrite(_ text: String) -> String {
      switch self {
      case .laterTime: text.replacingOccurrences(of: "\"time\":0.5,", with: "\"time\":0.7,")
      case .applyFewer:
        text.split(separator: "\n").filter { !$0.contains("\"seq\":2,") }.joined(separator: "\n")
          + "\n"
      case .malformedLine: text.replacingOccurrences(of: "\"seq\":4,", with: "\"seq\":4,,")
      // The same schedule, other cells: only the file's stamp tells.
      case .longerIdentifier:
        text.replacingOccurrences(of: "\"b\",\"a\",\"c\"", with: "\"b\",\"a\",\"cc\"")
      }
    }
  }

  @Test(arguments: FileChange.allCases)
  func aFileChangedBetweenThePassesStopsTheRender(change: FileChange) throws {
    let url = try write(Self.gridWithStop, prefix: "streaming-changed")
    let directory = url.deletingLastPathComponent()
    defer { ScratchDirectory.remove(directory) }
    let renderer = try RecordingRenderer(
      source: ReplaySource(contentsOf: url, name: "rec.jsonl", keepingFilesUpTo: 0))
    try Data(change.rewrite(Self.gridWithStop).utf8).write(to: url)
    let output = directory.appendingPathComponent("frames")
    let error = #expect(throws: RecordingRenderError.self, "\(change)") {
      try renderer.render(to: output, workerCount: 1)
    }
    guard case .recording(.cannotRead(let file, let reason)) = error else {
      Issue.record("\(change): \(String(describing: error))")
      return
    }
    #expect(file == "rec.jsonl")
    #expect(reason.contains("changed while its frames were drawn"))
    #expect(
      !FileManager.default.fileExists(atPath: output.appendingPathComponent("manifest.json").path))
    // Every later frame says so too: none is a stand-in.
    #expect(throws: RecordingError.self) { try renderer.frames.frame(at: 0) }
    #expect(throws: RecordingRenderError.self) { try renderer.draw(workerCount: 1) { _, _ in } }
  }

  @Test func aFileRemovedBetweenThePassesCannotBeOpened() throws {
    let url = try write(Self.gridWithStop, prefix: "streaming-removed")
    let directory = url.deletingLastPathComponent()
    defer { ScratchDirectory.remove(directory) }
    let renderer = try RecordingRenderer(
      source: ReplaySource(contentsOf: url, keepingFilesUpTo: 0))
    try FileManager.default.removeItem(at: url)
    let error = #expect(throws: RecordingRenderError.self) {
      try renderer.render(to: directory.appendingPathComponent("frames"), workerCount: 1)
    }
    guard case .recording(.cannotOpen) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
  }

  /// Lines appended after the frames were counted (an app still recording) change the file's
  /// size: the frames could still be the counted ones, but a rewrite in place looks the same,
  /// so every frame says the file changed.
  @Test func linesAppendedBetweenThePassesAreReported() throws {
    let url = try write(Self.gridWithStop, prefix: "streaming-appended")
    let directory = url.deletingLastPathComponent()
    defer { ScratchDirectory.remove(directory) }
    let renderer = try RecordingRenderer(
      source: ReplaySource(contentsOf: url, keepingFilesUpTo: 0))
    let handle = try FileHandle(forWritingTo: url)
    try handle.seekToEnd()
    try handle.write(
      contentsOf: Data(
        #"{"type":"apply","seq":9,"time":9.0,"sections":[{"id":"s","items":["z"]}]}"#.utf8 + [10]))
    try handle.close()
    for index in 0..<renderer.timeline.frameCount {
      let error = #expect(throws: RecordingError.self) { try renderer.frames.frame(at: index) }
      #expect(error?.message.contains("changed while its frames were drawn") == true)
    }
  }

  /// A pipe reads once: it is read whole, so that a grid without a viewport (measured before
  /// it is laid out) and drawing while reading need not read it again.
  @Test func aPipeIsReadWhole() throws {
    let file = try write(Self.gridWithStop, prefix: "streaming-pipe")
    let directory = file.deletingLastPathComponent()
    defer { ScratchDirectory.remove(directory) }
    let pipe = directory.appendingPathComponent("pipe.jsonl")
    #expect(mkfifo(pipe.path, 0o600) == 0)
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: pipe.path) {
        handle.write(Data(Self.gridWithStop.utf8))
        handle.closeFile()
      }
    }
    writer.start()
    var seqs: [Int] = []
    let renderer = try RecordingRenderer(
      contentsOf: pipe,
      observing: { if case .apply(let apply) = $0 { seqs.append(apply.apply.seq) } })
    let whole = try RecordingRenderer(contentsOf: file)
    #expect(seqs == [1, 2, 4])
    #expect(!renderer.timeline.segments.isEmpty)
    #expect(renderer.timeline.frameCount == whole.timeline.frameCount)
    for index in 0..<whole.timeline.frameCount {
      #expect(renderer.timeline.frame(at: index) == whole.timeline.frame(at: index))
    }
  }

  @Test func aShardsFingerprintReadFromTheFileIsTheOneOfItsBytes() throws {
    let url = PackageFiles.demoRecording("wifi-settings.jsonl")
    let renderer = try RecordingRenderer(contentsOf: url)
    let shard = try Shard(parsing: "2/3")
    let fromFile = try renderer.shardPart(shard, recordingFile: url, captions: true)
    let fromBytes = renderer.shardPart(
      shard, recordingBytes: try Data(contentsOf: url), captions: true)
    #expect(fromFile == fromBytes)
    #expect(fromFile != renderer.shardPart(shard, recordingBytes: Data(), captions: true))
  }
}

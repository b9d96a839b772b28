import Foundation
import RecordingFormat
import ReplayRaster
import ReplayRendering
import SnapshotRecording

// Renders the demo recordings (Recordings/insertion-sort.jsonl, the ≈660×460 px grid, and
// Recordings/wifi-settings.jsonl, the @2x list) and synthetic scenes in which every frame
// changes, three ways each, and prints frames per second:
//   naive    one thread, compact PNGs (what cairo_surface_write_to_png writes: zlib 6,
//            adaptive filters), one file per frame;
//   encoder  one thread, the fast libpng encoder (FrameSequenceRenderer, 1 worker);
//   parallel the fast encoder on every core (FrameSequenceRenderer, default workers).
// Each is run `repetitions` times and the fastest run kept.
// Run it from the package root. Usage: swift run -c release RenderBenchmark [frames] [repetitions]
// (`frames` applies to the synthetic scenes; recordings render all their frames.)

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let frameCount = arguments.first ?? 120
let repetitions = max(1, arguments.dropFirst().first ?? 3)
let cores = ProcessInfo.processInfo.activeProcessorCount
let scratch = FileManager.default.temporaryDirectory
  .appendingPathComponent("render-benchmark-\(ProcessInfo.processInfo.processIdentifier)").path
defer { try? FileManager.default.removeItem(atPath: scratch) }

/// Wall-clock seconds of `body`; the process's CPU seconds go to `cpuSeconds`, which shows
/// the work done even when other processes share the cores.
func seconds(cpuSeconds: inout Double, _ body: () throws -> Void) rethrows -> Double {
  let cpuStart = processCPUSeconds()
  let start = ContinuousClock.now
  try body()
  let elapsed = ContinuousClock.now - start
  cpuSeconds = processCPUSeconds() - cpuStart
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

func processCPUSeconds() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
  let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
  return user + system
}

/// Wall-clock and CPU time of one way of rendering.
struct Timing {
  var wall: Double
  var cpu: Double
}

func naive(
  _ scene: (Int) -> FrameScene, frameCount: Int, into directory: String
) throws -> Timing {
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  let drawer = try SceneDrawer()
  var cpu = 0.0
  let wall = try seconds(cpuSeconds: &cpu) {
    for frame in 0..<frameCount {
      let bytes = try PNGCodec.encode(drawer.draw(scene(frame)), compression: .compact)
      let name = FrameDirectory.fileName(ofFrame: frame)
      try Data(bytes).write(to: URL(fileURLWithPath: directory + "/" + name))
    }
  }
  return Timing(wall: wall, cpu: cpu)
}

func fast(
  _ scene: @escaping @Sendable (Int) -> FrameScene, frameCount: Int, into directory: String,
  workers: Int
) throws -> (timing: Timing, summary: FrameSequenceSummary) {
  var summary: FrameSequenceSummary?
  var cpu = 0.0
  let wall = try seconds(cpuSeconds: &cpu) {
    summary = try FrameSequenceRenderer(
      directory: URL(fileURLWithPath: directory), fps: 30, workerCount: workers
    )
    .render(
      frameCount: frameCount, scene: scene,
      metadata: { FrameMetadata(time: Double($0) / 30, seq: nil, progress: 0) })
  }
  guard let summary else { fatalError("render returned no summary") }
  return (Timing(wall: wall, cpu: cpu), summary)
}

func bytesOnDisk(_ directory: String) -> Int {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
  return names.filter { $0.hasSuffix(".png") }.reduce(0) { total, name in
    let attributes = try? FileManager.default.attributesOfItem(atPath: directory + "/" + name)
    return total + ((attributes?[.size] as? NSNumber)?.intValue ?? 0)
  }
}

/// Runs `body` `repetitions` times and keeps the fastest wall-clock time: other processes on
/// the machine only ever make a run slower.
func best(_ body: () throws -> Timing) rethrows -> Timing {
  var fastest = try body()
  for _ in 1..<repetitions {
    let timing = try body()
    if timing.wall < fastest.wall { fastest = timing }
  }
  return fastest
}

func report(
  _ name: String, frameCount: Int, _ scene: @escaping @Sendable (Int) -> FrameScene
) throws {
  let size = try PixelSize(of: scene(0))
  print("\(name): \(size.width)×\(size.height) px, \(frameCount) frames, \(cores) cores")
  let directories = ["naive", "encoder", "parallel"].map { scratch + "/\(name)-\($0)" }
  var encoded = 0
  let timings = [
    try best { try naive(scene, frameCount: frameCount, into: directories[0]) },
    try best {
      try fast(scene, frameCount: frameCount, into: directories[1], workers: 1).timing
    },
    try best {
      let result = try fast(
        scene, frameCount: frameCount, into: directories[2], workers: cores)
      encoded = result.summary.encodedFrameCount
      return result.timing
    },
  ]
  let labels = [
    "naive: 1 thread, Cairo PNG writer", "fast encoder, 1 thread",
    "fast encoder, \(cores) threads",
  ]
  let naiveRate = Double(frameCount) / timings[0].wall
  for (index, timing) in timings.enumerated() {
    let rate = Double(frameCount) / timing.wall
    let kilobytes = Double(bytesOnDisk(directories[index])) / Double(frameCount) / 1024
    let label = labels[index].padding(toLength: 34, withPad: " ", startingAt: 0)
    print(
      "  \(label)"
        + String(
          format: "%7.1f frames/s %6.2f× naive %6.2f CPU ms/frame %7.1f KB/frame", rate,
          rate / naiveRate, timing.cpu * 1000 / Double(frameCount), kilobytes))
  }
  print(
    "  distinct frames encoded by the fast runs: \(encoded) of \(frameCount) "
      + "(the naive baseline draws and encodes every frame)")
}

/// The demo recording's timeline, as `snapreplay render` builds it.
func timeline(of recording: String) throws -> FrameTimeline {
  let url = URL(fileURLWithPath: "Recordings/\(recording)")
  return try RecordingRenderer(recording: try Recording(contentsOf: url)).timeline
}

let hues = BenchmarkScenes.shuffledHues()
do {
  for (name, file) in [
    ("insertion-sort demo", "insertion-sort.jsonl"), ("wifi-settings demo", "wifi-settings.jsonl"),
  ] {
    let frames = try timeline(of: file)
    try report(name, frameCount: frames.frameCount) { frames.frame(at: $0).scene }
  }
  try report("synthetic grid, every frame differs", frameCount: frameCount) {
    BenchmarkScenes.grid(frame: $0, hues: hues)
  }
  try report("synthetic list, every frame differs", frameCount: frameCount) {
    BenchmarkScenes.list(frame: $0)
  }
} catch {
  print("error: \(error)")
  exit(1)
}

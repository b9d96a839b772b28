import Foundation
import ReplayRendering

// Renders the same frames three ways and prints frames per second:
//   naive    one thread, Cairo's own PNG writer (cairo_surface_write_to_png: zlib 6, adaptive
//            filters), one file per frame;
//   encoder  one thread, the fast libpng encoder (FrameSequenceRenderer, 1 worker);
//   parallel the fast encoder on every core (FrameSequenceRenderer, default workers).
// Usage: swift run -c release RenderBenchmark [frames]

let frameCount = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 120
let cores = ProcessInfo.processInfo.activeProcessorCount
let scratch = FileManager.default.temporaryDirectory
  .appendingPathComponent("render-benchmark-\(ProcessInfo.processInfo.processIdentifier)").path
defer { try? FileManager.default.removeItem(atPath: scratch) }

func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = ContinuousClock.now
  try body()
  let elapsed = ContinuousClock.now - start
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

func naive(_ scene: (Int) -> FrameScene, into directory: String) throws -> Double {
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  let drawer = try SceneDrawer()
  return try seconds {
    for frame in 0..<frameCount {
      let bytes = try drawer.pngData(for: scene(frame), compression: .compact)
      let name = FrameManifest.fileName(ofFrame: frame)
      try Data(bytes).write(to: URL(fileURLWithPath: directory + "/" + name))
    }
  }
}

func fast(
  _ scene: @escaping @Sendable (Int) -> FrameScene, into directory: String, workers: Int
) throws -> (seconds: Double, summary: FrameSequenceSummary) {
  var summary: FrameSequenceSummary?
  let time = try seconds {
    summary = try FrameSequenceRenderer(directory: directory, fps: 30, workerCount: workers)
      .render(
        frameCount: frameCount, scene: scene,
        metadata: { FrameMetadata(time: Double($0) / 30, seq: nil, progress: 0) })
  }
  guard let summary else { fatalError("render returned no summary") }
  return (time, summary)
}

func bytesOnDisk(_ directory: String) -> Int {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
  return names.filter { $0.hasSuffix(".png") }.reduce(0) { total, name in
    let attributes = try? FileManager.default.attributesOfItem(atPath: directory + "/" + name)
    return total + ((attributes?[.size] as? NSNumber)?.intValue ?? 0)
  }
}

func report(_ name: String, _ scene: @escaping @Sendable (Int) -> FrameScene) throws {
  let size = try PixelSize(of: scene(0))
  print("\(name): \(size.width)×\(size.height) px, \(frameCount) frames, \(cores) cores")
  let naiveDirectory = scratch + "/\(name)-naive"
  let naiveTime = try naive(scene, into: naiveDirectory)
  let encoder = try fast(scene, into: scratch + "/\(name)-encoder", workers: 1)
  let parallel = try fast(scene, into: scratch + "/\(name)-parallel", workers: cores)
  let naiveRate = Double(frameCount) / naiveTime
  func line(_ label: String, _ time: Double, _ directory: String) {
    let rate = Double(frameCount) / time
    let kilobytes = Double(bytesOnDisk(directory)) / Double(frameCount) / 1024
    print(
      "  \(label)"
        + String(
          format: "%7.1f frames/s  %5.2f× naive  %6.1f KB/frame", rate, rate / naiveRate, kilobytes)
    )
  }
  line("naive (1 thread, Cairo PNG writer) ", naiveTime, naiveDirectory)
  line("fast encoder, 1 thread             ", encoder.seconds, scratch + "/\(name)-encoder")
  line(
    "fast encoder, \(cores) threads            ", parallel.seconds, scratch + "/\(name)-parallel")
  print("  frames encoded: \(parallel.summary.encodedFrameCount) of \(frameCount)")
}

let hues = BenchmarkScenes.shuffledHues()
do {
  try report("grid") { BenchmarkScenes.grid(frame: $0, hues: hues) }
  try report("list") { BenchmarkScenes.list(frame: $0) }
  // A replay holds between moves: ten moving frames, then ten identical ones, and so on.
  let held = try fast(
    { BenchmarkScenes.grid(frame: $0 / 20 * 10 + min($0 % 20, 9), hues: hues) },
    into: scratch + "/grid-holds", workers: cores)
  print(
    "grid with holds: \(held.summary.encodedFrameCount) of \(frameCount) frames encoded, "
      + String(format: "%.1f frames/s", Double(frameCount) / held.seconds))
} catch {
  print("error: \(error)")
  exit(1)
}

import Foundation
import ReplayComparison
import ReplayRaster
import SnapshotRecording

// Times ImageComparison on an iPhone-sized frame pair (780×1688): identical pixels, a realistic
// change (a moved anti-aliased edge and a recoloured block), and the worst case where every
// pixel differs slightly. Run with `swift run -c release CompareBenchmark`.

let width = 780
let height = 1688

/// A frame-like image: horizontal bands with a slanted anti-aliased edge through them.
func frame(edgeShift: Double, block: RecordedColor?) -> RasterImage {
  var image = RasterImage(
    width: width, height: height, filledWith: RecordedColor(red: 242, green: 242, blue: 247))
  for y in 0..<height {
    let band = (y / 88) % 2 == 0
    for x in 0..<width {
      let edge = 200 + edgeShift + 0.2 * Double(y)
      let coverage = min(max(edge - Double(x), 0), 1)
      let base = band ? 255.0 : 230.0
      let level = UInt8(base - coverage * (base - 30))
      image[x, y] = RecordedColor(red: level, green: level, blue: band ? 255 : level)
    }
  }
  if let block {
    for y in 900..<940 { for x in 500..<600 { image[x, y] = block } }
  }
  return image
}

func measure(_ label: String, repetitions: Int = 20, _ body: () -> Int) {
  var best = Double.infinity
  var result = 0
  for _ in 0..<repetitions {
    let start = DispatchTime.now().uptimeNanoseconds
    result = body()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    best = min(best, elapsed)
  }
  let milliseconds = best.formatted(.number.precision(.fractionLength(2)))
  print("\(label): best of \(repetitions) \(milliseconds) ms (\(result) differing pixels)")
}

let reference = frame(edgeShift: 0, block: nil)
// A separate buffer, so the equality check cannot short-cut on shared storage.
var identical = reference
identical[0, 0] = RecordedColor(red: 1, green: 2, blue: 3)
identical[0, 0] = reference[0, 0]
let changed = frame(edgeShift: 0.4, block: RecordedColor(red: 255, green: 59, blue: 48))
var tinted = reference
for y in 0..<height {
  for x in 0..<width {
    var pixel = tinted[x, y]
    pixel.blue = pixel.blue > 0 ? pixel.blue - 1 : 1
    tinted[x, y] = pixel
  }
}

measure("identical pixels") { ImageComparison.compare(reference, identical).differingPixels }
measure("moved edge + recoloured block") {
  ImageComparison.compare(reference, changed).differingPixels
}
measure("every pixel slightly different") {
  ImageComparison.compare(reference, tinted).differingPixels
}
let directory = FileManager.default.temporaryDirectory
  .appendingPathComponent("CompareBenchmark-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
let first = directory.appendingPathComponent("a.png")
let second = directory.appendingPathComponent("b.png")
let third = directory.appendingPathComponent("c.png")
try PNGCodec.write(reference, to: first)
try PNGCodec.write(reference, to: second)
try PNGCodec.write(changed, to: third)
measure("files, byte-equal fast path") {
  (try? ImageComparison.compareFiles(first, second).differingPixels) ?? -1
}
measure("files, decode both and compare", repetitions: 5) {
  (try? ImageComparison.compareFiles(first, third).differingPixels) ?? -1
}
try FileManager.default.removeItem(at: directory)

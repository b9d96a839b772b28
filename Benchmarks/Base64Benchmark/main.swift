import Foundation
import RecordingFormat

// Times the reader's base64 decoding (`Base64Decoding`, what every `cell-image` line's `png`
// goes through) on one file of base64, as `Benchmarks/Peers/base64-b64decode.py` times
// Python's `base64.b64decode` on the same file: the best of the repetitions, in the thread's
// CPU time (a core's worth of work, which other load on a shared machine does not stretch).
// `make bench` runs both (docs/Performance.md). Usage:
//
//     swift run -c release Base64Benchmark FILE [REPETITIONS]
//
// Prints `seconds <best> bytes <characters> decoded <bytes>`.

let arguments = CommandLine.arguments
guard arguments.count >= 2, let data = FileManager.default.contents(atPath: arguments[1]) else {
  FileHandle.standardError.write(Data("usage: Base64Benchmark FILE [REPETITIONS]\n".utf8))
  exit(64)
}
let repetitions = arguments.count >= 3 ? max(1, Int(arguments[2]) ?? 10) : 10
// Trailing newline, if any, is not base64.
var text = [UInt8](data)
while text.last == 0x0A || text.last == 0x0D { text.removeLast() }

/// The calling thread's CPU time in seconds.
func threadSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

var best = Double.infinity
var decodedCount = 0
for _ in 0..<repetitions {
  let start = threadSeconds()
  guard let decoded = Base64Decoding.decode(text) else {
    FileHandle.standardError.write(Data("Base64Benchmark: the file is not canonical base64\n".utf8))
    exit(1)
  }
  let seconds = threadSeconds() - start
  decodedCount = decoded.count
  best = min(best, seconds)
}
print("seconds \(best) bytes \(text.count) decoded \(decodedCount)")

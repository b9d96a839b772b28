import Foundation
import ReplayFuzzing

/// libFuzzer's entry point: runs one input through the whole read → validate → diff → timeline
/// pipeline. libFuzzer supplies `main`; build with `make fuzz` (`--sanitize=fuzzer`).
///
/// - Parameters:
///   - bytes: The input; `nil` only when `count` is 0.
///   - count: Its length.
/// - Returns: 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
  _ = RecordingPipeline.run(data)
  return 0
}

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

/// libFuzzer's own byte-level mutator, for half of the mutations.
@_silgen_name("LLVMFuzzerMutate")
func libFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

/// libFuzzer's custom mutator: half the time its own byte-level mutation, half the time one that
/// speaks the format (`RecordingMutator`), which reaches boundary numbers and line orders that
/// byte flips almost never produce.
///
/// - Parameters:
///   - data: The input to mutate in place; room for `maxSize` bytes.
///   - size: Its length.
///   - maxSize: The longest result allowed.
///   - seed: The seed for this mutation.
/// - Returns: The new length.
@_cdecl("LLVMFuzzerCustomMutator")
public func fuzzMutate(
  _ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt
) -> Int {
  guard seed % 2 == 0 else { return libFuzzerMutate(data, size, maxSize) }
  var bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard RecordingMutator.mutate(&bytes, seed: UInt64(seed), maximumSize: maxSize) else {
    return libFuzzerMutate(data, size, maxSize)
  }
  bytes.withUnsafeBufferPointer { buffer in
    guard let base = buffer.baseAddress else { return }
    data.update(from: base, count: buffer.count)
  }
  return bytes.count
}

import ReplayTestSupport
import Testing

@testable import RecordingFormat

/// The fast path's UTF-8 check accepts exactly what `String(validating:)` accepts, which is
/// what the strict parser asks.
@Suite struct UTF8ValidationTests {
  private static func agree(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer(UTF8Validation.isValid)
      == (String(validating: bytes, as: UTF8.self) != nil)
  }

  /// Every lead byte with every second byte, cut there or followed by third and fourth bytes
  /// at the edges of the continuation range (only for the leads that take them), after
  /// nothing or after ASCII that fills part of a word.
  @Test func everyLeadAndSecondByteAgreeWithTheStandardLibrary() {
    let edges: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
    var disagreements: [[UInt8]] = []
    for lead in UInt8(0x80)...0xFF {
      let thirds = lead >= 0xE0 ? edges : []
      let fourths: [UInt8] = lead >= 0xF0 ? [0x80, 0xC0] : []
      for second in UInt8.min...UInt8.max {
        for prefix in [[], Array("abcdefg".utf8)] {
          var tried = [prefix + [lead, second]]
          for third in thirds {
            tried.append(prefix + [lead, second, third])
            for fourth in fourths { tried.append(prefix + [lead, second, third, fourth]) }
          }
          disagreements += tried.filter { !Self.agree($0) }
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }

  @Test func randomTextOfEveryScriptAndItsCorruptionsAgree() {
    let samples = ["café", "नमस्ते", "שלום", "مرحبا", "明日", "내일", "👨‍👩‍👧‍👦👍🏽", "plain ascii text"]
    var generator = SplitMix64(seed: 28)
    for _ in 0..<20_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 1...6, using: &generator) {
        bytes += Array((samples.randomElement(using: &generator) ?? "").utf8)
      }
      #expect(Self.agree(bytes))
      let position = Int.random(in: 0..<bytes.count, using: &generator)
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: bytes[position] = UInt8.random(in: 0...255, using: &generator)
      case 1: bytes.remove(at: position)
      default: bytes.insert(UInt8.random(in: 0x80...0xFF, using: &generator), at: position)
      }
      #expect(Self.agree(bytes), "\(bytes)")
    }
  }

  @Test func emptyTextIsValid() {
    #expect([UInt8]().withUnsafeBufferPointer(UTF8Validation.isValid))
  }
}

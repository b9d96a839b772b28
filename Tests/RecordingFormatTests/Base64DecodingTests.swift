import Foundation
import Testing

@testable import RecordingFormat

/// The cell images' base64 decoder: RFC 4648's test vectors, what it rejects, and agreement with
/// Foundation on random bytes of every length near the quartet boundaries.
@Suite struct Base64DecodingTests {
  @Test(arguments: [
    ("", ""), ("Zg==", "f"), ("Zm8=", "fo"), ("Zm9v", "foo"), ("Zm9vYg==", "foob"),
    ("Zm9vYmE=", "fooba"), ("Zm9vYmFy", "foobar"),
  ])
  func rfc4648TestVectorsDecode(encoded: String, decoded: String) {
    #expect(Base64Decoding.decode(Array(encoded.utf8)) == Array(decoded.utf8))
  }

  @Test(arguments: [
    "Zg", "Zg=", "Zm9", "Z===", "=Zm9", "Zm=v", "Zm9v\n", "Zm9-", "Zm9_", "Zm 9v", "Zm9vYg=A",
  ])
  func textThatIsNotCanonicalBase64IsRejected(encoded: String) {
    #expect(Base64Decoding.decode(Array(encoded.utf8)) == nil)
  }

  @Test func randomBytesOfEveryLengthUpTo300RoundTripThroughFoundation() {
    var generator = SeededBytes(seed: 0x5EED)
    for length in 0...300 {
      let bytes = (0..<length).map { _ in generator.next() }
      let encoded = Data(bytes).base64EncodedString()
      #expect(Base64Decoding.decode(Array(encoded.utf8)) == bytes, "length \(length)")
    }
  }

  @Test func everyByteOutsideTheAlphabetIsRejectedInEveryPosition() {
    let alphabet = Set(
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    for byte in UInt8.min...UInt8.max where !alphabet.contains(byte) && byte != UInt8(ascii: "=") {
      for position in 0..<8 {
        var text = Array("Zm9vYmFy".utf8)
        text[position] = byte
        #expect(Base64Decoding.decode(text) == nil, "byte \(byte) at \(position)")
      }
    }
  }
}

/// SplitMix64, for reproducible random bytes.
private struct SeededBytes {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt8 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return UInt8(truncatingIfNeeded: z ^ (z >> 31))
  }
}

import SnapshotRecording
import Testing

/// The digests are Python's `hashlib.sha256`, an independent implementation; the first three
/// are FIPS 180-4's own examples.
@Suite struct ContentDigestKnownAnswerTests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func digestsTheStandardsExamples(message: String, digest: String) {
    #expect(ContentDigest.hex(of: Array(message.utf8)) == digest)
  }

  /// 55 bytes leave room for the length in one block, 56 do not, 64 fill a block exactly.
  @Test(arguments: [
    (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
    (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
    (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
  ])
  func padsAtEveryBlockBoundary(count: Int, digest: String) {
    #expect(ContentDigest.hex(of: [UInt8](repeating: 0x61, count: count)) == digest)
  }

  @Test func digestsEveryByteValueOverSeveralBlocks() {
    let bytes = (0..<768).map { UInt8($0 % 256) }
    #expect(
      ContentDigest.hex(of: bytes)
        == "f3a25aa93aa2fbba28d79260535bbd6a5eb0fc1c24a8b0f04e12b484c1dfe363")
  }
}

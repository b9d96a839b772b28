import Testing

@testable import SnapshotRecording

@Suite struct ContentDigestTests {
  /// FIPS 180-4's examples and the empty message.
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func digestsTheStandardsExamples(message: String, expected: String) {
    var digest = ContentDigest()
    digest.update(Array(message.utf8))
    #expect(digest.hexString == expected)
  }

  @Test func piecesGiveTheDigestOfTheWhole() {
    let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    var whole = ContentDigest()
    whole.update(bytes)
    for split in [1, 63, 64, 65, 500, 999] {
      var pieces = ContentDigest()
      pieces.update(bytes[..<split])
      pieces.update(bytes[split...])
      #expect(pieces.hexString == whole.hexString, "split at \(split)")
    }
  }

  @Test func fieldsDoNotRunIntoEachOther() {
    var first = ContentDigest()
    first.update(field: "ab")
    first.update(field: "c")
    var second = ContentDigest()
    second.update(field: "a")
    second.update(field: "bc")
    #expect(first.hexString != second.hexString)
  }
}

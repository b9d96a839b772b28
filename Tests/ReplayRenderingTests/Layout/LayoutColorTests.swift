import ReplayRendering
import SnapshotRecording
import Testing

@Suite struct LayoutColorTests {
  @Test func fnv1aOfTheEmptyInputIsTheOffsetBasis() {
    #expect(ItemColor.fnv1a([]) == 2_166_136_261)
  }

  @Test func fnv1aHashesTheQuotedStringIdentifier() {
    #expect(ItemColor.fnv1a(Array("\"dog\"".utf8)) == 0x0D74_9111)
  }

  @Test func stringAndIntegerIdentifiersUseTheirJSONText() {
    #expect(ItemColor.jsonText("dog") == "\"dog\"")
    #expect(ItemColor.jsonText(7) == "7")
    #expect(ItemColor.jsonText("a\"b\\c\n\u{01}é/") == "\"a\\\"b\\\\c\\n\\u0001é/\"")
  }

  @Test func stableColourOfDogIsFixed() {
    #expect(ItemColor.stable(for: "dog").hex == "#BDEA69")
  }

  @Test func stableColourOfIntegerSevenDiffersFromStringSeven() {
    #expect(ItemColor.stable(for: 7).hex == "#C64436")
    #expect(ItemColor.stable(for: "7") != ItemColor.stable(for: 7))
  }

  @Test func textIsBlackOnLightFillsAndWhiteOnDarkOnes() {
    #expect(ItemColor.text(on: RecordedColor(red: 255, green: 255, blue: 200)).hex == "#000000")
    #expect(ItemColor.text(on: RecordedColor(red: 20, green: 20, blue: 90)).hex == "#FFFFFF")
  }
}

import Testing

@testable import ReplayRaster

@Suite struct NumberTextTests {
  @Test func groupedPutsACommaBetweenGroupsOfThreeDigits() {
    #expect(NumberText.grouped(0) == "0")
    #expect(NumberText.grouped(999) == "999")
    #expect(NumberText.grouped(67_108_864) == "67,108,864")
    #expect(NumberText.grouped(-1_000) == "-1,000")
  }

  @Test func bytesUseTheLargestBinaryUnitWithOneDecimalUnlessWhole() {
    #expect(NumberText.bytes(100) == "100 B")
    #expect(NumberText.bytes(512 << 20) == "512 MiB")
    #expect(NumberText.bytes(7_218_700_800) == "6.7 GiB")
  }

  @Test func wholeOrTenthsGroupsWholeSecondsAndKeepsTenthsBelowTen() {
    #expect(NumberText.seconds(1_000_000, .wholeOrTenths) == "1,000,000 s")
    #expect(NumberText.seconds(12.34, .wholeOrTenths) == "12 s")
    #expect(NumberText.seconds(2.54, .wholeOrTenths) == "2.5 s")
    #expect(NumberText.seconds(3, .wholeOrTenths) == "3 s")
    #expect(NumberText.seconds(1e16, .wholeOrTenths) == "1e+16 s")
    #expect(NumberText.seconds(.infinity, .wholeOrTenths) == "endless")
  }

  @Test func millisecondsDropTrailingZerosAndAWholeValuesPoint() {
    #expect(NumberText.seconds(0.2334, .milliseconds) == "0.233 s")
    #expect(NumberText.seconds(1, .milliseconds) == "1 s")
    #expect(NumberText.seconds(1_000_000, .milliseconds) == "1000000 s")
    #expect(NumberText.seconds(2.5, .milliseconds) == "2.5 s")
  }

  @Test func millisecondsWithPointKeepOneDecimalForAWholeValue() {
    #expect(NumberText.seconds(0.25, .millisecondsWithPoint) == "0.25 s")
    #expect(NumberText.seconds(2, .millisecondsWithPoint) == "2.0 s")
    #expect(NumberText.seconds(0.1234, .millisecondsWithPoint) == "0.123 s")
  }
}

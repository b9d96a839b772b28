import Foundation
import ReplayRaster
import Testing

@testable import ReplayRendering

/// The text stack goldens remember: the libraries' versions and the font files Pango really
/// picks for the recording's characters.
@Suite struct TextStackTests {
  @Test func theVersionsAreTheLinkedLibraries() throws {
    let stack = try TextStack.current(for: [])
    #expect(stack.cairo.split(separator: ".").count == 3)
    #expect(stack.pango.split(separator: ".").count == 3)
    // The empty text still lays out with the first family of the typeface (Inter's regular).
    let first = try #require(FontFile.typeface.first)
    #expect(stack.fonts.map { URL(fileURLWithPath: $0.path).lastPathComponent } == [first.file])
  }

  @Test func aScriptTheFirstFamilyLacksAddsTheFallbackFontFile() throws {
    let latin = try TextStack.current(for: ["Wi-Fi"])
    let korean = try TextStack.current(for: ["Wi-Fi", "와이파이"])
    #expect(korean.fonts.count == latin.fonts.count + 1)
    #expect(korean.fonts.contains { $0.path.contains("Nanum") })
  }

  @Test func eachFontFileHasItsSizeAndAFingerprintOfItsBytes() throws {
    let stack = try TextStack.current(for: ["a"])
    let font = try #require(stack.fonts.first)
    let data = try Data(contentsOf: URL(fileURLWithPath: font.path))
    #expect(font.bytes == data.count)
    #expect(font.hash == ContentDigest.hex(of: data))
    #expect(font.hash.count == 64)
  }
}

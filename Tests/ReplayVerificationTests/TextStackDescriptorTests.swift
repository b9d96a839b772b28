import Foundation
import ReplayRendering
import ReplayTestSupport
import Testing

@testable import ReplayVerification

/// On macOS a golden's text stack names each font CoreText resolved with its descriptor
/// (PostScript name, family, version); the file keeps it and reads it back. On Linux fonts
/// have none, and their lines are as before.
@Suite struct TextStackDescriptorTests {
  static let coreTextFont = TextStack.FontFile(
    path: "/System/Library/Fonts/HelveticaNeue.ttc", bytes: 7_000_000,
    hash: String(repeating: "a", count: 64),
    descriptor: TextStack.FontDescriptor(
      name: "HelveticaNeue", family: "Helvetica Neue", version: "16.0d1e1"))

  @Test func aFontsDescriptorIsWrittenOnItsLineAndReadBack() throws {
    var recipe = GoldenRecipeTests.recipe
    recipe.textStack = TextStack(
      cairo: recipe.textStack.cairo, pango: recipe.textStack.pango,
      fonts: recipe.textStack.fonts + [Self.coreTextFont])
    #expect(
      recipe.json.contains(
        #"{"path": "/System/Library/Fonts/HelveticaNeue.ttc", "bytes": 7000000, "#
          + #""hash": "\#(String(repeating: "a", count: 64))", "name": "HelveticaNeue", "#
          + #""family": "Helvetica Neue", "version": "16.0d1e1"}"#), "\(recipe.json)")
    let directory = try ScratchDirectory.make("text-stack-descriptor")
    defer { ScratchDirectory.remove(directory) }
    try Data(recipe.json.utf8).write(to: directory.appendingPathComponent(GoldenRecipe.fileName))
    #expect(try GoldenRecipe.load(from: directory) == recipe)
  }

  @Test func aFontWithoutADescriptorKeepsItsLine() {
    #expect(
      GoldenRecipeTests.recipe.json.contains(
        #"{"path": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "bytes": 759720, "#
          + #""hash": "adadfef763426946"}"#))
  }

  @Test func linuxFontsHaveNoDescriptor() throws {
    let stack = try TextStack.current(for: ["Wi-Fi", "Réseau"])
    #expect(!stack.fonts.isEmpty)
    #expect(stack.fonts.allSatisfy { $0.descriptor == nil && $0.path.hasPrefix("/") })
  }
}

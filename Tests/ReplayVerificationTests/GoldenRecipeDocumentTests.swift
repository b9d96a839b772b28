import Foundation
import ReplayRaster
import ReplayRendering
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayVerification

/// `golden.json`'s one `Codable` definition writes the bytes the hand-written version 2 writer
/// wrote, for a recipe without content (as goldens before version 3 keep it) of every shape
/// (held frames, empty frames, fractions, no structure, masks).
@Suite struct GoldenRecipeDocumentTests {
  /// The version 2 writer as it was before the file became one `Codable` definition.
  private static func handWrittenVersion2(_ recipe: GoldenRecipe) -> String {
    var json = JSONWriter(layout: .pretty)
    json.beginObject()
    json.key("format"); json.string(GoldenRecipe.formatName)
    json.key("version"); json.integer(2)
    json.key("tool"); json.string(recipe.toolVersion)
    json.key("options")
    recipe.options.write(to: &json)
    // The masks as the hand-written writer wrote them (issue 26).
    if !recipe.ignoring.isEmpty {
      json.key("ignore")
      json.beginObject(singleLine: true)
      if !recipe.ignoring.items.isEmpty {
        json.key("items")
        json.beginArray(singleLine: true)
        for item in recipe.ignoring.items { json.string(item) }
        json.endArray()
      }
      if !recipe.ignoring.rects.isEmpty {
        json.key("rects")
        json.beginArray(singleLine: true)
        for rect in recipe.ignoring.rects { json.string(IgnoredRegions.text(of: rect)) }
        json.endArray()
      }
      json.endObject()
    }
    json.key("textStack")
    json.beginObject()
    json.key("cairo"); json.string(recipe.textStack.cairo)
    json.key("pango"); json.string(recipe.textStack.pango)
    json.key("fonts")
    json.beginArray()
    for font in recipe.textStack.fonts {
      json.beginObject(singleLine: true)
      json.key("path"); json.string(font.path)
      json.key("bytes"); json.integer(font.bytes)
      json.key("hash"); json.string(font.hash)
      json.endObject()
    }
    json.endArray()
    json.endObject()
    guard let frames = recipe.frames else {
      json.endObject()
      return json.text + "\n"
    }
    json.key("frames")
    json.beginArray()
    for (index, frame) in frames.enumerated() {
      json.beginObject(singleLine: true)
      json.key("time"); json.number(frame.time)
      json.key("cells")
      if index > 0 && frames[index - 1].cells == frame.cells {
        json.string("previous")
        json.endObject()
        continue
      }
      json.beginArray(singleLine: true)
      for cell in frame.cells {
        json.beginArray(singleLine: true)
        json.string(cell.id)
        for value in [cell.x, cell.y, cell.width, cell.height, cell.opacity] { json.number(value) }
        json.endArray()
      }
      json.endArray()
      json.endObject()
    }
    json.endArray()
    json.endObject()
    return json.text + "\n"
  }

  @Test func everyShapeWithoutContentWritesTheBytesVersionTwoWrote() {
    var recipe = GoldenRecipeTests.recipeWithoutContent
    recipe.frames?.append(
      FrameStructure(
        time: 1e-5,
        cells: [
          .init(id: "12", x: -0.5, y: 1e16, width: 0.333, height: 2, opacity: 0.25),
          .init(id: "a \"b\"", x: 0, y: -0.0, width: 1, height: 1, opacity: 0),
        ]))
    recipe.options = RenderOptionOverrides {
      $0.fps = 2.5; $0.cellSize = SceneSize(width: 16, height: 34)
    }
    #expect(recipe.json == Self.handWrittenVersion2(recipe))
    recipe.frames = nil
    recipe.textStack.fonts = []
    #expect(recipe.json == Self.handWrittenVersion2(recipe))
  }

  @Test(arguments: [
    IgnoredRegions(items: ["clock", "a \"b\""]),
    IgnoredRegions(rects: [PixelRect(x: 0, y: 0, width: 390, height: 20)]),
    IgnoredRegions(
      items: ["12"],
      rects: [
        PixelRect(x: 1, y: 2, width: 3, height: 4), PixelRect(x: 0, y: 0, width: 1, height: 1),
      ]),
  ])
  func masksWriteTheBytesTheHandWrittenWriterWrote(ignoring: IgnoredRegions) {
    var recipe = GoldenRecipeTests.recipeWithoutContent
    recipe.ignoring = ignoring
    #expect(recipe.json == Self.handWrittenVersion2(recipe))
  }
}

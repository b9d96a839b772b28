import Foundation
import ReplayRendering
import ReplayTestSupport
import Testing

@testable import ReplayVerification

/// The recorded footers and other supplementary views a frame draws are part of its
/// structure: a changed text, place or opacity, and a view only one side draws, is a
/// divergence naming the view by section and kind, after the cells and headers.
@Suite struct FrameStructureSupplementaryTests {
  static func footer(
    _ text: String? = "Changes apply everywhere.", y: Double = 861, opacity: Double = 1,
    kind: String = "footer"
  ) -> FrameStructure.Supplementary {
    FrameStructure.Supplementary(
      section: "general", kind: kind, text: text, x: 16, y: y, width: 358, height: 40,
      opacity: opacity)
  }

  static func frame(_ supplementary: [FrameStructure.Supplementary]) -> [FrameStructure] {
    [
      FrameStructure(
        time: 0.5,
        cells: [
          FrameStructure.Cell(
            id: "a", x: 0, y: 0, width: 80, height: 44, opacity: 1, content: .init(label: "A"))
        ],
        supplementary: supplementary)
    ]
  }

  func divergence(
    golden: [FrameStructure.Supplementary], actual: [FrameStructure.Supplementary]
  ) -> StructuralDivergence? {
    FrameStructure.firstDivergence(golden: Self.frame(golden), actual: Self.frame(actual))
  }

  @Test func theSameViewsHaveNoDivergence() {
    #expect(divergence(golden: [Self.footer()], actual: [Self.footer()]) == nil)
  }

  @Test func aChangedFooterTextIsNamedWithBothTexts() {
    let found = divergence(golden: [Self.footer()], actual: [Self.footer("Changes apply here.")])
    #expect(found?.item == nil)
    #expect(
      found?.description
        == "frame 0, 0.5 s: section `general` footer 'Changes apply everywhere.' → "
        + "'Changes apply here.'")
  }

  @Test func aMovedOrFadedViewIsNamedWithWhatDiffers() {
    #expect(
      divergence(golden: [Self.footer()], actual: [Self.footer(y: 905.5)])?.text
        == "section `general` footer expected at y=861, rendered at y=905.5")
    #expect(
      divergence(golden: [Self.footer()], actual: [Self.footer(opacity: 0.5)])?.text
        == "section `general` footer expected at opacity 1, rendered at opacity 0.5")
  }

  @Test func aViewOnlyOneSideDrawsIsSaidSo() {
    #expect(
      divergence(golden: [Self.footer()], actual: [])?.text
        == "section `general` footer 'Changes apply everywhere.' expected, not rendered")
    #expect(
      divergence(golden: [], actual: [Self.footer(nil, kind: "badge")])?.text
        == "section `general` badge none rendered, not in the goldens")
    // The second footer of a section is the one left over, not the first.
    #expect(
      divergence(golden: [Self.footer()], actual: [Self.footer(), Self.footer("More", y: 901)])?
        .text == "section `general` footer 'More' rendered, not in the goldens")
  }

  @Test func cellsComeBeforeSupplementaryViews() {
    var actual = Self.frame([Self.footer("Other")])
    actual[0].cells[0].y = 10
    let found = FrameStructure.firstDivergence(golden: Self.frame([Self.footer()]), actual: actual)
    #expect(found?.item == "a")
  }

  @Test func aFrameWithoutContentOrSupplementaryViewsDropsThem() {
    let frame = Self.frame([Self.footer()])[0]
    #expect(frame.withoutSupplementary.supplementary.isEmpty)
    #expect(frame.withoutContent.supplementary.isEmpty)
    #expect(frame.withoutSupplementary.cells == frame.cells)
  }

  @Test func aRecipeKeepsSupplementaryViewsWhenSomeFrameHasOne() {
    let stack = TextStack(cairo: "1", pango: "1", fonts: [])
    let without = GoldenRecipe(
      options: RenderOptionOverrides(), textStack: stack, frames: Self.frame([]))
    let with = GoldenRecipe(
      options: RenderOptionOverrides(), textStack: stack,
      frames: Self.frame([]) + Self.frame([Self.footer()]))
    #expect(!without.keepsSupplementary)
    #expect(with.keepsSupplementary)
  }

  /// A frame's views follow its cells and headers on its line, `[section, kind, x, y, width,
  /// height, opacity, text]`, the text left out when none is drawn; a frame without any has no
  /// key, so the goldens of a replay without footers are as they were.
  @Test func goldenJSONKeepsEachFramesViewsAndReadsThemBack() throws {
    let stack = TextStack(cairo: "1.16.0", pango: "1.50.12", fonts: [])
    let badge = FrameStructure.Supplementary(
      section: "general", kind: "badge", text: nil, x: 150, y: 40, width: 20, height: 20,
      opacity: 0.5)
    let recipe = GoldenRecipe(
      toolVersion: "0.1.0-dev", options: RenderOptionOverrides(), textStack: stack,
      frames: Self.frame([]) + Self.frame([Self.footer(), badge])
        + Self.frame([Self.footer(), badge]))
    let lines = recipe.json.split(separator: "\n")
    #expect(
      lines.contains {
        $0.contains(#""time": 0.5, "cells": [["a", 0, 0, 80, 44, 1, {"label": "A"}]]}"#)
      })
    #expect(
      lines.contains {
        $0.contains(
          #""supplementary": [["general", "footer", 16, 861, 358, 40, 1, "Changes apply everywhere."], ["general", "badge", 150, 40, 20, 20, 0.5]]}"#
        )
      }, "\(recipe.json)")
    // The third frame repeats the second: "previous" covers its views too.
    #expect(lines.contains { $0.contains(#""cells": "previous"}"#) })
    let directory = try ScratchDirectory.make("golden-recipe-supplementary")
    defer { ScratchDirectory.remove(directory) }
    try Data(recipe.json.utf8).write(to: directory.appendingPathComponent(GoldenRecipe.fileName))
    #expect(try GoldenRecipe.load(from: directory) == recipe)
  }
}

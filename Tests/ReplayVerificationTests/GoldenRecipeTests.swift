import Foundation
import ReplayRaster
import ReplayRendering
import ReplayTestSupport
import Testing

@testable import ReplayVerification

/// Goldens remember how they were made: `golden.json`'s text, reading it back, and the
/// sentences that say how this run differs.
@Suite struct GoldenRecipeTests {
  static let font = TextStack.FontFile(
    path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", bytes: 759_720,
    hash: "adadfef763426946")

  static let recipe = GoldenRecipe(
    toolVersion: "0.1.0-dev",
    options: RenderOptionOverrides {
      $0.fps = 5; $0.layout = .grid
    },
    textStack: TextStack(cairo: "1.16.0", pango: "1.50.12", fonts: [font]),
    frames: [
      FrameStructure(
        time: 0,
        cells: [
          .init(
            id: "dog", x: 10, y: 44.5, width: 80, height: 80, opacity: 1,
            content: .init(label: "Dog", accessory: "disclosure", fill: "#34C759"))
        ],
        headers: [.init(section: "pets", text: "PETS")]),
      FrameStructure(
        time: 0.2,
        cells: [
          .init(
            id: "cat", x: 10, y: 44.5, width: 80, height: 80, opacity: 0.5,
            content: .init(
              label: "Cat", detail: "2", subtitle: "tabby", indentation: 10, expanded: false))
        ]),
      FrameStructure(
        time: 0.4,
        cells: [
          .init(
            id: "cat", x: 10, y: 44.5, width: 80, height: 80, opacity: 0.5,
            content: .init(
              label: "Cat", detail: "2", subtitle: "tabby", indentation: 10, expanded: false))
        ]),
    ])

  @Test func theFileIsStableTextWithOneFramePerLine() {
    #expect(
      Self.recipe.json == """
        {
          "format": "snapreplay-golden",
          "version": 3,
          "tool": "0.1.0-dev",
          "options": {"fps": 5, "layout": "grid"},
          "textStack": {
            "cairo": "1.16.0",
            "pango": "1.50.12",
            "fonts": [
              {"path": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "bytes": 759720, "hash": "adadfef763426946"}
            ]
          },
          "frames": [
            {"time": 0, "cells": [["dog", 10, 44.5, 80, 80, 1, {"label": "Dog", "accessory": "disclosure", "fill": "#34C759"}]], "headers": [["pets", "PETS"]]},
            {"time": 0.2, "cells": [["cat", 10, 44.5, 80, 80, 0.5, {"label": "Cat", "detail": "2", "subtitle": "tabby", "indentation": 10, "expanded": false}]]},
            {"time": 0.4, "cells": "previous"}
          ]
        }

        """)
  }

  @Test func theFileReadsBackIntoTheSameRecipe() throws {
    let directory = try ScratchDirectory.make("golden-recipe")
    defer { ScratchDirectory.remove(directory) }
    try Data(Self.recipe.json.utf8).write(
      to: directory.appendingPathComponent(GoldenRecipe.fileName))
    #expect(try GoldenRecipe.load(from: directory) == Self.recipe)
  }

  /// A cell drawn from a recorded picture keeps its digest; a recipe without such cells
  /// writes no `image` key at all.
  @Test func aCellsPictureDigestIsWrittenOnlyWhenItHasOneAndReadsBack() throws {
    #expect(!Self.recipe.json.contains("\"image\""))
    var recipe = Self.recipe
    let digest = "sha256:" + String(repeating: "ab", count: 32)
    recipe.frames = [
      FrameStructure(
        time: 0,
        cells: [
          FrameStructure.Cell(
            id: "n-1", x: 0, y: 0, width: 358, height: 44, opacity: 1,
            content: FrameStructure.Content(label: "AirSpace1", image: digest))
        ])
    ]
    #expect(recipe.json.contains("\"image\": \"\(digest)\""))
    let directory = try ScratchDirectory.make("golden-recipe")
    defer { ScratchDirectory.remove(directory) }
    try Data(recipe.json.utf8).write(to: directory.appendingPathComponent(GoldenRecipe.fileName))
    #expect(try GoldenRecipe.load(from: directory) == recipe)
  }

  @Test func aRecipeWithoutStructureLeavesFramesOutAndReadsBack() throws {
    var recipe = Self.recipe
    recipe.frames = nil
    #expect(!recipe.json.contains("\"frames\""))
    #expect(recipe.json.hasSuffix("  }\n}\n"))
    let directory = try ScratchDirectory.make("golden-recipe")
    defer { ScratchDirectory.remove(directory) }
    try Data(recipe.json.utf8).write(to: directory.appendingPathComponent(GoldenRecipe.fileName))
    #expect(try GoldenRecipe.load(from: directory) == recipe)
  }

  /// The recipe as goldens before version 3 keep it: no content, no headers.
  static var recipeWithoutContent: GoldenRecipe {
    var recipe = Self.recipe
    recipe.frames = recipe.frames?.map(\.withoutContent)
    recipe.keepsContent = false
    return recipe
  }

  /// Version 1 saved every option as command-line text; it reads into the same options.
  @Test func aVersionOneFileReadsBackWithItsTextOptions() throws {
    let directory = try ScratchDirectory.make("golden-recipe")
    defer { ScratchDirectory.remove(directory) }
    let version1 = Self.recipeWithoutContent.json.replacingOccurrences(
      of: "\"version\": 2", with: "\"version\": 1"
    )
    .replacingOccurrences(of: #""fps": 5"#, with: #""fps": "5""#)
    #expect(version1.contains(#""version": 1,"#) && version1.contains(#""fps": "5""#))
    try Data(version1.utf8).write(to: directory.appendingPathComponent(GoldenRecipe.fileName))
    #expect(try GoldenRecipe.load(from: directory) == Self.recipeWithoutContent)
  }

  /// A recipe read from goldens that keep no content is written as what it holds: version 2,
  /// cells of six values, no headers.
  @Test func aRecipeWithoutContentIsWrittenAsVersionTwoAndReadsBack() throws {
    let text = Self.recipeWithoutContent.json
    #expect(text.contains(#""version": 2,"#))
    #expect(text.contains(#"{"time": 0, "cells": [["dog", 10, 44.5, 80, 80, 1]]}"#))
    #expect(!text.contains("headers"))
    let directory = try ScratchDirectory.make("golden-recipe")
    defer { ScratchDirectory.remove(directory) }
    try Data(text.utf8).write(to: directory.appendingPathComponent(GoldenRecipe.fileName))
    #expect(try GoldenRecipe.load(from: directory) == Self.recipeWithoutContent)
  }

  /// Masks are written after the options, on one line, only when set, and read back in every
  /// version.
  @Test func masksFollowTheOptionsAndReadBackInEveryVersion() throws {
    let ignoring = IgnoredRegions(
      items: ["clock"], rects: [PixelRect(x: 0, y: 0, width: 390, height: 20)])
    var recipe = Self.recipe
    recipe.ignoring = ignoring
    #expect(
      recipe.json.contains(
        """
          "options": {"fps": 5, "layout": "grid"},
          "ignore": {"items": ["clock"], "rects": ["0,0,390,20"]},
          "textStack": {
        """))
    var withoutContent = Self.recipeWithoutContent
    withoutContent.ignoring = ignoring
    let version1 = withoutContent.json.replacingOccurrences(
      of: "\"version\": 2", with: "\"version\": 1")
    let directory = try ScratchDirectory.make("golden-recipe")
    defer { ScratchDirectory.remove(directory) }
    for (text, expected) in [
      (recipe.json, recipe), (withoutContent.json, withoutContent), (version1, withoutContent),
    ] {
      try Data(text.utf8).write(to: directory.appendingPathComponent(GoldenRecipe.fileName))
      let read = try GoldenRecipe.load(from: directory)
      #expect(read == expected)
      #expect(read?.ignoring == ignoring)
    }
    var itemsOnly = Self.recipe
    itemsOnly.ignoring = IgnoredRegions(items: ["clock"])
    #expect(itemsOnly.json.contains(#"  "ignore": {"items": ["clock"]},"#))
  }

  @Test func goldensBeforeVersionThreeAreNotedAsKeepingNoContent() {
    #expect(
      Self.recipeWithoutContent.differences(from: Self.recipe).map(\.aspect) == [.format])
    #expect(Self.recipe.differences(from: Self.recipe).isEmpty)
  }

  @Test func goldensWithoutTheFileHaveNoRecipe() throws {
    let directory = try ScratchDirectory.make("golden-recipe")
    defer { ScratchDirectory.remove(directory) }
    #expect(try GoldenRecipe.load(from: directory) == nil)
  }

  @Test(arguments: [
    ("{", "golden.json: "),
    (#"{"format": "other", "version": 1}"#, #"format: "other" is not "snapreplay-golden""#),
    (
      #"{"format": "snapreplay-golden", "version": 4}"#,
      "version: version 4 is not supported (this tool reads 1 to 3); re-record with this tool"
    ),
    (#"{"format": "snapreplay-golden", "version": 1}"#, "tool: missing"),
    (
      #"{"format": "snapreplay-golden", "version": 1, "tool": "0", "options": {}, "#
        + #""textStack": {"cairo": "1", "pango": "1", "fonts": []}, "#
        + #""frames": [{"time": 0, "cells": "previous"}]}"#,
      #"the first frame's cells cannot be "previous""#
    ),
    (
      #"{"format": "snapreplay-golden", "version": 2, "tool": "0", "options": {"fps": 0}, "#
        + #""textStack": {"cairo": "1", "pango": "1", "fonts": []}}"#,
      #"options: invalid value "0" for --fps: expected a number from 0.1 to 240"#
    ),
    (
      #"{"format": "snapreplay-golden", "version": 3, "tool": "0", "options": {}, "#
        + #""textStack": {"cairo": "1", "pango": "1", "fonts": []}, "#
        + #""frames": [{"time": 0, "cells": [["a", 0, 0, 1, 1, 1]]}]}"#,
      "frame 0: a cell of version 3 is [id, x, y, width, height, opacity, content]"
    ),
    (
      #"{"format": "snapreplay-golden", "version": 3, "tool": "0", "options": {}, "#
        + #""ignore": {"rects": ["0,0,0,5"]}, "textStack": {"cairo": "1", "pango": "1", "#
        + #""fonts": []}}"#,
      #"ignore.rects: "0,0,0,5" is not x,y,width,height in whole pixels"#
    ),
  ])
  func aFileThisToolCannotReadIsAnErrorNamingIt(text: String, expected: String) throws {
    let directory = try ScratchDirectory.make("golden-recipe")
    defer { ScratchDirectory.remove(directory) }
    let file = directory.appendingPathComponent(GoldenRecipe.fileName)
    try Data(text.utf8).write(to: file)
    do {
      _ = try GoldenRecipe.load(from: directory)
      Issue.record("read a bad golden.json")
    } catch {
      #expect(error.description.hasPrefix(file.path + ": "))
      #expect(error.description.contains(expected), "\(error)")
    }
  }

  @Test func differencesSayOptionsThenTextStackThenTool() {
    var current = Self.recipe
    current.options = RenderOptionOverrides {
      $0.fps = 30; $0.layout = .grid; $0.toSeq = 3
    }
    current.textStack.pango = "1.52.0"
    current.textStack.fonts = [
      TextStack.FontFile(path: Self.font.path, bytes: 760_000, hash: "0123456789abcdef"),
      TextStack.FontFile(path: "/fonts/Nanum.ttf", bytes: 10, hash: "00000000000000ff"),
    ]
    current.toolVersion = "0.2.0"
    #expect(
      Self.recipe.differences(from: current) == [
        RecipeDifference(
          aspect: .options, text: "options differ: fps 5 (golden) vs 30, to unset (golden) vs 3"),
        RecipeDifference(
          aspect: .textStack, text: "rendered with Pango 1.52.0, the goldens with 1.50.12"),
        RecipeDifference(
          aspect: .textStack,
          text: "rendered with different fonts: \(Self.font.path) changed (759720 bytes, hash "
            + "adadfef763426946 in the goldens; 760000 bytes, hash 0123456789abcdef now); "
            + "/fonts/Nanum.ttf used now, not by the goldens"),
        RecipeDifference(aspect: .tool, text: "made by snapreplay 0.1.0-dev (golden) vs 0.2.0"),
      ])
    #expect(Self.recipe.differences(from: Self.recipe).isEmpty)
  }

  /// Goldens recorded before font fingerprints were SHA-256 hold 16-digit FNV-1a ones.
  static let sha256 = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"

  @Test func anOldKindOfFontFingerprintIsUnknownNotDifferent() {
    var current = Self.recipe
    current.textStack.fonts = [
      TextStack.FontFile(path: Self.font.path, bytes: Self.font.bytes, hash: Self.sha256)
    ]
    #expect(Self.recipe.differences(from: current).isEmpty)
  }

  @Test func aFontOfAnotherSizeDiffersWhateverItsFingerprintsKind() {
    var current = Self.recipe
    current.textStack.fonts = [
      TextStack.FontFile(path: Self.font.path, bytes: 760_000, hash: Self.sha256)
    ]
    #expect(
      Self.recipe.differences(from: current).map(\.text) == [
        "rendered with different fonts: \(Self.font.path) changed (759720 bytes, hash "
          + "adadfef763426946 in the goldens; 760000 bytes, hash \(Self.sha256) now)"
      ])
  }

  @Test func fingerprintsOfOneKindAreCompared() {
    var golden = Self.recipe
    golden.textStack.fonts = [
      TextStack.FontFile(path: Self.font.path, bytes: Self.font.bytes, hash: Self.sha256)
    ]
    var current = golden
    current.textStack.fonts[0].hash = String(repeating: "0", count: 64)
    #expect(golden.differences(from: current).map(\.aspect) == [.textStack])
  }
}

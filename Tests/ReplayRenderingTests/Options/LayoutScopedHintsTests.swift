import ReplayRendering
import SnapshotRecording
import Testing

/// A header's hints describe the layout the header names: picking another layout on the
/// command line gives that layout its own look, while general hints still apply.
@Suite struct LayoutScopedHintsTests {
  /// The mountains recording's hints: a grid's look, a phone viewport and scale.
  static let gridHints: [String: RenderHint] = [
    "layout": .string("grid"), "columns": .number(2), "cellSize": .string("180x32"),
    "spacing": .number(10), "padding": .number(10), "cornerRadius": .number(6),
    "background": .string("#FFFFFF"), "viewport": .string("390x844"), "scale": .number(2),
    "appearance": .string("dark"), "fps": .number(60),
  ]

  @Test func anotherLayoutOnTheCommandLineLeavesTheHeadersLookOut() throws {
    let options = try RenderOptions(
      hints: Self.gridHints,
      overrides: RenderOptionOverrides {
        $0.layout = .list; $0.listStyle = .insetGrouped
      })
    for key in RenderOptionKey.allCases where key.isLayoutLook && key != .listStyle {
      #expect(options.optionText(for: key) == RenderOptions().optionText(for: key), "\(key)")
    }
    // The list's own page colour, in the hinted appearance; general hints still apply.
    #expect(options.resolvedBackground.hex == "#000000")
    #expect(options.appearance == .dark)
    #expect(options.scale == 2)
    #expect(options.fps == 60)
    #expect(options.viewport == SceneSize(width: 390, height: 844))
  }

  @Test func theLightListPageIsTheGroupedGreyNotTheGridsWhite() throws {
    var hints = Self.gridHints
    hints["appearance"] = nil
    let options = try RenderOptions(
      hints: hints,
      overrides: RenderOptionOverrides {
        $0.layout = .list
        $0.listStyle = .insetGrouped
      })
    #expect(options.resolvedBackground.hex == "#F2F2F7")
  }

  @Test func theSameLayoutKeepsEveryHint() throws {
    let options = try RenderOptions(
      hints: Self.gridHints, overrides: RenderOptionOverrides { $0.layout = .grid })
    #expect(options.columns == 2)
    #expect(options.cornerRadius == 6)
    #expect(options.background?.hex == "#FFFFFF")
  }

  @Test func aHeaderWithoutALayoutHintNamesTheGrid() throws {
    let hints: [String: RenderHint] = ["background": .string("#000000"), "columns": .number(9)]
    let list = try RenderOptions(
      hints: hints,
      overrides: RenderOptionOverrides {
        $0.layout = .list
      })
    #expect(list.background == nil)
    #expect(list.columns == 4)
    let grid = try RenderOptions(hints: hints)
    #expect(grid.background?.hex == "#000000")
  }

  @Test func aLeftOutHintIsStillChecked() {
    #expect(throws: RenderOptionError.self) {
      try RenderOptions(
        hints: ["layout": .string("grid"), "columns": .number(0)],
        overrides: RenderOptionOverrides { $0.layout = .list })
    }
  }

  @Test func theAppearanceHintSetsTheGridsCanvasToo() throws {
    let options = try RenderOptions(hints: ["appearance": .string("dark")])
    #expect(options.resolvedBackground.hex == "#000000")
  }
}

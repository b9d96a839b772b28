import SnapshotModel
import Testing

/// `apply(_:to:animatingDifferences:completion:)` and `snapshot(for:)` (reference §1.3,
/// data-source side).
@Suite struct DataSourceSectionSnapshotTests {
  typealias DataSource = DiffableDataSource<String, String>

  static func sidebar(expanding expanded: [String] = []) -> Outline {
    var outline = makeOutline("Lists", "  Grid", "  Outline", "Cells", "  Custom")
    outline.expand(expanded)
    return outline
  }

  @Test func applyingToAnUnknownSectionAppendsItAtTheEnd() {
    // §1.3 (Legacy): "Applying a section snapshot to a section that does not exist appends
    // that section at the end".
    let dataSource = DataSource()
    dataSource.apply(makeSnapshot("A: a", "B: b"))
    dataSource.apply(Self.sidebar(), to: "sidebar")
    #expect(layout(dataSource.snapshot()) == ["A: a", "B: b", "sidebar: Lists Cells"])
  }

  @Test func theComposedSnapshotHoldsOnlyVisibleItems() {
    // §1.3: "After a section snapshot is applied, dataSource.snapshot() contains only the
    // visible items of that section".
    let dataSource = DataSource()
    dataSource.apply(Self.sidebar(expanding: ["Lists"]), to: "sidebar")
    #expect(layout(dataSource.snapshot()) == ["sidebar: Lists Grid Outline Cells"])
    #expect(dataSource.indexPath(for: "Cells") == [0, 3])
    #expect(dataSource.indexPath(for: "Custom") == nil)
  }

  @Test func applyingToAnExistingSectionReplacesOnlyItsItems() {
    let dataSource = DataSource()
    dataSource.apply(makeSnapshot("A: a", "sidebar: old", "B: b"))
    dataSource.apply(Self.sidebar(), to: "sidebar")
    #expect(layout(dataSource.snapshot()) == ["A: a", "sidebar: Lists Cells", "B: b"])
  }

  @Test func expandingAndApplyingAgainInsertsTheChildren() {
    let dataSource = DataSource()
    dataSource.apply(Self.sidebar(), to: "sidebar")
    var outline = dataSource.snapshot(for: "sidebar")
    outline.expand(["Cells"])
    dataSource.apply(outline, to: "sidebar")
    #expect(layout(dataSource.snapshot()) == ["sidebar: Lists Cells Custom"])
    outline.collapse(["Cells"])
    dataSource.apply(outline, to: "sidebar")
    #expect(layout(dataSource.snapshot()) == ["sidebar: Lists Cells"])
  }

  @Test func snapshotForASectionIsTheAppliedOutline() {
    let dataSource = DataSource()
    let outline = Self.sidebar(expanding: ["Cells"])
    dataSource.apply(outline, to: "sidebar")
    #expect(dataSource.snapshot(for: "sidebar") == outline)
  }

  @Test func snapshotForAnUnknownSectionIsEmpty() {
    // §1.3 (Legacy): "snapshot(for:) of an unknown section returns an empty section snapshot".
    let dataSource = DataSource()
    dataSource.apply(makeSnapshot("A: a"))
    #expect(dataSource.snapshot(for: "nope") == Outline())
  }

  @Test func snapshotForAFlatSectionListsItsItemsAsRootItems() {
    let dataSource = DataSource()
    dataSource.apply(makeSnapshot("A: a b"))
    #expect(dataSource.snapshot(for: "A") == makeOutline("a", "b"))
  }

  @Test func aFlatApplyThatKeepsTheSectionKeepsItsOutline() {
    let dataSource = DataSource()
    dataSource.apply(Self.sidebar(expanding: ["Lists"]), to: "sidebar")
    var snapshot = dataSource.snapshot()
    snapshot.appendSections(["more"])
    snapshot.appendItems(["x"])
    dataSource.apply(snapshot)
    #expect(dataSource.snapshot(for: "sidebar") == Self.sidebar(expanding: ["Lists"]))
  }

  @Test func aFlatApplyThatChangesTheSectionForgetsItsOutline() {
    let dataSource = DataSource()
    dataSource.apply(Self.sidebar(), to: "sidebar")
    var snapshot = dataSource.snapshot()
    snapshot.appendItems(["x"], toSection: "sidebar")
    dataSource.apply(snapshot)
    #expect(dataSource.snapshot(for: "sidebar") == makeOutline("Lists", "Cells", "x"))
  }

  @Test func aFlatApplyWithoutTheSectionForgetsItsOutline() {
    let dataSource = DataSource()
    dataSource.apply(Self.sidebar(), to: "sidebar")
    dataSource.apply(makeSnapshot("A: a"))
    dataSource.apply(makeSnapshot("A: a", "sidebar: Lists Cells"))
    #expect(dataSource.snapshot(for: "sidebar") == makeOutline("Lists", "Cells"))
  }

  @Test func theObserverSeesTheComposedSnapshotAndTheOutline() {
    let log = ApplicationLog()
    let dataSource = DataSource(observer: log.record)
    dataSource.apply(makeSnapshot("A: a"))
    dataSource.apply(Self.sidebar(expanding: ["Lists"]), to: "sidebar", animatingDifferences: false)
    let applications = log.applications
    #expect(applications.count == 2)
    #expect(applications[0].outlineSections.isEmpty)
    #expect(layout(applications[1].snapshot) == ["A: a", "sidebar: Lists Grid Outline Cells"])
    #expect(applications[1].outlineSections == ["sidebar": Self.sidebar(expanding: ["Lists"])])
    #expect(!applications[1].animatingDifferences)
  }

  @Test func theComposedSnapshotCarriesNoMarks() {
    // A section-snapshot apply reloads nothing: marks of an earlier apply are not carried over.
    let log = ApplicationLog()
    let dataSource = DataSource(observer: log.record)
    var snapshot = makeSnapshot("A: a")
    snapshot.reloadItems(["a"])
    snapshot.reloadSections(["A"])
    dataSource.apply(snapshot)
    dataSource.apply(Self.sidebar(), to: "sidebar")
    let composed = log.applications[1].snapshot
    #expect(composed.reloadedItemIdentifiers.isEmpty)
    #expect(composed.reloadedSectionIdentifiers.isEmpty)
  }

  @Test func aVisibleItemFromAnotherSectionMovesIntoTheOutlineSection() {
    let dataSource = DataSource()
    dataSource.apply(makeSnapshot("A: a Lists"))
    dataSource.apply(Self.sidebar(), to: "sidebar")
    #expect(layout(dataSource.snapshot()) == ["A: a", "sidebar: Lists Cells"])
    #expect(dataSource.snapshot(for: "A") == makeOutline("a"))
  }
}

/// The example of the DocC article "Outline sections", kept honest: the code there is this code,
/// and the output it shows is this output.
@Suite struct OutlineSectionsArticleTests {
  @Test func theArticlesExamplePrintsWhatTheArticleShows() {
    var sidebar = DiffableSectionSnapshot<String>()
    sidebar.append(["Compositional Layout", "Lists"])
    sidebar.append(["Getting Started", "Advanced Layouts"], to: "Compositional Layout")
    sidebar.append(["Simple List"], to: "Lists")
    sidebar.expand(["Compositional Layout"])

    let dataSource = DiffableDataSource<String, String>()
    dataSource.apply(sidebar, to: "main")
    #expect(
      dataSource.snapshot().itemIdentifiers == [
        "Compositional Layout", "Getting Started", "Advanced Layouts", "Lists",
      ])
    #expect(
      dataSource.snapshot(for: "main").visualDescription() == """
        *+ Compositional Layout
          *  Getting Started
          *  Advanced Layouts
        *- Lists
             Simple List
        """)
  }
}

@Suite struct DataSourceSectionSnapshotAsyncTests {
  @Test func theAsyncApplyReturnsWithTheOutlineShown() async {
    let dataSource = DiffableDataSource<String, String>()
    var outline = makeOutline("a", "  a1", "b")
    outline.expand(["a"])
    await dataSource.apply(outline, to: "s", animatingDifferences: false)
    #expect(layout(dataSource.snapshot()) == ["s: a a1 b"])
    #expect(dataSource.snapshot(for: "s") == outline)
  }
}

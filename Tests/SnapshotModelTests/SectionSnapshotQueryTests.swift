import SnapshotModel
import Testing

/// `NSDiffableDataSourceSectionSnapshot`'s read-only API (reference §1.3).
@Suite struct SectionSnapshotQueryTests {
  static let menu = makeOutline(
    "Food", "  Fruit", "    Apple", "    Pear", "  Bread", "Drinks", "  Tea", "Desserts")

  @Test func anEmptySectionSnapshotHasNoItems() {
    let outline = Outline()
    #expect(outline.items.isEmpty)
    #expect(outline.rootItems.isEmpty)
    #expect(outline.visibleItems.isEmpty)
    #expect(outline.expandedItems.isEmpty)
    #expect(outline.visualDescription() == "")
    #expect(!outline.contains("Food"))
  }

  @Test func itemsAreDepthFirstAndRootItemsAreTheTopLevel() {
    #expect(
      Self.menu.items == ["Food", "Fruit", "Apple", "Pear", "Bread", "Drinks", "Tea", "Desserts"])
    #expect(Self.menu.rootItems == ["Food", "Drinks", "Desserts"])
  }

  @Test func itemsStartCollapsedSoOnlyRootItemsAreVisible() {
    // Reference §5: the default expansion is collapsed (`expand` must be called).
    #expect(Self.menu.visibleItems == ["Food", "Drinks", "Desserts"])
    #expect(Self.menu.expandedItems.isEmpty)
    #expect(!Self.menu.isExpanded("Food"))
  }

  @Test func visibleItemsAreThoseWhoseAncestorsAreAllExpanded() {
    var outline = Self.menu
    outline.expand(["Fruit"])
    // Fruit is expanded, but its parent Food is not: Apple stays hidden (§1.3 visibleItems).
    #expect(outline.visibleItems == ["Food", "Drinks", "Desserts"])
    #expect(!outline.isVisible("Apple"))
    outline.expand(["Food"])
    #expect(
      outline.visibleItems == ["Food", "Fruit", "Apple", "Pear", "Bread", "Drinks", "Desserts"])
    #expect(outline.isVisible("Apple"))
    #expect(!outline.isVisible("Tea"))
    #expect(outline.isVisible("Drinks"))
  }

  @Test func collapsingKeepsTheDescendantsOwnExpandedStates() {
    var outline = Self.menu
    outline.expand(["Food", "Fruit"])
    outline.collapse(["Food"])
    #expect(outline.visibleItems == ["Food", "Drinks", "Desserts"])
    #expect(outline.isExpanded("Fruit"))
    outline.expand(["Food"])
    #expect(outline.isVisible("Pear"))
  }

  @Test func expandedItemsAreListedDepthFirst() {
    var outline = Self.menu
    outline.expand(["Drinks", "Fruit", "Food"])
    #expect(outline.expandedItems == ["Food", "Fruit", "Drinks"])
  }

  @Test func expandingALeafIsKeptAsItsState() {
    var outline = Self.menu
    outline.expand(["Desserts"])
    #expect(outline.isExpanded("Desserts"))
    outline.append(["Cake"], to: "Desserts")
    #expect(outline.visibleItems.suffix(2) == ["Desserts", "Cake"])
  }

  @Test func expandAndCollapseIgnoreUnknownItems() {
    // §1.3: "Unknown ids ignored".
    var outline = Self.menu
    outline.expand(["Nope", "Food"])
    outline.collapse(["Also nope"])
    #expect(outline.expandedItems == ["Food"])
    #expect(!outline.contains("Nope"))
  }

  @Test func levelIsZeroBasedDepth() {
    #expect(Self.menu.level(of: "Food") == 0)
    #expect(Self.menu.level(of: "Fruit") == 1)
    #expect(Self.menu.level(of: "Apple") == 2)
  }

  @Test func parentOfARootItemIsNil() {
    #expect(Self.menu.parent(of: "Food") == nil)
    #expect(Self.menu.parent(of: "Apple") == "Fruit")
    #expect(Self.menu.parent(of: "Tea") == "Drinks")
  }

  @Test func indexIsThePositionInItemsHiddenItemsIncluded() {
    #expect(Self.menu.index(of: "Food") == 0)
    #expect(Self.menu.index(of: "Bread") == 4)
    #expect(Self.menu.index(of: "Desserts") == 7)
    #expect(Self.menu.index(of: "Nope") == nil)
  }

  @Test func containsFindsHiddenItems() {
    #expect(Self.menu.contains("Apple"))
    #expect(!Self.menu.contains("apple"))
  }

  @Test func aSubtreeSnapshotHasTheChildrenAsRootItems() {
    var outline = Self.menu
    outline.expand(["Fruit"])
    let food = outline.snapshot(of: "Food")
    #expect(food.rootItems == ["Fruit", "Bread"])
    #expect(shape(food) == ["Fruit", "  Apple", "  Pear", "Bread"])
    #expect(food.isExpanded("Fruit"))
    #expect(food.parent(of: "Fruit") == nil)
    #expect(!food.contains("Food"))
    #expect(food._invariantViolations().isEmpty)
  }

  @Test func aSubtreeSnapshotIncludingTheParentHasItAsTheOneRoot() {
    var outline = Self.menu
    outline.expand(["Food"])
    let food = outline.snapshot(of: "Food", includingParent: true)
    #expect(shape(food) == ["Food", "  Fruit", "    Apple", "    Pear", "  Bread"])
    #expect(food.isExpanded("Food"))
    #expect(food.visibleItems == ["Food", "Fruit", "Bread"])
    #expect(food._invariantViolations().isEmpty)
  }

  @Test func aLeafsSubtreeSnapshotIsEmpty() {
    #expect(Self.menu.snapshot(of: "Tea").items.isEmpty)
    #expect(Self.menu.snapshot(of: "Tea", includingParent: true).items == ["Tea"])
  }

  @Test func visualDescriptionMarksVisibleExpandedAndCollapsedItems() {
    // Apple's documentation of visualDescription(): `*` visible, `+` expanded, `-` collapsed.
    var outline = Self.menu
    outline.expand(["Food"])
    #expect(
      outline.visualDescription()
        == """
        *+ Food
          *- Fruit
               Apple
               Pear
          *  Bread
        *- Drinks
             Tea
        *  Desserts
        """)
  }

  @Test func descriptionNestsChildrenInParentheses() {
    #expect(
      Self.menu.description
        == "DiffableSectionSnapshot(Food (Fruit (Apple, Pear), Bread), Drinks (Tea), Desserts)")
    #expect(Outline().description == "DiffableSectionSnapshot()")
  }

  @Test func equalityComparesTheOutlineAndTheExpandedStates() {
    var other = makeOutline(
      "Food", "  Fruit", "    Apple", "    Pear", "  Bread", "Drinks", "  Tea", "Desserts")
    #expect(other == Self.menu)
    other.expand(["Tea"])
    #expect(other != Self.menu)
    #expect(makeOutline("a", "  b") != makeOutline("a", "b"))
    #expect(makeOutline("a", "b") != makeOutline("b", "a"))
  }

  @Test func copyingInitializerCopies() {
    var copy = Outline(Self.menu)
    #expect(copy == Self.menu)
    copy.deleteAll()
    #expect(Self.menu.items.count == 8)
  }
}

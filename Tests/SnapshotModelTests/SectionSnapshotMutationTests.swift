import SnapshotModel
import Testing

/// `NSDiffableDataSourceSectionSnapshot`'s mutations (reference §1.3).
@Suite struct SectionSnapshotMutationTests {
  @Test func appendWithoutParentAddsRootItemsAtTheEnd() {
    var outline = makeOutline("a", "  a1")
    outline.append(["b", "c"])
    #expect(shape(outline) == ["a", "  a1", "b", "c"])
  }

  @Test func appendToAParentGoesAfterItsLastChildAndThatChildsDescendants() {
    // §1.3: "with a parent, items go after the parent's last child".
    var outline = makeOutline("a", "  a1", "    a1x", "b")
    outline.append(["a2", "a3"], to: "a")
    #expect(shape(outline) == ["a", "  a1", "    a1x", "  a2", "  a3", "b"])
    #expect(outline.parent(of: "a3") == "a")
  }

  @Test func insertBeforeMakesASiblingOfTheDestination() {
    var outline = makeOutline("a", "  a1", "  a2", "b")
    outline.insert(["new"], before: "a2")
    #expect(shape(outline) == ["a", "  a1", "  new", "  a2", "b"])
    outline.insert(["first", "second"], before: "a")
    #expect(shape(outline).prefix(3) == ["first", "second", "a"])
  }

  @Test func insertAfterGoesAfterTheDestinationsDescendants() {
    var outline = makeOutline("a", "  a1", "    a1x", "  a2", "b")
    outline.insert(["new"], after: "a1")
    #expect(shape(outline) == ["a", "  a1", "    a1x", "  new", "  a2", "b"])
    outline.insert(["last"], after: "b")
    #expect(outline.rootItems == ["a", "b", "last"])
  }

  @Test func insertedItemsStartCollapsed() {
    var outline = makeOutline("a")
    outline.expand(["a"])
    outline.insert(["b"], after: "a")
    #expect(!outline.isExpanded("b"))
  }

  @Test func insertingASnapshotKeepsItsDescendantsAndExpandedStates() {
    var outline = makeOutline("a", "  a1", "  a2", "b")
    var drinks = makeOutline("Tea", "  Green", "Coffee")
    drinks.expand(["Tea"])
    outline.insert(drinks, before: "a2")
    #expect(shape(outline) == ["a", "  a1", "  Tea", "    Green", "  Coffee", "  a2", "b"])
    #expect(outline.isExpanded("Tea"))
    #expect(outline.parent(of: "Coffee") == "a")
    #expect(outline.parent(of: "Green") == "Tea")

    var other = makeOutline("a", "  a1", "b")
    other.insert(drinks, after: "a")
    #expect(shape(other) == ["a", "  a1", "Tea", "  Green", "Coffee", "b"])
    #expect(other.parent(of: "Tea") == nil)
  }

  @Test func deleteRemovesDescendantsToo() {
    // §1.3: "Deletes the items and their descendants".
    var outline = makeOutline("a", "  a1", "    a1x", "  a2", "b")
    outline.delete(["a1"])
    #expect(shape(outline) == ["a", "  a2", "b"])
    #expect(!outline.contains("a1x"))
    outline.delete(["a"])
    #expect(shape(outline) == ["b"])
  }

  @Test func deletingAnItemTogetherWithItsAncestorIsFine() {
    var outline = makeOutline("a", "  a1", "    a1x", "b", "  b1", "c")
    outline.delete(["a1x", "a", "b1"])
    #expect(shape(outline) == ["b", "c"])
  }

  @Test func aDeletedItemComesBackCollapsedWithoutItsChildren() {
    var outline = makeOutline("a", "  a1")
    outline.expand(["a"])
    outline.delete(["a"])
    outline.append(["a"])
    #expect(!outline.isExpanded("a"))
    #expect(outline.snapshot(of: "a").items.isEmpty)
  }

  @Test func deleteAllEmptiesTheSectionSnapshot() {
    var outline = makeOutline("a", "  a1", "b")
    outline.deleteAll()
    #expect(outline == Outline())
    outline.append(["a1"])
    #expect(outline.items == ["a1"])
  }

  @Test func replaceChildrenSwapsTheWholeSubtree() {
    var outline = makeOutline("a", "  a1", "    a1x", "  a2", "b")
    outline.expand(["a"])
    var fresh = makeOutline("p", "  p1", "q")
    fresh.expand(["p"])
    outline.replace(childrenOf: "a", using: fresh)
    #expect(shape(outline) == ["a", "  p", "    p1", "  q", "b"])
    #expect(outline.isExpanded("a"))
    #expect(outline.isExpanded("p"))
    #expect(!outline.contains("a1x"))
  }

  @Test func replaceChildrenMayBringFormerDescendantsBack() {
    var outline = makeOutline("a", "  a1", "    a1x", "b")
    outline.replace(childrenOf: "a", using: makeOutline("a1x", "a1"))
    #expect(shape(outline) == ["a", "  a1x", "  a1", "b"])
  }

  @Test func replaceChildrenWithAnEmptySnapshotMakesALeaf() {
    var outline = makeOutline("a", "  a1", "b")
    outline.replace(childrenOf: "a", using: Outline())
    #expect(shape(outline) == ["a", "b"])
  }

  @Test func outlineRoundTripsThroughTheValidatingInitializer() throws {
    var outline = makeOutline("a", "  a1", "    a1x", "  a2", "b")
    outline.expand(["a", "a1x"])
    let rebuilt = try Outline(validating: outline.outline, expandedItems: outline.expandedItems)
    #expect(rebuilt == outline)
  }
}

/// Thousands of items: the cost of each operation must not grow with the square of the size.
/// Correctness only; timings belong to benchmarks, but quadratic work would make this take
/// minutes. These outlines are above the size that debug builds check after every mutation, so
/// each test checks the invariants once at the end.
@Suite struct LargeSectionSnapshotTests {
  static let categories = 200
  static let itemsPerCategory = 50

  static func catalog() -> DiffableSectionSnapshot<Int> {
    var outline = DiffableSectionSnapshot<Int>()
    let roots = Array(0..<categories).map { -1 - $0 }
    outline.append(roots)
    for (index, category) in roots.enumerated() {
      let first = index * itemsPerCategory
      outline.append(Array(first..<first + itemsPerCategory), to: category)
    }
    return outline
  }

  @Test func tenThousandItemsAreListedDepthFirst() {
    var outline = Self.catalog()
    #expect(outline.items.count == 10_200)
    #expect(outline.visibleItems.count == 200)
    outline.expand(outline.rootItems)
    #expect(outline.visibleItems.count == 10_200)
    #expect(outline.visibleItems[1] == 0)
    #expect(outline.level(of: 9_999) == 1)
    #expect(outline.parent(of: 9_999) == -200)
    #expect(outline._invariantViolations().isEmpty)
  }

  @Test func deletingEveryOtherLeafAndHalfTheCategoriesKeepsTheOutline() {
    var outline = Self.catalog()
    outline.delete(Array(stride(from: 0, to: 10_000, by: 2)))
    outline.delete(Array(stride(from: -1, through: -200, by: -2)))
    #expect(outline.rootItems.count == 100)
    #expect(outline.items.count == 100 + 100 * 25)
    #expect(outline.snapshot(of: -2).items == Array(stride(from: 51, to: 100, by: 2)))
    #expect(outline._invariantViolations().isEmpty)
  }

  @Test func insertingBeforeTheFirstOfManySiblingsKeepsTheirOrder() {
    var outline = Self.catalog()
    for item in stride(from: 20_000, to: 21_000, by: 10) {
      outline.insert(Array(item..<item + 10), before: 0)
    }
    let firstCategory = outline.snapshot(of: -1).items
    #expect(firstCategory.count == 1_050)
    #expect(firstCategory.prefix(3) == [20_000, 20_001, 20_002])
    #expect(firstCategory[1_000] == 0)
    #expect(outline._invariantViolations().isEmpty)
  }
}

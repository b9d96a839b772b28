import SnapshotModel
import Testing

/// Untrusted outline data (a recording's `parent` keys) is checked, never trapped on.
@Suite struct SectionSnapshotValidationTests {
  typealias Failure = SectionSnapshotValidationError<String>

  @Test func validDataBuildsTheSameOutlineAsTheMutatingAPI() throws {
    let outline = try Outline(
      validating: [("a", nil), ("a1", "a"), ("a1x", "a1"), ("a2", "a"), ("b", nil)],
      expandedItems: ["a"])
    var expected = makeOutline("a", "  a1", "    a1x", "  a2", "b")
    expected.expand(["a"])
    #expect(outline == expected)
    #expect(outline.visibleItems == ["a", "a1", "a2", "b"])
  }

  @Test func unknownExpandedItemsAreIgnoredAsExpandIgnoresThem() throws {
    let outline = try Outline(validating: [("a", nil)], expandedItems: ["zzz"])
    #expect(outline.expandedItems.isEmpty)
  }

  @Test func repeatedItemsAreOneProblemListingEachOnce() {
    #expect(throws: Failure(problems: [.duplicateItems(["a", "b"])])) {
      try Outline(validating: [("a", nil), ("b", "a"), ("a", nil), ("b", nil), ("a", nil)])
    }
  }

  @Test func aParentThatComesLaterIsAProblem() {
    #expect(throws: Failure(problems: [.parentNotEarlier(item: "a1", parent: "a")])) {
      try Outline(validating: [("a1", "a"), ("a", nil)])
    }
  }

  @Test func anItemThatIsItsOwnParentIsAProblem() {
    // With parents always earlier, no cycle can be built: a self-parent is the shortest one.
    #expect(throws: Failure(problems: [.parentNotEarlier(item: "a", parent: "a")])) {
      try Outline(validating: [("a", "a")])
    }
  }

  @Test func aChildSeparatedFromItsParentsSubtreeIsAProblem() {
    #expect(throws: Failure(problems: [.outsideParentSubtree(item: "a2", parent: "a")])) {
      try Outline(validating: [("a", nil), ("a1", "a"), ("b", nil), ("a2", "a")])
    }
  }

  @Test func aChildMayFollowItsSiblingsDescendants() throws {
    let outline = try Outline(
      validating: [("a", nil), ("a1", "a"), ("a1x", "a1"), ("a1y", "a1x"), ("a2", "a")])
    #expect(shape(outline) == ["a", "  a1", "    a1x", "      a1y", "  a2"])
  }

  @Test func theChildrenOfARejectedItemAreReportedToo() {
    let expected = Failure(problems: [
      .parentNotEarlier(item: "a", parent: "x"), .parentNotEarlier(item: "a1", parent: "a"),
    ])
    #expect(throws: expected) {
      try Outline(validating: [("a", "x"), ("a1", "a")])
    }
  }

  @Test func problemsReadInUIKitsWords() {
    let failure = Failure(problems: [
      .duplicateItems(["a"]), .parentNotEarlier(item: "b", parent: "p"),
      .outsideParentSubtree(item: "c", parent: "q"),
    ])
    #expect(
      failure.description
        == "Supplied identifiers are not unique. Duplicate identifiers: {(a)}; "
        + "Parent item identifier does not exist in section snapshot: p "
        + "(the parent of b must come before it); "
        + "Item c is not in its parent q's subtree: items that are not under q come between them")
  }
}

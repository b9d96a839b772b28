import SnapshotModel
import Testing

/// The outline's tree (each item's parent, each parent's children, the root items) agrees with
/// itself, and the checker notices when it does not.
@Suite struct SectionSnapshotInvariantTests {
  /// `a` with children `a1` (with child `a1x`) and `a2`, then `b`.
  static func sample() -> Outline {
    makeOutline("a", "  a1", "    a1x", "  a2", "b")
  }

  @Test func outlinesBuiltThroughThePublicAPIHaveNoViolations() {
    #expect(Self.sample()._invariantViolations().isEmpty)
    #expect(Outline()._invariantViolations().isEmpty)
  }

  @Test func aChildNamingAnotherParentIsReported() {
    var outline = Self.sample()
    outline._unstableInternals.nodes["a2"]?.parent = "b"
    #expect(
      outline._invariantViolations() == ["item a2 names b as its parent but is listed under a"])
  }

  @Test func anItemListedUnderTwoParentsIsReported() {
    var outline = Self.sample()
    outline._unstableInternals.nodes["b"]?.children.append("a2")
    #expect(
      outline._invariantViolations() == [
        "item a2 names a as its parent but is listed under b", "item a2 is listed more than once",
      ])
  }

  @Test func aListedItemWithoutANodeIsReported() {
    var outline = Self.sample()
    outline._unstableInternals.nodes["a1x"] = nil
    #expect(outline._invariantViolations() == ["item a1x is listed but has no node"])
  }

  @Test func aCycleOutsideTheTreeIsReportedAsUnreachable() {
    var outline = Self.sample()
    outline._unstableInternals.nodes["x"] = (parent: "y", children: ["y"])
    outline._unstableInternals.nodes["y"] = (parent: "x", children: ["x"])
    #expect(
      Set(outline._invariantViolations()) == [
        "item x cannot be reached from the root items",
        "item y cannot be reached from the root items",
      ])
  }

  @Test func checkingACorruptedOutlineTrapsWithTheFirstViolation() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = SectionSnapshotInvariantTests.sample()
      outline._unstableInternals.nodes["a1x"] = nil
      outline._checkInvariants()
    }
    let standardError = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) }
    #expect(
      standardError?.contains(
        "DiffableSectionSnapshot invariant violated: item a1x is listed but has no node") == true)
  }
}

import ReplayRendering
import Testing

@testable import ReplayVerification

/// `approve` of some frames writes the fresh render's `golden.json` except for the frames not
/// approved, which keep the structure their golden frames still show.
@Suite struct PartialApprovalRecipeTests {
  static func frame(_ label: String, at time: Double) -> FrameStructure {
    FrameStructure(
      time: time,
      cells: [
        .init(
          id: "n-9", x: 0, y: 0, width: 100, height: 44, opacity: 1,
          content: .init(label: label))
      ])
  }

  static func recipe(_ labels: [String]) -> GoldenRecipe {
    var recipe = GoldenRecipeTests.recipe
    recipe.frames = labels.enumerated().map { frame($1, at: Double($0) * 0.2) }
    return recipe
  }

  @Test func framesNotApprovedKeepTheirEarlierStructure() {
    let earlier = Self.recipe(["Evergreen", "Evergreen", "Evergreen"])
    let fresh = Self.recipe(["Evergreen 5G", "Evergreen 5G", "Evergreen 5G", "Evergreen 5G"])
    let written = fresh.keeping(earlier, exceptFrames: [0, 2])
    #expect(
      written.frames?.map { $0.cells[0].content?.label }
        == ["Evergreen 5G", "Evergreen", "Evergreen 5G", "Evergreen 5G"])
  }

  @Test func anEarlierRecipeWithoutContentIsNotMixedIn() {
    var earlier = Self.recipe(["Evergreen"])
    earlier.keepsContent = false
    let fresh = Self.recipe(["Evergreen 5G"])
    #expect(fresh.keeping(earlier, exceptFrames: []) == fresh)
    #expect(fresh.keeping(nil, exceptFrames: []) == fresh)
  }

  @Test func anEarlierRecipeWithoutSupplementaryViewsTakesTheFreshOnesForKeptFrames() {
    let footer = FrameStructure.Supplementary(
      section: "s", kind: "footer", text: "Footer", x: 0, y: 44, width: 100, height: 40,
      opacity: 1)
    let earlier = Self.recipe(["Evergreen", "Evergreen"])
    var fresh = Self.recipe(["Evergreen 5G", "Evergreen 5G"])
    for index in 0..<2 { fresh.frames?[index].supplementary = [footer] }
    let written = fresh.keeping(earlier, exceptFrames: [0])
    #expect(written.frames?[1].cells[0].content?.label == "Evergreen")
    #expect(written.frames?[1].supplementary == [footer])
    // Earlier goldens that kept some keep theirs.
    var keeping = earlier
    keeping.frames?[1].supplementary = [footer, footer]
    #expect(fresh.keeping(keeping, exceptFrames: [0]).frames?[1].supplementary == [footer, footer])
  }
}

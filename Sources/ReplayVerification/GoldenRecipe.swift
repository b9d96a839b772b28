/// How a golden set was made, kept beside its frames in `golden.json`.
public struct GoldenRecipe: Sendable {
  /// The file in a golden directory that holds the recipe: `golden.json`.
  public static let fileName = "golden.json"
}

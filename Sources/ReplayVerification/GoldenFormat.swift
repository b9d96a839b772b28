/// How a golden directory keeps its frames: a PNG per frame (`frame-000000.png`, …), or one
/// lossless animated PNG per recording (`golden.apng`), which `golden.json` names.
///
/// An animated PNG stores each run of equal frames once and later frames as the rectangle
/// that changed, so a recording's goldens are one small file in version control instead of
/// hundreds; its pixels are exact, unlike a GIF's 256 colours. `verify` reads either; the
/// format is switched by re-recording (`--golden-format apng --record all`).
///
/// ```swift
/// let format = GoldenFormat(rawValue: "apng")  // .apng
/// print(format?.rawValue ?? "")  // apng
/// ```
public enum GoldenFormat: String, Hashable, Sendable, Codable, CaseIterable {
  /// A PNG file per frame: what goldens were before, and the default.
  case png
  /// One animated PNG holding every frame: ``AnimatedGoldens/fileName``.
  case apng
}

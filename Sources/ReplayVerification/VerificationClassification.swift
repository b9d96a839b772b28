/// What kind of failure a failing verification is, from the frames' structure (each item
/// cell's id, frame and opacity, which goldens keep in `golden.json`).
///
/// ```swift
/// let kind = VerificationClassification.pixelsOnly
/// print(kind.rawValue)  // pixelsOnly
/// ```
public enum VerificationClassification: String, CaseIterable, Codable, Sendable {
  /// The replay's structure differs from the goldens': the app's data, the layout or the
  /// timeline changed. Its ``StructuralDivergence`` says where first.
  case changed
  /// The structure is the same and only pixels differ: the drawing or the environment (fonts,
  /// Cairo, Pango) drifted. `verify --pixels-only warn` reports these without failing.
  case pixelsOnly
  /// The render has more or fewer frames than the goldens and every frame both have agrees
  /// (``TimingDifference/Kind/frameCount``).
  case frameCount
  /// The render's frames per second differ from the goldens' (``TimingDifference/Kind/frameRate``):
  /// every frame falls at another time, so frame-by-frame differences say nothing.
  case frameRate
  /// The goldens keep no structure to compare with (made before `golden.json` existed).
  case unknown

  /// The words the terminal shows: `changed`, `pixels-only`, `structure unknown`.
  public var label: String {
    switch self {
    case .changed: "changed"
    case .pixelsOnly: "pixels-only"
    case .frameCount: "frame-count"
    case .frameRate: "frame-rate"
    case .unknown: "structure unknown"
    }
  }

  /// What the terminal and CI outputs call a failure of this kind: its ``label``, except that
  /// an unknown structure is said only when `verbose` (old goldens are no news).
  ///
  /// - Parameter verbose: Whether unknown structures are worth saying.
  /// - Returns: The words, or `nil` when nothing is said.
  public func shownLabel(verbose: Bool) -> String? {
    self == .unknown && !verbose ? nil : label
  }
}

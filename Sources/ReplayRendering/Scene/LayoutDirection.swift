/// Which way a list reads (`--layout-direction`): left to right, or mirrored for Arabic and
/// Hebrew.
///
/// ```swift
/// LayoutDirection(rawValue: "rtl")  // .rightToLeft: labels at the right, accessories at the left
/// ```
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
  /// Labels at the left edge, details and accessories at the right.
  case leftToRight = "ltr"
  /// Mirrored, as UIKit mirrors a list for a right-to-left language: labels at the right edge,
  /// details and accessories at the left, separators inset from the right.
  case rightToLeft = "rtl"
}

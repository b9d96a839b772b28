/// The reader's preferred text size (`--content-size`): iOS's Dynamic Type categories, from
/// `UIContentSizeCategory.extraSmall` to `.accessibilityExtraExtraExtraLarge`.
///
/// Text sizes come from the Dynamic Type size tables of Apple's Human Interface Guidelines
/// (Typography → Specifications → iOS, iPadOS Dynamic Type sizes); docs/Rendering.md reprints
/// the rows used.
///
/// ```swift
/// ContentSizeCategory.large.pointSize(of: .body)        // 17: the default
/// ContentSizeCategory.accessibility3.pointSize(of: .body)  // 40
/// ```
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable {
  /// `UIContentSizeCategory.extraSmall`.
  case xSmall = "x-small"
  /// `.small`.
  case small
  /// `.medium`.
  case medium
  /// `.large`: the default.
  case large
  /// `.extraLarge`.
  case xLarge = "x-large"
  /// `.extraExtraLarge`.
  case xxLarge = "xx-large"
  /// `.extraExtraExtraLarge`: the largest size outside the accessibility sizes.
  case xxxLarge = "xxx-large"
  /// `.accessibilityMedium` (AX1).
  case accessibility1 = "ax1"
  /// `.accessibilityLarge` (AX2).
  case accessibility2 = "ax2"
  /// `.accessibilityExtraLarge` (AX3).
  case accessibility3 = "ax3"
  /// `.accessibilityExtraExtraLarge` (AX4).
  case accessibility4 = "ax4"
  /// `.accessibilityExtraExtraExtraLarge` (AX5).
  case accessibility5 = "ax5"

  /// The size of a text style at this category, in points, from Apple's table.
  ///
  /// - Parameter style: The text style.
  /// - Returns: Its point size.
  public func pointSize(of style: TextStyle) -> Double {
    let sizes: [Double] =
      switch style {
      case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
      case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
      case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
      case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
      }
    return sizes[Self.allCases.firstIndex(of: self) ?? 3]
  }

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool {
    (Self.allCases.firstIndex(of: self) ?? 0) >= 7
  }
}

/// The Dynamic Type text styles a frame uses.
///
/// ```swift
/// ContentSizeCategory.large.pointSize(of: .subheadline)  // 15: a subtitle
/// ```
public enum TextStyle: Hashable, Sendable {
  /// A navigation bar's large title (bold).
  case largeTitle
  /// A navigation bar's inline title (semibold).
  case headline
  /// A row's label and detail.
  case body
  /// A row's subtitle, and a plain list's section header.
  case subheadline
  /// An inset-grouped list's section header.
  case footnote
}

public import SnapshotRecording

/// Light or dark mode (`--appearance`): which of iOS's system colours the canvas, list cells,
/// separators and text take.
///
/// ```swift
/// Appearance.dark.colors.secondarySystemGroupedBackground.hex  // "#1C1C1E": a grouped cell
/// Appearance.light.colors.systemGroupedBackground.hex          // "#F2F2F7": the page behind it
/// ```
public enum Appearance: String, CaseIterable, Hashable, Sendable {
  /// `UIUserInterfaceStyle.light`: the default.
  case light
  /// `UIUserInterfaceStyle.dark`.
  case dark

  /// The system colours of this appearance.
  public var colors: SystemColors {
    switch self {
    case .light: .light
    case .dark: .dark
    }
  }

  /// The colours of this appearance for a recorded collection-view list appearance: a
  /// sidebar's own page and clear cells for `sidebar` and `sidebarPlain`
  /// (``SystemColors/sidebar(_:)``), the table colours (``colors``) for the others and for a
  /// table view (`nil`).
  ///
  /// ```swift
  /// Appearance.dark.colors(for: .sidebar).secondarySystemGroupedBackground.hex  // "#1C1C1E"
  /// Appearance.light.colors(for: .sidebar).systemGroupedBackground.hex          // "#F2F2F7"
  /// ```
  ///
  /// - Parameter list: The recorded list appearance; `nil` for a table view or none recorded.
  /// - Returns: The colours a list of that appearance is drawn in.
  public func colors(for list: LayoutEvent.ListAppearance?) -> SystemColors {
    switch list {
    case .sidebar?: .sidebar(self)
    case .sidebarPlain?: .sidebarPlain(self)
    case .plain?, .grouped?, .insetGrouped?, nil: colors
    }
  }
}

/// iOS's semantic colours as one appearance resolves them, opaque: a translucent colour
/// (separator, secondary label) is given as it shows on the background it is drawn on.
///
/// docs/Rendering.md lists each value and where it comes from: Apple documents the colours'
/// names and roles, not their values, so the values are UIKit's resolved colours as reported
/// by `UIColor.resolvedColor(with:)` on iOS 13 to 17 (base level, normal contrast).
///
/// ```swift
/// SystemColors.dark.label.hex  // "#FFFFFF"
/// ```
public struct SystemColors: Hashable, Sendable {
  /// `systemBackground`: a plain list's page and cells, a grid's canvas.
  public var systemBackground: RecordedColor
  /// `systemGroupedBackground`: the page behind an inset-grouped list's groups.
  public var systemGroupedBackground: RecordedColor
  /// `secondarySystemGroupedBackground`: an inset-grouped list's cells and group backdrop.
  public var secondarySystemGroupedBackground: RecordedColor
  /// `separator` over a cell.
  public var separator: RecordedColor
  /// `label`: a row's text and a plain header's text.
  public var label: RecordedColor
  /// `secondaryLabel` over a cell: a row's detail.
  public var secondaryLabel: RecordedColor
  /// `secondaryLabel` over the grouped page: an inset-grouped section header.
  public var groupedHeaderText: RecordedColor
  /// A plain list's header band (an estimate: iOS draws it translucent).
  public var plainHeaderBackground: RecordedColor
  /// A row's accessories: tint, switch tracks, chevron.
  public var accessories: AccessoryColors = .light

  /// Light mode.
  public static let light = SystemColors(
    systemBackground: RecordedColor(red: 0xFF, green: 0xFF, blue: 0xFF),
    systemGroupedBackground: RecordedColor(red: 0xF2, green: 0xF2, blue: 0xF7),
    secondarySystemGroupedBackground: RecordedColor(red: 0xFF, green: 0xFF, blue: 0xFF),
    // rgba(60, 60, 67, 0.29) over white.
    separator: RecordedColor(red: 0xC6, green: 0xC6, blue: 0xC8),
    label: RecordedColor(red: 0, green: 0, blue: 0),
    // rgba(60, 60, 67, 0.6) over white, then over #F2F2F7.
    secondaryLabel: RecordedColor(red: 0x8A, green: 0x8A, blue: 0x8E),
    groupedHeaderText: RecordedColor(red: 0x85, green: 0x85, blue: 0x8B),
    plainHeaderBackground: RecordedColor(red: 0xF7, green: 0xF7, blue: 0xF7))

  /// Dark mode.
  public static let dark = SystemColors(
    systemBackground: RecordedColor(red: 0, green: 0, blue: 0),
    systemGroupedBackground: RecordedColor(red: 0, green: 0, blue: 0),
    secondarySystemGroupedBackground: RecordedColor(red: 0x1C, green: 0x1C, blue: 0x1E),
    // rgba(84, 84, 88, 0.6) over #1C1C1E.
    separator: RecordedColor(red: 0x3E, green: 0x3E, blue: 0x41),
    label: RecordedColor(red: 0xFF, green: 0xFF, blue: 0xFF),
    // rgba(235, 235, 245, 0.6) over #1C1C1E, then over black.
    secondaryLabel: RecordedColor(red: 0x98, green: 0x98, blue: 0x9F),
    groupedHeaderText: RecordedColor(red: 0x8D, green: 0x8D, blue: 0x93),
    plainHeaderBackground: RecordedColor(red: 0x1C, green: 0x1C, blue: 0x1E),
    accessories: .dark)
}

extension SystemColors {
  /// A `sidebar` list's colours (`UICollectionLayoutListConfiguration.Appearance.sidebar`,
  /// drawn in the inset-grouped geometry): its page is the sidebar's grey — light `#F2F2F7`,
  /// dark `#1C1C1E`, the resolved `secondarySystemBackground` — and its cells are clear
  /// (`UIBackgroundConfiguration.listSidebarCell()` has no fill unless selected), so rows and
  /// groups show the page; separators, secondary text and header text as they show over it.
  ///
  /// The page colour is an estimate from iPadOS screenshots, not measured on a device
  /// (docs/Rendering.md, "Appearance").
  ///
  /// ```swift
  /// SystemColors.sidebar(.light).secondarySystemGroupedBackground.hex  // "#F2F2F7": clear cells
  /// ```
  ///
  /// - Parameter appearance: Light or dark.
  /// - Returns: The colours a sidebar list is drawn in.
  public static func sidebar(_ appearance: Appearance) -> SystemColors {
    var colors = appearance.colors
    let page: RecordedColor
    switch appearance {
    case .light:
      page = RecordedColor(red: 0xF2, green: 0xF2, blue: 0xF7)
      // rgba(60, 60, 67, 0.29) and rgba(60, 60, 67, 0.6) over #F2F2F7.
      colors.separator = RecordedColor(red: 0xBD, green: 0xBD, blue: 0xC3)
      colors.secondaryLabel = RecordedColor(red: 0x85, green: 0x85, blue: 0x8B)
    case .dark:
      page = RecordedColor(red: 0x1C, green: 0x1C, blue: 0x1E)
      // The dark separator and secondary label are already given over #1C1C1E.
      colors.groupedHeaderText = colors.secondaryLabel
    }
    colors.systemBackground = page
    colors.systemGroupedBackground = page
    colors.secondarySystemGroupedBackground = page
    return colors
  }

  /// A `sidebarPlain` list's colours (drawn in the plain geometry): the page is
  /// `systemBackground` — light `#FFFFFF`, dark `#000000` — and its cells are clear, as a
  /// sidebar's; separators and secondary text as they show over it. An estimate, not measured
  /// on a device (docs/Rendering.md, "Appearance").
  ///
  /// ```swift
  /// SystemColors.sidebarPlain(.dark).separator.hex  // "#323235": rgba(84,84,88,0.6) over black
  /// ```
  ///
  /// - Parameter appearance: Light or dark.
  /// - Returns: The colours a plain sidebar list is drawn in.
  public static func sidebarPlain(_ appearance: Appearance) -> SystemColors {
    var colors = appearance.colors
    switch appearance {
    case .light:
      break
    case .dark:
      // rgba(84, 84, 88, 0.6) and rgba(235, 235, 245, 0.6) over black.
      colors.separator = RecordedColor(red: 0x32, green: 0x32, blue: 0x35)
      colors.secondaryLabel = RecordedColor(red: 0x8D, green: 0x8D, blue: 0x93)
    }
    colors.systemGroupedBackground = colors.systemBackground
    colors.secondarySystemGroupedBackground = colors.systemBackground
    return colors
  }
}

public import SnapshotRecording

/// The colours a list row's accessories are drawn in: the tint (info button, checkmark), a
/// switch's tracks and the disclosure chevron, as one appearance resolves them over a cell.
///
/// ```swift
/// AccessoryColors.light.tint.hex  // "#007AFF": systemBlue
/// AccessoryColors.dark.tint.hex   // "#0A84FF"
/// ```
public struct AccessoryColors: Hashable, Sendable {
  /// `systemBlue`, iOS's default tint: the info button and the checkmark.
  public var tint: RecordedColor
  /// `systemGreen`: an on switch's track.
  public var switchOnTrack: RecordedColor
  /// An off switch's track: `systemFill` over the cell.
  public var switchOffTrack: RecordedColor
  /// The disclosure chevron: `tertiaryLabel` over the cell.
  public var chevron: RecordedColor

  /// Creates a palette.
  public init(
    tint: RecordedColor, switchOnTrack: RecordedColor, switchOffTrack: RecordedColor,
    chevron: RecordedColor
  ) {
    self.tint = tint
    self.switchOnTrack = switchOnTrack
    self.switchOffTrack = switchOffTrack
    self.chevron = chevron
  }

  /// Light mode over a white cell.
  public static let light = AccessoryColors(
    tint: RecordedColor(red: 0x00, green: 0x7A, blue: 0xFF),
    switchOnTrack: RecordedColor(red: 0x34, green: 0xC7, blue: 0x59),
    // rgba(120, 120, 128, 0.16) over white.
    switchOffTrack: RecordedColor(red: 0xE9, green: 0xE9, blue: 0xEB),
    // rgba(60, 60, 67, 0.3) over white.
    chevron: RecordedColor(red: 0xC4, green: 0xC4, blue: 0xC7))

  /// Dark mode over a `#1C1C1E` cell.
  public static let dark = AccessoryColors(
    tint: RecordedColor(red: 0x0A, green: 0x84, blue: 0xFF),
    switchOnTrack: RecordedColor(red: 0x30, green: 0xD1, blue: 0x58),
    // rgba(120, 120, 128, 0.36) over #1C1C1E.
    switchOffTrack: RecordedColor(red: 0x3D, green: 0x3D, blue: 0x41),
    // rgba(235, 235, 245, 0.3) over #1C1C1E.
    chevron: RecordedColor(red: 0x5A, green: 0x5A, blue: 0x5E))
}

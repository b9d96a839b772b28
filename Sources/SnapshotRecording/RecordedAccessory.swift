/// A list cell's trailing accessory as the app configured it (recording format v1, item
/// `accessory`, added 2026-11-23).
///
/// ```swift
/// RecordedItem(id: "wifi", label: "Wi-Fi", accessory: .switchOn)
/// // written as {"id":"wifi","label":"Wi-Fi","accessory":"switch-on"}
/// RecordedAccessory(rawValue: "detail")  // .detail
/// ```
public enum RecordedAccessory: String, CaseIterable, Hashable, Sendable {
  /// A chevron pointing to the trailing edge (`UICellAccessory.disclosureIndicator()`).
  case disclosure
  /// An info button (`UICellAccessory.detail()`, `UITableViewCell.AccessoryType.detailButton`).
  case detail
  /// A checkmark in the tint colour (`UICellAccessory.checkmark()`).
  case checkmark
  /// A switch that is on (a `UISwitch` as a custom accessory, `isOn == true`).
  case switchOn = "switch-on"
  /// A switch that is off.
  case switchOff = "switch-off"
}

import Foundation

/// An app's section or item identifier type that can be written to a recording.
///
/// A conforming type says how its values appear in a recording: as a ``RecordedID`` (what
/// identity compares) plus optional display content. For an item, ``recordedLabel``,
/// ``recordedDetail``, ``recordedColor``, ``recordedSubtitle`` and ``recordedAccessory`` become the
/// item's `label`, `detail`, `color`, `subtitle` and `accessory`; for
/// a section, ``recordedLabel`` becomes its `title`.
///
/// `String`, `Int` and `UUID` conform already. An enum with `String` or `Int` raw values, or an
/// `Identifiable` type whose `ID` is recordable, only needs to declare the conformance:
///
/// ```swift
/// enum Section: String { case config, networks }
/// extension Section: RecordableIdentifier {}            // recorded as "config", "networks"
///
/// struct Mountain: Hashable, Identifiable { let id: UUID; let name: String }
/// extension Mountain: RecordableIdentifier {
///   var recordedLabel: String? { name }                 // {"id":"…","label":"K2"}
/// }
/// ```
public protocol RecordableIdentifier: Hashable, Sendable {
  /// The identifier as it is recorded; two values with the same recorded identifier must be
  /// equal, or the recording will show duplicates the app did not have.
  var recordedID: RecordedID { get }
  /// The item's text, or the section's title; `nil` shows the identifier's own text.
  var recordedLabel: String? { get }
  /// An item's secondary text.
  var recordedDetail: String? { get }
  /// An item's colour.
  var recordedColor: RecordedColor? { get }
  /// An item's second line, under its label.
  var recordedSubtitle: String? { get }
  /// An item's trailing accessory.
  var recordedAccessory: RecordedAccessory? { get }
}

extension RecordableIdentifier {
  /// No label by default: the identifier's text is shown.
  public var recordedLabel: String? { nil }
  /// No detail by default.
  public var recordedDetail: String? { nil }
  /// No colour by default.
  public var recordedColor: RecordedColor? { nil }
  /// No subtitle by default.
  public var recordedSubtitle: String? { nil }
  /// No accessory by default.
  public var recordedAccessory: RecordedAccessory? { nil }

  /// The identifier and its content as a recorded item (bare when it has no content).
  public var recordedItem: RecordedItem {
    RecordedItem(
      id: recordedID, label: recordedLabel, detail: recordedDetail, color: recordedColor,
      subtitle: recordedSubtitle, accessory: recordedAccessory)
  }
}

extension String: RecordableIdentifier {
  /// The string itself.
  public var recordedID: RecordedID { .string(self) }
}

extension Int: RecordableIdentifier {
  /// The integer itself.
  public var recordedID: RecordedID { .integer(self) }
}

extension UUID: RecordableIdentifier {
  /// The UUID's canonical upper-case text.
  public var recordedID: RecordedID { .string(uuidString) }
}

extension RecordedID: RecordableIdentifier {
  /// The identifier itself, so recorded snapshots can be recorded again.
  public var recordedID: RecordedID { self }
}

extension RecordableIdentifier where Self: RawRepresentable, RawValue == String {
  /// The raw value, as a string identifier.
  public var recordedID: RecordedID { .string(rawValue) }
}

extension RecordableIdentifier where Self: RawRepresentable, RawValue == Int {
  /// The raw value, as an integer identifier.
  public var recordedID: RecordedID { .integer(rawValue) }
}

extension RecordableIdentifier where Self: Identifiable, ID: RecordableIdentifier {
  /// The `id`'s recorded identifier.
  public var recordedID: RecordedID { id.recordedID }
}

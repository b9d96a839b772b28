/// An item of a recorded snapshot: its identifier plus optional display content.
///
/// Content is not identity: the same ``id`` with a different ``label`` is the same item whose
/// content changed.
public struct RecordedItem: Hashable, Sendable {
  /// The identifier: what the diff and UIKit compare.
  public var id: RecordedID
  /// The cell's text; a bare identifier is displayed with its own text.
  public var label: String?
  /// Secondary text (a list row's detail).
  public var detail: String?
  /// The cell's colour.
  public var color: RecordedColor?
  /// A second line under the label (`UIListContentConfiguration.subtitleCell()`'s secondary
  /// text).
  public var subtitle: String?
  /// The cell's trailing accessory: a chevron, an info button, a checkmark or a switch.
  public var accessory: RecordedAccessory?
  /// The identifier of the item's parent in an outline section (recording format v1, "Outline
  /// items"); `nil` for a root item or a flat section. The parent appears earlier in the same
  /// section.
  public var parent: RecordedID?
  /// For an outline item with children: whether it is expanded; `nil` for a leaf or a flat item.
  public var expanded: Bool?

  /// Creates an item.
  ///
  /// ```swift
  /// RecordedItem(id: "current", label: "Nacho WiFi", subtitle: "Secured", accessory: .detail)
  /// ```
  public init(
    id: RecordedID, label: String? = nil, detail: String? = nil, color: RecordedColor? = nil,
    subtitle: String? = nil, accessory: RecordedAccessory? = nil,
    parent: RecordedID? = nil, expanded: Bool? = nil
  ) {
    self.id = id
    self.label = label
    self.detail = detail
    self.color = color
    self.subtitle = subtitle
    self.accessory = accessory
    self.parent = parent
    self.expanded = expanded
  }

  /// Whether the item carries no content and is written as a bare identifier.
  public var isBare: Bool {
    label == nil && detail == nil && color == nil && subtitle == nil && accessory == nil
      && parent == nil && expanded == nil
  }
}

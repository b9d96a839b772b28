/// An item of a recorded snapshot: its identifier plus optional display content.
///
/// Content is not identity: the same ``id`` with a different ``label`` is the same item whose
/// content changed.
public struct RecordedItem: Hashable, Sendable {
  /// The identifier: what the diff and UIKit compare.
  public var id: RecordedID
  // The one-byte fields sit in the identifier's padding, and the two rarest ones in a shared
  // box: 64 bytes an item rather than 112, which a list of a million rows held twice (the
  // applies either side of a transition) feels.
  /// The cell's colour.
  public var color: RecordedColor?
  /// The cell's trailing accessory: a chevron, an info button, a checkmark or a switch.
  public var accessory: RecordedAccessory?
  /// For an outline item with children: whether it is expanded; `nil` for a leaf or a flat item.
  public var expanded: Bool?
  /// The cell's text; a bare identifier is displayed with its own text.
  public var label: String?
  /// Secondary text (a list row's detail).
  public var detail: String?
  /// The subtitle, parent and image, when any is set.
  private var rare: RareContent?

  /// A second line under the label (`UIListContentConfiguration.subtitleCell()`'s secondary
  /// text).
  public var subtitle: String? {
    get { rare?.subtitle }
    set { rare = RareContent.holding(subtitle: newValue, parent: parent, image: image) }
  }

  /// The cell's pixels as the device drew them: the digest of a `cell-image` line (recording
  /// format v1, "What the screen showed"). Content, like the label: a replay draws the image
  /// instead of modelling the cell, and falls back to the label when the image is unknown.
  ///
  /// ```swift
  /// var item = RecordedItem(id: "n-1", label: "AirSpace1")
  /// item.image = CellImageDigest(of: pngBytes)
  /// ```
  public var image: CellImageDigest? {
    get { rare?.image }
    set { rare = RareContent.holding(subtitle: subtitle, parent: parent, image: newValue) }
  }

  /// The identifier of the item's parent in an outline section (recording format v1, "Outline
  /// items"); `nil` for a root item or a flat section. The parent appears earlier in the same
  /// section.
  public var parent: RecordedID? {
    get { rare?.parent }
    set { rare = RareContent.holding(subtitle: subtitle, parent: newValue, image: image) }
  }

  /// Creates an item.
  ///
  /// ```swift
  /// RecordedItem(id: "current", label: "Nacho WiFi", subtitle: "Secured", accessory: .detail)
  /// ```
  public init(
    id: RecordedID, label: String? = nil, detail: String? = nil, color: RecordedColor? = nil,
    subtitle: String? = nil, accessory: RecordedAccessory? = nil,
    parent: RecordedID? = nil, expanded: Bool? = nil, image: CellImageDigest? = nil
  ) {
    self.id = id
    self.label = label
    self.detail = detail
    self.color = color
    self.rare = RareContent.holding(subtitle: subtitle, parent: parent, image: image)
    self.accessory = accessory
    self.expanded = expanded
  }

  /// Whether the item carries no content and is written as a bare identifier.
  public var isBare: Bool {
    label == nil && detail == nil && color == nil && subtitle == nil && accessory == nil
      && parent == nil && expanded == nil && image == nil
  }

  /// Whether two items have the same identifier and the same content, field by field.
  ///
  /// ```swift
  /// RecordedItem(id: "a", label: "A") == RecordedItem(id: "a", label: "A")  // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id && lhs.label == rhs.label && lhs.detail == rhs.detail
      && lhs.color == rhs.color && lhs.subtitle == rhs.subtitle && lhs.accessory == rhs.accessory
      && lhs.parent == rhs.parent && lhs.expanded == rhs.expanded && lhs.image == rhs.image
  }

  /// Hashes the identifier and every content field, as equality compares them.
  ///
  /// ```swift
  /// Set([RecordedItem(id: "a"), RecordedItem(id: "a")]).count  // 1
  /// ```
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(label)
    hasher.combine(detail)
    hasher.combine(color)
    hasher.combine(subtitle)
    hasher.combine(accessory)
    hasher.combine(parent)
    hasher.combine(expanded)
    hasher.combine(image)
  }
}

/// An item's subtitle, outline parent and image, boxed: most items have none, and an item
/// without them holds no box.
private final class RareContent: Sendable {
  let subtitle: String?
  let parent: RecordedID?
  let image: CellImageDigest?

  /// The box for a subtitle, a parent and an image, `nil` when there is none of them. Checked
  /// before the box is made: a failable class initializer allocates first and frees on `nil`,
  /// which for the items with none (most of them) was a third of making one.
  static func holding(subtitle: String?, parent: RecordedID?, image: CellImageDigest?)
    -> RareContent?
  {
    guard subtitle != nil || parent != nil || image != nil else { return nil }
    return RareContent(subtitle: subtitle, parent: parent, image: image)
  }

  private init(subtitle: String?, parent: RecordedID?, image: CellImageDigest?) {
    self.subtitle = subtitle
    self.parent = parent
    self.image = image
  }
}

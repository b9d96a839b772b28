public import ReplayRendering

extension FrameStructure {
  /// What an item's cell shows, as its frame draws it: what a reviewer reads on it. Two cells
  /// with the same content and placement differ only in pixels.
  ///
  /// ```swift
  /// let content = FrameStructure.Content(label: "Evergreen", accessory: "detail")
  /// print(content.fill ?? "no colour")  // no colour
  /// ```
  ///
  /// A cell drawn from the app's own picture keeps the picture's digest (``image``), so a
  /// changed picture is a changed cell.
  public struct Content: Hashable, Sendable {
    /// The label (`Evergreen`).
    public var label: String?
    /// The detail text at the trailing edge.
    public var detail: String?
    /// The subtitle below the label.
    public var subtitle: String?
    /// The accessory's recorded name (`disclosure`, `switch-on`).
    public var accessory: String?
    /// The cell's colour, `#RRGGBB` or `#RRGGBBAA`.
    public var fill: String?
    /// An outline row's indentation in points (its level times the indentation width),
    /// rounded to hundredths; 0 outside outlines.
    public var indentation: Double
    /// An outline row's chevron: `true` pointing down (expanded), `false` sideways; `nil` for a
    /// row without children.
    public var expanded: Bool?
    /// The digest of the recorded picture the cell is drawn as (`sha256:…`, docs/Rendering.md,
    /// "Cell images"); `nil` for a modelled cell.
    public var image: String?

    /// Creates content.
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - detail: The detail text.
    ///   - subtitle: The subtitle.
    ///   - accessory: The accessory's name.
    ///   - fill: The colour as `#RRGGBB`.
    ///   - indentation: The indentation in points.
    ///   - expanded: The chevron's state.
    ///   - image: The recorded picture's digest.
    public init(
      label: String? = nil, detail: String? = nil, subtitle: String? = nil,
      accessory: String? = nil, fill: String? = nil, indentation: Double = 0,
      expanded: Bool? = nil, image: String? = nil
    ) {
      self.label = label
      self.detail = detail
      self.subtitle = subtitle
      self.accessory = accessory
      self.fill = fill
      self.indentation = Cell.rounded(indentation)
      self.expanded = expanded
      self.image = image
    }

    /// The content an element is drawn with; a chevron turning between its two angles counts
    /// as the one it is nearer.
    ///
    /// - Parameter look: The element as a frame draws it.
    public init(drawing look: SceneElement) {
      self.init(
        label: look.label, detail: look.detail, subtitle: look.subtitle,
        accessory: look.accessory?.rawValue, fill: look.fill?.hex,
        indentation: look.indentation,
        expanded: look.disclosureAngle.map {
          abs($0 - ListLayout.expandedDisclosureAngle)
            < abs($0 - ListLayout.collapsedDisclosureAngle)
        }, image: look.image?.description)
    }
  }

  /// A section header as drawn: its section's identifier and its text.
  public struct Header: Hashable, Sendable {
    /// The section's identifier as text.
    public var section: String
    /// The header's text as drawn (an inset-grouped list draws it in capitals).
    public var text: String

    /// Creates a header.
    ///
    /// - Parameters:
    ///   - section: The section's identifier as text.
    ///   - text: The text as drawn.
    public init(section: String, text: String) {
      self.section = section
      self.text = text
    }
  }
}

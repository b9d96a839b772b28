extension ElementKey {
  /// Whether the element is an inset-grouped section's backdrop.
  var isSectionBackground: Bool {
    if case .sectionBackground = self { return true }
    return false
  }

  /// Whether the element is a section's header, backdrop or other supplementary view.
  var isHeaderOrBackdrop: Bool {
    switch self {
    case .header, .sectionBackground, .supplementary: true
    case .item, .separator: false
    }
  }

  /// Whether the element is a header, separator or backdrop: something only the layout has.
  var isDecoration: Bool {
    if case .item = self { return false }
    return true
  }
}

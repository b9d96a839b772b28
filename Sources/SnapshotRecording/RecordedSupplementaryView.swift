/// A header, footer or other supplementary view as the device placed it, from a `layout` line.
///
/// ```swift
/// let header = RecordedSupplementaryView(
///   kind: .header, section: "networks", rect: RecordedRect(x: 16, y: 180, width: 358, height: 30),
///   text: "CHOOSE A NETWORK…")
/// ```
public struct RecordedSupplementaryView: Hashable, Sendable {
  /// What kind of supplementary view it is.
  public enum Kind: Hashable, Sendable {
    /// A section header.
    case header
    /// A section footer.
    case footer
    /// An element kind of the app's own, as written.
    case other(String)

    /// Reads a kind as written: `header`, `footer`, or the app's element kind.
    public init(_ text: String) {
      switch text {
      case "header": self = .header
      case "footer": self = .footer
      default: self = .other(text)
      }
    }

    /// The kind as written.
    public var text: String {
      switch self {
      case .header: "header"
      case .footer: "footer"
      case .other(let text): text
      }
    }
  }

  /// What kind of view it is.
  public var kind: Kind
  /// The section it belongs to.
  public var section: RecordedID
  /// Where it was, in content coordinates.
  public var rect: RecordedRect
  /// Its text, when the recorder knew it.
  public var text: String?
  /// Whether it stuck to the top while the content scrolled (a pinned header).
  public var pinned: Bool

  /// Creates a supplementary view.
  public init(
    kind: Kind, section: RecordedID, rect: RecordedRect, text: String? = nil, pinned: Bool = false
  ) {
    self.kind = kind
    self.section = section
    self.rect = rect
    self.text = text
    self.pinned = pinned
  }
}

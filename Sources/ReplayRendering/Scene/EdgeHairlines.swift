public import SnapshotRecording

/// Full-width lines drawn inside an element's top and bottom edges: a grouped list's group
/// (`UITableView.Style.grouped`, a `.grouped` collection-view list) has a hairline above its
/// first row and below its last, edge to edge, where the lines between its rows are inset.
///
/// The group's backdrop carries them, one line thick above and below its rows, so they move,
/// stretch and fade with the group and no row drawn over it hides them.
///
/// ```swift
/// var group = SceneElement(
///   kind: .listRow, frame: SceneRect(x: 0, y: 39.5, width: 390, height: 89), fill: white)
/// group.edgeHairlines = EdgeHairlines(color: separator, thickness: 0.5)
/// // lines at y 39.5…40 and 128…128.5, the rows at 40…128 between them
/// ```
public struct EdgeHairlines: Hashable, Sendable {
  /// The lines' colour: the appearance's separator.
  public var color: RecordedColor
  /// How thick each line is, in points: one pixel (1 / scale).
  public var thickness: Double

  /// Creates the lines.
  ///
  /// - Parameters:
  ///   - color: The lines' colour.
  ///   - thickness: Each line's thickness in points.
  public init(color: RecordedColor, thickness: Double) {
    self.color = color
    self.thickness = thickness
  }
}

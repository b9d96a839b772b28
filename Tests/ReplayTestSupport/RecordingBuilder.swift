import SnapshotModel
import SnapshotRecording

/// Short builders for the recorded values tests write by hand: items, sections and applies with
/// string identifiers, in the order a reader thinks of them.
///
/// ```swift
/// typealias R = RecordingBuilder
/// let event = R.apply(2, at: 0.5, [R.section("s", items: ["a", "b"])], reconfigured: ["b"])
/// // seq 2 at 0.5 s: section s holding bare items a and b; b reconfigured
/// ```
public enum RecordingBuilder {
  /// An item with a string identifier.
  ///
  /// - Parameters:
  ///   - id: The identifier, recorded as a JSON string.
  ///   - label: The item's label, if any.
  ///   - color: The item's colour, if any.
  ///   - parent: The string identifier of its parent in an outline section, if any.
  ///   - expanded: For an outline parent, whether it is expanded.
  /// - Returns: The item; bare when it has none of the optional values.
  public static func item(
    _ id: String, label: String? = nil, color: RecordedColor? = nil, parent: String? = nil,
    expanded: Bool? = nil
  ) -> RecordedItem {
    RecordedItem(
      id: .string(id), label: label, color: color, parent: parent.map(RecordedID.string),
      expanded: expanded)
  }

  /// A section with a string identifier holding the given items.
  ///
  /// - Parameters:
  ///   - id: The identifier, recorded as a JSON string.
  ///   - title: The section's header title, if any.
  ///   - items: The items, in display order.
  /// - Returns: The section.
  public static func section(
    _ id: String, title: String? = nil, _ items: [RecordedItem]
  ) -> RecordedSection {
    RecordedSection(id: .string(id), title: title, items: items)
  }

  /// A section with a string identifier holding bare items with string identifiers.
  ///
  /// - Parameters:
  ///   - id: The identifier, recorded as a JSON string.
  ///   - title: The section's header title, if any.
  ///   - items: The items' identifiers, in display order.
  /// - Returns: The section.
  public static func section(
    _ id: String, title: String? = nil, items: [String]
  ) -> RecordedSection {
    section(id, title: title, items.map { item($0) })
  }

  /// An apply event; every option defaults to what a plain animated `apply` records.
  ///
  /// - Parameters:
  ///   - seq: The event's sequence number.
  ///   - time: Seconds since the recording started.
  ///   - sections: The applied snapshot's sections.
  ///   - animating: `animatingDifferences`.
  ///   - reloadData: Whether it was `applySnapshotUsingReloadData`.
  ///   - reloaded: Items marked for reload.
  ///   - reconfigured: Items marked for reconfigure.
  ///   - reloadedSections: Sections marked for reload.
  ///   - rowAnimation: The data source's default row animation, if recorded.
  /// - Returns: The event.
  public static func apply(
    _ seq: Int, at time: Double, _ sections: [RecordedSection], animating: Bool = true,
    reloadData: Bool = false, reloaded: [RecordedID] = [], reconfigured: [RecordedID] = [],
    reloadedSections: [RecordedID] = [], rowAnimation: RowAnimation? = nil
  ) -> ApplyEvent {
    ApplyEvent(
      seq: seq, time: time, sections: sections, animating: animating, reloadData: reloadData,
      reloaded: reloaded, reconfigured: reconfigured, reloadedSections: reloadedSections,
      rowAnimation: rowAnimation)
  }
}

import SnapshotModel
import SnapshotRecording

/// The scrolled-settings demo's geometry provider: where a compositional layout with an
/// inset-grouped list would put each cell of a snapshot on a 390 × 844 phone, computed with the
/// demo's own constants (nothing here was measured on a device, and nothing comes from the
/// replay tool's layouts: an app's provider is its own).
///
/// Sections are inset by 16 points: a 20-point gap, a 38-point header (pinned to the top of the
/// visible area while its section scrolls under the bars), 44-point rows, the footer of a
/// section that has one (40 points). The wallpapers section is a grid of two widths: a
/// full-width 160-point item first, then pairs of 174 × 120 items, 10 points apart. The offset
/// is clamped to the content as UIKit clamps it when the content shrinks.
///
/// ```swift
/// let geometry = ScrolledSettingsGeometry(scroll: scroll)
/// let measured = geometry.measure(application)  // the layout line's geometry
/// ```
struct ScrolledSettingsGeometry: Sendable {
  typealias Section = ScrolledSettingsDemo.Section
  typealias Item = ScrolledSettingsDemo.Item

  static let bounds = RecordedSize(width: 390, height: 844)
  /// A compact navigation bar under the status bar, and the home indicator.
  static let insets = RecordedInsets(top: 91, left: 0, bottom: 34, right: 0)
  /// The offset of a list scrolled to its top: minus the top inset.
  static let topOffset = -insets.top
  static let margin = 16.0
  static let sectionGap = 20.0
  static let headerHeight = 38.0
  static let rowHeight = 44.0
  static let footerHeight = 40.0
  static let featuredHeight = 160.0
  static let tileHeight = 120.0
  static let tileSpacing = 10.0
  /// What the demo says every animated apply ran: Core Animation's default timing function for
  /// 0.3 s. A choice of the demo, not a measurement.
  static let timing = RecordedTiming(
    duration: 0.3, curve: .cubic(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))

  /// Where the user scrolled; the provider clamps it when the content shrinks.
  let scroll: ScrolledSettingsDemo.ScrollPosition

  /// The geometry of an applied snapshot at the current scroll offset; with the demo's timing
  /// when the apply animated.
  func measure(_ application: SnapshotApplication<Section, Item>) -> ScreenGeometry {
    let snapshot = application.snapshot
    let placed = Self.place(snapshot)
    let maximum = max(
      Self.topOffset, placed.contentHeight + Self.insets.bottom - Self.bounds.height)
    scroll.offset = min(scroll.offset, maximum)
    var geometry = ScreenGeometry(
      view: .collection, bounds: Self.bounds, offset: RecordedPoint(x: 0, y: scroll.offset),
      content: RecordedSize(width: Self.bounds.width, height: placed.contentHeight))
    geometry.list = .insetGrouped
    geometry.insets = Self.insets
    geometry.items = placed.items
    let visibleTop = scroll.offset + Self.insets.top
    geometry.supplementary = placed.sections.flatMap { section -> [RecordedSupplementaryView] in
      // A pinned header stays at the top of the visible area until its section's end pushes
      // it up. Every header is marked pinned, stuck or not, as the format's `pinned` says of
      // the header (it sticks while scrolling), so that the replay keeps it pinned while the
      // `scroll` lines pass it.
      let pinnedY = min(max(section.header.y, visibleTop), section.end - Self.headerHeight)
      var header = section.header
      header.y = max(section.header.y, pinnedY)
      var views = [
        RecordedSupplementaryView(
          kind: .header, section: section.id.recordedID, rect: header,
          text: section.id.recordedLabel?.uppercased(), pinned: true)
      ]
      if let footer = section.footer {
        views.append(
          RecordedSupplementaryView(
            kind: .footer, section: section.id.recordedID, rect: footer, text: section.id.footer))
      }
      return views
    }
    geometry.timing = application.animatingDifferences ? Self.timing : nil
    return geometry
  }

  /// The largest offset the current content allows, for the demo's drags.
  static func maximumOffset(for snapshot: DiffableSnapshot<Section, Item>) -> Double {
    max(topOffset, place(snapshot).contentHeight + insets.bottom - bounds.height)
  }

  private struct PlacedSection {
    var id: Section
    var header: RecordedRect
    var footer: RecordedRect?
    /// The bottom of the section's last item.
    var end: Double
  }

  private static func place(_ snapshot: DiffableSnapshot<Section, Item>) -> (
    items: [LayoutEvent.ItemFrame], sections: [PlacedSection], contentHeight: Double
  ) {
    let width = bounds.width - 2 * margin
    var items: [LayoutEvent.ItemFrame] = []
    var sections: [PlacedSection] = []
    var y = 0.0
    for section in snapshot.sectionIdentifiers {
      y += sectionGap
      let header = RecordedRect(x: margin, y: y, width: width, height: headerHeight)
      y += headerHeight
      for (index, item) in snapshot.itemIdentifiers(inSection: section).enumerated() {
        let rect: RecordedRect
        if section != .wallpapers {
          rect = RecordedRect(x: margin, y: y, width: width, height: rowHeight)
          y += rowHeight
        } else if index == 0 {
          rect = RecordedRect(x: margin, y: y, width: width, height: featuredHeight)
          y += featuredHeight
        } else {
          // Tiles 1 and 2 share a row, 3 and 4 the next: the left one starts it.
          let tileWidth = (width - tileSpacing) / 2
          let isLeft = index % 2 == 1
          if isLeft { y += tileSpacing }
          rect = RecordedRect(
            x: isLeft ? margin : margin + tileWidth + tileSpacing, y: y, width: tileWidth,
            height: tileHeight)
          if !isLeft || index == snapshot.numberOfItems(inSection: section) - 1 {
            y += tileHeight
          }
        }
        items.append(LayoutEvent.ItemFrame(item: item.recordedID, rect: rect))
      }
      let end = y
      var footer: RecordedRect?
      if section.footer != nil {
        footer = RecordedRect(x: margin, y: y, width: width, height: footerHeight)
        y += footerHeight
      }
      sections.append(PlacedSection(id: section, header: header, footer: footer, end: end))
    }
    return (items, sections, y + sectionGap)
  }
}

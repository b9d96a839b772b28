#if canImport(UIKit)
  import UIKit

  extension ScreenGeometry {
    /// Measures a collection view right after an apply returned: its bounds, `contentOffset`,
    /// `adjustedContentInset` and `contentSize`, the layout attributes of the cells and
    /// supplementary views within the visible rect ± one screen
    /// (`layoutAttributesForElements(in:)` after `layoutIfNeeded()`), and the timing of one
    /// animated visible cell.
    ///
    /// ```swift
    /// let geometry = ScreenGeometry(
    ///   collectionView: collectionView, list: .insetGrouped,
    ///   item: { dataSource.itemIdentifier(for: $0)?.recordedID },
    ///   section: { snapshot.sectionIdentifiers[$0].recordedID })
    /// ```
    ///
    /// Not run on a device: compiled against the signature stubs only (README, "Record in your
    /// app"). Headers are never marked `pinned` (a layout attribute does not say it).
    ///
    /// - Parameters:
    ///   - collectionView: The view the data source feeds.
    ///   - list: The list configuration's appearance, when the app says it.
    ///   - item: The identifier of the item at an index path, `nil` when none.
    ///   - section: The identifier of the section at an index, `nil` when none.
    @MainActor
    public init(
      collectionView: UICollectionView, list: LayoutEvent.ListAppearance?,
      item: (IndexPath) -> RecordedID?, section: (Int) -> RecordedID?
    ) {
      collectionView.layoutIfNeeded()
      self.init(view: .collection, scrollView: collectionView)
      self.list = list
      let area = capturedRect
      let attributes =
        collectionView.collectionViewLayout.layoutAttributesForElements(
          in: CGRect(x: area.x, y: area.y, width: area.width, height: area.height)) ?? []
      for attribute in attributes {
        let rect = RecordedRect(attribute.frame)
        switch attribute.representedElementCategory {
        case .cell:
          if let id = item(attribute.indexPath) {
            items.append(LayoutEvent.ItemFrame(item: id, rect: rect))
          }
        case .supplementaryView:
          guard let kind = attribute.representedElementKind,
            let id = section(attribute.indexPath.section)
          else { continue }
          let recordedKind: RecordedSupplementaryView.Kind =
            switch kind {
            case UICollectionView.elementKindSectionHeader: .header
            case UICollectionView.elementKindSectionFooter: .footer
            default: .other(kind)
            }
          supplementary.append(
            RecordedSupplementaryView(kind: recordedKind, section: id, rect: rect))
        case .decorationView:
          continue
        @unknown default:
          continue
        }
      }
      timing = RecordedTiming(sampling: collectionView.visibleCells.map(\.layer))
    }

    /// Measures a table view right after an apply returned: its scroll numbers, each row within
    /// the visible rect ± one screen (`indexPathsForRows(in:)`, `rectForRow(at:)`), the header
    /// and footer of each of their sections (`rectForHeader(inSection:)`,
    /// `rectForFooter(inSection:)`, when not empty), and the timing of one animated visible
    /// cell.
    ///
    /// ```swift
    /// let geometry = ScreenGeometry(
    ///   tableView: tableView, item: { dataSource.itemIdentifier(for: $0)?.recordedID },
    ///   section: { snapshot.sectionIdentifiers[$0].recordedID })
    /// ```
    ///
    /// Not run on a device: compiled against the signature stubs only.
    ///
    /// - Parameters:
    ///   - tableView: The view the data source feeds.
    ///   - item: The identifier of the item at an index path, `nil` when none.
    ///   - section: The identifier of the section at an index, `nil` when none.
    @MainActor
    public init(
      tableView: UITableView, item: (IndexPath) -> RecordedID?, section: (Int) -> RecordedID?
    ) {
      tableView.layoutIfNeeded()
      self.init(view: .table, scrollView: tableView)
      let area = capturedRect
      let indexPaths =
        tableView.indexPathsForRows(
          in: CGRect(x: area.x, y: area.y, width: area.width, height: area.height)) ?? []
      var sections: [Int] = []
      for indexPath in indexPaths {
        if sections.last != indexPath.section { sections.append(indexPath.section) }
        guard let id = item(indexPath) else { continue }
        items.append(
          LayoutEvent.ItemFrame(item: id, rect: RecordedRect(tableView.rectForRow(at: indexPath))))
      }
      for index in sections {
        guard let id = section(index) else { continue }
        let header = tableView.rectForHeader(inSection: index)
        if header.size.height > 0 {
          supplementary.append(
            RecordedSupplementaryView(kind: .header, section: id, rect: RecordedRect(header)))
        }
        let footer = tableView.rectForFooter(inSection: index)
        if footer.size.height > 0 {
          supplementary.append(
            RecordedSupplementaryView(kind: .footer, section: id, rect: RecordedRect(footer)))
        }
      }
      timing = RecordedTiming(sampling: tableView.visibleCells.map(\.layer))
    }

    /// The scroll numbers every view shares.
    @MainActor
    private init(view: LayoutEvent.View, scrollView: UIScrollView) {
      let inset = scrollView.adjustedContentInset
      self.init(
        view: view,
        bounds: RecordedSize(
          width: Double(scrollView.bounds.size.width),
          height: Double(scrollView.bounds.size.height)),
        offset: RecordedPoint(
          x: Double(scrollView.contentOffset.x), y: Double(scrollView.contentOffset.y)),
        content: RecordedSize(
          width: Double(scrollView.contentSize.width),
          height: Double(scrollView.contentSize.height)))
      insets = RecordedInsets(
        top: Double(inset.top), left: Double(inset.left), bottom: Double(inset.bottom),
        right: Double(inset.right))
    }
  }

  extension RecordedRect {
    /// A UIKit rect in points.
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }
  }
#endif

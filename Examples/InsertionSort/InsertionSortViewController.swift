#if canImport(UIKit)
  import SnapshotRecording
  import UIKit

  /// The WWDC19 Insertion Sort Visualizer ("Advances in UI Data Sources"), recording every apply:
  /// thirteen rows of colour swatches, each sorted by one insertion step every 125 ms, then
  /// reshuffled without animation.
  ///
  /// The only recording-specific lines are the data source's type name and the markers; the
  /// recorder is ``SnapshotRecorder/shared``, set at launch:
  ///
  /// ```swift
  /// SnapshotRecorder.shared = try SnapshotRecorder(
  ///   url: documents.appendingPathComponent("insertion-sort.jsonl"),
  ///   header: InsertionSortModel.header)
  /// navigationController.pushViewController(InsertionSortViewController(), animated: true)
  /// ```
  final class InsertionSortViewController: UIViewController {
    typealias Row = InsertionSortModel.Row
    typealias Node = InsertionSortModel.Node

    private let collectionView: UICollectionView
    private let dataSource: RecordingCollectionViewDiffableDataSource<Row, Node>
    private var states: [Row: InsertionSortModel.SortState] = [:]
    private var generation = 0
    private var isSorting = false
    private var random = SystemRandomNumberGenerator()

    init() {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 16, height: 34)
      layout.minimumLineSpacing = 0
      layout.minimumInteritemSpacing = 0
      collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
      // The one-line change: was UICollectionViewDiffableDataSource<Row, Node>.
      dataSource = RecordingCollectionViewDiffableDataSource<Row, Node>(
        collectionView: collectionView
      ) { collectionView, indexPath, node in
        let cell = collectionView.dequeueReusableCell(
          withReuseIdentifier: "swatch", for: indexPath)
        cell.backgroundColor = UIColor(
          hue: CGFloat(node.hue), saturation: 1, brightness: 1, alpha: 1)
        return cell
      }
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("InsertionSortViewController is created in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      navigationItem.title = "Insertion Sort Visualizer"
      collectionView.frame = view.bounds
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      collectionView.backgroundColor = .black
      view.addSubview(collectionView)
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        primaryAction: UIAction(title: "Sort") { [weak self] _ in self?.toggleSort() })
      dataSource.apply(randomizedSnapshot())
    }

    private func toggleSort() {
      isSorting.toggle()
      SnapshotRecorder.shared?.mark(isSorting ? "Sort tapped" : "Stop tapped")
      if isSorting { performSortStep() }
    }

    /// One insertion step in every unsorted row, then the next step 125 ms later; when all rows
    /// are sorted, a reshuffle after 1 s.
    private func performSortStep() {
      guard isSorting else { return }
      var updated = dataSource.snapshot()
      var sortedRows = 0
      for row in updated.sectionIdentifiers {
        guard var state = states[row], !state.isSorted else { continue }
        state.sortNext()
        states[row] = state
        updated.deleteItems(state.nodes)
        updated.appendItems(state.nodes, toSection: row)
        sortedRows += 1
      }
      let delay: Duration = sortedRows > 0 ? .milliseconds(125) : .seconds(1)
      if sortedRows > 0 { dataSource.apply(updated) }
      Task { @MainActor [weak self] in
        try? await Task.sleep(for: delay)
        guard let self else { return }
        if sortedRows == 0 {
          await self.dataSource.apply(self.randomizedSnapshot(), animatingDifferences: false)
        }
        self.performSortStep()
      }
    }

    /// Fresh rows of shuffled swatches.
    private func randomizedSnapshot() -> NSDiffableDataSourceSnapshot<Row, Node> {
      generation += 1
      states = [:]
      var snapshot = NSDiffableDataSourceSnapshot<Row, Node>()
      for (row, state) in InsertionSortModel.randomizedRows(
        generation: generation, using: &random)
      {
        states[row] = state
        snapshot.appendSections([row])
        snapshot.appendItems(state.nodes, toSection: row)
      }
      return snapshot
    }
  }
#endif

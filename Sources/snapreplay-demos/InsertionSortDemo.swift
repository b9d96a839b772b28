import Foundation
import ReplayTestSupport
import SnapshotModel
import SnapshotRecording

/// The WWDC19 Insertion Sort Visualizer: rows of hue swatches, one insertion step per row per
/// apply, 125 ms apart; when every row is sorted, a 1 s pause and an unanimated reshuffle.
struct InsertionSortDemo {
  // The rows, swatches and sort step are the UIKit example's own model
  // (Examples/InsertionSort/InsertionSortModel.swift, linked here), so the app and its Linux twin
  // cannot drift apart; only the seeded shuffle and the virtual clock are the demo's.
  typealias Row = InsertionSortModel.Row
  typealias Node = InsertionSortModel.Node
  typealias SortState = InsertionSortModel.SortState
  static let columns = InsertionSortModel.columns
  static let rows = InsertionSortModel.rows

  let clock: VirtualClock
  let dataSource: DiffableDataSource<Row, Node>
  var random = SplitMix64(seed: 19)
  var states: [Row: SortState] = [:]
  var generation = 0

  static func record(to url: URL) throws {
    let clock = VirtualClock()
    let header = InsertionSortModel.header
    let recorder = try DemoRecorder.make(url: url, header: header, clock: clock)
    var demo = InsertionSortDemo(
      clock: clock, dataSource: DiffableDataSource(observer: recorder.observer(view: .collection)))
    demo.run(recorder: recorder)
    recorder.close()
  }

  mutating func run(recorder: SnapshotRecorder) {
    // configureDataSource(): the first, animated apply.
    dataSource.apply(randomizedSnapshot())
    clock.advance(by: 0.5)
    recorder.mark("Sort tapped")
    // performSortStep() until every row is sorted, then the delayed reset.
    while true {
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
      if sortedRows == 0 { break }
      dataSource.apply(updated)
      clock.advance(by: 0.125)
    }
    clock.advance(by: 1.0)
    dataSource.apply(randomizedSnapshot(), animatingDifferences: false)
    clock.advance(by: 0.5)
    recorder.mark("Stop tapped")
  }

  /// `randomizedSnapshot(for:)`: fresh rows of shuffled swatches.
  mutating func randomizedSnapshot() -> DiffableSnapshot<Row, Node> {
    generation += 1
    states = [:]
    var snapshot = DiffableSnapshot<Row, Node>()
    for rowIndex in 0..<Self.rows {
      let row = Row(id: "g\(generation)-r\(rowIndex)")
      var nodes = (0..<Self.columns).map { value in
        Node(id: "\(row.id)-v\(value)", value: value)
      }
      random.shuffle(&nodes)
      states[row] = SortState(nodes: nodes)
      snapshot.appendSections([row])
      snapshot.appendItems(nodes)
    }
    return snapshot
  }
}

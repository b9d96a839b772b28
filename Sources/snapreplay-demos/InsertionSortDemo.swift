import DiffableSnapshot
import Foundation
import ReplayTestSupport
import SnapshotRecording

/// The WWDC19 Insertion Sort Visualizer: rows of hue swatches, one insertion step per row per
/// apply, 125 ms apart; when every row is sorted, a 1 s pause and an unanimated reshuffle.
struct InsertionSortDemo {
  static let columns = 41
  static let rows = 13

  /// A row of swatches: one section. The sample hashes rows by a private UUID; a recording needs
  /// identifiers that are the same on every run, so rows are named by generation and index.
  struct Row: Hashable, Sendable, RecordableIdentifier {
    let id: String
    var recordedID: RecordedID { .string(id) }
  }

  /// One swatch: unique by its id (the sample uses a UUID), coloured by its value's hue. Value
  /// and colour never change for an id, so the synthesized equality is identity.
  struct Node: Hashable, Sendable, RecordableIdentifier {
    let id: String
    let value: Int
    let color: RecordedColor

    var recordedID: RecordedID { .string(id) }
    var recordedColor: RecordedColor? { color }
  }

  /// `InsertionSortArray`: the row's nodes and how far its insertion sort has got.
  struct SortState {
    var nodes: [Node]
    var currentIndex = 1
    var isSorted = false

    /// One outer iteration of insertion sort: shift `nodes[currentIndex]` left into place.
    mutating func sortNext() {
      guard !isSorted else { return }
      guard nodes.count > 1 else {
        isSorted = true
        return
      }
      var index = currentIndex
      while index > 0, nodes[index].value < nodes[index - 1].value {
        nodes.swapAt(index, index - 1)
        index -= 1
      }
      currentIndex += 1
      if currentIndex >= nodes.count { isSorted = true }
    }
  }

  let clock: VirtualClock
  let dataSource: DiffableDataSource<Row, Node>
  var random = SplitMix64(seed: 19)
  var states: [Row: SortState] = [:]
  var generation = 0

  static func record(to url: URL) throws {
    let clock = VirtualClock()
    let header = RecordingHeader(
      title: "Insertion sort", source: "InsertionSortViewController",
      render: [
        "layout": .string("grid"), "columns": .number(Double(columns)),
        "cellSize": .string("16x34"), "spacing": .number(0), "padding": .number(0),
        "headerHeight": .number(0), "cornerRadius": .number(0), "background": .string("#000000"),
        "scale": .number(1),
      ])
    let recorder = try DemoRecorder.make(url: url, header: header, clock: clock)
    var demo = InsertionSortDemo(
      clock: clock, dataSource: DiffableDataSource(observer: recorder.observer()))
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
        Node(
          id: "\(row.id)-v\(value)", value: value,
          color: RecordedColor(hue: Double(value) / Double(Self.columns)))
      }
      random.shuffle(&nodes)
      states[row] = SortState(nodes: nodes)
      snapshot.appendSections([row])
      snapshot.appendItems(nodes)
    }
    return snapshot
  }
}

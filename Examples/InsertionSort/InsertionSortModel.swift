import SnapshotRecording

/// The WWDC19 Insertion Sort Visualizer's data, apart from UIKit: the rows (sections), the
/// swatches (items), one row's sort, and the recording's header.
///
/// `InsertionSortViewController` (this folder, UIKit) shows it through a
/// ``RecordingCollectionViewDiffableDataSource``; the Linux demo that writes
/// `Recordings/insertion-sort.jsonl` (`Sources/snapreplay-demos/InsertionSortDemo.swift`) is its
/// twin and compiles this very file (a symlink), adding only a seeded shuffle and a virtual
/// clock. `Tests/SnapshotRecordingTests/InsertionSortExampleShapeTests.swift` compiles it too and
/// checks that what the app records has the demo recording's shape.
///
/// ```swift
/// var random = SystemRandomNumberGenerator()
/// let rows = InsertionSortModel.randomizedRows(generation: 1, using: &random)
/// rows.count           // 13
/// rows[0].nodes.count  // 41
/// ```
enum InsertionSortModel {
  /// Swatches per row.
  static let columns = 41
  /// Rows.
  static let rows = 13

  /// The header the app's recorder writes: the demo's, so `snapreplay render` draws the same
  /// grid.
  static let header = RecordingHeader(
    title: "Insertion sort", source: "InsertionSortViewController",
    render: [
      "layout": .string("grid"), "columns": .number(Double(columns)),
      "cellSize": .string("16x34"), "spacing": .number(0), "padding": .number(0),
      "headerHeight": .number(0), "cornerRadius": .number(0), "background": .string("#000000"),
      "scale": .number(1),
    ])

  /// A row of swatches: one section, named by generation and index so that a recording shows
  /// when the rows were replaced.
  struct Row: Hashable, Sendable, RecordableIdentifier {
    let id: String
    var recordedID: RecordedID { .string(id) }
  }

  /// One swatch, unique by its id and coloured by its value's hue.
  struct Node: Hashable, Sendable, RecordableIdentifier {
    let id: String
    let value: Int

    var recordedID: RecordedID { .string(id) }
    /// The hue `value / columns` at full saturation and brightness, as `UIColor(hue:…)` draws it.
    var recordedColor: RecordedColor? { InsertionSortModel.color(hue: hue) }
    /// The swatch's hue, 0 ..< 1.
    var hue: Double { Double(value) / Double(InsertionSortModel.columns) }
  }

  /// A row's swatches and how far its insertion sort has got (`InsertionSortArray`).
  struct SortState: Sendable {
    var nodes: [Node]
    var currentIndex = 1
    var isSorted = false

    /// One outer iteration of insertion sort: shifts `nodes[currentIndex]` left into place.
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

  /// Fresh rows of shuffled swatches, in display order.
  static func randomizedRows(
    generation: Int, using random: inout some RandomNumberGenerator
  ) -> [(row: Row, state: SortState)] {
    (0..<rows).map { rowIndex in
      let row = Row(id: "g\(generation)-r\(rowIndex)")
      let nodes = (0..<columns).map { Node(id: "\(row.id)-v\($0)", value: $0) }
      return (row, SortState(nodes: nodes.shuffled(using: &random)))
    }
  }

  /// A fully saturated, fully bright hue as 8-bit sRGB.
  static func color(hue: Double) -> RecordedColor {
    let sector = hue * 6
    let fraction = sector - sector.rounded(.down)
    let rising = UInt8((fraction * 255).rounded())
    let falling = UInt8(((1 - fraction) * 255).rounded())
    switch Int(sector.rounded(.down)) % 6 {
    case 0: return RecordedColor(red: 255, green: rising, blue: 0)
    case 1: return RecordedColor(red: falling, green: 255, blue: 0)
    case 2: return RecordedColor(red: 0, green: 255, blue: rising)
    case 3: return RecordedColor(red: 0, green: falling, blue: 255)
    case 4: return RecordedColor(red: rising, green: 0, blue: 255)
    default: return RecordedColor(red: 255, green: 0, blue: falling)
    }
  }
}

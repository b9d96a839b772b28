import Foundation
import SnapshotModel
import SnapshotRecording

/// The WWDC19 Mountains Search: every keystroke filters the 387 mountains, sorts them by name and
/// applies a fresh one-section snapshot; a marker per keystroke carries the query.
///
/// With cell images (`mountains-images.jsonl`) the app draws its own tiles
/// (``MountainTilePicture``) and records them as a device's capture would: after each apply
/// settles, the picture of every visible cell, each distinct picture once, named by its items
/// from the next apply on.
struct MountainsSearchDemo {
  enum Section: String, Hashable, Sendable, RecordableIdentifier {
    case main
  }

  /// A mountain, unique by its position in the data (the sample uses a UUID). Name and height
  /// never change for a position, so the synthesized equality is identity.
  struct Mountain: Hashable, Sendable, RecordableIdentifier {
    let index: Int
    let name: String
    let height: Int

    var recordedID: RecordedID { .integer(index) }
    var recordedLabel: String? { name }
    var recordedDetail: String? { "\(height) m" }
    var recordedColor: RecordedColor? { RecordedColor(red: 0xE5, green: 0xE5, blue: 0xEA) }

    /// `contains(_:)`: case-insensitive substring match; everything matches an empty filter.
    func matches(_ filter: String) -> Bool {
      filter.isEmpty || name.lowercased().contains(filter.lowercased())
    }
  }

  /// What the user types, one entry per keystroke (including deletions).
  static let keystrokes = [
    "K", "Ka", "Kan", "Kang", "Kan", "Ka", "K", "", "M", "Mo", "Mon", "Mont", "Mon", "Mo", "M", "",
  ]

  /// The grid the header asks for: two columns of 180 × 32-point cells, 10 points apart and
  /// from the edges, in a 390 × 844 viewport at scale 2.
  static let cellSize = RecordedSize(width: 180, height: 32)
  static let columns = 2
  static let spacing = 10.0
  static let viewportHeight = 844.0
  static let scale = 2.0

  /// How many cells the viewport shows from the top: whole and partly visible rows.
  static var visibleCells: Int {
    let rows = ((viewportHeight - spacing) / (cellSize.height + spacing)).rounded(.up)
    return Int(rows) * columns
  }

  /// Writes the demo; `cellImages` turns on the capture of the app's own tiles.
  static func record(to url: URL, cellImages: Bool = false) throws {
    let clock = VirtualClock()
    let header = RecordingHeader(
      title: cellImages ? "Mountains search, cell images" : "Mountains search",
      source: "MountainsViewController",
      render: [
        "layout": .string("grid"), "columns": .number(Double(columns)),
        "cellSize": .string("180x32"), "spacing": .number(spacing), "padding": .number(spacing),
        "cornerRadius": .number(6), "background": .string("#FFFFFF"),
        "viewport": .string("390x844"), "scale": .number(scale),
      ])
    let recorder = try DemoRecorder.make(url: url, header: header, clock: clock)
    recorder.cellImageCapture.isEnabled = cellImages
    let dataSource = DiffableDataSource<Section, Mountain>(
      observer: recorder.observer(view: .collection))
    let mountains = mountainsCSV.split(separator: "\n").enumerated().compactMap {
      index, line -> Mountain? in
      let fields = line.split(separator: ",")
      guard fields.count == 2, let height = Int(fields[1]) else { return nil }
      return Mountain(index: index, name: String(fields[0]), height: height)
    }

    // What a device's capture does once the apply has settled: draw each visible cell.
    var pictures: [Int: [UInt8]] = [:]
    func captureVisibleCells(of shown: [Mountain]) throws {
      guard recorder.capturesCellImages else { return }
      for mountain in shown.prefix(visibleCells) {
        let png: [UInt8]
        if let drawn = pictures[mountain.index] {
          png = drawn
        } else {
          png = try MountainTilePicture.png(
            name: mountain.name, elevation: mountain.height, size: cellSize, scale: scale)
          pictures[mountain.index] = png
        }
        recorder.recordCellImage(
          png: png, size: cellSize, scale: scale, item: mountain.recordedID,
          section: Section.main.recordedID)
      }
    }

    func performQuery(_ filter: String) throws {
      let filtered = mountains.filter { $0.matches(filter) }.sorted { $0.name < $1.name }
      var snapshot = DiffableSnapshot<Section, Mountain>()
      snapshot.appendSections([.main])
      snapshot.appendItems(filtered)
      dataSource.apply(snapshot, animatingDifferences: true)
      try captureVisibleCells(of: filtered)
    }

    try performQuery("")
    clock.advance(by: 1.0)
    for query in keystrokes {
      recorder.mark("search: \"\(query)\"")
      try performQuery(query)
      clock.advance(by: 0.35)
    }
    try DemoRecorder.close(recorder)
  }
}

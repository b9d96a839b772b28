import Foundation
import SnapshotModel
import SnapshotRecording

/// The WWDC19 Mountains Search: every keystroke filters the 387 mountains, sorts them by name and
/// applies a fresh one-section snapshot; a marker per keystroke carries the query.
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

  static func record(to url: URL) throws {
    let clock = VirtualClock()
    let header = RecordingHeader(
      title: "Mountains search", source: "MountainsViewController",
      render: [
        "layout": .string("grid"), "columns": .number(2), "cellSize": .string("180x32"),
        "spacing": .number(10), "padding": .number(10), "cornerRadius": .number(6),
        "background": .string("#FFFFFF"), "viewport": .string("390x844"), "scale": .number(2),
      ])
    let recorder = try DemoRecorder.make(url: url, header: header, clock: clock)
    let dataSource = DiffableDataSource<Section, Mountain>(
      observer: recorder.observer(view: .collection))
    let mountains = mountainsCSV.split(separator: "\n").enumerated().compactMap {
      index, line -> Mountain? in
      let fields = line.split(separator: ",")
      guard fields.count == 2, let height = Int(fields[1]) else { return nil }
      return Mountain(index: index, name: String(fields[0]), height: height)
    }

    func performQuery(_ filter: String) {
      let filtered = mountains.filter { $0.matches(filter) }.sorted { $0.name < $1.name }
      var snapshot = DiffableSnapshot<Section, Mountain>()
      snapshot.appendSections([.main])
      snapshot.appendItems(filtered)
      dataSource.apply(snapshot, animatingDifferences: true)
    }

    performQuery("")
    clock.advance(by: 1.0)
    for query in keystrokes {
      recorder.mark("search: \"\(query)\"")
      performQuery(query)
      clock.advance(by: 0.35)
    }
    recorder.close()
  }
}

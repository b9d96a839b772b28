import Foundation
import SnapshotModel
import SnapshotRecording

/// A settings-like screen as a real app shows it — a collection view with an inset-grouped list
/// and a two-width wallpaper grid, scrolled to its middle — recorded with what the screen
/// showed: a `layout` line after each apply and `scroll` lines while the user scrolls.
///
/// No device ran it: the geometry comes from the demo's own provider,
/// ``ScrolledSettingsGeometry``, which lays the screen out the way a compositional list would
/// with the demo's constants (44-point rows, 38-point headers, pinned headers). It exists to
/// show a replay following recorded geometry: an insert above the visible rows pushes them
/// down, the pinned header stays under the bars, and the footer and grid appear where the
/// provider put them.
enum ScrolledSettingsDemo {
  enum Section: String, Hashable, Sendable, CaseIterable, RecordableIdentifier {
    case devices, general, wallpapers

    var recordedLabel: String? {
      switch self {
      case .devices: "Paired Devices"
      case .general: "General"
      case .wallpapers: "Wallpapers"
      }
    }

    /// The footer under the section, when it has one.
    var footer: String? {
      self == .general ? "Changes apply to every device signed in with this account." : nil
    }
  }

  struct Item: Hashable, Sendable, RecordableIdentifier {
    let id: String
    let title: String
    var detail: String?
    var color: RecordedColor?

    var recordedID: RecordedID { .string(id) }
    var recordedLabel: String? { title }
    var recordedDetail: String? { detail }
    var recordedColor: RecordedColor? { color }
    var recordedAccessory: RecordedAccessory? { color == nil ? .disclosure : nil }
  }

  static let devices = [
    "Living Room TV", "Kitchen Speaker", "Desk Lamp", "Garage Door", "Thermostat",
    "Front Door Lock", "Bedroom Speaker",
  ]
  static let general = [
    ("About", nil), ("Software Update", "1 update"), ("Storage", "64 GB"), ("AirDrop", "Contacts"),
    ("Background Refresh", nil), ("Date & Time", nil), ("Keyboard", nil), ("Fonts", nil),
    ("Language & Region", "English"), ("Dictionary", nil), ("VPN", "Not Connected"),
    ("Legal", nil), ("Transfer or Reset", nil), ("Shut Down", nil),
  ]
  static let wallpaperColors: [(String, RecordedColor)] = [
    ("Dune", RecordedColor(red: 0xE0, green: 0xB0, blue: 0x70)),
    ("Tide", RecordedColor(red: 0x40, green: 0x90, blue: 0xC8)),
    ("Moss", RecordedColor(red: 0x5C, green: 0x9A, blue: 0x50)),
    ("Dusk", RecordedColor(red: 0x8A, green: 0x60, blue: 0xB8)),
    ("Ember", RecordedColor(red: 0xD8, green: 0x60, blue: 0x48)),
  ]

  static func record(to url: URL) throws {
    let clock = VirtualClock()
    let header = RecordingHeader(
      title: "Settings, scrolled", source: "SettingsViewController (headless twin)",
      render: [
        "layout": .string("list"), "listStyle": .string("inset-grouped"),
        "viewport": .string("390x844"), "scale": .number(2),
      ])
    let recorder = try DemoRecorder.make(url: url, header: header, clock: clock)
    let scroll = ScrollPosition()
    let geometry = ScrolledSettingsGeometry(scroll: scroll)
    let dataSource = DiffableDataSource<Section, Item>(
      observer: recorder.observer(view: .collection) { geometry.measure($0) })

    var snapshot = DiffableSnapshot<Section, Item>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(
      devices.prefix(5).enumerated().map { Item(id: "device-\($0.offset)", title: $0.element) },
      toSection: .devices)
    let generalItems = general.enumerated().map {
      Item(id: "general-\($0.offset)", title: $0.element.0, detail: $0.element.1)
    }
    snapshot.appendItems(generalItems, toSection: .general)
    snapshot.appendItems(
      wallpaperColors.prefix(4).map { Item(id: "wallpaper-\($0.0)", title: $0.0, color: $0.1) },
      toSection: .wallpapers)
    dataSource.apply(snapshot, animatingDifferences: false)

    // The user drags to the middle of the list over 0.8 s (60 moves a second, easing out);
    // the recorder keeps at most ten lines a second and the settled one.
    func drag(to target: Double, over seconds: Double) {
      let start = scroll.offset
      let frames = Int((seconds * 60).rounded())
      for frame in 1...frames {
        clock.advance(by: 1.0 / 60)
        let progress = Double(frame) / Double(frames)
        let eased = 1 - (1 - progress) * (1 - progress)
        scroll.offset = (start + (target - start) * eased).rounded()
        recorder.recordScroll(
          offset: RecordedPoint(x: 0, y: scroll.offset), settled: frame == frames)
      }
    }
    clock.advance(by: 0.5)
    recorder.mark("user scrolls to General")
    drag(to: 420, over: 0.8)

    // A device pairs while the user reads General: its row is inserted above the visible rows,
    // and the collection view keeps its offset, so what the user looked at moves down.
    clock.advance(by: 1)
    recorder.mark("a device paired (inserted above the visible rows)")
    snapshot.appendItems([Item(id: "device-5", title: devices[5])], toSection: .devices)
    dataSource.apply(snapshot)

    clock.advance(by: 1.5)
    recorder.mark("user scrolls to Wallpapers")
    drag(to: ScrolledSettingsGeometry.maximumOffset(for: snapshot), over: 0.8)

    clock.advance(by: 1)
    recorder.mark("a wallpaper downloaded")
    let ember = wallpaperColors[4]
    snapshot.appendItems(
      [Item(id: "wallpaper-\(ember.0)", title: ember.0, color: ember.1)], toSection: .wallpapers)
    dataSource.apply(snapshot)

    clock.advance(by: 1.5)
    // The content shrinks by a row while the list is at its bottom: the offset is clamped.
    recorder.mark("Storage removed")
    snapshot.deleteItems([generalItems[2]])
    dataSource.apply(snapshot)
    clock.advance(by: 1)
    recorder.close()
  }

  /// The demo's scroll offset: what the user's drags set and the geometry provider reads.
  final class ScrollPosition: Sendable {
    private let value = LockedValue(ScrolledSettingsGeometry.topOffset)

    var offset: Double {
      get { value.withLock { $0 } }
      set { value.withLock { $0 = newValue } }
    }
  }
}

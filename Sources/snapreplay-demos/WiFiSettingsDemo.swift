import Foundation
import ReplayTestSupport
import SnapshotModel
import SnapshotRecording

/// The WWDC19 Wi-Fi Settings: a config section and the available networks, rebuilt as a fresh
/// snapshot on every scan (every 2 s) and on every toggle of the Wi-Fi switch; rows fade.
/// As in the sample, the Wi-Fi row carries a switch and every network an info (detail) button;
/// a toggle reconfigures the switch's row, so the replay shows the switch's new state.
///
/// With cell images (`wifi-images.jsonl`) the app draws each network's row itself, with a
/// signal-strength glyph (``NetworkRowPicture``), and records the visible rows' pictures after
/// each apply settles, as a device's capture would. The switch's row is left to the model: its
/// content changes with a reconfigure, and a picture is named only from the next apply on, so
/// a picture of it would show the switch's old state through the toggle.
struct WiFiSettingsDemo {
  enum Section: String, Hashable, Sendable, RecordableIdentifier {
    case config, networks

    var recordedLabel: String? { self == .networks ? "Choose a Network…" : nil }
  }

  /// A row: the Wi-Fi switch, the current network, or an available network. Identity is the
  /// `id` alone, as the sample's items hash their identifier: the switch's state is content.
  struct Item: Hashable, Sendable, RecordableIdentifier {
    let id: String
    let title: String
    var accessory: RecordedAccessory = .detail

    var recordedID: RecordedID { .string(id) }
    var recordedLabel: String? { title }
    var recordedAccessory: RecordedAccessory? { accessory }

    static func == (left: Item, right: Item) -> Bool { left.id == right.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
  }

  /// `WiFiController`: which networks a scan currently finds.
  struct Scanner {
    var random: SplitMix64
    var available: Set<Int> = Set(wifiNetworkNames.indices)

    /// `_performRandomUpdate()`: with probability 1/3 drop some networks, then independently with
    /// probability 1/3 add some that are missing; an empty set refills completely.
    mutating func scan() {
      guard !available.isEmpty else {
        available = Set(wifiNetworkNames.indices)
        return
      }
      var present = available.sorted()
      if random.next(below: 3) == 0 {
        for _ in 0..<random.next(below: present.count) {
          present.remove(at: random.next(below: present.count))
        }
      }
      if random.next(below: 3) == 0 {
        var missing = wifiNetworkNames.indices.filter { !present.contains($0) }
        if !missing.isEmpty {
          random.shuffle(&missing)
          present += missing.prefix(random.next(below: missing.count))
        }
      }
      available = Set(present)
    }
  }

  static func wifiSwitch(on: Bool) -> Item {
    Item(id: "wifi-enabled", title: "Wi-Fi", accessory: on ? .switchOn : .switchOff)
  }
  static let currentNetwork = Item(id: "breeno-net", title: "breeno-net")

  /// A row's size in the 390-point-wide inset-grouped list: 16-point margins, 44-point rows.
  static let rowSize = RecordedSize(width: 358, height: 44)
  static let scale = 2.0
  /// How many network rows the 844-point viewport shows: the rows start 148 points down (a
  /// 20-point band, the two config rows, the 40-point band of the networks' header).
  static let visibleNetworkRows = Int(((844.0 - 148) / 44).rounded(.up))

  /// Writes the demo; `cellImages` turns on the capture of the app's own network rows.
  static func record(to url: URL, cellImages: Bool = false) throws {
    let clock = VirtualClock()
    let header = RecordingHeader(
      title: cellImages ? "Wi-Fi settings, cell images" : "Wi-Fi settings",
      source: "WiFiSettingsViewController",
      render: [
        "layout": .string("list"), "listStyle": .string("inset-grouped"),
        "viewport": .string("390x844"), "scale": .number(scale),
      ])
    let recorder = try DemoRecorder.make(url: url, header: header, clock: clock)
    recorder.cellImageCapture.isEnabled = cellImages
    let dataSource = DiffableDataSource<Section, Item>(observer: recorder.observer())
    dataSource.defaultRowAnimation = .fade
    var scanner = Scanner(random: SplitMix64(seed: 2019))
    var wifiEnabled = true

    // What a device's capture does once an apply has settled: draw each visible network row.
    var pictures: [String: [UInt8]] = [:]
    func captureVisibleRows(current: Item?, networks: [(index: Int, item: Item)]) throws {
      guard recorder.capturesCellImages else { return }
      var rows = current.map { [(bars: 3, item: $0, section: Section.config)] } ?? []
      for network in networks.prefix(visibleNetworkRows) {
        rows.append(
          (NetworkRowPicture.bars(ofNetwork: network.index), network.item, Section.networks))
      }
      for row in rows {
        let png: [UInt8]
        if let drawn = pictures[row.item.id] {
          png = drawn
        } else {
          png = try NetworkRowPicture.png(
            name: row.item.title, bars: row.bars, size: rowSize, scale: scale)
          pictures[row.item.id] = png
        }
        recorder.recordCellImage(
          png: png, size: rowSize, scale: scale, item: row.item.recordedID,
          section: row.section.recordedID)
      }
    }

    func updateUI(animated: Bool, switchToggled: Bool = false) throws {
      var snapshot = DiffableSnapshot<Section, Item>()
      snapshot.appendSections([.config])
      let wifiSwitch = wifiSwitch(on: wifiEnabled)
      snapshot.appendItems(wifiEnabled ? [wifiSwitch, currentNetwork] : [wifiSwitch])
      if switchToggled { snapshot.reconfigureItems([wifiSwitch]) }
      var networks: [(index: Int, item: Item)] = []
      if wifiEnabled {
        snapshot.appendSections([.networks])
        let names = scanner.available.map { wifiNetworkNames[$0] }.sorted()
        networks = names.compactMap { name in
          wifiNetworkNames.firstIndex(of: name).map {
            ($0, Item(id: "n-\($0 + 1)", title: name))
          }
        }
        snapshot.appendItems(networks.map(\.item))
      }
      dataSource.apply(snapshot, animatingDifferences: animated)
      try captureVisibleRows(current: wifiEnabled ? currentNetwork : nil, networks: networks)
    }

    // The controller's first scan runs inside its initializer, before anything is shown.
    scanner.scan()
    try updateUI(animated: false)
    let toggles: [Double: Bool] = [7: false, 11: true]
    for tick in 1...20 {
      clock.advance(by: 1)
      let now = Double(tick)
      if let enabled = toggles[now] {
        wifiEnabled = enabled
        recorder.mark(enabled ? "Wi-Fi switched on" : "Wi-Fi switched off")
        try updateUI(animated: true, switchToggled: true)
      }
      if tick.isMultiple(of: 2), wifiEnabled {
        scanner.scan()
        try updateUI(animated: true)
      }
    }
    try DemoRecorder.close(recorder)
  }
}

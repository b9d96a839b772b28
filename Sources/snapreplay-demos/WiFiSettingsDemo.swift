import Foundation
import ReplayTestSupport
import SnapshotModel
import SnapshotRecording

/// The WWDC19 Wi-Fi Settings: a config section and the available networks, rebuilt as a fresh
/// snapshot on every scan (every 2 s) and on every toggle of the Wi-Fi switch; rows fade.
/// As in the sample, the Wi-Fi row carries a switch and every network an info (detail) button;
/// a toggle reconfigures the switch's row, so the replay shows the switch's new state.
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

  static func record(to url: URL) throws {
    let clock = VirtualClock()
    let header = RecordingHeader(
      title: "Wi-Fi settings", source: "WiFiSettingsViewController",
      render: [
        "layout": .string("list"), "listStyle": .string("inset-grouped"),
        "viewport": .string("390x844"), "scale": .number(2),
      ])
    let recorder = try DemoRecorder.make(url: url, header: header, clock: clock)
    let dataSource = DiffableDataSource<Section, Item>(observer: recorder.observer())
    dataSource.defaultRowAnimation = .fade
    var scanner = Scanner(random: SplitMix64(seed: 2019))
    var wifiEnabled = true

    func updateUI(animated: Bool, switchToggled: Bool = false) {
      var snapshot = DiffableSnapshot<Section, Item>()
      snapshot.appendSections([.config])
      let wifiSwitch = wifiSwitch(on: wifiEnabled)
      snapshot.appendItems(wifiEnabled ? [wifiSwitch, currentNetwork] : [wifiSwitch])
      if switchToggled { snapshot.reconfigureItems([wifiSwitch]) }
      if wifiEnabled {
        snapshot.appendSections([.networks])
        let names = scanner.available.map { wifiNetworkNames[$0] }.sorted()
        snapshot.appendItems(
          names.compactMap { name in
            wifiNetworkNames.firstIndex(of: name).map { Item(id: "n-\($0 + 1)", title: name) }
          })
      }
      dataSource.apply(snapshot, animatingDifferences: animated)
    }

    // The controller's first scan runs inside its initializer, before anything is shown.
    scanner.scan()
    updateUI(animated: false)
    let toggles: [Double: Bool] = [7: false, 11: true]
    for tick in 1...20 {
      clock.advance(by: 1)
      let now = Double(tick)
      if let enabled = toggles[now] {
        wifiEnabled = enabled
        recorder.mark(enabled ? "Wi-Fi switched on" : "Wi-Fi switched off")
        updateUI(animated: true, switchToggled: true)
      }
      if tick.isMultiple(of: 2), wifiEnabled {
        scanner.scan()
        updateUI(animated: true)
      }
    }
    recorder.close()
  }
}

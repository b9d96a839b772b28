import SnapshotRecording
import Testing

/// An item's fields read back as set, whichever of them are kept apart from the others, and
/// equality and hashing see every one.
@Suite struct RecordedItemTests {
  static let full = RecordedItem(
    id: "n-1", label: "Nacho WiFi", detail: "Secured",
    color: RecordedColor(red: 1, green: 2, blue: 3),
    subtitle: "Connected", accessory: .detail, parent: "networks", expanded: true)

  @Test func everyFieldReadsBackAsGiven() {
    let item = Self.full
    #expect(item.id == "n-1")
    #expect(item.label == "Nacho WiFi")
    #expect(item.detail == "Secured")
    #expect(item.color == RecordedColor(red: 1, green: 2, blue: 3))
    #expect(item.subtitle == "Connected")
    #expect(item.accessory == .detail)
    #expect(item.parent == "networks")
    #expect(item.expanded == true)
    #expect(!item.isBare)
    #expect(RecordedItem(id: 7).isBare)
  }

  @Test func settingTheSubtitleKeepsTheParentAndTheOtherWayRound() {
    var item = Self.full
    item.subtitle = nil
    #expect(item.parent == "networks")
    #expect(item.subtitle == nil)
    item.parent = nil
    #expect(item.subtitle == nil && item.parent == nil)
    item.parent = 3
    item.subtitle = "Saved"
    #expect(item.parent == 3 && item.subtitle == "Saved")
    // A copy made before a change keeps its own values.
    let before = item
    item.subtitle = "Forgotten"
    #expect(before.subtitle == "Saved")
  }

  @Test func equalityAndHashingSeeEveryField() {
    var changes: [(inout RecordedItem) -> Void] = [
      { $0.id = "other" }, { $0.label = "x" }, { $0.detail = nil }, { $0.color = nil },
      { $0.subtitle = "y" }, { $0.accessory = .checkmark }, { $0.parent = nil },
      { $0.expanded = false },
    ]
    changes.append { _ in }
    var distinct: Set<RecordedItem> = []
    for change in changes {
      var item = Self.full
      change(&item)
      distinct.insert(item)
    }
    #expect(distinct.count == changes.count)
    var rebuilt = RecordedItem(id: "n-1")
    rebuilt.label = "Nacho WiFi"
    rebuilt.detail = "Secured"
    rebuilt.color = RecordedColor(red: 1, green: 2, blue: 3)
    rebuilt.subtitle = "Connected"
    rebuilt.accessory = .detail
    rebuilt.parent = "networks"
    rebuilt.expanded = true
    #expect(rebuilt == Self.full)
    #expect(Set([rebuilt, Self.full]).count == 1)
  }
}

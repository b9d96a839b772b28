import Foundation
import SnapshotModel
import SnapshotRecording

/// A bug report: a pet shelter app whose refresh merges a "featured" list from the server into
/// its own section arrays without removing the featured pets from "available", so "dog" is in
/// both. The refresh also runs on a background queue while the first applies ran on the main
/// queue.
///
/// The app records its arrays, not UIKit's snapshot, and reference §6 says what that means: the
/// third apply cannot exist in UIKit. Building it with one `appendItems` call would have trapped
/// with "Fatal: supplied item identifiers are not unique"; appending section by section would
/// have moved "dog" out of "Featured" (logging that it already exists). `check` says so, and the
/// replay stops before it. Written with the low-level event API for the same reason: our
/// snapshot model, like UIKit's, cannot hold the duplicate.
enum DuplicateIDBugDemo {
  static func record(to url: URL) throws {
    func item(_ id: String, _ label: String) -> RecordedItem {
      RecordedItem(id: .string(id), label: label)
    }
    let available = RecordedSection(
      id: "available", title: "Available",
      items: [item("cat", "Mittens"), item("dog", "Rex"), item("parrot", "Polly")])
    let events: [RecordingEvent] = [
      .apply(ApplyEvent(seq: 1, time: 0, sections: [available], animating: false, queue: "main")),
      .marker(MarkerEvent(time: 1.5, label: "pull to refresh")),
      .apply(
        ApplyEvent(
          seq: 2, time: 1.9,
          sections: [
            RecordedSection(
              id: "available", title: "Available",
              items: [
                item("cat", "Mittens"), item("dog", "Rex"), item("parrot", "Polly"),
                item("hamster", "Nibbles"),
              ])
          ], queue: "main")),
      .marker(MarkerEvent(time: 4.0, label: "featured pets arrive from the server")),
      .apply(
        ApplyEvent(
          seq: 3, time: 4.2,
          sections: [
            RecordedSection(id: "featured", title: "Featured", items: [item("dog", "Rex")]),
            RecordedSection(
              id: "available", title: "Available",
              items: [
                item("cat", "Mittens"), item("dog", "Rex"), item("parrot", "Polly"),
                item("hamster", "Nibbles"),
              ]),
          ], queue: "com.example.shelter.refresh")),
    ]
    try DemoRecorder.write(
      events,
      header: RecordingHeader(
        title: "Bug report: duplicate item identifier",
        source: "ShelterListViewController (its own section arrays, not UIKit's snapshot)",
        render: ["layout": .string("list"), "listStyle": .string("inset-grouped")]),
      to: url)
  }
}

import Foundation
import SnapshotModel
import SnapshotRecording

// Times SnapshotRecorder.record on a 500-item snapshot (5 sections of 100 labelled items, about
// 25 KB a line) for each durability setting, and for a flight recorder (lines kept in memory,
// written by one dump): what an app pays per apply. Run with
// `swift run -c release RecorderBenchmark [DIRECTORY]`; the recording goes to DIRECTORY (the
// temporary directory by default), so point it at the disk to measure: on a tmpfs `fsync` costs
// nothing.
//
// Then times one tap on a disclosure chevron of a 5 050-item outline section (50 categories of
// 100 items): take the data source's section snapshot, expand or collapse a category, apply it
// and record the apply with its `parent`/`expanded` keys.

let directory =
  CommandLine.arguments.dropFirst().first.map { URL(fileURLWithPath: $0) }
  ?? FileManager.default.temporaryDirectory
let applies = 300

struct Item: Hashable, RecordableIdentifier {
  var section: Int
  var index: Int
  var recordedID: RecordedID { .string("item-\(section)-\(index)") }
  var recordedLabel: String? { "Item \(index) of section \(section)" }
}

/// Five sections of a hundred items.
func startingSnapshot() -> DiffableSnapshot<Int, Item> {
  var snapshot = DiffableSnapshot<Int, Item>()
  snapshot.appendSections(Array(0..<5))
  for section in 0..<5 {
    snapshot.appendItems((0..<100).map { Item(section: section, index: $0) }, toSection: section)
  }
  return snapshot
}

/// Records `applies` applies (each moving one item, so no two lines are equal) and returns the
/// median and 95th-percentile time of one `record` call, and the time of `close`, in ms.
func measure(_ durability: SnapshotRecorder.Durability, in directory: URL) throws -> (
  median: Double, p95: Double, close: Double, bytes: Int
) {
  let url = directory.appendingPathComponent("RecorderBenchmark-\(UUID().uuidString).jsonl")
  defer { try? FileManager.default.removeItem(at: url) }
  let recorder = try SnapshotRecorder(
    url: url, header: RecordingHeader(title: "benchmark"), durability: durability,
    queueLabel: { "main" })
  let times = recordApplies(to: recorder)
  let start = DispatchTime.now().uptimeNanoseconds
  recorder.close()
  let close = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
  if let error = recorder.writeError { throw error }
  let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
  return (times[times.count / 2], times[times.count * 95 / 100], close, bytes)
}

/// The same applies into a flight recorder that keeps them all; the last time is the dump's.
func measureFlightRecorder(in directory: URL) throws -> (
  median: Double, p95: Double, dump: Double
) {
  let url = directory.appendingPathComponent("RecorderBenchmark-\(UUID().uuidString).jsonl")
  defer { try? FileManager.default.removeItem(at: url) }
  let recorder = SnapshotRecorder(
    flightRecorderDumpingTo: url, capacity: applies, header: RecordingHeader(title: "benchmark"),
    queueLabel: { "main" })
  let times = recordApplies(to: recorder)
  let start = DispatchTime.now().uptimeNanoseconds
  try recorder.dump(reason: "benchmark")
  let dump = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
  return (times[times.count / 2], times[times.count * 95 / 100], dump)
}

/// Records `applies` applies and returns each `record` call's time in ms, sorted.
func recordApplies(to recorder: SnapshotRecorder) -> [Double] {
  var current = startingSnapshot()
  var times: [Double] = []
  for index in 0..<applies {
    let items = current.itemIdentifiers(inSection: index % 5)
    if let first = items.first, let last = items.last, first != last {
      current.moveItem(first, afterItem: last)
    }
    let application = SnapshotApplication(snapshot: current, animatingDifferences: true)
    let start = DispatchTime.now().uptimeNanoseconds
    recorder.record(application)
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  return times.sorted()
}

func milliseconds(_ value: Double) -> String {
  value.formatted(.number.precision(.fractionLength(3)))
}

print("record() of a 500-item snapshot, \(applies) applies, into \(directory.path)")
for durability in SnapshotRecorder.Durability.allCases {
  let result = try measure(durability, in: directory)
  print(
    "\(durability.rawValue): median \(milliseconds(result.median)) ms, p95 "
      + "\(milliseconds(result.p95)) ms per apply; close \(milliseconds(result.close)) ms "
      + "(\(result.bytes / applies) bytes a line)")
}
let flight = try measureFlightRecorder(in: directory)
print(
  "flight recorder (\(applies) lines kept): median \(milliseconds(flight.median)) ms, p95 "
    + "\(milliseconds(flight.p95)) ms per apply; dump \(milliseconds(flight.dump)) ms")

/// Expands or collapses one category per tap, `taps` times, on an outline of `categories`
/// categories of `itemsPerCategory` leaves; returns the median and 95th-percentile time of one
/// tap (section snapshot, expand or collapse, apply, and record when `recording`), in ms.
func measureOutlineTaps(recording: Bool, in directory: URL) throws -> (
  build: Double, median: Double, p95: Double, bytes: Int
) {
  let categories = 50
  let itemsPerCategory = 100
  let taps = 200
  let url = directory.appendingPathComponent("RecorderBenchmark-\(UUID().uuidString).jsonl")
  defer { try? FileManager.default.removeItem(at: url) }
  let recorder = try SnapshotRecorder(url: url, durability: .never, queueLabel: { "main" })
  let dataSource = DiffableDataSource<Int, Item>(observer: recording ? recorder.observer() : nil)
  let buildStart = DispatchTime.now().uptimeNanoseconds
  var outline = DiffableSectionSnapshot<Item>()
  let roots = (0..<categories).map { Item(section: $0, index: -1) }
  outline.append(roots)
  for root in roots {
    outline.append(
      (0..<itemsPerCategory).map { Item(section: root.section, index: $0) }, to: root)
  }
  let build = Double(DispatchTime.now().uptimeNanoseconds - buildStart) / 1e6
  dataSource.apply(outline, to: 0, animatingDifferences: false)
  var times: [Double] = []
  for tap in 0..<taps {
    let start = DispatchTime.now().uptimeNanoseconds
    var current = dataSource.snapshot(for: 0)
    let category = roots[tap * 7 % categories]
    if current.isExpanded(category) {
      current.collapse([category])
    } else {
      current.expand([category])
    }
    dataSource.apply(current, to: 0)
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  recorder.close()
  if let error = recorder.writeError { throw error }
  let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
  times.sort()
  return (build, times[times.count / 2], times[times.count * 95 / 100], bytes / (taps + 1))
}

for recording in [false, true] {
  let result = try measureOutlineTaps(recording: recording, in: directory)
  print(
    "outline of 5050 items (built in \(milliseconds(result.build)) ms): one expand/collapse tap "
      + (recording ? "with record" : "without recorder") + ": median "
      + "\(milliseconds(result.median)) ms, p95 \(milliseconds(result.p95)) ms"
      + (recording ? " (\(result.bytes) bytes a line)" : ""))
}

/// The benchmark's geometry provider: the 500 items as 44-point rows of a 390 × 844 phone
/// scrolled to y = 8,000 (the middle of the list), every item's frame given — the recorder keeps
/// the ones within the visible rect ± one screen (about 60). The app side's providers are the
/// app's own; this one never touches the tool's layouts.
let benchmarkGeometry: SnapshotRecorder.GeometryProvider<Int, Item> = { application in
  var geometry = ScreenGeometry(
    view: .collection, bounds: RecordedSize(width: 390, height: 844),
    offset: RecordedPoint(x: 0, y: 8_000),
    content: RecordedSize(width: 390, height: Double(application.snapshot.numberOfItems) * 44))
  geometry.list = .insetGrouped
  geometry.insets = RecordedInsets(top: 91, left: 0, bottom: 34, right: 0)
  geometry.items = application.snapshot.itemIdentifiers.enumerated().map { index, item in
    LayoutEvent.ItemFrame(
      item: item.recordedID,
      rect: RecordedRect(x: 16, y: Double(index) * 44, width: 358, height: 44))
  }
  geometry.timing = RecordedTiming(duration: 0.3, curve: .cubic(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
  return geometry
}

/// Applies `applies` snapshots of 500 items through two headless data sources, alternately (so
/// that both see the same machine load): one records each apply and its layout line, the other
/// the apply only. Returns, for each, the median and 95th-percentile time of one apply in ms and
/// the bytes written per apply.
func measureGeometry(in directory: URL) throws -> [(median: Double, p95: Double, bytes: Int)] {
  let urls = (0..<2).map { _ in
    directory.appendingPathComponent("RecorderBenchmark-\(UUID().uuidString).jsonl")
  }
  defer { for url in urls { try? FileManager.default.removeItem(at: url) } }
  let recorders = try urls.map {
    try SnapshotRecorder(url: $0, durability: .never, queueLabel: { "main" })
  }
  let dataSources = [
    DiffableDataSource<Int, Item>(
      observer: recorders[0].observer(view: .collection, geometry: benchmarkGeometry)),
    DiffableDataSource<Int, Item>(observer: recorders[1].observer(view: .collection)),
  ]
  var current = startingSnapshot()
  var times: [[Double]] = [[], []]
  for index in 0..<applies {
    let items = current.itemIdentifiers(inSection: index % 5)
    if let first = items.first, let last = items.last, first != last {
      current.moveItem(first, afterItem: last)
    }
    for which in [index % 2, 1 - index % 2] {
      let start = DispatchTime.now().uptimeNanoseconds
      dataSources[which].apply(current)
      times[which].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
  }
  return try (0..<2).map { which in
    recorders[which].close()
    if let error = recorders[which].writeError { throw error }
    let size = try? FileManager.default.attributesOfItem(atPath: urls[which].path)[.size]
    let sorted = times[which].sorted()
    return (
      sorted[sorted.count / 2], sorted[sorted.count * 95 / 100], (size as? Int ?? 0) / applies
    )
  }
}

let geometryResults = try measureGeometry(in: directory)
let (withGeometry, withoutGeometry) = (geometryResults[0], geometryResults[1])
print(
  "geometry: with layout lines median \(milliseconds(withGeometry.median)) ms, p95 "
    + "\(milliseconds(withGeometry.p95)) ms per apply (\(withGeometry.bytes) bytes); without "
    + "median \(milliseconds(withoutGeometry.median)) ms, p95 "
    + "\(milliseconds(withoutGeometry.p95)) ms (\(withoutGeometry.bytes) bytes): 500-item "
    + "list through the headless data source, alternating, geometry from the benchmark's "
    + "provider")

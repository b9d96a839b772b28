import Foundation
import RecordingFormat
import ReplayTestSupport
import SnapshotModel
import Testing

@testable import SnapshotRecording

@Suite struct SnapshotRecorderGeometryTests {
  private static func recorder(clock: @escaping SnapshotRecorder.Clock = { 0.5 }) throws
    -> SnapshotRecorder
  {
    try SnapshotRecorder(
      url: try ScratchDirectory.file(prefix: "SnapshotRecorderGeometryTests"),
      header: RecordingHeader(title: "Geometry"), clock: clock, queueLabel: { "main" })
  }

  /// A 100×100 screen scrolled to `offset`, with one 10-point row per item from y = 0.
  private static func geometry(rows: Int, offset: Double = 0) -> ScreenGeometry {
    var geometry = ScreenGeometry(
      view: .collection, bounds: RecordedSize(width: 100, height: 100),
      offset: RecordedPoint(x: 0, y: offset),
      content: RecordedSize(width: 100, height: Double(rows) * 10))
    geometry.items = (0..<rows).map {
      LayoutEvent.ItemFrame(
        id: "r\($0)", rect: RecordedRect(x: 0, y: Double($0) * 10, width: 100, height: 10))
    }
    return geometry
  }

  private static func layouts(in url: URL) throws -> [LayoutEvent] {
    try Recording(contentsOf: url).events.compactMap {
      if case .layout(let layout) = $0.event { return layout }
      return nil
    }
  }

  private static func scrolls(in url: URL) throws -> [ScrollEvent] {
    try Recording(contentsOf: url).events.compactMap {
      if case .scroll(let scroll) = $0.event { return scroll }
      return nil
    }
  }

  @Test func aLayoutFollowsItsApplyWithTheSameSeqAndReadsBackWithoutWarnings() throws {
    let recorder = try Self.recorder()
    recorder.recordApply(sections: [("s", ["r0", "r1"])])
    var geometry = Self.geometry(rows: 2)
    geometry.list = .insetGrouped
    geometry.insets = RecordedInsets(top: 91, left: 0, bottom: 34, right: 0)
    geometry.supplementary = [
      RecordedSupplementaryView(
        kind: .header, section: "s", rect: RecordedRect(x: 0, y: 0, width: 100, height: 20),
        pinned: true)
    ]
    geometry.timing = RecordedTiming(duration: 0.3, curve: .cubic(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    #expect(recorder.recordLayout(geometry))
    recorder.close()
    let lines = try String(contentsOf: recorder.url, encoding: .utf8).split(separator: "\n")
    #expect(
      lines.last == """
        {"type":"layout","seq":1,"time":0.5,"view":"collection","list":"insetGrouped","bounds":[100\
        ,100],"offset":[0,0],"insets":[91,0,34,0],"content":[100,20],"items":{"r0":[0,0,100,10],"r\
        1":[0,10,100,10]},"supplementary":[{"kind":"header","section":"s","rect":[0,0,100,20],"pin\
        ned":true}],"timing":{"duration":0.3,"curve":[0.42,0,0.58,1]}}
        """)
    let recording = try Recording(contentsOf: recorder.url)
    #expect(recording.warnings.isEmpty)
  }

  @Test func anApplyGetsOneLayoutAtMostAndNoneBeforeTheFirstApply() throws {
    let recorder = try Self.recorder()
    #expect(!recorder.recordLayout(Self.geometry(rows: 1)))
    recorder.recordApply(sections: [("s", ["r0"])])
    #expect(recorder.recordLayout(Self.geometry(rows: 1)))
    #expect(!recorder.recordLayout(Self.geometry(rows: 1)))
    recorder.recordApply(sections: [("s", ["r0"])])
    #expect(recorder.recordLayout(Self.geometry(rows: 1)))
    recorder.close()
    #expect(try Self.layouts(in: recorder.url).map(\.seq) == [1, 2])
  }

  @Test func onlyFramesWithinTheVisibleRectPlusOneScreenEitherWayAreWritten() throws {
    let recorder = try Self.recorder()
    recorder.recordApply(sections: [("s", (0..<100).map { "r\($0)" })])
    // Visible: y 500–600; captured: y 400–700, so rows 40 to 70 (70 touches the edge).
    recorder.recordLayout(Self.geometry(rows: 100, offset: 500))
    recorder.close()
    let layout = try #require(try Self.layouts(in: recorder.url).first)
    #expect(layout.items.map(\.id) == (39...70).map { "r\($0)" })
  }

  @Test func overTheItemBudgetTheFramesNearestTheVisibleRectAreKeptInTheirOrder() throws {
    let recorder = try Self.recorder()
    recorder.geometryCapture.itemBudget = 4
    recorder.recordApply(sections: [("s", (0..<100).map { "r\($0)" })])
    recorder.recordLayout(Self.geometry(rows: 100, offset: 500))
    recorder.close()
    let layout = try #require(try Self.layouts(in: recorder.url).first)
    // The captured rect's middle is y = 550: rows 53–56 are nearest (row 55's middle is 555,
    // row 54's 545: a tie broken by index order).
    #expect(layout.items.map(\.id) == ["r53", "r54", "r55", "r56"])
  }

  @Test func geometryThatReadersWouldRejectIsNotWritten() throws {
    let recorder = try Self.recorder()
    recorder.recordApply(sections: [("s", ["r0"])])
    var zeroBounds = Self.geometry(rows: 1)
    zeroBounds.bounds = RecordedSize(width: 0, height: 0)
    #expect(!recorder.recordLayout(zeroBounds))
    var notFinite = Self.geometry(rows: 1)
    notFinite.offset = RecordedPoint(x: 0, y: .nan)
    #expect(!recorder.recordLayout(notFinite))
    var negativeInset = Self.geometry(rows: 1)
    negativeInset.insets = RecordedInsets(top: -1, left: 0, bottom: 0, right: 0)
    #expect(!recorder.recordLayout(negativeInset))
    var huge = Self.geometry(rows: 1)
    huge.content = RecordedSize(width: 100, height: 20_000_000)
    #expect(!recorder.recordLayout(huge))
    var badParts = Self.geometry(rows: 2)
    badParts.items[1].rect.height = .infinity
    badParts.timing = RecordedTiming(duration: 0.3, curve: .cubic(x1: 2, y1: 0, x2: 0.5, y2: 1))
    #expect(recorder.recordLayout(badParts))
    recorder.close()
    let layout = try #require(try Self.layouts(in: recorder.url).first)
    #expect(layout.items.map(\.id) == ["r0"])
    #expect(layout.timing == nil)
    #expect(try Recording(contentsOf: recorder.url).warnings.isEmpty)
  }

  @Test func switchedOffNothingIsRecordedButApplies() throws {
    let recorder = try Self.recorder()
    recorder.geometryCapture.isEnabled = false
    #expect(!recorder.capturesGeometry)
    recorder.recordApply(sections: [("s", ["r0"])])
    #expect(!recorder.recordLayout(Self.geometry(rows: 1)))
    #expect(!recorder.recordScroll(offset: RecordedPoint(x: 0, y: 5), settled: true))
    recorder.close()
    let recording = try Recording(contentsOf: recorder.url)
    #expect(recording.events.count == 1)
  }

  @Test func scrollLinesAreAtMostTenASecondWhileMovingPlusTheSettledOne() throws {
    let recorder = try Self.recorder()
    // 64 moves a second (times exact in binary) for about half a second, then settled.
    for frame in 0..<30 {
      recorder.recordScroll(
        offset: RecordedPoint(x: 0, y: Double(frame) * 4), settled: false,
        time: Double(frame) / 64)
    }
    recorder.recordScroll(offset: RecordedPoint(x: 0, y: 130), settled: true, time: 0.5)
    // Settling where the last line already is writes nothing.
    #expect(!recorder.recordScroll(offset: RecordedPoint(x: 0, y: 130), settled: true, time: 0.6))
    recorder.close()
    let scrolls = try Self.scrolls(in: recorder.url)
    // The first move, then the first ones at least 0.1 s after the last line written.
    // Typed step by step: one literal expression of the whole took seconds to type-check.
    let moves: [Double] = [0, 7, 14, 21, 28].map { $0 / 64 }
    let expected: [Double] = moves + [0.5]
    #expect(scrolls.map(\.time) == expected)
    #expect(scrolls.last?.offset == RecordedPoint(x: 0, y: 130))
  }

  @Test func aSettledScrollWhereTheLayoutLeftTheViewIsNotWritten() throws {
    let recorder = try Self.recorder()
    recorder.recordApply(sections: [("s", ["r0"])])
    recorder.recordLayout(Self.geometry(rows: 1, offset: 0))
    #expect(!recorder.recordScroll(offset: RecordedPoint(x: 0, y: 0), settled: true))
    #expect(recorder.recordScroll(offset: RecordedPoint(x: 0, y: 8), settled: true))
  }

  @Test func aFlightRecorderKeepsALayoutWithItsApply() throws {
    let recorder = SnapshotRecorder(
      flightRecorderDumpingTo: try ScratchDirectory.file(prefix: "SnapshotRecorderGeometryTests"),
      capacity: 2, header: RecordingHeader(title: "Flight"), clock: { 1 }, queueLabel: { "main" })
    for apply in 0..<3 {
      recorder.recordApply(sections: [("s", ["r\(apply)"])])
      recorder.recordLayout(Self.geometry(rows: 1))
    }
    try recorder.dump(reason: "crash")
    let recording = try Recording(contentsOf: recorder.url)
    // Two slots, each an apply with its layout: a ring of lines would have kept only apply 3
    // and its layout.
    #expect(recording.applies.map(\.seq) == [2, 3])
    #expect(try Self.layouts(in: recorder.url).map(\.seq) == [2, 3])
    #expect(!recording.warnings.contains { $0.message.contains("layout") })
  }

  @Test func aCollectionViewObserverWritesNoRowAnimationAndTheProvidersLayout() throws {
    let recorder = try Self.recorder()
    let provider: SnapshotRecorder.GeometryProvider<String, String> = { application in
      var geometry = Self.geometry(rows: 0)
      geometry.items = application.snapshot.itemIdentifiers.enumerated().map { index, item in
        LayoutEvent.ItemFrame(
          id: item, rect: RecordedRect(x: 0, y: Double(index) * 10, width: 100, height: 10))
      }
      return geometry
    }
    let dataSource = DiffableDataSource<String, String>(
      observer: recorder.observer(view: .collection, geometry: provider))
    var snapshot = DiffableSnapshot<String, String>()
    snapshot.appendSections(["s"])
    snapshot.appendItems(["a", "b"])
    dataSource.apply(snapshot)
    snapshot.insertItems(["new"], beforeItem: "a")
    dataSource.apply(snapshot)
    recorder.close()
    let recording = try Recording(contentsOf: recorder.url)
    #expect(recording.warnings.isEmpty)
    #expect(recording.applies.allSatisfy { $0.rowAnimation == nil })
    let layouts = try Self.layouts(in: recorder.url)
    #expect(layouts.map(\.seq) == [1, 2])
    #expect(layouts.last?.items.map(\.id) == ["new", "a", "b"])
  }

  @Test func aTableViewObserverKeepsTheRowAnimation() throws {
    let recorder = try Self.recorder()
    let dataSource = DiffableDataSource<String, String>(
      observer: recorder.observer(view: .table, geometry: nil))
    dataSource.defaultRowAnimation = .fade
    var snapshot = DiffableSnapshot<String, String>()
    snapshot.appendSections(["s"])
    dataSource.apply(snapshot)
    recorder.close()
    #expect(try Recording(contentsOf: recorder.url).applies.first?.rowAnimation == .fade)
  }

  @Test func aProviderIsNotAskedWhenCaptureIsOff() throws {
    let recorder = try Self.recorder()
    recorder.geometryCapture = GeometryCapture(isEnabled: false)
    let asked = LockedValue(0)
    let dataSource = DiffableDataSource<String, String>(
      observer: recorder.observer(view: .collection) { _ in
        asked.withLock { $0 += 1 }
        return nil
      })
    dataSource.apply(DiffableSnapshot<String, String>())
    #expect(asked.withLock { $0 } == 0)
    #expect(recorder.recordedApplies == 1)
  }
}

import Foundation
import SnapshotModel
import Testing

/// Collects what an observer is told, from any thread.
final class ApplicationLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [SnapshotApplication<String, String>] = []

  var applications: [SnapshotApplication<String, String>] { lock.withLock { stored } }

  func record(_ application: SnapshotApplication<String, String>) {
    lock.withLock { stored.append(application) }
  }
}

private let mainQueueKey: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()

/// Whether the caller runs on the main queue (on Linux a test's main actor may drain it off the
/// main thread, so `Thread.isMainThread` cannot tell).
func isOnMainQueue() -> Bool {
  DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// Collects events in order, from any thread.
final class EventLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []

  var entries: [String] { lock.withLock { stored } }

  func append(_ entry: String) {
    lock.withLock { stored.append(entry) }
  }
}

@Suite struct DataSourceTests {
  typealias DataSource = DiffableDataSource<String, String>

  @Test func newDataSourceHoldsAnEmptySnapshot() {
    #expect(DataSource().snapshot() == Snapshot())
  }

  /// Reference §6: UIKit's `snapshot()` is built from the current state and carries no marks,
  /// so `var s = dataSource.snapshot(); …; apply(s)` reloads nothing again.
  @Test func snapshotOfTheDataSourceCarriesNoMarks() {
    let log = ApplicationLog()
    let dataSource = DataSource(observer: log.record)
    var snapshot = makeSnapshot("A: a b", "B:")
    snapshot.reconfigureItems(["b"])
    snapshot.reloadItems(["a"])
    snapshot.reloadSections(["B"])
    dataSource.apply(snapshot)
    let current = dataSource.snapshot()
    #expect(current == snapshot)
    #expect(current.reloadedItemIdentifiers.isEmpty)
    #expect(current.reconfiguredItemIdentifiers.isEmpty)
    #expect(current.reloadedSectionIdentifiers.isEmpty)
    var next = current
    next.appendItems(["c"], toSection: "B")
    dataSource.apply(next)
    #expect(log.applications.map(\.snapshot.reloadedItemIdentifiers) == [["a"], []])
    #expect(log.applications.map(\.snapshot.reconfiguredItemIdentifiers) == [["b"], []])
  }

  /// Reference §6: a mark whose item was deleted after marking is kept by the snapshot and
  /// ignored by the apply — no trap, and nothing of it stays in the data source.
  @Test func applyIgnoresMarksOfDeletedItemsAndSections() {
    let log = ApplicationLog()
    let dataSource = DataSource(observer: log.record)
    var snapshot = makeSnapshot("A: a b", "B: c")
    snapshot.reloadItems(["b"])
    snapshot.reconfigureItems(["c"])
    snapshot.reloadSections(["B"])
    snapshot.deleteItems(["b"])
    snapshot.deleteSections(["B"])
    dataSource.apply(snapshot)
    #expect(layout(dataSource.snapshot()) == ["A: a"])
    #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    let applied = log.applications.map(\.snapshot)
    #expect(applied.map(\.reloadedItemIdentifiers) == [["b"]])
    #expect(applied.map { $0.keepingValidMarks().reloadedItemIdentifiers } == [[]])
    #expect(
      applied.map(\.ignoredMarks) == [
        IgnoredMarks(reloadedItems: ["b"], reconfiguredItems: ["c"], reloadedSections: ["B"])
      ])
  }

  @Test func applyUsingReloadDataMakesTheSnapshotCurrent() {
    let dataSource = DataSource()
    dataSource.applySnapshotUsingReloadData(makeSnapshot("A: a"))
    #expect(dataSource.snapshot() == makeSnapshot("A: a"))
  }

  @Test func itemIdentifierForIndexPathLooksUpSectionThenItem() {
    let dataSource = DataSource()
    dataSource.apply(makeSnapshot("A: a b", "B: c"))
    #expect(dataSource.itemIdentifier(for: [0, 1]) == "b")
    #expect(dataSource.itemIdentifier(for: [1, 0]) == "c")
  }

  @Test func itemIdentifierOutsideTheSnapshotIsNil() {
    let dataSource = DataSource()
    dataSource.apply(makeSnapshot("A: a", "B:"))
    #expect(dataSource.itemIdentifier(for: [0, 1]) == nil)
    #expect(dataSource.itemIdentifier(for: [1, 0]) == nil)
    #expect(dataSource.itemIdentifier(for: [2, 0]) == nil)
    #expect(dataSource.itemIdentifier(for: [-1, 0]) == nil)
    #expect(dataSource.itemIdentifier(for: [0]) == nil)
  }

  @Test func indexPathForItemIsSectionAndIndexInSection() {
    let dataSource = DataSource()
    dataSource.apply(makeSnapshot("A: a b", "B: c d"))
    #expect(dataSource.indexPath(for: "d") == [1, 1])
    #expect(dataSource.indexPath(for: "a") == [0, 0])
    #expect(dataSource.indexPath(for: "missing") == nil)
  }

  @Test func sectionLookupsGoBothWays() {
    let dataSource = DataSource()
    dataSource.apply(makeSnapshot("A:", "B:"))
    #expect(dataSource.sectionIdentifier(for: 1) == "B")
    #expect(dataSource.sectionIdentifier(for: 2) == nil)
    #expect(dataSource.index(for: "A") == 0)
    #expect(dataSource.index(for: "missing") == nil)
  }

  @Test func lookupsFollowTheLatestApply() {
    let dataSource = DataSource()
    dataSource.apply(makeSnapshot("A: a b"))
    dataSource.apply(makeSnapshot("A: b a"))
    #expect(dataSource.indexPath(for: "a") == [0, 1])
  }

  @Test func defaultRowAnimationIsAutomatic() {
    #expect(DataSource().defaultRowAnimation == .automatic)
  }

  @Test func observerIsToldOfEachApplyInOrderWithItsFlags() {
    let log = ApplicationLog()
    let dataSource = DataSource(observer: log.record)
    dataSource.apply(makeSnapshot("A: a"))
    dataSource.apply(makeSnapshot("A: a b"), animatingDifferences: false)
    dataSource.applySnapshotUsingReloadData(makeSnapshot("A: b"))
    let applications = log.applications
    #expect(applications.map { layout($0.snapshot) } == [["A: a"], ["A: a b"], ["A: b"]])
    #expect(applications.map(\.animatingDifferences) == [true, false, false])
    #expect(applications.map(\.usingReloadData) == [false, false, true])
  }

  @Test func observerSeesTheRowAnimationInEffectAtEachApply() {
    let log = ApplicationLog()
    let dataSource = DataSource(observer: log.record)
    dataSource.apply(makeSnapshot("A:"))
    dataSource.defaultRowAnimation = .fade
    dataSource.apply(makeSnapshot("A: a"))
    dataSource.applySnapshotUsingReloadData(makeSnapshot("A: b"))
    #expect(log.applications.map(\.rowAnimation) == [.automatic, .fade, .fade])
  }

  @Test func observerSeesTheAppliedMarks() {
    let log = ApplicationLog()
    let dataSource = DataSource(observer: log.record)
    var snapshot = makeSnapshot("A: a b")
    snapshot.reloadItems(["b"])
    dataSource.apply(snapshot)
    #expect(log.applications.map(\.snapshot.reloadedItemIdentifiers) == [["b"]])
  }

  @Test func setObserverReplacesTheObserver() {
    let first = ApplicationLog()
    let second = ApplicationLog()
    let dataSource = DataSource(observer: first.record)
    dataSource.apply(makeSnapshot("A:"))
    dataSource.setObserver(second.record)
    dataSource.apply(makeSnapshot("B:"))
    dataSource.setObserver(nil)
    dataSource.apply(makeSnapshot("C:"))
    #expect(first.applications.map { layout($0.snapshot) } == [["A:"]])
    #expect(second.applications.map { layout($0.snapshot) } == [["B:"]])
  }

  @Test func observerCanReadTheNewStateFromTheDataSource() {
    let log = ApplicationLog()
    let dataSource = DataSource()
    dataSource.setObserver { [unowned dataSource] _ in
      log.record(SnapshotApplication(snapshot: dataSource.snapshot(), animatingDifferences: true))
    }
    dataSource.apply(makeSnapshot("A: a"))
    #expect(log.applications.map { layout($0.snapshot) } == [["A: a"]])
  }

  /// Reference §1.4 and §6: the completion runs on the main queue once the animation is over,
  /// never before `apply` returns.
  @MainActor @Test func completionRunsOnTheMainQueueAfterTheModelledAnimation() async {
    let log = ApplicationLog()
    let dataSource = DataSource(observer: log.record)
    dataSource.animationDuration = 0.05
    let events = EventLog()
    let start = Date()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      dataSource.apply(makeSnapshot("A:")) {
        events.append("completion on main: \(isOnMainQueue()), applies \(log.applications.count)")
        continuation.resume()
      }
      events.append("apply returned")
    }
    #expect(events.entries == ["apply returned", "completion on main: true, applies 1"])
    #expect(Date().timeIntervalSince(start) >= 0.05)
  }

  @MainActor @Test func completionWithoutAnimationStillWaitsForTheMainQueue() async {
    let dataSource = DataSource()
    let events = EventLog()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      dataSource.apply(makeSnapshot("A:"), animatingDifferences: false) {
        events.append("completion")
      }
      dataSource.applySnapshotUsingReloadData(makeSnapshot("B:")) {
        events.append("reload-data completion on main: \(isOnMainQueue())")
        continuation.resume()
      }
      events.append("applies returned")
    }
    #expect(
      events.entries == [
        "applies returned", "completion", "reload-data completion on main: true",
      ])
  }

  @Test func asyncApplyReturnsOnceTheModelledAnimationIsOver() async {
    let dataSource = DataSource()
    dataSource.animationDuration = 0.05
    let start = Date()
    await dataSource.apply(makeSnapshot("A: a"))
    #expect(Date().timeIntervalSince(start) >= 0.05)
    #expect(layout(dataSource.snapshot()) == ["A: a"])
    await dataSource.applySnapshotUsingReloadData(makeSnapshot("B: b"))
    #expect(layout(dataSource.snapshot()) == ["B: b"])
  }

  @Test func animationDurationDefaultsToThreeTenthsOfASecond() {
    #expect(DataSource().animationDuration == 0.3)
  }

  @Test func appliesFromManyThreadsOneAfterAnotherAreAllObserved() async {
    let log = ApplicationLog()
    let dataSource = DataSource(observer: log.record)
    let serial = DispatchQueue(label: "apply")
    await withCheckedContinuation { continuation in
      serial.async {
        for index in 0..<100 { dataSource.apply(makeSnapshot("S\(index):")) }
        continuation.resume()
      }
    }
    let sections = log.applications.map { $0.snapshot.sectionIdentifiers }
    #expect(sections == (0..<100).map { ["S\($0)"] })
  }
}

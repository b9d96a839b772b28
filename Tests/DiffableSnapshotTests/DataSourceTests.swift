import DiffableSnapshot
import Foundation
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

@Suite struct DataSourceTests {
  typealias DataSource = DiffableDataSource<String, String>

  @Test func newDataSourceHoldsAnEmptySnapshot() {
    #expect(DataSource().snapshot() == Snapshot())
  }

  @Test func applyMakesTheSnapshotCurrentWithItsMarks() {
    let dataSource = DataSource()
    var snapshot = makeSnapshot("A: a b")
    snapshot.reconfigureItems(["b"])
    dataSource.apply(snapshot)
    #expect(dataSource.snapshot() == snapshot)
    #expect(dataSource.snapshot().reconfiguredItemIdentifiers == ["b"])
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

  @Test func completionRunsAfterTheObserver() {
    let log = ApplicationLog()
    let dataSource = DataSource(observer: log.record)
    var observedBeforeCompletion: [Int] = []
    dataSource.apply(makeSnapshot("A:")) { observedBeforeCompletion.append(log.applications.count) }
    dataSource.applySnapshotUsingReloadData(makeSnapshot("B:")) {
      observedBeforeCompletion.append(log.applications.count)
    }
    #expect(observedBeforeCompletion == [1, 2])
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

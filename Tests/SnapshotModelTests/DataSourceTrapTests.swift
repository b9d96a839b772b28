import SnapshotModel
import Testing

@Suite struct DataSourceTrapTests {
  @Test func applyingFromInsideAnApplyTrapsWithUIKitsDeadlockReason() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let dataSource = DiffableDataSource<String, String>()
      dataSource.setObserver { application in
        dataSource.apply(application.snapshot)
      }
      dataSource.apply(DiffableSnapshot())
    }
    #expect(
      uikitReason(result)
        == "Deadlock detected: attempted to apply a snapshot to diffable data source while it "
        + "was already applying a snapshot. Make sure you are consistently applying snapshots "
        + "either always on the main queue or always off the main queue, and make sure you are "
        + "not applying a snapshot as a side effect of updates from (i.e. underneath) another "
        + "snapshot apply call.")
  }
}

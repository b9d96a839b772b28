import DiffableSnapshot
import Testing

@Suite struct AppendItemsTests {
  @Test func appendingAnExistingItemMovesIt() {
    var snapshot = DiffableSnapshot<String, String>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems(["1", "2"], toSection: "a")
    snapshot.appendItems(["1"], toSection: "b")
    #expect(snapshot.itemIdentifiers(inSection: "a") == ["2"])
    #expect(snapshot.itemIdentifiers(inSection: "b") == ["1"])
    #expect(snapshot.indexOfItem("1") == 1)
  }
}

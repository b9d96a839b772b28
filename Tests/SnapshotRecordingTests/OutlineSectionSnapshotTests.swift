import Testing

@testable import SnapshotRecording

/// How the recording collection view data source composes the list it records for a section
/// snapshot apply, with a section snapshot model standing in for UIKit's.
@Suite struct OutlineSectionSnapshotTests {
  /// A section snapshot: items in order with their parents, and the expanded ones.
  struct FakeOutline: OutlineSectionSnapshot {
    var items: [String]
    var parents: [String: String] = [:]
    var expanded: Set<String> = []

    var visibleItems: [String] {
      items.filter { item in
        var ancestor = parents[item]
        while let current = ancestor {
          if !expanded.contains(current) { return false }
          ancestor = parents[current]
        }
        return true
      }
    }
    func parent(of child: String) -> String? { parents[child] }
    func isExpanded(_ item: String) -> Bool { expanded.contains(item) }
  }

  private static let folders = FakeOutline(
    items: ["docs", "a.txt", "src", "lib", "main.swift"],
    parents: ["a.txt": "docs", "lib": "src", "main.swift": "lib"], expanded: ["src"])

  @Test func theAppliedSectionComesFromTheNewSnapshotAndTheOthersFromTheirCurrentOnes() {
    let current = ["pets": FakeOutline(items: ["cat", "dog"])]
    let list = RecordedSection.list(
      sections: ["pets", "files"], applying: Self.folders, to: "files",
      current: { current[$0] ?? FakeOutline(items: ["stale"]) })
    #expect(
      list == [
        RecordedSection(id: "pets", items: [RecordedItem(id: "cat"), RecordedItem(id: "dog")]),
        RecordedSection(
          id: "files",
          items: [
            RecordedItem(id: "docs", expanded: false),
            RecordedItem(id: "src", expanded: true),
            RecordedItem(id: "lib", parent: "src", expanded: false),
          ]),
      ])
  }

  @Test func aSectionTheListLacksIsAppendedAtTheEnd() {
    let list = RecordedSection.list(
      sections: ["pets"], applying: Self.folders, to: "files",
      current: { _ in FakeOutline(items: ["cat"]) })
    #expect(list.map(\.id) == ["pets", "files"])
  }

  @Test func expandingADeeperLevelShowsItsChildrenWithTheirParent() {
    var folders = Self.folders
    folders.expanded.insert("lib")
    let list = RecordedSection.list(
      sections: ["files"], applying: folders, to: "files", current: { _ in folders })
    #expect(
      list[0].items.suffix(2) == [
        RecordedItem(id: "lib", parent: "src", expanded: true),
        RecordedItem(id: "main.swift", parent: "lib"),
      ])
  }
}

import Foundation
import Testing

@testable import ReplayRaster

/// The one rule for claiming an output directory: create a missing one, take an empty one or
/// the product's earlier output, refuse anything else unless forced.
@Suite struct OutputClaimTests {
  /// Recognises a directory holding `ours.txt` as earlier output, listing its names.
  static func recogniseOurs(_ names: [String]) -> OutputClaim.Recognition<[String]> {
    names.contains("ours.txt")
      ? .init(earlier: names.sorted(), refusal: nil)
      : .init(earlier: names.sorted(), refusal: "holds \(OutputClaim.listing(names))")
  }

  @Test func aMissingDirectoryIsCreatedWithItsParentsAndHoldsNothingEarlier() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let target = scratch.url.appendingPathComponent("a/b")
    let earlier = try OutputClaim(target).claim(
      force: false, fresh: ["fresh"], recognising: Self.recogniseOurs)
    #expect(earlier == ["fresh"])
    #expect(OutputPath.kind(of: target.path) == .directory)
  }

  @Test func anEmptyDirectoryIsTakenWithoutAskingTheProduct() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let earlier = try OutputClaim(scratch.url).claim(force: false, fresh: ["fresh"]) { _ in
      Issue.record("asked about an empty directory")
      return .init(earlier: [], refusal: "never")
    }
    #expect(earlier == ["fresh"])
  }

  @Test func theProductsEarlierOutputIsTakenAndReturned() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try Data().write(to: scratch.url.appendingPathComponent("ours.txt"))
    let earlier = try OutputClaim(scratch.url).claim(
      force: false, fresh: [], recognising: Self.recogniseOurs)
    #expect(earlier == ["ours.txt"])
  }

  @Test func anythingElseIsRefusedWithTheProductsReasonUnlessForced() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    for name in ["e", "d", "c", "b", "a"] {
      try Data().write(to: scratch.url.appendingPathComponent(name))
    }
    #expect(
      throws: OutputClaimError.notOurs(
        path: scratch.url.relativePath, reason: "holds a, b, c and 2 more")
    ) {
      try OutputClaim(scratch.url).claim(force: false, fresh: [], recognising: Self.recogniseOurs)
    }
    let forced = try OutputClaim(scratch.url).claim(
      force: true, fresh: [], recognising: Self.recogniseOurs)
    #expect(forced == ["a", "b", "c", "d", "e"])
  }

  @Test func aFileWhereTheDirectoryGoesIsAnErrorEvenWhenForced() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let file = scratch.url.appendingPathComponent("out")
    try Data([1]).write(to: file)
    #expect(throws: OutputClaimError.outputPath(.notADirectory(path: file.relativePath))) {
      try OutputClaim(file).claim(force: true, fresh: [], recognising: Self.recogniseOurs)
    }
  }

  @Test func claimingFilesLeavesTheDirectorysOtherContentAlone() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try Data("notes".utf8).write(to: scratch.url.appendingPathComponent("notes.txt"))
    try OutputClaim(scratch.url).claim(files: ["a.png"], kind: .png)
    #expect(try scratch.names() == ["notes.txt"])
    let foreign = scratch.url.appendingPathComponent("notes.txt")
    #expect(throws: OutputPathError.foreignFile(path: foreign.relativePath, kind: "PNG")) {
      try OutputClaim(scratch.url).claim(files: ["notes.txt"], kind: .png)
    }
    try OutputClaim(scratch.url).claim(files: ["notes.txt"], kind: .png, force: true)
  }

  @Test func listingShowsThreeSortedNamesAndHowManyMore() {
    #expect(OutputClaim.listing(["b", "a"]) == "a, b")
    #expect(OutputClaim.listing(["d", "c", "b", "a", "e"]) == "a, b, c and 2 more")
  }
}

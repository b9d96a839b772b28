import Foundation
import Testing

@testable import ReplayRaster

@Suite struct OutputPathTests {
  @Test func missingParentsAreCreated() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let file = directory.url.appendingPathComponent("a/b/c/sheet.png")
    try OutputPath.prepareFile(file, kind: .png)
    var isDirectory: ObjCBool = false
    #expect(
      FileManager.default.fileExists(
        atPath: file.deletingLastPathComponent().path, isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func aDirectoryWhereAFileGoesIsAnError() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    #expect(throws: OutputPathError.isADirectory(path: directory.url.path)) {
      try OutputPath.prepareFile(directory.url, kind: .png)
    }
  }

  @Test func aFileWhereADirectoryGoesIsAnError() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let file = directory.url.appendingPathComponent("notes.txt")
    try Data("notes".utf8).write(to: file)
    let error = OutputPathError.notADirectory(path: file.path)
    #expect(throws: error) {
      try OutputPath.prepareFile(file.appendingPathComponent("x/sheet.png"), kind: .png)
    }
    #expect(throws: error) { try OutputPath.createDirectory(file) }
    #expect(
      error.description == "cannot create directory \(file.path): a file with that name exists")
  }

  @Test func anExistingFileOfAnotherKindIsReplacedOnlyWhenForced() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let text = directory.url.appendingPathComponent("existing.txt")
    try Data("keep me".utf8).write(to: text)
    let error = OutputPathError.foreignFile(path: text.path, kind: "PNG")
    #expect(throws: error) { try OutputPath.prepareFile(text, kind: .png) }
    #expect(
      error.description
        == "refusing to replace \(text.path): it is not a PNG file; use --force to replace it")
    try OutputPath.prepareFile(text, kind: .png, force: true)
    // A PNG, or an empty file, may be replaced.
    let png = directory.url.appendingPathComponent("old.png")
    try Data(PNGCodec.encode(RasterImage(width: 1, height: 1, rgba: [1, 2, 3, 255]))).write(to: png)
    try OutputPath.prepareFile(png, kind: .png)
    let empty = directory.url.appendingPathComponent("empty.png")
    try Data().write(to: empty)
    try OutputPath.prepareFile(empty, kind: .png)
  }

  @Test func aDirectoryThatCannotBeCreatedSaysWhyInPlainWords() {
    #expect(
      OutputPathError.cannotCreateDirectory(path: "/ro/out", reason: "permission denied")
        .description == "cannot create directory /ro/out: permission denied")
  }
}

@Suite struct OutputPathParentTests {
  @Test(arguments: [
    ("x", ""), ("ab", ""), ("a/b", "a"), ("a/b/", "a"), ("/x", "/"), ("/", "/"),
    ("Output/render-small", "Output"), ("a//b", "a"),
  ])
  func theParentOfAPathNeedsNoFoundationPathParsing(path: String, parent: String) {
    #expect(OutputPath.parentPath(of: path) == parent)
  }
}

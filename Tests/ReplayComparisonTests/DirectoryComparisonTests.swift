import Foundation
import ReplayRaster
import SnapshotRecording
import Testing

@testable import ReplayComparison

@Suite struct DirectoryComparisonTests {
  let red = RasterImage(width: 8, height: 8, filledWith: RecordedColor(red: 220, green: 0, blue: 0))
  let blue = RasterImage(
    width: 8, height: 8, filledWith: RecordedColor(red: 0, green: 0, blue: 220))

  /// Writes `frames` (name → image) into a new directory.
  func directory(_ frames: [String: RasterImage]) throws -> URL {
    let url = try Fixture.temporaryDirectory()
    for (name, image) in frames { try PNGCodec.write(image, to: url.appendingPathComponent(name)) }
    return url
  }

  @Test func framesAreMatchedByNameAndSorted() throws {
    let reference = try directory(["b.png": red, "a.png": red])
    let candidate = try directory(["a.png": red, "b.png": blue])
    let frames = try DirectoryComparison.compare(reference, candidate)
    #expect(frames.map(\.name) == ["a.png", "b.png"])
    #expect(frames.map(\.passed) == [true, false])
    #expect(frames[1].result?.differingPixels == 64)
  }

  @Test func frameMissingFromTheCandidateIsADifference() throws {
    let reference = try directory(["a.png": red, "b.png": red])
    let candidate = try directory(["a.png": red])
    let frames = try DirectoryComparison.compare(reference, candidate)
    #expect(frames.map(\.summary) == ["a.png: identical", "b.png: missing from the candidate"])
    #expect(!frames[1].passed)
  }

  @Test func extraFrameInTheCandidateIsADifference() throws {
    let reference = try directory(["a.png": red])
    let candidate = try directory(["a.png": red, "c.png": blue])
    let frames = try DirectoryComparison.compare(reference, candidate)
    #expect(frames[1].summary == "c.png: extra in the candidate (not in the reference)")
    #expect(!frames[1].passed)
  }

  @Test func filesOtherThanPNGAreIgnored() throws {
    let reference = try directory(["a.png": red])
    let candidate = try directory(["a.png": red])
    try Data("notes".utf8).write(to: candidate.appendingPathComponent("notes.txt"))
    let frames = try DirectoryComparison.compare(reference, candidate)
    #expect(frames.map(\.name) == ["a.png"])
  }

  @Test func unlistableDirectoryIsAnError() throws {
    let absent = Fixture.directory.appendingPathComponent("absent")
    let existing = try directory([:])
    let error = ComparisonError.directoryFailure(
      path: absent.path, reason: "cannot list the directory: no such file or directory")
    #expect(throws: error) {
      try DirectoryComparison.compare(absent, existing)
    }
  }
}

import Foundation
import ReplayRaster
import ReplayRendering
import ReplayTestSupport
import Testing

@testable import ReplayVerification

/// `verify --suite`: a directory of recordings with their goldens beside them, or a JSON file.
@Suite struct VerificationSuiteTests {
  func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  @Test func aDirectoryPairsEachRecordingWithTheDirectoryNamedAfterItInPathOrder() throws {
    let directory = try ScratchDirectory.make("suite")
    defer { ScratchDirectory.remove(directory) }
    for name in ["b.jsonl", "a.jsonl", "notes.txt", ".jsonl"] {
      try write("", to: directory.appendingPathComponent(name))
    }
    let suite = try VerificationSuite(contentsOf: directory)
    #expect(suite.entries.map(\.recording.lastPathComponent) == ["a.jsonl", "b.jsonl"])
    #expect(
      suite.entries.map(\.goldens.path) == [
        directory.appendingPathComponent("a").standardizedFileURL.path,
        directory.appendingPathComponent("b").standardizedFileURL.path,
      ])
    #expect(suite.entries.allSatisfy { $0.renderOptions == RenderOptionOverrides() })
  }

  @Test func aDirectoryWithoutRecordingsIsEmpty() throws {
    let directory = try ScratchDirectory.make("suite")
    defer { ScratchDirectory.remove(directory) }
    #expect(throws: VerificationSuiteError.empty(directory.path)) {
      try VerificationSuite(contentsOf: directory)
    }
  }

  @Test func aFileResolvesRelativePathsAgainstItsDirectoryAndReadsOptions() throws {
    let directory = try ScratchDirectory.make("suite")
    defer { ScratchDirectory.remove(directory) }
    let file = directory.appendingPathComponent("conf/suite.json")
    try write(
      """
      {"recordings": [
        {"recording": "../rec/z.jsonl", "goldens": "goldens/z"},
        {"recording": "/abs/a.jsonl", "goldens": "goldens/a",
         "options": {"fps": 5, "to": 3, "layout": "list"}}
      ]}
      """, to: file)
    let suite = try VerificationSuite(contentsOf: file)
    #expect(
      suite.entries.map(\.recording.path) == ["/abs/a.jsonl", directory.path + "/rec/z.jsonl"])
    #expect(suite.entries[0].goldens.path == directory.path + "/conf/goldens/a")
    #expect(
      suite.entries[0].renderOptions
        == RenderOptionOverrides {
          $0.layout = .list
          $0.fps = 5
          $0.toSeq = 3
        })
    #expect(suite.entries[1].renderOptions == RenderOptionOverrides())
  }

  @Test(arguments: [
    (#"{"recordings": [{"recording": "a.jsonl"}]}"#, "recordings[0].goldens: missing"),
    (
      #"{"recordings": [{"recording": "a.jsonl", "golden": "a"}]}"#,
      #"unknown key "golden"; expected recording, goldens, options"#
    ),
    (
      #"{"recordings": [{"recording": "a.jsonl", "goldens": "a", "options": {"fsp": 5}}]}"#,
      #"recordings[0].options: "fsp" is not a render option; use layout"#
    ),
    (
      #"{"recordings": [{"recording": "a.jsonl", "goldens": "a", "options": {"fps": "fast"}}]}"#,
      #"recordings[0].options: invalid value "fast" for --fps"#
    ),
    ("{", "not JSON"),
  ])
  func aBadFileSaysWhereAndWhat(text: String, expected: String) throws {
    let directory = try ScratchDirectory.make("suite")
    defer { ScratchDirectory.remove(directory) }
    let file = directory.appendingPathComponent("suite.json")
    try write(text, to: file)
    do {
      _ = try VerificationSuite(contentsOf: file)
      Issue.record("read a bad suite file")
    } catch {
      #expect(error.description.hasPrefix(file.path + ": "))
      #expect(error.description.contains(expected), "\(error)")
    }
  }

  @Test func aFileReadsEachEntrysIgnoredItemsAndRectangles() throws {
    let directory = try ScratchDirectory.make("suite")
    defer { ScratchDirectory.remove(directory) }
    let file = directory.appendingPathComponent("suite.json")
    try write(
      """
      {"recordings": [
        {"recording": "a.jsonl", "goldens": "a", "ignoreItems": ["clock", "avatar"],
         "ignoreRects": ["0,0,390,20"]},
        {"recording": "b.jsonl", "goldens": "b"}
      ]}
      """, to: file)
    let suite = try VerificationSuite(contentsOf: file)
    #expect(
      suite.entries[0].ignoring
        == IgnoredRegions(
          items: ["clock", "avatar"], rects: [PixelRect(x: 0, y: 0, width: 390, height: 20)]))
    #expect(suite.entries[1].ignoring.isEmpty)
    // The command line's masks are added to each entry's own.
    var verification = SuiteVerification(suite: suite)
    verification.ignoring = IgnoredRegions(items: ["badge"])
    #expect(
      verification.verification(of: suite.entries[0]).ignoring.items
        == ["clock", "avatar", "badge"])
    #expect(verification.verification(of: suite.entries[1]).ignoring.items == ["badge"])
  }

  @Test func aBadIgnoredRectangleSaysWhereAndWhat() throws {
    let directory = try ScratchDirectory.make("suite")
    defer { ScratchDirectory.remove(directory) }
    let file = directory.appendingPathComponent("suite.json")
    try write(
      #"{"recordings": [{"recording": "a.jsonl", "goldens": "a", "ignoreRects": ["0,0,20"]}]}"#,
      to: file)
    #expect(
      throws: VerificationSuiteError.invalid(
        file.path,
        reason: #"recordings[0].ignoreRects: "0,0,20" is not x,y,width,height in whole pixels"#)
    ) {
      try VerificationSuite(contentsOf: file)
    }
  }

  @Test func twoRecordingsMayNotShareAGoldenDirectoryName() {
    #expect(
      throws: VerificationSuiteError.sharedGoldenName("g", first: "/a.jsonl", second: "/b.jsonl")
    ) {
      try VerificationSuite(entries: [
        .init(recording: URL(fileURLWithPath: "/b.jsonl"), goldens: URL(fileURLWithPath: "/y/g")),
        .init(recording: URL(fileURLWithPath: "/a.jsonl"), goldens: URL(fileURLWithPath: "/x/g")),
      ])
    }
  }

  @Test func aDeviceIsNoSuiteAndIsNeverRead() {
    #expect(
      throws: VerificationSuiteError.invalid("/dev/zero", reason: "not a regular file or directory")
    ) {
      try VerificationSuite(contentsOf: URL(fileURLWithPath: "/dev/zero"))
    }
  }

  @Test func aMissingPathIsNotFound() {
    #expect(throws: VerificationSuiteError.notFound("/no/such/suite")) {
      try VerificationSuite(contentsOf: URL(fileURLWithPath: "/no/such/suite"))
    }
  }
}

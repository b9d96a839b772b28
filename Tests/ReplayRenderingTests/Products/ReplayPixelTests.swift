import Foundation
import ReplayRaster
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// End to end: recordings rendered to PNG files and read back, checked pixel by pixel against
/// docs/Rendering.md's geometry and timeline.
@Suite struct ReplayPixelTests {
  typealias F = ReplayFixtures

  @Test func settledCellsSitAtTheGeometrysPositionsInTheirColours() throws {
    let frames = try F.render([
      F.apply(
        1, at: 0,
        [
          RecordedSection(
            id: "A",
            items: [
              F.item("a", F.red), F.item("b", F.green), F.item("c", F.blue),
              F.item("d", F.white),
            ]),
          RecordedSection(id: "B", title: "B", items: [F.item("e", F.yellow)]),
        ], animating: false)
    ])
    defer { frames.remove() }
    let image = try frames.image(0)
    // Width 2·4 + 3·20 + 2·2 = 72 pt; section A is 2 rows (4…26), B starts at 26 + 2 = 28 with a
    // 6 pt header, its row at 34…44, then 4 pt padding: 48 pt. Scale 2.
    #expect(image.width == 144)
    #expect(image.height == 96)
    // Centres: x = 4 + col·22 + 10, y = top + h + row·12 + 5.
    #expect(image.pixel(atPoint: 14, 9) == F.red)
    #expect(image.pixel(atPoint: 36, 9) == F.green)
    #expect(image.pixel(atPoint: 58, 9) == F.blue)
    #expect(image.pixel(atPoint: 14, 21) == F.white)
    #expect(image.pixel(atPoint: 14, 39) == F.yellow)
    // Spacing between cells and below the last row stays background.
    #expect(image.pixel(atPoint: 25, 9) == F.black)
    #expect(image.pixel(atPoint: 14, 15) == F.black)
    #expect(image.pixel(atPoint: 14, 46) == F.black)
  }

  /// Columns 1: item k sits in row k. `a` moves down one row while `x` fades in above it.
  static let moveAndInsert: [RecordingEvent] = [
    F.apply(1, at: 0, [RecordedSection(id: "s", items: [F.item("a", F.red)])]),
    F.apply(
      2, at: 1, [RecordedSection(id: "s", items: [F.item("x", F.blue), F.item("a", F.red)])]),
  ]

  @Test func linearCurveMidTransitionPutsAMovingCellHalfway() throws {
    var options = F.gridOptions
    options.columns = 1
    let frames = try F.render(Self.moveAndInsert, options: options)
    defer { frames.remove() }
    // Frame 15 is t = 1.5 s: progress 0.5 of the 1 s transition starting at 1 s.
    let image = try frames.image(15)
    // `a` goes from y = 4 to y = 16: halfway its top is at 10, its bottom at 20.
    #expect(image.pixel(atPoint: 14, 19.5) == F.red)
    #expect(image.pixel(atPoint: 14, 20.5) == F.black)
    #expect(image.pixel(atPoint: 14, 15) == F.red)
  }

  @Test func fadingCellBlendsByProgress() throws {
    var options = F.gridOptions
    options.columns = 1
    let frames = try F.render(Self.moveAndInsert, options: options)
    defer { frames.remove() }
    for (frame, progress) in [(12, 0.2), (15, 0.5), (18, 0.8)] {
      // `x` fades in at y = 4…14; at y = 5 nothing else is drawn yet (`a` is below 5 + …).
      let pixel = try frames.image(frame).pixel(atPoint: 14, 4.5)
      let expected = RecordedColor(red: 0, green: 0, blue: UInt8((255 * progress).rounded()))
      #expect(isClose(pixel, expected), "frame \(frame): \(pixel.hex) vs \(expected.hex)")
    }
  }

  @Test func reloadCrossFadesOldAndNewContent() throws {
    let frames = try F.render([
      F.apply(1, at: 0, [RecordedSection(id: "s", items: [F.item("a", F.red)])]),
      F.apply(
        2, at: 1, [RecordedSection(id: "s", items: [F.item("a", F.blue)])], reloaded: ["a"]),
    ])
    defer { frames.remove() }
    #expect(try frames.image(10).pixel(atPoint: 14, 9) == F.red)
    let middle = try frames.image(15).pixel(atPoint: 14, 9)
    #expect(middle.red > 30 && middle.red < 225, "old content still visible: \(middle.hex)")
    #expect(middle.blue > 30 && middle.blue < 225, "new content already visible: \(middle.hex)")
    #expect(try frames.image(frames.count - 1).pixel(atPoint: 14, 9) == F.blue)
  }

  /// Reference §6: UIKit moves a moved and reloaded item, then reloads it at its final index
  /// path. Columns 1, linear curve: `m` (red) goes from row 0 to row 2 while `a` and `b` move up
  /// one row each, and its content cross-fades to blue on the way.
  @Test func movedAndReloadedRowIsHalfwayWithBlendedContentMidTransition() throws {
    var options = F.gridOptions
    options.columns = 1
    let frames = try F.render(
      [
        F.apply(
          1, at: 0,
          [
            RecordedSection(
              id: "s", items: [F.item("m", F.red), F.item("a", F.white), F.item("b", F.green)])
          ]),
        F.apply(
          2, at: 1,
          [
            RecordedSection(
              id: "s", items: [F.item("a", F.white), F.item("b", F.green), F.item("m", F.blue)])
          ], reloaded: ["m"]),
      ], options: options)
    defer { frames.remove() }
    // Frame 15 is progress 0.5: `m` spans y = 16…26 (from 4…14 toward 28…38), `a` 10…20 and
    // `b` 22…32, so y = 21 shows `m` alone: black under red at 0.5 under blue at 0.5.
    let middle = try frames.image(15)
    let blended = middle.pixel(atPoint: 14, 21)
    let expected = RecordedColor(red: 64, green: 0, blue: 128)
    #expect(isClose(blended, expected, tolerance: 3), "\(blended.hex) vs \(expected.hex)")
    // Nothing waits at the destination: below `b` the final row is still empty.
    #expect(middle.pixel(atPoint: 14, 35) == F.black)
    // Settled: blue at row 2, the old red nowhere.
    let last = try frames.image(frames.count - 1)
    #expect(last.pixel(atPoint: 14, 33) == F.blue)
    #expect(last.pixel(atPoint: 14, 9) == F.white)
    #expect(last.pixel(atPoint: 14, 21) == F.green)
  }

  @Test func contentChangeWithoutReloadKeepsTheStaleCell() throws {
    let frames = try F.render([
      F.apply(1, at: 0, [RecordedSection(id: "s", items: [F.item("a", F.red)])]),
      F.apply(2, at: 1, [RecordedSection(id: "s", items: [F.item("a", F.blue)])]),
    ])
    defer { frames.remove() }
    #expect(try frames.image(frames.count - 1).pixel(atPoint: 14, 9) == F.red)
  }

  @Test func overlappingAppliesMoveACellWithoutJumps() throws {
    // One wide column; `a` alternates between the first section and a titled second one, every
    // 0.3 s, with 1 s animations: each apply retargets a cell that is still moving.
    var options = F.gridOptions
    options.columns = 1
    options.cellSize = SceneSize(width: 100, height: 10)
    options.headerHeight = 30
    options.fps = 30
    func state(_ seq: Int, _ time: Double, down: Bool) -> RecordingEvent {
      let a = [F.item("a", F.red)]
      return F.apply(
        seq, at: time,
        [
          RecordedSection(id: "top", items: down ? [] : a),
          RecordedSection(id: "bottom", title: "S", items: down ? a : []),
        ])
    }
    let frames = try F.render(
      [
        state(1, 0, down: false), state(2, 1, down: true), state(3, 1.3, down: false),
        state(4, 1.6, down: true),
      ],
      options: options)
    defer { frames.remove() }
    var tops: [Int] = []
    for index in 0..<frames.count {
      let image = try frames.image(index)
      // Scan the cell's right end, clear of the header's text, for the first red row.
      let x = Int(95 * 2.0)
      let top = (0..<image.height).first { image[x, $0].red > 200 && image[x, $0].green < 50 }
      tops.append(try #require(top, "frame \(index) shows no cell"))
    }
    let steps = zip(tops, tops.dropFirst()).map { abs($1 - $0) }
    // A 32 pt trip in 1 s at 30 fps is ≈ 2.1 px per frame at scale 2; a jump would be far more.
    #expect(steps.max() ?? 0 <= 4, "largest step \(steps.max() ?? 0) px: \(tops)")
    #expect((tops.max() ?? 0) - (tops.min() ?? 0) > 20, "the cell moved: \(tops)")
  }

  @Test func sameRecordingAndOptionsGiveIdenticalBytes() throws {
    let first = try F.render(Self.moveAndInsert)
    let second = try F.render(Self.moveAndInsert)
    defer {
      first.remove()
      second.remove()
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: first.directory.path).sorted()
    #expect(
      names == (try FileManager.default.contentsOfDirectory(atPath: second.directory.path).sorted())
    )
    for name in names {
      let a = try Data(contentsOf: first.directory.appendingPathComponent(name))
      let b = try Data(contentsOf: second.directory.appendingPathComponent(name))
      #expect(a == b, "\(name) differs")
    }
  }

  @Test func manifestMatchesTheFiles() throws {
    let frames = try F.render(Self.moveAndInsert)
    defer { frames.remove() }
    let manifest = try frames.manifest()
    let entries = try #require(manifest["frames"] as? [[String: Any]])
    #expect(entries.count == frames.count)
    let files = try FileManager.default.contentsOfDirectory(atPath: frames.directory.path)
      .filter { $0.hasSuffix(".png") }.sorted()
    #expect(files == entries.compactMap { $0["file"] as? String })
    let first = try frames.image(0)
    #expect(manifest["width"] as? Int == first.width)
    #expect(manifest["height"] as? Int == first.height)
    #expect(manifest["fps"] as? Double == 10)
    for (index, entry) in entries.enumerated() {
      let time = try #require(entry["time"] as? Double)
      #expect(abs(time - Double(index) / 10) < 1e-9)
      let progress = try #require(entry["progress"] as? Double)
      #expect((0...1).contains(progress))
    }
    #expect(entries.first?["seq"] as? Int == 1)
    #expect(entries.first?["progress"] as? Double == 1)
    #expect(entries[15]["seq"] as? Int == 2)
    #expect(entries[15]["progress"] as? Double == 0.5)
    #expect(entries.last?["progress"] as? Double == 1)
  }
}

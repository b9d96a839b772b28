import RecordingFormat
import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// Accessories, subtitles and emoji rendered to PNGs and read back: each accessory is drawn
/// where iOS draws it, in its colours (recording format v1, item `accessory` and `subtitle`).
@Suite struct CellContentPixelTests {
  typealias F = ReplayFixtures
  typealias R = RecordingBuilder

  /// A 200 pt wide plain list on white at scale 2, one frame.
  static let options = RenderOptionOverrides {
    $0.layout = .list
    $0.scale = 2
    $0.background = F.white
    $0.viewport = SceneSize(width: 200, height: 300)
    $0.fps = 10
    $0.duration = 1
    $0.curve = .linear
    $0.hold = 0
  }

  static func render(
    _ items: [RecordedItem], options: RenderOptionOverrides = options
  ) throws -> RasterImage {
    let frames = try F.render(
      [.apply(R.apply(1, at: 0, [R.section("s", items)]))], options: options)
    defer { frames.remove() }
    return try frames.image(0)
  }

  /// Pixels in a box given in points (scale 2) for which `matches` holds.
  static func count(
    in image: RasterImage, x: ClosedRange<Double>, y: ClosedRange<Double>,
    where matches: (RecordedColor) -> Bool
  ) -> Int {
    var found = 0
    for py in Int(y.lowerBound * 2)..<Int(y.upperBound * 2) {
      for px in Int(x.lowerBound * 2)..<Int(x.upperBound * 2) where matches(image[px, py]) {
        found += 1
      }
    }
    return found
  }

  static func isTint(_ pixel: RecordedColor) -> Bool {
    pixel.blue > 200 && pixel.red < 120 && pixel.green < 190
  }

  static func isGreen(_ pixel: RecordedColor) -> Bool {
    isClose(pixel, AccessoryColors.light.switchOnTrack, tolerance: 6)
  }

  /// A pixel with colour in it: its channels spread by more than a grey's.
  static func isColourful(_ pixel: RecordedColor) -> Bool {
    let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
    return (channels.max() ?? 0) - (channels.min() ?? 0) > 60
  }

  /// Row k (44 pt) of the test list, clear of the separators.
  static func row(_ index: Int) -> ClosedRange<Double> {
    Double(index) * 44 + 2...Double(index + 1) * 44 - 2
  }

  static let accessoryRows: [RecordedItem] = [
    RecordedItem(id: "chevron", label: "A", accessory: .disclosure),
    RecordedItem(id: "info", label: "B", accessory: .detail),
    RecordedItem(id: "check", label: "C", accessory: .checkmark),
    RecordedItem(id: "on", label: "D", accessory: .switchOn),
    RecordedItem(id: "off", label: "E", accessory: .switchOff),
  ]

  @Test func eachAccessoryIsDrawnAtTheTrailingEdgeInItsColours() throws {
    let image = try Self.render(Self.accessoryRows)
    // 16 pt from the trailing edge of 200 pt: the chevron is 8 pt wide, the info button 22,
    // the checkmark 14 and the switches 51.
    let chevron = Self.count(in: image, x: 176...184, y: Self.row(0)) {
      isClose($0, AccessoryColors.light.chevron, tolerance: 24)
    }
    #expect(chevron > 20, "chevron grey pixels: \(chevron)")
    #expect(Self.count(in: image, x: 162...184, y: Self.row(1), where: Self.isTint) > 60)
    #expect(Self.count(in: image, x: 170...184, y: Self.row(2), where: Self.isTint) > 30)
    // On: green over the track, the white knob at its trailing end.
    #expect(Self.count(in: image, x: 133...160, y: Self.row(3), where: Self.isGreen) > 300)
    #expect(image.pixel(atPoint: 184 - 15.5, 3 * 44 + 22) == F.white)
    // Off: no green, the light track at its trailing end, the knob at its leading end.
    #expect(Self.count(in: image, x: 133...184, y: Self.row(4), where: Self.isGreen) == 0)
    #expect(
      isClose(image.pixel(atPoint: 184 - 6, 4 * 44 + 22), AccessoryColors.light.switchOffTrack))
    #expect(image.pixel(atPoint: 133 + 15.5, 4 * 44 + 22) == F.white)
    // Nothing of any accessory is drawn in the label's half of the rows.
    for index in 0..<5 {
      #expect(Self.count(in: image, x: 40...120, y: Self.row(index)) { $0 != F.white } == 0)
    }
  }

  @Test func rightToLeftPutsLabelsRightAndAccessoriesLeft() throws {
    var options = Self.options
    options.layoutDirection = .rightToLeft
    let image = try Self.render(Self.accessoryRows, options: options)
    let mirrored = Self.count(in: image, x: 16...38, y: Self.row(1), where: Self.isTint)
    #expect(mirrored > 60, "info button at the left: \(mirrored) tint pixels")
    #expect(Self.count(in: image, x: 16...67, y: Self.row(3), where: Self.isGreen) > 300)
    // The switch's knob sits at its left end when on, as iOS mirrors a switch.
    #expect(image.pixel(atPoint: 16 + 15.5, 3 * 44 + 22) == F.white)
    // Labels end at the right inset; nothing dark in the left half but the accessories.
    let label = try #require(
      DrawingFixtures.inkBounds(
        of: image, background: F.white,
        inside: SceneRect(x: 200, y: 4, width: 200, height: 80)))
    #expect((364...368).contains(label.maxX), "label ends at x = \(label.maxX) px")
    #expect(Self.count(in: image, x: 100...184, y: Self.row(3), where: Self.isGreen) == 0)
  }

  @Test func aSubtitleIsASecondLineInSecondaryGreyAndTheRowGrows() throws {
    let image = try Self.render([
      RecordedItem(id: "net", label: "Nacho WiFi", subtitle: "Secured"),
      RecordedItem(id: "next", label: "Next"),
    ])
    // label 17 pt + 3 pt + subtitle 15 pt + 2 × 11 pt margins: taller than 44 pt, so the
    // separator below the first row sits lower.
    var separator: Int?
    for py in 80..<160 where image[380, py] != F.white {
      separator = py
      break
    }
    let y = try #require(separator)
    #expect(y > 88 + 20, "separator at \(y) px")
    let grey = Self.count(in: image, x: 16...100, y: Double(y) / 2 - 20...Double(y) / 2 - 2) {
      isClose($0, SystemColors.light.secondaryLabel, tolerance: 30)
    }
    #expect(grey > 10, "subtitle grey pixels: \(grey)")
  }

  @Test func emojiAreDrawnInColour() throws {
    let image = try Self.render([RecordedItem(id: "party", label: "😀🎉")])
    let colourful = Self.count(in: image, x: 16...80, y: Self.row(0), where: Self.isColourful)
    #expect(colourful > 100, "\(colourful) coloured pixels")
  }
}

extension CellContentPixelTests {
  @Test func aWrappedRowAtAnAccessibilitySizeIsAsTallAsItsLines() throws {
    var options = Self.options
    options.contentSize = .accessibility3
    options.viewport = SceneSize(width: 200, height: 600)
    let label = "Living Room Den"
    let image = try Self.render(
      [RecordedItem(id: "a", label: label), RecordedItem(id: "b", label: "B")], options: options)
    // The separator under the first row (at the trailing end, clear of any text).
    var separator: Int?
    for py in 0..<1_200 where image[390, py] != F.white {
      separator = py
      break
    }
    let bottom = Double(try #require(separator)) / 2
    // 40 pt body text in a 168 pt column: "Living", "Room", "Den" on three lines.
    let ink = try #require(
      DrawingFixtures.inkBounds(
        of: image, background: F.white,
        inside: SceneRect(x: 0, y: 0, width: 400, height: bottom * 2 - 2)))
    let inkHeight = Double(ink.maxY - ink.minY) / 2
    #expect(inkHeight > 2 * 40, "label ink \(inkHeight) pt tall")
    // The row is its three lines (about 48 pt each with Inter) plus 11 pt above and below.
    // Typed apart from the #expect: inferred inside it, the range took seconds to type-check.
    let threeLineRow: ClosedRange<Double> = (3 * 44 + 22)...(3 * 52 + 22)
    #expect(threeLineRow.contains(bottom), "row ends at \(bottom) pt")
    #expect(Double(ink.minY) / 2 >= 8 && Double(ink.maxY) / 2 <= bottom - 8)
  }
}

extension CellContentPixelTests {
  @Test func darkModeAccessoriesTakeTheDarkSystemColours() throws {
    var options = Self.options
    options.appearance = .dark
    options.background = nil
    let image = try Self.render(Self.accessoryRows, options: options)
    let dark = AccessoryColors.dark
    // The off switch's track at its trailing end, the info button's ring in dark systemBlue.
    #expect(isClose(image.pixel(atPoint: 184 - 6, 4 * 44 + 22), dark.switchOffTrack))
    let tint = Self.count(in: image, x: 162...184, y: Self.row(1)) {
      isClose($0, dark.tint, tolerance: 12)
    }
    #expect(tint > 30, "\(tint) dark tint pixels")
    #expect(
      Self.count(in: image, x: 133...160, y: Self.row(3)) {
        isClose($0, dark.switchOnTrack, tolerance: 6)
      } > 300)
  }
}

extension CellContentPixelTests {
  @Test func theWiFiDemoShowsTheSamplesSwitchAndInfoButtons() throws {
    let recording = try Recording(contentsOf: PackageFiles.demoRecording("wifi-settings.jsonl"))
    let options = RenderOptionOverrides {
      $0.scale = 1
      $0.viewport = SceneSize(width: 390, height: 160)
      $0.fps = 1
      $0.hold = 0
      $0.toSeq = 1
    }
    let frames = try F.render(recording, options: options)
    defer { frames.remove() }
    let image = try frames.image(0)
    func count(x: Range<Int>, y: Range<Int>, _ matches: (RecordedColor) -> Bool) -> Int {
      y.reduce(0) { total, py in total + x.filter { matches(image[$0, py]) }.count }
    }
    // The first group's rows: Wi-Fi (a switch, on) and breeno-net (an info button), each
    // accessory in the trailing 100 pt.
    let green = count(x: 290..<374, y: 20..<64) {
      isClose($0, AccessoryColors.light.switchOnTrack, tolerance: 6)
    }
    #expect(green > 400, "\(green) switch-green pixels in the Wi-Fi row")
    let tint = count(x: 290..<374, y: 66..<106) { Self.isTint($0) }
    #expect(tint > 30, "\(tint) tint pixels in breeno-net's row")
  }
}

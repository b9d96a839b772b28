import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// `--chrome`: the status bar (9:41, signal, battery) and the navigation bar with the
/// recording's title sit above the content, which starts below them.
@Suite struct PhoneChromePixelTests {
  typealias F = ReplayFixtures
  typealias R = RecordingBuilder

  static func render(_ chrome: ChromeStyle, layout: LayoutKind = .list) throws -> RasterImage {
    let options = RenderOptionOverrides {
      $0.layout = layout
      $0.scale = 2
      $0.background = F.white
      $0.viewport = SceneSize(width: 390, height: 260)
      $0.fps = 10
      $0.hold = 0
      $0.chrome = chrome
    }
    let frames = try F.render(
      [.apply(R.apply(1, at: 0, [R.section("s", [R.item("a", label: "A", color: F.red)])]))],
      options: options)
    defer { frames.remove() }
    return try frames.image(0)
  }

  static func ink(_ image: RasterImage, x: Double, y: Double, width: Double, height: Double)
    -> InkBounds?
  {
    DrawingFixtures.inkBounds(
      of: image, background: F.white,
      inside: SceneRect(x: x * 2, y: y * 2, width: width * 2, height: height * 2))
  }

  @Test func theStatusBarShowsTheTimeSignalAndBattery() throws {
    let image = try Self.render(.status)
    // The time is centred in the leading 28 % of the width, in the 47 pt bar.
    let time = try #require(Self.ink(image, x: 0, y: 0, width: 140, height: 47))
    #expect(abs(time.center.x / 2 - 390 * 0.28 / 2) < 3, "time centred at \(time.center.x / 2)")
    #expect(abs(time.center.y / 2 - 23.5) < 3)
    // Signal bars and battery at the trailing side, none in the middle.
    let icons = try #require(Self.ink(image, x: 250, y: 0, width: 140, height: 47))
    #expect(icons.maxX / 2 > 365 && icons.maxX / 2 < 375, "icons end at \(icons.maxX / 2) pt")
    #expect(Self.ink(image, x: 150, y: 0, width: 100, height: 47) == nil)
    // The battery's charge is solid black.
    #expect(image.pixel(atPoint: 357, 23.5) == F.black)
    // The content starts under the bar: the red row from 47 pt.
    #expect(image.pixel(atPoint: 200, 45) == F.white)
    #expect(image.pixel(atPoint: 200, 49) == F.red)
  }

  @Test func aListsNavigationBarShowsTheTitleLargeAndTheContentStartsBelowIt() throws {
    let image = try Self.render(.navigation)
    // The large title ("fixture", bold 34 pt) in the 52 pt band under the 44 pt bar, at the
    // 16 pt inset; the bar itself is empty.
    #expect(Self.ink(image, x: 0, y: 47, width: 390, height: 44) == nil)
    let title = try #require(Self.ink(image, x: 0, y: 91, width: 390, height: 52))
    #expect((16...19).contains(title.minX / 2), "title starts at \(title.minX / 2) pt")
    #expect(title.maxY - title.minY > 40, "title \(title.maxY - title.minY) px tall")
    // Bold: its strokes are thick — many dark pixels.
    let dark = DrawingFixtures.pixels(
      of: image, x: title.minX, y: title.minY, width: title.maxX - title.minX,
      height: title.maxY - title.minY
    ).filter { $0.red < 80 }.count
    #expect(dark > 1_500, "\(dark) dark pixels")
    #expect(image.pixel(atPoint: 200, 141) == F.white)
    #expect(image.pixel(atPoint: 200, 145) == F.red)
  }

  @Test func aGridsNavigationBarCentresAnInlineTitle() throws {
    let image = try Self.render(.navigation, layout: .grid)
    let title = try #require(Self.ink(image, x: 0, y: 47, width: 390, height: 44))
    #expect(abs(title.center.x / 2 - 195) < 2, "title centred at \(title.center.x / 2) pt")
    #expect(title.maxY - title.minY < 30)
    #expect(Self.ink(image, x: 0, y: 91, width: 390, height: 4) == nil)
  }

  @Test func noChromeDrawsNoBars() throws {
    let image = try Self.render(.none)
    #expect(image.pixel(atPoint: 200, 2) == F.red)
  }
}

import ReplayRaster
import SnapshotRecording
import Testing

@testable import ReplayRendering

@Suite struct DrawingTests {
  typealias F = DrawingFixtures

  @Test func backgroundFillsTheCorners() throws {
    let image = try F.roundTrip(F.scene(elements: []))
    #expect(image.width == 200 && image.height == 100)
    #expect(image[0, 0] == F.background)
    #expect(image[199, 99] == F.background)
  }

  @Test func sheetCaptionDrawsAsACellLabelAndBackdropAsAFill() throws {
    let frame = SceneRect(x: 10, y: 10, width: 120, height: 22)
    func element(_ kind: SceneElement.Kind, fill: RecordedColor?) -> SceneElement {
      SceneElement(kind: kind, frame: frame, fill: fill, label: "seq 3 · 0.5 s", fontSize: 12)
    }
    let drawer = try SceneDrawer()
    let caption = try drawer.draw(F.scene(elements: [element(.caption, fill: nil)]))
    #expect(caption == (try drawer.draw(F.scene(elements: [element(.gridCell, fill: nil)]))))
    #expect(caption != (try drawer.draw(F.scene(elements: []))))
    let backdrop = try drawer.draw(F.scene(elements: [element(.backdrop, fill: F.white)]))
    #expect(backdrop == (try drawer.draw(F.scene(elements: [element(.separator, fill: F.white)]))))
    #expect(
      F.pixels(of: backdrop, x: 10, y: 10, width: 120, height: 22).allSatisfy { $0 == F.white })
  }

  @Test func pixelSizeIsPointsTimesScaleRounded() throws {
    let scene = F.scene(width: 100.3, height: 50.2, scale: 3, elements: [])
    #expect(try PixelSize(of: scene) == PixelSize(width: 301, height: 151))
    let image = try SceneDrawer().draw(scene)
    #expect(image.width == 301 && image.height == 151)
  }

  @Test func opaqueCellCentreIsExactlyItsColour() throws {
    let cell = F.cell(SceneRect(x: 10.25, y: 20.5, width: 16, height: 34), cornerRadius: 4)
    let image = try F.roundTrip(F.scene(scale: 2, elements: [cell]))
    #expect(image[Int((10.25 + 8) * 2), Int((20.5 + 17) * 2)] == F.cellColor)
  }

  @Test func cellCoversItsWholeFrameAtWholePixels() throws {
    let cell = F.cell(SceneRect(x: 10, y: 20, width: 16, height: 34))
    let image = try F.roundTrip(F.scene(elements: [cell]))
    let inside = F.pixels(of: image, x: 10, y: 20, width: 16, height: 34)
    #expect(inside.allSatisfy { $0 == F.cellColor })
    #expect(image[9, 20] == F.background && image[26, 20] == F.background)
    #expect(image[10, 19] == F.background && image[10, 54] == F.background)
  }

  @Test func roundedCornersLeaveTheCornerPixelBackground() throws {
    let cell = F.cell(SceneRect(x: 10, y: 10, width: 40, height: 40), cornerRadius: 10)
    let image = try F.roundTrip(F.scene(elements: [cell]))
    #expect(image[10, 10] == F.background)
    #expect(image[30, 10] == F.cellColor)
  }

  @Test func halfOpaqueCellBlendsWithTheBackground() throws {
    let cell = F.cell(SceneRect(x: 10, y: 10, width: 40, height: 40), opacity: 0.5)
    let pixel = try F.roundTrip(F.scene(elements: [cell]))[30, 30]
    let expected = [
      (F.cellColor.red, F.background.red), (F.cellColor.green, F.background.green),
      (F.cellColor.blue, F.background.blue),
    ].map { (Double($0.0) + Double($0.1)) / 2 }
    let actual = [pixel.red, pixel.green, pixel.blue].map(Double.init)
    for (value, target) in zip(actual, expected) { #expect(abs(value - target) <= 1) }
  }

  @Test func fadedLabelledCellIsCompositedAsOneLayer() throws {
    // Drawn separately at 0.5, the fill would show through the text; as a group it does not.
    let frame = SceneRect(x: 0, y: 0, width: 200, height: 100)
    let solid = F.cell(frame, label: "█████", fill: F.black, fontSize: 40)
    let faded = F.cell(frame, opacity: 0.5, label: "█████", fill: F.black, fontSize: 40)
    let solidImage = try F.roundTrip(F.scene(elements: [solid]))
    let fadedImage = try F.roundTrip(F.scene(elements: [faded]))
    #expect(solidImage[100, 50] == F.black)
    let pixel = fadedImage[100, 50]
    #expect(abs(Int(pixel.red) - Int(F.background.red) / 2) <= 1)
    #expect(abs(Int(pixel.blue) - Int(F.background.blue) / 2) <= 1)
  }

  @Test func labelDrawsDarkPixelsInsideItsCell() throws {
    let frame = SceneRect(x: 20, y: 20, width: 120, height: 40)
    let image = try F.roundTrip(
      F.scene(elements: [F.cell(frame, label: "Label", fill: F.white)]))
    let inside = F.pixels(of: image, x: 20, y: 20, width: 120, height: 40)
    #expect(inside.contains { F.darkness($0, against: F.white) > 300 })
  }

  @Test func labelIsCentredInAGridCell() throws {
    let frame = SceneRect(x: 0, y: 0, width: 200, height: 100)
    let image = try F.roundTrip(F.scene(elements: [F.cell(frame, label: "MMMM", fill: F.white)]))
    let inked = F.inkBounds(of: image, background: F.white)
    let centre = try #require(inked).center
    #expect(abs(centre.x - 100) <= 3 && abs(centre.y - 50) <= 4)
  }

  @Test func labelLessCellIsUniform() throws {
    let frame = SceneRect(x: 20, y: 20, width: 120, height: 40)
    let image = try F.roundTrip(F.scene(elements: [F.cell(frame, fill: F.white)]))
    let inside = F.pixels(of: image, x: 20, y: 20, width: 120, height: 40)
    #expect(inside.allSatisfy { $0 == F.white })
  }

  @Test func longLabelIsEllipsizedInsideItsCell() throws {
    let frame = SceneRect(x: 60, y: 20, width: 80, height: 40)
    let label = String(repeating: "Wide label text ", count: 8)
    let image = try F.roundTrip(
      F.scene(elements: [F.cell(frame, label: label, fill: F.white)]))
    let inked = try #require(F.inkBounds(of: image, background: F.white, inside: frame))
    #expect(inked.minX >= 60 && inked.maxX < 140)
    // Outside the cell there is only background: the text did not overflow.
    let left = F.pixels(of: image, x: 0, y: 20, width: 60, height: 40)
    let right = F.pixels(of: image, x: 140, y: 20, width: 60, height: 40)
    #expect((left + right).allSatisfy { $0 == F.background })
  }

  @Test func listRowPutsLabelLeadingAndGreyDetailTrailing() throws {
    let row = SceneElement(
      kind: .listRow, frame: SceneRect(x: 0, y: 0, width: 300, height: 44), fill: F.white,
      label: "Wi-Fi", detail: "Home", textColor: F.black)
    let image = try F.roundTrip(F.scene(width: 300, height: 44, elements: [row]))
    let frame = SceneRect(x: 0, y: 0, width: 150, height: 44)
    let label = try #require(F.inkBounds(of: image, background: F.white, inside: frame))
    #expect(label.minX >= 16 && label.minX <= 19)
    let trailing = SceneRect(x: 150, y: 0, width: 150, height: 44)
    let detail = try #require(F.inkBounds(of: image, background: F.white, inside: trailing))
    #expect(detail.maxX <= 284 && detail.maxX >= 280)
    // The darkest detail pixel is grey, not black: the detail uses the secondary colour.
    let darkest = F.pixels(of: image, x: 150, y: 0, width: 150, height: 44)
      .min { F.darkness($0, against: F.white) > F.darkness($1, against: F.white) }
    let grey = try #require(darkest)
    #expect(grey.red >= 0x80 && grey.red <= 0x90)
  }

  @Test func separatorIsOnlyAFill() throws {
    let separator = SceneElement(
      kind: .separator, frame: SceneRect(x: 0, y: 50, width: 200, height: 1), fill: F.white,
      label: "ignored")
    let image = try F.roundTrip(F.scene(elements: [separator]))
    #expect(F.pixels(of: image, x: 0, y: 50, width: 200, height: 1).allSatisfy { $0 == F.white })
    #expect(
      F.pixels(of: image, x: 0, y: 51, width: 200, height: 49).allSatisfy {
        $0 == F.background
      })
  }

  @Test func headerDrawsTextInItsColourInsetLikeListRows() throws {
    let header = SceneElement(
      kind: .header, frame: SceneRect(x: 10, y: 10, width: 180, height: 30), fill: nil,
      label: "SECTION", textColor: F.white, fontSize: 15)
    let image = try F.roundTrip(F.scene(elements: [header]))
    let inked = try #require(F.inkBounds(of: image, background: F.background))
    #expect(inked.minX >= 26 && inked.minX <= 28 && inked.minY >= 10 && inked.maxY < 40)
    #expect(F.pixels(of: image, x: 10, y: 10, width: 180, height: 30).contains { $0 == F.white })
  }

  @Test func headerBandDrawsItsFillBehindItsText() throws {
    let header = SceneElement(
      kind: .header, frame: SceneRect(x: 0, y: 0, width: 200, height: 28), fill: F.white,
      label: "Section", textColor: F.black, fontSize: 15)
    let image = try F.roundTrip(F.scene(elements: [header]))
    #expect(image[0, 0] == F.white && image[199, 27] == F.white && image[0, 28] == F.background)
    let band = SceneRect(x: 0, y: 0, width: 200, height: 28)
    #expect(F.inkBounds(of: image, background: F.white, inside: band) != nil)
  }

  @Test func zeroOpacityElementDrawsNothing() throws {
    let cell = F.cell(SceneRect(x: 10, y: 10, width: 40, height: 40), opacity: 0, label: "X")
    let image = try F.roundTrip(F.scene(elements: [cell]))
    #expect(
      F.pixels(of: image, x: 0, y: 0, width: 200, height: 100).allSatisfy {
        $0 == F.background
      })
  }

  @Test func laterElementsDrawOverEarlierOnes() throws {
    let under = F.cell(SceneRect(x: 10, y: 10, width: 40, height: 40))
    let over = F.cell(SceneRect(x: 30, y: 30, width: 40, height: 40), fill: F.white)
    let image = try F.roundTrip(F.scene(elements: [under, over]))
    #expect(image[20, 20] == F.cellColor && image[40, 40] == F.white)
  }
}

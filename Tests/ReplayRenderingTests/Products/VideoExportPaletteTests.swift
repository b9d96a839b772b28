import Testing

@testable import ReplayRendering

@Suite struct VideoExportPaletteTests {
  typealias Histogram = VideoExport.ColourHistogram

  /// Straight-alpha RGBA bytes of the given colours, one pixel each, opaque.
  func pixels(_ colours: [[UInt8]]) -> [UInt8] {
    colours.flatMap { $0 + [255] }
  }

  func counts(_ histogram: Histogram) -> [[UInt64]] {
    histogram.colours().map { [UInt64($0.red), UInt64($0.green), UInt64($0.blue), $0.count] }
  }

  @Test func aHeldFrameCountsOncePerFrameItIsShown() {
    let histogram = Histogram()
    histogram.add(rgba: pixels([[10, 20, 30], [10, 20, 30], [200, 0, 0]]), times: 4)
    histogram.add(rgba: pixels([[200, 0, 0]]), times: 1)
    // In the order of 0xBBGGRR.
    #expect(counts(histogram) == [[200, 0, 0, 5], [10, 20, 30, 8]])
  }

  @Test func alphaIsIgnored() {
    let histogram = Histogram()
    histogram.add(rgba: [1, 2, 3, 255, 1, 2, 3, 0, 1, 2, 3, 128], times: 1)
    #expect(counts(histogram) == [[1, 2, 3, 3]])
  }

  @Test func theColoursDoNotDependOnTheOrderFramesWereAddedIn() {
    let first = pixels(
      (0..<300).map { (index: Int) -> [UInt8] in [UInt8(index % 256), UInt8(index / 256), 7] })
    let second = pixels([[9, 9, 9], [0, 0, 7], [9, 9, 9]])
    let forward = Histogram()
    forward.add(rgba: first, times: 2)
    forward.add(rgba: second, times: 3)
    let backward = Histogram()
    backward.add(rgba: second, times: 3)
    backward.add(rgba: first, times: 2)
    #expect(counts(forward) == counts(backward))
    #expect(VideoExport.Palette(colours: forward.colours()) == .init(colours: backward.colours()))
  }

  @Test func pastTheExactLimitColoursLoseABitPerChannelAndNoPixelIsLost() {
    let limit = Histogram.maximumExactColourCount
    // limit + 1 distinct colours, every one different in its lowest bits too.
    let colours = (0...limit).map { (index: Int) -> [UInt8] in
      let red = UInt8(index & 0xFF)
      let green = UInt8((index >> 8) & 0xFF)
      let blue = UInt8((index >> 16) & 0xFF)
      return [red, green, blue]
    }
    let histogram = Histogram()
    histogram.add(rgba: pixels(colours), times: 2)
    let kept = histogram.colours()
    #expect(kept.count <= limit)
    let total = kept.reduce(UInt64(0)) { $0 + $1.count }
    #expect(total == UInt64(2 * (limit + 1)))
    // A kept colour stands for the middle of the two values it gathers: odd in every channel.
    let odd = kept.allSatisfy { entry in
      entry.red % 2 == 1 && entry.green % 2 == 1 && entry.blue % 2 == 1
    }
    #expect(odd)
  }

  @Test func upTo256ColoursArePaletteEntriesExactly() {
    let histogram = Histogram()
    let colours = (0..<256).map { (index: Int) -> [UInt8] in
      [UInt8(index), UInt8(255 - index), UInt8((index * 7) % 256)]
    }
    histogram.add(rgba: pixels(colours), times: 1)
    let palette = VideoExport.Palette(colours: histogram.colours())
    #expect(Set(palette.colours) == Set(colours))
  }

  @Test func aFlatColourCoveringMostPixelsKeepsAnExactEntryAmongMany() {
    let histogram = Histogram()
    // 4,096 colours of a gradient, and a background that covers many more pixels.
    let gradient = (0..<4096).map { (index: Int) -> [UInt8] in
      [UInt8(index % 64 * 4), UInt8(index / 64 * 4), 100]
    }
    histogram.add(rgba: pixels(gradient), times: 1)
    histogram.add(rgba: pixels([[242, 242, 247]]), times: 100_000)
    let palette = VideoExport.Palette(colours: histogram.colours())
    #expect(palette.colours.count == 256)
    #expect(palette.colours.contains([242, 242, 247]))
    // 16 gradient colours an entry, 4 levels apart: every one within 16 levels of an entry.
    func distance(_ first: [UInt8], _ second: [UInt8]) -> Int {
      zip(first, second).map { (a: UInt8, b: UInt8) -> Int in abs(Int(a) - Int(b)) }.max() ?? 0
    }
    let farthest = gradient.map { (colour: [UInt8]) -> Int in
      palette.colours.map { distance(colour, $0) }.min() ?? 255
    }.max()
    #expect((farthest ?? 255) <= 16)
  }

  @Test func thePaletteImageIs256OpaqueEntriesTheLastColourRepeated() {
    let palette = VideoExport.Palette(
      colours: [(red: 1, green: 2, blue: 3, count: 5), (red: 4, green: 5, blue: 6, count: 1)])
    let image = palette.rgbaImage
    #expect(image.count == 256 * 4)
    #expect(Array(image[0..<8]) == [1, 2, 3, 255, 4, 5, 6, 255])
    #expect(Array(image[(255 * 4)...]) == [4, 5, 6, 255])
  }

  @Test func noPixelsGiveABlackPalette() {
    #expect(VideoExport.Palette(colours: []).colours == [[0, 0, 0]])
  }
}

extension VideoExport {
  /// A GIF's colours, at most 256, chosen by median cut over a ``ColourHistogram``: what
  /// ffmpeg's `paletteuse` maps every frame to.
  ///
  /// The colours are cut into boxes: the box whose colours are farthest from their mean
  /// (weighted by pixel count) is split across its widest channel at the pixel-weighted median,
  /// until there are `maximumCount` boxes or every box holds one colour. Each box becomes its
  /// colours' weighted mean, so frames with at most 256 colours get them exactly, and a flat
  /// colour that covers much of the frames keeps a box of its own. No entry is reserved for
  /// transparency: frames are drawn opaque.
  ///
  /// ```swift
  /// let palette = VideoExport.Palette(
  ///   colours: [(red: 255, green: 0, blue: 0, count: 5), (red: 0, green: 0, blue: 255, count: 1)])
  /// print(palette.colours.count)  // 2
  /// ```
  ///
  /// - Complexity: O(*n* log *n* × *d*) for *n* colours and a cut depth *d* ≤ 255.
  struct Palette: Hashable, Sendable {
    /// The chosen colours, red, green and blue; at least one.
    var colours: [[UInt8]]

    /// Chooses at most `maximumCount` colours for the histogram's `colours`.
    ///
    /// - Parameters:
    ///   - entries: Colours and pixel counts, in a fixed order (``ColourHistogram/colours()``).
    ///   - maximumCount: At most this many colours, at least 1.
    init(colours entries: [ColourHistogram.Entry], maximumCount: Int = 256) {
      let points = entries.filter { $0.count > 0 }.map { entry in
        Point(
          channels: [Double(entry.red), Double(entry.green), Double(entry.blue)],
          weight: Double(entry.count))
      }
      guard !points.isEmpty else {
        colours = [[0, 0, 0]]
        return
      }
      var boxes = [Box(points)]
      while boxes.count < max(maximumCount, 1) {
        // The box with the largest spread; ties go to the earliest, so the result is fixed.
        var widest: Int?
        for index in boxes.indices where boxes[index].points.count > 1 {
          if widest.map({ boxes[index].spread > boxes[$0].spread }) ?? true { widest = index }
        }
        guard let widest else { break }
        let (low, high) = boxes[widest].split()
        boxes[widest] = low
        boxes.append(high)
      }
      colours = boxes.map { box in
        box.mean.map { UInt8(min(max($0.rounded(), 0), 255)) }
      }
    }

    /// The palette as the 16×16 straight-alpha RGBA image `paletteuse` reads, opaque, the last
    /// colour repeated into the unused entries.
    var rgbaImage: [UInt8] {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(256 * 4)
      for index in 0..<256 {
        let colour = colours[min(index, colours.count - 1)]
        bytes += colour + [255]
      }
      return bytes
    }

    /// A colour and how many pixels show it.
    private struct Point {
      var channels: [Double]
      var weight: Double
    }

    /// Some colours and what summarises them.
    private struct Box {
      var points: [Point]
      /// The colours' mean, weighted by pixel count.
      var mean: [Double]
      /// The weighted variance of each channel.
      var variances: [Double]
      /// The weighted sum of squared distances from the mean: how badly `mean` stands for them.
      var spread: Double

      init(_ points: [Point]) {
        self.points = points
        let total = points.reduce(0) { $0 + $1.weight }
        var mean = [0.0, 0.0, 0.0]
        for point in points {
          for channel in 0..<3 { mean[channel] += point.channels[channel] * point.weight }
        }
        mean = mean.map { $0 / total }
        var variances = [0.0, 0.0, 0.0]
        for point in points {
          for channel in 0..<3 {
            let distance = point.channels[channel] - mean[channel]
            variances[channel] += distance * distance * point.weight
          }
        }
        self.mean = mean
        self.spread = variances.reduce(0, +)
        self.variances = variances.map { $0 / total }
      }

      /// Two boxes: the colours below and above the weighted median of the channel that varies
      /// most, each side keeping at least one colour.
      func split() -> (Box, Box) {
        var channel = 0
        for candidate in 1..<3 where variances[candidate] > variances[channel] {
          channel = candidate
        }
        // A stable order: equal values keep the histogram's order.
        let sorted = points.enumerated().sorted { first, second in
          let (a, b) = (first.element.channels[channel], second.element.channels[channel])
          return a != b ? a < b : first.offset < second.offset
        }.map(\.element)
        let half = sorted.reduce(0) { $0 + $1.weight } / 2
        var cut = 1
        var below = sorted[0].weight
        while cut < sorted.count - 1 && below < half {
          below += sorted[cut].weight
          cut += 1
        }
        return (Box(Array(sorted[..<cut])), Box(Array(sorted[cut...])))
      }
    }
  }
}

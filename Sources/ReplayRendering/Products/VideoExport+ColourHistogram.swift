import Foundation
import SnapshotModel

extension VideoExport {
  /// How many pixels of each colour a GIF's frames show, a held frame counted once for every
  /// frame it is shown: the statistics its palette is chosen from.
  ///
  /// ffmpeg's `palettegen` weighs a hold the same way when it reads every frame, but then it
  /// must read every frame; counting a drawn frame `k` times costs one multiplication. Alpha is
  /// ignored, as `palettegen` ignores it. Memory stays bounded: past
  /// ``maximumExactColourCount`` colours (photographs, not interfaces) the colours are kept at
  /// one bit less per channel, as often as needed.
  ///
  /// ```swift
  /// let histogram = VideoExport.ColourHistogram()
  /// histogram.add(rgba: [255, 0, 0, 255, 255, 0, 0, 255], times: 3)
  /// print(histogram.colours())  // [(red: 255, green: 0, blue: 0, count: 6)]
  /// ```
  final class ColourHistogram: Sendable {
    /// One colour and how many pixels show it.
    typealias Entry = (red: UInt8, green: UInt8, blue: UInt8, count: UInt64)

    /// How many distinct colours are kept exactly before the precision drops.
    static let maximumExactColourCount = 1 << 18

    /// The counts, behind a lock: frames may be added from any worker.
    private let table = LockedValue(ColourTable())

    /// Creates an empty histogram.
    init() {}

    /// Counts every pixel of a straight-alpha RGBA image `times` times.
    ///
    /// - Parameters:
    ///   - rgba: Four bytes a pixel, as ``RasterImage/rgba`` holds them.
    ///   - times: How many frames show this image; at least 1.
    func add(rgba: [UInt8], times: Int) {
      let weight = UInt64(max(times, 1))
      table.withLock { table in
        rgba.withUnsafeBytes { bytes in
          let pixelCount = bytes.count / 4
          guard pixelCount > 0 else { return }
          // Interfaces are runs of one colour: count a run once.
          var previous = Self.colour(bytes, at: 0)
          var run: UInt64 = 0
          for index in 0..<pixelCount {
            let colour = Self.colour(bytes, at: index)
            if colour == previous {
              run += 1
            } else {
              table.insert(previous, count: run * weight)
              previous = colour
              run = 1
            }
          }
          table.insert(previous, count: run * weight)
        }
      }
    }

    /// Every colour counted, in the order of their values (so the palette built from them does
    /// not depend on the order frames were added in), with its count.
    func colours() -> [Entry] {
      table.withLock { table in table.colours() }
    }

    /// The pixel at `index` as 0xBBGGRR, its alpha dropped.
    private static func colour(_ bytes: UnsafeRawBufferPointer, at index: Int) -> UInt32 {
      let offset = index * 4
      return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
        | UInt32(bytes[offset + 2]) << 16
    }
  }

  /// A ``ColourHistogram``'s counts: an open-addressing table from colour to pixel count.
  fileprivate struct ColourTable {
    // A slot holds `colour | occupied`, 0 when empty. The colour is 0xBBGGRR shifted right by
    // `precisionDrop` bits per channel.
    private var slots = [UInt32](repeating: 0, count: 1 << 12)
    private var counts = [UInt64](repeating: 0, count: 1 << 12)
    private var used = 0
    private var precisionDrop: UInt32 = 0
    private static let occupied: UInt32 = 1 << 31

    /// Every colour counted, in the order of their values, with its count.
    func colours() -> [ColourHistogram.Entry] {
      var entries: [(key: UInt32, count: UInt64)] = []
      entries.reserveCapacity(used)
      for (slot, count) in zip(slots, counts) where slot != 0 {
        entries.append((slot & ~Self.occupied, count))
      }
      entries.sort { $0.key < $1.key }
      let drop = precisionDrop
      // A coarsened colour stands for the middle of the values it gathers.
      let middle: UInt32 = drop == 0 ? 0 : 1 << (drop - 1)
      return entries.map { entry in
        let key = entry.key
        let red = ((key & 0xFF) << drop) | middle
        let green = (((key >> 8) & 0xFF) << drop) | middle
        let blue = (((key >> 16) & 0xFF) << drop) | middle
        return (
          UInt8(truncatingIfNeeded: red), UInt8(truncatingIfNeeded: green),
          UInt8(truncatingIfNeeded: blue), entry.count
        )
      }
    }

    /// Adds `count` pixels of `colour` (0xBBGGRR at full precision).
    mutating func insert(_ colour: UInt32, count: UInt64) {
      let key = reduced(colour) | Self.occupied
      var index = Self.slot(of: key, in: slots.count)
      while slots[index] != 0 {
        if slots[index] == key {
          counts[index] += count
          return
        }
        index = (index + 1) & (slots.count - 1)
      }
      slots[index] = key
      counts[index] = count
      used += 1
      if used > ColourHistogram.maximumExactColourCount {
        rebuild(capacity: slots.count, dropping: 1)
      } else if used * 2 > slots.count {
        rebuild(capacity: slots.count * 2, dropping: 0)
      }
    }

    /// `colour` at the current precision: each channel shifted right by `precisionDrop`.
    private func reduced(_ colour: UInt32) -> UInt32 {
      guard precisionDrop > 0 else { return colour }
      let mask = UInt32(0xFF) >> precisionDrop
      let red = (colour & 0xFF) >> precisionDrop
      let green = ((colour >> 8) & 0xFF) >> precisionDrop
      let blue = ((colour >> 16) & 0xFF) >> precisionDrop
      return (red & mask) | (green & mask) << 8 | (blue & mask) << 16
    }

    /// Moves every entry into a table of `capacity` slots, first dropping `dropping` more bits
    /// per channel (entries that become equal merge).
    private mutating func rebuild(capacity: Int, dropping: UInt32) {
      let oldSlots = slots
      let oldCounts = counts
      slots = [UInt32](repeating: 0, count: capacity)
      counts = [UInt64](repeating: 0, count: capacity)
      used = 0
      precisionDrop += dropping
      for (slot, count) in zip(oldSlots, oldCounts) where slot != 0 {
        var key = slot & ~Self.occupied
        if dropping > 0 {
          let red = (key & 0xFF) >> dropping
          let green = ((key >> 8) & 0xFF) >> dropping
          let blue = ((key >> 16) & 0xFF) >> dropping
          key = red | green << 8 | blue << 16
        }
        key |= Self.occupied
        var index = Self.slot(of: key, in: capacity)
        while slots[index] != 0 && slots[index] != key {
          index = (index + 1) & (capacity - 1)
        }
        if slots[index] == 0 {
          slots[index] = key
          used += 1
        }
        counts[index] += count
      }
    }

    /// Where `key`'s search starts in a table of `capacity` (a power of two) slots.
    private static func slot(of key: UInt32, in capacity: Int) -> Int {
      Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 7) & (capacity - 1)
    }
  }
}

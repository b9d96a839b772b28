#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The memory of one decoded cell image's pixels (or one pre-scaled copy's): mapped from the
/// system on its own (`mmap`) rather than taken from the allocator's heap, and given back
/// (`munmap`) when the last image holding it goes.
///
/// Why not an array: decoded pictures and their pre-scaled copies come and go in two sizes
/// as the library evicts them, and the allocator keeps both in its heap once it has seen a
/// large block freed (glibc raises its mapping threshold then), so the freed holes of one size
/// were not reused by the other and the heap only grew. With 10,000 distinct 358×44@3x
/// pictures drawn at scale 1 and a 512 MiB decoded budget, a render peaked at 742–862 MB;
/// with every image in memory of its own, what the library evicts leaves the process at once
/// and the budget bounds what pictures hold. Mapping costs a system call per image, made once
/// per decode or copy, against the decode itself.
///
/// ```swift
/// let storage = CellImagePixelStorage(count: 358 * 44)
/// storage.pixels[0] = 0xFF_FF_00_00  // opaque red
/// ```
final class CellImagePixelStorage: @unchecked Sendable {
  // Sendable: the pixels are written only by whoever creates the storage, before it is
  // shared; afterwards every image holding it only reads them.

  /// The pixels, zeroed when made.
  let pixels: UnsafeMutableBufferPointer<UInt32>
  /// Whether `pixels` is a mapping of its own (else the heap's, when mapping failed).
  private let isMapped: Bool

  /// Private, anonymous, and on Linux populated at once: every page of the storage is written
  /// right after it is made (decoded into, or drawn into by Cairo), and the system maps all of
  /// them in one call instead of one fault a page (10,000 faults of a render of 52 pictures).
  private static var mappingFlags: Int32 {
    #if os(Linux)
      MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE
    #else
      MAP_PRIVATE | MAP_ANONYMOUS
    #endif
  }

  /// Memory for `count` pixels, zeroed.
  ///
  /// - Parameter count: The number of pixels; negative counts hold none.
  init(count: Int) {
    let count = max(count, 0)
    let (bytes, overflow) = count.multipliedReportingOverflow(by: MemoryLayout<UInt32>.stride)
    if count > 0, !overflow,
      let address = mmap(nil, bytes, PROT_READ | PROT_WRITE, Self.mappingFlags, -1, 0),
      address != MAP_FAILED
    {
      // Anonymous mappings come zeroed from the system.
      pixels = UnsafeMutableBufferPointer(
        start: address.bindMemory(to: UInt32.self, capacity: count), count: count)
      isMapped = true
    } else {
      // No mapping (none needed, or the system refused one): the heap, as an array would.
      pixels = UnsafeMutableBufferPointer.allocate(capacity: count)
      pixels.initialize(repeating: 0)
      isMapped = false
    }
  }

  /// Memory holding a copy of `argb`.
  ///
  /// - Parameter argb: The pixels to copy.
  convenience init(copying argb: [UInt32]) {
    self.init(count: argb.count)
    _ = pixels.update(fromContentsOf: argb)
  }

  deinit {
    if isMapped, let base = pixels.baseAddress {
      munmap(base, pixels.count * MemoryLayout<UInt32>.stride)
    } else {
      pixels.deallocate()
    }
  }
}

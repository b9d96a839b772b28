import RecordingFormat
import SnapshotModel
public import SnapshotRecording

/// The recording's cell images, by digest: the PNG bytes of every `cell-image` line a timeline
/// read, held once and shared by every frame and worker that draws them, with the images
/// decoded so far.
///
/// A timeline fills it while it reads (``define(_:beforeApply:)``); every ``FrameScene`` of
/// the timeline points at the same library, so no frame copies an image. Decoding happens on
/// first use, once per digest, whichever worker draws it first
/// (`CellImageLibrary+Decoding.swift`, in the Raster stage); the decoded pixels are kept until
/// they hold more than ``decodedByteBudget``, then the least recently drawn are dropped and
/// decoded again when next needed; a frame that needs more than the whole budget at once is an
/// error (``decodedBytesNeeded(by:)``, checked by the drawer before it draws). A picture drawn
/// at another size than its own is drawn from a pre-scaled copy, made once per size
/// (`CellImageLibrary+Scaling.swift`, in the Raster stage) and kept and dropped with the
/// decoded images, in the same budget. What a frame shows never depends on which worker
/// decoded or scaled an image or on what was dropped: decoding is a pure function of the bytes,
/// and a copy of the decoded pixels and its size.
///
/// ```swift
/// let library = CellImageLibrary()
/// library.define(image, beforeApply: 0)  // a cell-image line before the first apply
/// library.isDefined(image.digest, beforeApply: 1)  // true
/// library.image(for: image.digest)?.scale  // 3
/// ```
public final class CellImageLibrary: Hashable, Sendable {
  /// The most bytes of decoded pixels kept by default: 512 MiB, two of the largest images a
  /// replay decodes (`--max-pixels`' default, 8192 × 8192 × 4 bytes), so any one fits
  /// (``CellImageBudget/builtInDecodedBytes``; `SNAPREPLAY_MAX_DECODED_IMAGE_BYTES` changes
  /// ``CellImageBudget/defaultDecodedBytes``).
  public static let defaultDecodedByteBudget = CellImageBudget.builtInDecodedBytes

  /// The most decoded bytes kept before the least recently drawn images are dropped.
  public let decodedByteBudget: Int
  /// The most pixels one image may declare in its PNG header; a larger one is not decoded,
  /// and its items are drawn from their labels.
  public let maximumPixels: Int

  private let state: LockedValue<State>
  /// Held while an image is decoded (one at a time), counting the decodes.
  private let decodingTurn = LockedValue(0)

  /// What the lock guards.
  struct State {
    /// Every image read, with the number of applies read before it, the bytes its header
    /// says it takes decoded (0 when it declares more than ``maximumPixels``: never decoded)
    /// and the size it declares.
    var images:
      [CellImageDigest: (
        image: CellImageEvent, applies: Int, declaredBytes: Int, declaredSize: PNGDimensions?
      )] = [:]
    /// The decoded images, with when each was last drawn (a counter, not a clock).
    var decoded: [CellImageDigest: (image: DecodedCellImage, lastUse: Int)] = [:]
    /// The pre-scaled copies, with when each was last drawn (the same counter).
    var scaled: [ScaledCellImageKey: (image: DecodedCellImage, lastUse: Int)] = [:]
    /// The bytes of the decoded images and the pre-scaled copies together.
    var decodedBytes = 0
    /// How many copies were made (for tests: once per image and size unless dropped).
    var copiesMade = 0
    var uses = 0
    /// Why an image could not be decoded, by digest: reported once, never decoded again.
    var failures: [CellImageDigest: String] = [:]
  }

  /// Creates an empty library.
  ///
  /// - Parameters:
  ///   - decodedByteBudget: The most decoded bytes kept; at least one image is always kept.
  ///   - maximumPixels: The most pixels one image's header may declare (`--max-pixels`).
  public init(
    decodedByteBudget: Int = CellImageBudget.defaultDecodedBytes,
    maximumPixels: Int = 8192 * 8192
  ) {
    self.decodedByteBudget = decodedByteBudget
    self.maximumPixels = maximumPixels
    state = LockedValue(State())
  }

  /// Creates an empty library with `budget`'s limits.
  ///
  /// ```swift
  /// let library = CellImageLibrary(budget: CellImageBudget(maximumPixels: 1_000_000))
  /// ```
  ///
  /// - Parameter budget: The pixels one image may declare and the decoded bytes kept.
  public convenience init(budget: CellImageBudget) {
    self.init(decodedByteBudget: budget.decodedBytes, maximumPixels: budget.maximumPixels)
  }

  /// The library's limits.
  public var budget: CellImageBudget {
    CellImageBudget(maximumPixels: maximumPixels, decodedBytes: decodedByteBudget)
  }

  /// Whether the library holds no image: a recording without `cell-image` lines.
  public var isEmpty: Bool { state.withLock { $0.images.isEmpty } }

  /// How many distinct images the library holds.
  public var count: Int { state.withLock { $0.images.count } }

  /// Keeps `image`, read after `applies` applies; a digest already held keeps its first line
  /// (the reader hands over only images whose bytes match their digest, so both are the same).
  ///
  /// - Parameters:
  ///   - image: A verified `cell-image` line.
  ///   - applies: How many applies the recording had before the line.
  public func define(_ image: CellImageEvent, beforeApply applies: Int) {
    // The reader hands over only PNG files, whose header it has read: the size is known now,
    // before anything is decoded. Each side is below 2³¹, so the product fits.
    let dimensions = PNGDimensions(of: image.png)
    let pixels = dimensions?.pixelCount ?? 0
    let bytes = pixels.multipliedReportingOverflow(by: 4)
    let declaredBytes = pixels > maximumPixels ? 0 : bytes.overflow ? Int.max : bytes.partialValue
    state.withLock { state in
      if state.images[image.digest] == nil {
        state.images[image.digest] = (image, applies, declaredBytes, dimensions)
      }
    }
  }

  /// The decoded bytes the images `digests` name take together, as their PNG headers declare
  /// them: what a frame showing them needs at once. Images the library does not hold, that
  /// declare more than ``maximumPixels`` or that failed to decode need nothing (they are
  /// drawn from their labels). Saturates at `Int.max`.
  ///
  /// ```swift
  /// library.decodedBytesNeeded(by: [digest])  // 63_008 for a 358×44 image
  /// ```
  public func decodedBytesNeeded(by digests: Set<CellImageDigest>) -> Int {
    decodedBytesNeeded(by: digests, scaledTo: [])
  }

  /// The decoded bytes a frame showing the images `digests` needs at once when it draws them
  /// at the pixel sizes `copies` name: each image decoded (``decodedBytesNeeded(by:)``) and,
  /// for every size other than its own, its pre-scaled copy (``copyIsMade(for:)``). The
  /// decoded image is counted even when only its copies are drawn, since it is held while they
  /// are made: the sum bounds what the frame holds from above. Saturates at `Int.max`.
  ///
  /// ```swift
  /// library.decodedBytesNeeded(by: [digest], scaledTo: [key])  // 567_072 + 63_008
  /// ```
  ///
  /// - Parameters:
  ///   - digests: The images the frame shows.
  ///   - copies: The images and pixel sizes the frame draws them at.
  /// - Returns: The bytes decoded images and copies take together, at most `Int.max`.
  func decodedBytesNeeded(
    by digests: Set<CellImageDigest>, scaledTo copies: Set<ScaledCellImageKey>
  )
    -> Int
  {
    state.withLock { state in
      var total = 0
      func add(_ bytes: Int) {
        let (sum, overflow) = total.addingReportingOverflow(bytes)
        total = overflow ? Int.max : sum
      }
      for digest in digests.union(copies.lazy.map(\.digest)) where state.failures[digest] == nil {
        add(state.images[digest]?.declaredBytes ?? 0)
      }
      for key in copies where state.failures[key.digest] == nil && copyIsMade(for: key, in: state) {
        add(key.byteCount)
      }
      return total
    }
  }

  /// Whether drawing `key` makes a pre-scaled copy: the library holds the image, it can be
  /// decoded (its header declares no more than ``maximumPixels``), the size differs from its
  /// own and the copy's pixels are within ``maximumPixels`` too. Otherwise it is drawn from
  /// the decoded image, scaled as it is painted.
  func copyIsMade(for key: ScaledCellImageKey) -> Bool {
    state.withLock { copyIsMade(for: key, in: $0) }
  }

  func copyIsMade(for key: ScaledCellImageKey, in state: State) -> Bool {
    guard let entry = state.images[key.digest], entry.declaredBytes > 0,
      let size = entry.declaredSize
    else { return false }
    return (key.width, key.height) != (size.width, size.height)
      && key.width * key.height <= maximumPixels
  }

  /// Whether a line before the `apply`-th apply (counted from 0) defined `digest`: an item may
  /// only name an image an earlier line defines, so a timeline read in one pass and one read
  /// again in windows (or by shards) decide the same.
  public func isDefined(_ digest: CellImageDigest, beforeApply apply: Int) -> Bool {
    state.withLock { state in state.images[digest].map { $0.applies <= apply } ?? false }
  }

  /// The image `digest` names, if the library holds it.
  public func image(for digest: CellImageDigest) -> CellImageEvent? {
    state.withLock { $0.images[digest]?.image }
  }

  /// The images that could not be decoded, with why, in digest order.
  public var decodingFailures: [(digest: CellImageDigest, reason: String)] {
    state.withLock { state in
      state.failures.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
  }

  /// The decoded bytes held now (for tests of the budget).
  var decodedBytes: Int { state.withLock { $0.decodedBytes } }

  /// How many times an image was decoded (for tests: once per digest unless evicted).
  var decodeCount: Int { decodingTurn.withLock { $0 } }

  /// Runs `body` holding the decoding turn, with the count of decodes: the Raster stage decodes
  /// one image at a time.
  func withDecodingTurn<Result>(_ body: (inout Int) -> Result) -> Result {
    decodingTurn.withLock(body)
  }

  /// Runs `body` under the library's lock: the Raster stage's decoding keeps its cache here.
  func withState<Result>(_ body: (inout State) -> Result) -> Result {
    state.withLock(body)
  }

  /// Drops the least recently drawn decoded images and copies until the rest fit the budget;
  /// `kept` (the one just decoded or made) stays even when it alone is larger.
  func evict(_ state: inout State, keeping kept: CachedPixels) {
    while state.decodedBytes > decodedByteBudget {
      var oldest: (pixels: CachedPixels, use: Int)?
      for (digest, entry) in state.decoded where CachedPixels.decoded(digest) != kept {
        if entry.lastUse < oldest?.use ?? Int.max { oldest = (.decoded(digest), entry.lastUse) }
      }
      for (key, entry) in state.scaled where CachedPixels.scaled(key) != kept {
        if entry.lastUse < oldest?.use ?? Int.max { oldest = (.scaled(key), entry.lastUse) }
      }
      let removed: DecodedCellImage?
      switch oldest?.pixels {
      case .decoded(let digest): removed = state.decoded.removeValue(forKey: digest)?.image
      case .scaled(let key): removed = state.scaled.removeValue(forKey: key)?.image
      case nil: removed = nil
      }
      guard let removed else { return }
      state.decodedBytes -= removed.byteCount
    }
  }

  /// One entry of the kept pixels: an image decoded, or one of its pre-scaled copies.
  enum CachedPixels: Equatable {
    case decoded(CellImageDigest)
    case scaled(ScaledCellImageKey)
  }

  /// Two libraries are equal only when they are the same library: frames of one timeline
  /// compare their elements, not their images' bytes.
  public static func == (lhs: CellImageLibrary, rhs: CellImageLibrary) -> Bool { lhs === rhs }

  /// Hashes the library's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A cell image decoded for drawing: premultiplied ARGB32, Cairo's image format, one
/// native-endian `0xAARRGGBB` per pixel, rows `width × 4` bytes apart, in memory of its own
/// (``CellImagePixelStorage``), shared by every frame that draws it.
///
/// ```swift
/// let pixel = DecodedCellImage(width: 1, height: 1, argb: [0xFF_FF_00_00])  // opaque red
/// pixel.isOpaque  // true
/// ```
struct DecodedCellImage: Sendable {
  /// Width in pixels.
  let width: Int
  /// Height in pixels.
  let height: Int
  /// The pixels, row by row.
  let storage: CellImagePixelStorage
  /// Whether every pixel is opaque: the drawer then hands the pixels to Cairo as RGB24, which
  /// paints them over the canvas without blending (the same pixels, as alpha 255 blends to
  /// exactly the source, but a copy instead of a blend per pixel).
  let isOpaque: Bool

  /// Creates a decoded image holding a copy of `argb`.
  init(width: Int, height: Int, argb: [UInt32]) {
    self.init(width: width, height: height, storage: CellImagePixelStorage(copying: argb))
  }

  /// Creates a decoded image over `storage`'s pixels, which its maker has finished writing;
  /// `isOpaque` when the maker knows whether every pixel is opaque, else found by looking.
  init(width: Int, height: Int, storage: CellImagePixelStorage, isOpaque: Bool? = nil) {
    self.width = width
    self.height = height
    self.storage = storage
    self.isOpaque = isOpaque ?? storage.pixels.allSatisfy { $0 >> 24 == 0xFF }
  }

  /// The pixels, row by row, as an array (for tests: drawing reads ``storage``).
  var argb: [UInt32] { Array(storage.pixels) }

  /// The bytes the pixels hold.
  var byteCount: Int { storage.pixels.count * 4 }
}

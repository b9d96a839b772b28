import Foundation
import SnapshotRecording

/// Reads a recording one event at a time, never holding more than one line and one chunk.
///
/// The header is read and checked when the reader is created; ``next()`` then returns the events
/// in file order. Odd but readable input — a seq gap, an unknown event type, a cut-off last
/// line, a misspelt key — becomes a ``RecordingWarning`` in ``warnings``; malformed input is a thrown
/// ``RecordingError`` naming the file, line and key path.
///
/// ```swift
/// let reader = try RecordingReader(contentsOf: url)
/// while let located = try reader.next() {
///   print(located.line, located.event)
/// }
/// reader.warnings.forEach { print($0) }  // rec.jsonl:9: warning: seq jumps from 3 to 5; …
/// ```
///
/// After a line error, ``next()`` may be called again: it resumes with the following line, so a
/// checker can report every bad line of a file.
///
/// Memory does not grow with the number of events: the reader holds the unfinished line plus one
/// chunk (``peakBufferedBytes`` tells the most it held), the previous event's `seq` and `time`,
/// and the warnings.
public final class RecordingReader {
  /// Bytes read from the file at a time.
  public static let defaultChunkSize = 64 * 1024
  /// The longest line accepted: far more than any real snapshot (about a million items).
  public static let defaultMaximumLineLength = 256 * 1024 * 1024

  /// The most bytes of PNG a recording's cell images may hold together unless
  /// `SNAPREPLAY_MAX_IMAGE_BYTES` says otherwise: 512 MiB, fifty thousand typical cells.
  public static let defaultMaximumCellImageBytes = 512 * 1024 * 1024

  /// The budget for the bytes of PNG a recording's cell images hold together: the environment's
  /// `SNAPREPLAY_MAX_IMAGE_BYTES` when it is a positive integer, else
  /// ``defaultMaximumCellImageBytes``. Read once, by every command alike.
  public static let maximumCellImageBytes: Int = {
    let text = ProcessInfo.processInfo.environment["SNAPREPLAY_MAX_IMAGE_BYTES"] ?? ""
    guard let limit = Int(text), limit > 0 else { return defaultMaximumCellImageBytes }
    return limit
  }()

  /// The file's name as used in diagnostics.
  public let file: String
  /// The recording's header.
  public let header: RecordingHeader
  /// The line the header was on (1 unless blank lines come first).
  public let headerLine: Int
  /// The warnings so far, in line order.
  public private(set) var warnings: [RecordingWarning] = []

  private let splitter: LineSplitter
  /// The file to close when the reader goes, if the reader opened it.
  private let ownedHandle: FileHandle?
  /// Whether lines are decoded ahead on another thread: for files the reader opened, whose
  /// reads end; not for pipes or standard input, which may block forever.
  private let decodesAhead: Bool
  /// The thread decoding ahead, once the first event is asked for.
  private var prefetcher: LinePrefetcher?
  /// The batch of decoded lines being handed out, and the next one to hand out.
  private var batch: [LinePrefetcher.Element] = []
  private var batchIndex = 0
  private var wishes = DecodedLine.Wishes()

  /// Work done on each apply as soon as it is decoded, on the thread that decodes it, and
  /// handed over with it by ``nextPrepared()``: the validation layer builds each apply's
  /// snapshot there, so that it overlaps with the linting of the applies before it.
  /// It is also handed the apply decoded just before on the same thread, when there is one
  /// (within a batch of lines read ahead; `nil` otherwise): a preparation may compare the two.
  package typealias ApplyPreparation = @Sendable (ApplyEvent, PreparedApply?) -> any Sendable

  /// An apply decoded ahead, with its line and what the preparation made of it.
  package struct PreparedApply: Sendable {
    /// The apply's line.
    package var line: Int
    /// The apply.
    package var apply: ApplyEvent
    /// What ``ApplyPreparation`` returned for it.
    package var prepared: any Sendable
  }
  /// The last apply decoded on the caller's thread (when not decoding ahead): the next one's
  /// unchanged texts are its strings again.
  private var earlierApply: ApplyEvent?
  /// The seq of the last apply read; `nil` before the first. Kept rather than the next
  /// expected seq, which does not exist after `Int.max`.
  private var previousSeq: Int?
  private var previousTime: (time: Double, line: Int)?
  /// The cell images read so far, each counted once against ``maximumCellImageBytes``.
  private var cellImageDigests: Set<CellImageDigest> = []
  private var cellImageBytes = 0
  /// Whether the cell images went past their budget: said once, later images left out.
  private var cellImagesOverBudget = false
  /// The misspelt keys already warned about, by kind of object.
  private var reportedNearMisses: Set<NearMissKey> = []

  private struct NearMissKey: Hashable {
    var object: String
    var key: String
  }

  /// Opens a recording file and reads its header.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - name: The name diagnostics use; the path by default.
  ///   - chunkSize: Bytes read at a time.
  ///   - maximumLineLength: Lines longer than this are errors.
  /// - Throws: ``RecordingError`` when the file cannot be opened or its header is not a
  ///   supported snapshot-replay header.
  public convenience init(
    contentsOf url: URL, name: String? = nil, chunkSize: Int = defaultChunkSize,
    maximumLineLength: Int = defaultMaximumLineLength
  ) throws(RecordingError) {
    let name = name ?? url.path
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: url)
    } catch {
      throw .cannotOpen(file: name, reason: Self.openFailureReason(url: url, error: error))
    }
    try self.init(
      source: .file(handle), owning: handle, name: name, chunkSize: chunkSize,
      maximumLineLength: maximumLineLength, decodesAhead: true)
  }

  /// Reads a recording from an open file handle (a pipe, standard input) and reads its header.
  /// The caller keeps ownership of the handle.
  ///
  /// - Parameters:
  ///   - fileHandle: Where to read from, positioned at the recording's start.
  ///   - name: The name diagnostics use.
  ///   - chunkSize: Bytes read at a time.
  ///   - maximumLineLength: Lines longer than this are errors.
  /// - Throws: ``RecordingError`` when the header is missing or not supported.
  public convenience init(
    fileHandle: FileHandle, name: String, chunkSize: Int = defaultChunkSize,
    maximumLineLength: Int = defaultMaximumLineLength
  ) throws(RecordingError) {
    try self.init(
      source: .file(fileHandle), owning: nil, name: name, chunkSize: chunkSize,
      maximumLineLength: maximumLineLength, decodesAhead: false)
  }

  /// Reads a recording held in memory (an upload, a test's text, a fuzzer's input) and reads its
  /// header. It is split into lines exactly as a file is, `chunkSize` bytes at a time.
  ///
  /// ```swift
  /// let text = #"{"format":"snapshot-replay","version":1}"# + "\n"
  /// let reader = try RecordingReader(data: Data(text.utf8), name: "upload.jsonl")
  /// print(reader.header.version)  // 1
  /// ```
  ///
  /// - Parameters:
  ///   - data: The recording's bytes.
  ///   - name: The name diagnostics use.
  ///   - chunkSize: Bytes taken at a time.
  ///   - maximumLineLength: Lines longer than this are errors.
  /// - Throws: ``RecordingError`` when the header is missing or not supported.
  public convenience init(
    data: Data, name: String, chunkSize: Int = defaultChunkSize,
    maximumLineLength: Int = defaultMaximumLineLength
  ) throws(RecordingError) {
    try self.init(
      source: .memory([UInt8](data)), owning: nil, name: name, chunkSize: chunkSize,
      maximumLineLength: maximumLineLength, decodesAhead: false)
  }

  private init(
    source: LineSplitter.Source, owning ownedHandle: FileHandle?, name: String, chunkSize: Int,
    maximumLineLength: Int, decodesAhead: Bool
  ) throws(RecordingError) {
    self.ownedHandle = ownedHandle
    self.decodesAhead = decodesAhead
    self.file = name
    let splitter = LineSplitter(
      source: source, name: name, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
    self.splitter = splitter
    do throws(RecordingError) {
      var found: (RecordingHeader, Int, [LineDecoder.NearMiss])?
      while found == nil, let line = try splitter.next() {
        guard !DecodedLine.isBlank(line.bytes) else { continue }
        let location = RecordingLocation(file: name, line: line.number)
        let value = try Self.parse(line.bytes, at: location)
        var decoder = LineDecoder(location: location)
        found = (try decoder.header(value), line.number, decoder.nearMisses)
      }
      guard let (header, line, nearMisses) = found else {
        throw RecordingError.missingHeader(file: name)
      }
      self.header = header
      self.headerLine = line
      note(nearMisses, at: RecordingLocation(file: name, line: line))
    } catch {
      try? ownedHandle?.close()
      throw error
    }
  }

  deinit {
    prefetcher?.stop()
    try? ownedHandle?.close()
  }

  /// The most bytes the reader has held in its line buffer at once: the longest unfinished line
  /// plus one chunk, whatever the number of events.
  public var peakBufferedBytes: Int { prefetcher?.peakBufferedBytes ?? splitter.peakBufferedBytes }

  /// The most bytes of lines decoded ahead and not yet handed over at once; 0 when nothing is
  /// decoded ahead (pipes, bytes in memory).
  var peakBytesInFlight: Int { prefetcher?.peakBytesInFlight ?? 0 }

  /// How many of the threads decoding ahead have decoded a line past the bytes allowed in
  /// flight; 0 when nothing is decoded ahead.
  var threadsDecodingLongLines: Int { prefetcher?.workersDecodingLongBatches ?? 0 }

  /// The number of bytes read from the file at a time.
  public var chunkSize: Int { splitter.chunkSize }

  /// The next event, or `nil` at the end of the recording.
  ///
  /// Skips blank lines and events of unknown types (with a warning), warns about seq gaps, and
  /// ignores a cut-off last line (with a warning).
  ///
  /// - Throws: ``RecordingError`` for a malformed line or a time going backwards; calling
  ///   ``next()`` again continues after that line.
  public func next() throws(RecordingError) -> LocatedEvent? {
    try nextPrepared()?.located
  }

  /// Asks for `preparation` to be done on each apply as it is decoded; what it returns comes
  /// with the apply from ``nextPrepared()``. Call it before reading the first event.
  package func prepareEachApply(with preparation: @escaping ApplyPreparation) {
    wishes.preparation = preparation
  }

  /// Asks the reader to leave items' labels and details out of the events it returns, for an
  /// owner that only counts (`info`): building a string for every label is most of the cost of
  /// reading a line. They are still checked, so errors and warnings do not change; a line the
  /// fast path declines keeps them. Call it before reading the first event.
  package func leaveItemTextOut() {
    wishes.keepsItemText = false
  }

  /// Asks the reader to leave `layout` lines' item frames out of the events it returns (their
  /// `items` are empty), for an owner that reads only the screen a layout shows (`info`). They
  /// are still checked, so errors do not change. Call it before reading the first event.
  package func leaveLayoutItemsOut() {
    wishes.keepsLayoutItems = false
  }

  /// The next event with what ``prepareEachApply(with:)`` made of it (`nil` for a marker, or
  /// when nothing was asked); `nil` at the end of the recording. Otherwise as ``next()``.
  package func nextPrepared() throws(RecordingError) -> (
    located: LocatedEvent, prepared: (any Sendable)?
  )? {
    while let decoded = try nextDecoded() {
      let location = RecordingLocation(file: file, line: decoded.number)
      switch decoded.content {
      case .blank:
        continue
      case .truncated:
        warnings.append(.truncatedLastLine(location))
        return nil
      case .failure(let error):
        throw error
      case .unknownType(let type, let nearMisses):
        note(nearMisses, at: location)
        warnings.append(.unknownEventType(location, type: type))
      case .unusableImage(let digest, let problem, let nearMisses):
        note(nearMisses, at: location)
        warnings.append(.unusableCellImage(location, digest: digest, problem: problem))
      case .event(.cellImage(let image), let nearMisses, let prepared):
        note(nearMisses, at: location)
        guard try admit(image, at: location) else { continue }
        return (LocatedEvent(line: decoded.number, event: .cellImage(image)), prepared)
      case .event(let event, let nearMisses, let prepared):
        note(nearMisses, at: location)
        try checkOrder(of: event, at: location)
        return (LocatedEvent(line: decoded.number, event: event), prepared)
      }
    }
    return nil
  }

  /// The next line decoded, from the thread decoding ahead or here; `nil` at the end.
  private func nextDecoded() throws(RecordingError) -> DecodedLine? {
    guard decodesAhead else {
      guard var line = try splitter.next() else { return nil }
      let decoded = DecodedLine.decode(
        &line, file: file, wishes: wishes, previous: nil, earlier: earlierApply)
      if let apply = decoded.apply { earlierApply = apply }
      return decoded
    }
    if batchIndex == batch.count {
      let prefetcher =
        self.prefetcher
        ?? LinePrefetcher(splitter: splitter, file: file, wishes: wishes)
      self.prefetcher = prefetcher
      batch = prefetcher.nextBatch()
      batchIndex = 0
      guard !batch.isEmpty else { return nil }
    }
    defer { batchIndex += 1 }
    switch batch[batchIndex] {
    case .line(let line): return line
    case .readFailure(let error): throw error
    }
  }

  /// Returns the warnings collected so far and forgets them, for long streams.
  public func takeWarnings() -> [RecordingWarning] {
    defer { warnings.removeAll() }
    return warnings
  }

  /// Warns about misspelt keys, each once per file: at the first line where a kind of object
  /// has it, so that a label misspelt in every item is one warning, not thousands.
  private func note(_ nearMisses: [LineDecoder.NearMiss], at location: RecordingLocation) {
    for nearMiss in nearMisses {
      guard
        reportedNearMisses.insert(NearMissKey(object: nearMiss.object, key: nearMiss.key))
          .inserted
      else { continue }
      warnings.append(
        .nearMissKey(
          location, key: nearMiss.key, place: nearMiss.place, suggestion: nearMiss.suggestion))
    }
  }

  private func checkOrder(of event: RecordingEvent, at location: RecordingLocation)
    throws(RecordingError)
  {
    let time: Double
    switch event {
    case .apply(let apply):
      if let warning = Self.seqWarning(previous: previousSeq, found: apply.seq, at: location) {
        warnings.append(warning)
      }
      previousSeq = apply.seq
      time = apply.time
    case .marker(let marker):
      time = marker.time
    case .layout(let layout):
      if layout.seq != previousSeq {
        warnings.append(.layoutWithoutApply(location, seq: layout.seq, previous: previousSeq))
      }
      time = layout.time
    case .scroll(let scroll):
      time = scroll.time
    case .cellImage:
      // An image has no time: it is defined before the apply that first names it.
      return
    }
    // Remember the new time even when it is an error, so one bad timestamp is one error.
    let previous = previousTime
    previousTime = (time, location.line)
    if let previous, time < previous.time {
      throw .timeWentBackwards(
        location, time: time, previousTime: previous.time, previousLine: previous.line)
    }
  }

  /// Whether `image` is handed over: a digest seen before is not counted again; the first image
  /// past ``maximumCellImageBytes`` is an error, and every later new one is left out.
  private func admit(_ image: CellImageEvent, at location: RecordingLocation)
    throws(RecordingError) -> Bool
  {
    guard !cellImageDigests.contains(image.digest) else { return true }
    guard !cellImagesOverBudget else { return false }
    let (total, overflow) = cellImageBytes.addingReportingOverflow(image.png.count)
    guard !overflow, total <= Self.maximumCellImageBytes else {
      cellImagesOverBudget = true
      throw .cellImagesOverBudget(location, limit: Self.maximumCellImageBytes)
    }
    cellImageBytes = total
    cellImageDigests.insert(image.digest)
    return true
  }

  /// The warning, if any, about an apply's seq following `previous`: comparisons only, so that
  /// no seq, however large, can overflow.
  private static func seqWarning(previous: Int?, found: Int, at location: RecordingLocation)
    -> RecordingWarning?
  {
    guard let previous else {
      return found > 1 ? .seqGap(location, previous: nil, found: found) : nil
    }
    if found <= previous { return .seqOutOfOrder(location, previous: previous, found: found) }
    // `found > previous`, so `previous` is below `Int.max` and `previous + 1` cannot overflow.
    return found > previous + 1 ? .seqGap(location, previous: previous, found: found) : nil
  }

  private static func parse(_ bytes: [UInt8], at location: RecordingLocation) throws(RecordingError)
    -> JSONValue
  {
    do {
      return try JSONParser.parse(bytes)
    } catch {
      throw .invalidJSON(location, column: error.column, reason: error.reason)
    }
  }

  private static func openFailureReason(url: URL, error: any Error) -> String {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
      return "no such file"
    }
    if isDirectory.boolValue { return "it is a directory" }
    if !FileManager.default.isReadableFile(atPath: url.path) { return "permission denied" }
    return FileSystemReason.text(of: error)
  }
}

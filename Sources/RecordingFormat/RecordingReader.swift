import Foundation
import SnapshotRecording

/// Reads a recording one event at a time, never holding more than one line and one chunk.
///
/// The header is read and checked when the reader is created; ``next()`` then returns the events
/// in file order. Odd but readable input — a seq gap, an unknown event type, a cut-off last
/// line — becomes a ``RecordingWarning`` in ``warnings``; malformed input is a thrown
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

  /// The file's name as used in diagnostics.
  public let file: String
  /// The recording's header.
  public let header: RecordingHeader
  /// The line the header was on (1 unless blank lines come first).
  public let headerLine: Int
  /// The warnings so far, in line order.
  public private(set) var warnings: [RecordingWarning] = []

  private let splitter: LineSplitter
  private let handle: FileHandle
  private let ownsHandle: Bool
  private var expectedSeq = 1
  private var previousTime: (time: Double, line: Int)?

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
      handle: handle, ownsHandle: true, name: name, chunkSize: chunkSize,
      maximumLineLength: maximumLineLength)
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
      handle: fileHandle, ownsHandle: false, name: name, chunkSize: chunkSize,
      maximumLineLength: maximumLineLength)
  }

  private init(
    handle: FileHandle, ownsHandle: Bool, name: String, chunkSize: Int, maximumLineLength: Int
  ) throws(RecordingError) {
    self.handle = handle
    self.ownsHandle = ownsHandle
    self.file = name
    let splitter = LineSplitter(
      handle: handle, name: name, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
    self.splitter = splitter
    do throws(RecordingError) {
      var found: (RecordingHeader, Int)?
      while found == nil, let line = try splitter.next() {
        guard !Self.isBlank(line.bytes) else { continue }
        let location = RecordingLocation(file: name, line: line.number)
        let value = try Self.parse(line.bytes, at: location)
        found = (try LineDecoder(location: location).header(value), line.number)
      }
      guard let (header, line) = found else { throw RecordingError.missingHeader(file: name) }
      self.header = header
      self.headerLine = line
    } catch {
      if ownsHandle { try? handle.close() }
      throw error
    }
  }

  deinit {
    if ownsHandle { try? handle.close() }
  }

  /// The most bytes the reader has held in its line buffer at once: the longest unfinished line
  /// plus one chunk, whatever the number of events.
  public var peakBufferedBytes: Int { splitter.peakBufferedBytes }

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
    while let line = try splitter.next() {
      guard !Self.isBlank(line.bytes) else { continue }
      let location = RecordingLocation(file: file, line: line.number)
      let value: JSONValue
      do {
        value = try Self.parse(line.bytes, at: location)
      } catch {
        guard line.terminated else {
          warnings.append(.truncatedLastLine(location))
          return nil
        }
        throw error
      }
      switch try LineDecoder(location: location).event(value) {
      case .unknown(let type):
        warnings.append(.unknownEventType(location, type: type))
      case .event(let event):
        try checkOrder(of: event, at: location)
        return LocatedEvent(line: line.number, event: event)
      }
    }
    return nil
  }

  /// Returns the warnings collected so far and forgets them, for long streams.
  public func takeWarnings() -> [RecordingWarning] {
    defer { warnings.removeAll() }
    return warnings
  }

  private func checkOrder(of event: RecordingEvent, at location: RecordingLocation)
    throws(RecordingError)
  {
    let time: Double
    switch event {
    case .apply(let apply):
      if apply.seq > expectedSeq {
        warnings.append(.seqGap(location, expected: expectedSeq, found: apply.seq))
      } else if apply.seq < expectedSeq {
        warnings.append(.seqOutOfOrder(location, expected: expectedSeq, found: apply.seq))
      }
      expectedSeq = apply.seq &+ 1
      time = apply.time
    case .marker(let marker):
      time = marker.time
    }
    // Remember the new time even when it is an error, so one bad timestamp is one error.
    let previous = previousTime
    previousTime = (time, location.line)
    if let previous, time < previous.time {
      throw .timeWentBackwards(
        location, time: time, previousTime: previous.time, previousLine: previous.line)
    }
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

  private static func isBlank(_ bytes: [UInt8]) -> Bool {
    bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
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

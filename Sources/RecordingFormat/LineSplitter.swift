import Foundation
import SnapshotRecording

/// Splits a file into lines while holding at most one partial line plus one chunk in memory.
final class LineSplitter {
  /// Where the bytes come from.
  enum Source {
    /// An open file, pipe or standard input, read a chunk at a time.
    case file(FileHandle)
    /// Bytes already in memory, handed out a chunk at a time like a file's, so that both go
    /// through the same splitting.
    case memory([UInt8])
  }

  /// A line's bytes without `\n` (and without a trailing `\r`).
  struct Line {
    var bytes: [UInt8]
    var number: Int
    /// Whether the line ended with `\n`; only the file's last line may not.
    var terminated: Bool
  }

  let chunkSize: Int
  let maximumLineLength: Int
  private(set) var peakBufferedBytes = 0

  private let source: Source
  /// How far into a `.memory` source the chunks have gone.
  private var memoryOffset = 0
  private let name: String
  private var buffer: [UInt8] = []
  /// Where the unconsumed bytes of `buffer` start.
  private var start = 0
  /// Where to resume looking for `\n`, so a long line is scanned once.
  private var scanned = 0
  private var atEnd = false
  private var lineNumber = 0
  private var skippingLongLine = false

  init(source: Source, name: String, chunkSize: Int, maximumLineLength: Int) {
    self.source = source
    self.name = name
    self.chunkSize = max(1, chunkSize)
    self.maximumLineLength = max(1, maximumLineLength)
  }

  /// The next line, or `nil` at the end of the file.
  ///
  /// - Throws: ``RecordingError/lineTooLong(_:limit:)`` for an overlong line (the reader then
  ///   resumes after it), ``RecordingError/cannotRead(file:reason:)`` on an I/O error.
  func next() throws(RecordingError) -> Line? {
    while true {
      if let newline = Self.newline(in: buffer, from: scanned) {
        let lineStart = start
        start = newline + 1
        scanned = start
        lineNumber += 1
        if skippingLongLine {
          skippingLongLine = false
          continue
        }
        if lineStart == 0, newline > 4 * chunkSize {
          return Line(bytes: handedOver(upTo: newline), number: lineNumber, terminated: true)
        }
        return Line(
          bytes: trimmed(buffer[lineStart..<newline]), number: lineNumber, terminated: true)
      }
      scanned = buffer.count
      if buffer.count - start > maximumLineLength, !skippingLongLine {
        skippingLongLine = true
        dropConsumed(all: true)
        throw .lineTooLong(
          RecordingLocation(file: name, line: lineNumber + 1), limit: maximumLineLength)
      }
      // A hostile image (a gigabyte of base64) is refused at one image's size, not after
      // buffering a whole line's worth.
      if buffer.count - start > Self.cellImageLineLimit, !skippingLongLine,
        Self.startsCellImageLine(buffer[start...])
      {
        skippingLongLine = true
        dropConsumed(all: true)
        throw .cellImageLineTooLong(
          RecordingLocation(file: name, line: lineNumber + 1), limit: Self.cellImageLineLimit)
      }
      if skippingLongLine { dropConsumed(all: true) }
      if atEnd {
        guard start < buffer.count, !skippingLongLine else { return nil }
        let rest = buffer[start...]
        start = buffer.count
        lineNumber += 1
        return Line(bytes: trimmed(rest), number: lineNumber, terminated: false)
      }
      try readChunk()
    }
  }

  /// The longest line that starts as a `cell-image` line: the most base64 one image may hold
  /// and 64 KiB for its digest, size, scale and any other keys.
  static let cellImageLineLimit = LineDecoder.cellImageCharacterLimit + 64 * 1024

  /// Whether `bytes` start `{"type":"cell-image"`, with any JSON whitespace between the
  /// tokens: how a recorder writes the line. (One that puts `type` after `png` is held to the
  /// longest line, ``maximumLineLength``, and the decoder's per-image limit.)
  static func startsCellImageLine(_ bytes: ArraySlice<UInt8>) -> Bool {
    var index = bytes.startIndex
    for token in cellImageLineStart {
      while index < bytes.endIndex, [0x20, 0x09, 0x0D].contains(bytes[index]) {
        index += 1
      }
      guard bytes[index...].starts(with: token) else { return false }
      index += token.count
    }
    return true
  }

  private static let cellImageLineStart = ["{", "\"type\"", ":", "\"cell-image\""].map {
    Array($0.utf8)
  }

  private func readChunk() throws(RecordingError) {
    dropConsumed(all: false)
    switch source {
    case .file(let handle):
      let data: Data?
      do {
        data = try handle.read(upToCount: chunkSize)
      } catch {
        throw .cannotRead(file: name, reason: FileSystemReason.text(of: error))
      }
      guard let data, !data.isEmpty else {
        atEnd = true
        return
      }
      buffer.append(contentsOf: data)
    case .memory(let bytes):
      guard memoryOffset < bytes.count else {
        atEnd = true
        return
      }
      let end = memoryOffset + min(chunkSize, bytes.count - memoryOffset)
      buffer.append(contentsOf: bytes[memoryOffset..<end])
      memoryOffset = end
    }
    peakBufferedBytes = max(peakBufferedBytes, buffer.count)
  }

  /// Forgets consumed bytes (or, while skipping an overlong line, everything read so far).
  private func dropConsumed(all: Bool) {
    let end = all ? buffer.count : start
    guard end > 0 else { return }
    buffer.removeSubrange(0..<end)
    scanned -= end
    start -= end
    if scanned < 0 { scanned = 0 }
    if start < 0 { start = 0 }
    // A long line (one apply of a million items is tens of megabytes) grew the buffer; removing
    // it keeps the capacity, which would stay allocated for the rest of the file while the
    // reader's owner holds that line's items too. Give it back once little is left.
    if buffer.capacity > 4 * chunkSize, buffer.count <= chunkSize {
      var smaller: [UInt8] = []
      smaller.reserveCapacity(2 * chunkSize)
      smaller.append(contentsOf: buffer)
      buffer = smaller
    }
  }

  /// The index of the first `\n` at or after `start`: `memchr`, which compares many bytes at a
  /// time, where a byte loop was a tenth of reading a file.
  private static func newline(in buffer: [UInt8], from start: Int) -> Int? {
    guard start < buffer.count else { return nil }
    return buffer.withUnsafeBufferPointer { bytes -> Int? in
      guard let base = bytes.baseAddress,
        let found = memchr(base + start, 0x0A, bytes.count - start)
      else { return nil }
      return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
  }

  /// The buffer itself as the line ending at `newline`, the bytes after it moved to a new
  /// buffer: a long line (one apply of a million items is tens of megabytes) is handed over
  /// without a copy, so that it is not held twice while it is decoded.
  private func handedOver(upTo newline: Int) -> [UInt8] {
    var rest: [UInt8] = []
    rest.reserveCapacity(2 * chunkSize)
    rest.append(contentsOf: buffer[(newline + 1)...])
    var line = buffer
    buffer = rest
    start = 0
    scanned = 0
    // `line` is now the only reference, so these change it in place.
    line.removeSubrange(newline...)
    if line.last == 0x0D { line.removeLast() }
    if lineNumber == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
    return line
  }

  /// A copy of the line's bytes, so that no slice keeps the buffer alive while it is refilled.
  private func trimmed(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var bytes = bytes
    if bytes.last == 0x0D { bytes = bytes.dropLast() }
    if lineNumber == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    return Array(bytes)
  }
}

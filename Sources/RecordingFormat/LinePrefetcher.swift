import Foundation

/// Reads and decodes a file's lines on a thread of its own, ahead of the reader, and hands them
/// over in file order: while the reader's owner validates and lints one batch, the next is
/// being decoded on the other core.
///
/// Memory stays bounded: at most ``maximumQueuedBatches`` decoded batches wait, each closed
/// at ``batchBytes`` bytes of lines (or at one line, however long). The order of the lines, and
/// so everything printed from them, is the file's whatever the threads' timing.
final class LinePrefetcher: @unchecked Sendable {
  // @unchecked: `splitter` is used only by the thread once it starts (the reader stops using
  // it first); every other property is read and written under `condition`.

  /// One element of the stream: a decoded line, or an error from reading the file.
  enum Element: Sendable {
    case line(DecodedLine)
    case readFailure(RecordingError)
  }

  /// A batch is closed once its lines hold this many bytes.
  static let batchBytes = 512 * 1024
  /// A batch is closed at this many lines, so that short lines still reach the reader soon.
  static let batchLines = 256
  /// Decoded batches waiting for the reader, at most.
  static let maximumQueuedBatches = 2

  private let splitter: LineSplitter
  private let file: String
  private let preparation: RecordingReader.ApplyPreparation?
  private let condition = NSCondition()
  private var queue: [[Element]] = []
  private var ended = false
  private var cancelled = false
  private var threadExited = false
  private var peakBytes = 0

  /// Starts decoding the lines `splitter` has not given yet.
  init(splitter: LineSplitter, file: String, preparation: RecordingReader.ApplyPreparation?) {
    self.splitter = splitter
    self.file = file
    self.preparation = preparation
    peakBytes = splitter.peakBufferedBytes
    let thread = Thread { [self] in run() }
    thread.stackSize = 1 << 20
    thread.start()
  }

  /// The next batch in file order; empty at the end of the file.
  func nextBatch() -> [Element] {
    condition.lock()
    defer { condition.unlock() }
    while queue.isEmpty && !ended { condition.wait() }
    guard !queue.isEmpty else { return [] }
    condition.broadcast()
    return queue.removeFirst()
  }

  /// The most bytes the splitter has held at once.
  var peakBufferedBytes: Int {
    condition.lock()
    defer { condition.unlock() }
    return peakBytes
  }

  /// Stops the thread and waits for it, so that the file can be closed.
  func stop() {
    condition.lock()
    cancelled = true
    condition.broadcast()
    while !threadExited { condition.wait() }
    condition.unlock()
  }

  private func run() {
    var batch: [Element] = []
    var bytes = 0
    var more = true
    while more {
      do throws(RecordingError) {
        if let line = try splitter.next() {
          bytes += line.bytes.count
          batch.append(.line(DecodedLine.decode(line, file: file, preparation: preparation)))
        } else {
          more = false
        }
      } catch {
        batch.append(.readFailure(error))
        // An error with no line (the file cannot be read) ends the stream.
        if error.location == nil { more = false }
      }
      if !more || bytes >= Self.batchBytes || batch.count >= Self.batchLines {
        guard hand(batch, last: !more) else { break }
        batch = []
        bytes = 0
      }
    }
    condition.lock()
    ended = true
    threadExited = true
    condition.broadcast()
    condition.unlock()
  }

  /// Queues a batch once there is room; `false` when the reader has stopped.
  private func hand(_ batch: [Element], last: Bool) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while queue.count >= Self.maximumQueuedBatches && !cancelled { condition.wait() }
    guard !cancelled else { return false }
    if !batch.isEmpty { queue.append(batch) }
    peakBytes = max(peakBytes, splitter.peakBufferedBytes)
    if last { ended = true }
    condition.broadcast()
    return true
  }
}

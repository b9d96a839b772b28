import Foundation
import SnapshotRecording

/// Reads and decodes a file's lines on threads of their own, ahead of the reader, and hands
/// them over in file order: while the reader's owner validates and lints one batch, the next
/// ones are being decoded on the other cores.
///
/// Each worker takes the next batch of lines from the splitter (in turn, under the lock: splitting
/// is cheap), decodes it outside the lock, and files it under its number; the reader takes the
/// batches by number, so the order of the lines, and so everything printed from them, is the
/// file's whatever the threads' timing or their number. Memory stays bounded: at most
/// ``maximumBatchesInFlight`` batches are taken and not yet handed over, each closed at
/// ``batchBytes`` bytes of lines (or at one line, however long), and no batch is taken while
/// those hold ``maximumBytesInFlight`` bytes or more: a line of tens of megabytes (an apply of
/// a million items) is decoded alone, not beside the next one. A line's bytes go as soon as it
/// is decoded, before the work done on its apply.
final class LinePrefetcher: @unchecked Sendable {
  // @unchecked: every mutable property, and `splitter`, is used only under `condition`.

  /// One element of the stream: a decoded line, or an error from reading the file.
  enum Element: Sendable {
    case line(DecodedLine)
    case readFailure(RecordingError)
  }

  /// A batch is closed once its lines hold this many bytes (or ``maximumBytesInFlight``, if
  /// less).
  static let batchBytes = 256 * 1024
  /// A batch is closed at this many lines, so that short lines still reach the reader soon.
  static let batchLines = 256
  /// Batches taken from the file and not yet handed to the reader, at most.
  static let maximumBatchesInFlight = 4
  /// The decoding threads: the reader's owner works on a core of its own too.
  static let workerCount = 2

  /// No batch is taken while the batches taken and not yet handed over hold this many bytes of
  /// lines: 16 chunks, 1 MiB at the default chunk size, which the batches of short lines never
  /// reach (``maximumBatchesInFlight`` batches of ``batchBytes``). Past it the workers take the
  /// next batch only once the reader has taken one, so two long lines are never decoded at
  /// once: each, with its decoded apply, can be most of what the reader's owner holds.
  let maximumBytesInFlight: Int

  private let splitter: LineSplitter
  private let file: String
  private let wishes: DecodedLine.Wishes
  private let condition = NSCondition()
  /// The number the next batch taken from the file gets.
  private var nextTaken = 0
  /// The number of the batch the reader wants next.
  private var nextHanded = 0
  /// Decoded batches waiting for their turn, by number.
  private var decoded: [Int: [Element]] = [:]
  /// Whether the file has no more lines (or cannot be read any more).
  private var fileEnded = false
  private var cancelled = false
  private var runningWorkers = 0
  private var peakBytes = 0
  /// The bytes of lines of each batch taken and not yet handed over, by number.
  private var takenBytes: [Int: Int] = [:]
  /// Their sum.
  private var bytesInFlight = 0
  /// The most ``bytesInFlight`` has been.
  private var peakInFlight = 0
  /// The worker that took the last batch, when that batch reached ``maximumBytesInFlight``:
  /// it alone takes the next one. The memory a long line's decoding grew and freed (the
  /// doubling item array's earlier buffers) then serves the next long line, in the same
  /// thread's allocator arena, instead of staying in another's.
  private var longBatchWorker: Int?
  /// The workers that have taken a batch reaching ``maximumBytesInFlight``.
  private var longBatchWorkers: Set<Int> = []

  /// Starts decoding the lines `splitter` has not given yet; the caller stops using it.
  init(splitter: LineSplitter, file: String, wishes: DecodedLine.Wishes) {
    self.splitter = splitter
    self.file = file
    self.wishes = wishes
    // Saturating: a caller may ask for chunks of any size.
    let (bound, overflow) = splitter.chunkSize.multipliedReportingOverflow(by: 16)
    maximumBytesInFlight = overflow ? .max : bound
    peakBytes = splitter.peakBufferedBytes
    runningWorkers = Self.workerCount
    for worker in 0..<Self.workerCount {
      let thread = Thread { [self] in work(worker) }
      // The strict parser recurses up to `JSONParser.maximumDepth` levels: far below this.
      thread.stackSize = 1 << 20
      thread.start()
    }
  }

  /// The next batch in file order; empty at the end of the file.
  func nextBatch() -> [Element] {
    condition.lock()
    defer { condition.unlock() }
    while decoded[nextHanded] == nil && !(fileEnded && nextHanded == nextTaken) {
      condition.wait()
    }
    guard let batch = decoded.removeValue(forKey: nextHanded) else { return [] }
    bytesInFlight -= takenBytes.removeValue(forKey: nextHanded) ?? 0
    nextHanded += 1
    condition.broadcast()
    return batch
  }

  /// The most bytes the splitter has held at once.
  var peakBufferedBytes: Int {
    condition.lock()
    defer { condition.unlock() }
    return peakBytes
  }

  /// The most bytes of lines that were taken from the file and not yet handed to the reader at
  /// once: below ``maximumBytesInFlight`` plus one batch, or the longest line when lines are
  /// longer than that.
  var peakBytesInFlight: Int {
    condition.lock()
    defer { condition.unlock() }
    return peakInFlight
  }

  /// How many of the workers have decoded a batch reaching ``maximumBytesInFlight``: one when
  /// the long lines follow each other.
  var workersDecodingLongBatches: Int {
    condition.lock()
    defer { condition.unlock() }
    return longBatchWorkers.count
  }

  /// Stops the workers and waits for them, so that the file can be closed.
  func stop() {
    condition.lock()
    cancelled = true
    condition.broadcast()
    while runningWorkers > 0 { condition.wait() }
    condition.unlock()
  }

  private func work(_ worker: Int) {
    // The last apply this worker decoded, in this batch or an earlier one: the next apply's
    // unchanged texts are its strings again (`LineScanner`'s `reusingTextOf`).
    var earlier: ApplyEvent?
    while let (number, taken) = take(worker) {
      var lines = taken
      // The lines of a batch are consecutive: each apply's preparation is handed the one
      // decoded before it in the batch (the first one, none).
      var previous: RecordingReader.PreparedApply?
      var elements: [Element] = []
      elements.reserveCapacity(lines.count)
      for index in lines.indices {
        // Taken out of the batch, so that decoding can let its bytes go.
        guard var line = lines[index].takeLine() else {
          if case .failure(let error) = lines[index] { elements.append(.readFailure(error)) }
          continue
        }
        let decoded = DecodedLine.decode(
          &line, file: file, wishes: wishes, previous: previous, earlier: earlier)
        if let prepared = decoded.preparedApply { previous = prepared }
        if let apply = decoded.apply { earlier = apply }
        elements.append(.line(decoded))
      }
      condition.lock()
      decoded[number] = elements
      condition.broadcast()
      condition.unlock()
    }
    condition.lock()
    runningWorkers -= 1
    condition.broadcast()
    condition.unlock()
  }

  /// The next batch of lines and its number for `worker`, once fewer than the maximum are in
  /// flight (and, after a long batch, once it is that batch's worker); `nil` at the end of the
  /// file or when the reader has stopped.
  private func take(_ worker: Int) -> (Int, [Result<LineSplitter.Line, RecordingError>])? {
    condition.lock()
    defer { condition.unlock() }
    while !cancelled && !fileEnded
      && (nextTaken - nextHanded >= Self.maximumBatchesInFlight
        || bytesInFlight >= maximumBytesInFlight
        || longBatchWorker.map { $0 != worker } ?? false)
    {
      condition.wait()
    }
    guard !cancelled, !fileEnded else { return nil }
    var lines: [Result<LineSplitter.Line, RecordingError>] = []
    var bytes = 0
    let closingBytes = min(Self.batchBytes, maximumBytesInFlight)
    while bytes < closingBytes && lines.count < Self.batchLines {
      do throws(RecordingError) {
        guard let line = try splitter.next() else {
          fileEnded = true
          break
        }
        bytes += line.bytes.count
        lines.append(.success(line))
      } catch {
        lines.append(.failure(error))
        // An error with no line (the file cannot be read) ends the stream.
        if error.location == nil {
          fileEnded = true
          break
        }
      }
    }
    peakBytes = max(peakBytes, splitter.peakBufferedBytes)
    condition.broadcast()
    guard !lines.isEmpty else { return nil }
    takenBytes[nextTaken] = bytes
    bytesInFlight += bytes
    longBatchWorker = bytes >= maximumBytesInFlight ? worker : nil
    if let longBatchWorker { longBatchWorkers.insert(longBatchWorker) }
    peakInFlight = max(peakInFlight, bytesInFlight)
    defer { nextTaken += 1 }
    return (nextTaken, lines)
  }
}

extension Result where Success == LineSplitter.Line {
  /// The line, taken out and replaced by an empty one, so that the caller holds the only
  /// reference to its bytes; `nil` for a failure, which stays.
  fileprivate mutating func takeLine() -> LineSplitter.Line? {
    guard case .success(let line) = self else { return nil }
    self = .success(LineSplitter.Line(bytes: [], number: line.number, terminated: line.terminated))
    return line
  }
}

import Foundation

/// Reads and decodes a file's lines on threads of their own, ahead of the reader, and hands
/// them over in file order: while the reader's owner validates and lints one batch, the next
/// ones are being decoded on the other cores.
///
/// Each worker takes the next batch of lines from the splitter (in turn, under the lock: splitting
/// is cheap), decodes it outside the lock, and files it under its number; the reader takes the
/// batches by number, so the order of the lines, and so everything printed from them, is the
/// file's whatever the threads' timing or their number. Memory stays bounded: at most
/// ``maximumBatchesInFlight`` batches are taken and not yet handed over, each closed at
/// ``batchBytes`` bytes of lines (or at one line, however long).
final class LinePrefetcher: @unchecked Sendable {
  // @unchecked: every mutable property, and `splitter`, is used only under `condition`.

  /// One element of the stream: a decoded line, or an error from reading the file.
  enum Element: Sendable {
    case line(DecodedLine)
    case readFailure(RecordingError)
  }

  /// A batch is closed once its lines hold this many bytes.
  static let batchBytes = 256 * 1024
  /// A batch is closed at this many lines, so that short lines still reach the reader soon.
  static let batchLines = 256
  /// Batches taken from the file and not yet handed to the reader, at most.
  static let maximumBatchesInFlight = 4
  /// The decoding threads: the reader's owner works on a core of its own too.
  static let workerCount = 2

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

  /// Starts decoding the lines `splitter` has not given yet; the caller stops using it.
  init(splitter: LineSplitter, file: String, wishes: DecodedLine.Wishes) {
    self.splitter = splitter
    self.file = file
    self.wishes = wishes
    peakBytes = splitter.peakBufferedBytes
    runningWorkers = Self.workerCount
    for _ in 0..<Self.workerCount {
      let thread = Thread { [self] in work() }
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

  /// Stops the workers and waits for them, so that the file can be closed.
  func stop() {
    condition.lock()
    cancelled = true
    condition.broadcast()
    while runningWorkers > 0 { condition.wait() }
    condition.unlock()
  }

  private func work() {
    while let (number, lines) = take() {
      // The lines of a batch are consecutive: each apply's preparation is handed the one
      // decoded before it in the batch (the first one, none).
      var previous: RecordingReader.PreparedApply?
      let elements = lines.map { element -> Element in
        switch element {
        case .success(let line):
          let decoded = DecodedLine.decode(line, file: file, wishes: wishes, previous: previous)
          if let prepared = decoded.preparedApply { previous = prepared }
          return .line(decoded)
        case .failure(let error):
          return .readFailure(error)
        }
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

  /// The next batch of lines and its number, once fewer than the maximum are in flight; `nil`
  /// at the end of the file or when the reader has stopped.
  private func take() -> (Int, [Result<LineSplitter.Line, RecordingError>])? {
    condition.lock()
    defer { condition.unlock() }
    while !cancelled && !fileEnded && nextTaken - nextHanded >= Self.maximumBatchesInFlight {
      condition.wait()
    }
    guard !cancelled, !fileEnded else { return nil }
    var lines: [Result<LineSplitter.Line, RecordingError>] = []
    var bytes = 0
    while bytes < Self.batchBytes && lines.count < Self.batchLines {
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
    defer { nextTaken += 1 }
    return (nextTaken, lines)
  }
}

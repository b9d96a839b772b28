import Foundation
public import RecordingFormat

/// A recording as a replay reads it: where its events come from, how often the file is read,
/// and whether it is still the file the first pass read. Every product that replays a
/// recording (render, sheet, report, verify, approve) reads it through one source, and walks
/// its passes with ``ReplayPlayback``, the one rule of which applies play.
///
/// ```swift
/// let source = try ReplaySource(contentsOf: URL(fileURLWithPath: "rec.jsonl"))
/// var playback = ReplayPlayback()
/// for event in try source.read() {
///   if let apply = playback.plays(event) { print(apply.seq) }
/// }
/// print(source.passesReadTheFile)  // false: the file is small, later passes replay memory
/// ```
///
/// How the file is read:
/// - A regular file of at most ``keptFileSize`` bytes is read once: the first pass that reads
///   it to its end keeps its validated events, and every later pass replays them.
/// - A larger regular file is streamed again by every pass (``passesReadTheFile``), so memory
///   stays flat in the recording's length; ``isUnchanged`` tells whether it still is the file
///   the first pass read.
/// - A pipe or a device (`<(gunzip -c rec.jsonl.gz)`) reads only once: it is parsed whole when
///   the source is made.
public final class ReplaySource: Sendable {
  /// The largest file, in bytes, whose validated events are kept after one pass.
  public static let keptFileSize: Int64 = 1 << 20

  /// The recording's name in diagnostics; `nil` for a recording made in memory.
  public let name: String?
  private let origin: Origin
  /// The kept events of a small file.
  private let tape: ValidatedEventTape?

  private enum Origin: Sendable {
    case memory(Recording)
    case file(URL, stamp: FileStamp)
  }

  /// A source reading a recording file.
  ///
  /// - Parameters:
  ///   - url: The recording.
  ///   - name: The name diagnostics use; the path by default.
  ///   - keptFileSize: The largest file whose events are kept after one pass (``keptFileSize``
  ///     by default); 0 streams every pass, as a file too large to keep.
  /// - Throws: `RecordingError` for a pipe or device that cannot be read or holds a malformed
  ///   line (it is parsed whole here), or a missing file. A regular file is not read yet.
  public init(
    contentsOf url: URL, name: String? = nil, keepingFilesUpTo keptFileSize: Int64 = keptFileSize
  ) throws(RecordingError) {
    self.name = name ?? url.path
    // Taken before the first read, for later passes to compare with.
    guard let stamp = FileStamp(path: url.path), stamp.isRegularFile else {
      origin = .memory(try Recording(contentsOf: url, name: name))
      tape = nil
      return
    }
    origin = .file(url, stamp: stamp)
    tape = stamp.size <= keptFileSize ? ValidatedEventTape() : nil
  }

  /// A source replaying a recording already in memory.
  ///
  /// - Parameter recording: The parsed recording.
  public init(_ recording: Recording) {
    name = nil
    origin = .memory(recording)
    tape = nil
  }

  /// Whether every pass reads the file again (a large regular file): a consumer that needs
  /// several passes then keeps as little as it can between them. `false` for a recording in
  /// memory and for a small file, whose passes after the first replay its kept events.
  public var passesReadTheFile: Bool {
    if case .file = origin { return tape == nil }
    return false
  }

  /// A pass over the recording's validated events from its start.
  ///
  /// - Returns: The events: read from the file, or replayed from memory.
  /// - Throws: `RecordingError` when the file can no longer be opened or has no header.
  public func read() throws(RecordingError) -> ValidatedRecording {
    switch origin {
    case .memory(let recording):
      return ValidatedRecording(recording)
    case .file(let url, _):
      if let tape, let (header, events) = tape.complete {
        return ValidatedRecording(header: header, replaying: events)
      }
      let events = try ValidatedRecording(contentsOf: url, name: name)
      if let tape {
        tape.begin(header: events.header)
        events.recording(into: tape)
      }
      return events
    }
  }

  /// Whether the file still is the one the source was made for (same device, inode, size and
  /// modification time): what a pass reading it again checks at its start and end. Always
  /// `true` for a recording in memory.
  public var isUnchanged: Bool {
    guard case .file(let url, let stamp) = origin else { return true }
    return FileStamp(path: url.path) == stamp
  }

  /// What tells a file apart from itself rewritten: written in place, its size or modification
  /// time changes; replaced by a rename, its inode does. Only a regular file reads the same
  /// twice: a pipe or a device does not.
  struct FileStamp: Hashable, Sendable {
    var isRegularFile: Bool
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64

    /// The stamp of the file at `path` (through symbolic links); `nil` when it cannot be read.
    init?(path: String) {
      var status = stat()
      guard stat(path, &status) == 0 else { return nil }
      isRegularFile = status.st_mode & S_IFMT == S_IFREG
      device = UInt64(status.st_dev)
      inode = UInt64(status.st_ino)
      size = Int64(status.st_size)
      #if canImport(Darwin)
        let modified = status.st_mtimespec
      #else
        let modified = status.st_mtim
      #endif
      modifiedSeconds = Int64(modified.tv_sec)
      modifiedNanoseconds = Int64(modified.tv_nsec)
    }
  }
}

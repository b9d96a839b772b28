import Foundation

extension SnapshotRecorder {
  /// Creates a flight recorder: it keeps the last `capacity` lines (applies and markers) in
  /// memory and writes nothing until ``dump(reason:)``.
  ///
  /// For an app that should record all the time but keep a file only when something goes
  /// wrong: recording costs building the line, never a write, and memory stays bounded.
  ///
  /// ```swift
  /// let recorder = SnapshotRecorder(
  ///   flightRecorderDumpingTo: url, capacity: 200, header: RecordingHeader(title: "Feed"))
  /// recorder.dumpOnUncaughtException()   // Apple platforms
  /// …
  /// try recorder.dump(reason: "user reported a glitch")
  /// // rec.jsonl: header, the last 200 lines, {"type":"marker",…,"label":"dump: user reported…"}
  /// ```
  ///
  /// A dump keeps each apply's original `seq`. Once more than `capacity` lines were recorded,
  /// the first kept apply has a `seq` above 1, and readers warn "seq starts at 41, not 1; 40
  /// events were lost": that is true — the ring dropped exactly those applies — so the warning
  /// is kept rather than hidden by renumbering, and within the dump seqs stay contiguous.
  ///
  /// Memory: at most `capacity` lines; a line is about 50 bytes per item of the snapshot
  /// (25 KB for a 500-item snapshot). Recording costs what writing a file costs — building the
  /// line — and ``close()`` only stops recording: what is kept can still be dumped. Its
  /// ``durability`` is ``Durability/never``: a dump survives the app's crash, which is what it
  /// is for, not a power loss.
  ///
  /// - Parameters:
  ///   - url: The file each dump replaces.
  ///   - capacity: The most lines kept; values below 1 keep 1.
  ///   - header: The header each dump writes first.
  ///   - clock: Seconds since the recording started; by default a monotonic clock started now.
  ///   - queueLabel: Names the calling thread or queue; by default ``currentQueueLabel()``.
  public convenience init(
    flightRecorderDumpingTo url: URL, capacity: Int = 256,
    header: RecordingHeader = RecordingHeader(), clock: Clock? = nil,
    queueLabel: QueueLabelProvider? = nil
  ) {
    self.init(
      url: url, durability: .never, destination: .memory(header: header, capacity: capacity),
      clock: clock, queueLabel: queueLabel)
  }

  /// Whether this recorder keeps its lines in memory until ``dump(reason:)``.
  public var isFlightRecorder: Bool {
    if case .memory = destination { return true }
    return false
  }

  /// Records a final marker, `dump: <reason>`, and makes sure the recording is in ``url``.
  ///
  /// A flight recorder writes its header, its kept lines and the marker to a temporary file
  /// next to ``url`` and renames it over ``url``, so a reader sees either the previous dump or
  /// this one, never half of it. It can dump again later: each dump replaces the file with the
  /// lines kept by then. A recorder that writes its file as it goes records the marker, forces the
  /// file to disk (`fsync`) and goes on recording.
  ///
  /// ```swift
  /// try recorder.dump(reason: "NSInternalInconsistencyException")
  /// // last line: {"type":"marker","time":12.5,"label":"dump: NSInternalInconsistencyExcepti…
  /// ```
  ///
  /// - Parameter reason: Why the recording is being kept: a crash, a user's report.
  /// - Throws: ``RecordingWriteError`` when the file cannot be written.
  public func dump(reason: String) throws(RecordingWriteError) {
    // Only the lines are taken under the lock (copies of references); their bytes are joined
    // outside it, so that recording threads wait for the copy, not for a megabyte-sized join.
    let lines: [String]? = state.withLock { state in
      let marker = MarkerEvent(time: state.advance(to: clock()), label: "dump: " + reason)
      let line = RecordingWriter.line(for: marker)
      guard case .memory(let header, _) = destination else {
        if write(line, state: &state), case .file(let file) = destination {
          do throws(RecordingWriteError) {
            try file.synchronize()
          } catch {
            state.writeError = error
          }
        }
        return nil
      }
      // The images the kept lines name come first: an image has no time, and must come before
      // the first apply naming it.
      let images = state.cellImages.keptLines(namedIn: state.kept.lines)
      let lines = [RecordingWriter.line(for: header)] + images + state.kept.lines + [line]
      // Kept after the lines are taken, so that this dump holds all `capacity` lines before its
      // marker, and a later dump shows this one on its timeline.
      state.kept.append(line)
      state.newestKeptApplySeq = nil
      return lines
    }
    guard let lines else {
      if let writeError { throw writeError }
      return
    }
    var bytes = Data()
    bytes.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 1 })
    for line in lines {
      bytes.append(contentsOf: line.utf8)
      bytes.append(0x0A)
    }
    do {
      try bytes.write(to: url, options: .atomic)
    } catch {
      throw RecordingWriteError(file: url.path, reason: FileSystemReason.text(of: error))
    }
  }
}

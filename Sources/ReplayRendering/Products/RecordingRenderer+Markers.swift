import SnapshotRecording

extension RecordingRenderer {
  /// Where each of a recording's markers falls in the frames. A marker belongs to the last
  /// apply recorded at or before it, as on a contact sheet of markers (the first apply for a
  /// marker before them all). With recorded timing it shows as long after that apply's start
  /// as it was recorded after the apply (divided by the speed), but never after the next
  /// apply's start, which `--max-idle` may have moved closer; with sequential timing, recorded
  /// gaps mean nothing, and it shows from the apply's start. Markers whose apply is outside
  /// the rendered range are left out.
  ///
  /// - Parameters:
  ///   - markerEvents: The recording's markers, in recorded order.
  ///   - applies: The applies the replay plays, in recorded order.
  ///   - schedule: When the rendered ones start.
  ///   - options: The timing mode and speed.
  /// - Returns: The markers in time order (see ``markers``).
  /// - Complexity: O(m log a) for m markers and a applies.
  static func place(
    _ markerEvents: [MarkerEvent], applies: ArraySlice<RecordedApplyTime>,
    schedule: [ScheduledApply],
    options: RenderOptions
  ) -> [FrameManifest.Marker] {
    guard !markerEvents.isEmpty else { return [] }
    // Each rendered apply's start, and the next one's (infinity for the last).
    var windows: [Int: (start: Double, next: Double)] = [:]
    for (index, entry) in schedule.enumerated() where windows[entry.seq] == nil {
      let next = index + 1 < schedule.count ? schedule[index + 1].start : Double.infinity
      windows[entry.seq] = (entry.start, next)
    }
    let recorded = applies
    guard let first = recorded.first else { return [] }
    var markers: [FrameManifest.Marker] = []
    for marker in markerEvents {
      // The applies are in recorded order and their times never decrease.
      var low = recorded.startIndex
      var high = recorded.endIndex
      while low < high {
        let middle = (low + high) / 2
        if recorded[middle].time <= marker.time { low = middle + 1 } else { high = middle }
      }
      let apply = low > recorded.startIndex ? recorded[low - 1] : first
      guard let window = windows[apply.seq] else { continue }
      var time = window.start
      if options.timing == .recorded {
        time = min(window.start + max(marker.time - apply.time, 0) / options.speed, window.next)
      }
      markers.append(FrameManifest.Marker(time: time, seq: apply.seq, label: marker.label))
    }
    // Stable: markers of one apply keep their recorded order.
    return markers.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }
    .map(\.element)
  }
}

public import RecordingFormat
public import RecordingValidation
import ReplayRaster
public import ReplayRendering
import SnapshotDiff
public import SnapshotRecording

/// Everything a report's player shows besides the frames' pixels: the steps, the markers and
/// idle cuts on the scrubber, and where each item's cell is in each frame, taken from the
/// timeline that draws the frames, never from a second layout.
///
/// ```swift
/// var applies: [ValidatedApply] = []
/// var playback = ReplayPlayback()
/// let renderer = try RecordingRenderer(recording: recording, observing: { event in
///   if let played = playback.plays(event) { applies.append(played) }
/// })
/// let data = try ReportData(
///   renderer: renderer, applies: applies, recording: recording, file: "rec.jsonl",
///   diagnostics: check.diagnostics)
/// print(data.steps.map(\.seq))  // [1, 2, 3, …]
/// ```
public struct ReportData: Sendable {
  /// One section of a step's snapshot, in display order.
  public struct SectionOrder: Hashable, Sendable {
    /// The section.
    public var id: RecordedID
    /// Its items, in display order.
    public var items: [RecordedID]
  }

  /// A marker's place on the scrubber.
  public struct MarkerTick: Hashable, Sendable {
    /// Where it falls in the frames, in seconds (`RecordingRenderer.markers`).
    public var time: Double
    /// The marker's text.
    public var label: String
  }

  /// What frame `i` shows, besides its pixels.
  public struct FrameInfo: Hashable, Sendable {
    /// The index in ``steps`` of the apply playing.
    public var step: Int
    /// How far its transition is, in [0, 1].
    public var progress: Double
  }

  /// The recording's title (its header's), or its file name.
  public var title: String
  /// The recording as named on the command line.
  public var file: String
  /// Frames per second.
  public var fps: Double
  /// The canvas in points; every frame's image has this aspect ratio.
  public var canvas: SceneSize
  /// The step rows: the rendered applies, then the rejected one if the app trapped.
  public var steps: [ReportStep]
  /// Each rendered step's snapshot, section by section: where the index paths come from.
  public var orders: [[SectionOrder]]
  /// Each rendered step's labels of the items it shows (their identifier when unlabelled).
  public var labels: [[RecordedID: String]]
  /// One entry per frame.
  public var frames: [FrameInfo]
  /// The item cells of each frame, as runs: an entry holds from its frame until the next
  /// entry's, so held frames cost nothing.
  public var placements: [(frame: Int, items: [ItemOnScreen])]
  /// The markers, where they fall on the output's timeline.
  public var markers: [MarkerTick]
  /// Where `--max-idle` shortened a recorded gap.
  public var idleCuts: [IdleCut]
  /// `check`'s findings about no rendered apply: the header, the file, applies outside the
  /// rendered range.
  public var notes: [Diagnostic]
  /// The recorded cell images the steps name (``ReportStep/cellImages``), each digest once, in
  /// the order the steps first name them.
  public var cellImages: [ReportCellImage]

  /// Collects a report's data.
  ///
  /// - Parameters:
  ///   - renderer: The renderer whose frames the report shows.
  ///   - applies: The applies its replay plays, in recorded order (up to its stop), as
  ///     `RecordingRenderer` observed them while it was built.
  ///   - recording: The recording it was made from.
  ///   - file: The recording's name as given.
  ///   - diagnostics: `RecordingCheck`'s findings about the recording.
  ///   - cellBudget: The most cell placements to hold, over all runs of frames.
  ///   - cellImageBudget: The most bytes of PNG the named cell images may hold together.
  /// - Throws: ``ReportError/overBudget(what:)`` past `cellBudget` or `cellImageBudget`.
  /// - Complexity: O(f · e + a · n log n) for f frames of at most e items and a applies of
  ///   n items: one walk over each frame's sprites, one changeset per apply.
  public init(
    renderer: RecordingRenderer, applies: [ValidatedApply], recording: Recording,
    file: String,
    diagnostics: [Diagnostic], cellBudget: Int = ReportBudget.default.cells,
    cellImageBudget: Int = ReportBudget.default.cellImageBytes
  ) throws(ReportError) {
    let timeline = renderer.timeline
    title = recording.header.title ?? file
    self.file = file
    fps = timeline.options.fps
    canvas = timeline.canvasSize
    idleCuts = timeline.idleCuts
    let rendered = Dictionary(
      timeline.schedule.map { ($0.seq, $0) }, uniquingKeysWith: { first, _ in first })
    // Each apply with its place among the applies played: what decides which images a line
    // before it defined (``CellImageLibrary/isDefined(_:beforeApply:)``).
    let ordinals = Dictionary(
      applies.enumerated().map { ($1.line, $0) }, uniquingKeysWith: { first, _ in first })
    let applies = applies.filter { rendered[$0.seq] != nil }
    let library = timeline.cellImages
    var cellImages: [ReportCellImage] = []
    var imageIndex: Set<CellImageDigest> = []
    var cellImageBytes = 0
    var bySeq: [Int: [Diagnostic]] = [:]
    for diagnostic in diagnostics {
      if let seq = diagnostic.seq { bySeq[seq, default: []].append(diagnostic) }
    }
    // The last layout line of each apply, for the inspector's recorded rects.
    var layouts: [Int: LayoutEvent] = [:]
    for located in recording.events {
      if case .layout(let layout) = located.event { layouts[layout.seq] = layout }
    }
    var steps: [ReportStep] = []
    var orders: [[SectionOrder]] = []
    var labels: [[RecordedID: String]] = []
    for (index, apply) in applies.enumerated() {
      guard let timing = rendered[apply.seq] else { continue }
      var step = ReportStep(
        seq: apply.seq, line: apply.line, recordedTime: apply.apply.time, start: timing.start,
        duration: timing.duration, markers: [], summary: "first state", diffText: "",
        actions: [:], problems: bySeq[apply.seq] ?? [], trapped: false)
      if let layout = layouts[apply.seq] {
        step.recordedRects = Self.rects(of: layout, items: apply.apply.sections)
      }
      if !library.isEmpty, let ordinal = ordinals[apply.line] {
        for section in apply.apply.sections {
          for item in section.items where step.cellImages[item.id] == nil {
            guard let digest = item.image, library.isDefined(digest, beforeApply: ordinal)
            else { continue }
            step.cellImages[item.id] = digest
            guard !imageIndex.contains(digest),
              let event = library.image(for: digest), let image = ReportCellImage(event)
            else { continue }
            let (total, overflow) = cellImageBytes.addingReportingOverflow(image.png.count)
            guard !overflow, total <= cellImageBudget else {
              throw .overBudget(
                what: "more than \(NumberText.grouped(cellImageBudget)) bytes of cell images "
                  + "(a copy from `snapreplay strip-images` has none)")
            }
            cellImageBytes = total
            imageIndex.insert(digest)
            cellImages.append(image)
          }
        }
      }
      if index > 0 {
        let diff = TransitionDiff(from: applies[index - 1], to: apply)
        step.summary = diff.summary
        step.diffText = diff.text
        step.actions = Self.actions(
          of: diff, stale: apply.apply.staleItems(since: applies[index - 1].apply))
      }
      steps.append(step)
      orders.append(
        apply.apply.sections.map { SectionOrder(id: $0.id, items: $0.items.map(\.id)) })
      var shown: [RecordedID: String] = [:]
      for section in apply.apply.sections {
        for item in section.items where shown[item.id] == nil {
          shown[item.id] = item.label ?? item.id.description
        }
      }
      labels.append(shown)
    }
    if let stop = renderer.stop, let last = timeline.schedule.last {
      steps.append(
        ReportStep(
          seq: stop.seq, line: stop.line,
          recordedTime: recording.applies.first { $0.seq == stop.seq }?.time ?? 0,
          start: last.end, duration: 0, markers: [], summary: "rejected by UIKit",
          diffText: "", actions: [:], problems: bySeq[stop.seq] ?? [], trapped: true))
    }
    markers = Self.attach(renderer.markers, to: &steps)
    let shownSeqs = Set(steps.map(\.seq))
    notes = diagnostics.filter { diagnostic in
      diagnostic.seq.map { !shownSeqs.contains($0) } ?? true
    }
    self.steps = steps
    self.orders = orders
    self.labels = labels
    self.cellImages = cellImages
    var stepIndex: [Int: Int] = [:]
    for (index, step) in steps.enumerated() where !step.trapped { stepIndex[step.seq] = index }
    var frames: [FrameInfo] = []
    var placements: [(frame: Int, items: [ItemOnScreen])] = []
    var cells = 0
    frames.reserveCapacity(timeline.frameCount)
    for index in 0..<timeline.frameCount {
      let metadata = timeline.metadata(at: index)
      frames.append(
        FrameInfo(step: metadata.seq.flatMap { stepIndex[$0] } ?? 0, progress: metadata.progress))
      let items: [ItemOnScreen]
      do {
        items = try renderer.frames.items(at: index)
      } catch {
        throw .rendering(.recording(error))
      }
      guard placements.last?.items != items else { continue }
      cells += items.count
      guard cells <= cellBudget else {
        throw .overBudget(
          what: "more than \(cellBudget) cell placements (by frame \(index) of "
            + "\(timeline.frameCount))")
      }
      placements.append((index, items))
    }
    self.frames = frames
    self.placements = placements
  }

  /// What each item changed by a transition goes through, from its changeset: the one answer
  /// to what changed.
  static func actions(of diff: TransitionDiff, stale: [RecordedID]) -> [RecordedID: [ReportStep
    .Action]]
  {
    var actions: [RecordedID: [ReportStep.Action]] = [:]
    func add(_ id: RecordedID, _ action: ReportStep.Action) {
      if actions[id]?.contains(action) != true { actions[id, default: []].append(action) }
    }
    let changeset = diff.changeset
    let inserted = Set(changeset.items.inserted.map(\.id))
    let deleted = Set(changeset.items.deleted.map(\.id))
    for id in changeset.items.deleted.map(\.id) where !inserted.contains(id) { add(id, .deleted) }
    for section in changeset.sections.deleted {
      for id in diff.old.itemIdentifiers(inSection: section.id) { add(id, .deleted) }
    }
    for id in changeset.items.inserted.map(\.id) {
      // Deleted and inserted with one identifier: a cell reloaded while it moved.
      if deleted.contains(id) {
        add(id, .moved)
        add(id, .reloaded)
      } else {
        add(id, .inserted)
      }
    }
    let reloadedSections = Set(changeset.sections.reloaded)
    let oldItems = Set(diff.old.itemIdentifiers)
    // Each item is implied by one section at most, so the dictionary's order changes nothing.
    for (section, items) in changeset.impliedItems {
      for id in items {
        let kept = reloadedSections.contains(section) && oldItems.contains(id)
        add(id, kept ? .reloaded : .inserted)
      }
    }
    for move in changeset.items.moved { add(move.id, .moved) }
    for id in changeset.items.reloaded { add(id, .reloaded) }
    for id in changeset.items.reconfigured { add(id, .reconfigured) }
    for id in stale { add(id, .staleContent) }
    return actions
  }

  /// Gives each marker to the step of the apply it describes (``RecordingRenderer/markers``
  /// decides which) and places its tick where that step starts.
  private static func attach(
    _ markers: [FrameManifest.Marker], to steps: inout [ReportStep]
  ) -> [MarkerTick] {
    var index: [Int: Int] = [:]
    for (position, step) in steps.enumerated() where !step.trapped { index[step.seq] = position }
    var ticks: [MarkerTick] = []
    for marker in markers {
      guard let position = index[marker.seq] else { continue }
      steps[position].markers.append(marker.label)
      ticks.append(MarkerTick(time: marker.time, label: marker.label))
    }
    return ticks
  }
}

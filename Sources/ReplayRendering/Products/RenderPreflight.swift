import RecordingFormat
public import RecordingValidation
import ReplayRaster
public import SnapshotRecording

/// What `snapreplay check` asks of rendering without validation depending on it: a
/// `RecordingLint` that warns about the header's `render` hints and, in time, about where a
/// render would hit a budget, so that triage of a bug report starts with one command that never
/// dies.
///
/// Today it warns about a hint whose name is a near miss of an option's (``RenderOptionKey``, the
/// list the hint decoder walks): such a hint is ignored like any unknown one.
///
/// ```swift
/// let check = RecordingCheck(contentsOf: url, name: "rec.jsonl", lints: [RenderPreflight()])
/// check.diagnostics.forEach { print($0) }
/// // rec.jsonl:1: warning: unknown key "layot" in the header's render hints is ignored; did you
/// //   mean "layout"?      (one line, wrapped here)
/// ```
///
/// It also warns, in `finish(file:)`, where `snapreplay render` with the header's hints and no
/// flags would stop at a budget: more frames than ``FrameBudget/default`` (gaps the idle cap
/// shortens are not a problem: the render cuts them and says so), or a canvas past Cairo's
/// 32,767-pixel side or over ``CanvasMemoryBudget/default`` even for one worker. Both are
/// computed as the timeline computes them: the schedule from each rendered apply's timing, the
/// grid's canvas from the tallest arranged state. The sections are not kept: per apply only its
/// timing (a sectionless `ApplyEvent`) stays until the end.
public struct RenderPreflight: RecordingLint {
  /// The options a render would use: the header's hints over the defaults; `nil` when a hint is
  /// bad (the warning says so, and the budgets are not computed).
  private var options: RenderOptions?
  /// Each rendered apply's timing, sections left out.
  private var timings: [ApplyEvent] = []
  /// The tallest grid content so far, in points.
  private var tallest = 0.0
  /// The header's line, where the budget warnings point.
  private var headerLine = 1
  /// Which applies a render would play: it stops at the first apply UIKit would reject.
  private var playback = ReplayPlayback()

  /// Creates the preflight with the default options a render would use.
  public init() {}

  /// Keeps what the budgets need of each apply a render would draw.
  ///
  /// - Parameters:
  ///   - event: The next event of the recording.
  ///   - file: The name the recording is read under.
  /// - Returns: No diagnostics; the budgets are judged in ``finish(file:)``.
  public mutating func event(_ event: ValidatedEvent, file: String) -> [Diagnostic] {
    guard let validated = playback.plays(event), let options,
      TimelineAssembly.isInRange(validated.apply, options)
    else { return [] }
    let apply = validated.apply
    timings.append(
      ApplyEvent(
        seq: apply.seq, time: apply.time, sections: [], animating: apply.animating,
        reloadData: apply.reloadData))
    if FrameTimeline.needsTallestContent(options) {
      tallest = max(tallest, GridLayout(options: options).contentHeight(of: apply.sections))
    }
    return []
  }

  /// Warns when a render with the header's hints would stop at the frame budget or the canvas
  /// limits.
  ///
  /// - Parameter file: The name the recording is read under.
  /// - Returns: At most one warning per budget.
  public mutating func finish(file: String) -> [Diagnostic] {
    guard let options, !timings.isEmpty else { return [] }
    var problems: [String] = []
    let (schedule, _) = FrameTimeline.schedule(timings, options: options)
    let end = schedule.map(\.end).max() ?? 0
    let total = end + options.hold
    let frames = (total * options.fps + 1e-9).rounded(.down) + 1
    if !FrameBudget.default.allows(frames) {
      let cause = FrameCountExcess.cause(schedule: schedule, hold: options.hold, total: total)
      problems.append(
        "\(FrameCountExcess(frames: frames, budget: .default, cause: cause))")
    }
    let canvas: SceneSize
    switch options.layout {
    case .grid:
      canvas =
        options.viewport
        ?? SceneSize(
          width: max(GridLayout(options: options).contentWidth, 1), height: max(tallest, 1))
    case .list:
      canvas = options.viewport ?? SceneSize(width: 390, height: 844)
    }
    let scene = FrameScene(
      size: canvas, scale: options.scale, background: options.resolvedBackground, elements: [])
    do {
      let pixels = try PixelSize(of: scene)
      _ = try CanvasMemoryBudget.default.workerCount(for: pixels, requested: 1)
    } catch let error as RenderingError {
      problems.append("\(error)")
    } catch let error as FrameOutputError {
      problems.append("\(error)")
    } catch {
      problems.append("\(error)")
    }
    return problems.map { problem in
      Diagnostic(
        severity: .warning, category: .renderBudget, file: file, line: headerLine, seq: nil,
        message: "a render with the header's hints would stop: \(problem)")
    }
  }

  /// Warns about render hints whose names are near misses of an option's hint name.
  ///
  /// - Parameters:
  ///   - header: The recording's header.
  ///   - line: The header's line.
  ///   - file: The name the recording is read under.
  /// - Returns: One warning per misspelt hint, by hint name.
  public mutating func header(_ header: RecordingHeader, line: Int, file: String)
    -> [Diagnostic]
  {
    headerLine = line
    var diagnostics: [Diagnostic] = []
    do {
      options = try RenderOptions(header: header)
    } catch {
      options = nil
      diagnostics.append(
        Diagnostic(
          severity: .warning, category: .renderBudget, file: file, line: line, seq: nil,
          message: "a render with the header's hints would stop: \(error)"))
    }
    let known = RenderOptionKey.allCases.map(\.hint)
    return diagnostics
      + header.render.keys.sorted().compactMap { name in
        guard RenderOptionKey(rawValue: name) == nil,
          let suggestion = KeySuggestion.nearest(to: name, among: known)
        else { return nil }
        return Diagnostic(
          severity: .warning, category: .format, file: file, line: line, seq: nil,
          message: "unknown key \(RecordingError.quoted(name)) in the header's render hints is "
            + "ignored; did you mean \(RecordingError.quoted(suggestion))?")
      }
  }
}

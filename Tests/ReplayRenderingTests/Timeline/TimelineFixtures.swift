import RecordingValidation
import ReplayRendering
import ReplayTestSupport
import SnapshotModel
import SnapshotRecording

/// Small builders shared by the layout and timeline tests.
enum Fixture {
  /// An item labelled with its own identifier, in a fixed colour so fills are predictable.
  static func item(_ id: String, label: String? = nil) -> RecordedItem {
    RecordingBuilder.item(
      id, label: label ?? id, color: RecordedColor(red: 10, green: 20, blue: 30))
  }

  static func section(_ id: String, title: String? = nil, _ items: [String]) -> RecordedSection {
    RecordingBuilder.section(id, title: title, items.map { item($0) })
  }

  static func apply(
    _ seq: Int, at time: Double, _ sections: [RecordedSection], animating: Bool = true,
    reloadData: Bool = false, reloaded: [RecordedID] = [], reconfigured: [RecordedID] = [],
    rowAnimation: RowAnimation? = nil
  ) -> ApplyEvent {
    RecordingBuilder.apply(
      seq, at: time, sections, animating: animating, reloadData: reloadData, reloaded: reloaded,
      reconfigured: reconfigured, rowAnimation: rowAnimation)
  }

  /// A grid of 3 columns of 10×20 cells, spacing 2, padding 5, linear 1 s transitions at
  /// 10 fps and no hold: positions and progress are easy to compute by hand.
  static var grid: RenderOptions {
    var options = RenderOptions()
    options.columns = 3
    options.cellSize = SceneSize(width: 10, height: 20)
    options.spacing = 2
    options.padding = 5
    options.headerHeight = 30
    options.curve = .linear
    options.duration = 1
    options.fps = 10
    options.hold = 0
    return options
  }

  /// A plain list with linear 1 s transitions at 10 fps.
  static var list: RenderOptions {
    var options = grid
    options.layout = .list
    return options
  }
}

extension FrameTimeline {
  /// The timeline of applies written in a test, each validated first as `ValidatedRecording`
  /// validates a recording's applies.
  init(
    validating applies: [ApplyEvent], options: RenderOptions,
    keeping retention: SegmentRetention = .framesOnly
  ) throws {
    let validated = try applies.enumerated().map { line, apply in
      ValidatedApply(line: line + 2, apply: apply, snapshot: try apply.snapshot())
    }
    try self.init(applies: validated, options: options, keeping: retention)
  }
}

extension FrameScene {
  /// Every element showing `label`, back to front.
  func elements(labelled label: String) -> [SceneElement] {
    elements.filter { $0.label == label }
  }

  /// The one element showing `label`, or `nil` when there is none or several.
  func element(labelled label: String) -> SceneElement? {
    let found = elements(labelled: label)
    return found.count == 1 ? found[0] : nil
  }
}

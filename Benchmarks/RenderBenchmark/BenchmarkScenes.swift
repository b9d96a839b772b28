import ReplayRendering
import SnapshotRecording

/// The scenes the benchmark renders, built here so the benchmark does not depend on the
/// layouts and timeline. Every frame differs from the one before, so hold de-duplication does
/// not flatter the figures.
enum BenchmarkScenes {
  static let gridColumns = 41
  static let gridRows = 13
  static let cellSize = SceneSize(width: 16, height: 34)
  static let gridPadding = SceneSize(width: 2, height: 9)
  static let listRows = 17

  /// The insertion-sort look (square swatches on black, no spacing), 41 × 13 swatches of
  /// 16×34 pt at scale 1 with a little padding: 660×460 px. In
  /// frame `frame` a run of 20 cells shifts one slot right while the cell after them slides
  /// back to the run's start.
  static func grid(frame: Int, hues: [Double]) -> FrameScene {
    let count = gridColumns * gridRows
    let start = (frame / 10 * 37) % (count - 21)
    let progress = Double(frame % 10 + 1) / 10
    var elements: [SceneElement] = []
    for index in 0..<count {
      var slot = Double(index)
      if index >= start && index < start + 20 {
        slot += progress
      } else if index == start + 20 {
        slot -= 20 * progress
      }
      elements.append(
        SceneElement(
          kind: .gridCell, frame: gridFrame(slot: slot), fill: color(hue: hues[index])))
    }
    // The sliding cell draws on top.
    elements.append(elements.remove(at: start + 20))
    return FrameScene(
      size: SceneSize(
        width: Double(gridColumns) * cellSize.width + 2 * gridPadding.width,
        height: Double(gridRows) * cellSize.height + 2 * gridPadding.height),
      scale: 1, background: RecordedColor(red: 0, green: 0, blue: 0), elements: elements)
  }

  /// A plain settings-style list, 390×844 pt at scale 2 (780×1688 px): a header band and 17 rows
  /// with details and separators; in frame `frame` a new row fades in at index 5 while the rows
  /// below slide down.
  static func list(frame: Int) -> FrameScene {
    let progress = Double(frame % 30 + 1) / 30
    let rowHeight = 44.0
    let top = 28.0
    let white = RecordedColor(red: 255, green: 255, blue: 255)
    let black = RecordedColor(red: 0, green: 0, blue: 0)
    var elements = [
      SceneElement(
        kind: .header, frame: SceneRect(x: 0, y: 0, width: 390, height: top),
        fill: RecordedColor(red: 0xF7, green: 0xF7, blue: 0xF7), label: "Choose a Network…",
        textColor: black, fontSize: 15)
    ]
    for row in 0..<listRows {
      let shift = row >= 5 ? rowHeight * progress : 0
      let y = top + Double(row) * rowHeight + shift
      elements.append(
        SceneElement(
          kind: .listRow, frame: SceneRect(x: 0, y: y, width: 390, height: rowHeight),
          fill: white, label: "Network \(row + 1) – 강아지 셀",
          detail: row % 3 == 0 ? "Open" : "Secure",
          textColor: black))
      elements.append(
        SceneElement(
          kind: .separator,
          frame: SceneRect(x: 16, y: y + rowHeight - 0.5, width: 374, height: 0.5),
          fill: RecordedColor(red: 0xC6, green: 0xC6, blue: 0xC8)))
    }
    elements.append(
      SceneElement(
        kind: .listRow,
        frame: SceneRect(x: 0, y: top + 5 * rowHeight, width: 390, height: rowHeight),
        fill: white, opacity: progress, label: "New network", detail: "Secure", textColor: black))
    return FrameScene(
      size: SceneSize(width: 390, height: 844), scale: 2,
      background: RecordedColor(red: 255, green: 255, blue: 255), elements: elements)
  }

  /// Hues in a shuffled order from a fixed seed, so every run draws the same frames.
  static func shuffledHues() -> [Double] {
    let count = gridColumns * gridRows
    var hues = (0..<count).map { Double($0) / Double(count) }
    var state: UInt64 = 0x5EED
    for index in stride(from: count - 1, to: 0, by: -1) {
      state &+= 0x9E37_79B9_7F4A_7C15
      var mixed = state
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      mixed ^= mixed >> 31
      hues.swapAt(index, Int(mixed % UInt64(index + 1)))
    }
    return hues
  }

  private static func gridFrame(slot: Double) -> SceneRect {
    let column = slot.truncatingRemainder(dividingBy: Double(gridColumns))
    let row = (slot / Double(gridColumns)).rounded(.down)
    return SceneRect(
      x: gridPadding.width + column * cellSize.width,
      y: gridPadding.height + row * cellSize.height, width: cellSize.width,
      height: cellSize.height)
  }

  private static func color(hue: Double) -> RecordedColor {
    let sector = hue * 6
    let fraction = sector - sector.rounded(.down)
    let (red, green, blue): (Double, Double, Double) =
      switch Int(sector) % 6 {
      case 0: (1, fraction, 0)
      case 1: (1 - fraction, 1, 0)
      case 2: (0, 1, fraction)
      case 3: (0, 1 - fraction, 1)
      case 4: (fraction, 0, 1)
      default: (1, 0, 1 - fraction)
      }
    return RecordedColor(
      red: UInt8(red * 255), green: UInt8(green * 255), blue: UInt8(blue * 255))
  }
}

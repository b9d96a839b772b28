import SnapshotRecording

extension FrameStructure {
  /// The first place where `actual` departs from `golden`, frame by frame in order, in words.
  ///
  /// Within a frame the golden cells are read back to front: the first one missing from the
  /// render, showing other content (label, detail, subtitle, accessory, colour, indentation,
  /// expansion, picture), or placed, sized or faded differently, is the divergence; then a cell the
  /// goldens do not have; then a different drawing order; then the section headers; then the
  /// recorded footers and other supplementary views (text, then place). When every frame both
  /// have agrees, a different number of frames is the divergence.
  ///
  /// ```swift
  /// let divergence = FrameStructure.firstDivergence(golden: kept, actual: rendered)
  /// print(divergence?.description ?? "same structure")
  /// // frame 12, 0.4 s: `n-9` label 'Evergreen' → 'Evergreen 5G'
  /// ```
  ///
  /// - Parameters:
  ///   - golden: The goldens' frames.
  ///   - actual: The render's frames.
  /// - Returns: The first divergence, or `nil` when the structures are the same.
  /// - Complexity: O(f · c) for f frames of c cells.
  public static func firstDivergence(
    golden: [FrameStructure], actual: [FrameStructure]
  ) -> StructuralDivergence? {
    for index in 0..<min(golden.count, actual.count) {
      if let (item, text) = difference(golden: golden[index].cells, actual: actual[index].cells) {
        return StructuralDivergence(
          frame: index, time: actual[index].time, item: item, text: text)
      }
      if let text = difference(golden: golden[index].headers, actual: actual[index].headers) {
        return StructuralDivergence(frame: index, time: actual[index].time, item: nil, text: text)
      }
      if let text = difference(
        golden: golden[index].supplementary, actual: actual[index].supplementary)
      {
        return StructuralDivergence(frame: index, time: actual[index].time, item: nil, text: text)
      }
    }
    guard golden.count != actual.count else { return nil }
    let index = min(golden.count, actual.count)
    let time = index < actual.count ? actual[index].time : golden[index].time
    return StructuralDivergence(
      frame: index, time: time, item: nil,
      text: "the goldens have \(golden.count) frame\(golden.count == 1 ? "" : "s"), "
        + "the render \(actual.count)")
  }

  /// The first difference between two frames' cells: the item and the sentence.
  private static func difference(golden: [Cell], actual: [Cell]) -> (String, String)? {
    guard golden != actual else { return nil }
    // Cross-fades show an item twice: the n-th golden cell of an id pairs with the n-th
    // rendered one.
    var remaining: [String: [Cell]] = [:]
    for cell in actual { remaining[cell.id, default: []].append(cell) }
    for cell in golden {
      let name = quoted(cell.id)
      guard var candidates = remaining[cell.id], !candidates.isEmpty else {
        return (cell.id, "\(name) expected, not rendered")
      }
      let rendered = candidates.removeFirst()
      remaining[cell.id] = candidates
      if let text = content(of: name, golden: cell.content, actual: rendered.content) {
        return (cell.id, text)
      }
      if let text = placement(of: name, golden: cell, actual: rendered) {
        return (cell.id, text)
      }
    }
    for cell in actual where !(remaining[cell.id] ?? []).isEmpty {
      return (cell.id, "\(quoted(cell.id)) rendered, not in the goldens")
    }
    // Same cells, another order: the first position where they differ.
    for (expected, rendered) in zip(golden, actual) where expected.id != rendered.id {
      return (
        expected.id,
        "\(quoted(expected.id)) drawn in another order (behind \(quoted(rendered.id)) in the "
          + "goldens' order)"
      )
    }
    return nil
  }

  /// `` `dog` expected at y=44, rendered at y=88 ``, for the first coordinate that differs.
  private static func placement(
    of name: String, golden: some PlacedOnFrame, actual: some PlacedOnFrame
  ) -> String? {
    let measures: [(String, Double, Double)] = [
      ("x", golden.x, actual.x), ("y", golden.y, actual.y),
      ("width", golden.width, actual.width), ("height", golden.height, actual.height),
    ]
    for (measure, expected, rendered) in measures where expected != rendered {
      return "\(name) expected at \(measure)=\(number(expected)), rendered at "
        + "\(measure)=\(number(rendered))"
    }
    if golden.opacity != actual.opacity {
      return "\(name) expected at opacity \(number(golden.opacity)), rendered at opacity "
        + number(actual.opacity)
    }
    return nil
  }

  /// `` `n-9` label 'Evergreen' → 'Evergreen 5G' ``, for the first part of the content that
  /// differs; nothing when either side keeps no content.
  private static func content(
    of name: String, golden: Content?, actual: Content?
  ) -> String? {
    guard let golden, let actual, golden != actual else { return nil }
    // Texts are quoted, names and numbers are not.
    let parts: [(String, String, String)] = [
      ("label", said(golden.label), said(actual.label)),
      ("detail", said(golden.detail), said(actual.detail)),
      ("subtitle", said(golden.subtitle), said(actual.subtitle)),
      ("accessory", golden.accessory ?? "none", actual.accessory ?? "none"),
      ("colour", golden.fill ?? "none", actual.fill ?? "none"),
      ("indentation", number(golden.indentation), number(actual.indentation)),
      ("expansion", expansion(golden.expanded), expansion(actual.expanded)),
      ("image", golden.image ?? "none", actual.image ?? "none"),
    ]
    for (part, expected, rendered) in parts where expected != rendered {
      return "\(name) \(part) \(expected) → \(rendered)"
    }
    return nil
  }

  /// The first header that differs: its text, or a header only one side draws.
  private static func difference(golden: [Header], actual: [Header]) -> String? {
    guard golden != actual else { return nil }
    var remaining: [String: [Header]] = [:]
    for header in actual { remaining[header.section, default: []].append(header) }
    for header in golden {
      let name = "section \(quoted(header.section)) header"
      guard var candidates = remaining[header.section], !candidates.isEmpty else {
        return "\(name) \(said(header.text)) expected, not rendered"
      }
      let rendered = candidates.removeFirst()
      remaining[header.section] = candidates
      if rendered.text != header.text {
        return "\(name) \(said(header.text)) → \(said(rendered.text))"
      }
    }
    for header in actual where !(remaining[header.section] ?? []).isEmpty {
      return "section \(quoted(header.section)) header \(said(header.text)) rendered, "
        + "not in the goldens"
    }
    return nil
  }

  /// The first supplementary view that differs: its text, its place, or a view only one side
  /// draws; the n-th golden view of a section and kind pairs with the n-th rendered one.
  private static func difference(golden: [Supplementary], actual: [Supplementary]) -> String? {
    guard golden != actual else { return nil }
    struct Slot: Hashable {
      var section: String
      var kind: String
    }
    func name(_ view: Supplementary) -> String {
      "section \(quoted(view.section)) \(TerminalText.escaped(view.kind))"
    }
    var remaining: [Slot: [Supplementary]] = [:]
    for view in actual {
      remaining[Slot(section: view.section, kind: view.kind), default: []].append(view)
    }
    for view in golden {
      let slot = Slot(section: view.section, kind: view.kind)
      guard var candidates = remaining[slot], !candidates.isEmpty else {
        return "\(name(view)) \(said(view.text)) expected, not rendered"
      }
      let rendered = candidates.removeFirst()
      remaining[slot] = candidates
      if rendered.text != view.text {
        return "\(name(view)) \(said(view.text)) → \(said(rendered.text))"
      }
      if let placement = placement(of: name(view), golden: view, actual: rendered) {
        return placement
      }
    }
    // The views left over are the last ones of their slot: the first of them in drawing order.
    var paired: [Slot: Int] = [:]
    for view in golden { paired[Slot(section: view.section, kind: view.kind), default: 0] += 1 }
    for view in actual {
      let slot = Slot(section: view.section, kind: view.kind)
      guard paired[slot, default: 0] == 0 else {
        paired[slot, default: 0] -= 1
        continue
      }
      return "\(name(view)) \(said(view.text)) rendered, not in the goldens"
    }
    return nil
  }

  /// `'Evergreen'`, escaped for a terminal; `none` for no text.
  private static func said(_ text: String?) -> String {
    text.map { "'\(TerminalText.escaped($0))'" } ?? "none"
  }

  private static func expansion(_ expanded: Bool?) -> String {
    expanded.map { $0 ? "expanded" : "collapsed" } ?? "none"
  }

  /// `` `dog` ``, escaped for a terminal.
  private static func quoted(_ id: String) -> String { "`\(TerminalText.escaped(id))`" }

  /// `44`, `43.5`: whole numbers without a fraction, as the manifests write them.
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

/// Where a golden's cell or supplementary view sits, for ``FrameStructure``'s one wording of a
/// moved or faded element.
private protocol PlacedOnFrame {
  var x: Double { get }
  var y: Double { get }
  var width: Double { get }
  var height: Double { get }
  var opacity: Double { get }
}

extension FrameStructure.Cell: PlacedOnFrame {}
extension FrameStructure.Supplementary: PlacedOnFrame {}

import ReplayRendering

extension VerificationResult {
  /// Fills in how the goldens were made compared with this run (``recipeDifferences``), the
  /// first structural divergence and, for a failing result, its classification.
  ///
  /// - Parameters:
  ///   - golden: The goldens' recipe; `nil` when they have none (made before `golden.json`).
  ///   - current: This run's recipe.
  mutating func judge(golden: GoldenRecipe?, current: GoldenRecipe) {
    judgeStructure(golden: golden, current: current)
    judgeTiming(golden: golden, current: current)
  }

  /// The frame count and rate: another rate makes every frame another moment, so it is the
  /// failure whatever else differs; another count is the failure when every frame both sides
  /// have agrees.
  private mutating func judgeTiming(golden: GoldenRecipe?, current: GoldenRecipe) {
    let counts = TimingDifference.counts(of: report)
    if let goldenRate = golden?.options.text(for: .fps),
      let rate = current.options.text(for: .fps), goldenRate != rate
    {
      timing = .frameRate(
        golden: goldenRate, actual: rate, goldenFrames: counts.golden, actualFrames: counts.actual)
      if !passed { classification = .frameRate }
    } else if counts.golden > 0, counts.golden != counts.actual {
      timing = .frameCount(golden: counts.golden, actual: counts.actual)
      let commonAgree = report.frames.allSatisfy { $0.result == nil || $0.passed }
      let commonStructureAgrees = (divergence?.frame ?? .max) >= min(counts.golden, counts.actual)
      if !passed && commonAgree && commonStructureAgrees { classification = .frameCount }
    } else {
      timing = nil
    }
  }

  private mutating func judgeStructure(golden: GoldenRecipe?, current: GoldenRecipe) {
    guard let golden else {
      recipeDifferences = nil
      divergence = nil
      classification = passed ? nil : .unknown
      return
    }
    recipeDifferences = golden.differences(from: current)
    guard let goldenFrames = golden.frames, let currentFrames = current.frames else {
      // Too many cells to keep: the structure is unknown, as for goldens without golden.json.
      divergence = nil
      classification = passed ? nil : .unknown
      return
    }
    // Ignored items may move and change (a clock, a timestamp): their cells are no divergence,
    // or every failure elsewhere would be `changed` and named after them.
    let ignored = Set(current.ignoring.items)
    let goldenCompared = goldenFrames.map { Self.frame($0, without: ignored) }
    let currentCompared = currentFrames.map { Self.frame($0, without: ignored) }
    // Goldens before version 3 keep no content: compare what they keep, and say so (a note).
    // Goldens without supplementary views may predate them: the render's are not compared.
    var actualCompared =
      golden.keepsContent ? currentCompared : currentCompared.map(\.withoutContent)
    if !golden.keepsSupplementary { actualCompared = actualCompared.map(\.withoutSupplementary) }
    divergence = FrameStructure.firstDivergence(golden: goldenCompared, actual: actualCompared)
    changedFrames = Self.changedFrames(in: report, golden: goldenCompared, actual: actualCompared)
    // A canvas of another size is a change of structure too (the layout's content size), which
    // the cells alone may show only later or never.
    if let resized = firstResizedFrame(times: currentFrames.map(\.time)),
      resized.frame < divergence?.frame ?? .max
    {
      divergence = resized
    }
    classification = passed ? nil : divergence == nil ? .pixelsOnly : .changed
  }

  /// The frame without the cells of `items`.
  private static func frame(_ frame: FrameStructure, without items: Set<String>) -> FrameStructure {
    guard !items.isEmpty else { return frame }
    var kept = frame
    kept.cells.removeAll { items.contains($0.id) }
    return kept
  }

  /// The first frame whose golden and render have different sizes, as a divergence.
  private func firstResizedFrame(times: [Double]) -> StructuralDivergence? {
    for (index, frame) in report.frames.enumerated() {
      guard let result = frame.result, result.verdict == .dimensionMismatch else { continue }
      let number = FrameDirectory.frameIndex(of: frame.name) ?? index
      let golden = result.referenceSize
      let actual = result.candidateSize
      return StructuralDivergence(
        frame: number, time: number < times.count ? times[number] : 0, item: nil,
        text: "the canvas is \(golden.width)x\(golden.height) pixels in the goldens, "
          + "\(actual.width)x\(actual.height) rendered")
    }
    return nil
  }
}

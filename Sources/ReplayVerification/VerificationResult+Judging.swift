import ReplayRendering

extension VerificationResult {
  /// Fills in how the goldens were made compared with this run (``recipeDifferences``), the
  /// first structural divergence and, for a failing result, its classification.
  ///
  /// - Parameters:
  ///   - golden: The goldens' recipe; `nil` when they have none (made before `golden.json`).
  ///   - current: This run's recipe.
  mutating func judge(golden: GoldenRecipe?, current: GoldenRecipe) {
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
    // Goldens before version 3 keep no content: compare what they keep, and say so (a note).
    divergence = FrameStructure.firstDivergence(
      golden: goldenFrames,
      actual: golden.keepsContent ? currentFrames : currentFrames.map(\.withoutContent))
    // A canvas of another size is a change of structure too (the layout's content size), which
    // the cells alone may show only later or never.
    if let resized = firstResizedFrame(times: currentFrames.map(\.time)),
      resized.frame < divergence?.frame ?? .max
    {
      divergence = resized
    }
    classification = passed ? nil : divergence == nil ? .pixelsOnly : .changed
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

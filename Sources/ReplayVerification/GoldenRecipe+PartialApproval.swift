import ReplayRendering

extension GoldenRecipe {
  /// The recipe `approve` writes when it re-records only some frames: this (the fresh
  /// render's) recipe, except that each frame not in `approved` keeps the structure `kept`
  /// (the directory's earlier `golden.json`) has for it — its golden frame stays as it was, so
  /// `golden.json` keeps describing it, and it still fails as what it is (`changed` stays
  /// `changed`, not `pixels-only`).
  ///
  /// Earlier recipes that keep no content, or no structure, are not mixed in: the fresh
  /// recipe is written whole, as before per-frame approval. An earlier recipe that keeps no
  /// supplementary views (``keepsSupplementary``) gives its frames the fresh render's.
  ///
  /// ```swift
  /// let written = fresh.keeping(earlier, exceptFrames: [3, 4])
  /// // frames 3 and 4 as rendered now, every other frame as `earlier` has it
  /// ```
  ///
  /// - Parameters:
  ///   - kept: The directory's recipe before the approval, if it has one.
  ///   - approved: The indices of the frames approved.
  /// - Returns: The recipe to write.
  public func keeping(_ kept: GoldenRecipe?, exceptFrames approved: Set<Int>) -> GoldenRecipe {
    guard let kept, kept.keepsContent, let keptFrames = kept.frames, let frames else {
      return self
    }
    var merged = self
    // Goldens that kept no supplementary views may predate them: a kept frame takes the
    // fresh render's, rather than saying its footers are gone.
    let takesSupplementary = !kept.keepsSupplementary
    merged.frames = frames.indices.map { index in
      guard !approved.contains(index), index < keptFrames.count else { return frames[index] }
      var frame = keptFrames[index]
      if takesSupplementary { frame.supplementary = frames[index].supplementary }
      return frame
    }
    return merged
  }
}

extension SuiteResult {
  /// The result with `root` as every recording's ``VerificationResult/root``: its writers —
  /// the JSON document, a shard's fragment — then give each path inside `root` relative to it.
  ///
  /// ```swift
  /// let portable = result.relative(to: ResultRoot(URL(fileURLWithPath: "/ci/checkout")))
  /// print(portable.json)  // "recording" : "suite/a.jsonl", …
  /// ```
  ///
  /// - Parameter root: The root.
  /// - Returns: The same result, written relative to `root`.
  public func relative(to root: ResultRoot) -> SuiteResult {
    SuiteResult(
      results: results.map { result in
        var result = result
        result.root = root
        return result
      }, pixelsOnly: pixelsOnly)
  }
}

extension VerifiedOptions {
  /// The options with `root` as their ``root``: a shard's fragment writes their paths inside
  /// it relative to it, as it writes the results'.
  ///
  /// - Parameter root: The root.
  /// - Returns: The same options, written relative to `root`.
  public func relative(to root: ResultRoot) -> VerifiedOptions {
    var options = self
    options.root = root
    return options
  }
}

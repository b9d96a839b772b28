extension RenderOptionOverrides {
  /// The overrides as command-line arguments, flag then value, in the order of
  /// ``RenderOptionKey``: what a person types to render with exactly these options, and what
  /// a verify report writes into the command that re-records a recording.
  ///
  /// ```swift
  /// RenderOptionOverrides { $0.fps = 5; $0.maxIdle = .some(nil); $0.toSeq = 3 }.arguments
  /// // ["--fps", "5", "--max-idle", "none", "--to", "3"]
  /// ```
  public var arguments: [String] {
    var arguments: [String] = []
    for key in RenderOptionKey.allCases {
      guard let text = text(for: key) else { continue }
      arguments += [key.flag, text]
    }
    return arguments
  }

  /// Overrides read from command-line arguments as ``arguments`` writes them (`--fps 5`, or
  /// `--fps=5`): how version 1 of `approvals.json` saved them.
  ///
  /// ```swift
  /// let overrides = try RenderOptionOverrides(arguments: ["--fps", "5", "--to", "3"])
  /// print(overrides.fps)  // Optional(5.0)
  /// ```
  ///
  /// - Parameter arguments: Flags of render options, each followed by its value.
  /// - Throws: ``RenderOptionArgumentsError`` naming the first argument that is no render
  ///   option, a flag without a value, or a value its option does not take.
  public init(arguments: [String]) throws(RenderOptionArgumentsError) {
    var texts: [RenderOptionKey: String] = [:]
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let flag = String(argument.prefix { $0 != "=" })
      guard let key = RenderOptionKey.allCases.first(where: { $0.flag == flag }) else {
        throw .unknownArgument(argument)
      }
      if flag.count < argument.count {
        texts[key] = String(argument.dropFirst(flag.count + 1))
      } else if let value = remaining.popFirst() {
        texts[key] = value
      } else {
        throw .missingValue(flag: key.flag)
      }
    }
    do {
      try self.init(texts: texts)
    } catch {
      throw .invalidValue(error)
    }
  }
}

extension ReportCommand {
  /// The extensions a single-file report may have, lowercased: the names every browser opens
  /// as a page from `file://`.
  static let pageExtensions: Set<String> = ["html", "htm"]

  /// The file a single-file report is written to when `-o` names `output`: `output` itself
  /// when it ends in `.html` or `.htm` (any case), `output.html` when its name has no
  /// extension — a browser shows a file without one as plain text.
  ///
  /// ```swift
  /// try ReportCommand.singleFilePath("bugreport")       // "bugreport.html"
  /// try ReportCommand.singleFilePath("out/Bug.HTM")     // "out/Bug.HTM"
  /// try ReportCommand.singleFilePath("bugreport.txt")   // throws singleFileExtension
  /// ```
  ///
  /// A dot that starts the name (`.report`) is not an extension, and a path ending in `/`
  /// names a directory, left for the writer to refuse.
  ///
  /// - Parameter output: The path `-o` named.
  /// - Returns: The path written.
  /// - Throws: ``InvocationError/singleFileExtension(path:)`` for any other extension.
  static func singleFilePath(_ output: String) throws(InvocationError) -> String {
    guard !output.hasSuffix("/"), let name = output.split(separator: "/").last else {
      return output
    }
    let stem = name.drop { $0 == "." }
    guard let dot = stem.lastIndex(of: ".") else { return output + ".html" }
    let pathExtension = stem[stem.index(after: dot)...].lowercased()
    guard Self.pageExtensions.contains(pathExtension) else {
      throw .singleFileExtension(path: output)
    }
    return output
  }
}

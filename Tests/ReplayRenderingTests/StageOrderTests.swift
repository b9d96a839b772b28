import Foundation
import Testing

/// ReplayRendering's folders are the stages of the pipeline, and a stage may use only the
/// stages before it:
///
///     Scene → Options → Layout → Timeline → Raster → Output → Products
///
/// `Scene/` is the vocabulary every stage speaks (a frame's size, rectangles, elements and
/// their kinds), so it comes first although the timeline is what fills scenes in. `Products/`
/// (RecordingRenderer, ContactSheet, VideoExport) may use every stage; no stage uses it.
///
/// The check is textual and deliberately simple: it collects the types each folder declares at
/// the top level and fails when a file of an earlier folder names a type of a later one,
/// outside comments and string literals. A new folder must be added to ``stages`` in its place.
@Suite struct StageOrderTests {
  /// The stage folders, in the order they may import each other.
  static let stages = ["Scene", "Options", "Layout", "Timeline", "Raster", "Output", "Products"]

  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/ReplayRendering")

  @Test func everySourceFileIsInAStageFolder() throws {
    // The DocC catalog sits beside the stages; it holds articles, not code.
    let entries = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
      .filter { !$0.hasSuffix(".docc") }
    #expect(entries.sorted() == Self.stages.sorted())
  }

  @Test func noStageNamesATypeOfALaterStage() throws {
    let files = try Self.stages.map { try Self.swiftFiles(in: $0) }
    let declared = try files.map { stageFiles in
      try stageFiles.reduce(into: Set<String>()) { names, file in
        names.formUnion(Self.declaredTypes(in: try Self.code(of: file)))
      }
    }
    var violations: [String] = []
    for (index, stageFiles) in files.enumerated() {
      let later = declared[(index + 1)...].reduce(into: Set<String>()) { $0.formUnion($1) }
      for file in stageFiles {
        let used = Self.identifiers(in: try Self.code(of: file)).intersection(later)
        for name in used.sorted() {
          let owner = Self.stages[declared.firstIndex { $0.contains(name) } ?? index]
          violations.append(
            "\(Self.stages[index])/\(file.lastPathComponent) uses \(name), declared in the "
              + "later stage \(owner)/")
        }
      }
    }
    #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
  }

  @Test func theCheckFindsAnUpwardReference() {
    let code = Self.code(
      of: """
        // FrameScene in a comment does not count, nor does "FrameScene" in a string.
        let metadata = FrameMetadata(time: 0, seq: nil, progress: 1)
        """)
    #expect(
      Self.identifiers(in: code).intersection(["FrameScene", "FrameMetadata"]) == ["FrameMetadata"])
    #expect(
      Self.declaredTypes(
        in: "public struct FrameScene {\n  enum Kind {}\n}\nfinal class SceneDrawer {}\n")
        == ["FrameScene", "SceneDrawer"])
  }

  static func swiftFiles(in stage: String) throws -> [URL] {
    let folder = sources.appendingPathComponent(stage)
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      .filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0) }
  }

  static func code(of file: URL) throws -> String {
    code(of: try String(contentsOf: file, encoding: .utf8))
  }

  /// The source without comments and string literals.
  static func code(of source: String) -> String {
    var text = source.replacingOccurrences(
      of: #"/\*[\s\S]*?\*/"#, with: " ", options: .regularExpression)
    text = text.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
    text = text.replacingOccurrences(
      of: #""""[\s\S]*?""""#, with: "\"\"", options: .regularExpression)
    return text.replacingOccurrences(
      of: #""(?:[^"\\\n]|\\.)*""#, with: "\"\"", options: .regularExpression)
  }

  /// Types declared at the top level (column 0), whatever their access level.
  static func declaredTypes(in code: String) -> Set<String> {
    let pattern =
      #"(?m)^(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*"#
      + #"(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z][A-Za-z0-9_]*)"#
    return matches(of: pattern, in: code)
  }

  /// Every capitalised identifier in the code.
  static func identifiers(in code: String) -> Set<String> {
    matches(of: #"\b([A-Z][A-Za-z0-9_]*)\b"#, in: code)
  }

  private static func matches(of pattern: String, in text: String) -> Set<String> {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return Set(
      expression.matches(in: text, range: range).compactMap { match in
        Range(match.range(at: 1), in: text).map { String(text[$0]) }
      })
  }
}

import RecordingValidation
public import ReplayRendering

/// How a golden set was made, kept beside its frames in `golden.json`: the render options, the
/// tool's version, the text stack (Cairo, Pango, font files) and each frame's structure.
/// `verify` compares the first three before any pixel, and the structure before the pixels
/// (``FrameStructure/firstDivergence(golden:actual:)``).
///
/// Golden sets recorded before this file existed have none: they still verify, and their
/// recipe is unknown.
///
/// The file's one definition is `GoldenRecipeDocument`, written with keys in a fixed order, one
/// frame per line, so the same replay and environment always give the same bytes (see ``json``).
///
/// ```swift
/// if let recipe = try GoldenRecipe.load(from: goldens) {
///   for difference in recipe.differences(from: current) { print(difference.text) }
/// }
/// ```
public struct GoldenRecipe: Hashable, Sendable {
  /// The file in a golden directory that holds the recipe: `golden.json`.
  public static let fileName = "golden.json"
  /// The `format` value that marks the file.
  public static let formatName = "snapreplay-golden"
  /// The version this tool writes: 3 keeps each cell's content as drawn and each frame's
  /// section headers (``FrameStructure/Content``); 2 saved the options as a recording header's
  /// `render` hints do (numbers as numbers), the one saved form of options
  /// (``RenderOptionOverrides``).
  public static let formatVersion = 3
  /// The versions this tool reads: 1 saved every option as command-line text, which the
  /// saved form reads too; 1 and 2 keep no content.
  public static let readableVersions = 1...3
  /// The first version whose structure holds the cells' content.
  static let firstVersionKeepingContent = 3
  /// This tool's version, written into the goldens it records.
  public static let currentToolVersion = SnapreplayVersion.current

  /// The tool's version that made the goldens.
  public var toolVersion: String
  /// Every render option's value, in the one saved form of options (by header-hint name,
  /// ``RenderOptionKey/hint``); unset optional options are absent.
  public var options: RenderOptionOverrides
  /// What the comparison ignored (`--ignore-item`, `--ignore-rect`): an option of the goldens
  /// too, so a change of masks is an options difference.
  public var ignoring = IgnoredRegions()
  /// How the golden directory keeps its frames; `golden.json` names it when it is not a PNG
  /// per frame.
  public var goldenFormat = GoldenFormat.png
  /// The text stack the frames were drawn with.
  public var textStack: TextStack
  /// Each frame's structure, in frame order; `nil` when the render had more item cells than
  /// ``FrameStructure/cellLimit``.
  public var frames: [FrameStructure]?
  /// Whether ``frames`` hold the cells' content and the headers: `false` for goldens recorded
  /// before `golden.json` version 3, whose structure is compared without content.
  public var keepsContent: Bool

  /// Whether ``frames`` hold recorded supplementary views (footers, an app's own kinds): goldens
  /// recorded before they were kept hold none, and neither do the goldens of a replay that
  /// draws none, so a golden set without any is compared without them (a footer the goldens
  /// lack then differs in pixels only).
  ///
  /// ```swift
  /// recipe.keepsSupplementary  // true when some frame keeps a footer
  /// ```
  public var keepsSupplementary: Bool {
    frames?.contains { !$0.supplementary.isEmpty } ?? false
  }

  /// Creates a recipe.
  ///
  /// - Parameters:
  ///   - toolVersion: The tool's version.
  ///   - options: Every option's value.
  ///   - textStack: The text stack.
  ///   - frames: Each frame's structure; `nil` when not kept.
  ///   - keepsContent: Whether the frames hold content (goldens before version 3 do not).
  public init(
    toolVersion: String = GoldenRecipe.currentToolVersion, options: RenderOptionOverrides,
    textStack: TextStack, frames: [FrameStructure]?, keepsContent: Bool = true
  ) {
    self.toolVersion = toolVersion
    self.options = options
    self.textStack = textStack
    self.frames = frames
    self.keepsContent = keepsContent
  }

  /// The recipe of a render with this tool: its options, its text stack for the recording's
  /// text, and its frames' structure.
  ///
  /// ```swift
  /// var texts = GoldenRecipe.ReplayTexts()
  /// let renderer = try RecordingRenderer(recording: recording, observing: { texts.observe($0) })
  /// let recipe = try GoldenRecipe(of: renderer, texts: texts)
  /// ```
  ///
  /// - Parameters:
  ///   - renderer: The prepared render.
  ///   - texts: The texts of the applies it plays, observed while it was built.
  /// - Throws: `RecordingRenderError`: ``RecordingRenderError/output(_:)`` when Pango cannot be
  ///   set up, ``RecordingRenderError/recording(_:)`` when a recording drawn while it is read
  ///   no longer reads as it did.
  public init(of renderer: RecordingRenderer, texts: ReplayTexts) throws(RecordingRenderError) {
    let textStack: TextStack
    do {
      textStack = try TextStack.current(for: texts.all)
    } catch {
      throw .output(.rendering(frame: 0, error))
    }
    let frames: [FrameStructure]?
    do {
      frames = try FrameStructure.frames(of: renderer.frames)
    } catch {
      throw .recording(error)
    }
    self.init(
      options: RenderOptionOverrides(every: renderer.options), textStack: textStack,
      frames: frames)
  }

  /// How the goldens (`self`) were made differently from `current`: options first (one
  /// sentence naming each differing option), then Cairo, Pango and the fonts, then the tool,
  /// then a note when the goldens' file keeps no content (before version 3).
  ///
  /// ```swift
  /// golden.differences(from: current).map(\.text)
  /// // ["options differ: fps 5 (golden) vs 30", "rendered with different fonts: …"]
  /// ```
  ///
  /// - Parameter current: This run's recipe.
  /// - Returns: The differences; empty when made the same way.
  public func differences(from current: GoldenRecipe) -> [RecipeDifference] {
    var differences: [RecipeDifference] = []
    var options: [String] = []
    for key in RenderOptionKey.allCases {
      let golden = self.options.text(for: key)
      let now = current.options.text(for: key)
      if golden != now {
        options.append("\(key.hint) \(golden ?? "unset") (golden) vs \(now ?? "unset")")
      }
    }
    if ignoring != current.ignoring {
      for (name, golden, now) in [
        ("ignore-item", ignoring.items, current.ignoring.items),
        (
          "ignore-rect", ignoring.rects.map(IgnoredRegions.text(of:)),
          current.ignoring.rects.map(IgnoredRegions.text(of:))
        ),
      ] where golden != now {
        let text = { (values: [String]) in
          values.isEmpty ? "unset" : values.joined(separator: " ")
        }
        options.append("\(name) \(text(golden)) (golden) vs \(text(now))")
      }
    }
    if !options.isEmpty {
      differences.append(
        RecipeDifference(
          aspect: .options, text: "options differ: " + options.joined(separator: ", ")))
    }
    for (library, golden, now) in [
      ("Cairo", textStack.cairo, current.textStack.cairo),
      ("Pango", textStack.pango, current.textStack.pango),
    ] where golden != now {
      differences.append(
        RecipeDifference(
          aspect: .textStack, text: "rendered with \(library) \(now), the goldens with \(golden)"))
    }
    if let fonts = Self.fontDifference(golden: textStack.fonts, current: current.textStack.fonts) {
      differences.append(RecipeDifference(aspect: .textStack, text: fonts))
    }
    if toolVersion != current.toolVersion {
      differences.append(
        RecipeDifference(
          aspect: .tool,
          text: "made by snapreplay \(toolVersion) (golden) vs \(current.toolVersion)"))
    }
    if !keepsContent {
      differences.append(
        RecipeDifference(
          aspect: .format,
          text: "the goldens' \(Self.fileName) is older than version "
            + "\(Self.firstVersionKeepingContent) and keeps no cell content: a changed label or "
            + "colour shows as pixels-only; re-record the goldens to compare content"))
    }
    return differences
  }

  /// `rendered with different fonts: …` naming each font file that changed, went or came.
  private static func fontDifference(
    golden: [TextStack.FontFile], current: [TextStack.FontFile]
  ) -> String? {
    guard golden != current else { return nil }
    let goldenByPath = Dictionary(golden.map { ($0.path, $0) }) { first, _ in first }
    let currentByPath = Dictionary(current.map { ($0.path, $0) }) { first, _ in first }
    var parts: [String] = []
    for file in golden {
      if let now = currentByPath[file.path] {
        if !mayBeTheSame(file, now) {
          parts.append(
            "\(file.path) changed (\(file.bytes) bytes, hash \(file.hash) in the goldens; "
              + "\(now.bytes) bytes, hash \(now.hash) now)")
        }
      } else {
        parts.append("\(file.path) used by the goldens, not now")
      }
    }
    for file in current where goldenByPath[file.path] == nil {
      parts.append("\(file.path) used now, not by the goldens")
    }
    guard !parts.isEmpty else { return nil }
    return "rendered with different fonts: " + parts.joined(separator: "; ")
  }

  /// Whether a golden's font file and this run's may be the same: the same size, and the same
  /// fingerprint when both fingerprints are of one kind. Goldens recorded before font
  /// fingerprints were SHA-256 (64 hex digits) hold 16-digit FNV-1a ones; against the other
  /// kind a fingerprint says nothing, so the file is unknown, not different.
  private static func mayBeTheSame(_ golden: TextStack.FontFile, _ now: TextStack.FontFile) -> Bool
  {
    guard golden.bytes == now.bytes else { return false }
    return golden.hash.count != now.hash.count || golden.hash == now.hash
  }
}

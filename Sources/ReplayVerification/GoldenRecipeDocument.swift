import ReplayRendering

/// `golden.json`'s saved form, the one definition both its writing and its reading derive
/// from: ``JSONDocumentEncoder`` writes it with its keys in declaration order, options on one
/// line, one font and one frame per line; `JSONDecoder` reads it back.
///
/// Versions 1 to 3 share this shape: version 1's options are command-line texts, which the
/// saved form of options reads too; versions 1 and 2 keep no content (a cell is six values, no
/// frame has headers). A frame's `supplementary` views came later within version 3, only
/// where there are any (``GoldenRecipe/keepsSupplementary``).
///
/// ```swift
/// let text = try JSONDocumentEncoder(keyOrder: .encoded).text(of: GoldenRecipeDocument(recipe))
/// let back = try JSONDecoder().decode(GoldenRecipeDocument.self, from: Data(text.utf8))
/// print(try back.recipe() == recipe)  // true
/// ```
struct GoldenRecipeDocument: Codable {
  /// What a reader checks before the rest: the format and its version.
  struct Header: Decodable {
    var format: String
    var version: Int
  }

  /// The text stack: library versions and one font per line.
  struct SavedTextStack: Codable {
    var cairo: String
    var pango: String
    var fonts: [OnOneLine<SavedFont>]
  }

  /// One font file; on macOS also what CoreText names it (left out where there is nothing,
  /// so a Linux golden's file is as it was).
  struct SavedFont: Codable {
    var path: String
    var bytes: Int
    var hash: String
    var name: String?
    var family: String?
    var version: String?
  }

  /// One frame, on one line; its cells are `"previous"` when its cells, headers and
  /// supplementary views are the frame before's. Headers and supplementary views are left out
  /// when there are none (or `previous` covers them), so the goldens of a recording without
  /// footers are as they were before footers were kept.
  struct SavedFrame: Codable {
    var time: ReadableNumber
    var cells: SavedCells
    var headers: [SavedHeader]?
    var supplementary: [SavedSupplementary]?
  }

  /// `[section, kind, x, y, width, height, opacity, text]`, the text left out when none is
  /// drawn.
  struct SavedSupplementary: Codable {
    var view: FrameStructure.Supplementary

    init(_ view: FrameStructure.Supplementary) { self.view = view }

    init(from decoder: any Decoder) throws {
      var values = try decoder.unkeyedContainer()
      let section = try values.decode(String.self)
      let kind = try values.decode(String.self)
      var numbers: [Double] = []
      for _ in 0..<5 { numbers.append(try values.decode(Double.self)) }
      let text = values.isAtEnd ? nil : try values.decode(String.self)
      guard values.isAtEnd else {
        throw DecodingError.dataCorruptedError(
          in: values,
          debugDescription: "a supplementary view is [section, kind, x, y, width, height, "
            + "opacity, text]")
      }
      view = FrameStructure.Supplementary(
        section: section, kind: kind, text: text, x: numbers[0], y: numbers[1],
        width: numbers[2], height: numbers[3], opacity: numbers[4])
    }

    func encode(to encoder: any Encoder) throws {
      var values = encoder.unkeyedContainer()
      try values.encode(view.section)
      try values.encode(view.kind)
      for value in [view.x, view.y, view.width, view.height, view.opacity] {
        try values.encode(ReadableNumber(value))
      }
      if let text = view.text { try values.encode(text) }
    }
  }

  /// `[section, text]`.
  struct SavedHeader: Codable {
    var header: FrameStructure.Header

    init(_ header: FrameStructure.Header) { self.header = header }

    init(from decoder: any Decoder) throws {
      var values = try decoder.unkeyedContainer()
      let section = try values.decode(String.self)
      let text = try values.decode(String.self)
      guard values.isAtEnd else {
        throw DecodingError.dataCorruptedError(
          in: values, debugDescription: "a header is [section, text]")
      }
      header = FrameStructure.Header(section: section, text: text)
    }

    func encode(to encoder: any Encoder) throws {
      var values = encoder.unkeyedContainer()
      try values.encode(header.section)
      try values.encode(header.text)
    }
  }

  /// A cell's content: only what it has (no indentation outside outlines).
  struct SavedContent: Codable {
    var label: String?
    var detail: String?
    var subtitle: String?
    var accessory: String?
    var fill: String?
    var indentation: ReadableNumber?
    var expanded: Bool?
    /// Only for a cell drawn from a recorded picture: goldens without images keep their bytes.
    var image: String?

    init(_ content: FrameStructure.Content) {
      label = content.label
      detail = content.detail
      subtitle = content.subtitle
      accessory = content.accessory
      fill = content.fill
      indentation = content.indentation == 0 ? nil : ReadableNumber(content.indentation)
      expanded = content.expanded
      image = content.image
    }

    var content: FrameStructure.Content {
      FrameStructure.Content(
        label: label, detail: detail, subtitle: subtitle, accessory: accessory, fill: fill,
        indentation: indentation?.value ?? 0, expanded: expanded, image: image)
    }
  }

  /// A frame's cells, or the word `previous`.
  enum SavedCells: Codable {
    case previous
    case list([SavedCell])

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let word = try? container.decode(String.self) {
        guard word == "previous" else {
          throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "\"\(word)\" is not a list of cells or \"previous\"")
        }
        self = .previous
      } else {
        self = .list(try container.decode([SavedCell].self))
      }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .previous: try container.encode("previous")
      case .list(let cells): try container.encode(cells)
      }
    }
  }

  /// `[id, x, y, width, height, opacity, content]` (versions 1 and 2 have no content); an
  /// integer id is read as its digits.
  struct SavedCell: Codable {
    var cell: FrameStructure.Cell

    init(_ cell: FrameStructure.Cell) { self.cell = cell }

    init(from decoder: any Decoder) throws {
      var values = try decoder.unkeyedContainer()
      let id: String
      if let integer = try? values.decode(Int.self) {
        id = String(integer)
      } else {
        id = try values.decode(String.self)
      }
      var numbers: [Double] = []
      for _ in 0..<5 { numbers.append(try values.decode(Double.self)) }
      let content = values.isAtEnd ? nil : try values.decode(SavedContent.self).content
      guard values.isAtEnd else {
        throw DecodingError.dataCorruptedError(
          in: values, debugDescription: "a cell is [id, x, y, width, height, opacity, content]")
      }
      cell = FrameStructure.Cell(
        id: id, x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3],
        opacity: numbers[4], content: content)
    }

    func encode(to encoder: any Encoder) throws {
      var values = encoder.unkeyedContainer()
      try values.encode(cell.id)
      for value in [cell.x, cell.y, cell.width, cell.height, cell.opacity] {
        try values.encode(ReadableNumber(value))
      }
      if let content = cell.content { try values.encode(SavedContent(content)) }
    }
  }

  /// A number as a person reads it, as `JSONWriter.number(_:)` writes one: a whole number
  /// below 10^15 as an integer (`2`), anything else in its shortest round-trip form (`0.5`).
  struct ReadableNumber: Codable {
    var value: Double

    init(_ value: Double) { self.value = value }

    init(from decoder: any Decoder) throws {
      value = try decoder.singleValueContainer().decode(Double.self)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      if value.rounded() == value, abs(value) < 1e15, let integer = Int(exactly: value) {
        try container.encode(integer)
      } else {
        try container.encode(value)
      }
    }
  }

  var format: String
  var version: Int
  var tool: String
  var options: OnOneLine<RenderOptionOverrides>
  /// What the comparison ignored; left out when nothing is, so every other golden's file is as
  /// it was before masks existed. Read in every version.
  var ignore: OnOneLine<IgnoredRegions>?
  /// How the frames are kept; left out for a PNG per frame, so those goldens' files are as
  /// they were before animated goldens existed.
  var goldenFormat: GoldenFormat?
  var textStack: SavedTextStack
  /// Left out when the render kept no structure (more cells than ``FrameStructure/cellLimit``).
  var frames: [OnOneLine<SavedFrame>]?

  /// The saved form of a recipe, in this tool's version — or version 2 for a recipe that keeps
  /// no content (read from older goldens), which is what it holds; a frame whose cells and
  /// headers are the frame before's says `previous`, which keeps held frames small.
  ///
  /// - Parameter recipe: The recipe.
  init(_ recipe: GoldenRecipe) {
    format = GoldenRecipe.formatName
    version =
      recipe.keepsContent
      ? GoldenRecipe.formatVersion : GoldenRecipe.firstVersionKeepingContent - 1
    tool = recipe.toolVersion
    options = OnOneLine(recipe.options)
    ignore = recipe.ignoring.isEmpty ? nil : OnOneLine(recipe.ignoring)
    goldenFormat = recipe.goldenFormat == .png ? nil : recipe.goldenFormat
    textStack = SavedTextStack(
      cairo: recipe.textStack.cairo, pango: recipe.textStack.pango,
      fonts: recipe.textStack.fonts.map {
        OnOneLine(
          SavedFont(
            path: $0.path, bytes: $0.bytes, hash: $0.hash, name: $0.descriptor?.name,
            family: $0.descriptor?.family, version: $0.descriptor?.version))
      })
    frames = recipe.frames.map { frames in
      frames.indices.map { index in
        let frame = frames[index]
        let previous =
          index > 0 && frames[index - 1].cells == frame.cells
          && frames[index - 1].headers == frame.headers
          && frames[index - 1].supplementary == frame.supplementary
        return OnOneLine(
          SavedFrame(
            time: ReadableNumber(frame.time),
            cells: previous ? .previous : .list(frame.cells.map(SavedCell.init)),
            headers: previous || frame.headers.isEmpty ? nil : frame.headers.map(SavedHeader.init),
            supplementary: previous || frame.supplementary.isEmpty
              ? nil : frame.supplementary.map(SavedSupplementary.init)))
      }
    }
  }

  /// The recipe it holds, every `previous` resolved.
  ///
  /// - Returns: The recipe.
  /// - Throws: `DecodingError.dataCorrupted` at `frames` when the first frame's cells are
  ///   `previous`, or when a version 3 cell has no content.
  func recipe() throws -> GoldenRecipe {
    let keepsContent = version >= GoldenRecipe.firstVersionKeepingContent
    let frames = try frames.map(Self.resolved)
    if keepsContent, let frames,
      let index = frames.firstIndex(where: { $0.cells.contains { $0.content == nil } })
    {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [Key.frames],
          debugDescription: "frame \(index): a cell of version \(version) is "
            + "[id, x, y, width, height, opacity, content]"))
    }
    var recipe = GoldenRecipe(
      toolVersion: tool, options: options.value,
      textStack: TextStack(
        cairo: textStack.cairo, pango: textStack.pango,
        fonts: textStack.fonts.map {
          let saved = $0.value
          return TextStack.FontFile(
            path: saved.path, bytes: saved.bytes, hash: saved.hash,
            descriptor: saved.name.map {
              TextStack.FontDescriptor(
                name: $0, family: saved.family ?? $0, version: saved.version)
            })
        }),
      frames: frames, keepsContent: keepsContent)
    recipe.ignoring = ignore?.value ?? IgnoredRegions()
    recipe.goldenFormat = goldenFormat ?? .png
    return recipe
  }

  private enum Key: String, CodingKey { case frames }

  /// The frames' structures, each `previous` replaced by the cells of the frame before.
  private static func resolved(_ frames: [OnOneLine<SavedFrame>]) throws -> [FrameStructure] {
    var resolved: [FrameStructure] = []
    for frame in frames.map(\.value) {
      switch frame.cells {
      case .list(let cells):
        resolved.append(
          FrameStructure(
            time: frame.time.value, cells: cells.map(\.cell),
            headers: (frame.headers ?? []).map(\.header),
            supplementary: (frame.supplementary ?? []).map(\.view)))
      case .previous:
        guard let previous = resolved.last else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(
              codingPath: [Key.frames],
              debugDescription: "the first frame's cells cannot be \"previous\""))
        }
        resolved.append(
          FrameStructure(
            time: frame.time.value, cells: previous.cells, headers: previous.headers,
            supplementary: previous.supplementary))
      }
    }
    return resolved
  }
}

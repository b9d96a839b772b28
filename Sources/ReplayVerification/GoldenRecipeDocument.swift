import ReplayRendering

/// `golden.json`'s saved form, the one definition both its writing and its reading derive
/// from: ``JSONDocumentEncoder`` writes it with its keys in declaration order, options on one
/// line, one font and one frame per line; `JSONDecoder` reads it back.
///
/// Versions 1 and 2 share this shape: version 1's options are command-line texts, which the
/// saved form of options reads too.
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

  /// One font file.
  struct SavedFont: Codable {
    var path: String
    var bytes: Int
    var hash: String
  }

  /// One frame, on one line; its cells are `"previous"` when they are the frame before's.
  struct SavedFrame: Codable {
    var time: ReadableNumber
    var cells: SavedCells
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

  /// `[id, x, y, width, height, opacity]`; an integer id is read as its digits.
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
      guard values.isAtEnd else {
        throw DecodingError.dataCorruptedError(
          in: values, debugDescription: "a cell is [id, x, y, width, height, opacity]")
      }
      cell = FrameStructure.Cell(
        id: id, x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3],
        opacity: numbers[4])
    }

    func encode(to encoder: any Encoder) throws {
      var values = encoder.unkeyedContainer()
      try values.encode(cell.id)
      for value in [cell.x, cell.y, cell.width, cell.height, cell.opacity] {
        try values.encode(ReadableNumber(value))
      }
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
  var textStack: SavedTextStack
  /// Left out when the render kept no structure (more cells than ``FrameStructure/cellLimit``).
  var frames: [OnOneLine<SavedFrame>]?

  /// The saved form of a recipe, in this tool's version; a frame whose cells are the frame
  /// before's says `previous`, which keeps held frames small.
  ///
  /// - Parameter recipe: The recipe.
  init(_ recipe: GoldenRecipe) {
    format = GoldenRecipe.formatName
    version = GoldenRecipe.formatVersion
    tool = recipe.toolVersion
    options = OnOneLine(recipe.options)
    textStack = SavedTextStack(
      cairo: recipe.textStack.cairo, pango: recipe.textStack.pango,
      fonts: recipe.textStack.fonts.map {
        OnOneLine(SavedFont(path: $0.path, bytes: $0.bytes, hash: $0.hash))
      })
    frames = recipe.frames.map { frames in
      frames.indices.map { index in
        let frame = frames[index]
        let previous = index > 0 && frames[index - 1].cells == frame.cells
        return OnOneLine(
          SavedFrame(
            time: ReadableNumber(frame.time),
            cells: previous ? .previous : .list(frame.cells.map(SavedCell.init))))
      }
    }
  }

  /// The recipe it holds, every `previous` resolved.
  ///
  /// - Returns: The recipe.
  /// - Throws: `DecodingError.dataCorrupted` at `frames` when the first frame's cells are
  ///   `previous`.
  func recipe() throws -> GoldenRecipe {
    GoldenRecipe(
      toolVersion: tool, options: options.value,
      textStack: TextStack(
        cairo: textStack.cairo, pango: textStack.pango,
        fonts: textStack.fonts.map {
          TextStack.FontFile(path: $0.value.path, bytes: $0.value.bytes, hash: $0.value.hash)
        }),
      frames: try frames.map(Self.resolved))
  }

  private enum Key: String, CodingKey { case frames }

  /// The frames' structures, each `previous` replaced by the cells of the frame before.
  private static func resolved(_ frames: [OnOneLine<SavedFrame>]) throws -> [FrameStructure] {
    var resolved: [FrameStructure] = []
    for frame in frames.map(\.value) {
      switch frame.cells {
      case .list(let cells):
        resolved.append(FrameStructure(time: frame.time.value, cells: cells.map(\.cell)))
      case .previous:
        guard let previous = resolved.last else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(
              codingPath: [Key.frames],
              debugDescription: "the first frame's cells cannot be \"previous\""))
        }
        resolved.append(FrameStructure(time: frame.time.value, cells: previous.cells))
      }
    }
    return resolved
  }
}

public import Foundation
import ReplayRendering
import SnapshotRecording

extension GoldenRecipe {
  /// `golden.json`'s text: keys in a fixed order, options on one line (and, when the comparison
  /// ignored something, the ignored items and rectangles on the next), one font per line, one
  /// frame per line with each cell as `[id, x, y, width, height, opacity]` — or `"previous"`
  /// when a frame's cells are the frame before's — ending in a newline.
  ///
  /// ```json
  /// {
  ///   "format": "snapreplay-golden",
  ///   "version": 2,
  ///   "tool": "0.1.0-dev",
  ///   "options": {"cellSize": "80x80", "fps": 5, …},
  ///   "ignore": {"items": ["clock"], "rects": ["0,0,390,20"]},
  ///   "textStack": {
  ///     "cairo": "1.16.0",
  ///     "pango": "1.50.12",
  ///     "fonts": [
  ///       {"path": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "bytes": 757076, "hash": "…"}
  ///     ]
  ///   },
  ///   "frames": [
  ///     {"time": 0, "cells": [["dog", 10, 44, 80, 80, 1]]},
  ///     {"time": 0.2, "cells": "previous"}
  ///   ]
  /// }
  /// ```
  public var json: String {
    var json = JSONWriter(layout: .pretty)
    json.beginObject()
    json.key("format"); json.string(Self.formatName)
    json.key("version"); json.integer(Self.formatVersion)
    json.key("tool"); json.string(toolVersion)
    json.key("options")
    options.write(to: &json)
    // Only goldens that ignore something say so: every other golden.json stays as it was.
    if !ignoring.isEmpty {
      json.key("ignore")
      json.beginObject(singleLine: true)
      if !ignoring.items.isEmpty {
        json.key("items")
        json.beginArray(singleLine: true)
        for item in ignoring.items { json.string(item) }
        json.endArray()
      }
      if !ignoring.rects.isEmpty {
        json.key("rects")
        json.beginArray(singleLine: true)
        for rect in ignoring.rects { json.string(IgnoredRegions.text(of: rect)) }
        json.endArray()
      }
      json.endObject()
    }
    json.key("textStack")
    json.beginObject()
    json.key("cairo"); json.string(textStack.cairo)
    json.key("pango"); json.string(textStack.pango)
    json.key("fonts")
    json.beginArray()
    for font in textStack.fonts {
      json.beginObject(singleLine: true)
      json.key("path"); json.string(font.path)
      json.key("bytes"); json.integer(font.bytes)
      json.key("hash"); json.string(font.hash)
      json.endObject()
    }
    json.endArray()
    json.endObject()
    // Without a structure (more cells than FrameStructure.cellLimit) the key is left out.
    guard let frames else {
      json.endObject()
      return json.text + "\n"
    }
    json.key("frames")
    json.beginArray()
    for (index, frame) in frames.enumerated() {
      json.beginObject(singleLine: true)
      json.key("time"); json.number(frame.time)
      json.key("cells")
      // A held frame repeats the one before it: said in one word, which keeps goldens small.
      if index > 0 && frames[index - 1].cells == frame.cells {
        json.string("previous")
        json.endObject()
        continue
      }
      json.beginArray(singleLine: true)
      for cell in frame.cells {
        json.beginArray(singleLine: true)
        json.string(cell.id)
        for value in [cell.x, cell.y, cell.width, cell.height, cell.opacity] { json.number(value) }
        json.endArray()
      }
      json.endArray()
      json.endObject()
    }
    json.endArray()
    json.endObject()
    return json.text + "\n"
  }

  /// Reads a golden directory's `golden.json`.
  ///
  /// ```swift
  /// let recipe = try GoldenRecipe.load(from: URL(fileURLWithPath: "Tests/__Goldens__/a"))
  /// print(recipe == nil ? "made before golden.json" : recipe!.toolVersion)
  /// ```
  ///
  /// - Parameter goldens: The golden directory.
  /// - Returns: The recipe; `nil` when the directory has no `golden.json` (goldens made before
  ///   it existed, or none yet).
  /// - Throws: ``VerificationError/invalidGoldenRecipe(path:reason:)`` when the file cannot be
  ///   read or is not a recipe this tool reads.
  public static func load(from goldens: URL) throws(VerificationError) -> GoldenRecipe? {
    let url = goldens.appendingPathComponent(fileName)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let attributes = (try? FileManager.default.attributesOfItem(atPath: url.path)) ?? [:]
    // A device or pipe would be read for ever.
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw .invalidGoldenRecipe(path: url.path, reason: "not a regular file")
    }
    let size = attributes[.size] as? Int ?? 0
    guard size <= maximumFileBytes else {
      throw .invalidGoldenRecipe(
        path: url.path,
        reason: "\(size) bytes is more than a golden.json may hold (\(maximumFileBytes)); "
          + "record fewer frames (--fps, --from, --to) so the goldens stay reviewable")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .invalidGoldenRecipe(path: url.path, reason: FileSystemReason.text(of: error))
    }
    do {
      return try JSONDecoder().decode(GoldenRecipeFile.self, from: data).recipe
    } catch let error as DecodingError {
      throw .invalidGoldenRecipe(path: url.path, reason: Self.reason(error))
    } catch {
      throw .invalidGoldenRecipe(path: url.path, reason: "\(error)")
    }
  }

  /// The largest `golden.json` read (256 MiB): a golden set a thousand times larger than the
  /// committed ones, and a bound on what a hostile file can make the decoder hold.
  static let maximumFileBytes = 256 << 20

  private static func reason(_ error: DecodingError) -> String {
    let context: DecodingError.Context
    switch error {
    case .keyNotFound(let key, let found):
      return "\((found.codingPath + [key]).map(\.stringValue).joined(separator: ".")): missing"
    case .typeMismatch(_, let found), .valueNotFound(_, let found), .dataCorrupted(let found):
      context = found
    @unknown default:
      return "\(error)"
    }
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      .joined(separator: ".")
    return (path.isEmpty ? "" : path + ": ") + context.debugDescription
  }
}

/// `golden.json` as read back.
private struct GoldenRecipeFile: Decodable {
  var recipe: GoldenRecipe

  private enum Keys: String, CodingKey {
    case format, version, tool, options, ignore, textStack, frames
  }

  private struct Stack: Decodable {
    struct Font: Decodable {
      var path: String
      var bytes: Int
      var hash: String
    }
    var cairo: String
    var pango: String
    var fonts: [Font]
  }

  /// A frame; `cells` is `nil` for `"previous"`, the cells of the frame before.
  private struct Frame: Decodable {
    var time: Double
    var cells: [Cell]?

    private enum Keys: String, CodingKey { case time, cells }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      time = try container.decode(Double.self, forKey: .time)
      if let word = try? container.decode(String.self, forKey: .cells) {
        guard word == "previous" else {
          throw DecodingError.dataCorruptedError(
            forKey: .cells, in: container,
            debugDescription: "\"\(word)\" is not a list of cells or \"previous\"")
        }
        cells = nil
      } else {
        cells = try container.decode([Cell].self, forKey: .cells)
      }
    }
  }

  /// `[id, x, y, width, height, opacity]`; an integer id is read as its digits.
  private struct Cell: Decodable {
    var cell: FrameStructure.Cell

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
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    let format = try container.decode(String.self, forKey: .format)
    guard format == GoldenRecipe.formatName else {
      throw DecodingError.dataCorruptedError(
        forKey: .format, in: container,
        debugDescription: "\"\(format)\" is not \"\(GoldenRecipe.formatName)\"")
    }
    let version = try container.decode(Int.self, forKey: .version)
    guard GoldenRecipe.readableVersions.contains(version) else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription: "version \(version) is not supported (this tool reads "
          + "\(GoldenRecipe.readableVersions.lowerBound) to "
          + "\(GoldenRecipe.readableVersions.upperBound)); re-record with this tool")
    }
    let stack = try container.decode(Stack.self, forKey: .textStack)
    recipe = GoldenRecipe(
      toolVersion: try container.decode(String.self, forKey: .tool),
      // Version 1's texts are hints too: the saved form reads both.
      options: try container.decode(RenderOptionOverrides.self, forKey: .options),
      textStack: TextStack(
        cairo: stack.cairo, pango: stack.pango,
        fonts: stack.fonts.map { TextStack.FontFile(path: $0.path, bytes: $0.bytes, hash: $0.hash) }
      ),
      frames: try container.decodeIfPresent([Frame].self, forKey: .frames).map {
        try Self.frames($0, in: container)
      })
    recipe.ignoring =
      try container.decodeIfPresent(IgnoredRegions.self, forKey: .ignore) ?? IgnoredRegions()
  }

  /// The frames with every `"previous"` resolved; the first frame has no previous one.
  private static func frames(
    _ frames: [Frame], in container: KeyedDecodingContainer<Keys>
  ) throws -> [FrameStructure] {
    var resolved: [FrameStructure] = []
    for frame in frames {
      if let cells = frame.cells {
        resolved.append(FrameStructure(time: frame.time, cells: cells.map(\.cell)))
      } else if let previous = resolved.last {
        resolved.append(FrameStructure(time: frame.time, cells: previous.cells))
      } else {
        throw DecodingError.dataCorruptedError(
          forKey: .frames, in: container,
          debugDescription: "the first frame's cells cannot be \"previous\"")
      }
    }
    return resolved
  }
}

public import Foundation
import ReplayRendering
import SnapshotRecording

extension GoldenRecipe {
  /// `golden.json`'s text: keys in a fixed order, options on one line (and, when the comparison
  /// ignored something, the ignored items and rectangles on the next), one font per line, one
  /// frame per line with each cell as `[id, x, y, width, height, opacity, content]` and the
  /// section headers when it has any — or `"previous"` when a frame's cells and headers are the
  /// frame before's — ending in a newline. A recipe read from goldens before version 3 keeps no
  /// content and is written as version 2.
  ///
  /// ```json
  /// {
  ///   "format": "snapreplay-golden",
  ///   "version": 3,
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
  ///     {"time": 0, "cells": [["dog", 10, 44, 80, 80, 1, {"label": "Dog", "fill": "#FFFFFF"}]]},
  ///     {"time": 0.2, "cells": "previous"}
  ///   ]
  /// }
  /// ```
  public var json: String {
    // Encoding a recipe cannot fail: every number is finite and fits its type.
    ((try? JSONDocumentEncoder(keyOrder: .encoded).text(of: GoldenRecipeDocument(self))) ?? "")
      + "\n"
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
      // The format and version first, so a newer file is named as one, not as a bad shape.
      let header = try JSONDecoder().decode(GoldenRecipeDocument.Header.self, from: data)
      try checkHeader(header)
      return try JSONDecoder().decode(GoldenRecipeDocument.self, from: data).recipe()
    } catch let error as DecodingError {
      throw .invalidGoldenRecipe(path: url.path, reason: Self.reason(error))
    } catch {
      throw .invalidGoldenRecipe(path: url.path, reason: "\(error)")
    }
  }

  /// The largest `golden.json` read (256 MiB): a golden set a thousand times larger than the
  /// committed ones, and a bound on what a hostile file can make the decoder hold.
  static let maximumFileBytes = 256 << 20

  private enum HeaderKey: String, CodingKey { case format, version }

  /// Throws unless the file is a `golden.json` of a version this tool reads.
  private static func checkHeader(_ header: GoldenRecipeDocument.Header) throws {
    guard header.format == formatName else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [HeaderKey.format],
          debugDescription: "\"\(header.format)\" is not \"\(formatName)\""))
    }
    guard readableVersions.contains(header.version) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [HeaderKey.version],
          debugDescription: "version \(header.version) is not supported (this tool reads "
            + "\(readableVersions.lowerBound) to \(readableVersions.upperBound)); "
            + "re-record with this tool"))
    }
  }

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

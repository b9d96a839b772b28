import Foundation
import SnapshotRecording

/// A recording without its cell images, for sharing (`snapreplay strip-images`): every
/// `cell-image` line left out, well formed or not, and every apply that names an image written
/// again without its items' `image` keys. Every other line is copied as read (a trailing `\r`
/// dropped, each line ended with `\n`).
///
/// An apply written again is written by `RecordingWriter`, as a recorder writes it: keys it does
/// not know are not kept. The replay of the copy draws every cell from its label.
///
/// ```swift
/// let stripped = try CellImageStripping(contentsOf: url, name: "rec.jsonl")
/// print(stripped.removedLines, stripped.rewrittenApplies)  // 12 40
/// try AtomicFile.write(stripped.bytes, to: copyURL)
/// ```
public struct CellImageStripping: Sendable {
  /// The copy's bytes.
  public private(set) var bytes: [UInt8] = []
  /// How many `cell-image` lines were left out.
  public private(set) var removedLines = 0
  /// How many applies were written again without their items' images.
  public private(set) var rewrittenApplies = 0

  /// Reads the recording at `url` and makes the copy.
  ///
  /// - Parameters:
  ///   - url: The recording.
  ///   - name: The name errors use.
  /// - Throws: ``RecordingError`` when the file cannot be opened or read, or has no header: a
  ///   copy is only made of a recording.
  public init(contentsOf url: URL, name: String) throws(RecordingError) {
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: url)
    } catch {
      throw .cannotOpen(file: name, reason: FileSystemReason.text(of: error))
    }
    defer { try? handle.close() }
    let splitter = LineSplitter(
      source: .file(handle), name: name, chunkSize: RecordingReader.defaultChunkSize,
      maximumLineLength: RecordingReader.defaultMaximumLineLength)
    var sawHeader = false
    while var line = try splitter.next() {
      let original = line.bytes
      guard sawHeader, !DecodedLine.isBlank(original) else {
        sawHeader = sawHeader || !DecodedLine.isBlank(original)
        bytes += original + [UInt8(ascii: "\n")]
        continue
      }
      let decoded = DecodedLine.decode(
        &line, file: name, wishes: DecodedLine.Wishes(), previous: nil)
      switch decoded.content {
      case .event(.cellImage, _, _), .unusableImage:
        removedLines += 1
      case .failure where Self.isCellImageLine(original):
        removedLines += 1
      case .event(.apply(var apply), _, _) where apply.namesCellImages:
        for section in apply.sections.indices {
          for item in apply.sections[section].items.indices {
            apply.sections[section].items[item].image = nil
          }
        }
        rewrittenApplies += 1
        bytes += Array(RecordingWriter.line(for: apply).utf8) + [UInt8(ascii: "\n")]
      default:
        bytes += original + [UInt8(ascii: "\n")]
      }
    }
    guard sawHeader else { throw .missingHeader(file: name) }
  }

  /// Whether a line the reader rejects is still a `cell-image` line (a malformed one is left
  /// out too: it may hold an image all the same).
  private static func isCellImageLine(_ bytes: [UInt8]) -> Bool {
    guard case .object(let members)? = try? JSONParser.parse(bytes) else { return false }
    return members.contains { member in
      guard member.key == "type", case .string(let type) = member.value else { return false }
      return type == "cell-image"
    }
  }
}

extension ApplyEvent {
  /// Whether any item names a cell image.
  fileprivate var namesCellImages: Bool {
    sections.contains { $0.items.contains { $0.image != nil } }
  }
}

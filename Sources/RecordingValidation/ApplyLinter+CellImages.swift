import RecordingFormat
import SnapshotRecording

extension ApplyLinter {
  /// The most pixels a cell image may declare before `check` warns: `PNGCodec`'s default
  /// `--max-pixels` (8192 × 8192), past which a replay does not decode it.
  static let cellImagePixelLimit = 8192 * 8192

  /// Checks a `cell-image` line (its bytes already match its digest): the pixels its PNG
  /// header declares against its size × scale, and against the pixel budget.
  ///
  /// - Parameters:
  ///   - image: The image as read.
  ///   - line: Its line.
  /// - Returns: The warnings, each naming the line.
  mutating func check(cellImage image: CellImageEvent, line: Int) -> [Diagnostic] {
    if cellImageLines[image.digest] == nil { cellImageLines[image.digest] = line }
    var found: [Diagnostic] = []
    func report(_ message: String) {
      found.append(
        Diagnostic(
          severity: .warning, category: .cellImage, file: file, line: line, seq: nil,
          message: "cell image \(image.digest) " + message))
    }
    guard let pixels = PNGDimensions(of: image.png) else { return [] }
    if pixels.pixelCount > Self.cellImagePixelLimit {
      report(
        "declares \(pixels.width) × \(pixels.height) pixels, more than a replay decodes "
          + "(\(Self.cellImagePixelLimit), --max-pixels); items naming it are drawn from "
          + "their labels")
      return found
    }
    let expected = (
      width: image.size.width * image.scale, height: image.size.height * image.scale
    )
    // A device rounds a cell's bounds to whole pixels: a pixel either way is its own.
    if abs(Double(pixels.width) - expected.width) > 1
      || abs(Double(pixels.height) - expected.height) > 1
    {
      report(
        "is \(pixels.width) × \(pixels.height) pixels, but its size × scale is "
          + "\(JSONWriter.numberLiteral(expected.width)) × "
          + "\(JSONWriter.numberLiteral(expected.height)); a replay scales it to the cell")
    }
    return found
  }

  /// Items naming an image no earlier `cell-image` line defined, each digest once.
  func missingCellImagesMessages(in apply: ApplyEvent) -> [(CellImageDigest, String)] {
    var messages: [(CellImageDigest, String)] = []
    for section in apply.sections {
      for item in section.items {
        guard let digest = item.image, cellImageLines[digest] == nil,
          !messages.contains(where: { $0.0 == digest })
        else { continue }
        messages.append(
          (
            digest,
            "item \(item.id) names cell image \(digest), which no earlier line defines (or "
              + "whose line was left out); it is drawn from its label"
          ))
      }
    }
    return messages
  }

  /// Notes the images `apply` names and returns the warnings about unknown ones, each digest
  /// once per recording.
  mutating func missingCellImages(in apply: ApplyEvent) -> [String] {
    for section in apply.sections {
      for item in section.items {
        if let digest = item.image { namedCellImages.insert(digest) }
      }
    }
    var messages: [String] = []
    for (digest, message) in missingCellImagesMessages(in: apply)
    where reportedMissingImages.insert(digest).inserted {
      messages.append(message)
    }
    return messages
  }

  /// Images defined but named by no item, at the lines that define them: the first five each
  /// on its own, the rest counted in one more warning (a recorder that writes thousands of
  /// unused images makes one finding, not thousands).
  func unusedCellImages() -> [Diagnostic] {
    let unused = cellImageLines.filter { !namedCellImages.contains($0.key) }
      .sorted { $0.value < $1.value }
    var found = unused.prefix(Self.namedUnusedImageLimit).map { digest, line in
      Diagnostic(
        severity: .warning, category: .cellImage, file: file, line: line, seq: nil,
        message: "cell image \(digest) is named by no item; it only makes the recording larger")
    }
    if unused.count > Self.namedUnusedImageLimit {
      let rest = unused.dropFirst(Self.namedUnusedImageLimit)
      found.append(
        Diagnostic(
          severity: .warning, category: .cellImage, file: file, line: rest.first?.value,
          seq: nil,
          message: "\(rest.count) more cell images, from this line on, are named by no item"))
    }
    return found
  }

  /// The most unused images named one by one.
  private static let namedUnusedImageLimit = 5
}

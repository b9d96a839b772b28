import Foundation
import ReplayRaster
import ReplayTestAttachments

extension ReplayImage {
  /// The files a failed comparison attaches: the reference and the actual image as PNGs (a
  /// reference that is not one is attached as the text it holds), the difference image when the
  /// sizes allow one, and the line of the message that names the differing frames.
  ///
  /// ```swift
  /// ReplayImage.failureAttachments(reference: r, drawn: d, difference: image, message: m)
  ///   .map(\.name)  // ["reference.png", "actual.png", "difference.png", "divergence.txt"]
  /// ```
  static func failureAttachments(
    reference: ReplayImage, drawn: ReplayImage, difference: RasterImage?, message: String
  ) -> [TestAttachmentFile] {
    var files: [TestAttachmentFile] = []
    let referenceName = reference.problem == nil ? "reference.png" : "reference.txt"
    files.append(TestAttachmentFile(name: referenceName, contents: reference.pngData))
    if drawn.problem == nil {
      files.append(TestAttachmentFile(name: "actual.png", contents: drawn.pngData))
    }
    if let difference, let png = try? PNGCodec.encode(difference) {
      files.append(TestAttachmentFile(name: "difference.png", contents: Data(png)))
    }
    let lines = message.split(separator: "\n")
    if let line = lines.first(where: { $0.hasPrefix("differing frames") }) ?? lines.first {
      files.append(TestAttachmentFile(name: "divergence.txt", contents: Data((line + "\n").utf8)))
    }
    return files
  }
}

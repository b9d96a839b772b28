import Foundation
import ReplayTestAttachments
import ReplayVerification

extension VerificationResult {
  /// The most failing frames a failure attaches; the rest are in the artifacts directory the
  /// message names, so that a replay with every frame changed does not attach hundreds.
  static let attachedFrameLimit = 3

  /// What a failed verification attaches to the test: for each of the first failing frames its
  /// golden, actual and difference PNGs (those that exist: a new frame has no golden), then the
  /// first divergence of the structure as one line of text, when there is one.
  ///
  /// ```swift
  /// result.failureAttachments.map(\.name)
  /// // ["insertion-sort.frame-000003.golden.png", "insertion-sort.frame-000003.actual.png",
  /// //  "insertion-sort.frame-000003.difference.png", "insertion-sort.divergence.txt"]
  /// ```
  var failureAttachments: [TestAttachmentFile] {
    guard !passed else { return [] }
    let stem = recording.deletingPathExtension().lastPathComponent
    var files: [TestAttachmentFile] = []
    for frame in report.failingFrames.prefix(Self.attachedFrameLimit) {
      let frameStem = "\(stem).\((frame.name as NSString).deletingPathExtension)"
      let candidates: [(String, URL?)] = [
        ("golden", goldenFrameURL(frame.name)),
        ("actual", actualDirectory.appendingPathComponent(frame.name)),
        ("difference", frame.diffImageURL),
      ]
      for (role, url) in candidates {
        guard let url, let contents = try? Data(contentsOf: url) else { continue }
        files.append(TestAttachmentFile(name: "\(frameStem).\(role).png", contents: contents))
      }
    }
    if let divergence {
      files.append(
        TestAttachmentFile(
          name: "\(stem).divergence.txt", contents: Data((divergence.description + "\n").utf8)))
    }
    return files
  }
}

public import Foundation
import ReplayComparison
public import ReplayPlayer
public import ReplayRaster
import ReplayRendering
import SnapshotRecording

/// Writes a ``GoldenReview`` as a directory that works on its own, from `file://` and without a
/// network: `index.html`, and under `images/<n>-<golden directory name>/` a copy of each
/// failing recording's `golden/`, `actual/` and `diff/` pictures, so that the report stays
/// right after the next verify replaces its artifacts. Passing recordings get no pictures.
///
/// The directory is owned as `render`'s output is: a new or empty directory, or an earlier
/// verify report (its `index.html` starts with ``signature``, and it holds nothing but that page
/// and `images/`), is written; anything else needs `force`, and then only the report's own
/// files are written. Pictures an earlier report left that this one does not show are removed
/// from an earlier report only. Every file is written atomically.
///
/// ```swift
/// let bytes = try GoldenReviewOutput.write(review, toDirectory: URL(fileURLWithPath: "report"))
/// // report/index.html, report/images/1-insertion-sort/actual/frame-000002.png, …
/// ```
public enum GoldenReviewOutput {
  /// The page's name inside the report directory.
  public static let pageName = "index.html"
  /// The folder of copied pictures.
  public static let imagesFolder = "images"
  /// What every verify report page starts with: how a later run recognises an earlier report.
  public static let signature = "<!DOCTYPE html>\n<!-- snapreplay verify report -->\n"

  /// A page this tool wrote as a verify report.
  public static let reportKind = FileKind(name: "snapreplay verify report") { prefix in
    prefix.starts(with: Array(signature.utf8))
  }

  /// Writes the report.
  ///
  /// - Parameters:
  ///   - review: The recordings.
  ///   - directory: Created when missing; otherwise empty or an earlier verify report.
  ///   - force: Write into a directory that holds other files (they are kept).
  /// - Returns: The bytes written: the page's and the pictures'.
  /// - Throws: ``ReportError``: ``ReportError/notOurDirectory(path:reason:)`` for a directory
  ///   holding other files, ``ReportError/outputPath(_:)`` when it cannot be made,
  ///   ``ReportError/writeFailed(path:reason:)`` when a file cannot be read or written.
  @discardableResult
  public static func write(
    _ review: GoldenReview, toDirectory directory: URL, force: Bool = false
  ) throws(ReportError) -> Int {
    let earlier = try claim(directory, force: force)
    var bytes = 0
    var written: Set<String> = []
    var images: [[String: ReviewImages]] = []
    for (index, recording) in review.recordings.enumerated() {
      guard recording.failed else {
        images.append([:])
        continue
      }
      let folder = "\(imagesFolder)/\(index + 1)-\(slug(recording.result.goldens))"
      var frames: [String: ReviewImages] = [:]
      for frame in recording.result.report.frames {
        frames[frame.name] = try copyImages(
          of: frame, recording: recording.result, folder: folder, into: directory,
          written: &written, bytes: &bytes)
      }
      images.append(frames)
    }
    if earlier { try removeStaleImages(in: directory, keeping: written) }
    let html = Array(GoldenReviewPage(review: review, images: images).html.utf8)
    try write(html, to: directory.appendingPathComponent(pageName))
    return bytes + html.count
  }

  /// Checks, before anything is drawn, that a report may be written into `directory`, and
  /// creates it when missing: what ``write(_:toDirectory:force:)`` checks again.
  ///
  /// ```swift
  /// try GoldenReviewOutput.prepare(URL(fileURLWithPath: "Output/verify-report"))
  /// ```
  ///
  /// - Parameters:
  ///   - directory: New, empty or an earlier verify report.
  ///   - force: Accept a directory that holds other files.
  /// - Throws: ``ReportError``, as ``write(_:toDirectory:force:)`` does.
  public static func prepare(_ directory: URL, force: Bool = false) throws(ReportError) {
    _ = try claim(directory, force: force)
  }

  /// Copies the golden, actual and difference pictures of one frame into `folder`.
  private static func copyImages(
    of frame: FrameComparison, recording: VerificationResult, folder: String, into directory: URL,
    written: inout Set<String>, bytes: inout Int
  ) throws(ReportError) -> ReviewImages {
    var images = ReviewImages()
    if GoldenVerification.isNew(frame) == false {
      let path = "\(folder)/golden/\(frame.name)"
      if let copied = try copy(recording.goldenFrameURL(frame.name), to: path, in: directory) {
        images.golden = path
        written.insert(path)
        bytes += copied.count
      }
    }
    if frame.result?.verdict == .identical, let golden = images.golden {
      // The same pixels: the golden's copy shows the actual frame too.
      images.actual = golden
    } else if !GoldenVerification.isStale(frame) {
      let path = "\(folder)/actual/\(frame.name)"
      let source = recording.actualDirectory.appendingPathComponent(frame.name)
      if let copied = try copy(source, to: path, in: directory) {
        images.actual = path
        images.actualHash = ContentDigest.hex(of: copied)
        written.insert(path)
        bytes += copied.count
      }
    }
    if let diff = frame.diffImageURL {
      let path = "\(folder)/diff/\(diff.lastPathComponent)"
      if let copied = try copy(diff, to: path, in: directory) {
        images.diff = path
        written.insert(path)
        bytes += copied.count
      }
    }
    return images
  }

  /// Copies `source` to `path` inside `directory`, atomically; `nil` when there is no source.
  private static func copy(
    _ source: URL, to path: String, in directory: URL
  ) throws(ReportError) -> [UInt8]? {
    let bytes: [UInt8]
    do {
      bytes = [UInt8](try Data(contentsOf: source))
    } catch CocoaError.fileReadNoSuchFile {
      return nil
    } catch {
      throw .writeFailed(
        path: source.path, reason: "cannot read it: \(FileSystemReason.text(of: error))")
    }
    let target = directory.appendingPathComponent(path)
    do {
      try OutputPath.createDirectory(target.deletingLastPathComponent())
    } catch {
      throw .outputPath(error)
    }
    try write(bytes, to: target)
    return bytes
  }

  /// A golden directory's name as a folder name: letters, digits, `.`, `-` and `_`.
  static func slug(_ goldens: URL) -> String {
    let kept = goldens.lastPathComponent.unicodeScalars.filter { scalar in
      scalar.isASCII
        && (CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar))
    }
    let name = String(String.UnicodeScalarView(kept.prefix(60)))
    return name.isEmpty || name.allSatisfy({ $0 == "." }) ? "recording" : name
  }

  /// Checks that a report may be written into `directory`, creating it when missing.
  ///
  /// - Returns: Whether it holds an earlier verify report, whose pictures may be replaced.
  static func claim(_ directory: URL, force: Bool) throws(ReportError) -> Bool {
    try ReportDirectory(
      pageName: pageName, kind: reportKind, folder: imagesFolder, noun: "verify report"
    ).claim(directory, force: force)
  }

  /// Removes the pictures an earlier report left in `images/` that this one does not show —
  /// only PNG files in the folders this tool makes — and the folders that are empty then.
  private static func removeStaleImages(
    in directory: URL, keeping written: Set<String>
  ) throws(ReportError) {
    let files = FileManager.default
    let root = directory.appendingPathComponent(imagesFolder)
    let folders = (try? files.contentsOfDirectory(atPath: root.path)) ?? []
    for folder in folders.sorted() {
      for kind in ["golden", "actual", "diff"] {
        let place = root.appendingPathComponent(folder).appendingPathComponent(kind)
        for name in (try? files.contentsOfDirectory(atPath: place.path)) ?? []
        where name.hasSuffix(".png")
          && !written.contains("\(imagesFolder)/\(folder)/\(kind)/\(name)")
        {
          let file = place.appendingPathComponent(name).path
          guard unlink(file) == 0 || errno == ENOENT else {
            throw .writeFailed(path: file, reason: String(cString: strerror(errno)))
          }
        }
        rmdir(place.path)
      }
      rmdir(root.appendingPathComponent(folder).path)
    }
  }

  private static func write(_ bytes: [UInt8], to url: URL) throws(ReportError) {
    do {
      try AtomicFile.write(bytes, to: url)
    } catch {
      throw .writeFailed(path: error.path, reason: error.reason)
    }
  }
}

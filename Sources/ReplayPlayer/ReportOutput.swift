public import Foundation
import ReplayRaster

/// Where a report goes, and which places it may write: the one place that knows a report's
/// files — `index.html` and `frames/000000.png`, … in a directory, or one HTML file — and
/// which existing directories and files are earlier reports that a new one may replace.
///
/// A directory is a report's when it holds only `index.html` starting with
/// ``ReportPage/signature`` and a `frames` folder of frame files; a file is when it starts
/// with the signature. Anything else is kept, unless `force` is given.
///
/// ```swift
/// try ReportOutput.write(page, toDirectory: URL(fileURLWithPath: "Output/wifi-settings-report"))
/// // Output/wifi-settings-report/index.html, frames/000000.png, …
/// ```
public enum ReportOutput {
  /// The page's name inside a report directory.
  public static let pageName = "index.html"

  /// A file this tool wrote as a report.
  public static let reportKind = FileKind(name: "snapreplay report") { prefix in
    prefix.starts(with: Array(ReportPage.signature.utf8))
  }

  /// Writes a report directory: the distinct frames into `frames/`, then `index.html`, each
  /// atomically; frame files an earlier report left beyond this one's are removed.
  ///
  /// - Parameters:
  ///   - page: The page, whose embedding should be ``ReportPage/Embedding/files``.
  ///   - directory: Created when missing; otherwise empty or holding an earlier report.
  ///   - force: Write into a directory that holds other files (they are kept).
  /// - Returns: The bytes written: the page's and the frames'.
  /// - Throws: ``ReportError``.
  @discardableResult
  public static func write(
    _ page: ReportPage, toDirectory directory: URL, force: Bool = false
  ) throws(ReportError) -> Int {
    try claim(directory, force: force)
    let frames = directory.appendingPathComponent(ReportPage.framesFolder)
    do {
      try OutputPath.createDirectory(frames)
    } catch {
      throw .outputPath(error)
    }
    for (index, image) in page.frames.images.enumerated() {
      try write(image, to: frames.appendingPathComponent(ReportPage.fileName(ofImage: index)))
    }
    let keep = Set(page.frames.images.indices.map(ReportPage.fileName(ofImage:)))
    for name in (try? FileManager.default.contentsOfDirectory(atPath: frames.relativePath)) ?? []
    where isFrameName(name) && !keep.contains(name) {
      let path = frames.appendingPathComponent(name).relativePath
      guard unlink(path) == 0 || errno == ENOENT else {
        throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
      }
    }
    let html = Array(page.html.utf8)
    try write(html, to: directory.appendingPathComponent(pageName))
    return html.count + page.frames.byteCount
  }

  /// Writes a report as one HTML file, atomically.
  ///
  /// - Parameters:
  ///   - page: The page, whose embedding should be ``ReportPage/Embedding/inline``.
  ///   - file: A new file, or an earlier report (recognised by ``ReportPage/signature``).
  ///   - force: Replace a file of any other kind.
  /// - Returns: The bytes written.
  /// - Throws: ``ReportError``.
  @discardableResult
  public static func write(_ page: ReportPage, toFile file: URL, force: Bool = false)
    throws(ReportError) -> Int
  {
    do {
      try OutputPath.prepareFile(file, kind: reportKind, force: force)
    } catch {
      throw .outputPath(error)
    }
    let html = Array(page.html.utf8)
    try write(html, to: file)
    return html.count
  }

  /// Checks that a report may be written into `directory`, creating it when missing.
  static func claim(_ directory: URL, force: Bool) throws(ReportError) {
    try ReportDirectory(
      pageName: pageName, kind: reportKind, folder: ReportPage.framesFolder, noun: "report"
    ).claim(directory, force: force)
  }

  /// Whether a name in `frames/` is one this tool writes: six or more digits and `.png`.
  static func isFrameName(_ name: String) -> Bool {
    guard name.hasSuffix(".png") else { return false }
    let digits = name.dropLast(4)
    return digits.count >= 6 && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  private static func write(_ bytes: [UInt8], to url: URL) throws(ReportError) {
    do {
      try AtomicFile.write(bytes, to: url)
    } catch {
      throw .writeFailed(path: error.path, reason: error.reason)
    }
  }
}

import Foundation
import ReplayRaster
import SnapshotRecording

/// The rule both HTML reports — the player (`ReportOutput`) and the verify review — follow
/// before writing into a directory: a missing one is created, an empty one or an earlier
/// report of the same kind (its page and its one folder of pictures, nothing else) is taken
/// over, and anything else is refused unless `force` is given. The claim itself is
/// `OutputClaim`'s, as for frames and difference images; this type says what a report is.
///
/// ```swift
/// let layout = ReportDirectory(
///   pageName: "index.html", kind: ReportOutput.reportKind, folder: "frames", noun: "report")
/// let earlier = try layout.claim(URL(fileURLWithPath: "Output/demo-report"), force: false)
/// ```
package struct ReportDirectory: Sendable {
  /// The page's file name.
  package var pageName: String
  /// What the page of an earlier report starts with.
  package var kind: FileKind
  /// The one folder of pictures beside the page.
  package var folder: String
  /// What the report is called in a refusal ("report", "verify report").
  package var noun: String

  /// A report directory's layout.
  package init(pageName: String, kind: FileKind, folder: String, noun: String) {
    self.pageName = pageName
    self.kind = kind
    self.folder = folder
    self.noun = noun
  }

  /// Checks that a report may be written into `directory`, creating it when missing.
  ///
  /// - Returns: Whether it holds an earlier report of this kind and nothing else, whose
  ///   pictures the new one may replace.
  /// - Throws: ``ReportError/notOurDirectory(path:reason:)`` for a directory holding other
  ///   files without `force`; an output-path or write error when it cannot be made or read.
  @discardableResult
  package func claim(_ directory: URL, force: Bool) throws(ReportError) -> Bool {
    do {
      return try OutputClaim(directory).claim(force: force, fresh: false) { names in
        recognise(names, in: directory)
      }
    } catch {
      switch error {
      case .outputPath(let error): throw .outputPath(error)
      case .unreadable(let path, let reason): throw .writeFailed(path: path, reason: reason)
      case .notOurs(let path, let reason): throw .notOurDirectory(path: path, reason: reason)
      }
    }
  }

  /// Whether the files are an earlier report of this kind and nothing else (its page, its
  /// folder of pictures and temporary files an interrupted write left), and if not, what else
  /// is there.
  private func recognise(_ names: [String], in directory: URL) -> OutputClaim.Recognition<Bool> {
    let page = directory.appendingPathComponent(pageName)
    let isReport =
      names.contains(pageName)
      && (FileHandle(forReadingAtPath: page.relativePath).map { handle in
        defer { try? handle.close() }
        return kind.matches([UInt8]((try? handle.read(upToCount: 64)) ?? Data()))
      } ?? false)
    let others = names.filter { name in
      name != pageName && name != folder && !name.hasSuffix(AtomicFile.temporarySuffix)
    }
    if isReport && others.isEmpty { return OutputClaim.Recognition(earlier: true, refusal: nil) }
    let listing = OutputClaim.listing(isReport ? others : names)
    return OutputClaim.Recognition(
      earlier: false,
      refusal: isReport
        ? "holds files besides an earlier \(noun) (\(listing))"
        : "holds other files (\(listing)) and no \(pageName) of an earlier \(noun)")
  }
}

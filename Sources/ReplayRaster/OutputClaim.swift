import Foundation
import SnapshotRecording

/// The one way a product claims an output directory before writing into it: rendered frames
/// (`FrameDirectory`), the HTML reports (`ReportDirectory`) and difference images
/// (`DifferenceImageWriter`) all follow it, so that the tool never writes over what it did not make.
///
/// A missing directory is created with its parents, and a file where it goes is an error. An
/// empty directory is taken. A directory holding files is taken when the product recognises
/// them as its own earlier output (``claim(force:fresh:recognising:)``); otherwise it is
/// refused with the product's reason, unless the caller forces it. A directory that other
/// content shares (a folder the user names for difference images) is not claimed as a whole:
/// only the files about to be written are (``claim(files:kind:force:)``).
///
/// ```swift
/// let claim = OutputClaim(URL(fileURLWithPath: "out/frames"))
/// let earlier = try claim.claim(force: false, fresh: Set<String>()) { names in
///   names.contains("manifest.json")
///     ? .init(earlier: Set(names), refusal: nil)
///     : .init(earlier: [], refusal: "holds other files (\(OutputClaim.listing(names)))")
/// }
/// // a missing or empty out/frames: [], an earlier render: its files; else it throws
/// // OutputClaimError.notOurs(path: "out/frames", reason: "holds other files (a.txt, b.txt)")
/// ```
package struct OutputClaim: Sendable {
  /// What a product makes of the files a directory holds.
  package struct Recognition<Earlier> {
    /// What the product's earlier output left there, that the new output may replace.
    package var earlier: Earlier
    /// Why the directory is not the product's to write, naming what is in the way; `nil` when
    /// it holds the product's earlier output only.
    package var refusal: String?

    /// A recognition.
    ///
    /// - Parameters:
    ///   - earlier: What earlier output left.
    ///   - refusal: Why the directory may not be written without `force`; `nil` when it may.
    package init(earlier: Earlier, refusal: String?) {
      self.earlier = earlier
      self.refusal = refusal
    }
  }

  /// The directory claimed.
  package let directory: URL

  /// A claim on `directory`; nothing is touched until one of the `claim` methods runs.
  ///
  /// - Parameter directory: The output directory.
  package init(_ directory: URL) {
    self.directory = directory
  }

  /// Claims the whole directory: creates it (and its parents) when missing and otherwise asks
  /// `recognise` about the files in it, touching none of them.
  ///
  /// - Parameters:
  ///   - force: Take a directory whose files are not (only) the product's; `recognise` is
  ///     still asked, for what earlier output is there.
  ///   - fresh: What a new or empty directory holds of earlier output.
  ///   - recognise: Given the names in a non-empty directory, what earlier output is there and
  ///     whether anything else is.
  /// - Returns: The earlier output: `fresh` for a new or empty directory.
  /// - Throws: ``OutputClaimError/outputPath(_:)`` when the directory cannot be created or a
  ///   file is in its place, ``OutputClaimError/unreadable(path:reason:)`` when it cannot be
  ///   listed, ``OutputClaimError/notOurs(path:reason:)`` with the product's refusal.
  package func claim<Earlier>(
    force: Bool, fresh: Earlier, recognising recognise: ([String]) -> Recognition<Earlier>
  ) throws(OutputClaimError) -> Earlier {
    let path = directory.relativePath
    switch OutputPath.kind(of: path) {
    case .absent:
      do {
        try OutputPath.createDirectory(directory)
      } catch {
        throw .outputPath(error)
      }
      return fresh
    case .other:
      throw .outputPath(.notADirectory(path: path))
    case .directory:
      break
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      throw .unreadable(path: path, reason: FileSystemReason.text(of: error))
    }
    guard !names.isEmpty else { return fresh }
    let recognition = recognise(names)
    if !force, let refusal = recognition.refusal { throw .notOurs(path: path, reason: refusal) }
    return recognition.earlier
  }

  /// Claims only the files about to be written, in a directory other content shares: creates
  /// the directory (and its parents) when missing, and checks that each file is absent, empty
  /// or of `kind` — a file of another kind is replaced only when `force` is set.
  ///
  /// ```swift
  /// try OutputClaim(diffDirectory).claim(files: ["frame-000001.diff.png"], kind: .png)
  /// ```
  ///
  /// - Parameters:
  ///   - names: The files' names in the directory; none to only create the directory.
  ///   - kind: What the files will hold.
  ///   - force: Replace a file of another kind.
  /// - Throws: ``OutputPathError`` for a file where the directory goes, a directory where a
  ///   file goes, or a file of another kind without `force`.
  package func claim(
    files names: some Sequence<String>, kind: FileKind, force: Bool = false
  ) throws(OutputPathError) {
    try OutputPath.createDirectory(directory)
    for name in names {
      try OutputPath.prepareFile(directory.appendingPathComponent(name), kind: kind, force: force)
    }
  }

  /// Up to three of `names`, sorted, and how many more: what a refusal shows of a directory's
  /// files.
  ///
  /// ```swift
  /// OutputClaim.listing(["d", "c", "b", "a", "e"])  // a, b, c and 2 more
  /// ```
  ///
  /// - Parameter names: File names.
  /// - Returns: Such as `a, b, c and 2 more`, or `notes.txt`.
  package static func listing(_ names: some Collection<String>) -> String {
    let shown = names.sorted().prefix(3).joined(separator: ", ")
    return names.count > 3 ? "\(shown) and \(names.count - 3) more" : shown
  }
}

public import Foundation
import SnapshotRecording

/// Checks and prepares where output goes before anything is drawn: parent directories are
/// created, a directory where a file is expected (or a file where a directory is) is an error,
/// and an existing file of another kind is not replaced unless the caller forces it. Errors are
/// plain sentences with the system's reason (`permission denied`), never Foundation's error
/// dumps.
///
/// ```swift
/// try OutputPath.prepareFile(URL(fileURLWithPath: "docs/new/sheet.png"), kind: .png)
/// // docs/new/ now exists; docs/new/sheet.png may be written
/// try OutputPath.prepareFile(URL(fileURLWithPath: "notes.txt"), kind: .png)
/// // throws: refusing to replace notes.txt: it is not a PNG file; use --force to replace it
/// ```
public enum OutputPath {
  /// Creates a directory and its missing parents, as `mkdir -p` does.
  ///
  /// ```swift
  /// try OutputPath.createDirectory(URL(fileURLWithPath: "Output/a/b"))
  /// ```
  ///
  /// - Parameter url: The directory; nothing happens when it exists.
  /// - Throws: ``OutputPathError/notADirectory(path:)`` when it, or one of its parents, is a
  ///   file; ``OutputPathError/cannotCreateDirectory(path:reason:)`` with the system's reason.
  public static func createDirectory(_ url: URL) throws(OutputPathError) {
    let path = url.relativePath
    // Another process may remove a parent between its creation and the child's: shards of one
    // suite running side by side each remove the shared artifacts directory when it is empty
    // at their end (`rmdir`, which takes nothing anyone put there). The parent is then made
    // again, a bounded number of times.
    var failure: Int32 = ENOENT
    for _ in 0..<Self.attemptsWhenAParentVanishes {
      switch kind(of: path) {
      case .directory: return
      case .other: throw .notADirectory(path: path)
      case .absent: break
      }
      let parent = parentPath(of: path)
      if !parent.isEmpty && parent != path {
        try createDirectory(URL(fileURLWithPath: parent))
      }
      if mkdir(path, 0o777) == 0 { return }
      failure = errno
      if failure == EEXIST && kind(of: path) == .directory { return }
      guard failure == ENOENT else { break }
    }
    throw .cannotCreateDirectory(path: path, reason: FileSystemReason.text(errno: failure))
  }

  /// How many times ``createDirectory(_:)`` makes a directory whose parent another process
  /// removed meanwhile, before it reports the system's reason.
  static let attemptsWhenAParentVanishes = 8

  /// The directory `path` is in: `""` for a name without a slash, `/` for a name in the root.
  /// Not `NSString.deletingLastPathComponent`, which traps on a one-character relative path
  /// on Linux (`render -o x`).
  static func parentPath(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    var parent = trimmed[..<slash]
    while parent.count > 1 && parent.hasSuffix("/") { parent.removeLast() }
    return parent.isEmpty ? "/" : String(parent)
  }

  /// Makes sure `url` can be written as a file of `kind`: its parent directories exist (they are
  /// created), it is not a directory, and an existing file there is empty or of `kind` — or
  /// `force` is set.
  ///
  /// ```swift
  /// try OutputPath.prepareFile(URL(fileURLWithPath: "out/sort.gif"), kind: gif, force: false)
  /// ```
  ///
  /// - Parameters:
  ///   - url: The file to be written.
  ///   - kind: What it will hold; an existing file is replaced only when it holds the same.
  ///   - force: Replace an existing file of any kind.
  /// - Throws: ``OutputPathError``.
  public static func prepareFile(
    _ url: URL, kind: FileKind, force: Bool = false
  ) throws(OutputPathError) {
    let path = url.relativePath
    switch Self.kind(of: path) {
    case .directory:
      throw .isADirectory(path: path)
    case .other:
      // An empty file holds nothing to lose.
      let start = prefix(of: path)
      if !force && !start.isEmpty && !kind.matches(start) {
        throw .foreignFile(path: path, kind: kind.name)
      }
    case .absent:
      break
    }
    let parent = parentPath(of: path)
    try createDirectory(URL(fileURLWithPath: parent.isEmpty ? "." : parent))
  }

  /// What a path names.
  enum Kind: Equatable {
    case absent
    case directory
    case other
  }

  static func kind(of path: String) -> Kind {
    var status = stat()
    guard stat(path, &status) == 0 else { return .absent }
    return (status.st_mode & S_IFMT) == S_IFDIR ? .directory : .other
  }

  /// The first bytes of a file, enough for any signature; none when it cannot be read.
  static func prefix(of path: String) -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
    defer { try? handle.close() }
    return [UInt8]((try? handle.read(upToCount: 64)) ?? Data())
  }
}

public import Foundation

/// The directory a suite's results are written relative to (`verify --suite … --root DIR`, or
/// the current directory when it holds the suite, else the suite's own directory): a path
/// inside it is written relative to it, a path outside it — an `--artifacts` elsewhere, the
/// temporary folder — stays absolute. Shards checked out at different places then write the
/// same results, and their merge gives the same bytes as one run.
///
/// A result keeps its paths absolute in memory (every file operation uses them) and its root
/// beside them (``VerificationResult/root``); the writers ask ``text(of:)``.
///
/// ```swift
/// let root = ResultRoot(URL(fileURLWithPath: "/ci/checkout"))
/// print(root.text(of: URL(fileURLWithPath: "/ci/checkout/suite/a.jsonl")))  // suite/a.jsonl
/// print(root.text(of: URL(fileURLWithPath: "/tmp/artifacts/a")))            // /tmp/artifacts/a
/// ```
public struct ResultRoot: Sendable, Hashable {
  /// The root, standardized, absolute.
  public var directory: URL

  /// A root.
  ///
  /// - Parameter directory: The directory; a relative one is taken from the current directory.
  public init(_ directory: URL) {
    self.directory = URL(fileURLWithPath: directory.standardizedFileURL.path)
  }

  /// `url`'s path relative to the root when it lies inside it, else its absolute path.
  ///
  /// - Parameter url: A file URL.
  /// - Returns: The path as the results write it.
  public func text(of url: URL) -> String {
    let path = url.standardizedFileURL.path
    var base = directory.path
    if !base.hasSuffix("/") { base += "/" }
    guard path.hasPrefix(base), path.count > base.count else { return path }
    return String(path.dropFirst(base.count))
  }

  /// The root's path from `directory`, with `..` where it lies higher: how a shard's fragment
  /// names the root from its results directory.
  ///
  /// ```swift
  /// ResultRoot(URL(fileURLWithPath: "/ci/checkout"))
  ///   .path(from: URL(fileURLWithPath: "/ci/checkout/results"))  // ..
  /// ```
  ///
  /// - Parameter directory: A directory.
  /// - Returns: The relative path; `.` when `directory` is the root.
  public func path(from directory: URL) -> String {
    let from = directory.standardizedFileURL.pathComponents.filter { $0 != "/" }
    let to = self.directory.pathComponents.filter { $0 != "/" }
    var common = 0
    while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
    let steps =
      Array(repeating: "..", count: from.count - common) + to[common...].map { String($0) }
    return steps.isEmpty ? "." : steps.joined(separator: "/")
  }

  /// `url`'s path as a result with the root `root` writes it: relative to the root, or whole
  /// without one.
  ///
  /// - Parameters:
  ///   - url: A file URL.
  ///   - root: The result's root, if it has one.
  /// - Returns: The path.
  public static func text(of url: URL, root: ResultRoot?) -> String {
    root?.text(of: url) ?? url.path
  }

  /// A path read from a results file: a relative one starts at `root` when there is one (else
  /// at the current directory), an absolute one is kept.
  ///
  /// - Parameters:
  ///   - text: The path as the file holds it.
  ///   - root: Where relative paths start.
  /// - Returns: The file URL, absolute.
  public static func url(of text: String, root: ResultRoot?) -> URL {
    guard !text.hasPrefix("/"), let root else { return URL(fileURLWithPath: text) }
    return root.directory.appendingPathComponent(text)
  }

  /// The key of a decoder's `userInfo` holding the ``ResultRoot`` that relative paths of the
  /// results being read start from; a result read with one keeps it as its
  /// ``VerificationResult/root``, so that it is written again as it was read.
  public static let decodingKey: CodingUserInfoKey? = CodingUserInfoKey(rawValue: "resultRoot")

  /// The root a decoder's `userInfo` names (``decodingKey``), if any.
  static func root(of decoder: any Decoder) -> ResultRoot? {
    decodingKey.flatMap { decoder.userInfo[$0] as? ResultRoot }
  }
}

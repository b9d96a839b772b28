/// A kind of output file, recognised by the bytes it starts with: what ``OutputPath`` lets a
/// write replace without `--force`.
///
/// ```swift
/// print(FileKind.png.matches([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))  // true
/// print(FileKind.png.matches(Array("notes".utf8)))  // false
/// ```
public struct FileKind: Sendable {
  /// The kind's name in messages, such as `PNG`.
  public var name: String
  private let recognises: @Sendable ([UInt8]) -> Bool

  /// Creates a kind.
  ///
  /// - Parameters:
  ///   - name: The name in messages.
  ///   - recognises: Whether a file's first 64 bytes (fewer for a shorter file) are of this
  ///     kind.
  public init(name: String, recognises: @escaping @Sendable ([UInt8]) -> Bool) {
    self.name = name
    self.recognises = recognises
  }

  /// Whether a file starting with `prefix` is of this kind.
  ///
  /// - Parameter prefix: The file's first bytes.
  /// - Returns: `true` when the kind recognises them.
  public func matches(_ prefix: [UInt8]) -> Bool { recognises(prefix) }

  /// A PNG file: the eight-byte PNG signature.
  public static let png = FileKind(name: "PNG") { prefix in
    prefix.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  }
}

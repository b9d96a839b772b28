import Foundation

/// Why a file operation failed, as the plain phrase that ends an error sentence — `permission
/// denied`, `no such file or directory` — instead of Foundation's dump
/// (`Error Domain=NSCocoaErrorDomain Code=513 "…" UserInfo={…}`, or on Linux
/// `The operation could not be completed. (NSCocoaErrorDomain error 512.)`).
///
/// The one translation every module uses for the reasons its errors carry, so a message reads
/// `cannot create the output directory: not a directory` wherever it comes from:
///
/// ```swift
/// FileSystemReason.text(errno: EACCES)  // "permission denied"
/// do {
///   try FileManager.default.createDirectory(atPath: "/etc/passwd/x", withIntermediateDirectories: true)
/// } catch {
///   FileSystemReason.text(of: error)  // "not a directory"
/// }
/// ```
public enum FileSystemReason {
  /// `strerror`'s text for an `errno` value, first letter in lower case: `permission denied`.
  ///
  /// - Parameter code: An `errno` value.
  /// - Returns: The phrase.
  public static func text(errno code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }

  /// The plain reason for an error Foundation (`FileManager`, `Data.write`, `FileHandle`)
  /// threw: the POSIX error it wraps when there is one, else what its Cocoa code means, else
  /// its own description.
  ///
  /// - Parameter error: Any error; non-Foundation errors keep their description.
  /// - Returns: A lower-case phrase without the domain, code or user-info dump.
  public static func text(of error: any Error) -> String {
    if let code = posixCode(of: error, depth: 0) { return text(errno: code) }
    let bridged = error as NSError
    guard bridged.domain == NSCocoaErrorDomain else { return String(describing: error) }
    switch CocoaError.Code(rawValue: bridged.code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: return text(errno: ENOENT)
    case .fileWriteNoPermission, .fileReadNoPermission: return text(errno: EACCES)
    case .fileWriteOutOfSpace: return text(errno: ENOSPC)
    case .fileWriteVolumeReadOnly: return text(errno: EROFS)
    case .fileWriteFileExists: return text(errno: EEXIST)
    case .fileReadTooLarge: return text(errno: EFBIG)
    case .fileReadInvalidFileName, .fileWriteInvalidFileName: return "invalid file name"
    case .fileLocking: return "the file is locked"
    case .fileReadCorruptFile: return "the file is corrupt"
    case .fileReadUnknownStringEncoding, .fileReadInapplicableStringEncoding,
      .fileWriteInapplicableStringEncoding:
      return "the text is not in a supported encoding"
    default: return "the file system refused (Cocoa error \(bridged.code))"
    }
  }

  /// The `errno` value an error is or wraps (Foundation keeps it as the underlying error, an
  /// `NSError` on Darwin and a `POSIXError` on Linux).
  private static func posixCode(of error: any Error, depth: Int) -> Int32? {
    if let posix = error as? POSIXError { return posix.code.rawValue }
    let bridged = error as NSError
    if bridged.domain == NSPOSIXErrorDomain { return Int32(truncatingIfNeeded: bridged.code) }
    guard depth < 4, let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? any Error else {
      return nil
    }
    return posixCode(of: underlying, depth: depth + 1)
  }
}

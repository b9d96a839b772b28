import SnapshotRecording

/// Why a `cell-image` line's image cannot be used although the line is well formed: the reader
/// warns and leaves the image out, and the items naming it are drawn from their labels
/// (recording format v1, "What the screen showed").
///
/// ```swift
/// CellImageProblem.digestMismatch(actual: "9f2c…").message
/// // "its bytes do not match its digest (they digest to sha256:9f2c…)"
/// ```
public enum CellImageProblem: Hashable, Sendable {
  /// `png` is not canonical base64.
  case invalidBase64
  /// The decoded bytes are not a PNG file (no signature, or no image header after it).
  case notPNG
  /// The bytes' SHA-256 is not the digest the line names (`actual` is theirs, 64 hex digits).
  case digestMismatch(actual: String)
  /// The image would take the recording's images past their byte budget.
  case overBudget(limit: Int)

  /// The problem as the end of a sentence about the image.
  public var message: String {
    switch self {
    case .invalidBase64: "its png is not valid base64"
    case .notPNG: "its bytes are not a PNG file"
    case .digestMismatch(let actual):
      "its bytes do not match its digest (they digest to \(CellImageDigest.prefix)\(actual))"
    case .overBudget(let limit):
      "it takes the recording's images past \(limit) bytes"
    }
  }
}

/// Why ``OutputClaim`` cannot claim a directory; each product turns it into its own error, with
/// its own wording.
///
/// ```swift
/// let error = OutputClaimError.notOurs(path: "out", reason: "holds other files (a.txt)")
/// ```
package enum OutputClaimError: Error, Hashable, Sendable {
  /// The directory cannot be created, or a file is where it goes.
  case outputPath(OutputPathError)
  /// The directory exists but cannot be listed; `reason` is the system's.
  case unreadable(path: String, reason: String)
  /// The directory holds what the product does not recognise as its own; `reason` says what
  /// (the product's words).
  case notOurs(path: String, reason: String)
}

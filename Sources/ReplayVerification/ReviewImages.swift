/// The pictures a verify report shows for one frame: paths relative to the report directory,
/// and the content hash of the actual frame an approval names.
struct ReviewImages: Sendable {
  /// The golden, when the frame has one.
  var golden: String?
  /// The rendered frame, when the render produced it.
  var actual: String?
  /// The difference image, when one was written.
  var diff: String?
  /// SHA-256 of the actual frame's bytes, as shown.
  var actualHash: String?
}

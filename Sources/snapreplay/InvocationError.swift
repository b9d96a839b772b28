/// What `snapreplay` itself finds wrong with how it was called, beyond what
/// swift-argument-parser checks: always exit status 64.
///
/// ```swift
/// InvocationError.noApplyWithSeq(9, file: "rec.jsonl")
/// // printed: rec.jsonl: error: no apply with seq 9
/// ```
enum InvocationError: Error, Hashable, Sendable {
  /// An input file named on the command line does not exist.
  case missingInput(path: String)
  /// A directory was named where a file is expected.
  case directoryGiven(path: String)
  /// `diff --from`/`--to` name a seq that no apply of the recording has.
  case noApplyWithSeq(Int, file: String)
  /// `render` was asked for a shard and a video: a video needs every frame.
  case shardedExport
  /// `verify --report` (or `merge -o`, for its `report/`) names a directory that holds files
  /// other than an earlier verify report's; `option` is the option that named it.
  case foreignReportDirectory(path: String, reason: String, option: String)
  /// `report --single-file -o NAME` names a file whose extension is not `.html` or `.htm`: a
  /// browser would open it as something other than a page.
  case singleFileExtension(path: String)
}

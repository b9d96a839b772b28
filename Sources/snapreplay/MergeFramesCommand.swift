import ArgumentParser
import Foundation
import ReplayRendering
import SnapshotRecording

/// `snapreplay merge-frames DIR… -o OUT`: joins the parts of a `render --shard` run.
struct MergeFramesCommand: ReplayCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge-frames",
    abstract: "Join the directories of a sharded render into one render.",
    discussion: """
      Checks that the directories are exactly shards 1…N of one render (the same recording, \
      options and tool version, each shard once, each holding its frames), then writes every \
      frame and manifest.json into OUT: byte for byte what one `render` writes. OUT is claimed \
      as render does (new, empty or an earlier render; anything else needs --force). Exits 1 \
      naming the missing, duplicate or foreign shard, 2 when OUT cannot be written, 64 when \
      OUT is one of the shards.

      \(ExitStatus.helpText)
      """)

  @Argument(help: "The shards' directories (render --shard I/N -o DIR), in any order.")
  var shards: [String]

  @Option(name: [.short, .customLong("output")], help: "The joined render's directory.")
  var output: String

  @Flag(help: "Write into a directory that holds files other than an earlier render's.")
  var force = false

  @Flag(help: "Print nothing on success.")
  var quiet = false

  func validate() throws {
    guard !shards.isEmpty else { throw ValidationError("Name at least one shard directory.") }
  }

  func run(printer: DiagnosticPrinter) throws -> Verdict {
    let manifest = try FrameShardMerge(
      parts: shards.map { URL(fileURLWithPath: $0) }, output: URL(fileURLWithPath: output),
      force: force
    ).run()
    if !quiet {
      let path = URL(fileURLWithPath: output).standardizedFileURL.path
      printer.print(
        "merged \(shards.count) shard\(shards.count == 1 ? "" : "s"), "
          + "\(manifest.frames.count) frames, into \(TerminalText.escaped(path))")
    }
    return .success
  }
}

import ArgumentParser

/// The `snapreplay` command: inspect, check, diff and render snapshot recordings.
@main
struct Snapreplay: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "snapreplay",
    abstract: "Inspect, validate, diff and render UIKit diffable-data-source recordings.",
    subcommands: [
      InfoCommand.self, CheckCommand.self, DiffCommand.self, RenderCommand.self,
      SheetCommand.self, CompareCommand.self, VerifyCommand.self,
    ])
}

import ArgumentParser
import Foundation
import ReplayRendering

/// The `snapreplay` command: inspect, check, diff and render snapshot recordings.
@main
struct Snapreplay: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "snapreplay",
    abstract: "Inspect, validate, diff and render UIKit diffable-data-source recordings.",
    discussion: ExitStatus.helpText,
    // `snapreplay --version`: the VERSION file's first line, which fingerprints and caches use.
    version: SnapreplayVersion.current,
    subcommands: [
      InfoCommand.self, CheckCommand.self, DiffCommand.self, RenderCommand.self,
      ReportCommand.self, SheetCommand.self, CompareCommand.self, VerifyCommand.self,
      MergeCommand.self, MergeFramesCommand.self,
      ApproveCommand.self, ExplainCommand.self, StripImagesCommand.self,
    ])

  /// The one entry point: parses, runs, prints what went wrong and exits with the status of
  /// ``ExitStatus``.
  static func main() {
    let printer = DiagnosticPrinter()
    SignalHandlers.install(printer: printer)
    let status = run(Array(CommandLine.arguments.dropFirst()), printer: printer)
    // Not ParsableCommand's `exit(withError:)`: the status is ours.
    Foundation.exit(status.rawValue)
  }

  /// The funnel every invocation goes through: swift-argument-parser's errors (usage errors,
  /// help) are printed as it words them; everything a command throws goes through
  /// ``ExitPolicy`` to the printer; a command's ``Verdict`` becomes the status.
  ///
  /// ```swift
  /// Snapreplay.run(["diff", "rec.jsonl", "--from", "9"], printer: DiagnosticPrinter())
  /// // stderr: rec.jsonl: error: no apply with seq 9
  /// // returns .invocationFault (64)
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the tool's name.
  ///   - printer: Where everything is printed.
  /// - Returns: The exit status.
  static func run(_ arguments: [String], printer: DiagnosticPrinter) -> ExitStatus {
    var command: any ParsableCommand
    do {
      command = try parseAsRoot(arguments)
    } catch {
      return argumentParserFailure(error, printer: printer)
    }
    guard let replayCommand = command as? any ReplayCommand else {
      // `snapreplay` alone: the root command's run() asks for its help.
      do {
        try command.run()
        return .success
      } catch {
        return argumentParserFailure(error, printer: printer)
      }
    }
    do {
      return ExitStatus(try replayCommand.run(printer: printer))
    } catch {
      let failure = ExitPolicy.failure(for: error, subject: replayCommand.subject)
      printer.emit(failure)
      return ExitStatus(failure.fault)
    }
  }

  /// swift-argument-parser's own words for its errors (`Error: …` and the usage, or the help
  /// asked for); any failure it reports is the invocation's fault.
  private static func argumentParserFailure(
    _ error: any Error, printer: DiagnosticPrinter
  ) -> ExitStatus {
    let isHelp = exitCode(for: error) == .success
    printer.argumentParserMessage(fullMessage(for: error), isHelp: isHelp)
    return isHelp ? .success : .invocationFault
  }
}

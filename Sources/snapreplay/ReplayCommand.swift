import ArgumentParser

/// A `snapreplay` subcommand: it prints through the one ``DiagnosticPrinter`` and ends in a
/// ``Verdict`` or a thrown error; ``Snapreplay/run(_:printer:)`` turns either into the exit
/// status through ``ExitPolicy``.
///
/// ```swift
/// struct InfoCommand: ReplayCommand {
///   func run(printer: DiagnosticPrinter) throws -> Verdict {
///     try InputFile.requireFile(recording)
///     printer.print(try RecordingSummary(contentsOf: url, name: recording).report)
///     return .success
///   }
/// }
/// ```
protocol ReplayCommand: ParsableCommand {
  /// The file errors without a place of their own point at: the recording, for the commands
  /// that read one; `nil` for the others.
  var subject: String? { get }

  /// Does the command's work.
  ///
  /// - Parameter printer: Where results and diagnostics go.
  /// - Returns: How the command came out.
  /// - Throws: The typed errors of the modules it calls, and ``InvocationError``; never
  ///   `ExitCode`.
  func run(printer: DiagnosticPrinter) throws -> Verdict
}

extension ReplayCommand {
  var subject: String? { nil }
}

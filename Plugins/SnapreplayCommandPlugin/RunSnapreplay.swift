import Foundation
import PackagePlugin

/// `swift package snapreplay …`: runs the `snapreplay` tool, built from this package, inside the
/// package that depends on SnapshotReplay, with every argument passed through unchanged — so
/// every command and option of the tool is there, and the exit status is the tool's.
///
/// ```console
/// $ swift package snapreplay verify --suite Tests/visual
/// $ swift package --allow-writing-to-package-directory snapreplay verify --suite Tests/visual --record missing
/// ```
///
/// Paths are relative to the package's directory. SwiftPM runs a command plugin in a sandbox
/// (on macOS) that may write to the package only when asked to on the command line; the plugin
/// declares no permission, so reading commands (`info`, `check`, `diff`, a `verify` that only
/// compares) run without a prompt, and when the tool cannot write — it exits with status 2 —
/// the plugin says which flag lets it.
@main
struct RunSnapreplay: CommandPlugin {
  /// Runs the tool with the arguments after `snapreplay` and ends with its exit status.
  ///
  /// - Parameters:
  ///   - context: Where the package is, and the built tool.
  ///   - arguments: The arguments after the verb, passed to the tool as they are.
  /// - Throws: When the tool cannot be built or started.
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "snapreplay")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    let status = process.terminationStatus
    guard process.terminationReason == .exit, status == 0 else {
      if process.terminationReason == .exit, status == Self.environmentStatus {
        FileHandle.standardError.write(Data(Self.permissionNote(arguments: arguments).utf8))
      }
      // The tool has printed why; SwiftPM prints that the plugin failed and exits non-zero.
      // Exiting with the tool's status keeps 1 (the input is at fault) apart from 2 and 64.
      exit(process.terminationReason == .exit ? status : 128 + status)
    }
  }

  /// `snapreplay`'s status when the environment is at fault: among other causes, an output it
  /// cannot write, which is what the sandbox does to a write inside the package.
  static let environmentStatus: Int32 = 2

  /// The note after the tool's own error: how to let the plugin write inside the package.
  ///
  /// ```swift
  /// RunSnapreplay.permissionNote(arguments: ["verify", "--suite", "Tests/visual"])
  /// // note: if snapreplay could not write inside the package, …
  /// ```
  ///
  /// - Parameter arguments: The arguments the tool was given.
  /// - Returns: The note, ending in a newline.
  static func permissionNote(arguments: [String]) -> String {
    let command =
      (["swift", "package", "--allow-writing-to-package-directory", "snapreplay"]
      + arguments.map(Self.shellQuoted)).joined(separator: " ")
    return """
      note: if snapreplay could not write inside the package (goldens, frames, a report), \
      that is SwiftPM's sandbox for command plugins: it writes there only when allowed. \
      Run it again as `\(command)`.

      """
  }

  /// The argument as a shell reads it back: unchanged when it holds only safe characters, else
  /// in single quotes (`it's` becomes `'it'\''s'`).
  static func shellQuoted(_ argument: String) -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%")
    if !argument.isEmpty, argument.allSatisfy(safe.contains) { return argument }
    return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

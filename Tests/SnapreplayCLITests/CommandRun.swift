import Foundation

/// The outcome of running the built `snapreplay` binary once.
struct CommandRun {
  var exitCode: Int32
  var standardOutput: String
  var standardError: String

  /// Runs `snapreplay` with `arguments`, draining both pipes before waiting for the exit.
  static func snapreplay(
    _ arguments: [String], currentDirectory: URL? = nil, environment: [String: String] = [:]
  ) throws -> CommandRun {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("snapreplay")
    process.arguments = arguments
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read both pipes concurrently: a full stderr pipe must not block a child writing stdout.
    let errorBox = DataBox()
    let group = DispatchGroup()
    let errorHandle = error.fileHandleForReading
    DispatchQueue.global().async(group: group) {
      errorBox.data = errorHandle.readDataToEndOfFile()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    let errorData = errorBox.data
    process.waitUntilExit()
    return CommandRun(
      exitCode: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }

  /// The directory holding the built products (`.build/debug` or `.build/release`).
  static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
  }

  /// A fixture under `Tests/SnapreplayCLITests/Fixtures/`.
  static func fixture(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures").appendingPathComponent(name)
  }
}

/// Carries the stderr bytes out of the reading queue; written once before `group.wait()` returns.
private final class DataBox: @unchecked Sendable {
  var data = Data()
}

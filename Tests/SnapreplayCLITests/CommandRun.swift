import Foundation

/// The outcome of running the built `snapreplay` binary once.
struct CommandRun {
  var exitCode: Int32
  var standardOutput: String
  var standardError: String

  /// How the process ended: `.exit` with ``exitCode`` as its status, or `.uncaughtSignal` with
  /// ``exitCode`` as the signal's number.
  var terminationReason: Process.TerminationReason = .exit

  /// Whether the process was still running at its `timeout` and was killed: how a speed test
  /// fails — by a deadline that stops a runaway, never by comparing a measured duration.
  var killedAtDeadline = false

  /// Runs `snapreplay` with `arguments`, draining both pipes before waiting for the exit.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the tool's name.
  ///   - currentDirectory: Where it runs; the test's own by default.
  ///   - environment: Variables set on top of the test's environment.
  ///   - timeout: Seconds after which a process still running is killed (`SIGKILL`), so that a
  ///     test of a hang fails instead of hanging; `nil` waits for ever.
  /// - Returns: Its exit status and output.
  /// - Throws: `Process`'s error when the binary cannot be started.
  static func snapreplay(
    _ arguments: [String], currentDirectory: URL? = nil, environment: [String: String] = [:],
    timeout: Double? = nil
  ) throws -> CommandRun {
    let running = try RunningCommand.start(
      arguments, currentDirectory: currentDirectory, environment: environment)
    let killed = Flag()
    if let timeout {
      let pid = running.processIdentifier
      let process = running.process
      DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
        if process.isRunning {
          killed.set()
          kill(pid, SIGKILL)
        }
      }
    }
    var run = running.waitForExit()
    run.killedAtDeadline = killed.isSet && run.terminationReason == .uncaughtSignal
    return run
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

/// A `snapreplay` process left running, for tests that watch or signal it while it works; its
/// pipes are drained from the start, so it never blocks on a full one.
///
/// ```swift
/// let running = try RunningCommand.start(["render", "rec.jsonl", "--gif", "x.gif"])
/// kill(running.processIdentifier, SIGINT)
/// let run = running.waitForExit()  // run.exitCode == 130
/// ```
final class RunningCommand: Sendable {
  let process: Process
  private let output = DataBox()
  private let error = DataBox()
  private let readers = DispatchGroup()

  private init(process: Process) {
    self.process = process
  }

  /// The child's process id.
  var processIdentifier: Int32 { process.processIdentifier }

  /// Starts `snapreplay` with `arguments` and returns while it runs.
  static func start(
    _ arguments: [String], currentDirectory: URL? = nil, environment: [String: String] = [:]
  ) throws -> RunningCommand {
    let process = Process()
    process.executableURL = CommandRun.productsDirectory.appendingPathComponent("snapreplay")
    process.arguments = arguments
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    let running = RunningCommand(process: process)
    try process.run()
    // Read both pipes concurrently: a full stderr pipe must not block a child writing stdout.
    for (pipe, box) in [(outputPipe, running.output), (errorPipe, running.error)] {
      let handle = pipe.fileHandleForReading
      DispatchQueue.global().async(group: running.readers) {
        box.data = handle.readDataToEndOfFile()
      }
    }
    return running
  }

  /// Waits until the pipes close and the process exits.
  func waitForExit() -> CommandRun {
    readers.wait()
    process.waitUntilExit()
    return CommandRun(
      exitCode: process.terminationStatus,
      standardOutput: String(decoding: output.data, as: UTF8.self),
      standardError: String(decoding: error.data, as: UTF8.self),
      terminationReason: process.terminationReason)
  }
}

/// Carries a pipe's bytes out of its reading queue; written once before the group's wait
/// returns.
private final class DataBox: @unchecked Sendable {
  var data = Data()
}

/// A flag set from the watchdog's queue and read after the process has exited.
private final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  func set() { lock.withLock { value = true } }

  var isSet: Bool { lock.withLock { value } }
}

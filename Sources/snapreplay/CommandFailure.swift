import ArgumentParser
import Foundation

/// Prints a failure already phrased for the user on standard error and returns exit status 1 to
/// throw, so the message is not wrapped in ArgumentParser's "Error: " prefix.
func failure(_ message: String) -> ExitCode {
  printToStandardError(message)
  return ExitCode.failure
}

/// Prints one line on standard error.
func printToStandardError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}

import Foundation
import ReplayTestSupport
import Testing

/// Every integer and decimal option a command declares itself takes a range: a value outside
/// it (huge, zero, not a number, infinite) is a usage error (64) naming the flag, the range and
/// the value, before anything is read or drawn — never a trap or a runaway.
@Suite struct OptionRangeTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let render = ["render", CommandRun.fixture("render-small.jsonl").path, "-o", "frames"]
  static let sheet = ["sheet", CommandRun.fixture("render-small.jsonl").path, "-o", "sheet.png"]

  static let cases: [Case] = [
    Case(
      arguments: render + ["--workers", "9223372036854775807"],
      message: "--workers must be between 1 and 256, got 9223372036854775807"),
    Case(
      arguments: render + ["--workers", "0"], message: "--workers must be between 1 and 256, got 0"
    ),
    Case(
      arguments: render + ["--workers=-3"],
      message: "--workers must be between 1 and 256, got -3"),
    Case(
      arguments: render + ["--gif-fps-cap", "1e-300"],
      message: "--gif-fps-cap must be between 0.1 and 100, got 1e-300"),
    Case(
      arguments: render + ["--gif-fps-cap", "1e300"],
      message: "--gif-fps-cap must be between 0.1 and 100, got 1e+300"),
    Case(
      arguments: render + ["--gif-fps-cap", "nan"],
      message: "--gif-fps-cap must be between 0.1 and 100, got nan"),
    Case(
      arguments: render + ["--gif-fps-cap", "inf"],
      message: "--gif-fps-cap must be between 0.1 and 100, got inf"),
    Case(
      arguments: sheet + ["--sheet-columns", "9223372036854775807"],
      message: "--sheet-columns must be between 1 and 1000, got 9223372036854775807"),
    Case(
      arguments: sheet + ["--sheet-columns", "0"],
      message: "--sheet-columns must be between 1 and 1000, got 0"),
    Case(
      arguments: sheet + ["--thumbnail-width", "1e308"],
      message: "--thumbnail-width must be between 16 and 32767, got 1e+308"),
    Case(
      arguments: sheet + ["--thumbnail-width", "inf"],
      message: "--thumbnail-width must be between 16 and 32767, got inf"),
    Case(
      arguments: sheet + ["--thumbnail-width", "15.5"],
      message: "--thumbnail-width must be between 16 and 32767, got 15.5"),
  ]

  @Test(arguments: cases)
  func aValueOutsideTheRangeIsAUsageErrorNamingIt(_ spec: Case) throws {
    let scratch = try ScratchDirectory.make("option-range")
    defer { ScratchDirectory.remove(scratch) }
    let run = try CommandRun.snapreplay(spec.arguments, currentDirectory: scratch, timeout: 60)
    #expect(run.terminationReason == .exit)
    #expect(run.exitCode == 64)
    #expect(run.standardError.hasPrefix("Error: \(spec.message)\n"), "\(run.standardError)")
    // Refused before anything was written.
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])
  }

  @Test func theBoundsAreAccepted() throws {
    let scratch = try ScratchDirectory.make("option-range")
    defer { ScratchDirectory.remove(scratch) }
    for arguments in [
      Self.render + ["--workers", "1", "--quiet"], Self.render + ["--workers", "256", "--quiet"],
      Self.sheet + ["--sheet-columns", "1000", "--thumbnail-width", "16"],
    ] {
      let run = try CommandRun.snapreplay(arguments, currentDirectory: scratch, timeout: 120)
      #expect(run.exitCode == 0, "\(arguments): \(run.standardError)")
    }
  }
}

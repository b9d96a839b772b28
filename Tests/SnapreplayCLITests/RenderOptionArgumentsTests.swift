import ArgumentParser
import Foundation
import ReplayRendering
import SnapshotRecording
import Testing

@testable import snapreplay

/// The command line's typed render options against the one list (`RenderOptionKey`): the same
/// options, flags and help, reading the same values as header hints.
@Suite struct RenderOptionArgumentsTests {
  /// Edge cases by option: text it takes (not the default) and text it rejects. Options not
  /// listed are tried with ``derivedSample(for:)`` alone, so a new option needs no line here.
  static let edgeCases: [RenderOptionKey: (good: String, bad: [String])] = [
    .layout: ("list", ["table", "List"]),
    .columns: ("24", ["0", "2.5", "x", "10001", "9223372036854775807"]),
    .cellSize: ("16x34", ["16by34", "0x10", "16", "16x34x1", "100001x10"]),
    .spacing: ("0", ["-3", "nan"]), .padding: ("2.5", ["-0.1", "inf"]),
    .headerHeight: ("0", ["-1"]), .cornerRadius: ("4", ["0x10"]),
    .scale: ("2", ["0", "-1", "0x1p1", "101"]), .background: ("#00000080", ["black", "#12345"]),
    .appearance: ("dark", ["Dark", "night"]),
    .viewport: ("390x400", ["390", "0x10"]), .listStyle: ("inset-grouped", ["sidebar"]),
    .fps: ("29.97", ["fast", "0", "241", "1e300"]), .duration: ("1", ["-1", "1e308"]),
    .curve: ("spring", ["bounce"]), .speed: ("0.5", ["0", "1e-320"]),
    .maxIdle: ("0.25", ["-1", "3601", "nil"]),
    .hold: ("0", ["inf", "1e300"]), .from: ("3", ["x", "1.5"]), .to: ("41", ["last"]),
    .timing: ("sequential", ["real"]), .contentSize: ("ax3", ["huge", "AX3", "xSmall"]),
    .layoutDirection: ("rtl", ["right-to-left"]), .chrome: ("navigation", ["nav", "full"]),
  ]

  /// Text every option of its kind takes other than the default, and text it rejects, from
  /// the table's kind and range.
  static func derivedSample(for key: RenderOptionKey) -> (good: String, bad: [String]) {
    let outside = key.range.map { [RenderHint.number($0.upperBound * 2 + 1).commandLineText] } ?? []
    switch key.kind {
    case .choice(let words): return (words.last ?? "", ["not-a-choice"])
    case .size: return ("16x34", ["16by34", "0x10"])
    case .color: return ("#00000080", ["black"])
    case .integer: return ("3", ["x", "1.5"])
    case .positiveInteger, .positiveNumber, .nonNegativeNumber, .nonNegativeNumberOrNone:
      let top = key.range.map { RenderHint.number($0.upperBound).commandLineText } ?? "7"
      return (top, ["x", "-1", "nan"] + outside)
    }
  }

  /// The edge cases of `key` with the derived ones.
  static func samples(for key: RenderOptionKey) -> (good: String, bad: [String]) {
    let derived = derivedSample(for: key)
    guard let edge = edgeCases[key] else { return derived }
    return (edge.good, edge.bad + derived.bad)
  }

  @Test(arguments: RenderOptionKey.allCases)
  func theDerivedSampleIsNotTheDefault(key: RenderOptionKey) throws {
    let options = try RenderOptions(hints: [key.hint: .string(Self.derivedSample(for: key).good)])
    #expect(options.optionText(for: key) != RenderOptions().optionText(for: key))
  }

  @Test func theOptionGroupHasOneTypedOptionPerListedOption() throws {
    let arguments = try RenderOptionArguments.parse([])
    // Property wrappers store `_name`: the properties are the hint names, in the list's order.
    let names = Mirror(reflecting: arguments).children.compactMap { $0.label?.dropFirst() }
    #expect(names.map(String.init) == RenderOptionKey.allCases.map(\.hint))
  }

  @Test(arguments: RenderOptionKey.allCases)
  func commandLineReadsAValueAsTheHeaderHintDoes(key: RenderOptionKey) throws {
    let text = Self.samples(for: key).good
    let parsed = try RenderOptionArguments.parse([key.flag, text])
    let fromCommandLine = try RenderOptions(hints: [:], overrides: try parsed.overrides())
    let fromHint = try RenderOptions(hints: [key.hint: .string(text)])
    #expect(fromCommandLine == fromHint)
    #expect(fromCommandLine != RenderOptions())
  }

  @Test(arguments: RenderOptionKey.allCases)
  func commandLineRejectsWhatTheHeaderHintRejects(key: RenderOptionKey) throws {
    for text in Self.samples(for: key).bad {
      #expect(throws: RenderOptionError.invalidValue(option: key, value: text, source: .header)) {
        try RenderOptions(hints: [key.hint: .string(text)])
      }
      #expect(throws: (any Error).self, "\(key.flag) \(text)") {
        try RenderOptionArguments.parse([key.flag, text])
      }
    }
  }

  @Test(arguments: ["render", "sheet", "verify"])
  func helpShowsEveryListedOptionWithTheListsHelp(command: String) throws {
    let run = try CommandRun.snapreplay([command, "--experimental-dump-help"])
    #expect(run.exitCode == 0)
    let dump = try JSONDecoder().decode(HelpDump.self, from: Data(run.standardOutput.utf8))
    let options = Dictionary(
      dump.command.arguments.compactMap { argument in
        argument.names?.first { $0.kind == "long" }.map { ("--" + $0.name, argument) }
      },
      uniquingKeysWith: { first, _ in first })
    for key in RenderOptionKey.allCases {
      let option = try #require(options[key.flag], "\(command) has no \(key.flag)")
      #expect(option.abstract == key.help, "\(key.flag)")
      #expect(option.valueName == key.valueName ?? String(key.flag.dropFirst(2)), "\(key.flag)")
    }
  }

  @Test func badValueIsAUsageErrorNamingTheFlagAndWhatItTakes() throws {
    let fixture = CommandRun.fixture("render-small.jsonl").path
    let run = try CommandRun.snapreplay(["render", fixture, "--fps", "fast", "-o", "/tmp/unused"])
    #expect(run.exitCode == 64)
    #expect(
      run.standardError.hasPrefix(
        """
        Error: The value 'fast' is invalid for '--fps <fps>'
        Help:  --fps <fps>  Frames per second: a number from 0.1 to 240 (default: 30).
        Usage: snapreplay render [<options>] <recording>

        """))
  }

  @Test func badChoiceIsAUsageErrorListingTheChoices() throws {
    let fixture = CommandRun.fixture("render-small.jsonl").path
    let run = try CommandRun.snapreplay(["render", fixture, "--layout", "table"])
    #expect(run.exitCode == 64)
    #expect(
      run.standardError.hasPrefix(
        "Error: The value 'table' is invalid for '--layout <layout>'. "
          + "Please provide one of 'grid' and 'list'.\n"))
  }

  @Test func fromAfterToIsAUsageError() throws {
    let fixture = CommandRun.fixture("render-small.jsonl").path
    let run = try CommandRun.snapreplay(["render", fixture, "--from", "5", "--to", "3"])
    #expect(run.exitCode == 64)
    #expect(
      run.standardError.hasPrefix("Error: --from 5 is after --to 3: no apply would be shown\n"))
  }
}

/// The part of swift-argument-parser's `--experimental-dump-help` JSON these tests read.
private struct HelpDump: Decodable {
  struct Command: Decodable {
    var arguments: [Argument]
  }

  struct Argument: Decodable {
    var names: [Name]?
    var valueName: String?
    var abstract: String?
  }

  struct Name: Decodable {
    var kind: String
    var name: String
  }

  var command: Command
}

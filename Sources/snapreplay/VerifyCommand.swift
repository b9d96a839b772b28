import ArgumentParser
import Foundation
import ReplayComparison
import ReplayVerification

/// `snapreplay verify REC --golden DIR`: renders and compares with golden frames.
struct VerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Render a recording and compare its frames with golden frames.",
    discussion: """
      Renders in memory and compares frame by frame with the golden directory; when something \
      differs or is recorded, writes the actual frames and difference images into \
      $SNAPREPLAY_ARTIFACTS (else a temporary directory). Record modes, as in swift-snapshot-testing: missing \
      (default; write goldens that do not exist, then fail), failed (rewrite the missing and \
      differing ones, then fail), all (rewrite every golden, then fail), never (write nothing; \
      for CI). $SNAPREPLAY_RECORD sets the mode when --record is not given. \
      Exit status: 0 every frame matches, 1 a frame differs, is missing or was recorded, 64 \
      usage error.
      """)

  @Argument(help: "The recording (.jsonl).")
  var recording: String

  @Option(help: "The directory of golden frames.")
  var golden: String

  @Option(help: "missing, failed, all or never (default: $SNAPREPLAY_RECORD, else missing).")
  var record: String?

  @Option(help: "Where the actual frames and difference images go.")
  var artifacts: String?

  @OptionGroup var tolerance: ToleranceArguments

  @OptionGroup var renderOptions: RenderOptionArguments

  @OptionGroup var canvasMemory: CanvasMemoryArguments

  @Flag(help: "Print the result as JSON.")
  var json = false

  func validate() throws {
    if let record, RecordMode(rawValue: record) == nil {
      throw ValidationError(
        "--record must be one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    if record == nil, RecordMode.fromEnvironment(ProcessInfo.processInfo.environment) == nil {
      let value = ProcessInfo.processInfo.environment[RecordMode.environmentVariable] ?? ""
      throw ValidationError(VerificationError.unknownRecordMode(value).description)
    }
  }

  func run() throws {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let mode =
      record.flatMap(RecordMode.init(rawValue:))
      ?? RecordMode.fromEnvironment(ProcessInfo.processInfo.environment) ?? .missing
    let verification = GoldenVerification(
      recording: URL(fileURLWithPath: recording), goldens: URL(fileURLWithPath: golden),
      renderOptions: renderOptions.overrides, comparison: tolerance.options, record: mode,
      artifacts: artifacts.map {
        DiffDirectory.resolve(explicit: $0, environment: [:], currentDirectory: current)
      }, memoryBudget: canvasMemory.budget)
    let result: VerificationResult
    do {
      result = try verification.run()
    } catch {
      throw failure("\(error)")
    }
    if json {
      print(VerifyReport(result).json)
    } else if result.passed {
      print(
        "PASS: \(result.report.frames.count) frames match the goldens in \(result.goldens.path)")
    } else {
      print(result.message)
    }
    if !result.passed { throw ExitCode.failure }
  }
}

/// `verify --json`: the outcome, what was recorded, and the per-frame comparison.
private struct VerifyReport: Encodable {
  var passed: Bool
  var record: String
  var goldens: String
  var actualDirectory: String
  var recorded: [String]
  var removed: [String]
  var frames: [Frame]

  struct Frame: Encodable {
    var name: String
    var status: String
    var differingPixels: Int?
    var diffImage: String?
  }

  init(_ result: VerificationResult) {
    passed = result.passed
    record = result.record.rawValue
    goldens = result.goldens.path
    actualDirectory = result.actualDirectory.path
    recorded = result.recorded
    removed = result.removed
    frames = result.report.frames.map { frame in
      let status: String
      switch frame.outcome {
      case .compared(let comparison): status = comparison.verdict.rawValue
      case .missingFromCandidate: status = "notRendered"
      case .extraInCandidate: status = "noGolden"
      }
      return Frame(
        name: frame.name, status: status, differingPixels: frame.result?.differingPixels,
        diffImage: frame.diffImageURL?.path)
    }
  }

  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

import ArgumentParser
import Foundation
import ReplayComparison

/// `snapreplay compare A B`: compares two PNG files or two frame directories.
struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Compare two PNG files or two directories of frames.",
    discussion: """
      A pixel differs when its perceptual (YIQ) colour distance exceeds --threshold; \
      anti-aliased pixels are detected and not counted. An image passes when its differing \
      pixels stay within --max-diff-pixels or --max-diff-ratio. Frames are matched by file \
      name. Difference images of failing frames go to --diff-dir, else \
      $SNAPREPLAY_ARTIFACTS, else a temporary directory.
      Exit status: 0 equal within tolerance, 1 different, 64 usage error.
      """)

  @Argument(help: "The reference PNG file or frame directory.")
  var reference: String

  @Argument(help: "The candidate PNG file or frame directory.")
  var candidate: String

  @OptionGroup var tolerance: ToleranceArguments

  @Option(help: "Directory for difference images.")
  var diffDir: String?

  @Flag(help: "Print the report as JSON.")
  var json = false

  func validate() throws {
    let kinds = try [reference, candidate].map { path in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw ValidationError(ComparisonError.missingInput(path: path).description)
      }
      return isDirectory.boolValue
    }
    if kinds[0] != kinds[1] {
      let (file, directory) = kinds[0] ? (candidate, reference) : (reference, candidate)
      let error = ComparisonError.mixedInputs(file: file, directory: directory)
      throw ValidationError(error.description)
    }
  }

  func run() throws {
    let options = tolerance.options
    var report: ComparisonReport
    do {
      report = try ComparisonReport.compare(
        URL(fileURLWithPath: reference), URL(fileURLWithPath: candidate), options: options)
      if !report.passed {
        let directory = DiffDirectory.resolve(
          explicit: diffDir, environment: ProcessInfo.processInfo.environment,
          currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        report = try report.writingDiffImages(to: directory)
      }
    } catch {
      // Paths were checked in validate(); what is left is an unreadable or unwritable file.
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      throw ExitCode(1)
    }
    print(json ? report.json : report.text, terminator: "")
    if !report.passed { throw ExitCode(1) }
  }
}

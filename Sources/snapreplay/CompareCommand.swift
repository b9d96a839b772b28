import ArgumentParser
import Foundation
import ReplayComparison

/// `snapreplay compare A B`: compares two PNG files or two frame directories.
struct CompareCommand: ReplayCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Compare two PNG files or two directories of frames.",
    discussion: """
      A pixel differs when its perceptual (YIQ) colour distance exceeds --threshold; \
      anti-aliased pixels are detected and not counted. An image passes when its differing \
      pixels stay within --max-diff-pixels or --max-diff-ratio. Frames are matched by file \
      name; for two directories one summary line is printed (the verdict, the first \
      differing frame and where the difference images went), --verbose prints a line per \
      frame, and --fail-fast stops at the first frame, in name order, that differs, is \
      missing or is extra (the JSON's notCompared counts the frames left). The difference image of each failing frame is written as soon as it is compared, \
      to --diff-dir, else $SNAPREPLAY_ARTIFACTS, else \
      $TMPDIR/snapreplay-artifacts-<uid>/compare-<reference name>, which the next passing run \
      of the same reference removes; where they go is checked, and created, before the first \
      frame is compared. Exits 0 when equal within tolerance, 1 when they differ or a file is \
      not a valid PNG, 2 when a file cannot be read or a difference image cannot be written \
      (a file where the directory goes, a directory where an image goes), 64 when a path does \
      not exist, a file is compared with a directory, or a difference image would replace a \
      file of another kind (--force replaces it).

      \(ExitStatus.helpText)
      """)

  @Argument(help: "The reference PNG file or frame directory.")
  var reference: String

  @Argument(help: "The candidate PNG file or frame directory.")
  var candidate: String

  @OptionGroup var tolerance: ToleranceArguments

  @Option(help: "Directory for difference images.")
  var diffDir: String?

  @Flag(
    help: ArgumentHelp(
      "Replace files of another kind where a difference image goes (NAME.diff.png)."))
  var force = false

  @Flag(help: "Print the report as JSON.")
  var json = false

  @Flag(help: "For directories, print a line per frame, not one summary line.")
  var verbose = false

  @Flag(
    help: ArgumentHelp(
      "For directories, stop at the first frame that differs, is missing or is extra."))
  var failFast = false

  func run(printer: DiagnosticPrinter) throws -> Verdict {
    let referenceURL = URL(fileURLWithPath: reference)
    let environment = ProcessInfo.processInfo.environment
    let named = ArtifactDirectory.named(
      explicit: diffDir, environment: environment,
      currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let writer: DifferenceImageWriter
    // Removed again when it is still empty at the end: a passing run leaves nothing new.
    let tidy: () -> Void
    if let named {
      let existed = FileManager.default.fileExists(atPath: named.path)
      writer = DifferenceImageWriter(directory: named, force: force)
      tidy = { if !existed { ArtifactDirectory.removeIfEmpty(named) } }
    } else {
      // The default place: this reference's own subdirectory of the per-user directory, which
      // an earlier run may have filled and this one replaces or, passing, removes.
      let root = ArtifactDirectory.defaultRoot(environment: environment)
      let directory = root.appendingPathComponent(
        "compare-\(referenceURL.standardizedFileURL.lastPathComponent)")
      ArtifactDirectory.removeDefaultArtifacts(directory, root: root)
      writer = DifferenceImageWriter(directory: directory, force: true) {
        () throws(ComparisonError) in try ArtifactDirectory.prepareDefaultRoot(root)
      }
      tidy = { ArtifactDirectory.removeDefaultArtifacts(directory, root: root) }
    }
    // Difference images are written as each frame is compared; the paths they go to are
    // checked, and their directory created, before the first one is.
    let report: ComparisonReport
    do {
      report = try ComparisonReport.compare(
        referenceURL, URL(fileURLWithPath: candidate), options: tolerance.options,
        diffImages: writer, stopAtFirstDifference: failFast)
    } catch {
      tidy()
      throw error
    }
    if report.passed { tidy() }
    // Both are directories when either is: the comparison refuses a mix.
    var isDirectory: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: referenceURL.path, isDirectory: &isDirectory)
    let text = isDirectory.boolValue && !verbose ? report.summaryLine : report.text
    printer.print(json ? report.json : text, terminator: "")
    return report.passed ? .success : .failure(.input)
  }
}

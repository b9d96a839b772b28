import Foundation
import RecordingFormat
import ReplayComparison
import ReplayPlayer
import ReplayRaster
import ReplayRendering
import ReplayVerification
import SnapshotRecording
import Testing

@testable import snapreplay

/// The classification table: who is at fault for each error, and the line that says so.
@Suite struct ExitPolicyTests {
  static let location = RecordingLocation(file: "rec.jsonl", line: 4)

  static func fault(_ error: any Error) -> Fault {
    ExitPolicy.failure(for: error, subject: "rec.jsonl").fault
  }

  @Test func statusesAreTheDocumentedNumbers() {
    #expect(ExitStatus.allCases.map(\.rawValue) == [0, 1, 2, 64, 130, 143])
    #expect(ExitStatus(.success) == .success)
    #expect(ExitStatus(.failure(.input)).rawValue == 1)
    #expect(ExitStatus(.failure(.environment)).rawValue == 2)
    #expect(ExitStatus(.failure(.invocation)).rawValue == 64)
    // A signal's status is 128 plus its number, as a shell reports it.
    #expect(
      SignalHandlers.statuses.map { [$0.signal + 128, $0.status.rawValue] }
        == [[130, 130], [143, 143]])
  }

  @Test func theInvocationOutranksTheEnvironmentWhichOutranksTheInput() {
    #expect([Fault.input, .invocation, .environment].max() == .invocation)
    #expect([Fault.input, .environment].max() == .environment)
  }

  @Test func reportErrorsAreClassifiedAsTheirOutputsAndBudgets() {
    #expect(
      Self.fault(ReportError.notOurDirectory(path: "out", reason: "holds other files"))
        == .invocation)
    #expect(
      Self.fault(ReportError.writeFailed(path: "out/index.html", reason: "full")) == .environment)
    #expect(Self.fault(ReportError.outputPath(.notADirectory(path: "out"))) == .environment)
    #expect(Self.fault(ReportError.overBudget(what: "more than 3 cell placements")) == .input)
    #expect(
      DiagnosticPrinter.format(
        ExitPolicy.failure(
          for: ReportError.overBudget(what: "more than 3 cell placements"), subject: "rec.jsonl"
        ))
        == "rec.jsonl: error: the report would hold more than 3 cell placements; draw fewer "
        + "frames (--fps, --from/--to, --max-idle) or smaller ones (--scale)")
  }

  @Test func badRecordingsAreTheInputsFault() {
    #expect(Self.fault(RecordingError.missingHeader(file: "rec.jsonl")) == .input)
    #expect(
      Self.fault(RecordingError.invalidColor(Self.location, path: "color", text: "red"))
        == .input)
    let hint = RenderOptionError.invalidValue(option: .fps, value: "0", source: .header)
    #expect(Self.fault(RecordingRenderError.option(hint)) == .input)
    #expect(Self.fault(RecordingRenderError.timeline(.noApplies)) == .input)
    #expect(Self.fault(ContactSheetError.nothingToShow(.markers)) == .input)
    #expect(Self.fault(ComparisonError.unreadablePNG(path: "a.png", reason: "Not a PNG")) == .input)
  }

  @Test func filesThatCannotBeReadOrWrittenAreTheEnvironmentsFault() {
    #expect(Self.fault(RecordingError.cannotRead(file: "rec.jsonl", reason: "EIO")) == .environment)
    #expect(
      Self.fault(RecordingError.cannotOpen(file: "rec.jsonl", reason: "EACCES")) == .environment)
    let output = FrameOutputError.cannotCreateDirectory(path: "out", reason: "Not a directory")
    #expect(Self.fault(RecordingRenderError.output(output)) == .environment)
    #expect(Self.fault(VerificationError.rendering(.output(output))) == .environment)
    #expect(Self.fault(VideoExportError.ffmpegNotInstalled(format: "gif")) == .environment)
    #expect(Self.fault(VideoExportError.ffmpegFailed(status: 1, message: "x")) == .environment)
    #expect(Self.fault(PNGCodecError.cannotWrite(path: "s.png", reason: "full")) == .environment)
    #expect(Self.fault(AtomicFileError(path: "a", reason: "No space left")) == .environment)
    #expect(Self.fault(ComparisonError.unreadableFile(path: "a.png", reason: "x")) == .environment)
    #expect(Self.fault(VerificationError.fileSystem(path: "g", reason: "x")) == .environment)
    // A recording that changed between the pass counting its frames and the one drawing them.
    let changed = RecordingError.cannotRead(file: "rec.jsonl", reason: "it changed")
    #expect(Self.fault(RecordingRenderError.recording(changed)) == .environment)
    #expect(Self.fault(VideoExportError.frames(.recording(changed))) == .environment)
  }

  @Test func theCommandLineIsTheInvocationsFault() {
    #expect(Self.fault(InvocationError.missingInput(path: "r.jsonl")) == .invocation)
    #expect(Self.fault(InvocationError.noApplyWithSeq(9, file: "r.jsonl")) == .invocation)
    #expect(Self.fault(ComparisonError.missingInput(path: "a.png")) == .invocation)
    #expect(Self.fault(ComparisonError.mixedInputs(file: "a.png", directory: "d")) == .invocation)
    #expect(Self.fault(VerificationError.unknownRecordMode("x")) == .invocation)
    #expect(Self.fault(ContactSheetError.invalidThumbnailWidth(.nan)) == .invocation)
  }

  @Test func errorsWithoutAPlacePointAtTheSubject() {
    let failure = ExitPolicy.failure(
      for: VideoExportError.ffmpegNotInstalled(format: "gif"), subject: "rec.jsonl")
    #expect(
      DiagnosticPrinter.format(failure)
        == "rec.jsonl: error: ffmpeg is not installed: writing gif needs it; install the Debian "
        + "package with `apt-get install ffmpeg`")
  }

  @Test func errorsKeepTheirOwnPlaceAndWording() {
    let error = RecordingError.unsupportedVersion(Self.location, version: 2, supported: [1])
    let failure = ExitPolicy.failure(for: error, subject: "other.jsonl")
    #expect(DiagnosticPrinter.format(failure) == error.description)
    let png = ComparisonError.unreadablePNG(path: "b.png", reason: "Not a PNG file")
    #expect(
      DiagnosticPrinter.format(ExitPolicy.failure(for: png, subject: nil))
        == "b.png: error: cannot read PNG: Not a PNG file")
  }

  /// One of every error that names a file or wraps another, as a module throws it. (Not
  /// `RecordingError` itself: its description is a whole compiler-style line, and the printer
  /// takes its `message` instead; `VerificationError` wraps its message, as below.)
  static let errorsNamingFiles: [any Error] = [
    PNGCodecError.cannotRead(path: "a.png", reason: "no such file"),
    PNGCodecError.cannotWrite(path: "s.png", reason: "not a directory"),
    AtomicFileError(path: "a.png.tmp", reason: "Permission denied"),
    FrameOutputError.cannotCreateDirectory(path: "out", reason: "not a directory"),
    FrameOutputError.writeFailed(path: "out/manifest.json", reason: "no space left on device"),
    FrameOutputError.encoding(frame: 3, .cannotWrite(path: "f.png", reason: "x")),
    RecordingRenderError.output(.cannotCreateDirectory(path: "out", reason: "x")),
    ContactSheetError.rendering(.output(.writeFailed(path: "s.png", reason: "x"))),
    ComparisonError.unreadablePNG(path: "a.png", reason: "Not a PNG file"),
    ComparisonError.unreadableFile(path: "a.png", reason: "x"),
    ComparisonError.unwritablePNG(path: "d.png", reason: "x"),
    ComparisonError.missingInput(path: "a.png"),
    ComparisonError.directoryFailure(path: "d", reason: "cannot create the directory: x"),
    VerificationError.fileSystem(path: "g", reason: "cannot update the goldens: x"),
    VerificationError.recording(.missingHeader(file: "rec.jsonl")),
    VerificationError.recording(.unsupportedVersion(location, version: 2, supported: [1])),
    VerificationError.comparison(.unreadablePNG(path: "g/frame-000000.png", reason: "x")),
    VerificationError.rendering(.output(.cannotCreateDirectory(path: "a/actual", reason: "x"))),
    RecordingWriteError(file: "rec.jsonl", reason: "no such file or directory"),
  ]

  @Test(arguments: 0..<errorsNamingFiles.count)
  func anErrorsDescriptionCarriesNoSeverityAndItsLineSaysErrorOnce(_ index: Int) {
    let error = Self.errorsNamingFiles[index]
    #expect(!"\(error)".contains("error:"), "\(error)")
    let line = DiagnosticPrinter.format(
      ExitPolicy.failure(for: error, subject: "rec.jsonl"))
    #expect(line.components(separatedBy: "error:").count == 2, "\(line)")
  }

  @Test func aFoundationFileErrorIsTheEnvironmentsFaultInPlainWords() {
    let error = CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: "/ro/x.png"])
    let failure = ExitPolicy.failure(for: error, subject: "rec.jsonl")
    #expect(failure.fault == .environment)
    #expect(DiagnosticPrinter.format(failure) == "/ro/x.png: error: permission denied")
    let posix = ExitPolicy.failure(for: POSIXError(.ENOSPC), subject: "rec.jsonl")
    #expect(posix.fault == .environment)
    #expect(
      DiagnosticPrinter.format(posix) == "rec.jsonl: error: no space left on device")
  }

  @Test func anUnknownErrorIsTheInputsFaultAndPrintsItself() {
    struct Odd: Error, CustomStringConvertible {
      var description: String { "odd" }
    }
    let failure = ExitPolicy.failure(for: Odd(), subject: nil)
    #expect(failure.fault == .input)
    #expect(DiagnosticPrinter.format(failure) == "snapreplay: error: odd")
  }
}

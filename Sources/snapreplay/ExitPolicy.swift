import Foundation
import RecordingFormat
import ReplayComparison
import ReplayPlayer
import ReplayRaster
import ReplayRendering
import ReplayVerification
import SnapshotRecording
import UpdateExplanation

/// The classification table: for every error a command can throw, the ``Diagnostic`` that
/// reports it, which says who is at fault (its `Fault`, which ``ExitStatus`` numbers). One file, so that the policy can
/// be read, and changed, in one place.
///
/// Each module's error keeps its data (paths, lines, reasons); the table only decides where the
/// diagnostic points and whose fault it is. Errors without a place of their own (a bad header
/// hint, a missing ffmpeg) point at the command's subject, the recording it was given.
///
/// ```swift
/// let failure = ExitPolicy.failure(
///   for: VideoExportError.ffmpegNotInstalled(format: "gif"), subject: "rec.jsonl")
/// failure.fault  // .environment: exit status 2
/// DiagnosticPrinter.format(failure)
/// // rec.jsonl: error: ffmpeg is not installed: writing gif needs it; install …
/// ```
enum ExitPolicy {
  /// The diagnostic an error stands for.
  ///
  /// - Parameters:
  ///   - error: What a command threw.
  ///   - subject: The file the command works on, for errors that name no file themselves.
  /// - Returns: The diagnostic, with its fault. A Foundation file error (`CocoaError`,
  ///   `POSIXError`) is the environment's fault, printed as its plain reason
  ///   (`FileSystemReason`); an error of a type the table does not know is printed as it
  ///   describes itself and counts as the input's fault, exit status 1, as
  ///   swift-argument-parser would count it.
  static func failure(for error: any Error, subject: String?) -> Diagnostic {
    switch error {
    case let error as InvocationError: failure(for: error)
    case let error as RecordingError: failure(for: error)
    case let error as RecordingRenderError: failure(for: error, subject: subject)
    case let error as ReportError: failure(for: error, subject: subject)
    case let error as ContactSheetError: failure(for: error, subject: subject)
    case let error as VideoExportError: failure(for: error, subject: subject)
    case let error as RenderingError: failure(for: error, subject: subject)
    case let error as PNGCodecError: failure(for: error, subject: subject)
    case let error as OutputPathError: failure(for: error)
    case let error as AtomicFileError:
      .error("cannot write: \(error.reason)", file: error.path, fault: .environment)
    case let error as ComparisonError: failure(for: error)
    case let error as VerificationError: failure(for: error, subject: subject)
    case let error as ShardSelectionError: .error("\(error)", fault: .invocation)
    case let error as FrameMergeError: failure(for: error)
    case let error as SuiteMergeError: failure(for: error)
    case let error as VerificationSuiteError: failure(for: error)
    case let error as ApprovalError: failure(for: error)
    case let error as ExplanationError: failure(for: error, file: subject)
    // A Foundation file error no module turned into its own: its plain reason, never the dump.
    case let error as CocoaError:
      .error(FileSystemReason.text(of: error), file: error.filePath ?? subject, fault: .environment)
    case let error as POSIXError:
      .error(FileSystemReason.text(of: error), file: subject, fault: .environment)
    default: .error("\(error)", file: subject, fault: .input)
    }
  }

  /// `explain`: a budget reached, a count beyond 64 bits, a crash report that is not JSON;
  /// the input's fault, at the line the error names.
  static func failure(for error: ExplanationError, file: String?) -> Diagnostic {
    .error(error.description, file: file, line: error.line, fault: .input)
  }

  /// Problems with the command line that swift-argument-parser cannot see.
  static func failure(for error: InvocationError) -> Diagnostic {
    switch error {
    case .missingInput(let path):
      .error("no such file or directory", file: path, fault: .invocation)
    case .directoryGiven(let path):
      .error("is a directory; name a file", file: path, fault: .invocation)
    case .noApplyWithSeq(let seq, let file):
      .error("no apply with seq \(seq)", file: file, fault: .invocation)
    case .shardedExport:
      .error(
        "--gif, --video, --webp and --apng need every frame, not a shard: render the shards "
          + "to PNG, join them with merge-frames, then export", fault: .invocation)
    case .foreignReportDirectory(let path, let reason, let option):
      .error(
        "refusing to write the verify report into a directory that \(reason); use --force to "
          + "write there anyway, or another directory (\(option))", file: path, fault: .invocation)
    case .singleFileExtension(let path):
      .error(
        "a single-file report must be named .html (or have no extension, and .html is added): "
          + "a browser opens a file of another extension as something other than a page",
        file: path, fault: .invocation)
    }
  }

  /// Joining a sharded suite: fragments that are missing, twice there or of another run are
  /// the input's fault; a results directory that cannot be read the environment's.
  static func failure(for error: SuiteMergeError) -> Diagnostic {
    switch error {
    case .invalidExpectation:
      .error("\(error)", fault: .invocation)
    case .unreadable:
      .error("\(error)", fault: .environment)
    case .noFragments, .notAFragment, .misnamed, .wrongCount, .foreign, .duplicate, .missing,
      .incomplete:
      .error("\(error)", fault: .input)
    }
  }

  /// Joining a sharded render: parts that are missing, twice there or of another render are
  /// the input's fault; naming the output among the parts, or no part, the invocation's.
  static func failure(for error: FrameMergeError) -> Diagnostic {
    switch error {
    case .noParts, .outputIsAPart:
      .error("\(error)", fault: .invocation)
    case .unreadable, .notAManifest, .notAShard, .foreign, .wrongFrames, .duplicate, .missing:
      .error("\(error)", fault: .input)
    case .output(let error):
      failure(for: error, subject: nil)
    }
  }

  /// A recording that cannot be read: its own diagnostic, which says whose fault it is (the
  /// input's, unless the file could not be opened or read at all; a missing file has been
  /// caught before as the invocation's fault).
  static func failure(for error: RecordingError) -> Diagnostic {
    Diagnostic(error)
  }

  /// Options, timeline or frame output.
  static func failure(for error: RecordingRenderError, subject: String?) -> Diagnostic {
    switch error {
    case .option(let error):
      // Command-line values are checked by swift-argument-parser; a bad one here came from a
      // caller's overrides, a bad header hint from the recording.
      switch error {
      case .invalidValue(_, _, .header):
        .error("\(error)", file: subject, fault: .input)
      case .invalidValue(_, _, .override):
        .error("\(error)", file: subject, fault: .invocation)
      }
    case .timeline(let error):
      // No applies, none in the --from/--to range (which a header hint may set), or a canvas
      // too large for the recording's layout.
      .error("\(error)", file: subject, fault: .input)
    case .output(let error):
      failure(for: error, subject: subject)
    case .recording(let error):
      // A recording read as it renders: a malformed line, as when it is read whole.
      failure(for: error)
    }
  }

  /// Writing a frame directory.
  static func failure(for error: FrameOutputError, subject: String?) -> Diagnostic {
    switch error {
    case .cannotCreateDirectory(let path, let reason):
      .error("cannot create the output directory: \(reason)", file: path, fault: .environment)
    case .notADirectory(let path):
      .error(
        "cannot create the output directory: a file with that name exists", file: path,
        fault: .environment)
    case .notOurDirectory(let path, let reason):
      .error(
        "refusing to render into a directory that \(reason); use --force to write there "
          + "anyway, or another directory (-o)", file: path, fault: .invocation)
    case .writeFailed(let path, let reason):
      .error("cannot write: \(reason)", file: path, fault: .environment)
    case .canvasOverMemoryBudget:
      // The recording's layout (or its hints) asks for a canvas past the budget; the message
      // names the flag that raises it.
      .error("\(error)", file: subject, fault: .input)
    case .rendering(_, let drawing):
      .error("\(error)", file: subject, fault: failure(for: drawing, subject: subject).fault)
    case .encoding(_, let encoding):
      failure(for: encoding, subject: subject)
    case .recording(let error):
      // Read again as the frames were drawn: the file changed, went away or broke meanwhile.
      failure(for: error)
    case .noFrames, .invalidFPS, .canvasChanged:
      .error("\(error)", file: subject, fault: .input)
    }
  }

  /// Drawing with Cairo: a canvas the recording's layout makes impossible is the input's
  /// fault, and so is a frame whose cell images do not fit the decoded-image budget (as a
  /// frame or canvas budget is the recording's to exceed; the message names the variable that
  /// raises it); Cairo failing (out of memory) the environment's.
  static func failure(for error: RenderingError, subject: String?) -> Diagnostic {
    switch error {
    case .invalidCanvas, .canvasTooLarge, .cellImagesOverBudget:
      .error("\(error)", file: subject, fault: .input)
    case .cairo:
      .error("\(error)", file: subject, fault: .environment)
    }
  }

  /// Encoding, decoding, reading and writing PNG files.
  static func failure(for error: PNGCodecError, subject: String?) -> Diagnostic {
    switch error {
    case .cannotEncode:
      .error("\(error)", file: subject, fault: .environment)
    case .cannotDecode, .tooManyPixels:
      .error("\(error)", file: subject, fault: .input)
    case .cannotRead(let path, let reason):
      .error("cannot read PNG: \(reason)", file: path, fault: .input)
    case .cannotWrite(let path, let reason):
      .error("cannot write PNG: \(reason)", file: path, fault: .environment)
    }
  }

  /// Output files checked before anything is drawn. Something in the way (a file where a
  /// directory goes, a directory where a file goes) or a directory the file system refuses to
  /// create means the output cannot be written: the environment's fault. A file of another kind
  /// that only `--force` may replace is the invocation's.
  static func failure(for error: OutputPathError) -> Diagnostic {
    switch error {
    case .cannotCreateDirectory(let path, let reason):
      .error("cannot create the directory: \(reason)", file: path, fault: .environment)
    case .notADirectory(let path):
      .error(
        "cannot create the directory: a file with that name exists", file: path, fault: .environment
      )
    case .isADirectory(let path):
      .error("cannot write the file: it is a directory", file: path, fault: .environment)
    case .foreignFile(let path, let kind):
      .error(
        "refusing to replace it: it is not a \(kind) file; use --force to replace it",
        file: path, fault: .invocation)
    }
  }

  /// HTML reports: drawing as a render's, writing as any output's; a directory or file that
  /// is not an earlier report is the invocation's to confirm with --force.
  static func failure(for error: ReportError, subject: String?) -> Diagnostic {
    switch error {
    case .rendering(let error):
      failure(for: error, subject: subject)
    case .outputPath(let error):
      failure(for: error)
    case .notOurDirectory(let path, let reason):
      .error(
        "refusing to write a report into a directory that \(reason); use --force to write "
          + "there anyway, or another directory (-o)", file: path, fault: .invocation)
    case .writeFailed(let path, let reason):
      .error("cannot write: \(reason)", file: path, fault: .environment)
    case .overBudget:
      // The recording makes more frames or cells than a report holds, as a frame budget is
      // the recording's to exceed.
      .error("\(error)", file: subject, fault: .input)
    }
  }

  /// Contact sheets.
  static func failure(for error: ContactSheetError, subject: String?) -> Diagnostic {
    switch error {
    case .rendering(let error):
      failure(for: error, subject: subject)
    case .nothingToShow:
      .error("\(error)", file: subject, fault: .input)
    case .invalidThumbnailWidth:
      // `--thumbnail-width` is range-checked before; only a library caller can get here.
      .error("\(error)", file: nil, fault: .invocation)
    }
  }

  /// ffmpeg, and moving its output into place.
  static func failure(for error: VideoExportError, subject: String?) -> Diagnostic {
    switch error {
    case .ffmpegNotInstalled, .ffmpegFailed:
      .error("\(error)", file: subject, fault: .environment)
    case .cannotWrite(let path, let reason):
      .error("cannot write: \(reason)", file: path, fault: .environment)
    case .frames(let error):
      failure(for: error, subject: subject)
    }
  }

  /// Comparing images and frame directories.
  static func failure(for error: ComparisonError) -> Diagnostic {
    switch error {
    case .unreadablePNG(let path, let reason):
      .error("cannot read PNG: \(reason)", file: path, fault: .input)
    case .unreadableFile(let path, let reason):
      .error("cannot read the file: \(reason)", file: path, fault: .environment)
    case .imageTooLarge(let path, let size, let limit):
      .error(
        "the image is \(size) px, \(NumberText.grouped(size.pixelCount)) pixels, more than "
          + "the limit of \(NumberText.grouped(limit)) for a comparison; it was not decoded "
          + "(raise the limit with --max-pixels)", file: path, fault: .input)
    case .unwritablePNG(let path, let reason):
      .error("cannot write PNG: \(reason)", file: path, fault: .environment)
    case .missingInput(let path):
      .error("no such file or directory", file: path, fault: .invocation)
    case .mixedInputs:
      .error("\(error)", fault: .invocation)
    case .directoryFailure(let path, let reason):
      .error(reason, file: path, fault: .environment)
    case .outputPath(let error):
      failure(for: error)
    }
  }

  /// Golden verification: the parts it is made of, plus the goldens' own files and the record
  /// mode from the environment.
  static func failure(for error: VerificationError, subject: String?) -> Diagnostic {
    switch error {
    case .recording(let error): failure(for: error)
    case .rendering(let error): failure(for: error, subject: subject)
    case .comparison(let error): failure(for: error)
    case .fileSystem(let path, let reason):
      .error(reason, file: path, fault: .environment)
    case .unknownRecordMode:
      .error("\(error)", fault: .invocation)
    case .invalidGoldenRecipe(let path, let reason):
      .error(reason, file: path, fault: .input)
    }
  }

  /// A suite that cannot be used: how the tool was asked to run is at fault (64), as with a
  /// missing recording or a bad flag value, unless the suite could not be read at all (2).
  static func failure(for error: VerificationSuiteError) -> Diagnostic {
    switch error {
    case .unreadable(let path, let reason):
      .error("cannot read the suite: \(reason)", file: path, fault: .environment)
    case .notFound(let path):
      .error("no such suite file or directory", file: path, fault: .invocation)
    case .invalid(let path, let reason): .error(reason, file: path, fault: .invocation)
    case .empty(let path):
      .error("no recordings (*.jsonl) to verify", file: path, fault: .invocation)
    case .sharedGoldenName:
      .error("\(error)", fault: .invocation)
    }
  }

  /// `approve`: a bad approvals file or a refused approval is the input's fault; a golden that
  /// cannot be written, the environment's.
  static func failure(for error: ApprovalError) -> Diagnostic {
    switch error {
    case .cannotRead(let file, let reason):
      .error("cannot read: \(reason)", file: file, fault: .environment)
    case .invalid(let file, let reason): .error(reason, file: file, fault: .input)
    case .recording(let error): failure(for: error)
    case .rendering(let recording, let error):
      // The options came from the approvals file, so a bad one is the input's fault.
      .error(
        "\(error)", file: recording,
        fault: failure(for: error, subject: recording).fault == .environment ? .environment : .input
      )
    case .refused:
      .error(error.description, fault: .input)
    case .fileSystem(let path, let reason):
      .error(reason, file: path, fault: .environment)
    }
  }
}

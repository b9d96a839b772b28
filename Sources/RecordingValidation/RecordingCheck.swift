import Foundation
import RecordingFormat

/// Validates a recording as UIKit would and lints it for common diffable-data-source bugs:
/// what `snapreplay check` runs for each file.
///
/// Errors (the recording is invalid):
/// - lines that break the recording format (see `RecordingError`), an outline item's `parent`
///   that is not an earlier item of its section (a cycle included) among them;
/// - applies UIKit would reject: duplicate item identifiers (across sections too) and duplicate
///   section identifiers, each with UIKit's own message and the verdict that such a snapshot
///   cannot exist in UIKit.
///
/// Warnings (the recording is valid, but shows a likely bug or a gap):
/// - the reader's warnings: seq gaps, unknown event types, a cut-off last line, misspelt keys
///   (an unknown key within edit distance 2 of a known one: `did you mean "label"?`);
/// - ``Diagnostic/Category/ignoredMarks``: reload/reconfigure marks naming an item or
///   section that is not in the snapshot (it was deleted after being marked): UIKit ignores
///   them, and so does the replay (reference §6);
/// - ``Diagnostic/Category/mixedQueues``: applies from more than one queue, quoting the
///   warning UIKit logs ("applying updates in a non-thread confined manner is dangerous …");
/// - ``Diagnostic/Category/staleContent``: an item's label, detail or colour changed while
///   its identifier stayed, and the apply neither reloaded nor reconfigured it (nor its section,
///   nor used reload-data): UIKit keeps showing the old cell;
/// - ``Diagnostic/Category/rapidLargeApplies``: a run of large snapshots applied in quick
///   succession (see ``RecordingLintThresholds``): the list will drop frames;
/// - ``Diagnostic/Category/longLabel``: a label, detail, subtitle or section title longer than a
///   render draws (``LabelLimit``), once per text;
/// - ``Diagnostic/Category/outline``: outline items whose `parent` and `expanded` keys
///   disagree — a collapsed parent with listed children, a listed parent without `expanded`,
///   `"expanded":true` on an item with no listed child, a child listed apart from its parent;
/// - ``Diagnostic/Category/cellImage``: an item naming an image no earlier `cell-image` line
///   defined (it is drawn from its label), an image no item names, an image whose pixels
///   disagree with its size × scale or exceed the pixel budget (`PNGCodec`'s default);
/// - whatever the ``RecordingLint``s passed in find: `snapreplay check` passes rendering's, which
///   warns about misspelt render hints.
///
/// ```swift
/// let check = RecordingCheck(contentsOf: url, name: "rec.jsonl")
/// check.diagnostics.forEach { print($0) }
/// // rec.jsonl:42: error: Fatal: supplied item identifiers are not unique. Duplicate
/// //   identifiers: {(dog)} (seq 41)      (one line, wrapped here)
/// ```
public struct RecordingCheck: Hashable, Sendable {
  /// The file as named to the checker.
  public var file: String
  /// Every finding, in line order (whole-file findings first).
  public var diagnostics: [Diagnostic]
  /// The number of apply events read.
  public var appliesChecked: Int

  /// Whether the recording has no errors (warnings allowed).
  public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }

  /// The number of errors.
  public var errorCount: Int { diagnostics.count { $0.severity == .error } }

  /// The number of warnings.
  public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

  /// Whose fault the recording's errors are, the most fundamental first; `nil` when it is
  /// valid. A file that could not be opened or read is the environment's
  /// (``Fault/environment``), a recording that breaks the format or UIKit's rules the input's.
  ///
  /// ```swift
  /// RecordingCheck(contentsOf: URL(fileURLWithPath: "/unreadable.jsonl")).fault
  /// // .environment
  /// ```
  public var fault: Fault? {
    diagnostics.filter { $0.severity == .error }.map(\.fault).max()
  }

  /// Checks a recording file in one streaming pass over ``ValidatedRecording``, so each apply
  /// is validated once. Never throws: a file that cannot be opened or read is an error finding.
  ///
  /// - Parameters:
  ///   - url: The recording.
  ///   - name: The name diagnostics use; the path by default.
  ///   - thresholds: The lint limits.
  ///   - lints: Lints of downstream modules to run beside the built-in ones (see
  ///     ``RecordingLint``).
  /// - Complexity: O(n) in the total number of items; memory holds one snapshot's content.
  public init(
    contentsOf url: URL, name: String? = nil,
    thresholds: RecordingLintThresholds = RecordingLintThresholds(),
    lints: [any RecordingLint] = []
  ) {
    let file = name ?? url.path
    do throws(RecordingError) {
      self.init(
        reader: try RecordingReader(contentsOf: url, name: file), thresholds: thresholds,
        lints: lints)
    } catch {
      self.init(file: file, unreadable: error)
    }
  }

  /// Checks a recording held in memory, exactly as ``init(contentsOf:name:thresholds:lints:)``
  /// checks a file.
  ///
  /// ```swift
  /// let check = RecordingCheck(data: Data(text.utf8), name: "upload.jsonl")
  /// print(RecordingCheck.summaryLine(for: [check]))
  /// // checked 1 recording: all valid, 0 errors, 0 warnings
  /// ```
  ///
  /// - Parameters:
  ///   - data: The recording's bytes.
  ///   - name: The name diagnostics use.
  ///   - thresholds: The lint limits.
  ///   - lints: Lints of downstream modules to run beside the built-in ones.
  public init(
    data: Data, name: String, thresholds: RecordingLintThresholds = RecordingLintThresholds(),
    lints: [any RecordingLint] = []
  ) {
    do throws(RecordingError) {
      self.init(
        reader: try RecordingReader(data: data, name: name), thresholds: thresholds, lints: lints)
    } catch {
      self.init(file: name, unreadable: error)
    }
  }

  /// Checks the events of an open reader, reading it to the end.
  ///
  /// - Parameters:
  ///   - reader: A reader whose header has been read.
  ///   - thresholds: The lint limits.
  ///   - lints: Lints of downstream modules to run beside the built-in ones.
  public init(
    reader: RecordingReader, thresholds: RecordingLintThresholds = RecordingLintThresholds(),
    lints: [any RecordingLint] = []
  ) {
    let file = reader.file
    var linter = ApplyLinter(file: file, thresholds: thresholds)
    var lints = lints
    var diagnostics: [Diagnostic] = []
    // The reader's warnings follow the lints, so that on a shared line an error reads first.
    var warnings: [Diagnostic] = []
    for index in lints.indices {
      diagnostics += lints[index].header(reader.header, line: reader.headerLine, file: file)
    }
    // No check reads an apply's snapshot (lints may: it is then built when asked).
    let recording = ValidatedRecording(
      reader: reader, snapshots: .onFirstUse, staleItemsAhead: true)
    for event in recording {
      switch event {
      case .apply(let valid):
        diagnostics += valid.diagnostics(file: file)
        diagnostics += linter.check(
          valid.apply, line: valid.line, isValid: true, staleItemsAhead: valid.staleItemsAhead)
      case .rejectedApply(let rejected):
        diagnostics += rejected.diagnostics(file: file)
        diagnostics += linter.check(rejected.apply, line: rejected.line, isValid: false)
      case .marker:
        break
      case .layout(let layout, let line):
        diagnostics += linter.check(layout: layout, line: line)
      case .scroll(let scroll, let line):
        diagnostics += linter.check(scroll: scroll, line: line)
      case .cellImage(let image, let line):
        diagnostics += linter.check(cellImage: image, line: line)
      case .warning:
        warnings += event.diagnostics(file: file)
      case .error:
        diagnostics += event.diagnostics(file: file)
      }
      for index in lints.indices { diagnostics += lints[index].event(event, file: file) }
    }
    diagnostics += linter.finish()
    for index in lints.indices { diagnostics += lints[index].finish(file: file) }
    diagnostics += warnings
    self.init(file: file, diagnostics: diagnostics, appliesChecked: recording.applyCount)
  }

  /// A check of a file whose header could not be read.
  private init(file: String, unreadable error: RecordingError) {
    self.init(file: file, diagnostics: [Diagnostic(error)], appliesChecked: 0)
  }

  private init(file: String, diagnostics: [Diagnostic], appliesChecked: Int) {
    self.file = file
    // Stable sort: findings on one line keep the order they were found in.
    self.diagnostics = diagnostics.enumerated()
      .sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }
      .map(\.element)
    self.appliesChecked = appliesChecked
  }
}

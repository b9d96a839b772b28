import Testing

@Suite struct CheckCommandTests {
  @Test func validRecordingExitsZeroWithASummaryOnStandardError() throws {
    let run = try CommandRun.snapreplay(
      ["check", "valid.jsonl"], currentDirectory: CommandRun.fixture(""))
    #expect(run.exitCode == 0)
    #expect(run.standardOutput == "")
    #expect(run.standardError == "checked 1 recording: all valid, 0 errors, 0 warnings\n")
  }

  /// Reference §6: a snapshot holding one identifier twice cannot come from UIKit's own
  /// snapshot, so `check` says so instead of calling it UIKit's crash.
  @Test func duplicateIdentifiersSayTheSnapshotCannotExistInUIKitAndExitOne() throws {
    let run = try CommandRun.snapreplay(
      ["check", "bug-duplicate-id.jsonl"], currentDirectory: CommandRun.fixture(""))
    #expect(run.exitCode == 1)
    #expect(
      run.standardOutput == """
        bug-duplicate-id.jsonl:3: error: this snapshot cannot exist in UIKit: building it would \
        have trapped with "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \
        {(dog)}"; appended section by section, UIKit would have moved the item instead (seq 2)
        bug-duplicate-id.jsonl:4: error: this snapshot cannot exist in UIKit: building it would \
        have trapped with "Fatal: supplied section identifiers are not unique. Duplicate \
        identifiers: {(cats)}" (seq 3)

        """)
    #expect(run.standardError == "checked 1 recording: 1 invalid, 2 errors, 0 warnings\n")
  }

  /// Reference §6 and the format's "Validity" (revised 2026-11-23): marks naming deleted items
  /// or sections are warnings with line, seq and ids, not errors.
  @Test func marksOfDeletedItemsAreWarningsThatExitZero() throws {
    let run = try CommandRun.snapreplay(
      ["check", "stale-marks.jsonl"], currentDirectory: CommandRun.fixture(""))
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput == """
        stale-marks.jsonl:3: warning: item dog marked for reload but not in the snapshot; UIKit \
        ignores the mark (seq 2)
        stale-marks.jsonl:3: warning: item owl marked for reconfigure but not in the snapshot; \
        UIKit ignores the mark (seq 2)
        stale-marks.jsonl:3: warning: section old marked for reload but not in the snapshot; UIKit \
        ignores the mark (seq 2)

        """)
    #expect(run.standardError == "checked 1 recording: all valid, 0 errors, 3 warnings\n")
  }

  /// `diff` replays the apply without the ignored marks: `cat` is reloaded, `dog` is deleted.
  @Test func diffIgnoresMarksOfDeletedItems() throws {
    let run = try CommandRun.snapreplay(
      ["diff", "stale-marks.jsonl"], currentDirectory: CommandRun.fixture(""))
    #expect(run.exitCode == 0)
    #expect(run.standardOutput.contains("↻ reloaded cat"))
    #expect(!run.standardOutput.contains("reloaded dog"))
    #expect(!run.standardOutput.contains("reloaded section old"))
    #expect(run.standardError.contains("marked for reload but not in the snapshot"))
  }

  @Test func anOutlineParentListedAfterItsChildIsAnErrorThatExitsOne() throws {
    let run = try CommandRun.snapreplay(
      ["check", "outline-bad-parent.jsonl"], currentDirectory: CommandRun.fixture(""))
    #expect(run.exitCode == 1)
    #expect(
      run.standardOutput == """
        outline-bad-parent.jsonl:3: error: sections[0].items[0].parent "docs" of item "notes" \
        comes after it in section "files"; a parent must be an earlier item of the same section \
        (seq 2)

        """)
    #expect(run.standardError == "checked 1 recording: 1 invalid, 1 error, 0 warnings\n")
  }

  @Test func staleContentAndMixedQueuesAreWarningsThatExitZero() throws {
    let run = try CommandRun.snapreplay(
      ["check", "bug-stale-content.jsonl", "bug-mixed-queues.jsonl"],
      currentDirectory: CommandRun.fixture(""))
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput == """
        bug-stale-content.jsonl:3: warning: content of item n-1 changed without reloadItems or \
        reconfigureItems; UIKit keeps showing the old cell (seq 2)
        bug-mixed-queues.jsonl:3: warning: snapshot applied on queue "com.example.sync" but \
        earlier on "main" (line 2); UIKit logs "Warning: applying updates in a non-thread \
        confined manner is dangerous and can lead to deadlocks. Please always submit updates \
        either always on the main queue or always off the main queue"; applies from a second \
        queue while one is still running trap with "Deadlock detected" (seq 2)

        """)
    #expect(run.standardError == "checked 2 recordings: all valid, 0 errors, 2 warnings\n")
  }

  @Test func seqGapAndTruncatedTailAreWarnings() throws {
    let run = try CommandRun.snapreplay(
      ["check", "warnings-only.jsonl"], currentDirectory: CommandRun.fixture(""))
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput == """
        warnings-only.jsonl:3: warning: seq jumps from 1 to 3; 1 event was lost
        warnings-only.jsonl:4: warning: the last line is cut short (the recording ends mid-line); \
        it is ignored

        """)
  }

  @Test func unsupportedVersionIsAnError() throws {
    let run = try CommandRun.snapreplay(
      ["check", "version-2.jsonl"], currentDirectory: CommandRun.fixture(""))
    #expect(run.exitCode == 1)
    #expect(
      run.standardOutput
        == "version-2.jsonl:1: error: recording format version 2 is not supported; this reader "
        + "supports version 1\n")
  }

  @Test func missingFileIsAUsageErrorAndOtherFilesAreStillChecked() throws {
    let run = try CommandRun.snapreplay(
      ["check", "missing.jsonl", "valid.jsonl"], currentDirectory: CommandRun.fixture(""))
    #expect(run.exitCode == 64)
    #expect(run.standardOutput == "missing.jsonl: error: cannot open the recording: no such file\n")
    #expect(run.standardError == "checked 2 recordings: 1 invalid, 1 error, 0 warnings\n")
  }

  @Test func noFilesIsAUsageError() throws {
    let run = try CommandRun.snapreplay(["check"])
    #expect(run.exitCode == 64)
    #expect(run.standardError.contains("Missing expected argument '<recordings> ...'"))
  }

  @Test func jsonDescribesEveryFile() throws {
    let run = try CommandRun.snapreplay(
      ["check", "--json", "bug-duplicate-id.jsonl", "missing.jsonl"],
      currentDirectory: CommandRun.fixture(""))
    // The missing file outranks the invalid one: the invocation is fixed first.
    #expect(run.exitCode == 64)
    #expect(
      run.standardOutput
        == #"{"valid":false,"errors":3,"warnings":0,"files":[{"file":"bug-duplicate-id.jsonl","#
        + #""valid":false,"applies":3,"errors":2,"warnings":0,"diagnostics":["#
        + #"{"severity":"error","category":"uikit","line":3,"seq":2,"message":"this snapshot "#
        + #"cannot exist in UIKit: building it would have trapped with \"Fatal: supplied item "#
        + #"identifiers are not unique. Duplicate identifiers: {(dog)}\"; appended section by "#
        + #"section, UIKit would have moved the item instead"},"#
        + #"{"severity":"error","category":"uikit","line":4,"seq":3,"message":"this snapshot "#
        + #"cannot exist in UIKit: building it would have trapped with \"Fatal: supplied "#
        + #"section identifiers are not unique. Duplicate identifiers: {(cats)}\""}]},"#
        + #"{"file":"missing.jsonl","valid":false,"applies":0,"errors":1,"warnings":0,"#
        + #""diagnostics":[{"severity":"error","category":"format","line":null,"seq":null,"#
        + #""message":"cannot open the recording: no such file"}]}]}"# + "\n")
  }
}

extension CheckCommandTests {
  /// Unknown keys stay legal, but near misses of a known key of their object are warned about
  /// once per file, with the line and the key meant.
  @Test func misspeltKeysAreWarnedAboutWithTheKeyMeant() throws {
    let run = try CommandRun.snapreplay(
      ["check", "near-miss-keys.jsonl"], currentDirectory: CommandRun.fixture(""))
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput == """
        near-miss-keys.jsonl:1: warning: unknown key "colums" in the header's render hints is \
        ignored; did you mean "columns"?
        near-miss-keys.jsonl:1: warning: unknown key "layot" in the header's render hints is \
        ignored; did you mean "layout"?
        near-miss-keys.jsonl:1: warning: unknown key "titel" in the header is ignored; did you \
        mean "title"?
        near-miss-keys.jsonl:2: warning: unknown key "lable" in sections[0].items[0] is ignored; \
        did you mean "label"?
        near-miss-keys.jsonl:2: warning: unknown key "colour" in sections[0].items[0] is \
        ignored; did you mean "color"?
        near-miss-keys.jsonl:2: warning: unknown key "rowAnimaton" in the apply is ignored; did \
        you mean "rowAnimation"?

        """)
    #expect(run.standardError == "checked 1 recording: all valid, 0 errors, 6 warnings\n")
  }
}

import Testing

@Suite struct CheckCommandTests {
  @Test func validRecordingExitsZeroWithASummaryOnStandardError() throws {
    let run = try CommandRun.snapreplay(
      ["check", "valid.jsonl"], currentDirectory: CommandRun.fixture(""))
    #expect(run.exitCode == 0)
    #expect(run.standardOutput == "")
    #expect(run.standardError == "checked 1 recording: all valid, 0 errors, 0 warnings\n")
  }

  @Test func duplicateIdentifiersPrintUIKitsMessagesAndExitOne() throws {
    let run = try CommandRun.snapreplay(
      ["check", "bug-duplicate-id.jsonl"], currentDirectory: CommandRun.fixture(""))
    #expect(run.exitCode == 1)
    #expect(
      run.standardOutput == """
        bug-duplicate-id.jsonl:3: error: Fatal: supplied item identifiers are not unique. \
        Duplicate identifiers: {(dog)} (seq 2)
        bug-duplicate-id.jsonl:4: error: Fatal: supplied section identifiers are not unique. \
        Duplicate identifiers: {(cats)} (seq 3)
        bug-duplicate-id.jsonl:4: error: Attempted to reload item identifier that does not exist \
        in the snapshot: felix (seq 3)

        """)
    #expect(run.standardError == "checked 1 recording: 1 invalid, 3 errors, 0 warnings\n")
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
        earlier on "main" (line 2); UIKit reports "Deadlock detected" unless snapshots are applied \
        consistently either always on the main queue or always off the main queue (seq 2)

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
        == #"{"valid":false,"errors":4,"warnings":0,"files":[{"file":"bug-duplicate-id.jsonl","#
        + #""valid":false,"applies":3,"errors":3,"warnings":0,"diagnostics":["#
        + #"{"severity":"error","category":"uikit","line":3,"seq":2,"message":"Fatal: supplied "#
        + #"item identifiers are not unique. Duplicate identifiers: {(dog)}"},"#
        + #"{"severity":"error","category":"uikit","line":4,"seq":3,"message":"Fatal: supplied "#
        + #"section identifiers are not unique. Duplicate identifiers: {(cats)}"},"#
        + #"{"severity":"error","category":"uikit","line":4,"seq":3,"message":"Attempted to "#
        + #"reload item identifier that does not exist in the snapshot: felix"}]},"#
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

import Testing

@testable import ReplayVerification

/// Which record mode is in force: the explicit one, else `SNAPREPLAY_RECORD`, else `missing`,
/// decided once for `snapreplay verify` and `assertReplay`.
@Suite struct RecordModeTests {
  @Test func withNothingSetTheModeIsMissing() throws {
    #expect(try RecordMode.resolve(nil, environment: [:]) == .missing)
    #expect(try RecordMode.resolve(nil, environment: ["SNAPREPLAY_RECORD": ""]) == .missing)
  }

  @Test func theEnvironmentSetsTheModeWhenNoneIsGiven() throws {
    for mode in RecordMode.allCases {
      #expect(
        try RecordMode.resolve(nil, environment: ["SNAPREPLAY_RECORD": mode.rawValue]) == mode)
    }
  }

  @Test func anExplicitModeWinsOverTheEnvironment() throws {
    let environment = ["SNAPREPLAY_RECORD": "never"]
    #expect(try RecordMode.resolve(.all, environment: environment) == .all)
    // Even over a value that is no mode: the explicit choice leaves nothing to guess.
    #expect(try RecordMode.resolve(.failed, environment: ["SNAPREPLAY_RECORD": "x"]) == .failed)
  }

  @Test func anUnknownEnvironmentValueIsAnErrorNamingTheModes() {
    #expect(throws: VerificationError.unknownRecordMode("sometimes")) {
      try RecordMode.resolve(nil, environment: ["SNAPREPLAY_RECORD": "sometimes"])
    }
    #expect(
      VerificationError.unknownRecordMode("sometimes").description
        == "SNAPREPLAY_RECORD=sometimes is not a record mode; use missing, all, failed, never")
  }
}

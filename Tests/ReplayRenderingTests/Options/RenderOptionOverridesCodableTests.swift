import Foundation
import ReplayRendering
import SnapshotRecording
import Testing

/// The one saved form of options (`Codable`): what golden.json, suite files, shard fragments and
/// approvals.json hold.
@Suite struct RenderOptionOverridesCodableTests {
  @Test func theSavedFormIsHintsByNameWithNumbersAsNumbers() throws {
    let overrides = RenderOptionOverrides {
      $0.cellSize = SceneSize(width: 16, height: 34)
      $0.fps = 29.97
      $0.maxIdle = .some(nil)
      $0.toSeq = 3
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(overrides), as: UTF8.self)
    #expect(text == #"{"cellSize":"16x34","fps":29.97,"maxIdle":"none","to":3}"#)
    #expect(
      try JSONDecoder().decode(RenderOptionOverrides.self, from: Data(text.utf8)) == overrides)
    var json = JSONWriter()
    overrides.write(to: &json)
    #expect(json.text == text)
  }

  @Test func textsAsCommandLineTextReadTheSame() throws {
    let text = #"{"cellSize":"16x34","fps":"29.97","maxIdle":"none","to":"3"}"#
    let numbers = #"{"cellSize":"16x34","fps":29.97,"maxIdle":"none","to":3}"#
    #expect(
      try JSONDecoder().decode(RenderOptionOverrides.self, from: Data(text.utf8))
        == JSONDecoder().decode(RenderOptionOverrides.self, from: Data(numbers.utf8)))
  }

  @Test func anIntegerBeyondWhatAJSONNumberHoldsKeepsItsDigits() throws {
    let overrides = RenderOptionOverrides { $0.fromSeq = Int.max }
    #expect(overrides.hints == ["from": .string(String(Int.max))])
    let data = try JSONEncoder().encode(overrides)
    #expect(try JSONDecoder().decode(RenderOptionOverrides.self, from: data) == overrides)
  }

  @Test func anUnknownNameIsAnErrorListingTheOptions() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(RenderOptionOverrides.self, from: Data(#"{"fsp":5}"#.utf8))
    }
  }

  @Test func theDescriptionIsTheArgumentsTheSameInEveryProcess() {
    let overrides = RenderOptionOverrides {
      $0.toSeq = 3; $0.fps = 5
    }
    #expect(overrides.description == "--fps 5 --to 3")
  }
}

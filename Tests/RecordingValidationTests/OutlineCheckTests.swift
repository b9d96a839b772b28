import Foundation
import RecordingFormat
import SnapshotRecording
import Testing

@testable import RecordingValidation

/// `check` on outline items (recording format v1, "Outline items", revised 2026-11-23): a
/// `parent` that is not an earlier item is an error (exit 1); keys that disagree with each other
/// otherwise are warnings, since the recording still replays as written.
@Suite struct OutlineCheckTests {
  private func check(_ applies: [String]) -> RecordingCheck {
    let text =
      ([#"{"format":"snapshot-replay","version":1}"#] + applies).joined(separator: "\n") + "\n"
    return RecordingCheck(data: Data(text.utf8), name: "o.jsonl")
  }

  private func apply(seq: Int, _ items: [String]) -> String {
    #"{"type":"apply","seq":\#(seq),"time":\#(seq),"sections":[{"id":"files","items":["#
      + items.joined(separator: ",") + "]}]}"
  }

  /// The folders of Apple's outline sample, "Compositional Layout" expanded.
  private let consistentTree = [
    #"{"id":"list","expanded":false}"#, #"{"id":"layout","expanded":true}"#,
    #"{"id":"grid","parent":"layout"}"#, #"{"id":"nested","parent":"layout","expanded":true}"#,
    #"{"id":"nested-1","parent":"nested"}"#, #"{"id":"badges","parent":"layout"}"#,
    #""settings""#,
  ]

  @Test func aConsistentOutlineHasNoFindings() {
    let result = check([apply(seq: 1, consistentTree)])
    #expect(result.diagnostics.map(\.description) == [])
    #expect(result.isValid)
  }

  @Test func aBadParentIsAFormatErrorWithLineSeqAndIdsThatMakesTheRecordingInvalid() {
    let result = check([
      apply(seq: 1, consistentTree), apply(seq: 2, [#"{"id":"grid","parent":"layout"}"#]),
    ])
    #expect(!result.isValid)
    #expect(
      result.diagnostics.map(\.description) == [
        #"o.jsonl:3: error: sections[0].items[0].parent "layout" of item "grid" is not an item "#
          + #"of section "files"; a parent must be an earlier item of the same section (seq 2)"#
      ])
    #expect(result.diagnostics.first?.category == .format)
    #expect(result.diagnostics.first?.seq == 2)
    #expect(RecordingCheck.json(for: [result]).contains(#""line":3,"seq":2,"#))
  }

  @Test func aCollapsedParentWithListedChildrenIsAWarning() {
    let result = check([
      apply(seq: 1, [#"{"id":"docs","expanded":false}"#, #"{"id":"notes","parent":"docs"}"#])
    ])
    #expect(result.isValid)
    #expect(
      result.diagnostics.map(\.description) == [
        #"o.jsonl:2: warning: item "docs" is collapsed ("expanded":false) but has children "#
          + "listed; a recording lists only visible items, and a collapsed parent's children are "
          + "hidden (seq 1)"
      ])
    #expect(result.diagnostics.first?.category == .outline)
  }

  @Test func expandedOnAnItemWithoutListedChildrenIsAWarning() {
    let result = check([
      apply(seq: 1, [#"{"id":"a","expanded":true}"#, #"{"id":"b","expanded":true}"#, #""c""#])
    ])
    #expect(
      result.diagnostics.map(\.description) == [
        #"o.jsonl:2: warning: items "a", "b" are marked "expanded":true but no child is listed; "#
          + #"an expanded parent's children are visible, and a leaf has no "expanded" key (seq 1)"#
      ])
  }

  @Test func aCollapsedItemWithoutListedChildrenIsFine() {
    #expect(check([apply(seq: 1, [#"{"id":"a","expanded":false}"#])]).diagnostics.isEmpty)
  }

  @Test func aListedParentWithoutExpandedIsAWarning() {
    let result = check([apply(seq: 1, [#""docs""#, #"{"id":"notes","parent":"docs"}"#])])
    #expect(
      result.diagnostics.map(\.description) == [
        #"o.jsonl:2: warning: item "docs" has children listed but no "expanded" key; the "#
          + "replay shows it expanded (seq 1)"
      ])
  }

  @Test func aChildListedApartFromItsParentIsAWarning() {
    // "notes" belongs under "docs", but the root item "music" comes between them.
    let result = check([
      apply(
        seq: 1,
        [
          #"{"id":"docs","expanded":true}"#, #"{"id":"todo","parent":"docs"}"#, #""music""#,
          #"{"id":"notes","parent":"docs"}"#,
        ])
    ])
    #expect(
      result.diagnostics.map(\.description) == [
        #"o.jsonl:2: warning: item "notes" is listed apart from its parent; a list shows a "#
          + "parent's visible children right below it (seq 1)"
      ])
  }

  @Test func manyItemsAreCountedAfterTheFirstFive() {
    let items = (1...7).map { #"{"id":\#($0),"expanded":true}"# }
    let message = check([apply(seq: 1, items)]).diagnostics.first?.message
    #expect(
      message?.hasPrefix(#"items 1, 2, 3, 4, 5 and 2 more are marked "expanded":true"#) == true)
  }

  @Test func flatRecordingsAreNotLintedForOutlines() {
    #expect(check([apply(seq: 1, [#""a""#, #""b""#])]).diagnostics.isEmpty)
  }
}

import Foundation
import Testing

@testable import SnapshotRecording

private enum Section: String, RecordableIdentifier { case config, networks }
private enum Level: Int, RecordableIdentifier { case low = 1, high = 2 }
private struct Network: Hashable, Sendable, Identifiable, RecordableIdentifier {
  var id: UUID
  var name: String
  var recordedLabel: String? { name }
  var recordedColor: RecordedColor? { RecordedColor(red: 0x34, green: 0x78, blue: 0xF6) }
}

@Suite struct RecordableIdentifierTests {
  @Test func stringAndIntRecordAsTheirJSONTypes() {
    #expect("7".recordedID == .string("7"))
    #expect(7.recordedID == .integer(7))
    #expect("dog".recordedItem.isBare)
  }

  @Test func uuidRecordsItsCanonicalText() throws {
    let uuid = try #require(UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"))
    #expect(uuid.recordedID == .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
  }

  @Test func rawRepresentableEnumsRecordTheirRawValues() {
    #expect(Section.networks.recordedID == .string("networks"))
    #expect(Level.high.recordedID == .integer(2))
  }

  @Test func identifiableRecordsItsIDWithContent() throws {
    let uuid = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    let network = Network(id: uuid, name: "AirSpace1")
    #expect(
      network.recordedItem
        == RecordedItem(
          id: .string("00000000-0000-0000-0000-000000000001"), label: "AirSpace1",
          color: RecordedColor(hex: "#3478F6")))
  }

  @Test func sectionLabelBecomesTheTitle() {
    struct Titled: Hashable, Sendable, RecordableIdentifier {
      var recordedID: RecordedID { "networks" }
      var recordedLabel: String? { "Choose a Network…" }
    }
    let event = ApplyEvent(seq: 1, time: 0, sections: [(Titled(), ["a"])])
    #expect(
      event.sections == [
        RecordedSection(
          id: "networks", title: "Choose a Network…", items: [RecordedItem(id: "a")])
      ])
  }
}

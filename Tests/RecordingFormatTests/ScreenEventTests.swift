import Foundation
import SnapshotRecording
import Testing

@testable import RecordingFormat

/// The format's "What the screen showed" events (`layout`, `scroll`): what a recorder writes is
/// read back exactly, the spec's own example reads as it says, and every number a hostile file
/// can put there is checked, with the key path of what is wrong.
@Suite struct ScreenEventTests {
  private static let header = #"{"format":"snapshot-replay","version":1}"#
  private static let apply =
    #"{"type":"apply","seq":1,"time":0.25,"sections":[{"id":"networks","items":["n-1","n-2",7]}]}"#

  /// A layout with every key, a spring's and a curve's.
  private static func layout(curve: RecordedTiming.Curve) -> LayoutEvent {
    var layout = LayoutEvent(
      seq: 1, time: 0.26, view: .collection, bounds: RecordedSize(width: 390, height: 844),
      offset: RecordedPoint(x: 0, y: -91), content: RecordedSize(width: 390, height: 1460.5))
    layout.list = .insetGrouped
    layout.insets = RecordedInsets(top: 91, left: 0, bottom: 34, right: 0)
    layout.items = [
      LayoutEvent.ItemFrame(id: "n-1", rect: RecordedRect(x: 16, y: 210, width: 358, height: 44)),
      LayoutEvent.ItemFrame(
        item: .integer(7), rect: RecordedRect(x: 16, y: 254.5, width: 358, height: 44)),
    ]
    layout.supplementary = [
      RecordedSupplementaryView(
        kind: .header, section: "networks",
        rect: RecordedRect(x: 16, y: 180, width: 358, height: 30),
        text: "CHOOSE A NETWORK…", pinned: true),
      RecordedSupplementaryView(
        kind: .other("badge"), section: .integer(2),
        rect: RecordedRect(x: 0, y: 0, width: 1, height: 1)),
    ]
    layout.timing = RecordedTiming(duration: 0.3, delay: 0.05, curve: curve)
    return layout
  }

  private static let spring = RecordedTiming.Curve.spring(
    RecordedTiming.Spring(mass: 1, stiffness: 380.5, damping: 38, initialVelocity: -0.5))

  /// Reads `lines` after a header and an apply; the events after the apply, or the error.
  private static func read(_ lines: [String]) throws -> (
    events: [RecordingEvent], warnings: [String]
  ) {
    let text = ([header, apply] + lines).joined(separator: "\n") + "\n"
    let reader = try RecordingReader(data: Data(text.utf8), name: "s.jsonl")
    var events: [RecordingEvent] = []
    while let located = try reader.next() { events.append(located.event) }
    return (Array(events.dropFirst()), reader.warnings.map(\.description))
  }

  /// The error reading `line` after a header and an apply gives, as printed.
  private static func error(reading line: String) -> String? {
    do {
      _ = try read([line])
      return nil
    } catch {
      return (error as? RecordingError).map { Diagnostic($0).description }
    }
  }

  @Test(arguments: [
    RecordedTiming.Curve.cubic(x1: 0.42, y1: 0, x2: 0.58, y2: 1), spring,
  ])
  func aWrittenLayoutReadsBackAsItWasWritten(curve: RecordedTiming.Curve) throws {
    let layout = Self.layout(curve: curve)
    let scroll = ScrollEvent(time: 4.1, offset: RecordedPoint(x: 0, y: 480.25))
    let lines = [
      RecordingWriter.line(for: .layout(layout)), RecordingWriter.line(for: .scroll(scroll)),
    ]
    let read = try Self.read(lines)
    #expect(read.events == [.layout(layout), .scroll(scroll)])
    #expect(read.warnings.isEmpty)
  }

  @Test func theWriterWritesEveryKeyOfTheScreenListsAndNoOther() throws {
    let text = RecordingWriter.line(for: .layout(Self.layout(curve: Self.spring)))
    let cubic = RecordingWriter.line(
      for: .layout(Self.layout(curve: .cubic(x1: 0, y1: 0, x2: 1, y2: 1))))
    let value = try JSONParser.parse(Array(text.utf8))
    guard case .object(let members) = value else { Issue.record("not an object"); return }
    #expect(Set(members.map(\.key)) == Set(RecordingKeys.Layout.allCases.map(\.rawValue)))
    guard case .array(let views)? = value[RecordingKeys.Layout.supplementary],
      case .object(let header) = views[0]
    else { Issue.record("no supplementary views"); return }
    #expect(Set(header.map(\.key)) == Set(RecordingKeys.Supplementary.allCases.map(\.rawValue)))
    guard case .object(let timing)? = value[RecordingKeys.Layout.timing],
      case .object(let spring)? = value[RecordingKeys.Layout.timing]?[RecordingKeys.Timing.spring]
    else { Issue.record("no timing"); return }
    let cubicTiming = try JSONParser.parse(Array(cubic.utf8))[RecordingKeys.Layout.timing]
    guard case .object(let cubicMembers)? = cubicTiming else { Issue.record("no curve"); return }
    #expect(
      Set(timing.map(\.key)).union(cubicMembers.map(\.key))
        == Set(RecordingKeys.Timing.allCases.map(\.rawValue)))
    #expect(Set(spring.map(\.key)) == Set(RecordingKeys.Spring.allCases.map(\.rawValue)))
    let scroll = try JSONParser.parse(
      Array(RecordingWriter.line(for: ScrollEvent(time: 1, offset: RecordedPoint(x: 0, y: 2))).utf8)
    )
    guard case .object(let scrollMembers) = scroll else { Issue.record("no scroll"); return }
    #expect(Set(scrollMembers.map(\.key)) == Set(RecordingKeys.Scroll.allCases.map(\.rawValue)))
  }

  @Test func theFormatsOwnExampleReadsAsItSays() throws {
    // Quoted from docs/RecordingFormat.md, "What the screen showed".
    let line = #"""
      {"type":"layout","seq":1,"time":0.26,"view":"collection","list":"insetGrouped","bounds":[390,844],"offset":[0,-91],"insets":[91,0,34,0],"content":[390,1460],"items":{"n-1":[16,210,358,44],"n-2":[16,254,358,44]},"supplementary":[{"kind":"header","section":"networks","rect":[16,180,358,30],"text":"CHOOSE A NETWORK…"}],"timing":{"duration":0.3,"curve":[0.42,0,0.58,1]}}
      """#
    let read = try Self.read([line, #"{"type":"scroll","time":4.1,"offset":[0,480]}"#])
    guard case .layout(let layout) = read.events.first else {
      Issue.record("no layout"); return
    }
    #expect(layout.view == .collection && layout.list == .insetGrouped)
    #expect(layout.bounds == RecordedSize(width: 390, height: 844))
    #expect(layout.offset == RecordedPoint(x: 0, y: -91))
    #expect(layout.insets == RecordedInsets(top: 91, left: 0, bottom: 34, right: 0))
    #expect(layout.items.map(\.id) == ["n-1", "n-2"])
    #expect(layout.items[1].rect == RecordedRect(x: 16, y: 254, width: 358, height: 44))
    #expect(layout.supplementary.first?.text == "CHOOSE A NETWORK…")
    #expect(
      layout.timing
        == RecordedTiming(duration: 0.3, curve: .cubic(x1: 0.42, y1: 0, x2: 0.58, y2: 1)))
    #expect(
      read.events.last == .scroll(ScrollEvent(time: 4.1, offset: RecordedPoint(x: 0, y: 480))))
    // An integer identifier's frame is keyed by its decimal text.
    #expect(LayoutEvent.ItemFrame(id: "7", rect: layout.items[0].rect).matches(.integer(7)))
    #expect(!LayoutEvent.ItemFrame(id: "07", rect: layout.items[0].rect).matches(.integer(7)))
  }

  /// The smallest layout line, with `extra` spliced in after its `view` (a later key wins).
  private static func layoutLine(_ extra: String) -> String {
    #"{"type":"layout","seq":1,"time":0.3,"view":"table","bounds":[390,844],"offset":[0,0],"content":[390,100],"items":{}"#
      + (extra.isEmpty ? "" : "," + extra) + "}"
  }

  @Test func theSmallestLayoutIsValid() throws {
    let read = try Self.read([Self.layoutLine("")])
    #expect(read.events.count == 1 && read.warnings.isEmpty)
  }

  @Test(arguments: [
    (#""bounds":["390",844]"#, "bounds[0] must be a number, not a string"),
    (#""bounds":[0,844]"#, "bounds[0] must be a length of at least 1 point, not 0"),
    (#""bounds":[390]"#, "bounds must be exactly 2 numbers, not 1 numbers"),
    (
      #""offset":[0,1e300]"#, "offset[1] must be a number between −10000000 and 10000000, not 1e300"
    ),
    (#""content":[390,-1]"#, "content[1] must be a length of 0 or more, not -1"),
    (#""items":{"a":[0,0,-5,1]}"#, "items.a[2] must be a length of 0 or more, not -5"),
    (#""items":[]"#, "items must be an object, not an array"),
    (#""view":"stack""#, #"view must be table or collection, not "stack""#),
    (
      #""list":"fancy""#,
      #"list must be one of plain, grouped, insetGrouped, sidebar, sidebarPlain, not "fancy""#
    ),
    (#""timing":{"duration":0.3}"#, "missing required key timing.curve or timing.spring"),
    (
      #""timing":{"duration":0.3,"curve":[1.5,0,0.5,1]}"#,
      "timing.curve[0] must be a control point x between 0 and 1, not 1.5"
    ),
    (
      #""timing":{"duration":-1,"curve":[0,0,1,1]}"#,
      "timing.duration must be a number of seconds from 0 to 3600, not -1"
    ),
    (
      #""timing":{"duration":0.3,"spring":{"mass":0,"stiffness":1,"damping":1}}"#,
      "timing.spring.mass must be a number above 0 and at most 1000000, not 0"
    ),
    (
      #""supplementary":[{"kind":"header","rect":[0,0,1,1]}]"#,
      "missing required key supplementary[0].section"
    ),
  ])
  func everyNumberAndNameIsChecked(extra: String, expected: String) {
    let message = Self.error(reading: Self.layoutLine(extra))
    #expect(message?.hasPrefix("s.jsonl:3: error: ") == true, "\(message ?? "no error")")
    #expect(message?.contains(expected) == true, "\(message ?? "no error")")
  }

  @Test func aLayoutMayPlaceAtMostTenThousandItems() {
    let items = (0...LineDecoder.layoutItemLimit).map { #""i\#($0)":[0,\#($0),1,1]"# }
    let message = Self.error(
      reading: Self.layoutLine(#""items":{"# + items.joined(separator: ",") + "}"))
    #expect(
      message?.contains(
        "items must be at most 10000 (a layout line holds the items within the visible rect and one screen above and below it), not 10001 item frames"
      ) == true)
  }

  @Test func aLayoutThatDoesNotFollowItsApplyIsWarnedAbout() throws {
    let read = try Self.read([
      Self.layoutLine("").replacingOccurrences(of: #""seq":1"#, with: #""seq":9"#)
    ])
    #expect(
      read.warnings == [
        "s.jsonl:3: warning: the layout of seq 9 follows the apply of seq 1, not its own; it is ignored"
      ])
  }

  @Test func screenEventsKeepTheRecordingsTimeInOrder() {
    let message = Self.error(reading: #"{"type":"scroll","time":0.1,"offset":[0,0]}"#)
    #expect(message?.contains("s.jsonl:3: error:") == true)
    #expect(message?.contains("0.1") == true)
  }
}

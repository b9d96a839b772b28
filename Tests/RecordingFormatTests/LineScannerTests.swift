import Foundation
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import RecordingFormat

/// The fast path decodes a line exactly as the strict parser and decoder do, or declines it:
/// whenever it answers, the strict path gives the same event with no error and no warning.
@Suite struct LineScannerTests {
  /// What the strict path makes of a line: the event, or `nil` for an error, an unknown type
  /// or a near-miss warning (every case where the fast path must decline).
  private static func strictEvent(_ bytes: [UInt8]) -> RecordingEvent? {
    let location = RecordingLocation(file: "t.jsonl", line: 2)
    guard let value = try? JSONParser.parse(bytes) else { return nil }
    var decoder = LineDecoder(location: location)
    guard case .event(let event)? = try? decoder.event(value), decoder.nearMisses.isEmpty else {
      return nil
    }
    return event
  }

  /// The event with every item's label, detail and subtitle left out.
  private static func withoutItemText(_ event: RecordingEvent?) -> RecordingEvent? {
    guard case .apply(var apply)? = event else { return event }
    for section in apply.sections.indices {
      for item in apply.sections[section].items.indices {
        apply.sections[section].items[item].label = nil
        apply.sections[section].items[item].detail = nil
        apply.sections[section].items[item].subtitle = nil
      }
    }
    return .apply(apply)
  }

  /// The event with a layout's item frames left out.
  private static func withoutLayoutItems(_ event: RecordingEvent?) -> RecordingEvent? {
    guard case .layout(var layout)? = event else { return event }
    layout.items = []
    return .layout(layout)
  }

  /// Fails unless the fast path's answer, if any, is the strict path's, and leaving item text
  /// or layout items out changes nothing else, nor does taking the strings of an `earlier`
  /// apply.
  private static func expectAgreement(
    _ bytes: [UInt8], earlier: ApplyEvent? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    #expect(
      LineScanner.event(bytes, keepingLayoutItems: false)
        == withoutLayoutItems(LineScanner.event(bytes)),
      "layout items left out", sourceLocation: sourceLocation)
    #expect(
      LineScanner.event(bytes, keepingItemText: false) == withoutItemText(LineScanner.event(bytes)),
      sourceLocation: sourceLocation)
    if let earlier {
      #expect(
        LineScanner.event(bytes, reusingTextOf: earlier) == LineScanner.event(bytes),
        "with the earlier apply's strings", sourceLocation: sourceLocation)
      #expect(
        LineScanner.event(bytes, keepingItemText: false, reusingTextOf: earlier)
          == LineScanner.event(bytes, keepingItemText: false),
        "with the earlier apply's identifiers", sourceLocation: sourceLocation)
    }
    guard let fast = LineScanner.event(bytes) else { return false }
    let strict = strictEvent(bytes)
    #expect(
      fast == strict, "\(String(decoding: bytes, as: UTF8.self))",
      sourceLocation: sourceLocation)
    return true
  }

  /// The apply a line holds, by the fast path.
  private static func apply(in line: [UInt8]) -> ApplyEvent? {
    guard case .apply(let apply)? = LineScanner.event(line) else { return nil }
    return apply
  }

  private static func lines(of url: URL) throws -> [[UInt8]] {
    try Data(contentsOf: url).split(separator: 0x0A, omittingEmptySubsequences: true).map {
      Array($0.last == 0x0D ? $0.dropLast() : $0[...])
    }
  }

  private static func files(in directory: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "jsonl" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  private static var knownFiles: [URL] {
    get throws {
      let root = PackageFiles.root
      return try files(in: root.appendingPathComponent("Recordings"))
        + files(in: root.appendingPathComponent("Fuzz/Corpus"))
        + files(in: root.appendingPathComponent("Fuzz/Regressions"))
        + files(in: Fixtures.url(""))
    }
  }

  /// Every event line of the demos but their `cell-image` lines, which the fast path leaves to
  /// the strict one (their base64 is checked there, once per image).
  @Test func everyDemoEventLineTakesTheFastPathAndAgrees() throws {
    let demos = try Self.files(in: PackageFiles.root.appendingPathComponent("Recordings"))
    #expect(demos.count >= 5)
    let cellImage = Array(#"{"type":"cell-image","#.utf8)
    for url in demos {
      // The first line is the header, which the strict path always reads.
      for line in try Self.lines(of: url).dropFirst() {
        let tookFastPath = Self.expectAgreement(line)
        switch Self.strictEvent(line) {
        case nil:
          Issue.record("\(url.lastPathComponent): a line the strict path does not read")
        case .cellImage?:
          #expect(line.starts(with: cellImage) && !tookFastPath)
        default:
          #expect(tookFastPath, "\(url.lastPathComponent) fell back")
        }
      }
    }
  }

  /// What a real international app writes (`scripts/bench-workloads.py
  /// --international-fixture`): text in many scripts, emoji sequences, \u escapes with
  /// surrogate pairs, escaped quotes, backslashes and control characters, every optional key,
  /// integer identifiers, outlines, several titled sections and markers. Every line is fast.
  @Test func everyInternationalLineTakesTheFastPathAndAgrees() throws {
    let lines = try Self.lines(of: Fixtures.url("international.jsonl")).dropFirst()
    #expect(lines.count > 30)
    var earlier: ApplyEvent?
    for line in lines {
      #expect(
        Self.expectAgreement(line, earlier: earlier),
        "\(String(decoding: line.prefix(80), as: UTF8.self))")
      earlier = Self.apply(in: line) ?? earlier
    }
  }

  /// A text written as in the apply decoded before is that apply's string, not a copy (the
  /// lints comparing two applies then find it equal by identity), wherever the item moved:
  /// the fixture's chat slides by one message per apply and moves one now and then.
  @Test func unchangedTextIsTheEarlierApplysString() throws {
    let lines = try Self.lines(of: Fixtures.url("international.jsonl")).dropFirst()
      .filter { Self.apply(in: $0) != nil }
    let applies = lines.compactMap(Self.apply(in:))
    func storage(_ text: String?) -> UnsafePointer<UInt8>? {
      text?.utf8.withContiguousStorageIfAvailable { $0.baseAddress } ?? nil
    }
    var shared = 0
    for (earlier, line) in zip(applies, lines.dropFirst()) {
      guard case .apply(let apply)? = LineScanner.event(line, reusingTextOf: earlier) else {
        Issue.record("an apply line declined")
        continue
      }
      let earlierItems = Dictionary(
        earlier.sections.flatMap(\.items).map { ($0.id, $0) },
        uniquingKeysWith: { first, _ in first })
      for item in apply.sections.flatMap(\.items) {
        // Texts of up to 15 UTF-8 bytes are held in the string itself, with no storage.
        guard let before = earlierItems[item.id], let label = item.label, label == before.label,
          label.utf8.count > 15
        else { continue }
        #expect(storage(label) == storage(before.label), "\(item.id)")
        shared += 1
      }
    }
    #expect(shared > 100)
  }

  /// The same applies, each followed by what the screen showed (`scripts/bench-workloads.py
  /// --international-screen-fixture`): `layout` lines with a hundred rects, section headers,
  /// curve and spring timings, and `scroll` lines. Every line is fast.
  @Test func everyInternationalScreenLineTakesTheFastPathAndAgrees() throws {
    let lines = try Self.lines(of: Fixtures.url("international-screen.jsonl")).dropFirst()
    var screenLines = 0
    for line in lines {
      #expect(Self.expectAgreement(line), "\(String(decoding: line.prefix(80), as: UTF8.self))")
      if case .layout? = LineScanner.event(line) { screenLines += 1 }
      if case .scroll? = LineScanner.event(line) { screenLines += 1 }
    }
    #expect(screenLines == 36)
  }

  /// Corrupted international lines: escapes, surrogates and multi-byte sequences cut, changed
  /// or moved are decoded as the strict path decodes them, or left to it.
  @Test func mutatedInternationalLinesNeverMakeThePathsDisagree() throws {
    // The first four applies, about 7 KB each.
    let sources = try Self.lines(of: Fixtures.url("international.jsonl")).dropFirst().prefix(4)
    let alphabet =
      Array(#"{}[]",:\\u0123456789abcdefABCDEF.-+eE tfnul"#.utf8)
      + [0x00, 0x1F, 0x80, 0xBF, 0xC3, 0xE0, 0xED, 0xF0, 0xF4, 0xFF]
    var generator = SplitMix64(seed: 28)
    var accepted = 0
    var declined = 0
    for _ in 0..<600 {
      guard var bytes = sources.randomElement(using: &generator), !bytes.isEmpty else { continue }
      // The line before the mutation is the earlier apply: its strings are the nearest misses.
      let earlier = Self.apply(in: bytes)
      for _ in 0..<Int.random(in: 1...2, using: &generator) {
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        let byte = alphabet.randomElement(using: &generator) ?? 0
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes[position] = byte
        case 1: bytes.remove(at: position)
        default: bytes.insert(byte, at: position)
        }
        if bytes.isEmpty { break }
      }
      if Self.expectAgreement(bytes, earlier: earlier) { accepted += 1 } else { declined += 1 }
    }
    #expect(accepted > 20)
    #expect(declined > 100)
  }

  @Test func fixturesCorpusAndRegressionsAgreeLineByLine() throws {
    var fast = 0
    var strictOnly = 0
    for url in try Self.knownFiles {
      for line in try Self.lines(of: url) {
        if Self.expectAgreement(line) { fast += 1 } else { strictOnly += 1 }
      }
    }
    // Both paths are exercised: malformed fixtures fall back, well-formed lines do not.
    #expect(fast > 100)
    #expect(strictOnly > 20)
  }

  @Test func mutatedLinesNeverMakeThePathsDisagree() throws {
    let demos = ["outline.jsonl", "wifi-settings.jsonl", "bug-duplicate-id.jsonl"]
    // What the screen showed: the demo's layout lines (rects, supplementary views, timing)
    // and its scroll lines.
    let screen = try Self.lines(of: PackageFiles.demoRecording("settings-scrolled.jsonl"))
      .filter { line in
        [#"{"type":"layout""#, #"{"type":"scroll""#].contains { line.starts(with: Array($0.utf8)) }
      }
    let sources =
      try demos.flatMap {
        try Self.lines(of: PackageFiles.demoRecording($0)).dropFirst().prefix(6)
      } + screen
    let alphabet = Array(#"{}[]",:0123456789.-+eE\ tfnul"#.utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xFF]
    var generator = SplitMix64(seed: 14)
    var accepted = 0
    var declined = 0
    for _ in 0..<4000 {
      guard var bytes = sources.randomElement(using: &generator), !bytes.isEmpty else { continue }
      let earlier = Self.apply(in: bytes)
      for _ in 0..<Int.random(in: 1...2, using: &generator) {
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        let byte = alphabet.randomElement(using: &generator) ?? 0
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes[position] = byte
        case 1: bytes.remove(at: position)
        default: bytes.insert(byte, at: position)
        }
        if bytes.isEmpty { break }
      }
      if Self.expectAgreement(bytes, earlier: earlier) { accepted += 1 } else { declined += 1 }
    }
    #expect(accepted > 300)
    #expect(declined > 300)
  }

  /// Strings are scanned eight bytes at a time: a quote, backslash, control byte or non-ASCII
  /// byte at each offset of labels of 0 to 24 bytes, with the line ending right after or long
  /// after, is decoded (or declined) as the strict path decides.
  @Test func specialBytesAtEveryOffsetOfAStringAgree() {
    let specials: [[UInt8]] = [
      Array(#"\""#.utf8), Array(#"\\"#.utf8), Array(#"\n"#.utf8), Array(#"\u0041"#.utf8),
      Array(#"\u00e9"#.utf8), Array(#"\ud83d\ude00"#.utf8), Array(#"\ud83d"#.utf8), [0x01],
      [0x1F], [0x7F], [0xC3, 0xA9], [0xE2, 0x9C, 0x93], [0xC3], [0xFF], [0x22],
    ]
    var accepted = 0
    for length in 0...24 {
      for offset in 0...length {
        for special in specials {
          var label = Array(repeating: UInt8(ascii: "a"), count: length)
          label.insert(contentsOf: special, at: offset)
          for tail in ["", #",{"id":"b","label":"a label long enough to scan by words"}"#] {
            let line =
              Array(
                #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","label":""#
                  .utf8)
              + label + Array(#"""#.utf8) + Array("}\(tail)]}]}".utf8)
            if Self.expectAgreement(line) { accepted += 1 }
            let marker =
              Array(#"{"type":"marker","time":1,"label":""#.utf8) + label + Array(#""}"#.utf8)
            if Self.expectAgreement(marker) { accepted += 1 }
          }
        }
      }
    }
    #expect(accepted > 2_000)
  }

  /// Numbers are converted without `strtod` when one exact multiplication or division gives
  /// them: every form JSON allows — exponents either case and sign, fractions, leading zeros
  /// after the point, negative zero, 2^53 and past it, 10^22 and past it, 19 and 20 digits,
  /// subnormals, overflow — converts to the bits `Double(text)` gives, or is declined as the
  /// strict path declines it.
  @Test func numbersConvertToTheBitsOfTheStrictParser() {
    var texts = [
      "0", "-0", "0.0", "-0.0", "-0e0", "-0E+5", "0e-400", "0.000000000000000000000000001",
      "1", "-1", "1.5", "1e0", "1E5", "1e+5", "1e-5", "1.5E-3", "-2.25e+2", "0.1", "0.3",
      "9007199254740992", "9007199254740993", "-9007199254740993", "18446744073709551615",
      "18446744073709551616", "1234567890123456789", "12345678901234567890",
      "1234567890.123456789", "1e22", "1e23", "1e-22", "1e-23", "123456789e-22", "4.9e-324",
      "2.2250738585072014e-308", "1.7976931348623157e308", "1e308", "1e309", "1e400", "-1e400",
      "1e99999999999999999999", "1e-99999999999999999999", "0.1e1", "00", "01", "1.", ".5",
      "1e", "1e+", "-", "+1", "NaN", "nan", "Infinity", "-Infinity", "1_0", "0x10",
      "1.7976931348623158e308", "10000000.000000001", "9999999.9999999999",
    ]
    var generator = SplitMix64(seed: 53)
    for _ in 0..<3_000 {
      let digits = (0..<Int.random(in: 1...22, using: &generator)).map { _ in
        String(Int.random(in: 0...9, using: &generator))
      }
      var text = Int.random(in: 0..<2, using: &generator) == 0 ? "" : "-"
      let whole = Int.random(in: 1...digits.count, using: &generator)
      let integerPart = digits[..<whole].joined().drop { $0 == "0" }
      text += integerPart.isEmpty ? "0" : String(integerPart)
      if whole < digits.count { text += "." + digits[whole...].joined() }
      if Int.random(in: 0..<3, using: &generator) == 0 {
        text += ["e", "E", "e-", "e+", "E-"].randomElement(using: &generator) ?? "e"
        text += String(Int.random(in: 0...30, using: &generator))
      }
      texts.append(text)
    }
    var converted = 0
    for text in texts {
      // A marker's time takes any finite number ≥ 0; a scroll offset any within ±10^7.
      let marker = Array(#"{"type":"marker","time":\#(text),"label":"m"}"#.utf8)
      let scroll = Array(#"{"type":"scroll","time":0,"offset":[\#(text),0]}"#.utf8)
      let expected = Double(text)
      _ = Self.expectAgreement(marker)
      _ = Self.expectAgreement(scroll)
      if case .marker(let event)? = LineScanner.event(marker) {
        #expect(event.time.bitPattern == expected?.bitPattern, "\(text)")
        converted += 1
      }
      if case .scroll(let event)? = LineScanner.event(scroll) {
        #expect(event.offset.x.bitPattern == expected?.bitPattern, "\(text)")
        converted += 1
      }
    }
    #expect(converted > 2_000)
  }

  /// Hostile layout lines: huge numbers, NaN-like words, exponents, negative zero, deep
  /// nesting, repeated keys and identifiers (one pair equal only as Unicode text: precomposed
  /// and decomposed é), rects of the wrong size, invalid text. Each agrees or is declined.
  @Test func hostileLayoutLinesAgreeOrAreLeftToTheStrictPath() {
    let head =
      #"{"type":"layout","seq":1,"time":0,"view":"table","bounds":[390,844],"offset":[0,0],"content":[390,10],"items":"#
    let nested = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    let items = [
      #"{"a":[1e400,0,1,1]}"#, #"{"a":[-1e400,0,1,1]}"#, #"{"a":[1e7,-1e7,1e7,1e7]}"#,
      #"{"a":[10000000.000000002,0,1,1]}"#, #"{"a":[NaN,0,1,1]}"#, #"{"a":[Infinity,0,1,1]}"#,
      #"{"a":[-Infinity,0,1,1]}"#, #"{"a":[nan,0,1,1]}"#, #"{"a":[1E2,1e+2,1e-2,1.5E-1]}"#,
      #"{"a":[-0,-0.0,0,-0e5]}"#, #"{"a":[0,0,-0,-0.0]}"#, #"{"a":[0,0,-1e-300,1]}"#,
      #"{"a":"# + nested + "}", #"{"a":[[0],0,1,1]}"#, #"{"a":{"b":[0,0,1,1]}}"#,
      #"{"a":[0,0,1,1],"a":[2,2,3,3]}"#, #"{"a":[0,0,1,1],"b":[1,1,1,1],"a":[2,2,3,3]}"#,
      #"{"\u00e9":[0,0,1,1],"e\u0301":[2,2,3,3]}"#, #"{"é":[0,0,1,1],"é":[2,2,3,3]}"#,
      #"{"a":[0,0,1,1],"\u0061":[2,2,3,3]}"#, #"{"1":[0,0,1,1],"01":[2,2,3,3],"1":[4,4,4,4]}"#,
      #"{"a":[0,0,1]}"#, #"{"a":[0,0,1,1,1]}"#, #"{"a":[]}"#, #"{"a":[0,0,1,1,]}"#,
      #"{"a":[0 ,0, 1 ,1 ] , "b" : [ 0,0,1,1]}"#, #"{"a":null}"#, #"{"":[0,0,1,1]}"#,
      #"{"a\u0000":[0,0,1,1]}"#, #"{"\ud800":[0,0,1,1]}"#, #"{"a":[0,0,1,1]"#,
      #"{"a":[0,0,1,1]}}"#, #"[]"#, #"{}"#,
    ]
    var accepted = 0
    for item in items {
      if Self.expectAgreement(Array((head + item + "}").utf8)) { accepted += 1 }
    }
    // Invalid UTF-8 in an identifier, raw and beside an escape.
    for bytes: [UInt8] in [[0xFF], [0xC3], [0x5C, 0x6E, 0xFF], [0xED, 0xA0, 0x80]] {
      let line = Array(head.utf8) + [0x7B, 0x22] + bytes + Array(#"":[0,0,1,1]}}"#.utf8)
      #expect(!Self.expectAgreement(line))
    }
    // The merged repeats, negative zero kept as such, and whitespace take the fast path.
    #expect(accepted >= 12)
    let negativeZero = Array((head + #"{"a":[-0,-0.0,0,-0e5]}}"#).utf8)
    if case .layout(let layout)? = LineScanner.event(negativeZero) {
      #expect(layout.items.first?.rect.x.sign == .minus)
      #expect(layout.items.first?.rect.y.sign == .minus)
    } else {
      Issue.record("negative zero was declined")
    }
    let unicode = Array((head + #"{"\u00e9":[0,0,1,1],"e\u0301":[2,2,3,3]}}"#).utf8)
    if case .layout(let layout)? = LineScanner.event(unicode) {
      #expect(layout.items.count == 1 && layout.items.first?.rect.x == 2)
    }
  }

  /// Many frames: distinct identifiers, the same ones repeated far apart (found after the
  /// table of hashes, then merged), and one member past the budget, which is declined.
  @Test func manyFramesAndRepeatsFarApartAgree() {
    let head =
      #"{"type":"layout","seq":1,"time":0,"view":"table","bounds":[390,844],"offset":[0,0],"content":[390,10],"items":{"#
    let distinct = (0..<10_000).map { #""item-\#($0)":[0,\#($0),390,44]"# }
    #expect(Self.expectAgreement(Array((head + distinct.joined(separator: ",") + "}}").utf8)))
    let repeated = (0..<3_000).map { #""r\#($0 % 1_000)":[0,\#($0),390,44]"# }
    let line = Array((head + repeated.joined(separator: ",") + "}}").utf8)
    #expect(Self.expectAgreement(line))
    if case .layout(let layout)? = LineScanner.event(line) {
      #expect(layout.items.count == 1_000 && layout.items[0].rect.y == 2_000)
    }
    let tooMany = (0...10_000).map { #""i\#($0)":[0,0,1,1]"# }
    #expect(LineScanner.event(Array((head + tooMany.joined(separator: ",") + "}}").utf8)) == nil)
  }

  @Test(arguments: [
    // Escaped keys, unknown or repeated keys, lookalike numbers, invalid escapes and unpaired
    // surrogates are the strict path's to decide.
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","label":"\ud83d"}]}]}"#,
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","label":"\ud83dx"}]}]}"#,
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","label":"\ud83d\u0041"}]}]}"#,
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","label":"\ude00"}]}]}"#,
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","label":"\u00g9"}]}]}"#,
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","label":"\u00e"}]}]}"#,
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","label":"bad \x"}]}]}"#,
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","l\u0061bel":"x"}]}]}"#,
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","lable":"x"}]}]}"#,
    #"{"type":"apply","seq":1,"time":0,"extra":1,"sections":[]}"#,
    #"{"type":"apply","seq":1,"seq":2,"time":0,"sections":[]}"#,
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[7.0]}]}"#,
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[1e2]}]}"#,
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[01]}]}"#,
    #"{"type":"apply","seq":99999999999999999999,"time":0,"sections":[]}"#,
    #"{"type":"apply","seq":0,"time":0,"sections":[]}"#,
    #"{"type":"apply","seq":1,"time":-1,"sections":[]}"#,
    #"{"type":"apply","seq":1,"time":1e999,"sections":[]}"#,
    #"{"type":"apply","seq":1,"time":0,"label":"x","sections":[]}"#,
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","color":"red"}]}]}"#,
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","parent":"b"}]}]}"#,
    #"{"type":"apply","seq":1,"time":0,"rowAnimation":"sideways","sections":[]}"#,
    #"{"type":"apply","seq":1,"time":0,"sections":[]} x"#,
    #"{"type":"marker","time":1,"label":null}"#,
    #"{"type":"marker","seq":1,"time":1,"label":"m"}"#,
    #"{"type":"focus","time":1}"#,
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{}]}]}"#,
    // Layout and scroll lines: the type not first, a misspelt or repeated key, lengths out of
    // range or of the wrong count, a timing with both a curve and a spring or with neither.
    #"{"time":1,"type":"scroll","offset":[0,1]}"#,
    #"{"type":"scroll","time":1,"ofset":[0,1]}"#,
    #"{"type":"scroll","time":1,"offset":[0,1],"offset":[0,2]}"#,
    #"{"type":"scroll","time":1,"offset":[0,1e8]}"#,
    #"{"type":"scroll","time":1,"offset":[0]}"#,
    #"{"type":"scrolls","time":1,"offset":[0,1]}"#,
    #"{"type":"layout","seq":1,"time":0,"view":"table","bounds":[0,844],"offset":[0,0],"content":[390,10]}"#,
    #"{"type":"layout","seq":1,"time":0,"view":"grid","bounds":[390,844],"offset":[0,0],"content":[390,10]}"#,
    #"{"type":"layout","seq":1,"time":0,"view":"table","bounds":[390,844],"offset":[0,0],"content":[390,-1]}"#,
    #"{"type":"layout","seq":1,"time":0,"view":"table","bounds":[390,844],"offset":[0,0]}"#,
    #"{"type":"layout","seq":1,"time":0,"view":"table","bounds":[390,844],"offset":[0,0],"content":[390,10],"items":{"a":[0,0,-1,4]}}"#,
    #"{"type":"layout","seq":1,"time":0,"view":"table","bounds":[390,844],"offset":[0,0],"content":[390,10],"supplementary":[{"kind":"header","section":"s","rect":[0,0,1,1],"pined":true}]}"#,
    #"{"type":"layout","seq":1,"time":0,"view":"table","bounds":[390,844],"offset":[0,0],"content":[390,10],"timing":{"duration":0.3,"curve":[0,0,1,1],"spring":{"mass":1,"stiffness":100,"damping":10}}}"#,
    #"{"type":"layout","seq":1,"time":0,"view":"table","bounds":[390,844],"offset":[0,0],"content":[390,10],"timing":{"duration":0.3}}"#,
    #"{"type":"layout","seq":1,"time":0,"view":"table","bounds":[390,844],"offset":[0,0],"content":[390,10],"timing":{"duration":0.3,"curve":[1.5,0,1,1]}}"#,
    #"{"type":"layout","seq":1,"time":0,"view":"table","bounds":[390,844],"offset":[0,0],"content":[390,10],"timing":{"duration":0.3,"spring":{"mass":0,"stiffness":100,"damping":10}}}"#,
  ])
  func unusualLinesAreLeftToTheStrictPath(line: String) {
    #expect(LineScanner.event(Array(line.utf8)) == nil)
  }

  @Test(arguments: [
    // Whitespace, nulls, integer identifiers, every optional key and non-ASCII text stay fast.
    #" { "type" : "apply" , "seq" : 3 , "time" : 1.5e0 , "sections" : [ ] } "#,
    ##"{"seq":2,"sections":[{"id":-4,"title":null,"items":[0,-0,"é",{"id":5,"label":null,"detail":"d","color":"#FF000080","parent":null,"expanded":null}]}],"time":0,"type":"apply"}"##,
    #"{"type":"apply","seq":1,"time":0,"animating":false,"reloadData":true,"reloaded":["a"],"reconfigured":null,"reloadedSections":[1],"queue":"main","rowAnimation":"fade","sections":[]}"#,
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"p","expanded":true},{"id":"c","parent":"p"}]}]}"#,
    #"{"type":"marker","time":2,"label":"tap ✓"}"#,
    // The item keys matched as one word, and the same keys spaced or in another order.
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"label":"x","id":"a"},{"id" :"b"},{ "id":"c","label" : "y"},{"id":7}]}]}"#,
    #"{"type":"marker","time":2,"label":"search: \"K\" \\ \/ \n\t\r\b\f"}"#,
    // \u escapes, surrogate pairs, escaped NUL and control characters, raw multi-byte text
    // beside escapes, escaped identifiers, titles, colours and accessories.
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","label":"caf\u00e9"}]}]}"#,
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","label":"\ud83d\udc4d\ud83c\udffd \u0000\u001b[0m \uFFFF"}]}]}"#,
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","label":"नमस्ते \"\u05e9\u05dc\u05d5\u05dd\" 👨‍👩‍👧"}]}]}"#,
    ##"{"type":"apply","seq":1,"time":0,"sections":[{"id":"\u0073","title":"T\u00edtulo","items":[{"id":"\u0061","detail":"\t","subtitle":"\u2713","color":"#FF\u0030000","accessory":"check\u006dark"}]}]}"##,
    #"{"type":"marker","time":2,"label":"\u68c0\u67e5\u70b9 \ud83d\udea9"}"#,
    // Layout and scroll lines with every optional key, nulls, escaped and repeated item
    // identifiers (the last rect wins in the first place), springs and curves.
    #"{"type":"scroll","time":0.517,"offset":[0,-70.5]}"#,
    #"{"type":"layout","seq":2,"time":1,"view":"table","bounds":[390,844],"offset":[0,-91],"content":[390,1490],"list":null,"insets":null,"items":null,"supplementary":null,"timing":null}"#,
    #"{"type":"layout","seq":2,"time":1,"view":"collection","list":"insetGrouped","bounds":[390,844],"offset":[0,-91],"insets":[91,0,34,0],"content":[390,1490],"items":{"a":[16,58,358,44],"caf\u00e9":[16,102,358,44],"a":[0,0,1,2],"7":[1e1,0,0,0]},"supplementary":[{"kind":"header","section":7,"rect":[16,20,358,38],"text":"PAIRED","pinned":true},{"kind":"footer","section":"s","rect":[16,298,358,38],"text":null,"pinned":null}],"timing":{"duration":0.3,"delay":0.1,"curve":[0.25,0.1,0.25,1]}}"#,
    #"{"type":"layout","seq":2,"time":1,"view":"table","bounds":[390,844],"offset":[0,0],"content":[390,10],"timing":{"spring":{"mass":1,"stiffness":300,"damping":0,"initialVelocity":-2},"duration":0.5,"curve":null}}"#,
  ])
  func commonVariationsTakeTheFastPathAndAgree(line: String) {
    #expect(Self.expectAgreement(Array(line.utf8)))
  }
}

import Foundation
import Testing

@testable import ReplayPlayer

@Suite struct ReportPageTests {
  @Test func htmlEscapingCoversTheFiveSpecialCharacters() {
    #expect(
      ReportPage.escapedHTML("<b>\"Tom\" & 'Jerry'</b>")
        == "&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;")
    #expect(ReportPage.escapedHTML("plain ü") == "plain ü")
  }

  @Test func scriptSafeJSONCannotCloseItsScriptElement() {
    let json = "{\"label\":\"</script><!--\u{2028}\u{2029}\"}"
    let safe = ReportPage.scriptSafe(json)
    #expect(safe == #"{"label":"\u003c/script>\u003c!--\u2028\u2029"}"#)
    let decoded = try? JSONSerialization.jsonObject(with: Data(safe.utf8)) as? [String: String]
    #expect(decoded?["label"] == "</script><!--\u{2028}\u{2029}")
  }

  @Test func recordingTextReachesThePageOnlyEscaped() throws {
    let html = try ReportFixtures.report().page(.files).html
    #expect(html.hasPrefix(ReportPage.signature))
    #expect(html.contains("<title>Pets &lt;&amp;&gt; · snapreplay report</title>"))
    #expect(!html.contains("<script>alert(1)"))
    #expect(!html.contains("\u{2028}"))
    // Exactly the page's own three script elements open and close.
    #expect(html.components(separatedBy: "<script").count - 1 == 3)
    #expect(html.components(separatedBy: "</script>").count - 1 == 3)
    let data = try ReportFixtures.pageData(html)
    let steps = try #require(data["steps"] as? [[String: Any]])
    #expect(steps[1]["markers"] as? [String] == ["add a bird </script><script>alert(1)</script>"])
    let labels = try #require(steps[1]["labels"] as? [[Any]])
    #expect(labels.contains { $0[1] as? String == "Bird\u{2028}" })
  }

  @Test func framesAreFilesBesideThePageOrInsideIt() throws {
    let report = try ReportFixtures.report()
    let count = report.frames.images.count
    let files = try ReportFixtures.pageSources(report.page(.files).html)
    #expect(files == (0..<count).map { "frames/" + ReportPage.fileName(ofImage: $0) })
    let inline = try ReportFixtures.pageSources(report.page(.inline).html)
    #expect(inline.count == count)
    let first = try #require(inline.first)
    #expect(first.hasPrefix("data:image/png;base64,"))
    let png = try #require(Data(base64Encoded: String(first.dropFirst(22))))
    #expect([UInt8](png) == report.frames.images[0])
  }

  @Test func imageFileNamesHaveSixDigits() {
    #expect(ReportPage.fileName(ofImage: 42) == "000042.png")
    #expect(ReportPage.fileName(ofImage: 1_234_567) == "1234567.png")
  }
}

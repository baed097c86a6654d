import Foundation
import InsetReports
import Testing

@testable import InsetScenarios

#if canImport(FoundationXML)
  import FoundationXML
#endif

private let sample = """
  # Rows
  | scenario | safeAreaInsets | contentSize | adjustedContentInset? |
  |---|---|---|---|
  | good & fine | {88, 0, 34, 0} | {375, 2000} | {88, 0, 34, 0} |
  | bad <one> | {88, 0, 34, 0} | {375, 2000} | {1, 0, 34, 0} |
  | broken | {88, 0} | {375, 2000} | |

  # Broken table
  | contentInsets |
  |---|
  | zero |
  """

private func sampleReport() -> RunReport {
  RunReport(files: [ScenarioRunner().run(bytes: Array(sample.utf8), file: "a:b,c.md")])
}

@Suite("Report formats")
struct ReportFormatTests {
  @Test func jsonIsReadByJSONSerialization() throws {
    let text = JSONReport.render(sampleReport())
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    #expect(object?["passed"] as? Int == 1)
    #expect(object?["failed"] as? Int == 3)
    let files = object?["files"] as? [[String: Any]]
    let rows = files?.first?["rows"] as? [[String: Any]]
    #expect(rows?.map { $0["status"] as? String } == ["passed", "failed", "error", "notRun"])
    let mismatch = (rows?[1]["mismatches"] as? [[String: Any]])?.first
    #expect(mismatch?["expected"] as? String == "{1, 0, 34, 0}")
    #expect(mismatch?["actual"] as? String == "{88, 0, 34, 0}")
  }

  @Test func junitIsWellFormedWithOneCasePerRow() throws {
    let text = JUnitReport.render(sampleReport())
    let parser = XMLParser(data: Data(text.utf8))
    let counter = ElementCounter()
    parser.delegate = counter
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(counter.counts["testcase"] == 4)
    #expect(counter.counts["failure"] == 1)
    #expect(counter.counts["error"] == 2)
    #expect(text.contains("name=\"bad &lt;one&gt; (line 5)\""))
    #expect(text.contains("classname=\"a:b,c.md › Rows\""))
  }

  @Test func githubAnnotationsEscapeTheirProperties() {
    let lines = GitHubReport.lines(sampleReport())
    #expect(
      lines.contains(
        "::error file=a%3Ab%2Cc.md,line=9,col=3::unknown key `contentInsets` (did you mean `contentInset`?)"
      ))
    #expect(
      lines.contains {
        $0.hasPrefix(
          "::error file=a%3Ab%2Cc.md,line=5,title=bad <one>::adjustedContentInset? expected")
      })
    #expect(lines.last == "scenarios: 1 passed, 3 failed")
    #expect(GitHubAnnotation.data("50%\nnext") == "50%25%0Anext")
    // A control character reaches no workflow log raw.
    #expect(GitHubAnnotation.data("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
  }

  @Test func colourOnlyWhenAsked() {
    let plain = TextReport.lines(sampleReport(), colored: false)
    #expect(!plain.joined().contains("\u{1B}["))
    let colored = TextReport.lines(sampleReport(), colored: true)
    #expect(colored.last == "\u{1B}[31mscenarios: 1 passed, 3 failed\u{1B}[0m")
    #expect(plain == TextReport.lines(sampleReport()))
  }
}

/// Counts elements by name.
final class ElementCounter: NSObject, XMLParserDelegate, @unchecked Sendable {
  var counts: [String: Int] = [:]
  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    counts[name, default: 0] += 1
  }
}

@Suite("HTML report")
struct HTMLReportTests {
  /// A page draws the first `diagramLimit` failed rows, each with its own id,
  /// and tells how to draw the others; passed rows get no diagram.
  @Test func diagramsStopAtTheLimit() {
    var text = "| scenario | contentInset | adjustedContentInset? |\n|---|---|---|\n"
    for i in 0..<7 { text += "| r\(i) | {1, 2, 3, 4} | \(i == 3 ? "{1, 2, 3, 4}" : "zero") |\n" }
    let report = RunReport(files: [ScenarioRunner().run(bytes: Array(text.utf8), file: "t.md")])
    var asked: [String] = []
    let page = HTMLReport.render(report, diagramLimit: 4) { row, id in
      asked.append(id)
      return "<svg id=\"\(id)-\(row.line)\"></svg>"
    }
    #expect(asked == ["d1", "d2", "d3", "d4"])
    #expect(page.contains("<svg id=\"d4-7\"></svg>"))
    #expect(!page.contains("<svg id=\"d5"))
    #expect(
      page.components(separatedBy: "not drawn (the page draws the first 4 failed rows)").count == 3)
    #expect(page.contains("<code>insets draw t.md:9</code>"))
  }
}

@Suite("Streaming run")
struct StreamingRunTests {
  /// A file run as it is read gives what running its read document gives,
  /// and a runner that only counts passed rows gives the same counts with
  /// the failed rows alone kept.
  @Test func countsAndFailuresMatchTheDocumentRun() throws {
    var text = "# t\n\n| scenario | contentInset | adjustedContentInset? |\n|---|---|---|\n"
    for i in 0..<9 {
      text += "| r\(i) | {1, 2, 3, 4} | \(i % 3 == 0 ? "zero" : "{1, 2, 3, 4}") |\n"
    }
    // A table with a header error and rows, and one with no rows.
    text +=
      "\n| scenario | nope |\n|---|---|\n| a | 1 |\n\n| scenario | contentInset |\n|---|---|\n"
    let bytes = Array(text.utf8)
    let streamed = ScenarioRunner().run(bytes: bytes, file: "t.md")
    let document = try MarkdownReader.read(bytes, file: "t.md")
    let whole = ScenarioRunner().run(document: document, file: "t.md")
    #expect(streamed.rows == whole.rows)
    #expect(streamed.diagnostics == whole.diagnostics)
    #expect(streamed.unattachedErrors == 1)
    #expect(streamed.passed == 6)
    #expect(streamed.failed == 3 + 1 + 1)
    let counted = ScenarioRunner(keepsPassedRows: false).run(bytes: bytes, file: "t.md")
    #expect(counted.passed == 6)
    #expect(counted.passedRowsNotKept == 6)
    #expect(counted.failed == streamed.failed)
    #expect(counted.rows == streamed.rows.filter { !$0.outcome.isPassed })
  }
}

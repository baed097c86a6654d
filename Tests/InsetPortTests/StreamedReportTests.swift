import Foundation
import InsetReports
import Testing

@testable import InsetPort

/// A file's report handed on in parts, and written as the parts come, is
/// the whole report: the same findings in the same order, and every format
/// the same bytes as the whole report's renderers (which encode the whole
/// document at once), over the project's port corpus, its samples and
/// files made to cross the parts' edges.
@Suite("Port report in parts")
struct StreamedReportTests {
  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every Swift, Objective-C and Interface Builder file of Tests/PortCorpus
  /// and Tests/PortSamples, in sorted path order, with its bytes; then
  /// files made for the parts: many findings, notes of the lexer among
  /// them, an unreadable file and an empty one.
  static let files: [(path: String, language: SourceLanguage, bytes: [UInt8])] = {
    var found: [(String, SourceLanguage, [UInt8])] = []
    for folder in ["PortCorpus", "PortSamples"] {
      let root = tests.appendingPathComponent(folder)
      let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      var paths: [URL] = []
      while let url = walk?.nextObject() as? URL { paths.append(url) }
      for url in paths.sorted(by: { $0.path < $1.path }) {
        guard let language = SourceLanguage(pathExtension: url.pathExtension),
          let data = FileManager.default.contents(atPath: url.path)
        else { continue }
        found.append(
          (url.path.replacingOccurrences(of: tests.path + "/", with: ""), language, [UInt8](data)))
      }
    }
    // 100 lines (every shape of its two lines, 150 findings): each part
    // of one finding costs the report its sweep's sentence again, so the
    // file's size is the test's time (300 lines took three times as long).
    var checks =
      "final class Checks: UIViewController {\n  override func viewDidLayoutSubviews() {\n"
    for k in 0..<50 {
      checks += "    if UIScreen.main.bounds.height == 812 { top\(k % 7) = 20 }\n"
      checks += "    bar.frame.origin.y = \(k % 2 == 0 ? 64 : 44); label.font = 20\n"
    }
    found.append(("Checks.swift", .swift, Array((checks + "  }\n}\n").utf8)))
    // Notes of the lexer between findings, and at the end.
    let open = "view.frame.origin.y = 64\nlet s = \"open\nbanner.frame.origin.y = 64 /* 20"
    found.append(("Open.swift", .swift, Array(open.utf8)))
    found.append(("Open.m", .objectiveC, Array("x.frame.origin.y = 64;\n/* 44\n".utf8)))
    found.append(("Binary.swift", .swift, [0x61, 0x00, 0x62]))
    found.append(("Empty.swift", .swift, []))
    return found
  }()

  /// Each file's parts, of at most about `partSize` findings.
  static func parts(partSize: Int) -> [[PortFileReport]] {
    var sweeps = SweepCache()
    return files.map { file in
      var parts: [PortFileReport] = []
      PortAnalyzer.analyze(
        file: file.path, bytes: file.bytes, language: file.language, sweeps: &sweeps,
        partSize: partSize
      ) { parts.append($0) }
      return parts
    }
  }

  /// Each file's report in one part, as the rules made it before it was
  /// handed on in parts.
  static let whole: PortReport = {
    PortReport(files: parts(partSize: .max).map { $0[0] })
  }()

  @Test func oneFileInOnePartWhenThePartHoldsAll() {
    for file in Self.parts(partSize: .max) { #expect(file.count == 1) }
    #expect(Self.whole.findingCount > 300)
    #expect(Self.whole.files.contains { $0.findings.contains { $0.kind == .unreadable } })
    #expect(Self.whole.problemCount == 1)
  }

  /// The parts, joined, are the whole report; a part is handed on before
  /// the findings all are, and only the first holds the file's problem.
  @Test(arguments: [1, 2, 5, 64])
  func thePartsJoinedAreTheWhole(partSize: Int) {
    let parts = Self.parts(partSize: partSize)
    for (file, whole) in zip(parts, Self.whole.files) {
      #expect(file.flatMap(\.findings) == whole.findings, "\(whole.file)")
      #expect(file.first?.problem == whole.problem)
      #expect(file.dropFirst().allSatisfy { $0.problem == nil })
      for part in file {
        for finding in part.findings {
          if let assumption = finding.assumption { #expect(part.sweeps[assumption] != nil) }
        }
      }
    }
    // The file of 100 lines of findings comes in many parts: one as soon
    // as `partSize` wait (a statement of it gives at most two).
    let index = Self.files.firstIndex { $0.path == "Checks.swift" } ?? 0
    let total = Self.whole.files[index].findings.count
    #expect(total > 130)
    #expect(parts[index].count >= total / (partSize + 2))
  }

  /// The whole report in each format, as the whole renderers write it
  /// (rendered once: each part size below is checked against the same text).
  static let wholeTexts: [(format: PortFormat, verbose: Bool, text: String)] = {
    let report = whole
    return [
      (.text, false, PortTextReport.lines(report).map { $0 + "\n" }.joined()),
      (.text, true, PortTextReport.lines(report, verbose: true).map { $0 + "\n" }.joined()),
      (.github, false, PortGitHubReport.lines(report).map { $0 + "\n" }.joined()),
      (.json, false, PortJSONReport.render(report)),
      (.sarif, false, PortSARIFReport.render(report)),
    ]
  }()

  /// Each format written part by part is the whole report's text.
  @Test(arguments: [1, 3, 4_096])
  func eachFormatWrittenInPartsIsTheWholeReport(partSize: Int) throws {
    let parts = Self.parts(partSize: partSize)
    for (format, verbose, whole) in Self.wholeTexts {
      var stream = PortReportStream(format: format, verbose: verbose)
      var text = stream.start()
      for file in parts {
        for part in file { text += stream.write(part) }
        text += stream.endFile()
      }
      text += stream.finish()
      #expect(text == whole, "\(format) verbose: \(verbose)")
      if format == .json || format == .sarif {
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
      }
    }
  }

  /// No file at all: the documents' empty lists, as the whole renderers
  /// write them.
  @Test func aRunOfNoFiles() {
    let empty = PortReport(files: [])
    for (format, whole) in [
      (PortFormat.json, PortJSONReport.render(empty)),
      (.sarif, PortSARIFReport.render(empty)),
      (.text, PortTextReport.lines(empty).joined() + "\n"),
    ] {
      var stream = PortReportStream(format: format)
      #expect(stream.start() + stream.finish() == whole)
    }
  }

  /// A list written in parts is the list rendered whole, and the frame
  /// cut around an empty list puts them back in place.
  @Test func aListWrittenInPiecesIsTheListRenderedWhole() throws {
    struct Item: Encodable {
      var a: Int
      var b: [String]
    }
    struct Log: Encodable {
      var name = "x"
      var results: [Item]
      var version = 2
    }
    let items = (0..<5).map { Item(a: $0, b: Array(repeating: "s", count: $0 % 3)) }
    let frame = try #require(
      ReportJSON.frame(Log(results: []), aroundEmptyList: "results", indent: 2))
    var list = ReportJSON.ListWriter(indent: 2)
    let text =
      frame.head + list.items(Array(items[..<2])) + list.items([Item]())
      + list.items(Array(items[2...]))
      + list.close() + frame.tail
    #expect(text == ReportJSON.render(Log(results: items)))
    let empty = ReportJSON.ListWriter(indent: 2)
    #expect(frame.head + empty.close() + frame.tail == ReportJSON.render(Log(results: [])))
    #expect(ReportJSON.frame(Log(results: items), aroundEmptyList: "results", indent: 2) == nil)
  }
}

@Suite("JSON's C1 controls")
struct EscapingC1Tests {
  /// DEL and U+0080-U+009F are written `\u00XX`; every other character,
  /// including those whose UTF-8 holds the bytes 0x80-0x9F after a lead
  /// byte other than 0xC2, stays as it is.
  @Test func onlyDELAndTheC1ControlsAreEscaped() {
    #expect(ReportJSON.escapingC1("[\"a\u{7F}b\"]") == "[\"a\\u007fb\"]")
    #expect(ReportJSON.escapingC1("\u{80}\u{9B}\u{9F}") == "\\u0080\\u009b\\u009f")
    let kept = "\u{7E} \u{A0} \u{100} € ✓ 𝟘 \u{C2}"
    #expect(ReportJSON.escapingC1(kept) == kept)
    #expect(ReportJSON.escapingC1("") == "")
    #expect(ReportJSON.escapingC1("€\u{85}") == "€\\u0085")
  }
}

import Foundation
import Testing

@testable import InsetPort

/// Tests/PortCorpus: legacy and modern code in the styles real projects
/// write, every line with a bar-like number labelled (`expect:` a finding,
/// `note:` a note, `clean:` a number that is not a bar).
let corpusFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("PortCorpus")

let corpusFiles: [String] = [
  "legacy/TimelineViewController.swift", "legacy/InboxViewController.m",
  "modern/SettingsViewController.swift", "modern/AppDelegate.m", "modern/FeedPorted.swift",
]

func analyzeCorpus(_ path: String) throws -> (PortFileReport, String) {
  let url = corpusFolder.appendingPathComponent(path)
  let data = try Data(contentsOf: url)
  let language = try #require(SourceLanguage(pathExtension: url.pathExtension))
  return (
    PortAnalyzer.analyze(file: path, bytes: [UInt8](data), language: language),
    String(decoding: data, as: UTF8.self)
  )
}

@Suite("Port corpus")
struct CorpusTests {
  @Test(arguments: corpusFiles)
  func everyLabelHolds(_ path: String) throws {
    let (report, text) = try analyzeCorpus(path)
    #expect(report.problem == nil)
    let expected = expectations(in: text)
    if path.hasPrefix("legacy/") { #expect(!expected.isEmpty) }
    if path.hasPrefix("modern/") { #expect(expected.allSatisfy { $0.severity == .note }) }
    recordDifferences(report, text, path)
  }

  /// Every line whose code holds a bar-like number carries a label, and a
  /// `clean:` line has no finding at all: the corpus says what each number
  /// is, not only where the findings are.
  @Test(arguments: corpusFiles)
  func everyBarLikeNumberIsLabelled(_ path: String) throws {
    let (report, text) = try analyzeCorpus(path)
    let language = try #require(SourceLanguage(pathExtension: (path as NSString).pathExtension))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let tokens = Lexer.tokens(text, language: language).tokens
    let barLike = BarNumbers.all.union([84])
    var labelled = 0
    for token in tokens where token.kind == .number {
      guard let value = token.value, barLike.contains(abs(value)) else { continue }
      let line = String(lines[token.line - 1])
      let label = ["// expect:", "// note:", "// clean:"].first { line.contains($0) }
      #expect(label != nil, "\(path):\(token.line): `\(token.text)` has no label")
      if label == "// clean:" {
        let onLine = report.findings.filter { $0.line == token.line }
        #expect(onLine.isEmpty, "\(path):\(token.line): a clean line has \(onLine.map(\.code))")
      }
      labelled += 1
    }
    #expect(labelled > 0)
  }

  /// The legacy files' mechanical rewrites: each checked, and applying them
  /// leaves only the findings the plan kept.
  @Test(arguments: corpusFiles.filter { $0.hasPrefix("legacy/") })
  func theRewritesLeaveOnlyWhatThePlanKept(_ path: String) throws {
    let (report, text) = try analyzeCorpus(path)
    let plan = PortDiff.plan(report)
    #expect(!plan.edits.isEmpty)
    #expect(plan.rewritten.count + plan.kept.count == report.warnings.count)
    let rewritten = try #require(PortDiff.apply(plan.edits, to: text))
    let language = try #require(SourceLanguage(pathExtension: (path as NSString).pathExtension))
    let again = PortAnalyzer.analyze(file: path, bytes: Array(rewritten.utf8), language: language)
    // Only findings the plan kept are left (lines unchanged: every edit
    // stays on its line); none of the rewritten ones. A kept one may go
    // too: the 44 stacked on a tab bar's 49 is the app's own once the 49
    // reads the safe area.
    let left = Set(again.warnings.map { "\($0.line) \($0.kind) \($0.code)" })
    let kept = Set(plan.kept.map { "\($0.line) \($0.kind) \($0.code)" })
    #expect(left.isSubset(of: kept), "\(path): \(left.subtracting(kept))")
    for finding in plan.rewritten {
      #expect(!again.warnings.contains { $0.line == finding.line && $0.code == finding.code })
    }
  }
}

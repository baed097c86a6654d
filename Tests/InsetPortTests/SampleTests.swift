import Foundation
import Testing

@testable import InsetPort

/// Tests/PortSamples: realistic legacy files whose findings are marked on
/// their lines (`// expect: 64, 49`, `<!-- expect: NO -->`, `note: 20`), and
/// clean counterparts that must give nothing at all.
let samplesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("PortSamples")

let sampleNames = [
  "FeedViewController.swift", "LayoutMacros.h", "ProfileViewController.m", "Main.storyboard",
]

/// A finding a sample's marker asks for: where, and its code.
struct Expected: Hashable, CustomStringConvertible {
  var line: Int
  var column: Int
  var code: String
  var severity: FindingSeverity
  var description: String { "\(line):\(column) \(severity.rawValue) `\(code)`" }
}

/// The findings the markers of `text` ask for: each code's column is that of
/// its first occurrence on the line before the marker (the nth, for the nth
/// time a code is named).
func expectations(in text: String) -> [Expected] {
  var result: [Expected] = []
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  for (index, line) in lines.enumerated() {
    // A marker is a comment of its own at the end of the line: `// expect:`, `<!-- expect:`.
    guard let marker = line.range(of: "expect:") ?? line.range(of: "note:"),
      let opener = line.range(
        of: "//", options: .backwards, range: line.startIndex..<marker.lowerBound)
        ?? line.range(of: "<!--", options: .backwards, range: line.startIndex..<marker.lowerBound),
      line[opener.upperBound..<marker.lowerBound].allSatisfy({ $0 == " " })
    else { continue }
    let commentStart = opener.lowerBound
    let code = line[..<commentStart]
    var comment = String(line[marker.lowerBound...])
    comment = comment.replacingOccurrences(of: "-->", with: "")
    var parts: [(String, FindingSeverity)] = []
    for section in comment.split(separator: ";") {
      let trimmed = section.trimmingCharacters(in: .whitespaces)
      let severity: FindingSeverity = trimmed.hasPrefix("note:") ? .note : .warning
      let list = trimmed.drop { $0 != ":" }.dropFirst()
      for item in list.split(separator: ",") {
        parts.append((item.trimmingCharacters(in: .whitespaces), severity))
      }
    }
    var seen: [String: Int] = [:]
    for (item, severity) in parts {
      var searchFrom = code.startIndex
      var found: Range<Substring.Index>?
      for _ in 0...(seen[item] ?? 0) {
        found = code.range(of: item, range: searchFrom..<code.endIndex)
        if let found { searchFrom = found.upperBound }
      }
      seen[item, default: 0] += 1
      guard let found else {
        Issue.record("marker `\(item)` not on line \(index + 1)")
        continue
      }
      let column = code[..<found.lowerBound].unicodeScalars.count + 1
      result.append(Expected(line: index + 1, column: column, code: item, severity: severity))
    }
  }
  return result
}

/// Records, as issues, every finding `text`'s markers ask for that
/// `report` lacks, and every finding it has that no marker asks for.
func recordDifferences(_ report: PortFileReport, _ text: String, _ name: String) {
  let expected = Set(expectations(in: text))
  let found = Set(
    report.findings.map {
      Expected(line: $0.line, column: $0.column, code: $0.code, severity: $0.severity)
    })
  for missing in expected.subtracting(found).sorted(by: { $0.line < $1.line }) {
    Issue.record("\(name): missing \(missing)")
  }
  for extra in found.subtracting(expected).sorted(by: { $0.line < $1.line }) {
    let finding = report.findings.first { $0.line == extra.line && $0.column == extra.column }
    Issue.record("\(name): unexpected \(extra): \(finding.map(report.message) ?? "")")
  }
}

func analyzeSample(_ folder: String, _ name: String) throws -> (PortFileReport, String) {
  let url = samplesFolder.appendingPathComponent(folder).appendingPathComponent(name)
  let data = try Data(contentsOf: url)
  let language = try #require(SourceLanguage(pathExtension: url.pathExtension))
  return (
    PortAnalyzer.analyze(file: name, bytes: [UInt8](data), language: language),
    String(decoding: data, as: UTF8.self)
  )
}

@Suite("Port samples")
struct SampleTests {
  @Test(arguments: sampleNames)
  func everyPlantedFindingIsFoundAtItsPlaceAndNothingElse(_ name: String) throws {
    let (report, text) = try analyzeSample("legacy", name)
    #expect(report.problem == nil)
    #expect(!expectations(in: text).isEmpty)
    recordDifferences(report, text, name)
  }

  @Test(arguments: sampleNames)
  func theCleanCounterpartGivesNothing(_ name: String) throws {
    let (report, _) = try analyzeSample("clean", name)
    #expect(report.problem == nil)
    for finding in report.findings {
      Issue.record("\(name):\(finding.line):\(finding.column): \(report.message(finding))")
    }
  }
}

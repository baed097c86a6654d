import Foundation
import Testing

@testable import InsetPort

/// Truncated and scrambled sources: the lexer, the scanner and the rules
/// must give findings or notes, never crash.
@Suite("Robustness")
struct RobustnessTests {
  @Test(arguments: sampleNames)
  func everyPrefixOfASample(_ name: String) throws {
    let url = samplesFolder.appendingPathComponent("legacy").appendingPathComponent(name)
    let bytes = [UInt8](try Data(contentsOf: url))
    let language = try #require(SourceLanguage(pathExtension: url.pathExtension))
    // The rules alone: the sweep's cost is the same for every prefix.
    var end = 0
    while end <= bytes.count {
      let text = String(decoding: bytes[..<end], as: UTF8.self)
      let findings =
        language == .interfaceBuilder
        ? InterfaceBuilderRules.findings(in: text)
        : CodeRules.findings(in: text, language: language)
      for finding in findings {
        #expect(finding.line >= 1 && finding.column >= 1)
      }
      end += 29
    }
  }

  @Test(arguments: sampleNames)
  func scrambledTokens(_ name: String) throws {
    let url = samplesFolder.appendingPathComponent("legacy").appendingPathComponent(name)
    let text = try String(contentsOf: url, encoding: .utf8)
    let language = try #require(SourceLanguage(pathExtension: url.pathExtension))
    // A fixed-seed generator: each run scrambles the same way.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    let pieces = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    let marks = ["(", ")", "[", "]", "{", "}", "\"", "'", "#", "@", "/*", "*/", ":", "?", "<", ">"]
    for _ in 0..<20 {
      var scrambled = pieces
      for _ in 0..<20 {
        let i = next() % scrambled.count
        switch next() % 3 {
        case 0: scrambled[i] = marks[next() % marks.count]
        case 1: scrambled.swapAt(i, next() % scrambled.count)
        default: scrambled.remove(at: i)
        }
        if scrambled.isEmpty { break }
      }
      let joined = scrambled.joined(separator: " ")
      _ =
        language == .interfaceBuilder
        ? InterfaceBuilderRules.findings(in: joined)
        : CodeRules.findings(in: joined, language: language)
    }
  }

  @Test func edgeCases() {
    for source in [
      "", "[", "(", "{", "}", ")", "]", "= 64", "64", "- 64", "return", "case 812:", "#define",
      "#define X(", "#define X( 64", "a ? 64 :", "? : 64", ": 64", "x = [", "[x setY:", "make.top.",
      "$0.top.equalTo(", "CGRect(x: 0, y:", "UIEdgeInsets(top: 64", "constraint(constant: 64",
      "\"\"\"", "#\"", "'", "@\"", "/*", "0x", "0b", "1e", "1e+", ".5", "64.", "\u{FEFF}",
    ] {
      for language in [SourceLanguage.swift, .objectiveC] {
        _ = CodeRules.findings(in: source, language: language)
      }
      _ = InterfaceBuilderRules.findings(in: source)
    }
  }
}

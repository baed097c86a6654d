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

/// Inputs built to break a scanner: nesting deep enough to overflow a
/// recursive one (each run at full size), and expressions long enough to
/// show a scan that is not linear.
@Suite("Robustness: depth and size")
struct DepthAndSizeTests {
  static let depth = 20_000

  /// `"\(` nested 20,000 times: a recursive scanner overflowed its stack at
  /// about 17,000. Open (the file ends inside) and closed, in each string form.
  @Test func deeplyNestedInterpolationsAreScannedWithoutRecursion() {
    let n = Self.depth
    let forms: [(open: String, close: String)] = [
      ("\"\\(", ")\""),
      ("#\"\\#(", ")\"#"),
      ("\"\"\"\n\\(", ")\n\"\"\""),
    ]
    for form in forms {
      let closed =
        "let s = " + String(repeating: form.open, count: n) + "64"
        + String(repeating: form.close, count: n) + "\nview.frame.origin.y = 64\n"
      let lexed = Lexer.tokens(closed, language: .swift)
      #expect(lexed.problems.isEmpty, "\(form.open)")
      // `let`, `s`, `=`, the one string, then the nine of the line after it.
      #expect(lexed.tokens.count == 4 + 9, "\(form.open)")
      #expect(lexed.tokens[3].kind == .string)
      #expect(CodeRules.findings(in: closed, language: .swift).map(\.code) == ["64"])

      let open = "let s = " + String(repeating: form.open, count: n)
      let unterminated = Lexer.tokens(open, language: .swift)
      // One problem, for the outermost string, which the file never closes.
      #expect(unterminated.problems.count == 1, "\(form.open)")
      #expect(unterminated.problems.first?.line == 1)
      #expect(unterminated.problems.first?.column == 9)
    }
  }

  /// A string in an interpolation that ends at a line break is unterminated,
  /// and the string around it goes on: one problem, for the outermost
  /// string the line break ends.
  @Test func aLineBreakEndsTheStringsItCuts() {
    let lexed = Lexer.tokens("let s = \"a \\(\"b\nlet y = 64", language: .swift)
    #expect(lexed.problems.count == 1)
    #expect(lexed.problems.first?.column == 9)
    #expect(lexed.tokens.compactMap(\.value) == [64])
  }

  /// 30,000 parentheses around a number: the slot search walks out of the
  /// groups in a loop, and finds what holds the number.
  @Test func deeplyNestedParenthesesKeepTheirSlot() {
    let n = 30_000
    let swift =
      "view.frame.origin.y = " + String(repeating: "(", count: n) + "64"
      + String(repeating: ")", count: n)
    #expect(CodeRules.findings(in: swift, language: .swift).map(\.code) == ["64"])
    let objc =
      "self.view.frame.origin.y = " + String(repeating: "(", count: n) + "64"
      + String(repeating: ")", count: n) + ";"
    #expect(CodeRules.findings(in: objc, language: .objectiveC).map(\.code) == ["64"])
    // Unbalanced either way: no crash, nothing claimed.
    for text in [String(repeating: "(", count: n) + "64", "64" + String(repeating: ")", count: n)] {
      #expect(CodeRules.findings(in: "y = " + text, language: .swift).isEmpty)
    }
  }

  /// Elements nested 100,000 deep, and as many end tags that match none.
  @Test func deepMarkupIsScannedAndMismatchedEndTagsCostNothing() {
    let n = 100_000
    let nested = String(repeating: "<view>", count: n) + String(repeating: "</view>", count: n)
    let (elements, problem) = XMLScanner.elements(nested)
    #expect(problem == nil)
    #expect(elements.count == n)
    #expect(elements.last?.parent == n - 2)
    // End tags naming nothing open: each is ignored without searching the
    // open elements (a search each made this quadratic).
    let mismatched = String(repeating: "<a>", count: n) + String(repeating: "</b>", count: n)
    #expect(XMLScanner.elements(mismatched).elements.count == n)
    // `&` without `;`, many times: an entity's `;` is looked for nearby only.
    let amps = "<a b=\"" + String(repeating: "&", count: n) + "\"/>"
    #expect(XMLScanner.elements(amps).elements.first?["b"]?.count == n)
  }

  /// Shapes of code whose numbers each re-read the whole expression before
  /// (a sum of 4,000 terms, 20,000 ternaries, a 100,000-number array took
  /// seconds), each built at `n` pieces.
  static let shapes: [(name: String, language: SourceLanguage, build: @Sendable (Int) -> String)] =
    [
      (
        "a sum", .swift,
        { n in "let h = view.bounds.height" + String(repeating: " - 64 - 49", count: n) }
      ),
      (
        "ternaries", .swift,
        { n in "let top: CGFloat = " + String(repeating: "isIPhoneX ? 88 : ", count: n) + "64" }
      ),
      (
        "an array literal", .swift, { n in "let a = [" + String(repeating: "64, ", count: n) + "]" }
      ),
      (
        "a call's arguments", .swift,
        { n in "let r = CGRect(x: 0, y: " + String(repeating: "64, ", count: n) + "height: 64)" }
      ),
      (
        "insets", .swift,
        { n in
          "tableView.contentInset = UIEdgeInsets(top: 64, left: 0, "
            + String(repeating: "bottom: 49, ", count: n) + "right: 0)"
        }
      ),
      (
        "a constraint", .swift,
        { n in
          "tableView.topAnchor.constraint(equalTo: view.topAnchor, "
            + String(repeating: "constant: 64, ", count: n) + "priority: 1)"
        }
      ),
      (
        "nested groups", .swift,
        { n in
          // Each group is the first term of the one around it, so the slot
          // of every number is found by walking out of every group around it.
          "view.frame.origin.y = " + String(repeating: "(", count: n) + "0"
            + String(repeating: " + 64)", count: n)
        }
      ),
      (
        "a message", .objectiveC,
        { n in "[self.topConstraint " + String(repeating: "setConstant:64 ", count: n) + "];" }
      ),
      (
        "a masonry chain", .objectiveC,
        { n in "make.top.equalTo(self.view)" + String(repeating: ".offset(64)", count: n) + ";" }
      ),
      (
        "a define", .objectiveC,
        { n in
          "#define kTopHeight (" + String(repeating: "kStatusBarHeight + 44 + ", count: n) + "0)"
        }
      ),
      (
        "many statements", .swift,
        { n in String(repeating: "view.frame.origin.y = 64\n", count: n) }
      ),
    ]

  /// Doubling the input doubles the work (tokens plus every token the
  /// queries visit), not more: scanning is linear in the file's size. The
  /// work is counted, not timed, so the ratio of two sizes is what matters:
  /// at 500 and 1,000 pieces a re-read of the pieces before each one (the
  /// quadratic shapes these were) is 500,000 visits against a linear
  /// scan's few thousand, and the ratio is four.
  @Test(arguments: shapes.indices)
  func workIsLinearInTheInputsSize(_ index: Int) {
    let shape = Self.shapes[index]
    let small = CodeRules.work(in: shape.build(500), language: shape.language)
    let large = CodeRules.work(in: shape.build(1_000), language: shape.language)
    // Quadratic work would be four times; linear is twice (the pieces'
    // fixed prefix makes it a little less).
    #expect(Double(large.work) <= 2.05 * Double(small.work), "\(shape.name): \(small) → \(large)")
    #expect(large.work >= small.work, "\(shape.name)")
    // And the work per piece is small: a few walks of each token at most.
    let tokens = Lexer.tokens(shape.build(1_000), language: shape.language).tokens.count
    #expect(large.work <= 12 * tokens, "\(shape.name): \(large.work) for \(tokens) tokens")
  }

  /// The shapes at full size: 4,000 terms, 20,000 ternaries, a
  /// 100,000-number array literal.
  @Test func theReportedShapesAtFullSize() {
    let sum = CodeRules.work(
      in: "let h = view.bounds.height" + String(repeating: " - 64", count: 4_000), language: .swift)
    #expect(sum.findings == 4_000)
    let ternaries = CodeRules.work(
      in: "let top: CGFloat = " + String(repeating: "isIPhoneX ? 88 : ", count: 20_000) + "64",
      language: .swift)
    #expect(ternaries.findings > 20_000)
    let array = CodeRules.work(
      in: "let a = [" + String(repeating: "64, ", count: 100_000) + "]", language: .swift)
    #expect(array.findings == 0)
  }
}

@Suite("Robustness: the size limit")
struct SizeLimitTests {
  /// A file over the documented limit is an error at its first line, said
  /// in short, before any of it is read; one at the limit is read.
  @Test func aFileOverTheLimitIsRefusedWithAShortError() {
    let limit = PortAnalyzer.maximumFileSize
    #expect(limit == 8 * 1_048_576)
    #expect(PortAnalyzer.sizeProblem(limit) == nil)
    let over = PortAnalyzer.sizeProblem(limit + 1)
    #expect(over?.line == 1 && over?.column == 1)
    #expect(
      PortAnalyzer.sizeProblem(52_428_800)?.message
        == "50 MB, over the 8 MB insets port reads from one file: a generated or minified "
        + "file? Leave it out, or split it")
    #expect(PortAnalyzer.sizeProblem(54_945_000)?.message.hasPrefix("52.4 MB, over") == true)
    var bytes = [UInt8](repeating: 0x20, count: limit + 1)
    bytes.replaceSubrange(0..<24, with: Array("view.frame.origin.y = 64".utf8))
    let report = PortAnalyzer.analyze(file: "Big.swift", bytes: bytes, language: .swift)
    #expect(report.findings.isEmpty)
    #expect(report.problem?.message.hasPrefix("8 MB, over the 8 MB") == true)
    let fits = PortAnalyzer.analyze(
      file: "Fits.swift", bytes: Array(bytes.dropLast()), language: .swift)
    #expect(fits.problem == nil)
    #expect(fits.warnings.map(\.code) == ["64"])
  }
}

import Testing

@testable import InsetPort

/// A file read twice a part at a time (a first pass for what the rules ask
/// of the whole file, a second that reads each statement as it is split)
/// finds what the whole file read at once finds, and holds a window of
/// tokens and blocks whose size does not grow with the file. Counted, not
/// timed: the benchmark suite and Benchmarks/README.md measure the peak
/// memory these make.
@Suite("Token window")
struct TokenWindowTests {
  /// The findings of `bytes` with every token lexed and split at once.
  static func whole(_ bytes: [UInt8], _ language: SourceLanguage) -> [Finding] {
    let (tokens, problems) = Lexer.tokenList(bytes, language: language)
    var analysis = CodeAnalysis(tokens: tokens, swift: language == .swift)
    analysis.problems = CodeRules.notes(problems)
    analysis.run()
    return analysis.findings
  }

  /// The findings of `bytes` read a part at a time through `window`, and
  /// the most tokens and blocks held at once.
  static func windowed(_ bytes: [UInt8], _ language: SourceLanguage, _ window: TokenWindow)
    -> (findings: [Finding], tokens: Int, blocks: Int)
  {
    var words = WordMemo()
    var findings: [Finding] = []
    let held = CodeRules.findings(in: bytes, language: language, words: &words, window: window) {
      findings += $0
    }
    return (findings, held.tokens, held.blocks)
  }

  /// Windows of one token and a margin of four before the statement being
  /// split (the rules must read no further back), and of a few tokens:
  /// the same findings, in the same order, as the whole file, on every
  /// file of the corpus and the samples (and the files made to cross the
  /// report's parts).
  @Test func aWindowFindsWhatTheWholeFileFinds() {
    let windows = [
      TokenWindow(chunk: 1, margin: 4, minimumDrop: 1, wholeFile: 0),
      TokenWindow(chunk: 7, margin: 4, minimumDrop: 3, wholeFile: 0),
      TokenWindow(wholeFile: 0),
      TokenWindow(),
    ]
    var files = 0
    for file in StreamedReportTests.files where file.language != .interfaceBuilder {
      let whole = Self.whole(file.bytes, file.language)
      for window in windows {
        let windowed = Self.windowed(file.bytes, file.language, window)
        #expect(windowed.findings == whole, "\(file.path), chunk \(window.chunk)")
      }
      files += 1
    }
    #expect(files >= 30)
  }

  /// `count` lines of a device check in one method, each in a block of
  /// its own and naming a variable of its own.
  static func checks(_ count: Int) -> [UInt8] {
    var text = "final class Checks: UIViewController {\n  func check() {\n"
    for k in 0..<count {
      text += "    if UIScreen.main.bounds.height == 812 { top\(k) = 20 }\n"
    }
    return Array((text + "  }\n}\n").utf8)
  }

  /// Eight times the lines, the same window: at most a few chunks of
  /// tokens and a few hundred blocks held at once, where the file has
  /// 15 tokens and one block a line.
  @Test func theWindowDoesNotGrowWithTheFile() {
    let window = TokenWindow(chunk: 256, margin: 64, minimumDrop: 128, wholeFile: 0)
    let small = Self.windowed(Self.checks(500), .swift, window)
    let large = Self.windowed(Self.checks(4_000), .swift, window)
    #expect(small.findings.count == 1_000)
    #expect(large.findings.count == 8_000)
    for held in [small, large] {
      #expect(held.tokens <= 4 * 256, "tokens held at once: \(held.tokens)")
      #expect(held.blocks <= 4 * 128, "blocks held at once: \(held.blocks)")
    }
    // The whole file held would be 60,000 tokens and 4,000 blocks.
    #expect(large.tokens <= small.tokens + 64)
    #expect(large.blocks <= small.blocks + 8)
  }

  /// As the tool reads: a file of at most 64 KiB at once, a larger one in
  /// windows of 16,384 tokens.
  @Test func onlyAFileOver64KiBIsReadInWindows() {
    let small = Self.checks(1_000)
    let large = Self.checks(5_000)
    #expect(small.count <= 65_536)
    #expect(large.count > 65_536)
    let whole = Self.windowed(small, .swift, TokenWindow())
    // 15 tokens a line, and the class and method around them.
    #expect(whole.tokens == 1_000 * 15 + 13)
    let windowed = Self.windowed(large, .swift, TokenWindow())
    #expect(windowed.findings.count == 10_000)
    #expect(windowed.tokens <= 3 * 16_384, "tokens held at once: \(windowed.tokens)")
    #expect(windowed.blocks <= 3 * 1_024, "blocks held at once: \(windowed.blocks)")
  }
}

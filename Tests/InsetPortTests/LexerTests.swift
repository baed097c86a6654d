import Testing

@testable import InsetPort

/// The texts and kinds of `source`'s tokens.
private func texts(_ source: String, _ language: SourceLanguage = .swift) -> [String] {
  Lexer.tokens(source, language: language).tokens.map(\.text)
}

private func numbers(_ source: String, _ language: SourceLanguage = .swift) -> [Double] {
  Lexer.tokens(source, language: language).tokens.compactMap(\.value)
}

@Suite("Lexer")
struct LexerTests {
  @Test func commentsAreNotTokens() {
    #expect(texts("a // b 64\nc") == ["a", "c"])
    #expect(texts("a /* b 64 */ c") == ["a", "c"])
    // Swift nests block comments; Objective-C does not.
    #expect(texts("a /* x /* 64 */ y = 49 */ c") == ["a", "c"])
    #expect(texts("a /* x /* 64 */ y */ c", .objectiveC) == ["a", "y", "*", "/", "c"])
  }

  @Test func swiftStringsAreOneToken() {
    #expect(texts(#"let s = "y: 64""#) == ["let", "s", "=", #""y: 64""#])
    // An interpolation holding a string holding a quote.
    let interpolated = #"f("a \(g("64) \"")) b", 49)"#
    #expect(numbers(interpolated) == [49])
    #expect(texts(interpolated).count == 6)
    // Multi-line strings, with quotes inside.
    let multi = "x = \"\"\"\n  \"64\" and 49\n  \"\"\"\ny = 20"
    #expect(numbers(multi) == [20])
    // Raw strings: `"` and `\(` do not end or interpolate them.
    #expect(numbers(##"s = #"a "64" \(49)"# + "20""##) == [])
    #expect(numbers(###"s = ##"a "# 64"## ; t = 20"###) == [20])
    #expect(numbers(##"s = #"a \#(64) b"#"##) == [])
  }

  @Test func objectiveCStringsAndCharacters() {
    #expect(numbers(#"NSString *s = @"64"; char c = '4'; int n = 49;"#, .objectiveC) == [49])
    #expect(numbers(#"char q = '\''; x = 20;"#, .objectiveC) == [20])
    #expect(numbers(#"x = "a \" 64"; y = 44;"#, .objectiveC) == [44])
  }

  @Test func numberLiterals() {
    #expect(
      numbers("a = 1_000 + 0x40 + 0b100_0000 + 0o100 + 64.0 + 6.4e1 + 0x1p6") == [
        1000, 64, 64, 64, 64, 64, 64,
      ])
    #expect(
      numbers("a = 64.f + 64.0f + .5f + 0x40u + 64L + 49.", .objectiveC) == [
        64, 64, 0.5, 64, 64, 49,
      ])
    // A member after a number, and a tuple's index, are not decimals.
    #expect(texts("1.description") == ["1", ".", "description"])
    #expect(texts("pair.0.1") == ["pair", ".", "0", ".", "1"])
  }

  @Test func linesAndColumnsCountScalars() {
    let tokens = Lexer.tokens("let é = \"ü\"; y = 64\n  z = 49", language: .swift).tokens
    let y = tokens.first { $0.text == "64" }
    #expect(y?.line == 1)
    #expect(y?.column == 18)
    let z = tokens.first { $0.text == "49" }
    #expect(z?.line == 2)
    #expect(z?.column == 7)
    #expect(z?.startsLine == false)
    #expect(tokens.first { $0.text == "z" }?.startsLine == true)
    // A byte-order mark is not a column; CRLF is one line break.
    let bom = Lexer.tokens("\u{FEFF}a\r\nb = 20", language: .swift).tokens
    #expect(bom.first?.column == 1)
    #expect(bom.last?.line == 2)
  }

  @Test func objectiveCLineContinuationKeepsTheLine() {
    let tokens = Lexer.tokens("#define A \\\n  64\nint b;", language: .objectiveC).tokens
    #expect(tokens.first { $0.text == "64" }?.startsLine == false)
    #expect(tokens.first { $0.text == "int" }?.startsLine == true)
  }

  @Test func backtickedNamesAndAttributes() {
    #expect(texts("let `default` = 20") == ["let", "default", "=", "20"])
    #expect(texts("@objc func f()") == ["@", "objc", "func", "f", "(", ")"])
  }

  @Test func unterminatedThingsAreSaidNotGuessed() {
    let comment = Lexer.tokens("a = 64 /* never closed\n b = 49", language: .swift)
    #expect(comment.tokens.map(\.text) == ["a", "=", "64"])
    #expect(comment.problems.first?.message.contains("unterminated block comment") == true)
    #expect(comment.problems.first?.line == 1)
    #expect(comment.problems.first?.column == 8)
    let string = Lexer.tokens("s = \"open\nb = 49", language: .swift)
    #expect(string.tokens.compactMap(\.value) == [49])
    #expect(string.problems.first?.message == "unterminated string literal")
  }

  @Test func operatorsAreGrouped() {
    #expect(
      texts("a == b != c -= 1 += 2 -> d ?? e") == [
        "a", "==", "b", "!=", "c", "-=", "1", "+=", "2", "->", "d", "??", "e",
      ])
    #expect(texts("x=-64", .objectiveC) == ["x", "=", "-", "64"])
  }
}

@Suite("XML scanner")
struct XMLScannerTests {
  @Test func elementsAttributesAndParents() {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- a comment <constraint constant="64"/> -->
      <document a='1'>
        <view key="view" id="root">
          <constraints>
            <constraint firstItem="x" constant="64" id="c"/>
          </constraints>
        </view>
        <![CDATA[ <constraint constant="49"/> ]]>
        <label text="a &amp; b &lt;&#x41;&#66;&gt; &quot;q&quot; &unknown;"/>
      </document>
      """
    let (elements, problem) = XMLScanner.elements(xml)
    #expect(problem == nil)
    #expect(elements.map(\.name) == ["document", "view", "constraints", "constraint", "label"])
    #expect(elements[3].parent == 2)
    #expect(elements[2].parent == 1)
    #expect(elements[4].parent == 0)
    #expect(elements[0]["a"] == "1")
    #expect(elements[3]["constant"] == "64")
    let constant = elements[3].attribute("constant")
    #expect(constant?.line == 6)
    #expect(constant?.column == 43)
    #expect(elements[3].line == 6)
    #expect(elements[3].column == 7)
    #expect(elements[4]["text"] == "a & b <AB> \"q\" &unknown;")
  }

  @Test func malformedMarkupStopsWithALocatedProblem() {
    let (elements, problem) = XMLScanner.elements("<a>\n  <b c=\"1\" d=2/>\n</a>")
    #expect(elements.map(\.name) == ["a"])
    #expect(problem?.line == 2)
    #expect(problem?.message.contains("`d` has no quoted value") == true)
    #expect(XMLScanner.elements("<a><!-- open").problem?.message == "unterminated comment")
    #expect(XMLScanner.elements("<a b=\"1").problem != nil)
  }
}

/// Lines end at a line feed, a carriage return or the two together, in the
/// lexer and so in every finding's location (the port fuzz target's check
/// once counted line feeds only, and called a finding on a line after lone
/// carriage returns outside the text).
@Suite("Line ends")
struct LineEndTests {
  @Test func loneCarriageReturnsEndLines() {
    let text = "let a = 1\rlet b = 2\r\nlet c = 3\nlet navigationBarHeight: CGFloat = 44\r"
    let findings = CodeRules.findings(in: text, language: .swift)
    #expect(findings.map(\.line) == [4])
    let feeds = CodeRules.findings(
      in: text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
        of: "\r", with: "\n"), language: .swift)
    #expect(feeds.map(\.line) == findings.map(\.line))
  }
}

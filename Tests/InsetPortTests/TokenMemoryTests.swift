import Testing

@testable import InsetPort

/// What a file's analysis keeps, held by its structure rather than by a
/// clock or a peak: a token is a 12-byte record, each distinct text is kept
/// once however often it occurs, and equal finding texts share one storage.
/// (The benchmark suite measures the peak memory these make: see
/// Benchmarks/README.md.)
@Suite("Token memory")
struct TokenMemoryTests {
  /// `count` lines of a device check, each naming `top` plus its index when
  /// `distinct`.
  static func checks(_ count: Int, distinct: Bool) -> [UInt8] {
    var text = "final class Checks: UIViewController {\n  func check() {\n"
    for k in 0..<count {
      let name = distinct ? "top\(k)" : "top"
      text += "    if UIScreen.main.bounds.height == 812 { \(name) = 20 }\n"
    }
    return Array((text + "  }\n}\n").utf8)
  }

  @Test func aTokenIsTwelveBytes() {
    #expect(MemoryLayout<TokenList.Record>.stride == 12)
    // The text, kind and value are the entry's, not the token's.
    #expect(MemoryLayout<TokenList.Record>.size == 3 * MemoryLayout<UInt32>.size)
  }

  /// A finding in an array is its kind, place and rewrite, and a reference
  /// to texts it shares.
  @Test func aFindingIsSmall() {
    #expect(MemoryLayout<Finding>.stride <= 48)
    #expect(MemoryLayout<CodeStatements.Statement>.stride == 16)
    // A block's token and block indices are 32-bit (was 112 bytes a block).
    #expect(MemoryLayout<CodeStatements.Block>.stride <= 72)
  }

  /// Setting a shared finding's text changes that finding alone.
  @Test func aSharedFindingIsAValue() {
    let findings = CodeRules.findings(
      in: String(decoding: Self.checks(2, distinct: false), as: UTF8.self), language: .swift)
    var changed = findings
    changed[0].summary += " (changed)"
    #expect(changed[0].summary == findings[0].summary + " (changed)")
    #expect(changed[2].summary == findings[2].summary)
    #expect(findings[0].summary == findings[2].summary)
    #expect(changed[0] != findings[0])
    #expect(changed[1...] == findings[1...])
  }

  @Test func eachDistinctTextIsKeptOnce() {
    let one = Lexer.tokenList(Self.checks(1_000, distinct: false), language: .swift).tokens
    let two = Lexer.tokenList(Self.checks(2_000, distinct: false), language: .swift).tokens
    // Twice the lines, twice the tokens, the same texts.
    #expect(two.records.count - one.records.count == 1_000 * 15)
    #expect(one.entries.count == two.entries.count)
    #expect(one.entries.count < 30)
    // A new name a line: one new text a line, no more.
    let named = Lexer.tokenList(Self.checks(1_000, distinct: true), language: .swift).tokens
    #expect(named.entries.count == one.entries.count - 1 + 1_000)
  }

  @Test func aTokenReadsBackAsWritten() {
    let spaces = String(repeating: " ", count: 100_000)
    let text = "let a = 64\n\(spaces)b = 0x1_0\r\nc"
    let tokens = Lexer.tokens(text, language: .swift).tokens
    #expect(tokens.map(\.text) == ["let", "a", "=", "64", "b", "=", "0x1_0", "c"])
    #expect(tokens.map(\.line) == [1, 1, 1, 1, 2, 2, 2, 3])
    #expect(tokens.map(\.column) == [1, 5, 7, 9, 100_001, 100_003, 100_005, 1])
    #expect(tokens.map(\.startsLine) == [true, false, false, false, true, false, false, true])
    #expect(tokens.map(\.value) == [nil, nil, nil, 64, nil, nil, 16, nil])
    #expect(
      tokens.map(\.kind) == [.identifier, .identifier, .punctuation, .number] + [
        .identifier, .punctuation, .number, .identifier,
      ])
  }

  /// Texts are the same entry only byte for byte: a name written composed
  /// and decomposed (equal as Swift strings) stays as each was written.
  @Test func textsAreKeptByteForByte() {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    #expect(composed == decomposed)
    let list = Lexer.tokenList(
      Array("\(composed) \(decomposed) \(composed)".utf8), language: .swift
    )
    .tokens
    #expect(list.entries.count == 2)
    #expect(
      list.map { Array($0.text.utf8) } == [composed, decomposed, composed].map { Array($0.utf8) })
  }

  /// The findings of a file share their texts: 500 device checks keep one
  /// summary and one replacement, not 500 of each.
  @Test func findingsShareTheirTexts() {
    let findings = CodeRules.findings(
      in: String(decoding: Self.checks(500, distinct: false), as: UTF8.self), language: .swift)
    #expect(findings.count == 1_000)
    func storage(_ text: String) -> UnsafeRawPointer? {
      text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }
    for kind in [FindingKind.deviceCheck, .hardCodedInset] {
      let ofKind = findings.filter { $0.kind == kind }
      #expect(ofKind.count == 500)
      #expect(Set(ofKind.map(\.summary)).count == 1)
      #expect(Set(ofKind.map { storage($0.summary) }).count == 1, "\(kind)")
      #expect(Set(ofKind.map { storage($0.replacement) }).count == 1, "\(kind)")
      // One storage for the texts and assumption of the whole kind.
      #expect(Set(ofKind.map { ObjectIdentifier($0.body) }).count == 1, "\(kind)")
    }
  }
}

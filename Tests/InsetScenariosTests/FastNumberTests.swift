import Foundation
import InsetModel
import Testing

@testable import InsetScenarios

@Suite("Fast number path")
struct FastNumberTests {
  /// Decimals of 16 to 19 digits where the mantissa is not an exact double
  /// or the division rounds again: dividing the mantissa by a power of ten
  /// would land one unit off (found by search against `Double(String)`).
  /// The fast paths must give the full parser's value, bit for bit, for a
  /// list of four and for each alone.
  @Test func longDecimalsAreNotRoundedTwice() throws {
    let texts = [
      "95142426273599.37", "647780.64424328941", "7742165412.1318363", "962164277963.90459",
      "8778349921615281.38", "392777163350893855.3",
    ]
    for start in 0...(texts.count - 4) {
      let four = Array(texts[start..<(start + 4)])
      let list = "{" + four.joined(separator: ", ") + "}"
      let full = try ValueSyntax.parse(list).numbers(["a", "b", "c", "d"], "test")
      let fast = try #require(FastNumbers.list(list, count: 4))
      for lane in 0..<4 {
        #expect(fast[lane].bitPattern == Double(full[lane]).bitPattern, "\(four[lane])")
        #expect(fast[lane] == Double(four[lane]), "\(four[lane])")
      }
    }
    for text in texts {
      #expect(FastNumbers.number(text).map { Double($0) } == Double(text), "\(text)")
      // Alone in a list, and beside short numbers: the list's own loop.
      #expect(FastNumbers.list("{\(text)}", count: 1)?[0] == Double(text), "\(text)")
      #expect(FastNumbers.list("{1, \(text), 0.5}", count: 3)?[1] == Double(text), "\(text)")
    }
  }

  /// The byte-level fast path gives, bit for bit, what the full parser gives
  /// wherever it answers, and declines (leaving the message to the parser)
  /// wherever the parser finds an error: over random cells built from the
  /// notation's characters and a few that break it.
  @Test func agreesWithTheFullParser() {
    var g = SeededGenerator(seed: 20_261_123)
    let pieces = [
      "0", "1", "7", "44", "-", "+", ".", "5", "53.667", "-0", "0.5", "1e3", "inf", "nan", " ",
      "\t", ",", "{", "}", "zero", ".zero", "x", "1234567890123456789",
      "0.000000000000000000000001",
      "9007199254740993", "é", "12.",
      // Leading zeros are not significant; zeros after the point are.
      "0000000000000000044", "0044.500", "000.0000000000000001", "00000000000000000001.5",
      "-0000000000000000000812.0000000", "000000000000000000000",
    ]
    func full(_ text: String, count: Int) -> [CGFloat]? {
      guard let syntax = try? ValueSyntax.parse(text) else { return nil }
      if syntax.isZeroWord { return Array(repeating: 0, count: count) }
      return try? syntax.numbers(Array(repeating: "n", count: count), "test")
    }
    var answered = 0
    for _ in 0..<60_000 {
      var text = ""
      switch g.int(0...3) {
      case 0:  // a well-formed list with random numbers
        let n = g.int(1...4)
        text =
          "{"
          + (0..<n).map { _ in g.pick(pieces.filter { Double($0) != nil }) }.joined(
            separator: g.pick([", ", ",", " , "])) + "}"
      case 1:  // a number
        text = g.pick(pieces) + (g.bool() ? g.pick(pieces) : "")
      default:  // noise
        for _ in 0..<g.int(1...8) { text += g.pick(pieces) }
      }
      for count in 1...4 {
        if let fast = FastNumbers.list(text, count: count) {
          answered += 1
          let slow = full(text, count: count)
          #expect(slow != nil, "`\(text)`: the fast path read what the parser refuses")
          if let slow {
            let fastBits: [UInt64] = (0..<count).map { fast[$0].bitPattern }
            let slowBits: [UInt64] = slow.map { Double($0).bitPattern }
            let restIsZero = (count..<4).allSatisfy { fast[$0] == 0 }
            #expect(fastBits == slowBits && restIsZero, "`\(text)`: \(fast) vs \(slow)")
          }
        }
      }
      if let fast = FastNumbers.number(text) {
        let slow = try? CGFloat.parseWithoutFastPath(text)
        #expect(slow.map(\.bitPattern) == fast.bitPattern, "`\(text)`")
      }
    }
    #expect(answered > 5_000)
    #expect(FastNumbers.rect("{{1, 2}, {3.5, -0}}") == CGRect(x: 1, y: 2, width: 3.5, height: 0))
    #expect(FastNumbers.rect("{{1, 2}, {3}}") == nil)
    #expect(FastNumbers.number("-0")?.sign == .minus)
    #expect(FastNumbers.number("0.1") == 0.1)
    #expect(FastNumbers.number("53.667") == 53.667)
    #expect(FastNumbers.number("1e3") == nil)
    // Leading zeros do not make a number long: it is read on the fast path.
    #expect(FastNumbers.number("0000000000000000044") == 44)
    #expect(FastNumbers.number("-0000000375.0000000") == -375)
    #expect(
      FastNumbers.list("{0000000000000088, 0002000.0000000}", count: 2) == SIMD4(88, 2000, 0, 0))
  }

  /// A rect read on the fast path reads as the full parser reads it, bit
  /// for bit, and one the parser refuses the fast path declines: over
  /// random rects built from the notation's numbers and gaps, some with a
  /// piece of punctuation missing or misplaced.
  @Test func rectsAgreeWithTheFullParser() {
    var g = SeededGenerator(seed: 0x2EC7)
    let numbers = [
      "0", "7", "44", "007", "53.667", "-10", "+3", "-0", "0044.500", "1e3", "12.", ".5",
      "9007199254740993", "0.000000000000000000000001", "x",
    ]
    let gaps = ["", " ", "  ", "\t"]
    func full(_ text: String) -> CGRect? {
      guard let syntax = try? ValueSyntax.parse(text) else { return nil }
      if syntax.isZeroWord { return .zero }
      guard case .list(let parts, _) = syntax, parts.count == 2,
        let origin = try? parts[0].numbers(["x", "y"], "test"),
        let size = try? parts[1].numbers(["width", "height"], "test")
      else { return nil }
      return CGRect(x: origin[0], y: origin[1], width: size[0], height: size[1])
    }
    var answered = 0
    for _ in 0..<20_000 {
      var pieces = ["{", "{", "n", ",", "n", "}", ",", "{", "n", ",", "n", "}", "}"]
      if g.chance(5) {
        let k = g.int(0...(pieces.count - 1))
        if g.bool() { pieces.remove(at: k) } else { pieces[k] = g.pick(["{", "}", ",", "n"]) }
      }
      let text =
        g.pick(gaps)
        + pieces.map { ($0 == "n" ? g.pick(numbers) : $0) + g.pick(gaps) }.joined()
      guard let fast = FastNumbers.rect(text) else { continue }
      answered += 1
      let slow = full(text)
      #expect(slow != nil, "`\(text)`: the fast path read what the parser refuses")
      if let slow {
        let bits = { (r: CGRect) in
          [r.origin.x, r.origin.y, r.size.width, r.size.height].map(\.bitPattern)
        }
        #expect(bits(fast) == bits(slow), "`\(text)`: \(fast) vs \(slow)")
      }
    }
    #expect(answered > 3_000)
  }

  /// Lists of sizes and of row counts read on the fast path read as the
  /// full parser reads them, and anything the fast path declines still
  /// parses (or fails) as before.
  @Test func sizeListsAndRowCountsAgreeWithTheFullParser() {
    var g = SeededGenerator(seed: 29)
    let numbers = ["0", "7", "44", "007", "53.667", "-10", "+3", "1e3", "12.", ".5", "9999999999"]
    let gaps = ["", " ", "  ", "\t"]
    var answered = 0
    for _ in 0..<20_000 {
      let n = g.int(1...4)
      var text = "{" + g.pick(gaps)
      for i in 0..<n {
        if g.int(0...9) == 0 { text += g.pick(["x", "{", "}", ","]) }
        if g.bool() {
          text += "{" + g.pick(numbers) + "," + g.pick(gaps) + g.pick(numbers) + "}"
        } else {
          text += g.pick(numbers)
        }
        text += g.pick(gaps) + (i == n - 1 ? "}" : ",") + g.pick(gaps)
      }
      if let fast = FastNumbers.sizes(text) {
        answered += 1
        #expect((try? [CGSize].parseWithoutFastPath(text)) == fast, "`\(text)`")
      }
      #expect(
        (try? [CGSize].parse(text)) == (try? [CGSize].parseWithoutFastPath(text)), "`\(text)`")
      if let fast = FastNumbers.wholeNumbers(text) {
        answered += 1
        #expect((try? RowCounts.parseWithoutFastPath(text))?.counts == fast, "`\(text)`")
      }
      #expect(
        (try? RowCounts.parse(text)) == (try? RowCounts.parseWithoutFastPath(text)), "`\(text)`")
    }
    #expect(answered > 2_000)
  }
}

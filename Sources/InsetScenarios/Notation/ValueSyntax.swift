import Foundation
import InsetModel

/// The syntax tree of a brace value such as `{{44, 0}, {724, 44}}`: numbers,
/// words and brace lists, each with its offset in the text.
///
/// Grammar (spaces and tabs allowed between tokens):
///
///     value  := number | word | '{' value (',' value)* '}' | '{' '}'
///     number := [+-]? ( digits ( '.' digits? )? | '.' digits )
///     word   := '.'? letter (letter | digit | '_')*
indirect enum ValueSyntax: Sendable {
  case number(Double, offset: Int)
  case word(String, offset: Int)
  case list([ValueSyntax], offset: Int)

  var offset: Int {
    switch self {
    case .number(_, let offset), .word(_, let offset), .list(_, let offset): offset
    }
  }

  /// How the node reads in a message.
  var shape: String {
    switch self {
    case .number(let v, _): "the number `\(Quote.short(PointNotationBridge.format(v)))`"
    case .word(let w, _): "`\(Quote.short(w))`"
    case .list(let items, _): "a list of \(items.count) value\(items.count == 1 ? "" : "s")"
    }
  }

  /// Parses a whole cell. Nesting deeper than 8 is refused (no notation
  /// nests past 2), which also bounds the recursion on hostile input.
  static func parse(_ text: String) throws(NotationError) -> ValueSyntax {
    var parser = Parser(scalars: Array(text.unicodeScalars))
    parser.skipSpaces()
    guard !parser.atEnd else { throw NotationError(offset: 0, message: "expected a value") }
    let value = try parser.value(depth: 0)
    parser.skipSpaces()
    if !parser.atEnd {
      throw NotationError(
        offset: parser.index, message: "unexpected `\(Quote.short(parser.rest))` after the value")
    }
    return value
  }

  private struct Parser {
    let scalars: [Unicode.Scalar]
    var index = 0

    var atEnd: Bool { index >= scalars.count }
    var current: Unicode.Scalar? { atEnd ? nil : scalars[index] }
    var rest: String {
      var s = String(scalars: scalars[index...])
      if s.count > 20 { s = String(s.prefix(20)) + "…" }
      return s
    }

    mutating func skipSpaces() {
      while let c = current, c == " " || c == "\t" { index += 1 }
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
    static func isLetter(_ c: Unicode.Scalar) -> Bool {
      ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
    }

    mutating func value(depth: Int) throws(NotationError) -> ValueSyntax {
      guard let c = current else {
        throw NotationError(offset: index, message: "expected a value, found the end of the cell")
      }
      if c == "{" {
        guard depth < 8 else { throw NotationError(offset: index, message: "braces nest too deep") }
        let open = index
        index += 1
        skipSpaces()
        var items: [ValueSyntax] = []
        if current == "}" {
          index += 1
          return .list(items, offset: open)
        }
        while true {
          skipSpaces()
          items.append(try value(depth: depth + 1))
          skipSpaces()
          guard let next = current else {
            throw NotationError(
              offset: index, message: "expected `,` or `}`, found the end of the cell")
          }
          if next == "," {
            index += 1
            continue
          }
          if next == "}" {
            index += 1
            return .list(items, offset: open)
          }
          throw NotationError(offset: index, message: "expected `,` or `}`, found `\(next)`")
        }
      }
      if c == "+" || c == "-"
        || c == "." && index + 1 < scalars.count
          && Self.isDigit(scalars[index + 1])
        || Self.isDigit(c)
      {
        return try number()
      }
      if Self.isLetter(c) || c == "." {
        let start = index
        if c == "." { index += 1 }
        while let d = current, Self.isLetter(d) || Self.isDigit(d) { index += 1 }
        let word = String(scalars: scalars[start..<index])
        let lower = word.lowercased()
        if ["nan", "inf", "infinity", ".nan", ".infinity"].contains(lower) {
          throw NotationError(
            offset: start, message: "numbers must be finite, found `\(Quote.short(word))`")
        }
        return .word(word, offset: start)
      }
      throw NotationError(offset: index, message: "unexpected `\(c)`")
    }

    mutating func number() throws(NotationError) -> ValueSyntax {
      let start = index
      if current == "+" || current == "-" { index += 1 }
      var digits = 0
      var dots = 0
      while let c = current, Self.isDigit(c) || c == "." {
        if c == "." { dots += 1 } else { digits += 1 }
        index += 1
      }
      // Swallow a trailing word (an exponent, a unit, a typo) to name it whole.
      while let c = current, Self.isLetter(c) || Self.isDigit(c) || c == "." { index += 1 }
      let text = String(scalars: scalars[start..<index])
      guard digits > 0, dots <= 1,
        text.unicodeScalars.allSatisfy({ Self.isDigit($0) || "+-.".unicodeScalars.contains($0) })
      else {
        let lower = text.lowercased()
        if lower.hasSuffix("inf") || lower.hasSuffix("infinity") || lower.hasSuffix("nan") {
          throw NotationError(
            offset: start, message: "numbers must be finite, found `\(Quote.short(text))`")
        }
        throw NotationError(
          offset: start,
          message:
            "`\(Quote.short(text))` is not a number: write a plain decimal such as `44`, `-10` or `53.667`"
        )
      }
      guard let value = Double(text), value.isFinite else {
        throw NotationError(
          offset: start, message: "`\(Quote.short(text))` is too large: numbers must be finite")
      }
      return .number(value, offset: start)
    }
  }
}

/// Formats a plain `Double` as ``PointNotation`` does.
enum PointNotationBridge {
  static func format(_ v: Double) -> String { PointNotation.format(CGFloat(v)) }
}

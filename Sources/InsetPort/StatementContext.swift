/// A run of tokens between binary `+` and `-` in an expression.
struct Term {
  struct Literal {
    var index: Int
    var value: Double
  }

  var range: Range<Int>
  /// The term is one number literal, possibly signed.
  var literal: Literal?
  /// It names a view's or the screen's height (`bounds.height`, `SCREEN_HEIGHT`).
  var isHeight: Bool
  /// It mentions the screen.
  var mentionsScreen: Bool
  /// A name in it that says "a bar" (`kStatusBarHeight`).
  var barName: String?

  var index: Int { range.lowerBound }
}

/// One statement's tokens, with the queries the rules ask of them.
struct StatementContext {
  let tokens: [Token]
  let swift: Bool
  let statement: CodeStatements.Statement
  let block: CodeStatements.Block?
  /// The whole statement.
  let whole: Range<Int>
  /// The part expressions are read in: the statement, or a `#define`'s value.
  let range: Range<Int>
  /// The name a `#define` defines.
  let defineName: String?
  /// The `:` of ternary conditionals.
  let ternaryColons: Set<Int>
  /// Every identifier in the statement.
  let identifiers: Set<String>
  /// A device check in the statement or in the block around it: 20 and 44
  /// beside it are status bars.
  let deviceHint: Bool
  /// A comparison of the screen's size with a device's.
  var hasScreenComparison = false

  static let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "===", "!=="]
  static let assignments: Set<String> = ["=", "+=", "-=", "*=", "/="]

  init(analysis: CodeAnalysis, statement: CodeStatements.Statement) {
    tokens = analysis.tokens
    swift = analysis.swift
    self.statement = statement
    whole = statement.range
    block = statement.block.map { analysis.structure.blocks[$0] }
    var lower = whole.lowerBound
    var defined: String?
    if whole.count >= 3, tokens[lower].isPunctuation("#"), tokens[lower + 1].isIdentifier("define"),
      tokens[lower + 2].kind == .identifier
    {
      let name = tokens[lower + 2]
      defined = name.text
      lower += 3
      // A function-like macro: `(` right after the name.
      if lower < whole.upperBound, tokens[lower].isPunctuation("("),
        tokens[lower].line == name.line,
        tokens[lower].column == name.column + name.text.unicodeScalars.count
      {
        var depth = 0
        while lower < whole.upperBound {
          if tokens[lower].isPunctuation("(") { depth += 1 }
          if tokens[lower].isPunctuation(")") {
            depth -= 1
            if depth == 0 {
              lower += 1
              break
            }
          }
          lower += 1
        }
      }
    }
    range = lower..<whole.upperBound
    defineName = defined
    let all = analysis.tokens
    let statementRange = statement.range
    identifiers = Set(all[statementRange].filter { $0.kind == .identifier }.map(\.text))
    ternaryColons = Self.ternaryColons(all, statementRange)
    let headerHint = statement.block.map { analysis.structure.blocks[$0].deviceHint } ?? false
    deviceHint = headerHint || Self.mentionsDeviceCheck(all, statementRange)
    var comparison = false
    for i in range where all[i].kind == .number {
      if DeviceChecks.dimensions[abs(all[i].value ?? 0)] != nil, isDeviceCheck(i) {
        comparison = true
      }
    }
    hasScreenComparison = comparison
  }

  /// Whether `range` names a device-check helper or compares a screen size.
  static func mentionsDeviceCheck(_ tokens: [Token], _ range: Range<Int>) -> Bool {
    var comparison = false
    var dimension = false
    var screen = false
    for t in tokens[range] {
      switch t.kind {
      case .identifier:
        if Words.isDeviceCheckName(t.text) { return true }
        if isScreenWord(t.text) { screen = true }
      case .punctuation:
        if comparisons.contains(t.text) { comparison = true }
      case .number:
        if DeviceChecks.dimensions[abs(t.value ?? 0)] != nil { dimension = true }
      default:
        break
      }
    }
    return comparison && dimension && screen
  }

  /// A word of the screen's size: `bounds`, `nativeBounds`, `SCREEN_HEIGHT`,
  /// `kScreenH` (a bare `height` may be any view's).
  static func isScreenWord(_ name: String) -> Bool {
    let n = Words.normalized(name)
    return n.contains("bounds") || n.contains("screen")
  }

  static func ternaryColons(_ tokens: [Token], _ range: Range<Int>) -> Set<Int> {
    var pending: [Int: Int] = [:]
    var depth = 0
    var colons: Set<Int> = []
    for i in range where tokens[i].kind == .punctuation {
      switch tokens[i].text {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "?":
        // Optional chaining and `try?`/`as?` are not conditionals.
        let next = i + 1 < range.upperBound ? tokens[i + 1] : nil
        let previous = i > range.lowerBound ? tokens[i - 1] : nil
        let chaining =
          next.map { n in [".", ")", ",", "=", "]", ">", "{", "?"].contains(n.text) } ?? true
        let keyword = previous.map { $0.isIdentifier("try") || $0.isIdentifier("as") } ?? false
        if !chaining && !keyword { pending[depth, default: 0] += 1 }
      case ":":
        if let open = pending[depth], open > 0 {
          pending[depth] = open - 1
          colons.insert(i)
        }
      default:
        break
      }
    }
    return colons
  }

  // MARK: Expressions

  func isTernaryMark(_ i: Int) -> Bool {
    ternaryColons.contains(i)
      || (tokens[i].isPunctuation("?") && ternaryColons.contains { $0 > i })
  }

  /// Whether the token ends an operand, so that a `+` or `-` after it is binary.
  func isOperandEnd(_ t: Token) -> Bool {
    switch t.kind {
    case .identifier:
      return !["return", "case", "in", "else", "if", "while", "let", "var", "define"].contains(
        t.text)
    case .number, .string, .character:
      return true
    case .punctuation:
      return t.text == ")" || t.text == "]"
    }
  }

  /// Whether the token at `i` stops an expression scan at depth 0.
  func stops(_ i: Int, rightward: Bool) -> Bool {
    let t = tokens[i]
    switch t.kind {
    case .punctuation:
      return [",", "=", "+=", "-=", "*=", "/=", "&&", "||", "?", "??", ":", ";", "{", "}", "@"]
        .contains(t.text) || Self.comparisons.contains(t.text)
    case .identifier:
      if ["return", "case", "let", "var", "in", "else"].contains(t.text) { return true }
      // An Objective-C selector piece (`constant:`) starts the next argument.
      return rightward && i + 1 < range.upperBound && tokens[i + 1].isPunctuation(":")
        && !ternaryColons.contains(i + 1)
    default:
      return false
    }
  }

  /// Where the run of tokens that ends just before `end` starts, walking left
  /// at `end`'s bracket depth (a bracketed group is part of the run) to an
  /// opening bracket of that depth or a token `stop` says is not in the run;
  /// `end` itself when the token before it stops.
  func runStart(before end: Int, stop: (Int) -> Bool) -> Int {
    var start = end
    var depth = 0
    var j = end - 1
    while j >= range.lowerBound {
      let t = tokens[j]
      if t.isPunctuation(")") || t.isPunctuation("]") {
        depth += 1
      } else if t.isPunctuation("(") || t.isPunctuation("[") {
        if depth == 0 { break }
        depth -= 1
      } else if depth == 0, stop(j) {
        break
      }
      start = j
      j -= 1
    }
    return start
  }

  /// The expression around the number at `i`, at its own bracket depth,
  /// between stops (`,`, `=`, `:`, `?`, comparisons, brackets).
  func span(around i: Int) -> Range<Int> {
    let start = runStart(before: i) { stops($0, rightward: false) }
    var end = i + 1
    var depth = 0
    var j = i + 1
    while j < range.upperBound {
      let t = tokens[j]
      if t.isPunctuation("(") || t.isPunctuation("[") {
        depth += 1
      } else if t.isPunctuation(")") || t.isPunctuation("]") {
        if depth == 0 { break }
        depth -= 1
      } else if depth == 0, stops(j, rightward: true) {
        break
      }
      j += 1
      end = j
    }
    return start..<end
  }

  /// The terms of `span` between binary `+` and `-` at its depth.
  func terms(in span: Range<Int>) -> [Term] {
    var ranges: [Range<Int>] = []
    var start = span.lowerBound
    var depth = 0
    for j in span {
      let t = tokens[j]
      if t.isPunctuation("(") || t.isPunctuation("[") { depth += 1 }
      if t.isPunctuation(")") || t.isPunctuation("]") { depth -= 1 }
      if depth == 0, t.isPunctuation("+") || t.isPunctuation("-"), j > start,
        isOperandEnd(tokens[j - 1])
      {
        ranges.append(start..<j)
        start = j + 1
      }
    }
    if start < span.upperBound { ranges.append(start..<span.upperBound) }
    return ranges.map(term)
  }

  func term(_ r: Range<Int>) -> Term {
    var literal: Term.Literal?
    let parts = Array(tokens[r])
    if parts.count == 1, parts[0].kind == .number, let v = parts[0].value {
      literal = Term.Literal(index: r.lowerBound, value: v)
    } else if parts.count == 2, parts[0].isPunctuation("-") || parts[0].isPunctuation("+"),
      parts[1].kind == .number, let v = parts[1].value
    {
      literal = Term.Literal(index: r.lowerBound + 1, value: parts[0].text == "-" ? -v : v)
    }
    var isHeight = false
    var screen = false
    var barName: String?
    for t in parts where t.kind == .identifier {
      let n = Words.normalized(t.text)
      let m = NameMeaning.of(t.text)
      if n.contains("screen") { screen = true }
      if !m.contains(.excluded), !m.isDisjoint(with: .strong) {
        barName = barName ?? t.text
      } else if !m.contains(.excluded), m.isDisjoint(with: [.bar]),
        n.contains("height") || n.hasSuffix("screenh") || n == "maxy"
      {
        isHeight = true
      }
    }
    return Term(
      range: r, literal: literal, isHeight: isHeight, mentionsScreen: screen, barName: barName)
  }

  /// Whether a binary `-` comes before the literal at `i` (or its sign).
  func isMinus(before i: Int) -> Bool {
    var j = i - 1
    if j > range.lowerBound, tokens[j].isPunctuation("-") || tokens[j].isPunctuation("+"),
      !isOperandEnd(tokens[j - 1])
    {
      j -= 1
    }
    return j >= range.lowerBound && tokens[j].isPunctuation("-")
  }

  /// The unmatched `(` or `[` before `i`.
  func enclosingOpen(_ i: Int) -> Int? {
    var depth = 0
    var j = i - 1
    while j >= range.lowerBound {
      let t = tokens[j]
      if t.isPunctuation(")") || t.isPunctuation("]") { depth += 1 }
      if t.isPunctuation("(") || t.isPunctuation("[") {
        if depth == 0 { return j }
        depth -= 1
      }
      j -= 1
    }
    return nil
  }

  /// The matching `)` or `]` of the bracket at `open`.
  func close(of open: Int) -> Int {
    var depth = 0
    var j = open
    while j < range.upperBound {
      let t = tokens[j]
      if t.isPunctuation("(") || t.isPunctuation("[") { depth += 1 }
      if t.isPunctuation(")") || t.isPunctuation("]") {
        depth -= 1
        if depth == 0 { return j }
      }
      j += 1
    }
    return range.upperBound
  }

  /// Walks left from `j` over a ternary's condition to what holds it.
  func hardBoundary(leftOf j: Int) -> Int {
    var depth = 0
    var k = j
    while k >= range.lowerBound {
      let t = tokens[k]
      if t.isPunctuation(")") || t.isPunctuation("]") {
        depth += 1
      } else if t.isPunctuation("(") || t.isPunctuation("[") {
        if depth == 0 { return k }
        depth -= 1
      } else if depth == 0 {
        if t.kind == .punctuation,
          [",", "=", "+=", "-=", "*=", "/="].contains(t.text)
            || (t.text == ":" && !ternaryColons.contains(k))
        {
          return k
        }
        if t.isIdentifier("return") { return k }
      }
      k -= 1
    }
    return range.lowerBound - 1
  }

  /// A call's arguments: label (Swift) and token range, split at commas.
  func arguments(of open: Int) -> [(label: String?, range: Range<Int>)] {
    let end = close(of: open)
    var result: [(label: String?, range: Range<Int>)] = []
    var start = open + 1
    var depth = 0
    func append(_ r: Range<Int>) {
      guard !r.isEmpty else { return }
      if r.count >= 2, tokens[r.lowerBound].kind == .identifier,
        tokens[r.lowerBound + 1].isPunctuation(":"), !ternaryColons.contains(r.lowerBound + 1)
      {
        result.append((tokens[r.lowerBound].text, (r.lowerBound + 2)..<r.upperBound))
      } else {
        result.append((nil, r))
      }
    }
    var j = open + 1
    while j < end {
      let t = tokens[j]
      if t.isPunctuation("(") || t.isPunctuation("[") { depth += 1 }
      if t.isPunctuation(")") || t.isPunctuation("]") { depth -= 1 }
      if depth == 0, t.isPunctuation(",") {
        append(start..<j)
        start = j + 1
      }
      j += 1
    }
    append(start..<end)
    return result
  }

  /// The value of an argument that is a single number literal.
  func literalValue(_ r: Range<Int>) -> Double? {
    term(r).literal?.value
  }
}

extension Array {
  /// The element at `index`, or nil past the ends.
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}

/// Swift and Objective-C tokens grouped into statements and blocks: enough
/// structure for the rules to see what a number is assigned to, passed to or
/// returned from.
struct CodeStatements {
  /// A run of tokens ended by `;`, `{`, `}` or (in Swift, and for
  /// Objective-C preprocessor lines) a line break outside brackets.
  struct Statement {
    var range: Range<Int>
    /// The innermost block holding the statement.
    var block: Int?
    /// Whether it is the first statement of its block.
    var isFirstInBlock: Bool
  }

  /// A `{ … }` block and the statement before it (its header).
  struct Block {
    var header: Range<Int>
    /// The function, method or property the block belongs to, inherited by
    /// `if`, `get` and other blocks inside it.
    var name: String?
    /// A function, method, computed property or getter body: a bare
    /// expression as its first statement is returned (Swift).
    var isDeclaration: Bool
    /// A `switch` body.
    var isSwitch: Bool
    /// A device check in the header, or in the `if` an `else` belongs to:
    /// the numbers inside are that check's branches.
    var deviceHint = false
    /// The branch that runs only before iOS 11: the `else` of
    /// `if #available(iOS 11, *)` (or of `@available`, or of a
    /// `systemVersion` test), a `guard #available … else`, an
    /// `if #unavailable(iOS 11)`. Old APIs there are the fallback.
    var isLegacyFallback = false
  }

  let tokens: [Token]
  let swift: Bool
  /// The meanings of the file's names, shared with the rules.
  let names: NameCache
  var statements: [Statement] = []
  var blocks: [Block] = []

  static let controlKeywords: Set<String> = [
    "if", "else", "for", "while", "switch", "do", "guard", "catch", "repeat", "defer", "case",
    "return", "in", "where", "init", "deinit", "class", "struct", "enum", "extension", "protocol",
    "sizeof", "typeof", "__typeof__", "dispatch_async", "dispatch_once",
  ]

  /// Punctuation after which a line break does not end a Swift statement.
  static let continuesAfter: Set<String> = [
    "=", "+", "-", "*", "/", "%", "&&", "||", "??", "?", ":", ",", "(", "[", ".", "==", "!=", "<",
    ">", "<=", ">=", "+=", "-=", "*=", "/=", "->", "&", "|", "..<", "...", "@", "#",
  ]

  /// Punctuation before which a line break does not end a Swift statement.
  static let continuesBefore: Set<String> = [
    ".", "+", "-", "*", "/", "%", "&&", "||", "??", "?", ":", "==", "!=", "<=", ">=", "->", ")",
    "]", ",", "=", "&", "|", "+=", "-=",
  ]

  init(tokens: [Token], swift: Bool, names: NameCache = NameCache()) {
    self.tokens = tokens
    self.swift = swift
    self.names = names
    split()
  }

  mutating func split() {
    var stack: [Int] = []
    var lastClosed: Int?
    var counts: [Int: Int] = [:]
    var start = 0
    var depth = 0

    func finish(_ end: Int, into statements: inout [Statement]) {
      guard start < end else { return }
      let key = stack.last ?? -1
      statements.append(
        Statement(range: start..<end, block: stack.last, isFirstInBlock: (counts[key] ?? 0) == 0))
      counts[key, default: 0] += 1
    }

    for i in tokens.indices {
      let t = tokens[i]
      if i > start, t.startsLine, depth == 0 {
        let preprocessor = tokens[start].isPunctuation("#")
        let ends =
          preprocessor
          || (swift
            && !(tokens[i - 1].kind == .punctuation
              && Self.continuesAfter.contains(tokens[i - 1].text))
            && !(t.kind == .punctuation && Self.continuesBefore.contains(t.text)))
        if ends {
          finish(i, into: &statements)
          start = i
        }
      } else if i > start, t.startsLine, tokens[start].isPunctuation("#") {
        // A preprocessor line ends at its line break, brackets or not.
        finish(i, into: &statements)
        start = i
        depth = 0
      }
      guard t.kind == .punctuation else { continue }
      switch t.text {
      case "(", "[":
        depth += 1
      case ")", "]":
        depth = max(0, depth - 1)
      case ";":
        finish(i, into: &statements)
        start = i + 1
        depth = 0
      case "{":
        let header = start..<i
        finish(i, into: &statements)
        let parentName = stack.last.flatMap { blocks[$0].name }
        var opened = block(header: header, parentName: parentName)
        let elseOfCheck =
          tokens[orNil: header.lowerBound]?.isIdentifier("else") == true
          && lastClosed.map { blocks[$0].deviceHint } == true
        opened.deviceHint =
          elseOfCheck || StatementContext.mentionsDeviceCheck(tokens, header, names: names)
        let startsElse = tokens[orNil: header.lowerBound]?.isIdentifier("else") == true
        opened.isLegacyFallback =
          stack.last.map { blocks[$0].isLegacyFallback } == true
          || (startsElse && lastClosed.map { Self.asksForIOS11(tokens, blocks[$0].header) } == true)
          || (tokens[orNil: header.lowerBound]?.isIdentifier("guard") == true
            && Self.asksForIOS11(tokens, header))
          || tokens[header].contains { $0.isIdentifier("unavailable") }
        blocks.append(opened)
        stack.append(blocks.count - 1)
        start = i + 1
        depth = 0
      case "}":
        finish(i, into: &statements)
        lastClosed = stack.popLast()
        start = i + 1
        depth = 0
      default:
        break
      }
    }
    finish(tokens.count, into: &statements)
  }

  /// Whether a header asks for iOS 11 or later: `#available(iOS 11.0, *)`,
  /// `@available(iOS 13, *)`, `systemVersion.floatValue >= 11`.
  static func asksForIOS11(_ tokens: [Token], _ header: Range<Int>) -> Bool {
    let names = Set(tokens[header].filter { $0.kind == .identifier }.map(\.text))
    guard names.contains("available") || names.contains("systemVersion") else { return false }
    return tokens[header].contains { ($0.value ?? 0) >= 11 && ($0.value ?? 0) < 100 }
  }

  /// What a block's header says about it.
  func block(header: Range<Int>, parentName: String?) -> Block {
    let h = Array(tokens[header])
    guard let first = h.first else {
      return Block(header: header, name: parentName, isDeclaration: false, isSwitch: false)
    }
    if first.isIdentifier("switch") {
      return Block(header: header, name: parentName, isDeclaration: false, isSwitch: true)
    }
    if swift {
      if let f = h.lastIndex(where: { $0.isIdentifier("func") }), f + 1 < h.count {
        return Block(header: header, name: h[f + 1].text, isDeclaration: true, isSwitch: false)
      }
      if let v = h.lastIndex(where: { $0.isIdentifier("var") }), v + 1 < h.count,
        !h.contains(where: { $0.isPunctuation("=") })
      {
        return Block(header: header, name: h[v + 1].text, isDeclaration: true, isSwitch: false)
      }
      if h.count == 1, first.isIdentifier("get") {
        return Block(header: header, name: parentName, isDeclaration: true, isSwitch: false)
      }
      return Block(header: header, name: parentName, isDeclaration: false, isSwitch: false)
    }
    // Objective-C: `- (CGFloat)navBarHeight`, `+ (BOOL)isIPhoneX`; the first
    // method of a file follows `@implementation Name` in the same header.
    let methodStart =
      first.isPunctuation("-") || first.isPunctuation("+")
      ? 0
      : first.isPunctuation("@") && h.count > 4 && h[1].isIdentifier("implementation")
        && h[2].kind == .identifier && (h[3].isPunctuation("-") || h[3].isPunctuation("+"))
        ? 3 : nil
    if let m = methodStart, h.count > m + 1, h[m + 1].isPunctuation("(") {
      var depth = 0
      for (k, t) in h.enumerated().dropFirst(m + 1) {
        if t.isPunctuation("(") { depth += 1 }
        if t.isPunctuation(")") {
          depth -= 1
          if depth == 0, k + 1 < h.count, h[k + 1].kind == .identifier {
            return Block(
              header: header, name: h[k + 1].text, isDeclaration: true, isSwitch: false)
          }
        }
      }
    }
    // A C function: `static CGFloat NavBarHeight(void)`.
    if let open = h.firstIndex(where: { $0.isPunctuation("(") }), open > 0,
      h[open - 1].kind == .identifier, !Self.controlKeywords.contains(h[open - 1].text),
      !Self.controlKeywords.contains(first.text), !h.contains(where: { $0.isPunctuation("=") }),
      !h.contains(where: { $0.isPunctuation("^") })
    {
      return Block(header: header, name: h[open - 1].text, isDeclaration: true, isSwitch: false)
    }
    return Block(header: header, name: parentName, isDeclaration: false, isSwitch: false)
  }
}

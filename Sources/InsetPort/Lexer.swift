/// The languages `insets port` reads.
public enum SourceLanguage: String, Sendable, Hashable, CaseIterable, Codable {
  /// Swift (`.swift`).
  case swift
  /// Objective-C and Objective-C++ with their headers (`.m`, `.mm`, `.h`).
  case objectiveC
  /// Interface Builder's XML: storyboards and XIBs (`.storyboard`, `.xib`).
  case interfaceBuilder

  /// The language of a file with this extension (without the dot, any case).
  ///
  ///     SourceLanguage(pathExtension: "m")  // .objectiveC
  public init?(pathExtension: String) {
    switch pathExtension.lowercased() {
    case "swift": self = .swift
    case "m", "mm", "h": self = .objectiveC
    case "storyboard", "xib": self = .interfaceBuilder
    default: return nil
    }
  }
}

/// One token of Swift or Objective-C source. Comments and white space are not
/// tokens; string and character literals are, so that nothing inside them is
/// read as code.
public struct Token: Sendable, Hashable {
  /// What kind of token.
  public enum Kind: Sendable, Hashable {
    /// A name or keyword (`let`, `contentInset`). A Swift name written between
    /// back quotes (the keyword `default` used as a name) is one identifier
    /// whose text leaves the back quotes out.
    case identifier
    /// A number literal; ``Token/value`` holds its value.
    case number
    /// A string literal of any form (`"…"`, `"""…"""`, `#"…"#`, `@"…"`).
    case string
    /// An Objective-C character literal (`'a'`).
    case character
    /// An operator or punctuation (`=`, `==`, `(`, `.`, `->`, `#`, `@`).
    case punctuation

    /// A small number for each kind, for the lexer's hash.
    var code: UInt8 {
      switch self {
      case .identifier: 1
      case .number: 2
      case .string: 3
      case .character: 4
      case .punctuation: 5
      }
    }
  }

  /// The token's source text (a string literal's with its quotes).
  public var text: String
  /// 1-based line.
  public var line: Int
  /// 1-based column, counting Unicode scalars.
  public var column: Int
  /// A number literal's value; `nil` for other tokens.
  public var value: Double?
  /// What kind of token.
  public var kind: Kind
  /// Whether a line break comes between the previous token and this one (an
  /// Objective-C line ending in `\` does not count).
  public var startsLine: Bool

  /// A token of `kind` with the source text `text`, starting at
  /// `line`:`column`; `value` is a number literal's value.
  public init(
    kind: Kind, text: String, line: Int, column: Int, startsLine: Bool, value: Double? = nil
  ) {
    self.kind = kind
    self.text = text
    self.line = line
    self.column = column
    self.startsLine = startsLine
    self.value = value
  }

  /// Whether this is the punctuation `text`.
  @inlinable public func isPunctuation(_ text: String) -> Bool {
    kind == .punctuation && self.text == text
  }

  /// Whether this is the identifier (or keyword) `text`.
  @inlinable public func isIdentifier(_ text: String) -> Bool {
    kind == .identifier && self.text == text
  }
}

/// What the lexer could not read: an unterminated comment or literal.
public struct LexProblem: Sendable, Hashable {
  /// 1-based line where the unterminated thing starts.
  public var line: Int
  /// 1-based column where the unterminated thing starts, counting Unicode
  /// scalars.
  public var column: Int
  /// What is unterminated.
  public var message: String
}

/// A small lexer for Swift and Objective-C: enough to tell code from comments
/// and literals, and to read number literals.
///
/// It knows `//` and `/* */` comments (nested in Swift), string literals
/// (Swift's `"…"` with `\(…)` interpolation, multi-line `"""…"""`, raw
/// `#"…"#` with any number of `#`; Objective-C's `"…"` and `@"…"`), Objective-C
/// character literals, and number literals (`_` separators, hex, binary,
/// octal, floats with exponents, C suffixes such as `64.0f`).
///
///     let tokens = Lexer.tokens(#"view.frame.origin.y = 64 // was "20""#, language: .swift)
///     tokens.tokens.map(\.text)  // ["view", ".", "frame", ".", "origin", ".", "y", "=", "64"]
///
/// - Complexity: O(n) in the length of the text.
public enum Lexer {
  /// The tokens of `text`, and what could not be read.
  public static func tokens(_ text: String, language: SourceLanguage) -> (
    tokens: [Token], problems: [LexProblem]
  ) {
    let (list, problems) = tokenList(Array(text.utf8), language: language)
    return (Array(list), problems)
  }

  /// The tokens of the UTF-8 text `bytes` as the rules keep them (a
  /// ``TokenList``: 12 bytes a token, each distinct text once), and what
  /// could not be read.
  static func tokenList(_ bytes: consuming [UInt8], language: SourceLanguage) -> (
    tokens: TokenList, problems: [LexProblem]
  ) {
    var scanner = Scanner(bytes: consume bytes, swift: language != .objectiveC)
    scanner.run()
    return (TokenList(records: scanner.records, entries: scanner.entries), scanner.problems)
  }

  /// A scanner over the UTF-8 text `bytes` that lexes a part at a time
  /// (``Scanner/run(until:)``), for the rules that read a file in windows.
  static func scanner(_ bytes: [UInt8], language: SourceLanguage) -> Scanner {
    Scanner(bytes: bytes, swift: language != .objectiveC, reserve: false)
  }

  /// Multi-character operators, longest first.
  static let operators: [[UInt8]] = [
    "===", "!==", "...", "..<", "==", "!=", "<=", ">=", "+=", "-=", "*=", "/=", "->", "&&", "||",
    "??", "<<", ">>",
  ].map { Array($0.utf8) }

  struct Scanner: ByteScanning {
    let bytes: [UInt8]
    let swift: Bool
    var i = 0
    var line = 1
    var column = 1
    var sawNewline = true
    /// The tokens, each naming its text's entry.
    var records: [TokenList.Record] = []
    /// Each distinct text once, with its kind and value.
    var entries: [TokenList.Entry] = []
    /// The entry of each (kind, text) met so far whose text is not its
    /// source bytes (a Swift name between back quotes).
    var entryIndex: [TokenList.Key: UInt32] = [:]
    /// The entries whose text is their source bytes, by a hash of those
    /// bytes: open addressing, a slot holding an entry's index plus one
    /// (0: empty); its size a power of two, at most half full. A token
    /// already met costs a hash of its bytes and a comparison with them, and
    /// no `String`.
    var slots: [UInt32] = Array(repeating: 0, count: 256)
    /// Where each entry's text first occurs in `bytes` (-1: not its source
    /// bytes, found through ``entryIndex``).
    var entryStarts: [Int32] = []
    var problems: [LexProblem] = []
    /// The end of the last run of `#` found to open no raw string.
    var hashRunEnd = 0
    /// The entry of the last token made (kept apart from ``records``, which
    /// a scanner that lexes a part at a time hands on and empties).
    var lastEntry: UInt32?

    /// A scanner over `bytes`; `reserve`: room for every token the bytes
    /// can hold, for a scanner that keeps them all.
    init(bytes: [UInt8], swift: Bool, reserve: Bool = true) {
      self.bytes = bytes
      self.swift = swift
      // A UTF-8 byte-order mark is not a column.
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
      // Every token takes at least one byte: the records never grow past
      // this, and the pages of the capacity no token reaches are never
      // touched (so never resident).
      if reserve { records.reserveCapacity(bytes.count + 1) }
    }

    mutating func lineEnded() {
      sawNewline = true
    }

    func text(_ start: Int) -> String {
      String(decoding: bytes[start..<i], as: UTF8.self)
    }

    mutating func emit(
      _ kind: Token.Kind, from start: Int, line: Int, column: Int, startsLine: Bool,
      value: Double? = nil
    ) {
      let entry = entry(kind, start: start, value: value)
      lastEntry = entry
      records.append(
        TokenList.Record(entry: entry, line: line, column: column, startsLine: startsLine))
    }

    /// The entry of the token of `kind` whose text is the bytes from `start`
    /// to the next one, made when first met.
    mutating func entry(_ kind: Token.Kind, start: Int, value: Double?) -> UInt32 {
      // FNV-1a over the bytes and the kind.
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for k in start..<i {
        hash = (hash ^ UInt64(bytes[k])) &* 0x100_0000_01b3
      }
      hash = (hash ^ UInt64(kind.code)) &* 0x100_0000_01b3
      let mask = slots.count - 1
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 {
        let entry = Int(slots[slot] - 1)
        if entries[entry].kind == kind, sameBytes(entry: entry, start: start) {
          return UInt32(entry)
        }
        slot = (slot + 1) & mask
      }
      let entry = UInt32(clamping: entries.count)
      entries.append(TokenList.Entry(text: text(start), kind: kind, value: value))
      entryStarts.append(Int32(clamping: start))
      slots[slot] = entry + 1
      if entries.count * 2 > slots.count { growSlots() }
      return entry
    }

    /// Whether `entry`'s text, where it first occurs, is the bytes from
    /// `start` to the next one.
    func sameBytes(entry: Int, start: Int) -> Bool {
      let first = Int(entryStarts[entry])
      let count = i - start
      guard first >= 0, entries[entry].text.utf8.count == count else { return false }
      for k in 0..<count where bytes[first + k] != bytes[start + k] { return false }
      return true
    }

    /// Doubles the slots and places every entry again.
    mutating func growSlots() {
      slots = Array(repeating: 0, count: slots.count * 2)
      let mask = slots.count - 1
      for (entry, first) in entryStarts.enumerated() where first >= 0 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in entries[entry].text.utf8 {
          hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        hash = (hash ^ UInt64(entries[entry].kind.code)) &* 0x100_0000_01b3
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = UInt32(entry + 1)
      }
    }

    /// Appends a token whose text is `text`, keeping the text once however
    /// often it occurs.
    mutating func append(
      _ kind: Token.Kind, text: String, line: Int, column: Int, startsLine: Bool,
      value: Double? = nil
    ) {
      let key = TokenList.Key(kind: kind, text: ExactText(text))
      let entry: UInt32
      if let known = entryIndex[key] {
        entry = known
      } else {
        entry = UInt32(clamping: entries.count)
        entries.append(TokenList.Entry(text: text, kind: kind, value: value))
        entryStarts.append(-1)
        entryIndex[key] = entry
      }
      lastEntry = entry
      records.append(
        TokenList.Record(entry: entry, line: line, column: column, startsLine: startsLine))
    }

    /// Whether every byte has been read.
    var atEnd: Bool { i >= bytes.count }

    /// Lexes to the end of the text, or until ``records`` holds `limit`
    /// tokens.
    mutating func run(until limit: Int = .max) {
      while records.count < limit, let b = peek() {
        let startsLine = sawNewline
        let (startLine, startColumn, start) = (line, column, i)
        switch b {
        case 0x20, 0x09:
          // A run of spaces and tabs, a column each: read in one loop
          // (indentation is most of a file's white space).
          var j = i + 1
          while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
          column += j - i
          i = j
          continue
        case 0x0A, 0x0D, 0x0B, 0x0C:
          advance()
          continue
        case UInt8(ascii: "\\") where !swift && (peek(1) == 0x0A || peek(1) == 0x0D):
          // An Objective-C line continuation: the line goes on.
          advance()
          if peek() == 0x0D { advance() }
          if peek() == 0x0A { advance() }
          sawNewline = startsLine
          continue
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
          while let c = peek(), c != 0x0A, c != 0x0D { advance() }
          continue
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
          skipBlockComment(line: startLine, column: startColumn)
          sawNewline = sawNewline || startsLine
          continue
        default:
          break
        }
        sawNewline = false
        if b == UInt8(ascii: "\"") {
          scanString(hashes: 0)
          emit(.string, from: start, line: startLine, column: startColumn, startsLine: startsLine)
        } else if swift, b == UInt8(ascii: "#"), let hashes = rawStringHashes() {
          advance(hashes)
          scanString(hashes: hashes)
          emit(.string, from: start, line: startLine, column: startColumn, startsLine: startsLine)
        } else if !swift, b == UInt8(ascii: "@"), peek(1) == UInt8(ascii: "\"") {
          advance()
          scanString(hashes: 0)
          emit(.string, from: start, line: startLine, column: startColumn, startsLine: startsLine)
        } else if !swift, b == UInt8(ascii: "'") {
          scanCharacter()
          emit(
            .character, from: start, line: startLine, column: startColumn, startsLine: startsLine)
        } else if isDigit(b) || (!swift && b == UInt8(ascii: ".") && peek(1).map(isDigit) == true) {
          let value = scanNumber()
          emit(
            .number, from: start, line: startLine, column: startColumn, startsLine: startsLine,
            value: value)
        } else if isIdentifierStart(b) {
          while let c = peek(), isIdentifierPart(c) { advance() }
          emit(
            .identifier, from: start, line: startLine, column: startColumn, startsLine: startsLine)
        } else if swift, b == UInt8(ascii: "`") {
          advance()
          while let c = peek(), c != UInt8(ascii: "`"), c != 0x0A { advance() }
          if peek() == UInt8(ascii: "`") { advance() }
          // The name without its backticks.
          append(
            .identifier, text: text(start).replacingOccurrences(of: "`", with: ""),
            line: startLine, column: startColumn, startsLine: startsLine)
        } else {
          let length = operatorLength(b)
          // A whole UTF-8 sequence for a stray non-ASCII byte.
          advance(length)
          while let c = peek(), c & 0xC0 == 0x80 { advance() }
          emit(
            .punctuation, from: start, line: startLine, column: startColumn, startsLine: startsLine)
        }
      }
    }

    /// The length of the operator at the next byte `b`: the longest of
    /// ``Lexer/operators`` that matches, or 1.
    func operatorLength(_ b: UInt8) -> Int {
      // Every multi-character operator starts with one of these.
      switch b {
      case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: "<"),
        UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"),
        UInt8(ascii: "/"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "?"):
        break
      default:
        return 1
      }
      for op in Lexer.operators {
        var k = 0
        while k < op.count, peek(k) == op[k] { k += 1 }
        if k == op.count { return op.count }
      }
      return 1
    }

    func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    func isIdentifierStart(_ b: UInt8) -> Bool {
      (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_")
        || b == UInt8(ascii: "$") || b >= 0xC0
    }

    func isIdentifierPart(_ b: UInt8) -> Bool {
      isIdentifierStart(b) || isDigit(b) || (b >= 0x80 && b < 0xC0)
    }

    /// At `#`: the number of `#` before a `"` that opens a raw string, or nil.
    /// A run of `#` that opens nothing is remembered (``hashRunEnd``), so
    /// that its later `#` are not counted again: a long run costs its length
    /// once.
    mutating func rawStringHashes() -> Int? {
      if i < hashRunEnd { return nil }
      var n = 0
      while peek(n) == UInt8(ascii: "#") { n += 1 }
      if peek(n) == UInt8(ascii: "\"") { return n }
      hashRunEnd = i + n
      return nil
    }

    mutating func skipBlockComment(line: Int, column: Int) {
      advance(2)
      var depth = 1
      while let c = peek() {
        if c == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
          advance(2)
          depth -= 1
          // Only Swift nests block comments.
          if depth == 0 || !swift { return }
        } else if swift, c == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
          advance(2)
          depth += 1
        } else {
          advance()
        }
      }
      problems.append(
        LexProblem(
          line: line, column: column,
          message: "unterminated block comment: the rest of the file is not read"))
    }

    /// An open string literal or interpolation while a string is scanned.
    /// The scanner keeps them on an explicit stack, so that a string nested
    /// in an interpolation nested in a string, to any depth, costs memory
    /// rather than call stack.
    enum StringFrame {
      /// A string literal: its raw-string `#` count, whether it is
      /// multi-line, and where it opens.
      case string(hashes: Int, multiLine: Bool, line: Int, column: Int)
      /// A `\(…)` interpolation: its open parentheses.
      case interpolation(depth: Int)
    }

    /// At the opening `"` (after any raw-string `#`): scans a string literal
    /// to its closing delimiter, through escapes and interpolations (and the
    /// strings inside them), without recursion. At most one problem is
    /// reported for the literal: the outermost string left open.
    mutating func scanString(hashes: Int) {
      var stack: [StringFrame] = []
      var failed: LexProblem?
      openString(hashes: hashes, on: &stack)
      while let frame = stack.last {
        guard let c = peek() else {
          // The end of the file: every frame is open; the outermost string
          // is the one to name.
          if case .string(_, let multiLine, let line, let column) = stack[0] {
            failed = unterminated(multiLine: multiLine, line: line, column: column)
          }
          break
        }
        switch frame {
        case .string(let hashes, let multiLine, let line, let column):
          if c == UInt8(ascii: "\\") && escapeFollows(hashes: hashes) {
            advance(1 + hashes)
            if swift, peek() == UInt8(ascii: "(") {
              stack.append(.interpolation(depth: 0))
            } else {
              advance()
            }
            continue
          }
          if c == UInt8(ascii: "\"") {
            if multiLine {
              if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""),
                closesRaw(after: 3, hashes: hashes)
              {
                advance(3 + hashes)
                stack.removeLast()
                continue
              }
            } else if closesRaw(after: 1, hashes: hashes) {
              advance(1 + hashes)
              stack.removeLast()
              continue
            }
          }
          if !multiLine, c == 0x0A || c == 0x0D {
            // A single-line string ends at the line break, unterminated; an
            // enclosing string goes on from there.
            failed = unterminated(multiLine: false, line: line, column: column)
            stack.removeLast()
            continue
          }
          advance()
        case .interpolation(let depth):
          switch c {
          case UInt8(ascii: "("):
            stack[stack.count - 1] = .interpolation(depth: depth + 1)
            advance()
          case UInt8(ascii: ")"):
            advance()
            if depth <= 1 {
              stack.removeLast()
            } else {
              stack[stack.count - 1] = .interpolation(depth: depth - 1)
            }
          case UInt8(ascii: "\""):
            openString(hashes: 0, on: &stack)
          case UInt8(ascii: "#"):
            if let hashes = rawStringHashes() {
              advance(hashes)
              openString(hashes: hashes, on: &stack)
            } else {
              advance()
            }
          case 0x0A, 0x0D:
            // An interpolation does not span lines; stop rather than
            // swallow the file.
            stack.removeLast()
          default:
            advance()
          }
        }
      }
      if let failed { problems.append(failed) }
    }

    /// At a string's opening `"` (after `hashes` `#`): moves past its
    /// opening delimiter and pushes its frame.
    mutating func openString(hashes: Int, on stack: inout [StringFrame]) {
      let (line, column) = (line, column - hashes)
      let multiLine = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") && swift
      advance(multiLine ? 3 : 1)
      stack.append(.string(hashes: hashes, multiLine: multiLine, line: line, column: column))
    }

    func unterminated(multiLine: Bool, line: Int, column: Int) -> LexProblem {
      LexProblem(
        line: line, column: column,
        message: multiLine
          ? "unterminated multi-line string: the rest of the file is not read"
          : "unterminated string literal")
    }

    func escapeFollows(hashes: Int) -> Bool {
      (0..<hashes).allSatisfy { peek(1 + $0) == UInt8(ascii: "#") }
    }

    func closesRaw(after offset: Int, hashes: Int) -> Bool {
      (0..<hashes).allSatisfy { peek(offset + $0) == UInt8(ascii: "#") }
    }

    mutating func scanCharacter() {
      advance()
      while let c = peek(), c != UInt8(ascii: "'"), c != 0x0A, c != 0x0D {
        advance(c == UInt8(ascii: "\\") ? 2 : 1)
      }
      if peek() == UInt8(ascii: "'") {
        advance()
      } else {
        problems.append(
          LexProblem(line: line, column: column, message: "unterminated character literal"))
      }
    }

    /// Scans a number literal and returns its value (nil if it has none,
    /// such as a malformed literal).
    mutating func scanNumber() -> Double? {
      if let plain = scanPlainInteger() { return plain }
      let start = i
      var digits: [UInt8] = []
      func isHex(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)
      }
      if peek() == UInt8(ascii: "0"), let p = peek(1),
        p == UInt8(ascii: "x") || p == UInt8(ascii: "X")
      {
        advance(2)
        var hexFloat = false
        while let c = peek() {
          if isHex(c) {
            digits.append(c)
          } else if c == UInt8(ascii: "."), peek(1).map(isHex) == true {
            hexFloat = true
            digits.append(c)
          } else if c == UInt8(ascii: "p") || c == UInt8(ascii: "P") {
            hexFloat = true
            digits.append(c)
            if let s = peek(1), s == UInt8(ascii: "+") || s == UInt8(ascii: "-") {
              advance()
              digits.append(s)
            }
          } else if c != UInt8(ascii: "_") {
            break
          }
          advance()
        }
        skipSuffix()
        let text = String(decoding: digits, as: UTF8.self)
        if hexFloat { return Double("0x" + text) }
        return UInt64(text, radix: 16).map { Double($0) }
      }
      if peek() == UInt8(ascii: "0"), let p = peek(1),
        p == UInt8(ascii: "b") || p == UInt8(ascii: "o") || p == UInt8(ascii: "B")
      {
        let radix = p == UInt8(ascii: "o") ? 8 : 2
        advance(2)
        while let c = peek(), isDigit(c) || c == UInt8(ascii: "_") {
          if c != UInt8(ascii: "_") { digits.append(c) }
          advance()
        }
        skipSuffix()
        return UInt64(String(decoding: digits, as: UTF8.self), radix: radix).map { Double($0) }
      }
      while let c = peek() {
        if isDigit(c) {
          digits.append(c)
        } else if c == UInt8(ascii: "."), !digits.contains(UInt8(ascii: ".")),
          !digits.contains(UInt8(ascii: "e")), i == start || isFractionDot()
        {
          digits.append(c)
        } else if c == UInt8(ascii: "e") || c == UInt8(ascii: "E"),
          let n = peek(1),
          isDigit(n)
            || ((n == UInt8(ascii: "+") || n == UInt8(ascii: "-")) && peek(2).map(isDigit) == true)
        {
          digits.append(c)
          advance()
          digits.append(n)
        } else if c != UInt8(ascii: "_") {
          break
        }
        advance()
      }
      skipSuffix()
      if digits.last == UInt8(ascii: ".") { digits.removeLast() }
      if digits.first == UInt8(ascii: ".") { digits.insert(UInt8(ascii: "0"), at: 0) }
      return Double(String(decoding: digits, as: UTF8.self))
    }

    /// A run of at most 15 decimal digits that nothing of a longer literal
    /// follows (no `.`, `_`, exponent, radix letter): scanned, with any C
    /// suffix, and its value returned without building its text (the value
    /// ``scanNumber()`` gives it, exact below 2^53). Nil, having scanned
    /// nothing, for any other literal.
    mutating func scanPlainInteger() -> Double? {
      var value: UInt64 = 0
      var k = 0
      while let c = peek(k), isDigit(c) {
        value = value &* 10 &+ UInt64(c - 0x30)
        k += 1
      }
      guard k > 0, k <= 15 else { return nil }
      if let next = peek(k) {
        switch next {
        case UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "e"), UInt8(ascii: "E"),
          UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "b"), UInt8(ascii: "B"),
          UInt8(ascii: "o"):
          return nil
        default:
          break
        }
      }
      advance(k)
      skipSuffix()
      return Double(value)
    }

    /// At a `.` after digits: whether it is the number's decimal point.
    /// Swift needs a digit after it (`1.description` is a member); C takes
    /// `64.` and `64.f`.
    func isFractionDot() -> Bool {
      guard let next = peek(1) else { return !swift }
      if isDigit(next) {
        return !tokensEndWithMemberDot()
      }
      if swift { return false }
      return !isIdentifierStart(next) || next == UInt8(ascii: "f") || next == UInt8(ascii: "F")
    }

    /// Whether the number follows a member `.` (a tuple index such as
    /// `pair.0.1`), where a further dot is not a decimal point.
    func tokensEndWithMemberDot() -> Bool {
      guard swift, let last = lastEntry else { return false }
      let entry = entries[Int(last)]
      return entry.kind == .punctuation && entry.text == "."
    }

    /// Skips a C suffix (`f`, `u`, `l`, `ul` …) after a number.
    mutating func skipSuffix() {
      guard !swift else { return }
      while let c = peek(),
        [
          UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "u"), UInt8(ascii: "U"),
          UInt8(ascii: "l"), UInt8(ascii: "L"),
        ].contains(c)
      {
        advance()
      }
    }
  }
}

/// A file's tokens as the rules keep them: each token a 12-byte record (its
/// text's entry, its line, its column and whether it starts a line), each
/// distinct text, with its kind and value, once. A file of 100,000 device
/// checks holds a dozen distinct words a line's worth of records, not a
/// `String` and a `Double?` a token.
///
/// Reading a token (``subscript(_:)``) assembles the ``Token`` from its
/// record and entry: no allocation (a text of more than 15 bytes is shared,
/// not copied).
///
/// - Complexity: O(1) to read a token; the list holds 12 bytes a token plus
///   its distinct texts.
struct TokenList: RandomAccessCollection, Sendable {
  /// One token: 12 bytes.
  struct Record: Sendable, Hashable {
    /// The index of its text's ``Entry``.
    var entry: UInt32
    /// 1-based line (clamped to `UInt32`: a file `insets port` reads is at
    /// most 8 MiB).
    var line: UInt32
    /// 1-based column in the low 31 bits; the top bit: whether a line break
    /// comes before the token.
    var columnAndStart: UInt32

    init(entry: UInt32, line: Int, column: Int, startsLine: Bool) {
      self.entry = entry
      self.line = UInt32(clamping: line)
      self.columnAndStart =
        UInt32(clamping: Swift.min(column, Int(Record.columnMask)))
        | (startsLine ? ~Record.columnMask : 0)
    }

    static let columnMask: UInt32 = 0x7FFF_FFFF

    var column: Int { Int(columnAndStart & Record.columnMask) }
    var startsLine: Bool { columnAndStart & ~Record.columnMask != 0 }
  }

  /// A distinct text: what every token with this text shares.
  struct Entry: Sendable, Hashable {
    var text: String
    var kind: Token.Kind
    /// A number literal's value.
    var value: Double?
  }

  /// What makes two tokens' texts the same entry: their kind and their
  /// bytes.
  struct Key: Hashable {
    var kind: Token.Kind
    var text: ExactText
  }

  var records: [Record]
  var entries: [Entry]
  /// The index of the first record: a window of a file's tokens
  /// (``dropTokens(before:)``) keeps the indices of the whole file.
  var base = 0

  init(records: [Record] = [], entries: [Entry] = []) {
    self.records = records
    self.entries = entries
  }

  var startIndex: Int { base }
  var endIndex: Int { base + records.count }

  subscript(position: Int) -> Token {
    let record = records[position - base]
    let entry = entries[Int(record.entry)]
    return Token(
      kind: entry.kind, text: entry.text, line: Int(record.line), column: record.column,
      startsLine: record.startsLine, value: entry.value)
  }

  /// Lets go of the tokens before `index` (the window then starts there),
  /// once they are at least `minimum` and half the window: each token is
  /// moved O(1) times on average.
  mutating func dropTokens(before index: Int, atLeast minimum: Int) {
    let count = Swift.min(index, endIndex) - base
    guard count >= Swift.max(1, minimum), count * 2 >= records.count else { return }
    records.removeFirst(count)
    base += count
  }

  /// Appends the tokens `scanner` made since it last handed them on, and
  /// its texts' entries: the scanner's records are emptied, its entries
  /// moved here and back (never copied).
  mutating func take(from scanner: inout Lexer.Scanner, upTo limit: Int) {
    swap(&entries, &scanner.entries)
    scanner.run(until: limit)
    swap(&entries, &scanner.entries)
    records.append(contentsOf: scanner.records)
    scanner.records.removeAll(keepingCapacity: true)
  }
}

/// A string compared and hashed byte for byte in UTF-8, not by Unicode's
/// canonical equivalence: a name written in two normal forms is two texts,
/// each kept as written.
struct ExactText: Hashable, Sendable {
  var text: String

  init(_ text: String) { self.text = text }

  static func == (a: ExactText, b: ExactText) -> Bool {
    let (x, y) = (a.text.utf8, b.text.utf8)
    guard x.count == y.count else { return false }
    // The bytes in place when both strings have them (native strings do);
    // the views' generic walk otherwise.
    let inPlace = x.withContiguousStorageIfAvailable { p in
      y.withContiguousStorageIfAvailable { q in p.elementsEqual(q) }
    }
    if let inPlace, let same = inPlace { return same }
    return x.elementsEqual(y)
  }

  func hash(into hasher: inout Hasher) {
    let hashed: Void? = text.utf8.withContiguousStorageIfAvailable {
      hasher.combine(bytes: UnsafeRawBufferPointer($0))
    }
    if hashed == nil {
      Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
    }
  }
}

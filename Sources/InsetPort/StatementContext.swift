/// One statement's tokens, with the queries the rules ask of them.
///
/// Every query is answered from tables built in one pass over the statement
/// (matching brackets, the expression run each token is in, what stops a
/// walk to the left) or from memos kept per expression, call and assignment,
/// so that a statement's numbers cost O(1) each beyond their own terms:
/// scanning stays linear in the statement's length however long a sum,
/// a chain of ternaries or an array literal is, and however deep brackets
/// nest (no query recurses).
struct StatementContext {
  let tokens: TokenList
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
  /// The last of ``ternaryColons`` (a `?` before it may be a conditional's).
  let lastTernaryColon: Int
  /// Every identifier in the statement, gathered the first time it is
  /// asked for (most statements never ask).
  var identifiers: Set<String> {
    if let known = memo.identifiers { return known }
    var names: Set<String> = []
    for t in tokens[whole] where t.kind == .identifier { names.insert(t.text) }
    memo.identifiers = names
    return names
  }
  /// A device check in the statement or in the block around it: 20 and 44
  /// beside it are status bars.
  let deviceHint: Bool
  /// A comparison of the screen's size with a device's.
  var hasScreenComparison = false
  /// Whether the statement holds `==`.
  let hasEquality: Bool
  /// The last `bounds` identifier of the statement (for `UIScreen.main.bounds`).
  let lastBounds: Int
  /// The tables over ``range`` (see ``ExpressionTables``).
  let tables: ExpressionTables
  /// What was worked out once and is asked again, and the work done.
  let memo = StatementMemo()
  /// The meanings of the file's names.
  let names: NameCache

  static let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "===", "!=="]
  static let assignments: Set<String> = ["=", "+=", "-=", "*=", "/="]
  /// Punctuation that ends an expression run (with ``comparisons``).
  static let stopPunctuation: Set<String> = [
    ",", "=", "+=", "-=", "*=", "/=", "&&", "||", "?", "??", ":", ";", "{", "}", "@",
  ]
  static let stopWords: Set<String> = ["return", "case", "let", "var", "in", "else"]
  static let nonOperandWords: Set<String> = [
    "return", "case", "in", "else", "if", "while", "let", "var", "define",
  ]
  /// What `hardBoundary(leftOf:)` stops at besides brackets and `return`.
  static let hardPunctuation: Set<String> = [",", "=", "+=", "-=", "*=", "/="]
  static let chainingFollowers: Set<String> = [".", ")", ",", "=", "]", ">", "{", "?"]

  init(analysis: CodeAnalysis, statement: CodeStatements.Statement) {
    tokens = analysis.tokens
    swift = analysis.swift
    names = analysis.names
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
    var equality = false
    var bounds = -1
    for i in statementRange {
      let t = all[i]
      if t.kind == .identifier {
        if t.text == "bounds" { bounds = i }
      } else if t.isPunctuation("==") {
        equality = true
      }
    }
    hasEquality = equality
    lastBounds = bounds
    let colons = Self.ternaryColons(all, statementRange)
    ternaryColons = colons
    lastTernaryColon = colons.max() ?? -1
    let headerHint = statement.block.map { analysis.structure.blocks[$0].deviceHint } ?? false
    deviceHint = headerHint || Self.mentionsDeviceCheck(all, statementRange, names: analysis.names)
    tables = ExpressionTables(tokens: all, range: range, ternaryColons: colons)
    var comparison = false
    for i in range where all[i].kind == .number {
      if DeviceChecks.dimensions[abs(all[i].value ?? 0)] != nil, isDeviceCheck(i) {
        comparison = true
        break
      }
    }
    hasScreenComparison = comparison
  }

  /// Whether `range` names a device-check helper or compares a screen size.
  static func mentionsDeviceCheck(_ tokens: TokenList, _ range: Range<Int>, names: NameCache)
    -> Bool
  {
    var comparison = false
    var dimension = false
    var screen = false
    for t in tokens[range] {
      switch t.kind {
      case .identifier:
        if names.isDeviceCheckName(t.text) { return true }
        if !screen, names.isScreenWord(t.text) { screen = true }
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

  static func ternaryColons(_ tokens: TokenList, _ range: Range<Int>) -> Set<Int> {
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
        let chaining = next.map { chainingFollowers.contains($0.text) } ?? true
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

  /// Whether the statement's expression is built on a constant for the bar
  /// stack at the top: a name that says navigation bar (`navigationHeight`,
  /// `kNavBarHeight`, `kStatusBarAndNavigationBarHeight`) other than the
  /// one the statement defines or assigns.
  func mentionsNavigationBarStack() -> Bool {
    if let known = memo.navigationStack { return known }
    var found = false
    let lhs = firstAssignmentTarget()
    for name in identifiers where name != defineName && name != lhs {
      memo.steps += 1
      let m = names.meaning(name)
      if m.contains(.navigation), !m.contains(.excluded) {
        found = true
        break
      }
    }
    memo.navigationStack = found
    return found
  }

  /// Whether the call at `open` reads the safe area in any argument
  /// (worked out once per call).
  func callReadsSafeArea(_ open: Int) -> Bool {
    if let known = memo.callsReadingSafeArea[open] { return known }
    var reads = false
    for k in open..<close(of: open) where tokens[k].kind == .identifier {
      memo.steps += 1
      if WordTables.word(tokens[k].text, names: names).safeArea {
        reads = true
        break
      }
    }
    memo.callsReadingSafeArea[open] = reads
    return reads
  }

  /// The name a statement's first `=` assigns (the last of its path).
  func firstAssignmentTarget() -> String? {
    firstAssignment().flatMap { lhsPath(op: $0).last }
  }

  // MARK: Expressions

  func isTernaryMark(_ i: Int) -> Bool {
    ternaryColons.contains(i) || (tokens[i].isPunctuation("?") && lastTernaryColon > i)
  }

  /// Whether the token ends an operand, so that a `+` or `-` after it is binary.
  func isOperandEnd(_ t: Token) -> Bool {
    Self.isOperandEnd(t)
  }

  static func isOperandEnd(_ t: Token) -> Bool {
    switch t.kind {
    case .identifier:
      return !nonOperandWords.contains(t.text)
    case .number, .string, .character:
      return true
    case .punctuation:
      return t.text == ")" || t.text == "]"
    }
  }

  /// Whether the token at `i` stops an expression scan at depth 0.
  func stops(_ i: Int, rightward: Bool) -> Bool {
    Self.stops(tokens, i, rightward: rightward, end: range.upperBound, ternaryColons: ternaryColons)
  }

  static func stops(
    _ tokens: TokenList, _ i: Int, rightward: Bool, end: Int, ternaryColons: Set<Int>
  ) -> Bool {
    let t = tokens[i]
    switch t.kind {
    case .punctuation:
      return stopPunctuation.contains(t.text) || comparisons.contains(t.text)
    case .identifier:
      if stopWords.contains(t.text) { return true }
      // An Objective-C selector piece (`constant:`) starts the next argument.
      return rightward && i + 1 < end && tokens[i + 1].isPunctuation(":")
        && !ternaryColons.contains(i + 1)
    default:
      return false
    }
  }

  /// The expression around the number at `i`, at its own bracket depth,
  /// between stops (`,`, `=`, `:`, `?`, comparisons, brackets).
  func span(around i: Int) -> Range<Int> {
    tables.span(around: i)
  }

  /// Everything the rules ask about the expression `span`, worked out once
  /// for all the numbers in it.
  func facts(of span: Range<Int>) -> SpanFacts {
    if let known = memo.spans[span.lowerBound] { return known }
    let terms = terms(in: span)
    var facts = SpanFacts(span: span, terms: terms)
    for term in terms {
      if let literal = term.literal,
        BarNumbers.all.contains(abs(literal.value)) || abs(literal.value) == 96
      {
        facts.literals.append(literal)
      }
      if term.isHeight { facts.heightTerm = facts.heightTerm ?? term }
      if let name = term.barName {
        facts.barTerm = facts.barTerm ?? term
        facts.barMeanings.append(names.meaning(name))
      }
      if term.mentionsScreen { facts.mentionsScreen = true }
      if term.mentionsContentOffset { facts.mentionsContentOffset = true }
      if term.readsSafeArea { facts.readsSafeArea = true }
    }
    if facts.literals.count >= 2 { facts.literalIndices = Set(facts.literals.map(\.index)) }
    facts.slot = slot(before: span.lowerBound)
    // Kept only for an expression holding more than one number: a lone
    // number's facts are asked once (an array of a million numbers keeps
    // nothing).
    if tables.numbers(in: span) > 1 { memo.spans[span.lowerBound] = facts }
    return facts
  }

  /// The terms of `span` between binary `+` and `-` at its depth; a
  /// bracketed group is skipped whole.
  func terms(in span: Range<Int>) -> [Term] {
    var ranges: [Range<Int>] = []
    var start = span.lowerBound
    var j = span.lowerBound
    while j < span.upperBound {
      memo.steps += 1
      let t = tokens[j]
      if t.isPunctuation("(") || t.isPunctuation("[") {
        // The group is one piece of the term; an unclosed one runs to the end.
        guard let close = tables.partner(of: j), close < span.upperBound else { break }
        j = close + 1
        continue
      }
      if t.isPunctuation("+") || t.isPunctuation("-"), j > start, isOperandEnd(tokens[j - 1]) {
        ranges.append(start..<j)
        start = j + 1
      }
      j += 1
    }
    if start < span.upperBound { ranges.append(start..<span.upperBound) }
    return ranges.map(term)
  }

  func term(_ r: Range<Int>) -> Term {
    if r.count <= 8 {
      // A short term is read directly (most are one literal or a name or
      // two); the name tables serve the long ones.
      var term = Term(range: r, literal: literal(in: r), isHeight: false, mentionsScreen: false)
      for i in r where tokens[i].kind == .identifier {
        let word = WordTables.word(tokens[i].text, names: names)
        term.isHeight = term.isHeight || word.height
        term.mentionsScreen = term.mentionsScreen || word.screen
        term.mentionsContentOffset = term.mentionsContentOffset || word.contentOffset
        term.readsSafeArea = term.readsSafeArea || word.safeArea
        term.mentionsOwnView = term.mentionsOwnView || word.ownView
        if word.barNamed, term.barName == nil { term.barName = tokens[i].text }
      }
      return term
    }
    let words = tables.words(memo: memo, names: names)
    let barName = words.firstBarName(in: r).map { tokens[$0].text }
    return Term(
      range: r, literal: literal(in: r), isHeight: words.count(\.height, in: r) > 0,
      mentionsScreen: words.count(\.screen, in: r) > 0, barName: barName,
      mentionsContentOffset: words.count(\.contentOffset, in: r) > 0,
      readsSafeArea: words.count(\.safeArea, in: r) > 0,
      mentionsOwnView: words.count(\.ownView, in: r) > 0)
  }

  /// The number literal `r` is, possibly signed.
  func literal(in r: Range<Int>) -> Term.Literal? {
    if r.count == 1, tokens[r.lowerBound].kind == .number, let v = tokens[r.lowerBound].value {
      return Term.Literal(index: r.lowerBound, value: v)
    }
    if r.count == 2,
      tokens[r.lowerBound].isPunctuation("-") || tokens[r.lowerBound].isPunctuation("+"),
      tokens[r.lowerBound + 1].kind == .number, let v = tokens[r.lowerBound + 1].value
    {
      return Term.Literal(
        index: r.lowerBound + 1, value: tokens[r.lowerBound].text == "-" ? -v : v)
    }
    return nil
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
    tables.enclosingOpen(i)
  }

  /// The matching `)` or `]` of the bracket at `open` (the end of the range
  /// when it has none).
  func close(of open: Int) -> Int {
    tables.partner(of: open) ?? range.upperBound
  }

  /// Walks left from `j` over a ternary's condition to what holds it: the
  /// nearest `,`, `=`, compound assignment, non-ternary `:` or `return` at
  /// `j`'s depth, or the bracket that opens that depth.
  func hardBoundary(leftOf j: Int) -> Int {
    tables.hardBoundary(leftOf: j)
  }

  /// Where the chain of names, `.`, `?`, `!` and bracketed groups that ends
  /// just before `end` starts (`tableView.topAnchor.constraint` before its `(`).
  func chainStart(before end: Int) -> Int {
    tables.chainStart(before: end)
  }

  /// A call's arguments: label (Swift) and token range, split at commas.
  func arguments(of open: Int) -> [(label: String?, range: Range<Int>)] {
    let end = close(of: open)
    var result: [(label: String?, range: Range<Int>)] = []
    var start = open + 1
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
      memo.steps += 1
      let t = tokens[j]
      if t.isPunctuation("(") || t.isPunctuation("[") {
        guard let close = tables.partner(of: j), close < end else { break }
        j = close + 1
        continue
      }
      if t.isPunctuation(",") {
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
    literal(in: r)?.value
  }
}

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
  /// It reads `contentOffset`.
  var mentionsContentOffset = false
  /// It reads the safe area or the adjusted content inset.
  var readsSafeArea = false
  /// It names a view of the app's own (a cell's `contentView`, a footer).
  var mentionsOwnView = false

  var index: Int { range.lowerBound }
}

/// What the rules ask about one expression (a `span`), for every number in it.
struct SpanFacts {
  var span: Range<Int>
  var terms: [Term]
  /// The terms that are bar literals (or 96, a large title's bar), in order.
  var literals: [Term.Literal] = []
  /// The literals' indices, when there are two or more.
  var literalIndices: Set<Int> = []
  /// The first term naming a height, and the first naming a bar.
  var heightTerm: Term?
  var barTerm: Term?
  /// The meanings of every bar name among the terms.
  var barMeanings: [NameMeaning] = []
  var mentionsScreen = false
  var mentionsContentOffset = false
  /// A term reads the safe area: the numbers beside it are the app's own.
  var readsSafeArea = false
  /// What holds the expression.
  var slot = Slot.other
  /// The sum of the bar literals, read as bars, once asked (nil inside: none).
  var fold: (assumption: CodeAssumption, meaning: BarNumbers.Meaning, phrase: String)??

  /// Whether the expression is one term.
  var isWhole: Bool { terms.count == 1 }
}

/// What a statement's queries keep, so that each is worked out once: the
/// facts of each expression, the slot of each expression start, each call's
/// and message's arguments, each assignment's path. A class so that the
/// queries, which read the statement, can fill it; it lives as long as one
/// statement's analysis and is never shared.
final class StatementMemo {
  /// ``StatementContext/identifiers``, once gathered.
  var identifiers: Set<String>?
  /// Tokens visited by the walks that remain (a term's pieces, a call's
  /// arguments, a left-hand side): the measure of work the linearity tests
  /// count.
  var steps = 0
  var spans: [Int: SpanFacts] = [:]
  var slots: [Int: Slot] = [:]
  var calls: [Int: CallArguments] = [:]
  var messagePieces: [Int: [String]] = [:]
  var constraintSlots: [Int: Slot] = [:]
  var barHeightSlots: [Int: Slot] = [:]
  var assignmentSlots: [Int: Slot] = [:]
  var lhsPaths: [Int: [String]] = [:]
  var masonrySlots: [String: Slot] = [:]
  var declarations: [Int]?
  var firstAssignment: Int??
  var navigationStack: Bool?
  var callsReadingSafeArea: [Int: Bool] = [:]
  var words: WordTables?
}

/// A call's arguments, with the lookups a number in one of them needs.
struct CallArguments {
  var arguments: [(label: String?, range: Range<Int>)]
  var labels: Set<String>
  /// The first argument with each label.
  var labelled: [String: Int]
  /// Each argument's index by its first token.
  var byStart: [Int: Int]
  /// Each argument's value when it is one literal.
  var values: [Double?]

  init(_ arguments: [(label: String?, range: Range<Int>)], literal: (Range<Int>) -> Double?) {
    self.arguments = arguments
    labels = Set(arguments.compactMap(\.label))
    labelled = [:]
    byStart = [:]
    for (k, argument) in arguments.enumerated() {
      if let label = argument.label, labelled[label] == nil { labelled[label] = k }
      byStart[argument.range.lowerBound] = k
    }
    values = arguments.map { literal($0.range) }
  }

  /// The argument holding `start` (the first token of its expression), or
  /// labelled by the name at `start`.
  func position(of start: Int) -> Int? {
    // The last argument starting at or before `start`.
    var low = 0
    var high = arguments.count
    while low < high {
      let mid = (low + high) / 2
      if arguments[mid].range.lowerBound <= start { low = mid + 1 } else { high = mid }
    }
    if low > 0,
      arguments[low - 1].range.contains(start) || arguments[low - 1].range.lowerBound == start
    {
      return low - 1
    }
    return byStart[start] ?? byStart[start + 2]
  }
}

/// Per-token facts of a statement's names, summed so that a term's are O(1).
struct WordTables {
  struct Flags {
    var height: [Int32]
    var screen: [Int32]
    var contentOffset: [Int32]
    var safeArea: [Int32]
    var ownView: [Int32]
  }
  let lower: Int
  /// Running counts (one more entry than tokens).
  let flags: Flags
  /// For each token, the next one at or after it whose name says "a bar".
  let nextBarName: [Int32]

  init(tokens: TokenList, range: Range<Int>, names: NameCache) {
    lower = range.lowerBound
    var height: [Int32] = [0]
    var screen: [Int32] = [0]
    var offset: [Int32] = [0]
    var safeArea: [Int32] = [0]
    var ownView: [Int32] = [0]
    height.reserveCapacity(range.count + 1)
    screen.reserveCapacity(range.count + 1)
    offset.reserveCapacity(range.count + 1)
    var barNamed = [Bool](repeating: false, count: range.count)
    for i in range {
      let t = tokens[i]
      var word = Word()
      if t.kind == .identifier {
        word = Self.word(t.text, names: names)
        barNamed[i - lower] = word.barNamed
      }
      height.append(height[height.count - 1] + (word.height ? 1 : 0))
      screen.append(screen[screen.count - 1] + (word.screen ? 1 : 0))
      offset.append(offset[offset.count - 1] + (word.contentOffset ? 1 : 0))
      safeArea.append(safeArea[safeArea.count - 1] + (word.safeArea ? 1 : 0))
      ownView.append(ownView[ownView.count - 1] + (word.ownView ? 1 : 0))
    }
    flags = Flags(
      height: height, screen: screen, contentOffset: offset, safeArea: safeArea, ownView: ownView)
    var next = [Int32](repeating: Int32.max, count: range.count + 1)
    var k = range.count - 1
    while k >= 0 {
      next[k] = barNamed[k] ? Int32(k) : next[k + 1]
      k -= 1
    }
    nextBarName = next
  }

  /// What a term asks of one name.
  struct Word {
    /// It says "a bar" (`kStatusBarHeight`).
    var barNamed = false
    /// It names a height (`bounds.height`, `SCREEN_HEIGHT`), not a bar's.
    var height = false
    /// It mentions the screen.
    var screen = false
    /// It is `contentOffset`.
    var contentOffset = false
    /// It reads the safe area (`safeAreaInsets`, `safeAreaLayoutGuide`,
    /// `adjustedContentInset`): code built on it already knows the bars.
    var safeArea = false
    /// It names a view of the app's own that a height belongs to: a cell's
    /// `contentView`, a header, a footer, a button.
    var ownView = false
  }

  static func word(_ text: String, names: NameCache) -> Word {
    var word = Word()
    let n = Words.normalized(text)
    let m = names.meaning(text)
    word.screen = n.contains("screen")
    word.contentOffset = text == "contentOffset"
    word.safeArea = names.readsSafeArea(text)
    word.ownView = n.contains("contentview") || m.contains(.excluded)
    if !m.contains(.excluded), !m.isDisjoint(with: .strong) {
      word.barNamed = true
    } else if !m.contains(.excluded), m.isDisjoint(with: [.bar]),
      n.contains("height") || n.hasSuffix("screenh") || n == "maxy"
    {
      word.height = true
    }
    return word
  }

  /// How many tokens of `r` have the flag.
  func count(_ flag: KeyPath<Flags, [Int32]>, in r: Range<Int>) -> Int32 {
    let sums = flags[keyPath: flag]
    return sums[r.upperBound - lower] - sums[r.lowerBound - lower]
  }

  /// The first token of `r` whose name says "a bar".
  func firstBarName(in r: Range<Int>) -> Int? {
    guard r.lowerBound - lower < nextBarName.count else { return nil }
    let next = nextBarName[r.lowerBound - lower]
    guard next != Int32.max, lower + Int(next) < r.upperBound else { return nil }
    return lower + Int(next)
  }
}

/// The tables of one statement's expression part, built in one pass: each
/// bracket's partner, each token's enclosing bracket, the expression run
/// (span) each token is in, and where walks to the left stop. Offsets are
/// 32-bit, relative to the range, to keep the tables small.
struct ExpressionTables {
  let range: Range<Int>
  /// Each bracket's partner, or -1.
  let partners: [Int32]
  /// Each token's innermost unmatched `(` or `[` before it, or -1.
  let opens: [Int32]
  /// Each token's span start and its span's end (at its own depth, between
  /// stops).
  let spanStarts: [Int32]
  let spanEnds: [Int32]
  /// Each token's hard boundary (see ``StatementContext/hardBoundary(leftOf:)``).
  let hardBoundaries: [Int32]
  /// Each token's chain start (see ``StatementContext/chainStart(before:)``).
  let chainStarts: [Int32]
  /// Running count of number literals (one more entry than tokens).
  let numberCounts: [Int32]
  let tokens: TokenList

  init(tokens: TokenList, range: Range<Int>, ternaryColons: Set<Int>) {
    self.tokens = tokens
    self.range = range
    let n = range.count
    let lower = range.lowerBound
    var partners = [Int32](repeating: -1, count: n)
    var opens = [Int32](repeating: -1, count: n)
    var spanStarts = [Int32](repeating: 0, count: n)
    var segments = [Int32](repeating: 0, count: n)
    var segmentEnds: [Int32] = []
    var hard = [Int32](repeating: -1, count: n)
    var chains = [Int32](repeating: 0, count: n)
    var numbers = [Int32](repeating: 0, count: n + 1)

    /// One bracket depth: where it opened, its current run's start and
    /// segment, the last hard stop and the last token outside a chain.
    struct Level {
      var open: Int32
      var runStart: Int32
      var segment: Int32
      var lastHard: Int32
      var lastNonChain: Int32
    }
    func newSegment() -> Int32 {
      segmentEnds.append(Int32(n))
      return Int32(segmentEnds.count - 1)
    }
    var levels = [
      Level(open: -1, runStart: 0, segment: newSegment(), lastHard: -1, lastNonChain: -1)
    ]
    for k in 0..<n {
      let i = lower + k
      let t = tokens[i]
      numbers[k + 1] = numbers[k] + (t.kind == .number ? 1 : 0)
      let isOpen = t.isPunctuation("(") || t.isPunctuation("[")
      let isClose = t.isPunctuation(")") || t.isPunctuation("]")
      if isClose, levels.count > 1 {
        // The inner level ends here: its runs end at this bracket.
        let inner = levels.removeLast()
        segmentEnds[Int(inner.segment)] = Int32(k)
        partners[k] = inner.open
        partners[Int(inner.open)] = Int32(k)
      }
      let level = levels[levels.count - 1]
      opens[k] = isClose && partners[k] >= 0 ? partners[k] : level.open
      spanStarts[k] = level.runStart
      segments[k] = level.segment
      chains[k] = level.lastNonChain + 1
      if isOpen {
        hard[k] = Int32(k)
        levels.append(
          Level(
            open: Int32(k), runStart: Int32(k + 1), segment: newSegment(), lastHard: Int32(k),
            lastNonChain: Int32(k)))
        continue
      }
      if isClose {
        hard[k] = level.lastHard
        if partners[k] < 0 {
          // A `)` that closes nothing ends the run, as a stop does.
          segmentEnds[Int(level.segment)] = Int32(k)
          levels[levels.count - 1].runStart = Int32(k + 1)
          levels[levels.count - 1].segment = newSegment()
        }
        continue
      }
      if StatementContext.stops(
        tokens, i, rightward: true, end: range.upperBound, ternaryColons: ternaryColons)
      {
        // The run ends before this token; the next starts after it.
        segmentEnds[Int(level.segment)] = Int32(k)
        levels[levels.count - 1].runStart = Int32(k + 1)
        levels[levels.count - 1].segment = newSegment()
      }
      let hardStop =
        (t.kind == .punctuation
          && (StatementContext.hardPunctuation.contains(t.text)
            || (t.text == ":" && !ternaryColons.contains(i))))
        || t.isIdentifier("return")
      if hardStop { levels[levels.count - 1].lastHard = Int32(k) }
      hard[k] = levels[levels.count - 1].lastHard
      let chainToken =
        t.kind == .identifier || t.isPunctuation(".") || t.isPunctuation("?")
        || t.isPunctuation("!")
      if !chainToken { levels[levels.count - 1].lastNonChain = Int32(k) }
    }
    var ends = [Int32](repeating: Int32(n), count: n)
    for k in 0..<n { ends[k] = segmentEnds[Int(segments[k])] }
    self.partners = partners
    self.opens = opens
    self.spanStarts = spanStarts
    self.spanEnds = ends
    self.hardBoundaries = hard
    self.chainStarts = chains
    self.numberCounts = numbers
  }

  /// How many number literals `r` holds.
  func numbers(in r: Range<Int>) -> Int {
    let r = r.clamped(to: range)
    return Int(
      numberCounts[r.upperBound - range.lowerBound] - numberCounts[r.lowerBound - range.lowerBound])
  }

  func partner(of i: Int) -> Int? {
    guard range.contains(i) else { return nil }
    let p = partners[i - range.lowerBound]
    return p < 0 ? nil : range.lowerBound + Int(p)
  }

  func enclosingOpen(_ i: Int) -> Int? {
    guard range.contains(i) else { return nil }
    let o = opens[i - range.lowerBound]
    return o < 0 ? nil : range.lowerBound + Int(o)
  }

  func span(around i: Int) -> Range<Int> {
    guard range.contains(i) else { return i..<i }
    let k = i - range.lowerBound
    let start = range.lowerBound + Int(spanStarts[k])
    let end = range.lowerBound + Int(spanEnds[k])
    // A token that is itself a stop is a span of its own.
    return min(start, i)..<max(end, i + 1)
  }

  func hardBoundary(leftOf j: Int) -> Int {
    guard j >= range.lowerBound else { return range.lowerBound - 1 }
    guard j < range.upperBound else { return range.lowerBound - 1 }
    return range.lowerBound + Int(hardBoundaries[j - range.lowerBound])
  }

  func chainStart(before end: Int) -> Int {
    guard range.contains(end) else { return end }
    return range.lowerBound + Int(chainStarts[end - range.lowerBound])
  }

  /// The name tables, built when first asked.
  func words(memo: StatementMemo, names: NameCache) -> WordTables {
    if let known = memo.words { return known }
    let built = WordTables(tokens: tokens, range: range, names: names)
    memo.steps += range.count
    memo.words = built
    return built
  }
}

extension RandomAccessCollection where Index == Int {
  /// The element at `index`, or nil past the ends.
  subscript(orNil index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}

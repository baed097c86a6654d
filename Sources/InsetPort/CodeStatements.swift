/// Swift and Objective-C tokens grouped into statements and blocks: enough
/// structure for the rules to see what a number is assigned to, passed to or
/// returned from.
struct CodeStatements {
  /// A run of tokens ended by `;`, `{`, `}` or (in Swift, and for
  /// Objective-C preprocessor lines) a line break outside brackets.
  ///
  /// Kept in 16 bytes (a file of 100,000 device checks holds 200,000 of
  /// them): token and block indices as `Int32`, which a file of at most
  /// 8 MiB cannot overflow.
  struct Statement {
    private var start: Int32
    private var end: Int32
    private var blockIndex: Int32
    /// Whether it is the first statement of its block.
    var isFirstInBlock: Bool

    init(range: Range<Int>, block: Int?, isFirstInBlock: Bool) {
      start = Int32(clamping: range.lowerBound)
      end = Int32(clamping: range.upperBound)
      blockIndex = block.map { Int32(clamping: $0) } ?? -1
      self.isFirstInBlock = isFirstInBlock
    }

    /// Its tokens.
    var range: Range<Int> { Int(start)..<Int(end) }
    /// The innermost block holding the statement.
    var block: Int? { blockIndex < 0 ? nil : Int(blockIndex) }
  }

  /// A `{ … }` block and the statement before it (its header).
  ///
  /// Its token and block indices are kept as `Int32` (a file of 100,000
  /// device checks holds 100,000 blocks), which a file of at most 8 MiB
  /// cannot overflow.
  struct Block {
    private var headerStart: Int32
    private var headerEnd: Int32
    private var parentIndex: Int32 = -1
    private var methodIndex: Int32 = -1
    /// The function, method or property the block belongs to, inherited by
    /// `if`, `get` and other blocks inside it.
    var name: String?
    /// The type whose body, or whose method's body, this is: a Swift
    /// `class`, `struct` or `extension`, an Objective-C `@implementation`.
    var typeName: String? = nil
    /// What the block is: a type's body, a method's, a closure's.
    var role: Role = .control
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
    /// A closure that captures `self` weakly (`[weak self]`, an
    /// Objective-C block after `__weak typeof(self) weakSelf`) is this
    /// block or lies between it and ``method``: code in it cannot name
    /// `self` as the method does.
    var weakSelf = false
    /// The header asks for iOS 11 or later (``CodeStatements/asksForIOS11(_:_:)``):
    /// worked out when the block opens, since an `else` or a `guard`'s
    /// block may ask it of a header long past.
    var asksForIOS11 = false
    /// A `switch` over the screen's size: the header names a word of it.
    var switchesOnScreen = false

    init(header: Range<Int>, name: String?, isDeclaration: Bool, isSwitch: Bool) {
      headerStart = Int32(clamping: header.lowerBound)
      headerEnd = Int32(clamping: header.upperBound)
      self.name = name
      self.isDeclaration = isDeclaration
      self.isSwitch = isSwitch
    }

    /// The header's tokens.
    var header: Range<Int> { Int(headerStart)..<Int(headerEnd) }
    /// The block that holds this one.
    var parent: Int? {
      get { parentIndex < 0 ? nil : Int(parentIndex) }
      set { parentIndex = newValue.map { Int32(clamping: $0) } ?? -1 }
    }
    /// The innermost method or function body around the block (itself when
    /// it is one); nil at a type's or the file's level.
    var method: Int? {
      get { methodIndex < 0 ? nil : Int(methodIndex) }
      set { methodIndex = newValue.map { Int32(clamping: $0) } ?? -1 }
    }
  }

  /// What a block's braces hold.
  enum Role: Equatable {
    /// A type's body: `class Feed: UIViewController {`, `extension Feed {`.
    case type(superclass: String?)
    /// An instance method, initialiser or computed property of a type.
    case instanceMethod
    /// A `static` or `class` method, an Objective-C `+` method.
    case typeMethod
    /// A free function: a C function, a Swift function outside a type.
    case function
    /// A closure or an Objective-C block.
    case closure
    /// `if`, `else`, `switch`, `for`, a property's `get`: the code of the
    /// block around it.
    case control
  }

  /// The file's tokens: all of them, or (read a part at a time,
  /// ``readMore()``) a window from a little before the statement
  /// being split.
  var tokens: TokenList
  let swift: Bool
  /// The meanings of the file's names, shared with the rules.
  let names: NameCache
  /// The statements split so far (those not yet taken, when the file is
  /// read a part at a time).
  var statements: [Statement] = []
  var blocks = BlockList()
  /// The names of the file's instance methods (``Role/instanceMethod``)
  /// met so far.
  var methodNames: Set<String> = []
  /// Objective-C classes the file declares with a superclass
  /// (`@interface Feed : UIViewController`), and Swift classes
  /// (`class Feed: UITableViewController`): name to superclass.
  var superclasses: [String: String] = [:]
  /// Swift value types and protocols the file declares (`struct`, `enum`,
  /// `protocol`, `actor`): never a UIKit view or view controller, whatever
  /// their names (a SwiftUI `struct FeedView: View`).
  var valueTypes: Set<String> = []

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

  /// Where the split stands: what it keeps from one token to the next.
  struct SplitState {
    /// The open blocks, innermost last.
    var stack: [Int] = []
    var lastClosed: Int?
    /// The statements of each open block so far.
    var counts: [Int: Int] = [:]
    /// The first token of the statement being read.
    var start = 0
    /// Open brackets in it.
    var depth = 0
    /// The Objective-C `@implementation` being read.
    var implementation: String?
    /// The last token that made a weak reference to `self` (`__weak`,
    /// `weakSelf`, `weakify`).
    var lastWeak = -1
    /// The next token to split.
    var next = 0
    /// Whether the last statement is split.
    var done = false
  }

  var state = SplitState()
  /// The scanner of a file read a part at a time; at its end for a file
  /// whose tokens were all given at once.
  var lexer: Lexer.Scanner
  /// How a file read a part at a time is held.
  var window = TokenWindow()
  /// Whether only what the first of two passes asks is worked out: the
  /// statements, and each block's role, name, method and type (not what
  /// only the rules read: device checks, availability, the fallback).
  var firstPass = false
  /// The most tokens and blocks held at once so far (what the tests of
  /// memory count).
  var held = (tokens: 0, blocks: 0)

  /// The statements and blocks of all of `tokens`.
  init(tokens: TokenList, swift: Bool, names: NameCache = NameCache()) {
    self.tokens = tokens
    self.swift = swift
    self.names = names
    self.lexer = Lexer.scanner([], language: swift ? .swift : .objectiveC)
    split(final: true)
  }

  /// A file to be read a part at a time (``readMore()``), lexed as
  /// it goes: the tokens held are a window, never the whole file.
  init(
    streaming bytes: [UInt8], language: SourceLanguage, names: NameCache,
    window: TokenWindow = TokenWindow(), firstPass: Bool = false
  ) {
    self.firstPass = firstPass
    self.tokens = TokenList()
    self.swift = language == .swift
    self.names = names
    self.lexer = Lexer.scanner(bytes, language: language)
    self.window = window
  }

  /// Lets go of the tokens no statement still to be split or taken can
  /// read: those more than a few before the statement being split (the
  /// rules look one or two tokens before a statement).
  mutating func dropPassedTokens() {
    tokens.dropTokens(
      before: Swift.min(state.start, state.next) - window.margin, atLeast: window.minimumDrop)
    // Of the blocks, what the split reads later: the open ones, and the
    // last closed (an `else` asks of its `if`).
    var open = Set(state.stack)
    if let closed = state.lastClosed { open.insert(closed) }
    blocks.dropClosed(keeping: open, atLeast: window.minimumDrop)
  }

  /// Lexes ``TokenWindow/chunk`` more tokens and splits what they
  /// complete, appending to ``statements``; whether there is more to read.
  mutating func readMore() -> Bool {
    guard !state.done else { return false }
    tokens.take(from: &lexer, upTo: window.chunk)
    held.tokens = Swift.max(held.tokens, tokens.records.count)
    split(final: lexer.atEnd)
    held.blocks = Swift.max(held.blocks, blocks.held)
    return !state.done
  }

  /// Splits the tokens up to the window's end (to the file's end when
  /// `final`): a token is split once the three after it are lexed, which
  /// is as far as the split looks ahead.
  mutating func split(final: Bool) {
    let limit = final ? tokens.endIndex : tokens.endIndex - 3
    while state.next < limit {
      split(token: state.next)
      state.next += 1
    }
    if final, !state.done {
      finishStatement(tokens.endIndex)
      state.done = true
    }
  }

  /// Ends the statement being read at `end`.
  mutating func finishStatement(_ end: Int) {
    guard state.start < end else { return }
    let key = state.stack.last ?? -1
    statements.append(
      Statement(
        range: state.start..<end, block: state.stack.last,
        isFirstInBlock: (state.counts[key] ?? 0) == 0))
    state.counts[key, default: 0] += 1
  }

  /// Reads the token at `i`: where statements end, and the blocks it opens
  /// and closes.
  mutating func split(token i: Int) {
    let t = tokens[i]
    let start = state.start
    if i > start, t.startsLine, state.depth == 0 {
      let preprocessor = tokens[start].isPunctuation("#")
      let ends =
        preprocessor
        || (swift
          && !(tokens[i - 1].kind == .punctuation
            && Self.continuesAfter.contains(tokens[i - 1].text))
          && !(t.kind == .punctuation && Self.continuesBefore.contains(t.text)))
      if ends {
        finishStatement(i)
        state.start = i
      }
    } else if i > start, t.startsLine, tokens[start].isPunctuation("#") {
      // A preprocessor line ends at its line break, brackets or not.
      finishStatement(i)
      state.start = i
      state.depth = 0
    }
    if t.kind == .identifier, i > 0, tokens[i - 1].isPunctuation("@") {
      if t.text == "implementation" {
        state.implementation = tokens[orNil: i + 1].flatMap {
          $0.kind == .identifier ? $0.text : nil
        }
      } else if t.text == "end" {
        state.implementation = nil
      } else if t.text == "interface", let name = tokens[orNil: i + 1],
        tokens[orNil: i + 2]?.isPunctuation(":") == true, let superclass = tokens[orNil: i + 3],
        superclass.kind == .identifier
      {
        superclasses[name.text] = superclass.text
      }
    }
    if t.kind == .identifier, !swift {
      // (Bytes, no lowercased copy: this runs at every identifier.)
      let text = t.text
      if text == "__weak" || text.contains("eakSelf") || text.contains("eakself")
        || text == "weakify" || text == "weak_self"
      {
        state.lastWeak = i
      }
    }
    guard t.kind == .punctuation else { return }
    switch t.text {
    case "(", "[":
      state.depth += 1
    case ")", "]":
      state.depth = max(0, state.depth - 1)
    case ";":
      finishStatement(i)
      state.start = i + 1
      state.depth = 0
    case "{":
      let header = start..<i
      finishStatement(i)
      let stack = state.stack
      let lastClosed = state.lastClosed
      let parentName = stack.last.flatMap { blocks[$0].name }
      var opened = block(header: header, parentName: parentName)
      place(
        &opened, open: i, parent: stack.last, implementation: state.implementation,
        lastWeak: state.lastWeak)
      if !firstPass { readHeader(&opened, stack: stack, lastClosed: lastClosed) }
      if opened.role == .instanceMethod, let name = opened.name { methodNames.insert(name) }
      blocks.append(opened)
      state.stack.append(blocks.count - 1)
      state.start = i + 1
      state.depth = 0
    case "}":
      finishStatement(i)
      state.lastClosed = state.stack.popLast()
      // A closed block has no more statements: its count goes, so that
      // the counts are those of the open blocks, not of every block.
      if let closed = state.lastClosed { state.counts[closed] = nil }
      state.start = i + 1
      state.depth = 0
    default:
      break
    }
  }

  /// What the rules read of a block's header: a device check in it (or in
  /// the `if` an `else` belongs to), a request for iOS 11, the fallback
  /// before it, a `switch` over the screen's size.
  func readHeader(_ opened: inout Block, stack: [Int], lastClosed: Int?) {
    let header = opened.header
    let elseOfCheck =
      tokens[orNil: header.lowerBound]?.isIdentifier("else") == true
      && lastClosed.map { blocks[$0].deviceHint } == true
    opened.deviceHint =
      elseOfCheck || StatementContext.mentionsDeviceCheck(tokens, header, names: names)
    let startsElse = tokens[orNil: header.lowerBound]?.isIdentifier("else") == true
    opened.asksForIOS11 = Self.asksForIOS11(tokens, header)
    if opened.isSwitch {
      opened.switchesOnScreen = tokens[header].contains {
        $0.kind == .identifier && StatementContext.isScreenWord($0.text)
      }
    }
    opened.isLegacyFallback =
      stack.last.map { blocks[$0].isLegacyFallback } == true
      || (startsElse && lastClosed.map { blocks[$0].asksForIOS11 } == true)
      || (tokens[orNil: header.lowerBound]?.isIdentifier("guard") == true
        && opened.asksForIOS11)
      || tokens[header].contains { $0.isIdentifier("unavailable") }
  }

  /// Whether a header asks for iOS 11 or later: `#available(iOS 11.0, *)`,
  /// `@available(iOS 13, *)`, `systemVersion.floatValue >= 11`.
  static func asksForIOS11(_ tokens: TokenList, _ header: Range<Int>) -> Bool {
    // Asked of every block's header: a walk, no set of its names.
    let asks = tokens[header].contains {
      $0.kind == .identifier && ($0.text == "available" || $0.text == "systemVersion")
    }
    guard asks else { return false }
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
    let methodStart = Self.objectiveCMethodStart(tokens, header).map { $0 - header.lowerBound }
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

// MARK: The blocks of a file

/// How a file read a part at a time is held (``CodeStatements/readMore()``):
/// `chunk` tokens lexed at a time, `margin` tokens kept before the
/// statement being split (the rules look a token or two before a
/// statement), and tokens or blocks let go of once `minimumDrop` can be.
/// A file of at most `wholeFile` bytes is read at once.
struct TokenWindow {
  var chunk = 16_384
  var margin = 64
  var minimumDrop = 1_024
  var wholeFile = 65_536
}

/// The blocks of a file by index: every block, or (for a file read a part
/// at a time) those opened since the statements were last taken, and the
/// open ones.
struct BlockList {
  /// The index of the first of ``recent``.
  private(set) var base = 0
  /// The blocks from ``base`` on.
  private var recent: [CodeStatements.Block] = []
  /// Blocks before ``base`` that were still open when the others were let
  /// go of, by index in increasing order (the open blocks nest: a few,
  /// the innermost last).
  private var older: [(index: Int, block: CodeStatements.Block)] = []

  /// The number of blocks met (the index of the next).
  var count: Int { base + recent.count }
  /// The number of blocks held.
  var held: Int { recent.count + older.count }

  /// The block at `index`; a block let go of reads as an empty one (the
  /// split and the rules ask only of blocks kept).
  subscript(index: Int) -> CodeStatements.Block {
    if index >= base { return recent[index - base] }
    // From the innermost: the blocks asked for are the innermost open ones.
    for k in older.indices.reversed() where older[k].index <= index {
      if older[k].index == index { return older[k].block }
      break
    }
    return CodeStatements.Block(header: 0..<0, name: nil, isDeclaration: false, isSwitch: false)
  }

  mutating func append(_ block: CodeStatements.Block) {
    recent.append(block)
  }

  /// Lets go of every block but those in `keep`, once at least `minimum`
  /// wait: each block is moved O(1) times.
  mutating func dropClosed(keeping keep: Set<Int>, atLeast minimum: Int) {
    guard recent.count >= minimum else { return }
    older.removeAll { !keep.contains($0.index) }
    for index in keep.sorted() where index >= base {
      older.append((index, recent[index - base]))
    }
    base = count
    recent.removeAll(keepingCapacity: true)
  }
}

// MARK: What a block is

extension CodeStatements {
  /// Words that open a Swift type's body.
  static let typeWords: Set<String> = [
    "class", "struct", "enum", "extension", "actor", "protocol",
  ]
  /// Words that open a Swift block of the code around it.
  static let controlWords: Set<String> = [
    "if", "else", "for", "while", "switch", "do", "guard", "catch", "repeat", "defer", "get", "set",
    "willSet", "didSet", "_modify", "_read",
  ]

  /// Sets `block`'s role, parent, method and type: `open` is its `{`,
  /// `implementation` the Objective-C `@implementation` it is in, and
  /// `lastWeak` the last token that made a weak reference to `self`.
  mutating func place(
    _ block: inout Block, open: Int, parent: Int?, implementation: String?, lastWeak: Int
  ) {
    block.parent = parent
    let outer = parent.map { blocks[$0] }
    let header = block.header
    let h = tokens[header]
    let first = h.first
    var role: Role = .control
    var typeName = outer?.typeName ?? implementation
    if swift {
      if let k = h.firstIndex(where: {
        $0.kind == .identifier && Self.typeWords.contains($0.text)
      }), k + 1 < header.upperBound, tokens[k + 1].kind == .identifier,
        !["func", "var", "let", "override", "subscript"].contains(tokens[k + 1].text),
        !h.contains(where: { $0.isIdentifier("func") })
      {
        let name = tokens[k + 1].text
        var superclass: String?
        if tokens[k].text != "extension", k + 2 < header.upperBound,
          tokens[k + 2].isPunctuation(":"), k + 3 < header.upperBound,
          tokens[k + 3].kind == .identifier
        {
          superclass = tokens[k + 3].text
          if tokens[k].text == "class" { superclasses[name] = tokens[k + 3].text }
        }
        role = .type(superclass: superclass)
        typeName = name
        if ["struct", "enum", "protocol", "actor"].contains(tokens[k].text) {
          valueTypes.insert(name)
        }
      } else if let f = h.lastIndex(where: { $0.isIdentifier("func") }) {
        let isStatic = tokens[header.lowerBound..<f].contains {
          $0.isIdentifier("static") || $0.isIdentifier("class")
        }
        role = Self.memberRole(outer, isStatic: isStatic)
      } else if let word = h.first(where: {
        $0.kind == .identifier && !Self.modifiers.contains($0.text)
      }),
        word.text == "init" || word.text == "deinit"
          || (word.text == "var" && !h.contains(where: { $0.isPunctuation("=") }))
      {
        let isStatic = h.contains { $0.isIdentifier("static") || $0.isIdentifier("class") }
        role = Self.memberRole(outer, isStatic: isStatic)
      } else if let first, first.kind == .identifier, Self.controlWords.contains(first.text) {
        role = .control
      } else if outer != nil {
        role = .closure
      }
    } else {
      if let m = Self.objectiveCMethodStart(tokens, header), m + 1 < header.upperBound,
        tokens[m + 1].isPunctuation("("),
        tokens[m].isPunctuation("-") || tokens[m].isPunctuation("+")
      {
        role = tokens[m].isPunctuation("+") ? .typeMethod : .instanceMethod
      } else if h.contains(where: { $0.isPunctuation("^") }) {
        role = .closure
      } else if first?.isPunctuation("@") == true {
        role = .type(superclass: nil)
      } else if block.isDeclaration, block.name != nil, outer?.method == nil {
        role = .function
      }
    }
    block.role = role
    block.typeName = typeName
    switch role {
    case .type:
      block.method = nil
      block.weakSelf = false
    case .instanceMethod, .typeMethod, .function:
      block.method = blocks.count
      block.weakSelf = false
    case .closure:
      block.method = outer?.method
      let swiftWeak =
        swift && tokens[orNil: open + 1]?.isPunctuation("[") == true
        && (tokens[orNil: open + 2]?.isIdentifier("weak") == true
          || tokens[orNil: open + 2]?.isIdentifier("unowned") == true)
      let methodOpen = outer?.method.map { blocks[$0].header.upperBound } ?? 0
      let objectiveCWeak = !swift && lastWeak > methodOpen
      block.weakSelf = (outer?.weakSelf ?? false) || swiftWeak || objectiveCWeak
    case .control:
      block.method = outer?.method
      block.weakSelf = outer?.weakSelf ?? false
    }
  }

  /// Where an Objective-C method's `-` or `+` stands in a block's header:
  /// at its start, or after what ends the statement before it without a
  /// `;` (`@implementation Feed`, `@end`, a `@property` list's `@end`).
  static func objectiveCMethodStart(_ tokens: TokenList, _ header: Range<Int>) -> Int? {
    for m in header
    where (tokens[m].isPunctuation("-") || tokens[m].isPunctuation("+"))
      && tokens[orNil: m + 1]?.isPunctuation("(") == true
    {
      if m == header.lowerBound { return m }
      let previous = tokens[m - 1]
      if previous.isIdentifier("end"), m >= 2, tokens[m - 2].isPunctuation("@") { return m }
      if previous.kind == .identifier, m >= 2, tokens[m - 2].isIdentifier("implementation") {
        return m
      }
      return nil
    }
    return nil
  }

  /// Declaration modifiers before a Swift member's keyword.
  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "final", "override", "static",
    "class", "lazy", "weak", "unowned", "mutating", "nonmutating", "convenience", "required",
    "dynamic", "nonisolated", "objc", "IBAction", "IBOutlet", "discardableResult",
  ]

  /// A member's role: in a type's body an instance or type method, at the
  /// file's level a function, inside a method the method's own code.
  static func memberRole(_ outer: Block?, isStatic: Bool) -> Role {
    guard let outer else { return .function }
    if case .type = outer.role { return isStatic ? .typeMethod : .instanceMethod }
    return .control
  }
}

import Foundation
import InsetModel

/// Reads Swift and Objective-C source for hard-coded insets, device checks
/// and the APIs iOS 11 deprecated.
///
/// A number counts only in a layout position: a rectangle's `y`, the top or
/// bottom of a scroll view's insets, a constraint's constant from the root
/// view's edge, a frame's `origin.y`, a height it is taken from, a constant
/// or function named for a bar. 20 and 44, which are also margins and control
/// sizes, need the context to say "bar"; a number in a string, a comment, an
/// animation duration or a font size is never a finding.
///
///     let findings = CodeRules.findings(
///       in: "tableView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0)",
///       language: .swift)
///     findings.map(\.code)  // ["64", "49"]
///
/// - Complexity: O(n) in the length of the text: each statement's
///   expressions, calls and assignments are read once, whatever the number
///   of numbers in them.
public enum CodeRules {
  /// Every finding in `text`, in source order.
  public static func findings(in text: String, language: SourceLanguage) -> [Finding] {
    var words = WordMemo()
    return findings(in: text, language: language, words: &words)
  }

  /// Every finding in `text`, in source order, taking what names mean from
  /// `words` and keeping there what it works out (the files of a run share
  /// it).
  public static func findings(in text: String, language: SourceLanguage, words: inout WordMemo)
    -> [Finding]
  {
    findings(in: Array(text.utf8), language: language, words: &words)
  }

  /// Every finding in the UTF-8 text `bytes`, in source order: the
  /// analysis reads the bytes themselves (no `String` of the file).
  static func findings(in bytes: [UInt8], language: SourceLanguage, words: inout WordMemo)
    -> [Finding]
  {
    var all: [Finding] = []
    findings(in: bytes, language: language, words: &words) { all += $0 }
    return all
  }

  /// Every finding in the UTF-8 text `bytes`, in source order, handed to
  /// `emit` a part at a time while the statements are read: a part is
  /// passed on once about `partSize` findings wait and no statement still
  /// to be read can give one before them, so that a file's findings are
  /// never all held at once. The parts, joined, are the findings in source
  /// order (a stable order: two findings at one place keep the order the
  /// rules made them in, the lexer's notes after the rules' findings).
  ///
  /// A file larger than ``TokenWindow/wholeFile`` bytes is read twice,
  /// and its tokens are never all held: a first pass lexes and splits it
  /// to gather what the rules ask of the whole file (whose methods run at
  /// layout time, which names read the safe area, which types are view
  /// controllers, whether it hides the navigation bar); the second lexes
  /// and splits it again and reads each statement as it is split. Each
  /// keeps a window of tokens from a little before the statement being
  /// split (``CodeStatements/readMore()``). A smaller file is lexed and
  /// split at once (its tokens, about six times its bytes, are less than
  /// the tool's constant; one reading is faster).
  ///
  /// - Complexity: O(n) in the file; memory: the file's bytes, its
  ///   distinct texts, a window of tokens and blocks, and O(`partSize`)
  ///   for the findings.
  ///
  /// Returns the most tokens and blocks held at once.
  @discardableResult
  static func findings(
    in bytes: consuming [UInt8], language: SourceLanguage, words: inout WordMemo,
    partSize: Int = 4_096, window: TokenWindow = TokenWindow(), emit: ([Finding]) -> Void
  ) -> (tokens: Int, blocks: Int) {
    let bytes = consume bytes
    // The memo is moved in and out, never copied.
    var memo = WordMemo()
    swap(&memo, &words)
    if bytes.count <= window.wholeFile {
      let (tokens, problems) = Lexer.tokenList(consume bytes, language: language)
      var analysis = CodeAnalysis(tokens: tokens, swift: language == .swift, memo: memo)
      analysis.problems = notes(problems)
      analysis.run(partSize: partSize, emit: emit)
      words = analysis.names.memo
      analysis.names.memo = WordMemo()
      return (tokens.count, analysis.structure.blocks.count)
    }
    let names = NameCache(memo: memo)
    var first = CodeStatements(
      streaming: bytes, language: language, names: names, window: window, firstPass: true)
    var gatherer = CodeOwners.Gatherer()
    var definitions = Definitions()
    var more = true
    while more {
      more = first.readMore()
      for statement in first.statements {
        gatherer.add(statement, first)
        definitions.add(statement, first)
      }
      first.statements.removeAll(keepingCapacity: true)
      first.dropPassedTokens()
      if names.memo.count > SweepCache.wordLimit { names.memo = WordMemo() }
    }
    let owners = CodeOwners(gatherer, first)
    let problems = first.lexer.problems
    let firstHeld = first.held
    first = CodeStatements(tokens: TokenList(), swift: language == .swift, names: names)
    names.definitions = definitions.reads
    var analysis = CodeAnalysis(
      structure: CodeStatements(
        streaming: bytes, language: language, names: names, window: window),
      owners: owners, names: names)
    analysis.problems = notes(problems)
    analysis.run(partSize: partSize, emit: emit)
    words = analysis.names.memo
    analysis.names.memo = WordMemo()
    let held = analysis.structure.held
    return (max(firstHeld.tokens, held.tokens), max(firstHeld.blocks, held.blocks))
  }

  /// The lexer's problems as notes: what could not be judged.
  static func notes(_ problems: [LexProblem]) -> [Finding] {
    problems.map { problem in
      Finding(
        kind: .unreadable, severity: .note, line: problem.line, column: problem.column,
        code: "", summary: "cannot judge what follows: \(problem.message)",
        replacement: "check this part by hand")
    }
  }

  /// The work the rules do on `text`: the tokens, plus every token the
  /// statement queries visit (their walks and the tables they build); what
  /// the linearity tests count, since time is not a measure a test can keep.
  static func work(in text: String, language: SourceLanguage) -> (findings: Int, work: Int) {
    let (tokens, _) = Lexer.tokenList(Array(text.utf8), language: language)
    var analysis = CodeAnalysis(tokens: tokens, swift: language == .swift)
    analysis.run()
    return (analysis.findings.count, tokens.count + analysis.steps)
  }
}

/// How a finding's replacement is worded.
enum ReplacementStyle {
  /// A position or length in the view: read the safe area.
  case position
  /// A scroll view's inset: read `adjustedContentInset`.
  case scrollInset
  /// A scroll indicator's inset: from iOS 13 UIKit adds the safe area itself
  /// (Scenarios/scroll-indicators.md).
  case scrollIndicatorInset
  /// A scroll view's offset: `-adjustedContentInset.top`.
  case contentOffset
  /// A constraint: constrain to the safe-area layout guide.
  case constraint
  /// A bar's height.
  case barHeight

  /// What to use instead, for a number standing for `meaning`
  /// (the "read instead" column of Scenarios/porting-ios10.md).
  func text(for meaning: BarNumbers.Meaning) -> String {
    let edge: String
    switch meaning {
    case .statusBar, .navigationBar, .topBars, .largeTitleTopBars, .largeTitleBar: edge = "top"
    case .tabBar, .homeIndicator: edge = "bottom"
    case .topAndTabBars: edge = "both"
    }
    switch self {
    case .scrollInset:
      return edge == "both"
        ? "read `adjustedContentInset` (top and bottom)" : "read `adjustedContentInset.\(edge)`"
    case .scrollIndicatorInset:
      return "delete it: from iOS 13 `automaticallyAdjustsScrollIndicatorInsets` adds the safe "
        + "area; read `verticalScrollIndicatorInsets" + (edge == "both" ? "" : ".\(edge)") + "`"
    case .contentOffset:
      return "use `-adjustedContentInset.top`"
    case .constraint:
      return edge == "both"
        ? "constrain to `view.safeAreaLayoutGuide`"
        : "constrain to `view.safeAreaLayoutGuide.\(edge)Anchor`"
    case .barHeight:
      switch meaning {
      case .navigationBar: return "read `navigationController?.navigationBar.frame.height`"
      case .tabBar:
        return "read `tabBarController?.tabBar.frame.height` (it includes the home indicator)"
      default: return "size it from `view.safeAreaInsets.\(edge == "both" ? "top" : edge)`"
      }
    case .position:
      if meaning == .navigationBar {
        return "read `view.safeAreaInsets.top` (or the bar's `frame.height`)"
      }
      return edge == "both"
        ? "read `view.safeAreaInsets` (top and bottom)" : "read `view.safeAreaInsets.\(edge)`"
    }
  }
}

/// The analysis of one file's tokens.
struct CodeAnalysis {
  /// The tokens the rules read: the file's, or the window of them the
  /// structure holds (``run(partSize:emit:)``).
  var tokens: TokenList
  let swift: Bool
  var structure: CodeStatements
  var findings: [Finding] = []
  /// Equal findings' bodies, kept once (``add(_:)``).
  var bodies = SharedBodies()
  /// Token indices already reported (the literals of a folded sum).
  var reported: Set<Int> = []
  /// Lines already holding a device-check finding for a helper's name.
  var deviceNameLines: Set<Int> = []
  /// The meanings of the file's names, each worked out once.
  let names: NameCache
  /// Whose methods the file's statements are in, and when they run.
  let owners: CodeOwners
  /// How the statement being read reads the safe area: the view
  /// controller or view whose instance method it is in; nil elsewhere.
  var host: Host?
  /// Where the statement being read stands (``CodeOwners/Place``).
  var place = CodeOwners.Place(host: nil, layoutTime: false)
  /// The type of the last statement's method, worked out once for the
  /// statements that follow in it.
  var typePlace: CodeOwners.TypePlace?
  /// Whether the statement being read may be rewritten: in an instance
  /// method of a view controller or view, not a `#define`, not the iOS 10
  /// fallback.
  var statementRewritable = false
  /// A read of the safe area's value was withheld from the statement
  /// because it runs before the safe area is set.
  var setupTimeWithheld = false
  /// The tokens of the statement being read.
  var currentStatement: Range<Int>?
  /// The findings of the statement being read, by token.
  var findingAt: [Int: Int] = [:]
  /// The lexer's notes (what it could not read), in source order, merged
  /// with the findings as they are handed on.
  var problems: [Finding] = []
  /// The first of ``problems`` not handed on yet.
  var nextProblem = 0
  /// Tokens visited by the statements' queries beyond one pass each (see
  /// ``CodeRules/work(in:language:)``).
  var steps = 0

  /// The analysis of all of `tokens`, split at once.
  init(tokens: TokenList, swift: Bool, memo: WordMemo = WordMemo()) {
    let names = NameCache(memo: memo)
    let structure = CodeStatements(tokens: tokens, swift: swift, names: names)
    names.definitions = Self.definitions(structure)
    self.init(structure: structure, owners: CodeOwners(structure), names: names)
  }

  /// The analysis of `structure` (split already, or to be read a part at a
  /// time), with what a first pass found of the whole file: `owners`, and
  /// the definitions in `names`.
  init(structure: CodeStatements, owners: CodeOwners, names: NameCache) {
    self.tokens = structure.tokens
    self.swift = structure.swift
    self.names = names
    self.structure = structure
    self.owners = owners
  }

  /// Reads every statement, keeping the findings in ``findings``.
  mutating func run() {
    var all: [Finding] = []
    run(partSize: .max) { all += $0 }
    findings = all
  }

  /// Reads every statement, handing the findings to `emit` in parts
  /// (``CodeRules/findings(in:language:words:partSize:window:emit:)``):
  /// the statements split already, then those of the rest of the file,
  /// split a part at a time (the tokens passed let go of as it goes).
  mutating func run(partSize: Int, emit: ([Finding]) -> Void) {
    // A part is passed on before a statement when no later statement can
    // give a finding before it: each finding is at a token of its own
    // statement, and the statements follow one another in the file (as
    // the split makes them; checked as they come).
    var ordered = true
    var end = 0
    while true {
      for statement in structure.statements {
        let start = statement.range.lowerBound
        ordered = ordered && end <= start
        end = statement.range.upperBound
        if ordered, findings.count >= partSize, start < tokens.endIndex {
          flush(before: (tokens[start].line, tokens[start].column), emit: emit)
        }
        // What the rules keep of past statements is asked only of the one
        // being read: dropped now and then, so that it does not grow with
        // the file.
        if reported.count > 4_096 { reported = reported.filter { $0 >= start } }
        if deviceNameLines.count > 4_096, start < tokens.endIndex {
          deviceNameLines = deviceNameLines.filter { $0 >= tokens[start].line }
        }
        if names.memo.count > SweepCache.wordLimit { names.memo = WordMemo() }
        read(statement)
      }
      guard !structure.state.done else { break }
      structure.statements.removeAll(keepingCapacity: true)
      // The window moves in the structure alone: this copy is let go of
      // first, so that the move copies nothing.
      tokens = TokenList()
      structure.dropPassedTokens()
      _ = structure.readMore()
      tokens = structure.tokens
    }
    flush(before: nil, emit: emit)
  }

  /// Hands on the findings before `limit` (all of them when it is nil),
  /// with the lexer's notes before it, in source order.
  mutating func flush(before limit: (line: Int, column: Int)?, emit: ([Finding]) -> Void) {
    var part: [Finding] = []
    swap(&part, &findings)
    while nextProblem < problems.count,
      limit.map({ (problems[nextProblem].line, problems[nextProblem].column) < $0 }) ?? true
    {
      part.append(problems[nextProblem])
      nextProblem += 1
    }
    // The statements are read in order, so the findings nearly are: sorted
    // in place (a stable sort) only when they are not.
    let inOrder = zip(part, part.dropFirst()).allSatisfy {
      ($0.line, $0.column) <= ($1.line, $1.column)
    }
    if !inOrder { part.sort { ($0.line, $0.column) < ($1.line, $1.column) } }
    if let limit, let cut = part.firstIndex(where: { ($0.line, $0.column) >= limit }) {
      findings = Array(part[cut...])
      part.removeSubrange(cut...)
    }
    if !part.isEmpty || limit == nil { emit(part) }
  }

  /// Reads one statement, adding its findings to ``findings``.
  mutating func read(_ statement: CodeStatements.Statement) {
    // Most statements hold no bar-like number and name nothing the rules
    // look at (`super.viewDidLoad()`, `view.addSubview(banner)`): they
    // are passed over without building the statement's tables.
    guard mayFind(statement.range) else {
      steps += statement.range.count
      return
    }
    var context = StatementContext(analysis: self, statement: statement)
    let before = findings.count
    let legacy = statement.block.map { structure.blocks[$0].isLegacyFallback } ?? false
    place = owners.place(ofBlock: statement.block, in: structure, known: &typePlace)
    host = place.host
    statementRewritable = host != nil && context.defineName == nil && !legacy
    setupTimeWithheld = false
    currentStatement = context.whole
    findingAt = [:]
    identifierFindings(&context)
    for i in context.range where tokens[i].kind == .number && !reported.contains(i) {
      number(i, &context)
    }
    if statementRewritable { rewriteDeviceTernaries(context) }
    keepStatementWhole(from: before, context)
    explainMissingRewrites(from: before, context)
    // `let stripY = … view.safeAreaInsets.bottom …`: later reads of
    // `stripY` read the safe area.
    if let op = context.firstAssignment(), context.lastDeclaration(before: op) != nil,
      let name = context.firstAssignmentTarget(),
      context.identifiers.contains(where: { $0 != name && names.readsSafeArea($0) })
    {
      names.safeAreaDerived.insert(name)
    }
    // One pass to build the statement's tables, plus what its queries walked.
    steps += context.whole.count + context.memo.steps
    // Before iOS 11 the old APIs and numbers were the way: in the
    // fallback branch of an availability check they are notes.
    if let block = statement.block, structure.blocks[block].isLegacyFallback {
      for k in before..<findings.count where findings[k].severity == .warning {
        findings[k].rewrite = nil
        findings[k].severity = .note
        findings[k].summary += " (in a branch that runs only before iOS 11)"
        findings[k].replacement = "drop it when the app requires iOS 11"
        findings[k].assumption = nil
        findings[k].detail = nil
      }
    }
  }

  /// Whether a statement can give a finding or declare a safe-area read:
  /// it holds a bar-like number or a screen dimension, or names an API, a
  /// device check or the safe area. A statement that does none of this
  /// gives nothing, whatever its context.
  func mayFind(_ range: Range<Int>) -> Bool {
    // Numbers first: no name is looked up in a statement that holds a bar.
    for i in range where tokens[i].kind == .number {
      guard let value = tokens[i].value.map(abs) else { continue }
      if BarNumbers.all.contains(value) || DeviceChecks.dimensions[value] != nil { return true }
    }
    for i in range where tokens[i].kind == .identifier {
      let text = tokens[i].text
      if names.isNotable(text) || names.readsSafeArea(text) { return true }
    }
    return false
  }

  // MARK: Names and APIs

  /// Property names of a scroll view's insets: a bar number there is what
  /// iOS 10's `automaticallyAdjustsScrollViewInsets` wrote
  /// ([safe-area-explained]; "contentInset 64 / 49" in
  /// Scenarios/porting-ios10.md).
  /// The scroll indicators' among them.
  static func isIndicatorTarget(_ target: String?) -> Bool {
    target?.hasSuffix("crollIndicatorInsets") ?? false
  }

  static let scrollInsetTargets: Set<String> = [
    "contentInset", "scrollIndicatorInsets", "verticalScrollIndicatorInsets",
    "horizontalScrollIndicatorInsets",
  ]

  /// Insets that are margins of something else, never the bars; and
  /// `additionalSafeAreaInsets`, the iOS 11 way to add a custom bar.
  static let otherInsetTargets: Set<String> = [
    "titleEdgeInsets", "imageEdgeInsets", "contentEdgeInsets", "sectionInset", "separatorInset",
    "textContainerInset", "layoutMargins", "directionalLayoutMargins", "capInsets",
    "additionalSafeAreaInsets", "hitTestEdgeInsets", "resizableImage",
    "resizableImageWithCapInsets", "alignmentRectInsets",
  ]

  mutating func identifierFindings(_ c: inout StatementContext) {
    for i in c.whole where tokens[i].kind == .identifier {
      let t = tokens[i]
      let n = Words.normalized(t.text)
      if n.contains("toplayoutguide") {
        var finding = Finding(
          kind: .topLayoutGuide, line: t.line, column: t.column, code: t.text,
          summary: "`\(t.text)` is deprecated since iOS 11 and ends at the status bar",
          replacement: "use `view.safeAreaLayoutGuide.topAnchor`",
          assumption: .topLayoutGuideIsSafeTop)
        finding.rewrite = guideRewrite(i, top: true, c)
        add(finding)
      } else if n.contains("bottomlayoutguide") {
        var finding = Finding(
          kind: .bottomLayoutGuide, line: t.line, column: t.column, code: t.text,
          summary: "`\(t.text)` is deprecated since iOS 11 and ignores the home indicator",
          replacement: "use `view.safeAreaLayoutGuide.bottomAnchor`",
          assumption: .bottomLayoutGuideIsSafeBottom)
        finding.rewrite = guideRewrite(i, top: false, c)
        add(finding)
      } else if n.hasSuffix("automaticallyadjustsscrollviewinsets") {
        let off = c.assignedValue(after: i).map(\.isFalse) ?? false
        var finding = Finding(
          kind: .automaticallyAdjustsScrollViewInsets, line: t.line, column: t.column,
          code: t.text,
          summary: off
            ? "`automaticallyAdjustsScrollViewInsets` off is deprecated since iOS 11 and no "
              + "longer stops the adjustment"
            : "`automaticallyAdjustsScrollViewInsets` is deprecated since iOS 11",
          replacement:
            "set `contentInsetAdjustmentBehavior` (`.never` to stop it) and read `adjustedContentInset`",
          assumption: off ? .scrollViewNotAdjusted : nil,
          detail: off ? nil : "not turned off here, so not swept")
        if off {
          finding.rewrite = neverRewrite(i, c)
          if finding.rewrite == nil, statementRewritable, host == .viewController,
            place.scrollView == nil
          {
            finding.noRewriteReason =
              "the class declares no one scroll view to set `contentInsetAdjustmentBehavior` on "
              + "(a local or a parameter named `tableView` is not the controller's)"
          }
        }
        add(finding)
      } else if n.hasSuffix("edgesforextendedlayout"), let value = c.assignedValue(after: i) {
        let empty = value.isEmptySet
        add(
          Finding(
            kind: .edgesForExtendedLayout, line: t.line, column: t.column, code: t.text,
            summary: empty
              ? "`edgesForExtendedLayout` emptied keeps the view below the bars, not out of the "
                + "safe area"
              : "`edgesForExtendedLayout` set to keep the view out from under some bars",
            replacement: "lay out against `view.safeAreaLayoutGuide`",
            assumption: empty ? .nothingCoversView : nil,
            detail: empty ? nil : "only an empty set is swept"))
      } else if t.text == "statusBarFrame" {
        add(
          Finding(
            kind: .statusBarRead, line: t.line, column: t.column, code: t.text,
            summary: "`statusBarFrame` reads the status bar, not the safe area",
            replacement: "read `view.safeAreaInsets.top`", assumption: .statusBarIsSafeTop))
      } else if names.isDeviceCheckName(t.text), !deviceNameLines.contains(t.line) {
        deviceNameLines.insert(t.line)
        findingAt[i] = findings.count
        add(
          Finding(
            kind: .deviceCheck, line: t.line, column: t.column, code: t.text,
            summary: "`\(t.text)` checks for a device, not for the safe area",
            replacement: "read `view.safeAreaInsets` instead of asking which device this is",
            detail: DeviceChecks.familySentence))
      } else if t.text == "UIScreen", c.readsScreenBounds(from: i), !c.hasScreenComparison,
        !c.identifiers.contains("UIWindow")
      {
        // In the app's launch code the screen is the window's size (an app
        // that never runs in Split View or Stage Manager): a note.
        let launch = c.block?.name.map(Self.launchNames.contains) ?? false
        add(
          Finding(
            kind: .screenBounds, severity: launch ? .note : .warning, line: t.line,
            column: t.column, code: t.text,
            summary: "`UIScreen` bounds are the screen's, not the view's",
            replacement: "use `view.bounds` (or the window's)",
            detail: "the window is smaller than the screen in Split View, Slide Over and Stage "
              + "Manager, which the model does not size, so this is not swept"))
      }
    }
  }

  /// Methods that run once at launch: `application(_:didFinishLaunchingWithOptions:)`
  /// (named `application`), a scene's `scene(_:willConnectTo:options:)`.
  static let launchNames: Set<String> = ["application", "scene", "main"]

  mutating func add(_ finding: Finding) {
    // A file's findings share their texts: a file of 100,000 device checks
    // keeps one summary, not 100,000 copies of it.
    var finding = finding
    finding.body = bodies.shared(finding.body)
    findings.append(finding)
  }

  // MARK: Numbers

  /// A number in a statement: a device check's dimension, a bar-like
  /// number in a sum of bar literals, beside a height or a bar's name, or
  /// in a layout position (``numberInSlot(_:value:facts:_:)``).
  mutating func number(_ i: Int, _ c: inout StatementContext) {
    guard let signed = tokens[i].value else { return }
    let value = abs(signed)
    if DeviceChecks.dimensions[value] != nil, c.isDeviceCheck(i) {
      let t = tokens[i]
      add(
        Finding(
          kind: .deviceCheck, line: t.line, column: t.column, code: t.text,
          summary: "`\(t.text)` compares the screen's size with a device's",
          replacement: "read `view.safeAreaInsets` instead of asking which device this is",
          detail: DeviceChecks.sentence(for: value)))
      return
    }
    guard BarNumbers.all.contains(value) else {
      deviceBranchSibling(i, value: value, &c)
      return
    }
    // Everything about the expression around the number is worked out once
    // for all the numbers in it (a sum of thousands of terms is read once).
    var facts = c.facts(of: c.span(around: i))
    if facts.slot.isExcluded { return }
    // Code that reads the safe area already has the bars: a number beside
    // the read (`bounds.height - safeAreaInsets.bottom - 49`) is a bar of
    // the app's own, not the system's.
    if facts.readsSafeArea { return }
    if foldedSum(at: i, &facts, &c) { return }
    let weak = BarNumbers.weak.contains(value)
    // Added to or taken from an offset: `scrollView.contentOffset.y + 64`
    // puts back what iOS 10 wrote into `contentInset` ([safe-area-explained]).
    if !weak, !facts.isWhole, facts.mentionsContentOffset {
      judge(
        i, value: value, statusHint: c.deviceHint, slotText: "beside `contentOffset`",
        style: .contentOffset, reading: .adjustedContentInset, edge: .top)
    } else if let heightTerm = facts.heightTerm {
      numberBesideHeight(i, value: value, heightTerm: heightTerm, facts: facts, &c)
    } else if let barTerm = facts.barTerm, !facts.isWhole, let name = barTerm.barName {
      numberBesideBarName(i, value: value, name: name, slot: facts.slot, &c)
    } else {
      numberInSlot(i, value: value, facts: facts, &c)
    }
  }

  /// A sum of bar literals (`20 + 44`, `64 + 49`) the number is one of:
  /// one finding for the whole sum, at its first literal. Whether it was.
  mutating func foldedSum(at i: Int, _ facts: inout SpanFacts, _ c: inout StatementContext)
    -> Bool
  {
    let slot = facts.slot
    let literals = facts.literals
    if literals.count >= 2, facts.literalIndices.contains(i) {
      if facts.fold == nil {
        facts.fold = .some(
          BarNumbers.fold(
            literals.map { abs($0.value) }, statusHint: c.deviceHint, reading: slot.reading))
        c.memo.spans[facts.span.lowerBound] = facts
      }
      if var fold = facts.fold ?? nil {
        // With the navigation bar hidden, the 44 of `20 + 44` is a bar of
        // the app's own: the sum is the safe area's top and that bar.
        var ownBar: Double = 0
        if owners.ownTopBar != nil,
          case .insets(let top?, let bottom, let bars, let reading) = fold.assumption,
          bars.navigationBar, !bars.largeTitles
        {
          ownBar = 44
          var plain = bars
          plain.navigationBar = false
          fold.assumption = .insets(top: top - 44, bottom: bottom, bars: plain, reading: reading)
          fold.phrase = ownBarPhrase
        }
        let first = literals[0].index
        let last = literals[literals.count - 1].index
        let code = tokens[first...last].map(\.text).joined(separator: " ")
        for literal in literals { reported.insert(literal.index) }
        let fromHeight = facts.heightTerm != nil
        report(
          at: first, code: code, meaning: fold.meaning, assumption: fold.assumption,
          slotText: fromHeight ? "taken from a height" : slot.text,
          style: fromHeight ? .position : slot.style, phrase: fold.phrase,
          rewrite: foldRewrite(
            first: first, last: last, assumption: fold.assumption, fromHeight: fromHeight,
            slot: slot, ownBar: ownBar, &c))
        return true
      }
    }
    return false
  }

  /// A number taken from or added to a height: `view.bounds.height - 64`.
  mutating func numberBesideHeight(
    _ i: Int, value: Double, heightTerm: Term, facts: SpanFacts, _ c: inout StatementContext
  ) {
    let weak = BarNumbers.weak.contains(value)
    // A height of the app's own view (a cell's `contentView`, a footer)
    // less a number is that view's layout.
    if heightTerm.mentionsOwnView { return }
    // A bar's own height plus the status bar (`navigationBar.frame.size.height
    // + 20`): the sum is the bars at the top, and the safe area's top
    // replaces all of it (replacing the 20 alone counts the bar twice).
    if let bar = heightTerm.barName, value == 20, heightTerm.index < i, !c.isMinus(before: i),
      names.meaning(bar).contains(.navigation)
    {
      let code = sourceText(facts.span)
      let whole = safeAreaRead("top").flatMap {
        edit(from: facts.span.lowerBound, through: facts.span.upperBound - 1, replacement: $0)
      }
      reportWhole(
        rewrite: whole.map { Rewrite(edits: [$0], reads: .safeArea) },
        i, code: code, meaning: .statusBar, statusHint: c.deviceHint,
        summary: "`\(code)` adds the status bar to the navigation bar's height: it stands for "
          + "the bars at the top",
        replacement: "replace all of `\(code)` with `view.safeAreaInsets.top` (or constrain to "
          + "`view.safeAreaLayoutGuide.topAnchor`); replacing the 20 alone counts the bar twice")
      return
    }
    // A 44 stacked on a tab bar (`height - 49 - 44`, `- kTabBarHeight - 44`):
    // a toolbar or input bar of its own height above it.
    if value == 44, !c.deviceHint,
      facts.literals.contains(where: { [49, 83].contains(abs($0.value)) })
        || facts.barMeanings.contains(where: { $0.contains(.tab) })
    {
      toolbar(i, slotText: "stacked on a tab bar in a height")
      return
    }
    if weak, !c.deviceHint {
      // A 20 or 44 beside a height is a bar only beside the bar it
      // completes (`- kStatusBarHeight - 44`); beside the screen alone it
      // may be a margin or a control's height: said, not guessed.
      let names = facts.barMeanings
      let completes =
        value == 44
        ? names.contains { $0.contains(.status) }
        : names.contains { $0.contains(.navigation) }
      guard completes else {
        if names.isEmpty, facts.mentionsScreen {
          note(i, slotText: "taken from the screen's height")
        }
        return
      }
    }
    let sign =
      heightTerm.index < i ? (c.isMinus(before: i) ? "subtracted from" : "added to") : "beside"
    judge(
      i, value: value, statusHint: c.deviceHint, slotText: "\(sign) a height",
      style: .position, reading: .safeArea, rewritable: true)
  }

  /// A number beside a bar's own name: `kStatusBarHeight + 44`.
  mutating func numberBesideBarName(
    _ i: Int, value: Double, name: String, slot: Slot, _ c: inout StatementContext
  ) {
    let weak = BarNumbers.weak.contains(value)
    let m = names.meaning(name)
    // A 20 or 44 counts beside the bar it completes: `kStatusBarHeight + 44`.
    let completes = value == 44 ? m.contains(.status) : m.contains(.navigation)
    // A 44 taken from or added to the bar stack's own constant
    // (`UIScreen.navigationHeight - 44`) is the navigation bar in it.
    if weak, value == 44, !completes, !c.deviceHint, m.contains(.navigation) {
      judge(
        i, value: value, statusHint: false,
        slotText: "\(c.isMinus(before: i) ? "taken from" : "beside") `\(name)`",
        style: .barHeight, reading: slot.reading)
      return
    }
    if weak, value == 44, !completes, !c.deviceHint, m.contains(.tab) {
      toolbar(i, slotText: "beside `\(name)`")
      return
    }
    guard !weak || completes || c.deviceHint else { return }
    judge(
      i, value: value, statusHint: c.deviceHint && !m.contains(.status),
      slotText: "added to `\(name)`", style: slot.style, reading: slot.reading)
  }

  /// A number in a layout position (``Slot``): a rectangle's `y` or
  /// height, an inset's edge, a constraint's constant, a position, a
  /// height compared, a name's value, or beside a device check.
  mutating func numberInSlot(
    _ i: Int, value: Double, facts: SpanFacts, _ c: inout StatementContext
  ) {
    let slot = facts.slot
    let isWhole = facts.isWhole
    let weak = BarNumbers.weak.contains(value)
    switch slot.kind {
    case .rectY(let xIsZero):
      let accept = !weak || (isWhole && (xIsZero || c.deviceHint))
      guard accept, BarNumbers.composite.contains(value) ? xIsZero : true else { return }
      judge(
        i, value: value, statusHint: c.deviceHint, slotText: slot.text, style: slot.style,
        reading: slot.reading, edge: .top, rewritable: isWhole)
    case .rectHeight(let fullWidthBar, let overStatusBar):
      if value == 20, isWhole, overStatusBar {
        // A window or view laid over the status bar: 0, 0, the screen's
        // width, 20 tall.
        judge(
          i, value: value, statusHint: false, slotText: slot.text, style: .position,
          reading: .safeArea, edge: .top)
        return
      }
      guard BarNumbers.strong.contains(value), isWhole, fullWidthBar else { return }
      judge(
        i, value: value, statusHint: c.deviceHint, slotText: slot.text, style: slot.style,
        reading: .safeArea)
    case .insets(let edge, let target, let sidesZero):
      if let target, Self.scrollInsetTargets.contains(target) {
        guard !weak || isWhole else { return }
      } else if let target, Self.otherInsetTargets.contains(target) {
        return
      } else {
        guard !weak, sidesZero else { return }
      }
      judge(
        i, value: value, statusHint: c.deviceHint, slotText: slot.text, style: slot.style,
        reading: slot.reading, edge: edge)
    case .constraint(let edge):
      guard !weak || isWhole else { return }
      judge(
        i, value: value, statusHint: c.deviceHint, slotText: slot.text, style: .constraint,
        reading: .safeArea, edge: edge)
    case .barHeightConstraint:
      guard BarNumbers.strong.contains(value), isWhole else { return }
      judge(
        i, value: value, statusHint: c.deviceHint, slotText: slot.text, style: .barHeight,
        reading: .safeArea)
    case .position(let subview):
      guard !weak || (isWhole && (!subview || c.deviceHint)) else { return }
      judge(
        i, value: value, statusHint: c.deviceHint, slotText: slot.text, style: slot.style,
        reading: slot.reading, edge: .top, rewritable: isWhole)
    case .constantOf(let owner):
      let m = names.meaning(owner)
      // `cellHeightConstraint`, `spacingConstraint`: something else's constant.
      if m.contains(.excluded) || (m.contains(.margin) && m.isDisjoint(with: .strong)) { return }
      if !m.isDisjoint(with: .strong) {
        guard !weak || isWhole else { return }
        judge(
          i, value: value, statusHint: c.deviceHint || m.contains(.status),
          slotText: slot.text, style: .constraint, reading: .safeArea)
      } else if weak {
        if c.deviceHint {
          judge(
            i, value: value, statusHint: true, slotText: slot.text, style: .constraint,
            reading: .safeArea)
        } else if !m.isDisjoint(with: [.top, .bottom]), isWhole {
          note(i, slotText: slot.text)
        }
      } else {
        judge(
          i, value: value, statusHint: c.deviceHint, slotText: slot.text, style: .constraint,
          reading: .safeArea)
      }
    case .heightValue:
      // A bar's height compared with or assigned to a height
      // (`if frame.size.height != 83 { frame.size.height = 83 }`).
      guard !weak, isWhole else { return }
      judge(
        i, value: value, statusHint: c.deviceHint, slotText: slot.text, style: .barHeight,
        reading: .safeArea)
    case .named(let name):
      named(i, name: name, value: value, weak: weak, isWhole: isWhole, slot: slot, &c)
    case .other:
      if c.deviceHint, isWhole {
        judge(
          i, value: value, statusHint: true, slotText: "beside a device check", style: .position,
          reading: .safeArea)
      } else if value == 44, !isWhole || facts.span.lowerBound > c.range.lowerBound,
        c.mentionsNavigationBarStack()
      {
        // Arithmetic with a 44 in a statement built on the bar stack's own
        // constant (`navigationHeight - 44 + (44 - 30) / 2`): the 44s are
        // the navigation bar.
        judge(
          i, value: value, statusHint: false, slotText: "beside the bar stack's constant",
          style: .barHeight, reading: .safeArea)
      }
    }
  }

  /// A number held by a name: assigned to it, returned by it, defined as it.
  mutating func named(
    _ i: Int, name: String, value: Double, weak: Bool, isWhole: Bool, slot: Slot,
    _ c: inout StatementContext
  ) {
    let m = names.meaning(name)
    guard !m.contains(.excluded) else { return }
    // A toolbar's constant: `#define kToolBarHeight 44`.
    if value == 44, isWhole, !c.deviceHint, m.contains(.bar), m.isDisjoint(with: .strong),
      Words.normalized(name).contains("toolbar")
    {
      toolbar(i, slotText: slot.text)
      return
    }
    if m.contains(.margin) {
      // `TabbarSafeBottomMargin = 34` is the home indicator; a margin's 20 is a margin.
      guard !weak, !m.isDisjoint(with: .strong) else { return }
    }
    if !m.isDisjoint(with: .strong) {
      guard !weak || isWhole || c.deviceHint else { return }
      var statusHint = c.deviceHint || m.contains(.status) || m.contains(.safeTop)
      if m.contains(.navigation) && !m.contains(.status) && !c.deviceHint { statusHint = false }
      // A name says which bar, and so which edge: `kTabBarHeight = 49`,
      // `kSafeBottom = 34`; a number for the other edge is not that bar
      // (an iPad's 20 pt home indicator is not a status bar).
      let bottomName = !m.isDisjoint(with: [.tab, .homeIndicator])
      let topName = !m.isDisjoint(with: [.status, .navigation, .safeTop, .largeTitle])
      judge(
        i, value: value, statusHint: statusHint, slotText: slot.text,
        style: m.contains(.navigation) && value == 44 ? .barHeight : slot.style,
        reading: slot.reading, edge: topName == bottomName ? nil : (topName ? .top : .bottom))
    } else if !m.isDisjoint(with: [.top, .bottom, .bar]) {
      if !weak {
        judge(
          i, value: value, statusHint: c.deviceHint, slotText: slot.text, style: slot.style,
          reading: slot.reading)
      } else if c.deviceHint {
        judge(
          i, value: value, statusHint: true, slotText: slot.text, style: slot.style,
          reading: slot.reading)
      } else if isWhole, !m.contains(.bar) {
        note(i, slotText: slot.text)
      }
    } else if c.deviceHint, isWhole {
      judge(
        i, value: value, statusHint: true, slotText: slot.text, style: slot.style,
        reading: slot.reading)
    }
  }

  /// Reports the number at `i` as standing for a bar, if its meaning fits
  /// `edge` (a 49 at an inset's top is not a tab bar).
  mutating func judge(
    _ i: Int, value: Double, statusHint: Bool, slotText: String, style: ReplacementStyle,
    reading: InsetReading, edge: Side? = nil, rewritable: Bool = false
  ) {
    guard let meaning = BarNumbers.meaning(of: value, statusHint: statusHint) else { return }
    if let edge {
      let top: Set<BarNumbers.Meaning> = [
        .statusBar, .navigationBar, .topBars, .largeTitleTopBars, .topAndTabBars,
      ]
      let bottom: Set<BarNumbers.Meaning> = [.tabBar, .homeIndicator, .topAndTabBars]
      guard edge == .top ? top.contains(meaning) : bottom.contains(meaning) else { return }
    }
    // With the navigation bar hidden, a 44 at the top is a bar of the
    // app's own, and 64 or 88 is the status bar and that bar.
    let ownBar = owners.ownTopBar != nil && (meaning == .topBars || meaning == .navigationBar)
    if ownBar, meaning == .navigationBar { return }
    var rewrite: Rewrite?
    // A number that stands for the safe area's top or bottom, read as such:
    // the safe area's read replaces it (not after a unary minus).
    if rewritable, reading == .safeArea, let read = safeAreaRead(for: meaning),
      !(i > 0 && tokens[i - 1].isPunctuation("-")
        && !(i > 1 && StatementContext.isOperandEnd(tokens[i - 2])))
    {
      rewrite = edit(from: i, through: i, replacement: ownBar ? "(\(read) + 44)" : read).map {
        Rewrite(edits: [$0], reads: .safeArea)
      }
    }
    var assumption = BarNumbers.assumption(meaning, value: value, reading: reading)
    var phrase: String?
    if ownBar {
      assumption = .insets(top: value - 44, bottom: nil, bars: .none, reading: reading)
      phrase = ownBarPhrase
    }
    report(
      at: i, code: tokens[i].text, meaning: meaning, assumption: assumption,
      slotText: slotText, style: style, phrase: phrase, rewrite: rewrite)
    if style == .constraint, let edge, let index = findingAt[i], findings[index].rewrite == nil,
      case .insets(_, _, _, .safeArea) = assumption, !ownBar
    {
      findings[index].rewrite = constraintRewrite(i, edge: edge)
    }
  }

  /// What 64 or `20 + 44` stands for in a file with no navigation bar.
  var ownBarPhrase: String {
    "the status bar and a 44-pt bar of the app's own (\(owners.ownTopBar ?? ""))"
  }

  /// A constraint's constant from the root view's edge, `constraint(equalTo:
  /// view.topAnchor, constant: 64)`, as a constraint to the safe-area
  /// layout guide with no constant: valid whenever it is made, since the
  /// guide follows the safe area (a value read is not).
  func constraintRewrite(_ i: Int, edge: Side) -> Rewrite? {
    guard statementRewritable, let host, let statement = currentStatement else { return nil }
    // The constant: `constant: 64`, `constant:-49`, the number whole.
    var first = i
    if i > statement.lowerBound, tokens[i - 1].isPunctuation("-") { first = i - 1 }
    guard first > statement.lowerBound, tokens[first - 1].isPunctuation(":"),
      first - 2 >= statement.lowerBound, tokens[first - 2].isIdentifier("constant"),
      i + 1 < statement.upperBound,
      tokens[i + 1].isPunctuation(")") || tokens[i + 1].isPunctuation("]")
    else { return nil }
    // The root view's anchor for that edge, once in the statement.
    let anchor = edge == .top ? "topAnchor" : "bottomAnchor"
    var found: [Int] = []
    for k in statement where tokens[k].isIdentifier(anchor) {
      let owner = k >= 2 && tokens[k - 1].isPunctuation(".") ? tokens[k - 2] : nil
      let ownerOwner = k >= 4 && tokens[k - 3].isPunctuation(".") ? tokens[k - 4] : nil
      switch host {
      case .viewController:
        // `view.topAnchor`, `self.view.topAnchor` (not `banner.view.topAnchor`).
        let member = k >= 3 && tokens[k - 3].isPunctuation(".")
        if owner?.isIdentifier("view") == true,
          !member || ownerOwner?.isIdentifier("self") == true
        {
          found.append(k)
        }
      case .view:
        if owner?.isIdentifier("self") == true || (owner == nil && swift) { found.append(k) }
      }
    }
    guard found.count == 1, let k = found.first,
      let guide = edit(from: k, through: k, replacement: "safeAreaLayoutGuide.\(anchor)"),
      let zero = edit(from: first, through: i, replacement: "0")
    else { return nil }
    // The constrained item's own anchor comes first: the root's is the
    // argument, after the constraint's call opened.
    guard k > statement.lowerBound + 1 else { return nil }
    return Rewrite(edits: [guide, zero], reads: .safeArea)
  }

  mutating func report(
    at i: Int, code: String, meaning: BarNumbers.Meaning, assumption: CodeAssumption,
    slotText: String, style: ReplacementStyle, phrase: String? = nil, rewrite: Rewrite? = nil
  ) {
    let t = tokens[i]
    reported.insert(i)
    var finding = Finding(
      kind: .hardCodedInset, line: t.line, column: t.column, code: code,
      summary: "`\(code)`\(slotText.isEmpty ? "" : " " + slotText) stands for "
        + (phrase ?? BarNumbers.phrase(meaning)),
      replacement: style.text(for: meaning), assumption: assumption)
    finding.rewrite = rewrite
    findingAt[i] = findings.count
    add(finding)
  }

  // MARK: Rewrites

  /// How code reads the safe area: in a view controller
  /// `view.safeAreaInsets`, in a view `safeAreaInsets`.
  typealias Host = CodeOwners.Host

  /// The safe area's read for a number that stands for `meaning`, when the
  /// statement can read it (`view.safeAreaInsets.top` in a view
  /// controller's method); nil otherwise.
  mutating func safeAreaRead(for meaning: BarNumbers.Meaning) -> String? {
    let edge: String
    switch meaning {
    case .statusBar, .topBars: edge = "top"
    case .tabBar, .homeIndicator: edge = "bottom"
    default: return nil
    }
    return safeAreaRead(edge)
  }

  /// A read of the safe area's value is written only where the statement
  /// runs after the safe area is set (``CodeOwners``); elsewhere it is
  /// withheld and the finding says to move the code.
  mutating func safeAreaRead(_ edge: String) -> String? {
    guard statementRewritable, let host else { return nil }
    guard place.layoutTime else {
      setupTimeWithheld = true
      return nil
    }
    switch (host, swift) {
    case (.viewController, true): return "view.safeAreaInsets.\(edge)"
    case (.viewController, false): return "self.view.safeAreaInsets.\(edge)"
    case (.view, true): return "safeAreaInsets.\(edge)"
    case (.view, false): return "self.safeAreaInsets.\(edge)"
    }
  }

  /// The text of the tokens in `r` as written: tokens that touch in the
  /// source touch, others are one space apart.
  func sourceText(_ r: Range<Int>) -> String {
    var text = ""
    for k in r {
      if k > r.lowerBound {
        let previous = tokens[k - 1]
        let touches =
          previous.line == tokens[k].line
          && previous.column + previous.text.unicodeScalars.count == tokens[k].column
        if !touches { text += " " }
      }
      text += tokens[k].text
    }
    return text
  }

  /// An edit replacing tokens `first` through `last`, which must be on one
  /// line.
  func edit(from first: Int, through last: Int, replacement: String) -> SourceEdit? {
    guard first <= last, tokens[first].line == tokens[last].line,
      !tokens[last].text.contains("\n")
    else { return nil }
    let end = tokens[last].column + tokens[last].text.unicodeScalars.count
    return SourceEdit(
      line: tokens[first].line, column: tokens[first].column, length: end - tokens[first].column,
      replacement: replacement)
  }

  /// `isIPhoneX ? 88 : 64` whose arms were both found as the same edge's
  /// bars: the whole conditional is the safe area's read.
  mutating func rewriteDeviceTernaries(_ c: StatementContext) {
    for k in c.ternaryColons.sorted() {
      guard k >= 3, k + 1 < c.range.upperBound, k - 3 >= c.range.lowerBound,
        tokens[k - 1].kind == .number, tokens[k + 1].kind == .number,
        tokens[k - 2].isPunctuation("?"), tokens[k - 3].kind == .identifier,
        names.isDeviceCheckName(tokens[k - 3].text),
        let a = findingAt[k - 1], let b = findingAt[k + 1]
      else { continue }
      // The condition is the device check alone: what is before it ends
      // the expression, and nothing follows the second arm.
      let before = k - 4
      guard
        before < c.range.lowerBound || c.stops(before, rightward: false)
          || tokens[before].isPunctuation("("),
        k + 2 >= c.range.upperBound || c.stops(k + 2, rightward: true)
          || tokens[k + 2].isPunctuation(")") || tokens[k + 2].isPunctuation(";")
      else { continue }
      func edge(_ assumption: CodeAssumption?) -> String? {
        guard case .insets(let top, let bottom, _, .safeArea) = assumption else { return nil }
        if top != nil, bottom == nil { return "top" }
        if bottom != nil, top == nil { return "bottom" }
        return nil
      }
      guard let edgeA = edge(findings[a].assumption), edgeA == edge(findings[b].assumption),
        let read = safeAreaRead(edgeA),
        let change = edit(from: k - 3, through: k + 1, replacement: read)
      else { continue }
      let rewrite = Rewrite(edits: [change], reads: .safeArea)
      findings[a].rewrite = rewrite
      findings[b].rewrite = rewrite
      // The device check goes with the conditional it was the condition of.
      if let check = findingAt[k - 3] { findings[check].rewrite = rewrite }
    }
  }

  /// `topLayoutGuide.bottomAnchor` → `view.safeAreaLayoutGuide.topAnchor`,
  /// `topLayoutGuide.length` → `view.safeAreaInsets.top` (and the bottom
  /// guide's), Masonry's `mas_topLayoutGuideBottom` →
  /// `view.mas_safeAreaLayoutGuideTop`. The guides are a view controller's,
  /// so the code is in one: only its own (`self.`, or unqualified in Swift).
  mutating func guideRewrite(_ i: Int, top: Bool, _ c: StatementContext) -> Rewrite? {
    guard statementRewritable, host == .viewController else { return nil }
    let t = tokens[i]
    let qualified = i >= 2 && tokens[i - 1].isPunctuation(".")
    if qualified, !tokens[i - 2].isIdentifier("self") { return nil }
    // `self.topLayoutGuide` is replaced from `self`: the replacement names the view.
    let from = qualified ? i - 2 : i
    if !qualified, !swift { return nil }
    let edge = top ? "Top" : "Bottom"
    if t.text == (top ? "mas_topLayoutGuideBottom" : "mas_bottomLayoutGuideTop") {
      return edit(
        from: from, through: i,
        replacement: "\(swift ? "view" : "self.view").mas_safeAreaLayoutGuide\(edge)"
      ).map {
        Rewrite(edits: [$0], reads: .safeArea)
      }
    }
    guard t.text == (top ? "topLayoutGuide" : "bottomLayoutGuide"), i + 2 < c.whole.upperBound,
      tokens[i + 1].isPunctuation(".")
    else { return nil }
    let member = tokens[i + 2].text
    let replacement: String
    let view = swift ? "view" : "self.view"
    if member == (top ? "bottomAnchor" : "topAnchor") {
      replacement = "\(view).safeAreaLayoutGuide.\(top ? "topAnchor" : "bottomAnchor")"
    } else if member == "length", let read = safeAreaRead(top ? "top" : "bottom") {
      replacement = read
    } else {
      return nil
    }
    return edit(from: from, through: i + 2, replacement: replacement).map {
      Rewrite(edits: [$0], reads: .safeArea)
    }
  }

  /// `automaticallyAdjustsScrollViewInsets = false` → the controller's one
  /// scroll view's `contentInsetAdjustmentBehavior = .never`, when the
  /// statement is that assignment alone and the class declares exactly one
  /// scroll view property (or is a `UITableViewController`, whose
  /// `tableView` it is): never a name that is only a local or a parameter.
  func neverRewrite(_ i: Int, _ c: StatementContext) -> Rewrite? {
    guard statementRewritable, host == .viewController, let scroll = place.scrollView,
      i + 2 < c.whole.upperBound, tokens[i + 1].isPunctuation("=")
    else { return nil }
    // Nothing else in the statement: `[self.]automaticallyAdjustsScrollViewInsets = NO`.
    let start = c.whole.lowerBound
    let prefixOK =
      start == i
      || (start == i - 2 && tokens[i - 2].isIdentifier("self")
        && tokens[i - 1].isPunctuation("."))
    let end = c.whole.upperBound
    guard prefixOK, end == i + 3 || (end == i + 4 && tokens[i + 3].isPunctuation(";")) else {
      return nil
    }
    let never = swift ? ".never" : "UIScrollViewContentInsetAdjustmentNever"
    return edit(
      from: start, through: i + 2,
      replacement: "\(swift ? "" : "self.")\(scroll).contentInsetAdjustmentBehavior = \(never)"
    ).map { Rewrite(edits: [$0], reads: .neverAdjusted) }
  }

  /// A sum of bar literals as the safe area's reads: `20 + 44` as a
  /// position is the top; `- 64 - 49` from a height is the top less the
  /// bottom. Only when nothing but the literals and their operators is
  /// between the first and the last.
  mutating func foldRewrite(
    first: Int, last: Int, assumption: CodeAssumption, fromHeight: Bool, slot: Slot,
    ownBar: Double = 0, _ c: inout StatementContext
  ) -> Rewrite? {
    let bar = ownBar > 0 ? PortNumber.format(ownBar) : nil
    guard case .insets(let top, let bottom, _, .safeArea) = assumption else { return nil }
    var operators: Set<String> = []
    for k in first...last where tokens[k].kind != .number {
      guard tokens[k].isPunctuation("+") || tokens[k].isPunctuation("-") else { return nil }
      operators.insert(tokens[k].text)
    }
    let read: String?
    if fromHeight {
      // `height - 64 - 49`: every literal subtracted.
      guard operators == ["-"], c.isMinus(before: first) else { return nil }
      let topRead = safeAreaRead("top").map { t in bar.map { t + " - " + $0 } ?? t }
      switch (top, bottom) {
      case (.some, .some):
        read = topRead.flatMap { t in safeAreaRead("bottom").map { t + " - " + $0 } }
      case (.some, nil): read = topRead
      case (nil, .some): read = safeAreaRead("bottom")
      default: read = nil
      }
    } else {
      // `y = 20 + 44` at a position: one edge, every literal added.
      guard operators == ["+"], bottom == nil, top != nil, slot.style == .position,
        !(first > c.range.lowerBound && tokens[first - 1].isPunctuation("-"))
      else { return nil }
      switch slot.kind {
      case .rectY, .position:
        read = safeAreaRead("top").map { t in bar.map { t + " + " + $0 } ?? t }
      default: read = nil
      }
    }
    guard let read, let change = edit(from: first, through: last, replacement: read) else {
      return nil
    }
    return Rewrite(edits: [change], reads: .safeArea)
  }

  /// The other arm of a device check's ternary whose arm is a bar number:
  /// `isIPhoneX ? 84 : 64` writes the iPhone X's bars as 84. It stands for
  /// the same bars as its sibling, at its own value (which the sweep checks).
  mutating func deviceBranchSibling(_ i: Int, value: Double, _ c: inout StatementContext) {
    guard c.deviceHint, value > 0, value < 200 else { return }
    var sibling: Int?
    if i > c.range.lowerBound, tokens[i - 1].isPunctuation("?"), i + 2 < c.range.upperBound,
      c.ternaryColons.contains(i + 1), tokens[i + 2].kind == .number
    {
      sibling = i + 2
    } else if i - 2 >= c.range.lowerBound, c.ternaryColons.contains(i - 1),
      tokens[i - 2].kind == .number, i - 3 >= c.range.lowerBound, tokens[i - 3].isPunctuation("?")
    {
      sibling = i - 2
    }
    guard let sibling, let other = tokens[sibling].value.map(abs),
      BarNumbers.strong.union(BarNumbers.composite).contains(other),
      let meaning = BarNumbers.meaning(of: other, statusHint: true)
    else { return }
    let facts = c.facts(of: c.span(around: i))
    if facts.slot.isExcluded || facts.readsSafeArea { return }
    report(
      at: i, code: tokens[i].text, meaning: meaning,
      assumption: BarNumbers.assumption(meaning, value: value, reading: facts.slot.reading),
      slotText: "beside `\(tokens[sibling].text)` in a device check's other branch",
      style: facts.slot.style)
  }

  /// A 44 that stands for a toolbar (or an input bar of a toolbar's
  /// height): a finding the sweep cannot check, since the model's
  /// toolbar is not a query of the sweep.
  mutating func toolbar(_ i: Int, slotText: String) {
    let t = tokens[i]
    reported.insert(i)
    add(
      Finding(
        kind: .hardCodedInset, line: t.line, column: t.column, code: t.text,
        summary:
          "`\(t.text)`\(slotText.isEmpty ? "" : " " + slotText) stands for a toolbar's height",
        replacement: "read the toolbar's `frame.height`, and lay out above it against "
          + "`view.safeAreaLayoutGuide.bottomAnchor`",
        detail: "not swept: a toolbar is 44 pt on a phone in portrait, 32 where both size "
          + "classes are compact and 50 on an iPad from iOS 12 (bars.heights), and on a phone "
          + "with a home indicator it sits above it (bars.notchToolbar)"))
  }

  /// A finding for a whole expression that stands for a system value.
  mutating func reportWhole(
    rewrite: Rewrite?, _ i: Int, code: String, meaning: BarNumbers.Meaning,
    statusHint: Bool, summary: String, replacement: String
  ) {
    let t = tokens[i]
    reported.insert(i)
    // At the number's column, and its code the number: the finding is
    // about the number (the summary quotes the whole expression).
    var finding = Finding(
      kind: .hardCodedInset, line: t.line, column: t.column, code: t.text,
      summary: summary, replacement: replacement,
      assumption: BarNumbers.assumption(meaning, value: t.value ?? 0, reading: .safeArea))
    finding.rewrite = rewrite
    add(finding)
  }

  /// A 20 or 44 that may be a margin or a bar: said, not guessed.
  mutating func note(_ i: Int, slotText: String) {
    let t = tokens[i]
    reported.insert(i)
    add(
      Finding(
        kind: .hardCodedInset, severity: .note, line: t.line, column: t.column, code: t.text,
        summary: "cannot judge whether `\(t.text)` \(slotText) is a margin or "
          + (t.value == 20 ? "the status bar" : "a bar"),
        replacement: "if it is a bar, read `view.safeAreaInsets`"))
  }
}

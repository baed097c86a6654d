/// What a statement's rewrites must hold together, and why a finding has
/// none.
extension CodeAnalysis {
  /// Keeps a statement's safe-area reads whole: when a bar number of the
  /// same edge is left in the statement's arithmetic beside a read
  /// (`origin.y + 20` next to `- 20 - 44` rewritten), the statement would
  /// count the bar twice or once too few, so none of its reads is written.
  mutating func keepStatementWhole(from first: Int, _ c: StatementContext) {
    guard findings.count > first else { return }
    var edges: Set<String> = []
    var covered: [(line: Int, columns: Range<Int>)] = []
    for k in first..<findings.count {
      guard let rewrite = findings[k].rewrite, rewrite.reads == .safeArea else { continue }
      for edit in rewrite.edits {
        covered.append((edit.line, edit.column..<(edit.column + edit.length)))
        if edit.replacement.contains("safeAreaInsets.top") { edges.insert("top") }
        if edit.replacement.contains("safeAreaInsets.bottom") { edges.insert("bottom") }
      }
    }
    guard !edges.isEmpty else { return }
    let top: Set<Double> = [20, 64, 88]
    let bottom: Set<Double> = [49, 83, 34]
    for k in c.whole where tokens[k].kind == .number {
      guard let value = tokens[k].value.map(abs) else { continue }
      let sameEdge =
        (edges.contains("top") && top.contains(value))
        || (edges.contains("bottom") && bottom.contains(value))
      guard sameEdge else { continue }
      let t = tokens[k]
      if covered.contains(where: { $0.line == t.line && $0.columns.contains(t.column) }) {
        continue
      }
      let arithmetic =
        (k > c.whole.lowerBound
          && (tokens[k - 1].isPunctuation("+") || tokens[k - 1].isPunctuation("-")))
        || (k + 1 < c.whole.upperBound
          && (tokens[k + 1].isPunctuation("+") || tokens[k + 1].isPunctuation("-")))
      guard arithmetic else { continue }
      for f in first..<findings.count where findings[f].rewrite?.reads == .safeArea {
        findings[f].rewrite = nil
        findings[f].noRewriteReason =
          "the `\(t.text)` at column \(t.column) of the same statement stands for the same bar "
          + "and would be left beside the safe area's read: rewrite the statement by hand"
      }
      return
    }
  }

  /// Says why each warning of the statement has no rewrite, when the place
  /// decides it: outside an instance method of a view controller or view,
  /// in a `#define`, or in code that runs before the safe area is set (then
  /// the replacement says to move it).
  mutating func explainMissingRewrites(from first: Int, _ c: StatementContext) {
    guard findings.count > first else { return }
    for k in first..<findings.count
    where findings[k].severity == .warning && findings[k].rewrite == nil
      && findings[k].noRewriteReason == nil
    {
      if c.defineName != nil {
        findings[k].noRewriteReason =
          "it is a `#define`, which has no view to read: rewrite the code that uses it"
      } else if !statementRewritable, let reason = place.reason {
        findings[k].noRewriteReason = reason
      } else if setupTimeWithheld, let method = place.method {
        let later = host == .view ? "layoutSubviews" : "viewDidLayoutSubviews"
        findings[k].noRewriteReason =
          "it runs in `\(method)`, before the first layout pass sets the safe area"
        findings[k].replacement =
          "move it to `\(later)` and \(findings[k].replacement) there (in `\(method)` the safe "
          + "area is still zero)"
      }
    }
  }

  /// The names the file defines (`#define`, `let`, `var`, a computed
  /// property, a method), each with whether its definition reads the safe
  /// area through UIKit (`safeAreaInsets`, `safeAreaLayoutGuide`,
  /// `adjustedContentInset`): a name is judged by what it holds, not by its
  /// words (`kBottomSafeArea` defined as `isIPhoneX ? 34 : 0` reads
  /// nothing).
  ///
  /// - Complexity: O(n) in the tokens.
  static func definitions(_ structure: CodeStatements) -> [String: Bool] {
    var definitions = Definitions()
    for statement in structure.statements { definitions.add(statement, structure) }
    return definitions.reads
  }
}

/// The names a file defines, gathered a statement at a time in the file's
/// order (``CodeAnalysis/definitions(_:)``): a name defined from another
/// reads what that one reads, as far as the file has said by then.
struct Definitions {
  /// Each name with whether its definition reads the safe area.
  var reads: [String: Bool] = [:]

  static func readsUIKit(_ t: Token) -> Bool {
    t.kind == .identifier
      && (t.text.hasPrefix("safeArea") || t.text.hasPrefix("mas_safeArea")
        || t.text == "adjustedContentInset")
  }

  /// Adds what `statement` of `structure` defines.
  mutating func add(_ statement: CodeStatements.Statement, _ structure: CodeStatements) {
    let tokens = structure.tokens
    let r = statement.range
    var name: String?
    var valueStart = r.lowerBound
    if r.count >= 3, tokens[r.lowerBound].isPunctuation("#"),
      tokens[r.lowerBound + 1].isIdentifier("define"),
      tokens[r.lowerBound + 2].kind == .identifier
    {
      name = tokens[r.lowerBound + 2].text
      valueStart = r.lowerBound + 3
    } else if let k = tokens[r].firstIndex(where: {
      $0.isIdentifier("let") || $0.isIdentifier("var")
    }),
      k + 1 < r.upperBound, tokens[k + 1].kind == .identifier,
      let equals = tokens[(k + 1)..<r.upperBound].firstIndex(where: { $0.isPunctuation("=") })
    {
      name = tokens[k + 1].text
      valueStart = equals + 1
    }
    if let name {
      let value = tokens[valueStart..<r.upperBound].contains {
        Self.readsUIKit($0) || ($0.kind == .identifier && reads[$0.text] == true)
      }
      reads[name] = (reads[name] ?? false) || value
    }
    // A body's statements define its method or computed property.
    if let block = statement.block, let method = structure.blocks[block].method,
      let owner = structure.blocks[method].name
    {
      let value = tokens[r].contains(where: Self.readsUIKit)
      reads[owner] = (reads[owner] ?? false) || value
    }
  }
}

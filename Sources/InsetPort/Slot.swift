import InsetModel

/// Where a number sits: what it is an argument of, assigned to, or returned by.
struct Slot {
  enum Kind {
    /// A rectangle's or point's `y`; whether its `x` is a literal 0.
    case rectY(xIsZero: Bool)
    /// A rectangle's height; whether it is a full-width bar's (x 0, not
    /// square), and whether it is laid over the status bar (at 0, 0, the
    /// screen's width or a window's).
    case rectHeight(fullWidthBar: Bool, overStatusBar: Bool = false)
    /// Compared with, or assigned to, a height that is not a view of the
    /// app's own (`frame.size.height != 83`, `height = 64`).
    case heightValue
    /// The top or bottom of an insets value set on `target`.
    case insets(edge: Side, target: String?, sidesZero: Bool)
    /// A constraint's constant from the root view's top or bottom.
    case constraint(edge: Side)
    /// A bar's height constraint (`navBar.heightAnchor.constraint(equalToConstant:)`).
    case barHeightConstraint
    /// A frame's `origin.y` (or `view.top`); whether the view is a label,
    /// button or other control whose 20 is a margin.
    case position(subview: Bool)
    /// `owner.constant = …`.
    case constantOf(owner: String)
    /// Held by a name: assigned, returned, defined.
    case named(String)
    /// Nothing the rules read.
    case other
  }

  var kind: Kind
  /// "as a frame's `y`", "in `contentInset.top`".
  var text: String
  var style: ReplacementStyle = .position
  var reading: InsetReading = .safeArea
  /// A font size, a duration, a corner radius: never a bar.
  var isExcluded = false

  static let other = Slot(kind: .other, text: "")
  static let excluded = Slot(kind: .other, text: "", isExcluded: true)
}

/// What holds a number: a call's argument, an assignment, a return, a
/// `#define`.
extension StatementContext {
  /// What the expression starting at `spanStart` is held by.
  ///
  /// A grouping parenthesis or a conversion (`(a + 44)`, `CGFloat(64)`,
  /// `@(64)`, `(CGFloat)(…)`) is looked through: what holds the group holds
  /// the number. The walk out of nested groups is a loop, and each group's
  /// answer is kept, so 30,000 nested parentheses cost 30,000 steps once.
  func slot(before spanStart: Int) -> Slot {
    var start = spanStart
    var visited: [Int] = []
    var result: Slot?
    while result == nil {
      if let known = memo.slots[start] {
        result = known
        break
      }
      memo.steps += 1
      visited.append(start)
      var b = start - 1
      while b >= range.lowerBound, isTernaryMark(b) { b = hardBoundary(leftOf: b - 1) }
      guard b >= range.lowerBound else {
        result = statementStartSlot()
        break
      }
      let t = tokens[b]
      if t.isIdentifier("return") {
        result = block?.name.map { namedSlot($0, text: "returned by `\($0)`") } ?? .other
        break
      }
      guard t.kind == .punctuation else {
        result = .other
        break
      }
      switch t.text {
      case "(":
        let callee = b > range.lowerBound ? tokens[b - 1] : nil
        // A C cast before the group: `(CGFloat)(…)`.
        let cast =
          b - 3 >= range.lowerBound && tokens[b - 1].isPunctuation(")")
          && tokens[b - 2].kind == .identifier && tokens[b - 3].isPunctuation("(")
        let grouping =
          cast
          || callee.map {
            !(isOperandEnd($0) || $0.isPunctuation(">")) || $0.isIdentifier("return")
          } ?? true
        let conversion = callee.map { Self.conversions.contains($0.text) } == true
        if grouping || conversion {
          // The expression inside a group never runs past its `)`, so the
          // group holds all of it: go on with the group's own start.
          start = cast ? b - 3 : conversion ? b - 1 : b
          continue
        }
        result = argumentSlot(open: b, argumentStart: b + 1)
      case ",":
        guard let open = enclosingOpen(b) else {
          result = .other
          break
        }
        result = argumentSlot(open: open, argumentStart: b + 1)
      case ":":
        guard !ternaryColons.contains(b), b > range.lowerBound, tokens[b - 1].kind == .identifier,
          let open = enclosingOpen(b)
        else {
          result = .other
          break
        }
        result = argumentSlot(open: open, argumentStart: b - 1)
      case "=", "+=", "-=":
        result = assignmentSlot(op: b)
      case "==", "!=", "<", ">", "<=", ">=":
        result = comparisonSlot(op: b)
      default:
        result = .other
      }
    }
    let slot = result ?? .other
    // A group's start can be reached from every expression inside it: kept.
    // The first start is an expression's own, asked once (its facts are
    // kept when it holds more than one number).
    for start in visited.dropFirst() { memo.slots[start] = slot }
    return slot
  }

  /// Conversions that keep a number's meaning: `CGFloat(64)`, `@(64)`.
  static let conversions: Set<String> = [
    "CGFloat", "Double", "Float", "Int", "NSNumber", "Float64", "@",
  ]

  func statementStartSlot() -> Slot {
    if let defineName {
      return namedSlot(defineName, text: "in `\(defineName)`")
    }
    if swift, statement.isFirstInBlock, let block, block.isDeclaration, let name = block.name,
      let first = tokens[orNil: range.lowerBound],
      first.kind != .identifier
        || !CodeStatements.controlKeywords.union(["let", "var", "self", "super"]).contains(
          first.text)
    {
      return namedSlot(name, text: "returned by `\(name)`")
    }
    return .other
  }

  func namedSlot(_ name: String, text: String) -> Slot {
    let m = names.meaning(name)
    if m.contains(.excluded) { return .excluded }
    return Slot(kind: .named(name), text: text)
  }

  /// A number in a call's argument list (or an Objective-C message's).
  func argumentSlot(open: Int, argumentStart: Int) -> Slot {
    if tokens[open].isPunctuation("[") {
      return messageSlot(open: open, argumentStart: argumentStart)
    }
    let callee =
      open > range.lowerBound && tokens[open - 1].kind == .identifier ? tokens[open - 1].text : ""
    let call = callArguments(open)
    let arguments = call.arguments
    guard let position = call.position(of: argumentStart) else { return .other }
    let label = arguments[position].label
    if names.meaning(callee).contains(.excluded)
      || label.map({ names.meaning($0).contains(.excluded) }) == true
    {
      return .excluded
    }
    let labels = call.labels
    func argument(_ name: String, or index: Int) -> Range<Int>? {
      if let labelled = call.labelled[name] { return arguments[labelled].range }
      return labels.isEmpty && index < arguments.count ? arguments[index].range : nil
    }

    let isRect =
      ["CGRect", "CGRectMake", "CGPoint", "CGPointMake"].contains(callee)
      || (callee == "init" && labels.isSuperset(of: ["x", "y"]))
    if isRect {
      let xIsZero = argument("x", or: 0).flatMap(literalValue) == 0
      let target = targetProperty(calleeIndex: open - 1)
      if label == "y" || (label == nil && labels.isEmpty && position == 1) {
        if target == "contentOffset" {
          return Slot(
            kind: .rectY(xIsZero: xIsZero), text: "as `contentOffset.y`", style: .contentOffset,
            reading: .adjustedContentInset)
        }
        return Slot(kind: .rectY(xIsZero: xIsZero), text: "as a frame's `y`")
      }
      if label == "height" || (callee == "CGRectMake" && position == 3) {
        // The height of a view of the app's own (a footer, a cell), or of a
        // rectangle placed from the safe area, is the app's own.
        // (A view of the app's own: its height is never a bar's, whatever
        // check stands beside it.)
        if sizesOwnView() { return .excluded }
        if callReadsSafeArea(open) { return .other }
        let widthRange = argument("width", or: 2)
        let width = widthRange.flatMap(literalValue)
        let height =
          arguments[position].range.count == 1 ? literalValue(arguments[position].range) : nil
        let square = width != nil && width == height
        let yIsZero = argument("y", or: 1).flatMap(literalValue) == 0
        let screenWide =
          widthRange.map { r in
            tokens[r].contains { t in
              t.kind == .identifier
                && (Self.isScreenWord(t.text) || Words.normalized(t.text).hasPrefix("screenw"))
            }
          } ?? false
        let overStatusBar =
          xIsZero && yIsZero && (screenWide || identifiers.contains("UIWindow"))
        return Slot(
          kind: .rectHeight(fullWidthBar: xIsZero && !square, overStatusBar: overStatusBar),
          text: overStatusBar
            ? "as the height of a view over the status bar" : "as a frame's height",
          style: .barHeight)
      }
      // A rectangle's `x` and `width` are never a bar's, whatever check
      // stands beside them (a button's own 44 × 44 frame).
      if label == "x" || label == "width"
        || (label == nil && labels.isEmpty && (position == 0 || position == 2))
      {
        return .excluded
      }
      return .other
    }
    // A size's width: `CGSize(width: 44, height: 44)`.
    if ["CGSize", "CGSizeMake"].contains(callee),
      label == "width" || (label == nil && labels.isEmpty && position == 0)
    {
      return .excluded
    }

    let isInsets =
      [
        "UIEdgeInsets", "UIEdgeInsetsMake", "NSDirectionalEdgeInsets",
        "NSDirectionalEdgeInsetsMake",
      ]
      .contains(callee) || (callee == "init" && labels.isSuperset(of: ["top", "bottom"]))
    if isInsets {
      let edge: Side
      if label == "top" || (label == nil && labels.isEmpty && position == 0) {
        edge = .top
      } else if label == "bottom" || (label == nil && labels.isEmpty && position == 2) {
        edge = .bottom
      } else {
        return .other
      }
      let values = call.values
      if values.count == 4, let first = values[0], values.allSatisfy({ $0 == first }) {
        return .excluded  // the same on every edge: padding, not bars
      }
      let sidesZero = values.count == 4 && values[1] == 0 && values[3] == 0
      let target = targetProperty(calleeIndex: open - 1)
      let scroll = target.map { CodeAnalysis.scrollInsetTargets.contains($0) } ?? false
      return Slot(
        kind: .insets(edge: edge, target: target, sidesZero: sidesZero),
        text: target.map { "in `\($0).\(edge.rawValue)`" }
          ?? "as an insets value's \(edge.rawValue)",
        style: CodeAnalysis.isIndicatorTarget(target)
          ? .scrollIndicatorInset : scroll ? .scrollInset : .position,
        reading: scroll ? .adjustedContentInset : .safeArea)
    }

    if label == "constant",
      callee.lowercased().contains("constraint") || callee == "init"
        || callee == "NSLayoutConstraint"
    {
      return constraintSlot(open: open, scope: callScope(open: open))
    }
    if label == "equalToConstant" || callee == "equalToConstant" {
      return barHeightConstraintSlot(open: open, scope: callScope(open: open))
    }
    let masonry: Set<String> = [
      "offset", "inset", "mas_offset", "mas_equalTo", "equalTo", "mas_inset",
    ]
    if masonry.contains(callee) {
      return masonrySlot(callee: callee, numberIsTarget: callee.hasSuffix("equalTo"))
    }
    return .other
  }

  /// A number in an Objective-C message `[receiver piece:value …]`.
  func messageSlot(open: Int, argumentStart: Int) -> Slot {
    guard argumentStart >= range.lowerBound, tokens[argumentStart].kind == .identifier,
      argumentStart + 1 < range.upperBound, tokens[argumentStart + 1].isPunctuation(":")
    else { return .other }
    let piece = tokens[argumentStart].text
    if names.meaning(piece).contains(.excluded) { return .excluded }
    let pieces = messagePieces(open)
    let scope = open..<min(close(of: open) + 1, range.upperBound)
    if piece == "constant", pieces.contains(where: { $0.lowercased().contains("constraint") }) {
      return constraintSlot(open: open, scope: scope)
    }
    if piece == "constraintEqualToConstant" {
      return barHeightConstraintSlot(open: open, scope: scope)
    }
    if piece.hasPrefix("set"), piece.count > 3 {
      let property = lowerFirst(String(piece.dropFirst(3)))
      if property == "constant" {
        // `[self.topConstraint setConstant:64]`: the receiver names it.
        let receiver = tokens[(open + 1)..<argumentStart].last { $0.kind == .identifier }
        return Slot(
          kind: .constantOf(owner: receiver?.text ?? ""),
          text: "in `\(receiver?.text ?? "constraint").constant`")
      }
      return namedSlot(property, text: "in `\(property)`")
    }
    if ["mas_equalTo", "equalTo", "offset", "mas_offset"].contains(piece) {
      return masonrySlot(callee: piece, numberIsTarget: piece.hasSuffix("equalTo"))
    }
    return .other
  }

  /// A call's arguments and their lookups, worked out once per call.
  func callArguments(_ open: Int) -> CallArguments {
    if let known = memo.calls[open] { return known }
    let call = CallArguments(arguments(of: open), literal: literalValue)
    memo.calls[open] = call
    return call
  }

  /// The selector pieces (`constant`, `setContentInset`) of the message at
  /// `open`, worked out once per message.
  func messagePieces(_ open: Int) -> [String] {
    if let known = memo.messagePieces[open] { return known }
    var pieces: [String] = []
    let end = close(of: open)
    var j = open
    while j < end {
      memo.steps += 1
      if tokens[j].kind == .identifier, j + 1 < range.upperBound, tokens[j + 1].isPunctuation(":") {
        pieces.append(tokens[j].text)
      }
      j += 1
    }
    memo.messagePieces[open] = pieces
    return pieces
  }

  /// A call with its receiver chain: `tableView.topAnchor.constraint(…)`,
  /// one element of an `activate([…])` list.
  func callScope(open: Int) -> Range<Int> {
    chainStart(before: open)..<min(close(of: open) + 1, range.upperBound)
  }

  func identifiers(in scope: Range<Int>) -> Set<String> {
    var names: Set<String> = []
    for t in tokens[scope] where t.kind == .identifier {
      memo.steps += 1
      names.insert(t.text)
    }
    return names
  }

  /// A constraint's constant: from the root view's top or bottom, or a
  /// bar's height.
  /// (Worked out once per call or message at `open`.)
  func constraintSlot(open: Int, scope: Range<Int>) -> Slot {
    if let known = memo.constraintSlots[open] { return known }
    let slot = constraintSlot(scope: scope, open: open)
    memo.constraintSlots[open] = slot
    return slot
  }

  private func constraintSlot(scope: Range<Int>, open: Int) -> Slot {
    let identifiers = identifiers(in: scope)
    if identifiers.contains(where: isGuideName) { return .other }
    guard let edge = constraintEdge(in: scope) else { return .other }
    if edge == "height" { return barHeightConstraintSlot(open: open, scope: scope) }
    let rootRelated = !identifiers.isDisjoint(with: ["view", "superview", "window"])
    guard rootRelated, let inset = Side(rawValue: edge) else { return .other }
    return Slot(
      kind: .constraint(edge: inset), text: "as a constraint's constant from the view's \(edge)",
      style: .constraint)
  }

  /// A bar's height constraint (worked out once per call or message).
  func barHeightConstraintSlot(open: Int, scope: Range<Int>) -> Slot {
    if let known = memo.barHeightSlots[open] { return known }
    let barNamed = identifiers(in: scope).contains { name in
      let m = names.meaning(name)
      return !m.contains(.excluded) && (!m.isDisjoint(with: .strong) || m.contains(.bar))
    }
    let slot =
      barNamed
      ? Slot(kind: .barHeightConstraint, text: "as a bar's height constraint", style: .barHeight)
      : .other
    memo.barHeightSlots[open] = slot
    return slot
  }

  /// The edge a constraint statement constrains: the first anchor or
  /// attribute named.
  func constraintEdge(in scope: Range<Int>) -> String? {
    for i in scope {
      memo.steps += 1
      let t = tokens[i]
      guard t.kind == .identifier else { continue }
      switch t.text {
      case "topAnchor", "NSLayoutAttributeTop": return "top"
      case "bottomAnchor", "NSLayoutAttributeBottom": return "bottom"
      case "heightAnchor", "NSLayoutAttributeHeight": return "height"
      case "top", "bottom", "height":
        if i > scope.lowerBound, tokens[i - 1].isPunctuation(".") { return t.text }
      default: break
      }
    }
    return nil
  }

  func isGuideName(_ name: String) -> Bool {
    let n = Words.normalized(name)
    return n.contains("safearea") || n.contains("layoutguide") || n.contains("marginsguide")
      || n.contains("contentguide")
  }

  /// Masonry and SnapKit: `make.top.equalTo(self.view).offset(64)`,
  /// `make.top.mas_equalTo(64)`, `$0.bottom.equalToSuperview().inset(49)`.
  ///
  /// The answer depends on the statement and the callee only: worked out
  /// once per statement and callee.
  func masonrySlot(callee: String, numberIsTarget: Bool) -> Slot {
    let key = callee + (numberIsTarget ? "=" : "")
    if let known = memo.masonrySlots[key] { return known }
    let slot = masonrySlot(numberIsTarget: numberIsTarget)
    memo.masonrySlots[key] = slot
    return slot
  }

  private func masonrySlot(numberIsTarget: Bool) -> Slot {
    let first = tokens[whole.lowerBound]
    guard ["make", "maker", "$0"].contains(first.text) else { return .other }
    if identifiers.contains(where: isGuideName) { return .other }
    var edge: Side?
    var j = whole.lowerBound + 1
    while j + 1 < whole.upperBound, tokens[j].isPunctuation(".") {
      memo.steps += 1
      let attribute = tokens[j + 1].text
      if attribute == "top" { edge = edge ?? .top }
      if attribute == "bottom" { edge = edge ?? .bottom }
      if attribute.hasSuffix("equalTo") || attribute == "offset" || attribute == "inset"
        || attribute == "equalToSuperview"
      {
        break
      }
      j += 2
    }
    guard let edge else { return .other }
    var toRoot = numberIsTarget || identifiers.contains("equalToSuperview")
    if !toRoot,
      let equal = (whole.lowerBound..<whole.upperBound).first(where: {
        tokens[$0].text.hasSuffix("equalTo") && $0 + 1 < whole.upperBound
          && tokens[$0 + 1].isPunctuation("(")
      })
    {
      let target = tokens[(equal + 2)..<close(of: equal + 1)].first {
        $0.kind == .identifier && $0.text != "self"
      }
      toRoot = target.map { ["view", "superview"].contains($0.text) } ?? false
    }
    guard toRoot else { return .other }
    return Slot(
      kind: .constraint(edge: edge), text: "as an offset from the view's \(edge.rawValue)",
      style: .constraint)
  }

  /// A number on the right of `=`, `+=` or `-=` (worked out once per `op`).
  func assignmentSlot(op: Int) -> Slot {
    if let known = memo.assignmentSlots[op] { return known }
    let slot = assignmentSlot(path: lhsPath(op: op), op: op)
    memo.assignmentSlots[op] = slot
    return slot
  }

  private func assignmentSlot(path: [String], op: Int) -> Slot {
    guard let name = path.last else { return .other }
    let text = path.joined(separator: ".")
    let opText = tokens[op].text
    let isInsetPath = path.dropLast().contains {
      $0.lowercased().contains("inset") || $0.lowercased().contains("margin")
    }
    if name == "constant" {
      return Slot(kind: .constantOf(owner: path.dropLast().last ?? ""), text: "in `\(text)`")
    }
    if ["top", "bottom"].contains(name), isInsetPath,
      let target = path.dropLast().last(where: { $0.lowercased().contains("inset") })
    {
      if CodeAnalysis.otherInsetTargets.contains(target) { return .excluded }
      let scroll = CodeAnalysis.scrollInsetTargets.contains(target)
      return Slot(
        kind: .insets(edge: name == "top" ? .top : .bottom, target: target, sidesZero: true),
        text: "in `\(text)`",
        style: CodeAnalysis.isIndicatorTarget(target)
          ? .scrollIndicatorInset : scroll ? .scrollInset : .position,
        reading: scroll ? .adjustedContentInset : .safeArea)
    }
    // A property of a frame or a view (`frame.origin.y`, `view.top`); a bare
    // `top` is a name like any other.
    if ["y", "originY", "mj_y", "qmui_top", "top", "minY"].contains(name), !isInsetPath,
      path.count >= 2
    {
      if path.contains("contentOffset") {
        return Slot(
          kind: .position(subview: false), text: "as `\(text)`", style: .contentOffset,
          reading: .adjustedContentInset)
      }
      let subview = path.dropLast().contains { !names.meaning($0).isDisjoint(with: .excluded) }
      return Slot(kind: .position(subview: subview), text: "assigned to `\(text)`")
    }
    if ["height", "mj_h"].contains(name) {
      if opText == "-=" || opText == "+=" {
        return Slot(
          kind: .rectHeight(fullWidthBar: true),
          text: "\(opText == "-=" ? "taken from" : "added to") `\(text)`")
      }
      let m = names.meaning(path.joined())
      if !m.contains(.excluded), !m.isDisjoint(with: .strong) || m.contains(.bar) {
        return Slot(kind: .rectHeight(fullWidthBar: true), text: "as `\(text)`", style: .barHeight)
      }
      // `frame.size.height = 83` in a bar's layout: a height set to a bar's
      // (a declaration's `let height = 64` is any number's name).
      if opText == "=", !ownsHeight(path), lastDeclaration(before: op) == nil {
        return Slot(kind: .heightValue, text: "assigned to `\(text)`", style: .barHeight)
      }
      return .other
    }
    return namedSlot(name, text: "in `\(text)`")
  }

  /// A number compared with a value: a bar's height when the value is a
  /// height of no view of the app's own (`frame.size.height != 83`,
  /// `height < 64`).
  func comparisonSlot(op: Int) -> Slot {
    let path = Array(lhsPath(op: op).drop { CodeStatements.controlKeywords.contains($0) })
    guard let name = path.last, ["height", "mj_h"].contains(name) else { return .other }
    guard !ownsHeight(path) else { return .other }
    return Slot(
      kind: .heightValue, text: "compared with `\(path.joined(separator: "."))`",
      style: .barHeight)
  }

  /// Whether a height's path names a view of the app's own: a cell, a
  /// label, a header, a cell's `contentView`.
  func ownsHeight(_ path: [String]) -> Bool {
    path.contains { $0 == "contentView" || names.meaning($0).contains(.excluded) }
  }

  /// Whether the rectangle built by the call at `callee` sizes a view of the
  /// app's own: the statement assigns to a name of one (`footer`,
  /// `headerView.frame`, `cell.frame`).
  func sizesOwnView() -> Bool {
    if let op = firstAssignment() {
      let path = lhsPath(op: op)
      if path.contains(where: { names.meaning($0).contains(.excluded) }) { return true }
    }
    return false
  }

  /// The statement's first `=` outside brackets, found once.
  func firstAssignment() -> Int? {
    if let known = memo.firstAssignment { return known }
    var found: Int?
    var j = range.lowerBound
    while j < range.upperBound {
      memo.steps += 1
      if tokens[j].isPunctuation("(") || tokens[j].isPunctuation("[") {
        guard let close = tables.partner(of: j) else { break }
        j = close + 1
        continue
      }
      if tokens[j].isPunctuation("=") {
        found = j
        break
      }
      j += 1
    }
    memo.firstAssignment = .some(found)
    return found
  }

  static let declarationWords: Set<String> = [
    "let", "var", "static", "private", "fileprivate", "public", "internal", "open", "final",
    "lazy", "weak", "unowned", "const", "extern", "CGFloat", "NSInteger", "NSUInteger", "int",
    "float", "double", "Double", "Int", "Float", "self", "weakSelf", "strongSelf", "__weak",
    "__block", "FOUNDATION_EXPORT", "UIKIT_EXTERN", "UIKIT_STATIC_INLINE", "inline", "class",
    "override", "nonisolated", "NSString", "BOOL", "Bool", "CGRect", "CGPoint", "CGSize",
    "UIEdgeInsets",
  ]

  /// The property path assigned to: `self.tableView.contentInset.top` →
  /// `["tableView", "contentInset", "top"]`; a declaration's name alone.
  ///
  /// Worked out once per `op`; the walk stops at the first token that is
  /// not part of the path, so it is as long as the path.
  func lhsPath(op: Int) -> [String] {
    if let known = memo.lhsPaths[op] { return known }
    let path = lhsPathWalk(op: op)
    memo.lhsPaths[op] = path
    return path
  }

  /// The last `let` or `var` of the statement before `op`.
  func lastDeclaration(before op: Int) -> Int? {
    let declarations: [Int]
    if let known = memo.declarations {
      declarations = known
    } else {
      declarations = whole.filter {
        tokens[$0].isIdentifier("let") || tokens[$0].isIdentifier("var")
      }
      memo.declarations = declarations
    }
    // Binary search: the last one below `op`.
    var low = 0
    var high = declarations.count
    while low < high {
      let mid = (low + high) / 2
      if declarations[mid] < op { low = mid + 1 } else { high = mid }
    }
    return low > 0 ? declarations[low - 1] : nil
  }

  private func lhsPathWalk(op: Int) -> [String] {
    let lower = whole.lowerBound
    if let declaration = lastDeclaration(before: op), declaration + 1 < op,
      tokens[declaration + 1].kind == .identifier
    {
      return [tokens[declaration + 1].text]
    }
    var reversed: [String] = []
    var j = op - 1
    while j >= lower {
      memo.steps += 1
      let t = tokens[j]
      j -= 1
      if t.kind == .identifier {
        if Self.declarationWords.contains(t.text) { break }
        reversed.append(t.text)
      } else if !(t.isPunctuation(".") || t.isPunctuation("->") || t.isPunctuation("?")
        || t.isPunctuation("!"))
      {
        // Anything else ends the path, a bracketed group too: `f(x).y`
        // assigns to `y` of a call's result.
        break
      }
    }
    return reversed.reversed()
  }

  /// The property a constructor call's value is set on: `x.contentInset = …`,
  /// `[x setContentInset:…]`, `x.setContentOffset(…)`.
  func targetProperty(calleeIndex: Int) -> String? {
    var k = calleeIndex - 1
    if k >= range.lowerBound, tokens[k].isPunctuation(".") { k -= 1 }
    guard k >= range.lowerBound else { return nil }
    let t = tokens[k]
    if t.isPunctuation("=") { return lhsPath(op: k).last }
    if t.isPunctuation(":"), !ternaryColons.contains(k), k > range.lowerBound,
      tokens[k - 1].kind == .identifier
    {
      return property(ofSetter: tokens[k - 1].text)
    }
    if t.isPunctuation("("), k > range.lowerBound, tokens[k - 1].kind == .identifier {
      return property(ofSetter: tokens[k - 1].text)
    }
    return nil
  }

  func property(ofSetter name: String) -> String {
    guard name.hasPrefix("set"), name.count > 3,
      name.dropFirst(3).first.map({ $0.isUppercase }) == true
    else { return name }
    return lowerFirst(String(name.dropFirst(3)))
  }

  func lowerFirst(_ s: String) -> String {
    guard let first = s.first else { return s }
    return first.lowercased() + s.dropFirst()
  }
}

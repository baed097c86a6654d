import InsetModel

/// Where a number sits: what it is an argument of, assigned to, or returned by.
struct Slot {
  enum Kind {
    /// A rectangle's or point's `y`; whether its `x` is a literal 0.
    case rectY(xIsZero: Bool)
    /// A rectangle's height; whether it is a full-width bar's (x 0, not square).
    case rectHeight(fullWidthBar: Bool)
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
  func slot(before spanStart: Int) -> Slot {
    var b = spanStart - 1
    while b >= range.lowerBound, isTernaryMark(b) { b = hardBoundary(leftOf: b - 1) }
    guard b >= range.lowerBound else { return statementStartSlot() }
    let t = tokens[b]
    if t.isIdentifier("return") {
      return block?.name.map { namedSlot($0, text: "returned by `\($0)`") } ?? .other
    }
    guard t.kind == .punctuation else { return .other }
    switch t.text {
    case "(":
      // A grouping parenthesis or a conversion (`(a + 44)`, `CGFloat(64)`,
      // `@(64)`): what holds the group holds the number.
      let callee = b > range.lowerBound ? tokens[b - 1] : nil
      // A C cast before the group: `(CGFloat)(…)`.
      let cast =
        b - 3 >= range.lowerBound && tokens[b - 1].isPunctuation(")")
        && tokens[b - 2].kind == .identifier && tokens[b - 3].isPunctuation("(")
      let grouping =
        cast
        || callee.map { !(isOperandEnd($0) || $0.isPunctuation(">")) || $0.isIdentifier("return") }
          ?? true
      if grouping || callee.map({ Self.conversions.contains($0.text) }) == true {
        let start =
          cast ? b - 3 : callee.map { Self.conversions.contains($0.text) } == true ? b - 1 : b
        if close(of: b) >= spanEnd(from: spanStart) {
          return slot(before: start)
        }
      }
      return argumentSlot(open: b, argumentStart: b + 1)
    case ",":
      guard let open = enclosingOpen(b) else { return .other }
      return argumentSlot(open: open, argumentStart: b + 1)
    case ":":
      guard !ternaryColons.contains(b), b > range.lowerBound, tokens[b - 1].kind == .identifier,
        let open = enclosingOpen(b)
      else { return .other }
      return argumentSlot(open: open, argumentStart: b - 1)
    case "=", "+=", "-=":
      return assignmentSlot(op: b)
    default:
      return .other
    }
  }

  /// Conversions that keep a number's meaning: `CGFloat(64)`, `@(64)`.
  static let conversions: Set<String> = [
    "CGFloat", "Double", "Float", "Int", "NSNumber", "Float64", "@",
  ]

  /// The end of the expression starting at `start` (a `span`'s upper bound).
  func spanEnd(from start: Int) -> Int {
    start < range.upperBound ? span(around: start).upperBound : start
  }

  func statementStartSlot() -> Slot {
    if let defineName {
      return namedSlot(defineName, text: "in `\(defineName)`")
    }
    if swift, statement.isFirstInBlock, let block, block.isDeclaration, let name = block.name,
      let first = tokens[safe: range.lowerBound],
      first.kind != .identifier
        || !CodeStatements.controlKeywords.union(["let", "var", "self", "super"]).contains(
          first.text)
    {
      return namedSlot(name, text: "returned by `\(name)`")
    }
    return .other
  }

  func namedSlot(_ name: String, text: String) -> Slot {
    let m = NameMeaning.of(name)
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
    let arguments = arguments(of: open)
    guard
      let position = arguments.firstIndex(where: {
        $0.range.contains(argumentStart) || $0.range.lowerBound == argumentStart
          || $0.range.lowerBound == argumentStart + 2
      })
    else { return .other }
    let label = arguments[position].label
    if NameMeaning.of(callee).contains(.excluded)
      || label.map({ NameMeaning.of($0).contains(.excluded) }) == true
    {
      return .excluded
    }
    let labels = Set(arguments.compactMap(\.label))
    func argument(_ name: String, or index: Int) -> Range<Int>? {
      if let labelled = arguments.first(where: { $0.label == name }) { return labelled.range }
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
        let width = argument("width", or: 2).flatMap(literalValue)
        let height =
          arguments[position].range.count == 1 ? literalValue(arguments[position].range) : nil
        let square = width != nil && width == height
        return Slot(
          kind: .rectHeight(fullWidthBar: xIsZero && !square), text: "as a frame's height",
          style: .barHeight)
      }
      return .other
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
      let values = arguments.map { literalValue($0.range) }
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
      return constraintSlot(scope: callScope(open: open))
    }
    if label == "equalToConstant" || callee == "equalToConstant" {
      return barHeightConstraintSlot(scope: callScope(open: open))
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
    if NameMeaning.of(piece).contains(.excluded) { return .excluded }
    let pieces = tokens[open..<close(of: open)].enumerated().compactMap { k, t -> String? in
      let j = open + k
      return t.kind == .identifier && j + 1 < range.upperBound && tokens[j + 1].isPunctuation(":")
        ? t.text : nil
    }
    let scope = open..<min(close(of: open) + 1, range.upperBound)
    if piece == "constant", pieces.contains(where: { $0.lowercased().contains("constraint") }) {
      return constraintSlot(scope: scope)
    }
    if piece == "constraintEqualToConstant" {
      return barHeightConstraintSlot(scope: scope)
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

  /// A call with its receiver chain: `tableView.topAnchor.constraint(…)`,
  /// one element of an `activate([…])` list.
  func callScope(open: Int) -> Range<Int> {
    let start = runStart(before: open) { j in
      let t = tokens[j]
      return
        !(t.kind == .identifier || t.isPunctuation(".") || t.isPunctuation("?")
        || t.isPunctuation("!"))
    }
    return start..<min(close(of: open) + 1, range.upperBound)
  }

  func identifiers(in scope: Range<Int>) -> Set<String> {
    Set(tokens[scope].filter { $0.kind == .identifier }.map(\.text))
  }

  /// A constraint's constant: from the root view's top or bottom, or a
  /// bar's height.
  func constraintSlot(scope: Range<Int>) -> Slot {
    let identifiers = identifiers(in: scope)
    if identifiers.contains(where: isGuideName) { return .other }
    guard let edge = constraintEdge(in: scope) else { return .other }
    if edge == "height" { return barHeightConstraintSlot(scope: scope) }
    let rootRelated = !identifiers.isDisjoint(with: ["view", "superview", "window"])
    guard rootRelated, let inset = Side(rawValue: edge) else { return .other }
    return Slot(
      kind: .constraint(edge: inset), text: "as a constraint's constant from the view's \(edge)",
      style: .constraint)
  }

  func barHeightConstraintSlot(scope: Range<Int>) -> Slot {
    let barNamed = identifiers(in: scope).contains { name in
      let m = NameMeaning.of(name)
      return !m.contains(.excluded) && (!m.isDisjoint(with: .strong) || m.contains(.bar))
    }
    return barNamed
      ? Slot(kind: .barHeightConstraint, text: "as a bar's height constraint", style: .barHeight)
      : .other
  }

  /// The edge a constraint statement constrains: the first anchor or
  /// attribute named.
  func constraintEdge(in scope: Range<Int>) -> String? {
    for i in scope {
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
  func masonrySlot(callee: String, numberIsTarget: Bool) -> Slot {
    let first = tokens[whole.lowerBound]
    guard ["make", "maker", "$0"].contains(first.text) else { return .other }
    if identifiers.contains(where: isGuideName) { return .other }
    var edge: Side?
    var j = whole.lowerBound + 1
    while j + 1 < whole.upperBound, tokens[j].isPunctuation(".") {
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

  /// A number on the right of `=`, `+=` or `-=`.
  func assignmentSlot(op: Int) -> Slot {
    let path = lhsPath(op: op)
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
      let subview = path.dropLast().contains { !NameMeaning.of($0).isDisjoint(with: .excluded) }
      return Slot(kind: .position(subview: subview), text: "assigned to `\(text)`")
    }
    if ["height", "mj_h"].contains(name) {
      if opText == "-=" || opText == "+=" {
        return Slot(
          kind: .rectHeight(fullWidthBar: true),
          text: "\(opText == "-=" ? "taken from" : "added to") `\(text)`")
      }
      let m = NameMeaning.of(path.joined())
      if !m.contains(.excluded), !m.isDisjoint(with: .strong) || m.contains(.bar) {
        return Slot(kind: .rectHeight(fullWidthBar: true), text: "as `\(text)`", style: .barHeight)
      }
      return .other
    }
    return namedSlot(name, text: "in `\(text)`")
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
  func lhsPath(op: Int) -> [String] {
    let lhs = Array(tokens[whole.lowerBound..<op])
    if let declaration = lhs.lastIndex(where: { $0.isIdentifier("let") || $0.isIdentifier("var") }),
      declaration + 1 < lhs.count, lhs[declaration + 1].kind == .identifier
    {
      return [lhs[declaration + 1].text]
    }
    var path: [String] = []
    var depth = 0
    for t in lhs.reversed() {
      if t.isPunctuation(")") || t.isPunctuation("]") { depth += 1 }
      if t.isPunctuation("(") || t.isPunctuation("[") { depth -= 1 }
      guard depth == 0 else { continue }
      if t.kind == .identifier {
        if Self.declarationWords.contains(t.text) { break }
        path.insert(t.text, at: 0)
      } else if !(t.isPunctuation(".") || t.isPunctuation("->") || t.isPunctuation("?")
        || t.isPunctuation("!") || t.isPunctuation(")") || t.isPunctuation("]"))
      {
        break
      }
    }
    return path
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

/// The deprecated APIs and the device checks a statement holds.
extension StatementContext {
  /// What follows `=` (or an Objective-C setter's `:`) after the property at `i`.
  func assignedValue(after i: Int) -> AssignedValue? {
    var j = i + 1
    if j < whole.upperBound, tokens[j].isPunctuation("=") {
      j += 1
    } else if j < whole.upperBound, tokens[j].isPunctuation(":"), tokens[i].text.hasPrefix("set") {
      j += 1
    } else {
      return nil
    }
    // To the end of the statement, or of the Objective-C message.
    var end = j
    var depth = 0
    while end < whole.upperBound {
      let t = tokens[end]
      if t.isPunctuation("(") || t.isPunctuation("[") { depth += 1 }
      if t.isPunctuation(")") || t.isPunctuation("]") {
        if depth == 0 { break }
        depth -= 1
      }
      end += 1
    }
    return AssignedValue(tokens: Array(tokens[j..<end]))
  }

  /// `UIScreen.main.bounds`, `[UIScreen mainScreen].bounds`,
  /// `[[UIScreen mainScreen] bounds]` from the `UIScreen` at `i`.
  func readsScreenBounds(from i: Int) -> Bool {
    let next = tokens[(i + 1)..<min(i + 4, whole.upperBound)]
    guard next.contains(where: { $0.isIdentifier("main") || $0.isIdentifier("mainScreen") }) else {
      return false
    }
    return tokens[(i + 1)..<whole.upperBound].contains { $0.isIdentifier("bounds") }
  }

  /// Whether the screen-size number at `i` is compared with the screen's size.
  func isDeviceCheck(_ i: Int) -> Bool {
    // A `case` of a switch over the screen's size.
    if tokens[whole.lowerBound].isIdentifier("case"), let block, block.isSwitch {
      return tokens[block.header].contains { $0.kind == .identifier && Self.isScreenWord($0.text) }
    }
    let screenWords = identifiers.contains(where: Self.isScreenWord)
    guard screenWords else { return false }
    // A comparison next to it: `height == 812`, `812 == height`, `>= 812.0`.
    if i > range.lowerBound, tokens[i - 1].kind == .punctuation,
      Self.comparisons.contains(tokens[i - 1].text)
    {
      return true
    }
    if i + 1 < range.upperBound, tokens[i + 1].kind == .punctuation,
      Self.comparisons.contains(tokens[i + 1].text)
    {
      return true
    }
    // `CGSizeEqualToSize([UIScreen mainScreen].bounds.size, CGSizeMake(375, 812))`.
    if let open = enclosingOpen(i), open > range.lowerBound,
      ["CGSize", "CGSizeMake"].contains(tokens[open - 1].text)
    {
      return identifiers.contains("CGSizeEqualToSize") || identifiers.contains("equalTo")
        || tokens[whole].contains { $0.isPunctuation("==") }
    }
    return false
  }
}

/// The tokens assigned to a property.
struct AssignedValue {
  var tokens: [Token]

  /// `false`, `NO`, `0`.
  var isFalse: Bool {
    tokens.count == 1 && ["false", "NO", "0"].contains(tokens[0].text)
  }

  /// `[]`, `UIRectEdgeNone`, `UIRectEdge()`, `.init()`, `0`.
  var isEmptySet: Bool {
    let text = tokens.map(\.text).joined()
    return [
      "[]", "UIRectEdgeNone", "UIRectEdge()", ".init()", "UIRectEdge.init()", "0", "[.init()]",
    ]
    .contains(text)
  }
}

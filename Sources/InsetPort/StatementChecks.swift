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
    // To the end of the statement, or of the Objective-C message: the
    // close of the bracket around it (from the tables, not a walk).
    var end = whole.upperBound
    if range.contains(j), let open = enclosingOpen(j), let close = tables.partner(of: open) {
      end = close
    } else if !range.contains(j) {
      end = j
    }
    // The checks read a few tokens at most: a longer value is neither
    // `false` nor an empty set, and is not copied.
    return AssignedValue(tokens: Array(tokens[j..<min(end, j + 8)]))
  }

  /// `UIScreen.main.bounds`, `[UIScreen mainScreen].bounds`,
  /// `[[UIScreen mainScreen] bounds]` from the `UIScreen` at `i`.
  func readsScreenBounds(from i: Int) -> Bool {
    let next = tokens[(i + 1)..<min(i + 4, whole.upperBound)]
    guard next.contains(where: { $0.isIdentifier("main") || $0.isIdentifier("mainScreen") }) else {
      return false
    }
    return lastBounds > i
  }

  /// Whether the screen-size number at `i` is compared with the screen's size.
  func isDeviceCheck(_ i: Int) -> Bool {
    // A `case` of a switch over the screen's size.
    if tokens[whole.lowerBound].isIdentifier("case"), let block, block.isSwitch {
      return block.switchesOnScreen
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
        || hasEquality
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

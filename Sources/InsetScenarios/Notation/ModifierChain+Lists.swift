import Foundation
import InsetModel

// MARK: ContentMargins, frame and containerRelativeFrame
extension ModifierParser {
  /// `(20)`, `(20, for: .scrollIndicators)`, `(.horizontal, 20)`,
  /// `(.horizontal, 20, for: .scrollContent)`, `(EdgeInsets(…))`,
  /// `(EdgeInsets(…), for: .automatic)`.
  mutating func contentMargins() throws(NotationError) -> SwiftUIModifier {
    try expect("(", "`(` after `.contentMargins`")
    skipSpaces()
    let amount: PaddingAmount
    if let (word, _) = peekIdentifier(), word == "EdgeInsets" {
      amount = .insets(try edgeInsetsLiteral())
    } else if current == "." || current == "[" {
      let edges = try edgeSet()
      try expect(",", "`,` and a length (contentMargins takes one)")
      skipSpaces()
      if let (word, at) = peekIdentifier(), word == "EdgeInsets" {
        throw NotationError(
          offset: at,
          message: "an edge set with `EdgeInsets` is not modelled: give an edge set and a length, "
            + "or `EdgeInsets` alone")
      }
      amount = .edges(edges, try margin())
    } else {
      amount = .edges(.all, try margin())
    }
    var placement = SwiftUIContentMarginPlacement.automatic
    if accept(",") {
      skipSpaces()
      let labelAt = index
      guard let (label, _) = identifier(), label == "for" else {
        index = labelAt
        throw error("`for:` and a placement")
      }
      try expect(":", "`:` after `for`")
      let (name, nameAt) = try dotted(
        "a placement `.automatic`, `.scrollContent` or `.scrollIndicators`")
      guard let value = SwiftUIContentMarginPlacement(rawValue: name) else {
        var message =
          "expected a placement `.automatic`, `.scrollContent` or `.scrollIndicators`, found "
          + "`.\(Quote.short(name))`"
        if let near = Suggestion.closest(
          to: name, among: SwiftUIContentMarginPlacement.allCases.map(\.rawValue))
        {
          message += " (did you mean `.\(near)`?)"
        }
        throw NotationError(offset: nameAt, message: message)
      }
      placement = value
    }
    try expect(")", "`)`")
    return .contentMargins(amount, placement)
  }

  /// A margin's length: a number; `nil` is refused, its meaning not being
  /// documented.
  mutating func margin() throws(NotationError) -> CGFloat {
    skipSpaces()
    let at = index
    guard let length = try number("a length", allowsNil: true) else {
      throw NotationError(
        offset: at,
        message: "no source documents what a `nil` content margin does: give a number")
    }
    return length
  }

  /// `EdgeInsets(top:leading:bottom:trailing:)` at the cursor.
  mutating func edgeInsetsLiteral() throws(NotationError) -> DirectionalInsets {
    _ = identifier()
    try expect("(", "`(` after `EdgeInsets`")
    var values: [CGFloat] = []
    for (i, label) in ["top", "leading", "bottom", "trailing"].enumerated() {
      guard let (name, _) = identifier(), name == label else {
        throw error("`\(label):` (EdgeInsets takes top, leading, bottom, trailing)")
      }
      try expect(":", "`:` after `\(label)`")
      guard let value = try number("a number for `\(label)`") else { throw error("a number") }
      values.append(value)
      if i < 3 { try expect(",", "`,`") }
    }
    try expect(")", "`)` after the EdgeInsets")
    return DirectionalInsets(
      top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
  }

  /// `frame(width:height:alignment:)`, each optional.
  mutating func fixedFrame() throws(NotationError) -> SwiftUIModifier {
    try expect("(", "`(` after `.frame`")
    let labels = try labelledArguments(allowed: ["width", "height", "alignment"], required: [])
    var parser = self
    func dimension(_ label: String) throws(NotationError) -> CGFloat? {
      guard let at = labels[label] else { return nil }
      parser.index = at
      guard let value = try parser.number("a \(label) (a number or `nil`)", allowsNil: true) else {
        return nil
      }
      if value < 0 {
        throw NotationError(offset: at, message: "a frame's \(label) must not be negative")
      }
      return value
    }
    let width = try dimension("width")
    let height = try dimension("height")
    var alignment = FrameAlignment.center
    if let at = labels["alignment"] {
      parser.index = at
      alignment = try parser.frameAlignment()
    }
    return .frame(width: width, height: height, alignment: alignment)
  }

  /// `containerRelativeFrame(_:alignment:)`.
  mutating func containerRelativeFrame() throws(NotationError) -> SwiftUIModifier {
    try expect("(", "`(` after `.containerRelativeFrame`")
    let axes = try optionSet(
      "an axis set: `.horizontal`, `.vertical` or `[.horizontal, .vertical]`",
      names: ["horizontal", "vertical"]
    ) { name -> SwiftUIAxes? in
      switch name {
      case "horizontal": .horizontal
      case "vertical": .vertical
      default: nil
      }
    }
    var alignment = FrameAlignment.center
    if accept(",") {
      guard let (label, at) = identifier() else { throw error("`alignment:`") }
      guard label == "alignment" else {
        throw NotationError(
          offset: at,
          message: "`\(Quote.short(label)):` is not modelled: the form is "
            + "`containerRelativeFrame(_:alignment:)` (count, span and spacing are not)")
      }
      try expect(":", "`:` after `alignment`")
      alignment = try frameAlignment()
    }
    try expect(")", "`)`")
    return .containerRelativeFrame(axes, alignment: alignment)
  }

  /// `.center`, `.topLeading`, ….
  mutating func frameAlignment() throws(NotationError) -> FrameAlignment {
    let names = FrameAlignment.allCases.map(\.rawValue)
    let (name, at) = try dotted("an alignment such as `.center` or `.topLeading`")
    guard let value = FrameAlignment(rawValue: name) else {
      var message =
        "expected an alignment such as `.center` or `.topLeading`, found `.\(Quote.short(name))`"
      if let near = Suggestion.closest(to: name, among: names) {
        message += " (did you mean `.\(near)`?)"
      }
      throw NotationError(offset: at, message: message)
    }
    return value
  }
}

import Foundation
import InsetModel

/// A SwiftUI modifier chain as a table writes it, in SwiftUI's own spelling:
///
///     .safeAreaInset(edge: .bottom, alignment: .center, spacing: 0) { 30 }.ignoresSafeArea(.container, edges: [.top, .bottom])
///
/// First written is innermost. The braces of `safeAreaInset` hold the
/// content's length along the edge's axis, or `{ width × height }` (also
/// `x`) for content that `alignment` places.
///
/// Supported: `safeAreaInset(edge:alignment:spacing:)`, `ignoresSafeArea(_:edges:)`,
/// `safeAreaPadding(_:_:)`, `safeAreaPadding(_:)` with a length or
/// `EdgeInsets(top:leading:bottom:trailing:)`, and `padding` in the same forms;
/// `safeAreaBar(edge:alignment:spacing:)` as `safeAreaInset`,
/// `contentMargins(_:_:for:)` (a length, an edge set and a length, or
/// `EdgeInsets`, then `for: .automatic`, `.scrollContent` or
/// `.scrollIndicators`), `frame(width:height:alignment:)` and
/// `containerRelativeFrame(_:alignment:)`.
/// Labels, their order and their defaults are Swift's.
public struct ModifierChain: Sendable, Hashable {
  /// The modifiers in written order: the first written is the innermost.
  public var modifiers: [SwiftUIModifier]

  /// Creates the chain of `modifiers`, in written order.
  public init(_ modifiers: [SwiftUIModifier]) { self.modifiers = modifiers }
}

extension ModifierChain: ScenarioValue {
  public static var notation: String {
    "a SwiftUI modifier chain such as `.safeAreaInset(edge: .bottom, spacing: 0) { 30 }`"
  }

  public static func parse(_ text: String) throws(NotationError) -> ModifierChain {
    var parser = ModifierParser(scalars: Array(text.unicodeScalars))
    return ModifierChain(try parser.chain())
  }

  public var formatted: String { modifiers.map(Self.format).joined() }
  public func matches(_ expected: ModifierChain) -> Bool { self == expected }

  static func format(_ modifier: SwiftUIModifier) -> String {
    let f = PointNotation.format
    switch modifier {
    case .safeAreaInset(let edge, let alignment, let spacing, let content):
      // `{ width × height }`: along a vertical edge the length is the height,
      // along a horizontal one the width (the fuzzer found the two swapped).
      let size =
        content.breadth.map {
          edge.isVertical ? "\(f($0)) × \(f(content.length))" : "\(f(content.length)) × \(f($0))"
        } ?? f(content.length)
      return ".safeAreaInset(edge: .\(edge.rawValue), alignment: .\(alignment.rawValue), spacing: "
        + (spacing.map(f) ?? "nil") + ") { \(size) }"
    case .safeAreaBar(let edge, let alignment, let spacing, let content):
      return ".safeAreaBar"
        + format(
          .safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
        )
        .dropFirst(".safeAreaInset".count)
    case .contentMargins(let amount, let placement):
      return ".contentMargins(\(format(amount)), for: .\(placement.rawValue))"
    case .frame(let width, let height, let alignment):
      return ".frame(width: \(width.map(f) ?? "nil"), height: \(height.map(f) ?? "nil"), "
        + "alignment: .\(alignment.rawValue))"
    case .containerRelativeFrame(let axes, let alignment):
      return ".containerRelativeFrame(\(format(axes)), alignment: .\(alignment.rawValue))"
    case .ignoresSafeArea(let regions, let edges):
      return ".ignoresSafeArea(\(format(regions)), edges: \(format(edges)))"
    case .safeAreaPadding(let amount):
      return ".safeAreaPadding(\(format(amount)))"
    case .padding(let amount):
      return ".padding(\(format(amount)))"
    }
  }

  static func format(_ axes: SwiftUIAxes) -> String {
    switch axes {
    case .horizontal: ".horizontal"
    case .vertical: ".vertical"
    case [.horizontal, .vertical]: "[.horizontal, .vertical]"
    default: "[]"
    }
  }

  static func format(_ regions: SwiftUISafeAreaRegions) -> String {
    regions == .all
      ? ".all" : regions == .container ? ".container" : regions == .keyboard ? ".keyboard" : "[]"
  }

  static func format(_ edges: SwiftUIEdgeSet) -> String {
    if edges == .all { return ".all" }
    let names = SwiftUIEdge.allCases.filter { edges.contains(SwiftUIEdgeSet($0)) }.map {
      ".\($0.rawValue)"
    }
    return "[" + names.joined(separator: ", ") + "]"
  }

  static func format(_ amount: PaddingAmount) -> String {
    switch amount {
    case .edges(let edges, let length):
      return format(edges) + ", " + (length.map(PointNotation.format) ?? "nil")
    case .insets(let i):
      let f = PointNotation.format
      return "EdgeInsets(top: \(f(i.top)), leading: \(f(i.leading)), bottom: \(f(i.bottom)), "
        + "trailing: \(f(i.trailing)))"
    }
  }
}

/// The recursive-descent parser behind ``ModifierChain``.
struct ModifierParser {
  let scalars: [Unicode.Scalar]
  var index = 0

  static let names = [
    "safeAreaInset", "ignoresSafeArea", "safeAreaPadding", "padding",

    "safeAreaBar", "contentMargins", "frame", "containerRelativeFrame",
  ]

  // MARK: Scanning

  var atEnd: Bool { index >= scalars.count }
  var current: Unicode.Scalar? { atEnd ? nil : scalars[index] }

  mutating func skipSpaces() {
    while let c = current, c == " " || c == "\t" { index += 1 }
  }

  /// An ASCII letter or `_`, or any other letter (a Cyrillic `о` in
  /// `UIViewContrоller`): a word is read whole, and the message about it
  /// names the letter that is not ASCII (``nonASCII(in:)``).
  static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
      || (c.value >= 0x80 && c.properties.isAlphabetic)
  }

  /// ` (U+043E CYRILLIC SMALL LETTER O is not an ASCII letter)` for the
  /// first letter of `word` beyond ASCII, with its offset in the word; nil
  /// for an ASCII word.
  static func nonASCII(in word: String) -> (note: String, offset: Int)? {
    guard let offset = word.unicodeScalars.firstIndex(where: { !$0.isASCII }) else { return nil }
    let scalar = word.unicodeScalars[offset]
    return (
      " (\(Quote.name(scalar)) is not an ASCII letter)",
      word.unicodeScalars.distance(from: word.unicodeScalars.startIndex, to: offset)
    )
  }
  static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
    isIdentifierStart(c) || ("0"..."9").contains(c)
  }

  /// What stands at the cursor, for a message.
  func found() -> String {
    guard !atEnd else { return "the end of the cell" }
    var end = index
    if Self.isIdentifierPart(scalars[index]) {
      while end < scalars.count, Self.isIdentifierPart(scalars[end]) { end += 1 }
    } else {
      end += 1
    }
    return "`" + Quote.short(String(scalars: scalars[index..<end])) + "`"
  }

  func error(_ expected: String, at offset: Int? = nil) -> NotationError {
    NotationError(offset: offset ?? index, message: "expected \(expected), found \(found())")
  }

  /// Takes `c`; `what` (a message's words, built only for an error) when
  /// it is not there.
  mutating func expect(_ c: Unicode.Scalar, _ what: @autoclosure () -> String)
    throws(NotationError)
  {
    skipSpaces()
    guard current == c else { throw error(what()) }
    index += 1
  }

  mutating func accept(_ c: Unicode.Scalar) -> Bool {
    skipSpaces()
    guard current == c else { return false }
    index += 1
    return true
  }

  /// An identifier at the cursor (no leading dot), or nil.
  mutating func identifier() -> (String, Int)? {
    skipSpaces()
    let start = index
    guard let c = current, Self.isIdentifierStart(c) else { return nil }
    while let d = current, Self.isIdentifierPart(d) { index += 1 }
    return (String(scalars: scalars[start..<index]), start)
  }

  /// `.name`: a leading dot and an identifier.
  mutating func dotted(_ what: @autoclosure () -> String) throws(NotationError) -> (String, Int) {
    skipSpaces()
    let start = index
    guard accept(".") else { throw error(what()) }
    guard let (name, _) = identifier() else { throw error(what()) }
    return (name, start)
  }

  /// A number, or `nil` when `allowsNil`.
  mutating func number(_ what: @autoclosure () -> String, allowsNil: Bool = false)
    throws(NotationError) -> CGFloat?
  {
    skipSpaces()
    let start = index
    if allowsNil, let (word, _) = peekIdentifier(), word == "nil" {
      _ = identifier()
      return nil
    }
    var end = index
    if end < scalars.count, scalars[end] == "-" || scalars[end] == "+" { end += 1 }
    while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == "." {
      end += 1
    }
    // Take a trailing word with it (an exponent, a unit) to name it whole;
    // an `x` is the separator of `{ width x height }`.
    if end > start, end < scalars.count, Self.isIdentifierStart(scalars[end]), scalars[end] != "x" {
      while end < scalars.count, Self.isIdentifierPart(scalars[end]) { end += 1 }
    }
    guard end > start else { throw error(what()) }
    let text = String(scalars: scalars[start..<end])
    do {
      let value = try CGFloat.parse(text)
      index = end
      return value
    } catch {
      throw NotationError(offset: start + error.offset, message: error.message)
    }
  }

  func peekIdentifier() -> (String, Int)? {
    var copy = self
    return copy.identifier()
  }

  // MARK: The chain

  mutating func chain() throws(NotationError) -> [SwiftUIModifier] {
    var modifiers: [SwiftUIModifier] = []
    skipSpaces()
    guard !atEnd else {
      throw NotationError(offset: 0, message: "expected a modifier such as `.ignoresSafeArea()`")
    }
    while true {
      skipSpaces()
      if atEnd { break }
      guard accept(".") else { throw error("`.` and a modifier") }
      guard let (name, at) = identifier() else { throw error("a modifier name") }
      switch name {
      case "safeAreaInset": modifiers.append(try safeAreaInset())
      case "ignoresSafeArea": modifiers.append(try ignoresSafeArea())
      case "safeAreaPadding": modifiers.append(.safeAreaPadding(try paddingAmount()))
      case "padding": modifiers.append(.padding(try paddingAmount()))
      case "safeAreaBar":
        guard
          case .safeAreaInset(let edge, let alignment, let spacing, let content) =
            try safeAreaInset(named: "safeAreaBar")
        else { throw error("a bar") }
        modifiers.append(
          .safeAreaBar(edge: edge, alignment: alignment, spacing: spacing, content: content))
      case "contentMargins": modifiers.append(try contentMargins())
      case "frame": modifiers.append(try fixedFrame())
      case "containerRelativeFrame": modifiers.append(try containerRelativeFrame())
      default:
        var message =
          "unknown modifier `.\(Quote.short(name))`: the modifiers are "
          + Self.names.map { "`.\($0)`" }.joined(separator: ", ")
        if let near = Suggestion.closest(to: name, among: Self.names) {
          message += " (did you mean `.\(near)`?)"
        }
        throw NotationError(offset: at, message: message)
      }
    }
    return modifiers
  }

  // MARK: safeAreaInset

  mutating func safeAreaInset(named name: String = "safeAreaInset") throws(NotationError)
    -> SwiftUIModifier
  {
    try expect("(", "`(` after `.\(name)`")
    let labels = try labelledArguments(
      allowed: ["edge", "alignment", "spacing"], required: ["edge"])
    guard let edgeArgument = labels["edge"] else { throw error("`edge:`") }
    var parser = self
    parser.index = edgeArgument
    let (edgeName, edgeAt) = try parser.dotted(
      "an edge `.top`, `.bottom`, `.leading` or `.trailing`")
    guard let edge = SwiftUIEdge(rawValue: edgeName) else {
      var message =
        "expected an edge `.top`, `.bottom`, `.leading` or `.trailing`, found `.\(Quote.short(edgeName))`"
      if let near = Suggestion.closest(to: edgeName, among: SwiftUIEdge.allCases.map(\.rawValue)) {
        message += " (did you mean `.\(near)`?)"
      }
      throw NotationError(offset: edgeAt, message: message)
    }
    var alignment: InsetAlignment = .center
    if let at = labels["alignment"] {
      parser.index = at
      let (name, nameAt) = try parser.dotted("an alignment")
      let allowed: [InsetAlignment] =
        edge.isVertical ? [.leading, .center, .trailing] : [.top, .center, .bottom]
      guard let value = InsetAlignment(rawValue: name), allowed.contains(value) else {
        let kind = edge.isVertical ? "a `HorizontalAlignment`" : "a `VerticalAlignment`"
        throw NotationError(
          offset: nameAt,
          message: "`edge: .\(edge.rawValue)` takes \(kind): "
            + allowed.map { "`.\($0.rawValue)`" }.joined(separator: ", ")
            + ", found `.\(Quote.short(name))`")
      }
      alignment = value
    }
    var spacing: CGFloat?
    if let at = labels["spacing"] {
      parser.index = at
      spacing = try parser.number("a spacing (a number or `nil`)", allowsNil: true)
    }
    // The content: a trailing closure holding its size.
    try expect("{", "the content's size in braces, such as `{ 30 }` or `{ 30 × 20 }`")
    skipSpaces()
    let firstAt = index
    guard let first = try number("the content's length, a number") else { throw error("a number") }
    var content = InsetContent(length: first)
    skipSpaces()
    if current == "×" || current == "*"
      || (current == "x" && !Self.isIdentifierPart(scalars[safe: index + 1] ?? " "))
    {
      index += 1
      guard let second = try number("the content's height after `×`") else {
        throw error("a number")
      }
      // { width × height }: the length is along the edge's axis.
      content =
        edge.isVertical
        ? InsetContent(length: second, breadth: first)
        : InsetContent(length: first, breadth: second)
    }
    if content.length < 0 || (content.breadth ?? 0) < 0 {
      throw NotationError(offset: firstAt, message: "a content size must not be negative")
    }
    try expect("}", "`}` after the content's size")
    return .safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }

  /// Parses `label: value, …)` with labels in the given order, returning each
  /// label's value offset. The closing parenthesis is consumed.
  mutating func labelledArguments(allowed: [String], required: [String]) throws(NotationError)
    -> [String: Int]
  {
    var found: [String: Int] = [:]
    var next = 0
    if accept(")") {
      if let missing = required.first { throw error("`\(missing):`") }
      return found
    }
    while true {
      guard let (label, at) = identifier() else {
        throw error("a label such as `\(allowed[next...].first ?? allowed[0]):`")
      }
      guard let position = allowed.firstIndex(of: label) else {
        var message =
          "unknown label `\(Quote.short(label)):`; the labels are "
          + allowed.map { "`\($0):`" }.joined(separator: ", ")
        if let near = Suggestion.closest(to: label, among: allowed) {
          message += " (did you mean `\(near):`?)"
        }
        throw NotationError(offset: at, message: message)
      }
      guard position >= next else {
        throw NotationError(
          offset: at, message: "`\(label):` must come before `\(allowed[next - 1]):`, as in Swift")
      }
      if let missing = required.first(where: { name in
        found[name] == nil && (allowed.firstIndex(of: name) ?? allowed.count) < position
      }) {
        throw NotationError(offset: at, message: "expected `\(missing):` first")
      }
      try expect(":", "`:` after `\(label)`")
      skipSpaces()
      found[label] = index
      next = position + 1
      try skipValue(label)
      if accept(")") { break }
      try expect(",", "`,` or `)`")
    }
    for label in required where found[label] == nil { throw error("`\(label):`") }
    return found
  }

  /// Skips one argument value: a dotted name, a number or `nil`, or a bracketed list.
  mutating func skipValue(_ label: String) throws(NotationError) {
    skipSpaces()
    let what = "a value for `\(label):`"
    if current == "." {
      _ = try dotted(what)
    } else if current == "[" {
      while let c = current, c != "]" { index += 1 }
      try expect("]", "`]`")
    } else {
      _ = try number(what, allowsNil: true)
    }
  }

  // MARK: ignoresSafeArea

  mutating func ignoresSafeArea() throws(NotationError) -> SwiftUIModifier {
    try expect("(", "`(` after `.ignoresSafeArea`")
    var regions = SwiftUISafeAreaRegions.all
    var edges = SwiftUIEdgeSet.all
    if accept(")") { return .ignoresSafeArea(regions: regions, edges: edges) }
    skipSpaces()
    let isEdgesLabel = peekIdentifier()?.0 == "edges"
    if !isEdgesLabel {
      regions = try regionSet()
      if accept(")") { return .ignoresSafeArea(regions: regions, edges: edges) }
      try expect(",", "`,` or `)`")
    }
    guard let (label, at) = identifier(), label == "edges" else { throw error("`edges:`") }
    _ = at
    try expect(":", "`:` after `edges`")
    edges = try edgeSet()
    try expect(")", "`)`")
    return .ignoresSafeArea(regions: regions, edges: edges)
  }

  mutating func regionSet() throws(NotationError) -> SwiftUISafeAreaRegions {
    try optionSet(
      "a region `.container`, `.keyboard` or `.all`", names: ["container", "keyboard", "all"]
    ) { name -> SwiftUISafeAreaRegions? in
      switch name {
      case "container": .container
      case "keyboard": .keyboard
      case "all": .all
      default: nil
      }
    }
  }

  mutating func edgeSet() throws(NotationError) -> SwiftUIEdgeSet {
    try optionSet(
      "an edge set: `.all`, `.top`, `.bottom`, `.leading`, `.trailing`, `.horizontal`, `.vertical` or a list",
      names: ["all", "top", "bottom", "leading", "trailing", "horizontal", "vertical"]
    ) { name -> SwiftUIEdgeSet? in
      switch name {
      case "all": .all
      case "top": .top
      case "bottom": .bottom
      case "leading": .leading
      case "trailing": .trailing
      case "horizontal": .horizontal
      case "vertical": .vertical
      default: nil
      }
    }
  }

  /// `.name` or `[.a, .b]` for an option set.
  mutating func optionSet<Set: OptionSet>(
    _ what: String, names: [String], _ member: (String) -> Set?
  ) throws(NotationError) -> Set {
    func unknown(_ name: String, _ at: Int) -> NotationError {
      var message = "expected \(what), found `.\(Quote.short(name))`"
      if let near = Suggestion.closest(to: name, among: names) {
        message += " (did you mean `.\(near)`?)"
      }
      return NotationError(offset: at, message: message)
    }
    skipSpaces()
    if accept("[") {
      var result = Set()
      if accept("]") { return result }
      while true {
        let (name, at) = try dotted(what)
        guard let value = member(name) else { throw unknown(name, at) }
        result.formUnion(value)
        if accept("]") { return result }
        try expect(",", "`,` or `]`")
      }
    }
    let (name, at) = try dotted(what)
    guard let value = member(name) else { throw unknown(name, at) }
    return value
  }

  // MARK: padding and safeAreaPadding

  /// `()`, `(20)`, `(.horizontal)`, `(.horizontal, 20)`, `(.horizontal, nil)`,
  /// `(EdgeInsets(top: 8, leading: 20, bottom: 16, trailing: 20))`.
  mutating func paddingAmount() throws(NotationError) -> PaddingAmount {
    try expect("(", "`(`")
    if accept(")") { return .edges(.all, nil) }
    skipSpaces()
    if let (word, _) = peekIdentifier(), word == "EdgeInsets" {
      _ = identifier()
      try expect("(", "`(` after `EdgeInsets`")
      var values: [CGFloat] = []
      for (i, label) in ["top", "leading", "bottom", "trailing"].enumerated() {
        guard let (name, at) = identifier(), name == label else {
          throw error("`\(label):` (EdgeInsets takes top, leading, bottom, trailing)")
        }
        _ = at
        try expect(":", "`:` after `\(label)`")
        guard let value = try number("a number for `\(label)`") else { throw error("a number") }
        values.append(value)
        if i < 3 { try expect(",", "`,`") }
      }
      try expect(")", "`)` after the EdgeInsets")
      try expect(")", "`)`")
      return .insets(
        DirectionalInsets(
          top: values[0], leading: values[1], bottom: values[2], trailing: values[3]))
    }
    if current == "." || current == "[" {
      let edges = try edgeSet()
      if accept(")") { return .edges(edges, nil) }
      try expect(",", "`,` or `)`")
      let length = try number("a length (a number or `nil`)", allowsNil: true)
      try expect(")", "`)`")
      return .edges(edges, length)
    }
    guard let length = try number("an edge set, a length or `EdgeInsets(…)`") else {
      throw error("a length")
    }
    try expect(")", "`)`")
    return .edges(.all, length)
  }
}

extension Array {
  fileprivate subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}

import Foundation
import InsetModel

/// `NSCollectionLayoutSize` as a table writes it, in Swift's spelling of its
/// two dimensions: `{.fractionalWidth(0.5), .absolute(100)}` (width, then
/// height; the leading dots are optional). The dimensions are `absolute`,
/// `fractionalWidth`, `fractionalHeight` and `estimated`.
extension LayoutSize: ScenarioValue, SampledValue {
  public static var notation: String {
    "a layout size `{width, height}` of dimensions such as `{.fractionalWidth(1), .estimated(44)}`"
  }

  static let dimensionNames = ["absolute", "fractionalWidth", "fractionalHeight", "estimated"]

  public static func parse(_ text: String) throws(NotationError) -> LayoutSize {
    var scanner = DimensionScanner(scalars: Array(text.unicodeScalars))
    try scanner.expect("{", "`{` and a width dimension such as `.fractionalWidth(1)`")
    let width = try scanner.dimension("a width dimension")
    try scanner.expect(",", "`,` and a height dimension")
    let height = try scanner.dimension("a height dimension")
    try scanner.expect("}", "`}` after the height (a layout size has two dimensions)")
    scanner.skipSpaces()
    guard scanner.atEnd else { throw scanner.error("the end of the cell") }
    return LayoutSize(width: width, height: height)
  }

  public var formatted: String {
    "{" + Self.format(width) + ", " + Self.format(height) + "}"
  }

  static func format(_ d: LayoutDimension) -> String {
    let f = PointNotation.format
    switch d {
    case .absolute(let v): return ".absolute(\(f(v)))"
    case .fractionalWidth(let v): return ".fractionalWidth(\(f(v)))"
    case .fractionalHeight(let v): return ".fractionalHeight(\(f(v)))"
    case .estimated(let v): return ".estimated(\(f(v)))"
    }
  }

  public var isFinite: Bool { Self.value(width).isFinite && Self.value(height).isFinite }

  static func value(_ d: LayoutDimension) -> CGFloat {
    switch d {
    case .absolute(let v), .fractionalWidth(let v), .fractionalHeight(let v), .estimated(let v): v
    }
  }

  public func matches(_ e: LayoutSize) -> Bool {
    func same(_ a: LayoutDimension, _ b: LayoutDimension) -> Bool {
      switch (a, b) {
      case (.absolute, .absolute), (.fractionalWidth, .fractionalWidth),
        (.fractionalHeight, .fractionalHeight), (.estimated, .estimated):
        return ScenarioTolerance.close(Self.value(a), Self.value(b))
      default: return false
      }
    }
    return same(width, e.width) && same(height, e.height)
  }

  public static func sample(_ g: inout SeededGenerator) -> LayoutSize {
    func dimension(_ g: inout SeededGenerator) -> LayoutDimension {
      switch g.int(0...3) {
      case 0: .absolute(g.length(1...200))
      case 1: .fractionalWidth(g.pick([1, 0.5, 1.0 / 3, 0.25]))
      case 2: .fractionalHeight(g.pick([1, 0.5, 0.2]))
      default: .estimated(g.length(20...120))
      }
    }
    return LayoutSize(width: dimension(&g), height: dimension(&g))
  }
}

/// Scans the dimensions of a layout size, locating errors at the token.
struct DimensionScanner {
  let scalars: [Unicode.Scalar]
  var index = 0

  var atEnd: Bool { index >= scalars.count }

  mutating func skipSpaces() {
    while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
  }

  func found() -> String {
    guard !atEnd else { return "the end of the cell" }
    var end = index + 1
    while end < scalars.count, ModifierParser.isIdentifierPart(scalars[end]),
      ModifierParser.isIdentifierPart(scalars[index])
    {
      end += 1
    }
    return "`" + Quote.short(String(scalars: scalars[index..<end])) + "`"
  }

  func error(_ expected: String) -> NotationError {
    NotationError(offset: index, message: "expected \(expected), found \(found())")
  }

  mutating func expect(_ c: Unicode.Scalar, _ what: @autoclosure () -> String)
    throws(NotationError)
  {
    skipSpaces()
    guard index < scalars.count, scalars[index] == c else { throw error(what()) }
    index += 1
  }

  /// `.name(number)`.
  mutating func dimension(_ what: String) throws(NotationError) -> LayoutDimension {
    skipSpaces()
    let start = index
    if index < scalars.count, scalars[index] == "." { index += 1 }
    let nameStart = index
    while index < scalars.count, ModifierParser.isIdentifierPart(scalars[index]) { index += 1 }
    let name = String(scalars: scalars[nameStart..<index])
    guard LayoutSize.dimensionNames.contains(name) else {
      let written = String(scalars: scalars[start..<index])
      index = start
      var message =
        "expected \(what): "
        + LayoutSize.dimensionNames.map { "`.\($0)(…)`" }.joined(separator: ", ")
        + ", found " + (name.isEmpty ? found() : "`\(Quote.short(written))`")
      if !name.isEmpty,
        let near = Suggestion.closest(to: name, among: LayoutSize.dimensionNames)
      {
        message += " (did you mean `.\(near)`?)"
      }
      throw NotationError(offset: start, message: message)
    }
    try expect("(", "`(` after `.\(name)`")
    skipSpaces()
    let numberStart = index
    while index < scalars.count, scalars[index] != ")", scalars[index] != ",",
      scalars[index] != "}"
    {
      index += 1
    }
    let text = String(scalars: scalars[numberStart..<index])
      .trimmingCharacters(in: .whitespaces)
    let value: CGFloat
    do {
      value = try CGFloat.parse(text)
    } catch {
      throw NotationError(offset: numberStart + error.offset, message: error.message)
    }
    try expect(")", "`)` after the number")
    if value < 0 {
      throw NotationError(offset: numberStart, message: "a dimension must not be negative")
    }
    switch name {
    case "absolute": return .absolute(value)
    case "fractionalWidth": return .fractionalWidth(value)
    case "fractionalHeight": return .fractionalHeight(value)
    default: return .estimated(value)
    }
  }
}

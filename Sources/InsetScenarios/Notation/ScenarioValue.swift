import Foundation
import InsetModel

/// A type with a scenario-table notation: parsed strictly from a cell, printed
/// back in the same notation, and compared with the contract's tolerance.
public protocol ScenarioValue: SampledValue, Sendable {
  /// The notation, as error messages and `insets keys` name it, e.g.
  /// "insets `{top, left, bottom, right}` or `zero`".
  static var notation: String { get }
  /// Parses a cell's (trimmed, non-empty) text.
  static func parse(_ text: String) throws(NotationError) -> Self
  /// The value of a cell in a plain form (a decimal, `zero`, a flat or
  /// nested list of numbers), read straight from its UTF-8 bytes with no
  /// `String`; `nil` for anything else, which ``parse(_:)`` then reads and
  /// where it reports any error. Where it gives a value, it is the one
  /// ``parse(_:)`` gives. The default reads nothing.
  ///
  ///     var cell = "{64, 0, 49, 0}"
  ///     cell.withUTF8(Insets.parsePlain)  // Insets(top: 64, left: 0, bottom: 49, right: 0)
  ///
  /// - Complexity: O(bytes), allocating nothing.
  static func parsePlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Self?
  /// ``ScenarioValue/parsePlain(_:)`` as a function made once, for a reader of many cells
  /// of the type (each key of a table reads its column with one): it may
  /// hold what makes reading a cell cheaper, such as an enumeration's case
  /// names as bytes. It reads what ``ScenarioValue/parsePlain(_:)`` reads, and at least
  /// gives the value ``ScenarioValue/parse(_:)`` gives wherever ``ScenarioValue/parsePlain(_:)`` gives
  /// one. The default is ``ScenarioValue/parsePlain(_:)`` itself.
  ///
  ///     let read = ListAppearance.plainReader()
  ///     var cell = "insetGrouped"
  ///     cell.withUTF8(read)  // .insetGrouped
  static func plainReader() -> @Sendable (UnsafeBufferPointer<UInt8>) -> Self?
  /// The value in the notation: `{88, 0, 34, 0}`.
  var formatted: String { get }
  /// Whether `self` (the computed value) matches `expected` within
  /// ``ScenarioTolerance/points`` on every number.
  func matches(_ expected: Self) -> Bool
  /// Whether every number of the value is finite (a value with no numbers is).
  var isFinite: Bool { get }
}

extension ScenarioValue {
  public var isFinite: Bool { true }
  public static func parsePlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Self? { nil }
  public static func plainReader() -> @Sendable (UnsafeBufferPointer<UInt8>) -> Self? {
    { parsePlain($0) }
  }
}

/// The contract's comparison tolerance.
public enum ScenarioTolerance {
  /// Outputs compare with an absolute tolerance of 0.01 pt per number (the
  /// contract). A further 1e-9 absorbs binary rounding, so that values exactly
  /// 0.01 apart (as written in decimal) still match.
  public static let points: CGFloat = 0.01 + 1e-9

  @inlinable
  static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= points }
}

// MARK: - Numbers and brace values

extension ValueSyntax {
  func number(_ what: String) throws(NotationError) -> CGFloat {
    guard case .number(let v, _) = self else {
      throw NotationError(offset: offset, message: "expected a number in \(what), found \(shape)")
    }
    return CGFloat(v)
  }

  /// The numbers of a `{a, b, …}` list of exactly `names.count` numbers.
  func numbers(_ names: [String], _ what: String) throws(NotationError) -> [CGFloat] {
    guard case .list(let items, let offset) = self else {
      throw NotationError(
        offset: self.offset, message: "expected \(what), found \(shape)")
    }
    guard items.count == names.count else {
      throw NotationError(
        offset: offset,
        message:
          "\(what) \(what.hasPrefix("a ") ? "takes" : "take") \(names.count) numbers {\(names.joined(separator: ", "))}, "
          + "found \(items.count)")
    }
    var result: [CGFloat] = []
    result.reserveCapacity(items.count)
    for (item, name) in zip(items, names) {
      guard case .number(let v, _) = item else {
        throw NotationError(
          offset: item.offset,
          message: "expected a number for `\(name)` in \(what), found \(item.shape)")
      }
      result.append(CGFloat(v))
    }
    return result
  }

  /// A whole cell holding `zero` or a `{…}` list of exactly `names.count`
  /// numbers, 1 to 4: the list's numbers, or zeros for `zero` (the lanes
  /// past `names.count` are 0). A plain list allocates nothing.
  static func numberList(_ text: String, _ names: [String], _ what: String)
    throws(NotationError) -> SIMD4<Double>
  {
    if let numbers = FastNumbers.list(text, count: names.count) { return numbers }
    let syntax = try parse(text)
    if syntax.isZeroWord { return .zero }
    var result = SIMD4<Double>.zero
    for (i, n) in try syntax.numbers(names, what).prefix(4).enumerated() { result[i] = Double(n) }
    return result
  }

  var isZeroWord: Bool {
    if case .word(let w, _) = self, w == "zero" || w == ".zero" { return true }
    return false
  }
}

extension CGFloat: ScenarioValue {
  public static var notation: String { "a number such as `44`, `-10` or `53.667`" }

  public static func parse(_ text: String) throws(NotationError) -> CGFloat {
    if let value = FastNumbers.number(text) { return value }
    return try parseWithoutFastPath(text)
  }

  public static func parsePlain(_ utf8: UnsafeBufferPointer<UInt8>) -> CGFloat? {
    FastNumbers.number(utf8: utf8)
  }

  /// The full parser alone, for the test that holds the fast path to it.
  static func parseWithoutFastPath(_ text: String) throws(NotationError) -> CGFloat {
    let syntax = try ValueSyntax.parse(text)
    guard case .number(let v, _) = syntax else {
      throw NotationError(
        offset: syntax.offset, message: "expected \(notation), found \(syntax.shape)")
    }
    return CGFloat(v)
  }

  public var formatted: String { PointNotation.format(self) }
  public func matches(_ expected: CGFloat) -> Bool { ScenarioTolerance.close(self, expected) }
  // `isFinite` is CGFloat's own.
}

extension Insets: ScenarioValue {
  public static var notation: String { "insets `{top, left, bottom, right}` or `zero`" }

  public static func parse(_ text: String) throws(NotationError) -> Insets {
    let n = try ValueSyntax.numberList(text, notationNames, "insets")
    return Insets(top: n[0], left: n[1], bottom: n[2], right: n[3])
  }
  public static func parsePlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Insets? {
    FastNumbers.list(utf8: utf8, count: 4).map {
      Insets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3])
    }
  }
  private static let notationNames = ["top", "left", "bottom", "right"]

  public var formatted: String { notated }
  public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
  public func matches(_ e: Insets) -> Bool {
    isApproximatelyEqual(to: e, tolerance: ScenarioTolerance.points)
  }
}

extension DirectionalInsets: ScenarioValue {
  public static var notation: String {
    "directional insets `{top, leading, bottom, trailing}` or `zero`"
  }

  public static func parse(_ text: String) throws(NotationError) -> DirectionalInsets {
    let n = try ValueSyntax.numberList(text, notationNames, "directional insets")
    return DirectionalInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
  }
  public static func parsePlain(_ utf8: UnsafeBufferPointer<UInt8>) -> DirectionalInsets? {
    FastNumbers.list(utf8: utf8, count: 4).map {
      DirectionalInsets(top: $0[0], leading: $0[1], bottom: $0[2], trailing: $0[3])
    }
  }
  private static let notationNames = ["top", "leading", "bottom", "trailing"]

  public var formatted: String { notated }
  public var isFinite: Bool {
    top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite
  }
  public func matches(_ e: DirectionalInsets) -> Bool {
    isApproximatelyEqual(to: e, tolerance: ScenarioTolerance.points)
  }
}

extension CGSize: ScenarioValue {
  public static var notation: String { "a size `{width, height}`" }

  public static func parse(_ text: String) throws(NotationError) -> CGSize {
    let n = try ValueSyntax.numberList(text, notationNames, "a size")
    return CGSize(width: n[0], height: n[1])
  }
  public static func parsePlain(_ utf8: UnsafeBufferPointer<UInt8>) -> CGSize? {
    FastNumbers.list(utf8: utf8, count: 2).map { CGSize(width: $0[0], height: $0[1]) }
  }
  private static let notationNames = ["width", "height"]

  public var formatted: String { GeometryNotation.format(self) }
  public var isFinite: Bool { width.isFinite && height.isFinite }
  public func matches(_ e: CGSize) -> Bool {
    ScenarioTolerance.close(width, e.width) && ScenarioTolerance.close(height, e.height)
  }
}

extension CGPoint: ScenarioValue {
  public static var notation: String { "a point `{x, y}`" }

  public static func parse(_ text: String) throws(NotationError) -> CGPoint {
    let n = try ValueSyntax.numberList(text, notationNames, "a point")
    return CGPoint(x: n[0], y: n[1])
  }
  public static func parsePlain(_ utf8: UnsafeBufferPointer<UInt8>) -> CGPoint? {
    FastNumbers.list(utf8: utf8, count: 2).map { CGPoint(x: $0[0], y: $0[1]) }
  }
  private static let notationNames = ["x", "y"]

  public var formatted: String { GeometryNotation.format(self) }
  public var isFinite: Bool { x.isFinite && y.isFinite }
  public func matches(_ e: CGPoint) -> Bool {
    ScenarioTolerance.close(x, e.x) && ScenarioTolerance.close(y, e.y)
  }
}

extension CGRect: ScenarioValue {
  public static var notation: String { "a rect `{{x, y}, {width, height}}`" }

  public static func parsePlain(_ utf8: UnsafeBufferPointer<UInt8>) -> CGRect? {
    FastNumbers.rect(utf8: utf8)
  }

  public static func parse(_ text: String) throws(NotationError) -> CGRect {
    if let rect = FastNumbers.rect(text) { return rect }
    let syntax = try ValueSyntax.parse(text)
    if syntax.isZeroWord { return .zero }
    guard case .list(let parts, let offset) = syntax else {
      throw NotationError(
        offset: syntax.offset, message: "expected \(notation), found \(syntax.shape)")
    }
    guard parts.count == 2 else {
      throw NotationError(
        offset: offset,
        message:
          "a rect takes an origin and a size {{x, y}, {width, height}}, found \(parts.count) "
          + "value\(parts.count == 1 ? "" : "s")")
    }
    let origin = try parts[0].numbers(["x", "y"], "a rect's origin")
    let size = try parts[1].numbers(["width", "height"], "a rect's size")
    // CGRect(x:y:width:height:) keeps negative sizes as written.
    return CGRect(x: origin[0], y: origin[1], width: size[0], height: size[1])
  }

  public var formatted: String { GeometryNotation.format(self) }
  public var isFinite: Bool { origin.isFinite && size.isFinite }
  public func matches(_ e: CGRect) -> Bool {
    origin.matches(e.origin) && size.matches(e.size)
  }
}

// MARK: - Words

extension Bool: ScenarioValue {
  public static var notation: String { "a bool `yes` or `no` (also `true` or `false`)" }

  public static func parse(_ text: String) throws(NotationError) -> Bool {
    switch text.lowercased() {
    case "yes", "true": return true
    case "no", "false": return false
    default:
      throw NotationError(offset: 0, message: "expected \(notation), found `\(Quote.short(text))`")
    }
  }

  /// `yes`, `no`, `true` or `false` as written in lower case; any other
  /// spelling is left to ``parse(_:)``.
  public static func parsePlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool? {
    switch utf8.count {
    case 2: return utf8.elementsEqual("no".utf8) ? false : nil
    case 3: return utf8.elementsEqual("yes".utf8) ? true : nil
    case 4: return utf8.elementsEqual("true".utf8) ? true : nil
    case 5: return utf8.elementsEqual("false".utf8) ? false : nil
    default: return nil
    }
  }

  public var formatted: String { self ? "yes" : "no" }
  public func matches(_ expected: Bool) -> Bool { self == expected }
}

/// An enum written as its Swift case name, with an optional leading dot:
/// `scrollableAxes` or `.scrollableAxes`.
public protocol ScenarioEnum: ScenarioValue, CaseIterable, RawRepresentable, Equatable
where RawValue == String {}

extension ScenarioEnum {
  public static var notation: String {
    "one of " + allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
  }

  public static func parse(_ text: String) throws(NotationError) -> Self {
    let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
    if let value = Self(rawValue: name) { return value }
    var message = "expected \(notation), found `\(Quote.short(text))`"
    if let near = Suggestion.closest(to: name, among: allCases.map(\.rawValue)) {
      message += " (did you mean `\(near)`?)"
    }
    throw NotationError(offset: 0, message: message)
  }

  /// A case name (a leading dot allowed) of at most 15 bytes, which a
  /// `String` holds inline, so that reading it allocates nothing; a longer
  /// one, or a name that is no case's, is left to ``parse(_:)``.
  public static func parsePlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Self? {
    var name = utf8
    if name.first == UInt8(ascii: ".") { name = UnsafeBufferPointer(rebasing: name.dropFirst()) }
    guard !name.isEmpty, name.count <= 15 else { return nil }
    return Self(rawValue: String(decoding: name, as: UTF8.self))
  }

  /// A reader of case names (a leading dot allowed) of any length that
  /// compares a cell's bytes with each case's name, kept as bytes: making
  /// a `String` of the cell and matching it with `init(rawValue:)` cost
  /// about 470 instructions a cell.
  public static func plainReader() -> @Sendable (UnsafeBufferPointer<UInt8>) -> Self? {
    plainReader(names: allCases.map { ($0.rawValue, $0) })
  }

  /// ``plainReader()`` of the names `named`, each read as its value: the
  /// case names, and any other name ``parse(_:)`` reads.
  static func plainReader(
    names named: [(String, Self)]
  ) -> @Sendable (UnsafeBufferPointer<UInt8>) -> Self? {
    // Each name's bytes one after another, and each name's start, length
    // and first byte: a cell is compared in full (`memcmp`) only with the
    // names of its length and first byte.
    var bytes: [UInt8] = []
    var entries: [(start: Int, count: Int, first: UInt8, value: Self)] = []
    for (name, value) in named where !name.isEmpty {
      entries.append((bytes.count, name.utf8.count, name.utf8.first ?? 0, value))
      bytes += name.utf8
    }
    let names = bytes
    let table = entries
    return { utf8 in
      var name = utf8
      if name.first == UInt8(ascii: ".") { name = UnsafeBufferPointer(rebasing: name.dropFirst()) }
      guard let cell = name.baseAddress, !name.isEmpty else { return nil }
      let count = name.count
      let first = cell[0]
      return names.withUnsafeBufferPointer { all -> Self? in
        guard let base = all.baseAddress else { return nil }
        for entry in table where entry.count == count && entry.first == first {
          if memcmp(base + entry.start, cell, count) == 0 { return entry.value }
        }
        return nil
      }
    }
  }

  public var formatted: String { rawValue }
  public func matches(_ expected: Self) -> Bool { self == expected }
}

extension ContentInsetAdjustmentBehavior: ScenarioEnum {}
extension NavigationBarState: ScenarioEnum {}
extension TabBarState: ScenarioEnum {}
extension ViewKind: ScenarioEnum {}
extension UserInterfaceLayoutDirection: ScenarioEnum {}

extension RectEdge: ScenarioValue {
  public static var notation: String {
    "an edge set: `all`, `none`, or a list such as `[top, left]`"
  }

  public static func parse(_ text: String) throws(NotationError) -> RectEdge {
    switch text {
    case "all", ".all": return .all
    case "none", "[]": return []
    default: break
    }
    let scalars = Array(text.unicodeScalars)
    let inner: (start: Int, end: Int)
    if scalars.first == "[" {
      guard scalars.last == "]" else {
        throw NotationError(offset: scalars.count, message: "expected `]` to close the edge list")
      }
      inner = (1, scalars.count - 1)
    } else {
      inner = (0, scalars.count)
    }
    var result: RectEdge = []
    var start = inner.start
    while start <= inner.end {
      var end = start
      while end < inner.end, scalars[end] != "," { end += 1 }
      var a = start
      var b = end
      while a < b, scalars[a] == " " || scalars[a] == "\t" { a += 1 }
      while b > a, scalars[b - 1] == " " || scalars[b - 1] == "\t" { b -= 1 }
      var word = String(scalars: scalars[a..<b])
      if word.hasPrefix(".") { word.removeFirst() }
      guard let edge = Side(rawValue: word) else {
        var message =
          word.isEmpty
          ? "expected an edge (top, left, bottom, right)"
          : "unknown edge `\(Quote.short(word))`: edges are top, left, bottom, right"
        if let near = Suggestion.closest(to: word, among: Side.allCases.map(\.rawValue)) {
          message += " (did you mean `\(near)`?)"
        }
        throw NotationError(offset: a, message: message)
      }
      result.insert(RectEdge(edge))
      start = end + 1
    }
    return result
  }

  public var formatted: String { description }
  public func matches(_ expected: RectEdge) -> Bool { self == expected }
}

extension StatusBarSetting: ScenarioEnum {}
extension TabBarMinimizationBehavior: ScenarioEnum {}
extension ToolbarState: ScenarioEnum {}
extension SizeClass: ScenarioEnum {}
extension Multitasking: ScenarioEnum {}

extension Orientation: ScenarioValue {
  public static var notation: String {
    "one of `portrait`, `portraitUpsideDown`, `landscapeLeft`, `landscapeRight`, `landscape` "
      + "(= `landscapeLeft`)"
  }

  public static func parse(_ text: String) throws(NotationError) -> Orientation {
    let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
    if name == "landscape" { return .landscapeLeft }  // contract: landscape = landscapeLeft
    if let value = Orientation(rawValue: name) { return value }
    var message = "expected \(notation), found `\(Quote.short(text))`"
    let names = allCases.map(\.rawValue) + ["landscape"]
    if let near = Suggestion.closest(to: name, among: names) {
      message += " (did you mean `\(near)`?)"
    }
    throw NotationError(offset: 0, message: message)
  }

  public var formatted: String { rawValue }
  public func matches(_ expected: Orientation) -> Bool { self == expected }
}

extension Device: ScenarioValue {
  public static var notation: String {
    "a device name, as Xcode's simulators name them (e.g. `iPhone 14 Pro`; `insets devices` lists them)"
  }

  public static func parse(_ text: String) throws(NotationError) -> Device {
    if let device = DeviceCatalog.device(named: text) { return device.copy() }
    if let reason = DeviceCatalog.ambiguous[Device.normalized(text)] {
      throw NotationError(offset: 0, message: reason)
    }
    if let reason = DeviceCatalog.unmeasured[Device.normalized(text)] {
      throw NotationError(
        offset: 0,
        message: "\(reason): pin `screenSize` and `rootSafeAreaInsets` for it on a bare screen")
    }
    let near = DeviceCatalog.closestNames(to: text).map { "`\($0)`" }.joined(separator: ", ")
    throw NotationError(
      offset: 0,
      message:
        "unknown device `\(Quote.short(text))`; the closest are \(near) (`insets devices` lists them all)"
    )
  }

  public var formatted: String { name }
  public func matches(_ expected: Device) -> Bool { name == expected.name }
}

extension SeparatorStyle: ScenarioEnum {}

extension Int: ScenarioValue {
  public static var notation: String { "a whole number of 0 or more, such as `0` or `7`" }

  public static func parse(_ text: String) throws(NotationError) -> Int {
    guard !text.isEmpty, text.count <= 9,
      text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
      let value = Int(text)
    else {
      throw NotationError(offset: 0, message: "expected \(notation), found `\(Quote.short(text))`")
    }
    return value
  }

  /// One to nine decimal digits.
  public static func parsePlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Int? {
    guard !utf8.isEmpty, utf8.count <= 9 else { return nil }
    var value = 0
    for byte in utf8 {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  public var formatted: String { String(self) }
  public func matches(_ expected: Int) -> Bool { self == expected }
}

extension SectionInsetReference: ScenarioEnum {}
extension ScrollDirection: ScenarioEnum {}

extension Array: ScenarioValue where Element == CGSize {
  public static var notation: String { "a list of sizes `{{width, height}, …}`" }

  public static func parse(_ text: String) throws(NotationError) -> [CGSize] {
    if let sizes = FastNumbers.sizes(text) { return sizes }
    return try parseWithoutFastPath(text)
  }

  /// The full parser alone, for the test that holds the fast path to it.
  static func parseWithoutFastPath(_ text: String) throws(NotationError) -> [CGSize] {
    let syntax = try ValueSyntax.parse(text)
    guard case .list(let items, let offset) = syntax else {
      throw NotationError(
        offset: syntax.offset, message: "expected \(notation), found \(syntax.shape)")
    }
    guard !items.isEmpty else {
      throw NotationError(offset: offset, message: "a list of sizes needs at least one size")
    }
    var sizes: [CGSize] = []
    sizes.reserveCapacity(items.count)
    for item in items {
      let n = try item.numbers(["width", "height"], "a size")
      sizes.append(CGSize(width: n[0], height: n[1]))
    }
    return sizes
  }

  public var formatted: String { "{" + map(\.formatted).joined(separator: ", ") + "}" }
  public var isFinite: Bool { allSatisfy { $0.isFinite } }
  public func matches(_ expected: [CGSize]) -> Bool {
    count == expected.count && zip(self, expected).allSatisfy { $0.matches($1) }
  }
}

extension TableViewStyle: ScenarioEnum {}
extension SeparatorInsetReference: ScenarioEnum {}

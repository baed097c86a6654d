import Foundation
import InsetModel

/// A tolerance written after an output cell's value, `677.3 ±0.05` (or
/// `677.3 +-0.05`): the row's value matches when every number is within it,
/// in place of the contract's 0.01 pt. It is for a source that prints fewer
/// decimals than UIKit computes (a print of one decimal is good to ±0.05).
///
///     try CellTolerance.split("{677.3, 20} ±0.05")
///     // value "{677.3, 20}", tolerance 0.05 (plus 1e-9), toleranceOffset 12
enum CellTolerance {
  /// A cell's text, split at its tolerance.
  struct Split: Sendable, Equatable {
    /// The value's text, trimmed.
    var value: String
    /// The tolerance, `nil` when the cell has none; 1e-9 is added, as to the
    /// contract's, so that a value exactly the tolerance away (as written in
    /// decimal) matches.
    var tolerance: CGFloat?
    /// The offset of the `±` (or `+-`), in Unicode scalars from the start of
    /// the cell's text.
    var toleranceOffset: Int
  }

  /// Splits `text` at its tolerance, if it has one; an error names the
  /// offending token's offset.
  static func split(_ text: String) throws(NotationError) -> Split {
    let scalars = Array(text.unicodeScalars)
    var at: Int?
    var width = 0
    for i in scalars.indices {
      if scalars[i] == "±" {
        (at, width) = (i, 1)
        break
      }
      if scalars[i] == "+", i + 1 < scalars.count, scalars[i + 1] == "-" {
        (at, width) = (i, 2)
        break
      }
    }
    guard let at else { return Split(value: text, tolerance: nil, toleranceOffset: 0) }
    var value = String(scalars: scalars[..<at])
    while value.last == " " || value.last == "\t" { value.removeLast() }
    guard !value.isEmpty else {
      throw NotationError(offset: at, message: "a tolerance follows a value: `677.3 ±0.05`")
    }
    var start = at + width
    while start < scalars.count, scalars[start] == " " || scalars[start] == "\t" { start += 1 }
    let number = String(scalars: scalars[start...])
    guard !number.isEmpty else {
      throw NotationError(
        offset: at, message: "expected a tolerance after `±`, such as `±0.05`")
    }
    guard let tolerance = FastNumbers.number(number) else {
      throw NotationError(
        offset: start,
        message: "expected a tolerance after `±`: a number of 0 or more such as `0.05`, found "
          + "`\(Quote.short(number))`")
    }
    guard tolerance >= 0 else {
      throw NotationError(offset: start, message: "a tolerance is 0 or more")
    }
    return Split(value: value, tolerance: tolerance + 1e-9, toleranceOffset: at)
  }

  /// Whether a cell's UTF-8 may hold a tolerance: a `±` (0xC2 0xB1) or a
  /// `+-`. A cell with neither splits to its whole text
  /// (``split(_:)``), which this spares building.
  static func mayHold(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    guard utf8.count >= 2 else { return false }
    for i in 1..<utf8.count {
      let (a, b) = (utf8[i - 1], utf8[i])
      if (a == 0xC2 && b == 0xB1) || (a == UInt8(ascii: "+") && b == UInt8(ascii: "-")) {
        return true
      }
    }
    return false
  }

  /// Whether a value has numbers a tolerance can apply to.
  static func applies<V>(to value: V) -> Bool {
    guard let derived = (value as? any Derivable)?.derivedValue else { return false }
    return !derived.components.isEmpty
  }
}

/// The shape of a value that has components: which paths reach its numbers.
enum ValueShape: String, Sendable, CaseIterable {
  case insets
  case directionalInsets
  case size
  case point
  case rect

  /// The shape of `type`'s values, `nil` for a type with no components
  /// (a number, a bool, an enum).
  static func of<V>(_ type: V.Type) -> ValueShape? {
    switch type {
    case is Insets.Type: .insets
    case is DirectionalInsets.Type: .directionalInsets
    case is CGSize.Type: .size
    case is CGPoint.Type: .point
    case is CGRect.Type: .rect
    default: nil
    }
  }

  /// What the shape is called in messages.
  var noun: String {
    switch self {
    case .insets: "insets"
    case .directionalInsets: "directional insets"
    case .size: "a size"
    case .point: "a point"
    case .rect: "a rect"
    }
  }

  /// The paths into this shape, in Swift's property names, in notation order.
  var paths: [ComponentPath] {
    switch self {
    case .insets:
      [
        .number("top", \.top), .number("left", \.left), .number("bottom", \.bottom),
        .number("right", \.right),
      ]
    case .directionalInsets:
      [
        .number("top", \.top), .number("leading", \.leading), .number("bottom", \.bottom),
        .number("trailing", \.trailing),
      ]
    case .size: [.number("width", \.width), .number("height", \.height)]
    case .point: [.number("x", \.x), .number("y", \.y)]
    case .rect:
      [
        .point("origin"), .size("size"), .number("origin.x", \.x), .number("origin.y", \.y),
        .number("size.width", \.width), .number("size.height", \.height),
        .number("width", \.width), .number("height", \.height), .number("minX", \.minX),
        .number("minY", \.minY), .number("midX", \.midX), .number("midY", \.midY),
        .number("maxX", \.maxX), .number("maxY", \.maxY),
      ]
    }
  }
}

/// One path into a value: its name after the dot (`top`, `origin.y`) and
/// what it reads of the value's derived form.
struct ComponentPath: Sendable {
  /// What the path gives: a number, a point or a size.
  enum Result: Sendable { case number, point, size }
  /// The path as written after the output's name: `top`, `origin.y`, `maxX`.
  let name: String
  /// What it gives.
  let result: Result
  /// Reads it from a value of its shape.
  let read: @Sendable (DerivedValue) -> DerivedValue?

  /// A number, read by key path from whichever of insets, directional
  /// insets, size, point or rect the value is (`origin.x` reads the rect's
  /// origin; `width` a size's or a rect's).
  static func number(_ name: String, _ path: KeyPath<Numbers, CGFloat> & Sendable)
    -> ComponentPath
  {
    ComponentPath(name: name, result: .number) { value in
      Numbers(value).map { .number($0[keyPath: path]) }
    }
  }

  /// A rect's origin.
  static func point(_ name: String) -> ComponentPath {
    ComponentPath(name: name, result: .point) { value in
      guard case .rect(let r) = value else { return nil }
      return .point(r.origin)
    }
  }

  /// A rect's size.
  static func size(_ name: String) -> ComponentPath {
    ComponentPath(name: name, result: .size) { value in
      guard case .rect(let r) = value else { return nil }
      return .size(r.size)
    }
  }

  /// A value's numbers under every name a path uses; each path reads only
  /// the names its shape has.
  struct Numbers: Sendable {
    var top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0
    var leading: CGFloat = 0, trailing: CGFloat = 0
    var width: CGFloat = 0, height: CGFloat = 0, x: CGFloat = 0, y: CGFloat = 0
    var minX: CGFloat = 0, minY: CGFloat = 0, midX: CGFloat = 0, midY: CGFloat = 0
    var maxX: CGFloat = 0, maxY: CGFloat = 0

    init?(_ value: DerivedValue) {
      switch value {
      case .insets(let i): (top, left, bottom, right) = (i.top, i.left, i.bottom, i.right)
      case .directionalInsets(let d):
        (top, leading, bottom, trailing) = (d.top, d.leading, d.bottom, d.trailing)
      case .size(let s): (width, height) = (s.width, s.height)
      case .point(let p): (x, y) = (p.x, p.y)
      case .rect(let r):
        (x, y, width, height) = (r.origin.x, r.origin.y, r.size.width, r.size.height)
        (minX, minY, midX, midY, maxX, maxY) = (r.minX, r.minY, r.midX, r.midY, r.maxX, r.maxY)
      case .number, .flag, .text: return nil
      }
    }
  }
}

/// An output's value, typed: its shape, its reader and the message for a
/// scene without it. A component output (`safeAreaInsets.top?`) reads it.
struct OutputValue: Sendable {
  /// The shape of the output's values; `nil` for one without components.
  let shape: ValueShape?
  /// What the output says where the scene has no such value.
  let unavailable: String
  /// The value, derived (`nil` where the scene has none).
  let read: @Sendable (LayoutScene, Resolution) -> DerivedValue?

  init<V: ScenarioValue>(
    _ type: V.Type, unavailable: String, read: @escaping @Sendable (LayoutScene, Resolution) -> V?
  ) {
    shape = ValueShape.of(type)
    self.unavailable = unavailable
    self.read = { scene, resolution in
      read(scene, resolution).flatMap { ($0 as? any Derivable)?.derivedValue }
    }
  }
}

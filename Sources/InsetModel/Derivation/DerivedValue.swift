import Foundation

/// The value of a derivation step, typed: `explain` compares and prints it
/// without parsing text back.
///
///     DerivedValue.insets(Insets(top: 88, left: 0, bottom: 34, right: 0)).description
///     // "{88, 0, 34, 0}"
public enum DerivedValue: Sendable, Hashable, CustomStringConvertible {
  case number(CGFloat)
  case insets(Insets)
  case directionalInsets(DirectionalInsets)
  case size(CGSize)
  case point(CGPoint)
  case rect(CGRect)
  case flag(Bool)
  /// A value with no numbers, as words (`holds`, `horizontal no, vertical yes`).
  case text(String)

  /// The value in the scenario-table notation.
  public var description: String {
    switch self {
    case .number(let v): PointNotation.format(v)
    case .insets(let v): v.notated
    case .directionalInsets(let v): v.notated
    case .size(let v): GeometryNotation.format(v)
    case .point(let v): GeometryNotation.format(v)
    case .rect(let v): GeometryNotation.format(v)
    case .flag(let v): v ? "yes" : "no"
    case .text(let v): v
    }
  }

  /// The value's numbers, each with its name, in notation order.
  public var components: [(name: String, value: CGFloat)] {
    switch self {
    case .number(let v): [("value", v)]
    case .insets(let v):
      [("top", v.top), ("left", v.left), ("bottom", v.bottom), ("right", v.right)]
    case .directionalInsets(let v):
      [("top", v.top), ("leading", v.leading), ("bottom", v.bottom), ("trailing", v.trailing)]
    case .size(let v): [("width", v.width), ("height", v.height)]
    case .point(let v): [("x", v.x), ("y", v.y)]
    case .rect(let v):
      [("x", v.origin.x), ("y", v.origin.y), ("width", v.size.width), ("height", v.size.height)]
    case .flag, .text: []
    }
  }
}

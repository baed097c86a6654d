import Foundation

/// The printed form of model values, in the scenario-table notation: numbers
/// with at most three decimals and no fraction when whole, `-0` printed as `0`.
///
/// Kept in the model so that derivation steps and the scenario engine print
/// values the same way.
public enum PointNotation {
  /// `44` → `"44"`, `43.6666` → `"43.667"`, `-0.0` → `"0"`.
  public static func format(_ value: CGFloat) -> String {
    // printf's %.3f rounds correctly from the exact binary value at every
    // magnitude. (Scaling by 1000 to round, as this once did, loses precision
    // from about 1e13 on; the fuzzer found numbers that did not read back.)
    let v = Double(value)
    // Whole numbers, the common case, without Foundation's formatter.
    if v == v.rounded(), abs(v) < 1e15 { return v == 0 ? "0" : String(Int64(v)) }
    var text = String(format: "%.3f", v)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

}

extension PointNotation {
  /// The notation's form of `value` when it reads back as exactly `value`,
  /// else Swift's shortest form that does (`43.666666666666664`): what a
  /// description prints, so that two values that differ never print alike.
  ///
  ///     PointNotation.exact(44)                // "44"
  ///     PointNotation.exact(53.667)            // "53.667"
  ///     PointNotation.exact(161.0 / 3.0)       // "53.666666666666664"
  public static func exact(_ value: CGFloat) -> String {
    let short = format(value)
    if let back = Double(short), back == Double(value) || (back == 0 && value == 0) {
      return short
    }
    return "\(Double(value))"
  }
}

extension Insets: CustomStringConvertible {
  /// `{top, left, bottom, right}` in the scenario-table notation: at most
  /// three decimals, as tables write and `record` fills them.
  public var notated: String {
    let f = PointNotation.format
    return "{\(f(top)), \(f(left)), \(f(bottom)), \(f(right))}"
  }

  /// `{top, left, bottom, right}`, as `NSStringFromUIEdgeInsets` orders it:
  /// the ``notated`` form when it is exact, else every digit of each value that
  /// needs them, so that a failed `#expect(a == b)` never shows two values
  /// that look equal (compare computed values with
  /// ``isApproximatelyEqual(to:tolerance:)`` instead).
  public var description: String {
    let f = PointNotation.exact
    return "{\(f(top)), \(f(left)), \(f(bottom)), \(f(right))}"
  }
}

extension DirectionalInsets: CustomStringConvertible {
  /// `{top, leading, bottom, trailing}` in the scenario-table notation.
  public var notated: String {
    let f = PointNotation.format
    return "{\(f(top)), \(f(leading)), \(f(bottom)), \(f(trailing))}"
  }

  /// `{top, leading, bottom, trailing}`: the ``notated`` form when it is exact,
  /// else every digit each value needs.
  public var description: String {
    let f = PointNotation.exact
    return "{\(f(top)), \(f(leading)), \(f(bottom)), \(f(trailing))}"
  }
}

extension RectEdge: CustomStringConvertible {
  /// `all`, `none`, or `[top, bottom]`.
  public var description: String {
    if self == .all { return "all" }
    if isEmpty { return "none" }
    return "[" + edges.map(\.rawValue).joined(separator: ", ") + "]"
  }
}

/// Scenario-table notation for the CoreGraphics types.
public enum GeometryNotation {
  /// `{width, height}`.
  public static func format(_ size: CGSize) -> String {
    "{\(PointNotation.format(size.width)), \(PointNotation.format(size.height))}"
  }

  /// `{x, y}`.
  public static func format(_ point: CGPoint) -> String {
    "{\(PointNotation.format(point.x)), \(PointNotation.format(point.y))}"
  }

  /// `{{x, y}, {width, height}}`.
  public static func format(_ rect: CGRect) -> String {
    "{\(format(rect.origin)), \(format(rect.size))}"
  }
}

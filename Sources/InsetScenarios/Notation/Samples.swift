import Foundation
import InsetModel

/// A deterministic pseudo-random generator (SplitMix64): the same seed gives
/// the same values on every machine, so a property test's failure names a
/// seed that reproduces it.
///
///     var g = SeededGenerator(seed: 1)
///     g.int(0...9)  // the same number on every run
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The generator's state: the seed, advanced by each value drawn.
  public var state: UInt64

  /// Creates a generator whose values follow from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A whole number in `range`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
  }

  /// Whether a one-in-`n` chance came up.
  public mutating func chance(_ n: Int) -> Bool { int(1...n) == 1 }

  /// A random `Bool`, `true` or `false` alike.
  public mutating func bool() -> Bool { next() & 1 == 1 }

  /// One of `values`, each alike; `values` must not be empty.
  public mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

  /// A number of points: usually a whole, half or third point in `range`;
  /// now and then one of the values that break code written for the common
  /// case: `-0`, a fraction far from a pixel, a large or a tiny number.
  public mutating func points(_ range: ClosedRange<Int> = 0...120) -> CGFloat {
    if chance(12) {
      return pick([-0.0, 0.001, 1e-6, 123.456, 9_999.5, 1e6, -1, -0.5].map { CGFloat($0) })
    }
    let base = CGFloat(int(range))
    switch int(0...3) {
    case 0: return base + 0.5
    case 1: return base + 1.0 / 3.0
    default: return base
    }
  }

  /// A length of zero or more points.
  public mutating func length(_ range: ClosedRange<Int> = 0...120) -> CGFloat {
    let value = points(range)
    return value < 0 ? -value : value
  }

  /// Insets, zero on each edge half of the time.
  public mutating func insets(_ range: ClosedRange<Int> = 0...120) -> Insets {
    func edge(_ g: inout SeededGenerator) -> CGFloat { g.bool() ? 0 : g.points(range) }
    return Insets(top: edge(&self), left: edge(&self), bottom: edge(&self), right: edge(&self))
  }
}

/// A value the property tests can draw at random, typical and extreme.
public protocol SampledValue {
  /// A value drawn from `generator`.
  static func sample(_ generator: inout SeededGenerator) -> Self
}

extension CGFloat: SampledValue {
  public static func sample(_ g: inout SeededGenerator) -> CGFloat { g.points() }
}

extension Insets: SampledValue {
  public static func sample(_ g: inout SeededGenerator) -> Insets { g.insets() }
}

extension DirectionalInsets: SampledValue {
  public static func sample(_ g: inout SeededGenerator) -> DirectionalInsets {
    let i = g.insets()
    return DirectionalInsets(top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right)
  }
}

extension CGSize: SampledValue {
  public static func sample(_ g: inout SeededGenerator) -> CGSize {
    CGSize(width: g.length(0...2_000), height: g.length(0...3_000))
  }
}

extension CGPoint: SampledValue {
  public static func sample(_ g: inout SeededGenerator) -> CGPoint {
    CGPoint(x: g.points(-200...200), y: g.points(-200...200))
  }
}

extension CGRect: SampledValue {
  public static func sample(_ g: inout SeededGenerator) -> CGRect {
    CGRect(
      x: g.points(-100...400), y: g.points(-100...900), width: g.length(0...500),
      height: g.length(0...1_000))
  }
}

extension Bool: SampledValue {
  public static func sample(_ g: inout SeededGenerator) -> Bool { g.bool() }
}

extension Int: SampledValue {
  public static func sample(_ g: inout SeededGenerator) -> Int { g.int(0...40) }
}

extension Array: SampledValue where Element == CGSize {
  public static func sample(_ g: inout SeededGenerator) -> [CGSize] {
    (0...g.int(0...3)).map { _ in CGSize(width: g.length(1...200), height: g.length(1...200)) }
  }
}

extension RectEdge: SampledValue {
  public static func sample(_ g: inout SeededGenerator) -> RectEdge {
    RectEdge(rawValue: UInt8(g.int(0...15)))
  }
}

extension Device: SampledValue {
  public static func sample(_ g: inout SeededGenerator) -> Device {
    g.pick(DeviceCatalog.all)
  }
}

extension ScenarioEnum {
  public static func sample(_ g: inout SeededGenerator) -> Self { g.pick(Array(allCases)) }
}

extension Orientation: SampledValue {
  public static func sample(_ g: inout SeededGenerator) -> Orientation {
    g.pick(Array(allCases))
  }
}

extension ModifierChain: SampledValue {
  public static func sample(_ g: inout SeededGenerator) -> ModifierChain {
    let edges: [SwiftUIEdge] = SwiftUIEdge.allCases
    let sets: [SwiftUIEdgeSet] = [
      .all, .top, .bottom, .horizontal, .vertical, .leading, [.top, .trailing],
    ]
    let regions: [SwiftUISafeAreaRegions] = [.all, .container, .keyboard]
    var modifiers: [SwiftUIModifier] = []
    for _ in 0..<g.int(0...4) {
      switch g.int(0...3) {
      case 0:
        let edge = g.pick(edges)
        let alignments: [InsetAlignment] =
          edge.isVertical ? [.leading, .center, .trailing] : [.top, .center, .bottom]
        modifiers.append(
          .safeAreaInset(
            edge: edge, alignment: g.pick(alignments),
            spacing: g.chance(3) ? nil : g.points(-20...30),
            content: InsetContent(
              length: g.length(0...120), breadth: g.chance(3) ? g.length(0...300) : nil)))
      case 1:
        modifiers.append(.ignoresSafeArea(regions: g.pick(regions), edges: g.pick(sets)))
      case 2:
        modifiers.append(
          .safeAreaPadding(.edges(g.pick(sets), g.chance(3) ? nil : g.length(0...40))))
      case 3 where g.chance(4):  // a fixed frame (no version limit)
        modifiers.append(
          .frame(
            width: g.chance(3) ? nil : g.length(0...400),
            height: g.chance(3) ? nil : g.length(0...800),
            alignment: g.pick(FrameAlignment.allCases)))
      default:
        modifiers.append(.padding(.edges(g.pick(sets), g.chance(3) ? nil : g.length(0...40))))
      }
    }
    return ModifierChain(modifiers)
  }
}

import Foundation
import InsetModel

/// A deterministic pseudo-random generator (SplitMix64) for the seeded
/// property tests of every test target: the same seed gives the same values
/// on every machine, so a failure's seed reproduces it.
public struct Generator: Sendable {
  public var state: UInt64

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

  /// A number of points: whole, half or a third, in the range.
  public mutating func points(_ range: ClosedRange<Int>) -> CGFloat {
    let base = CGFloat(int(range))
    switch int(0...3) {
    case 0: return base + 0.5
    case 1: return base + 1.0 / 3.0
    default: return base
    }
  }

  public mutating func bool() -> Bool { next() & 1 == 1 }

  public mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

  public mutating func insets(_ range: ClosedRange<Int>) -> Insets {
    Insets(top: points(range), left: points(range), bottom: points(range), right: points(range))
  }
}

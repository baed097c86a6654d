/// One step of a derivation: a quantity, the value it took, the rule that gave
/// it, and where the rule comes from.
///
///     DerivationStep(
///       quantity: "adjustedContentInset", value: "{64, 0, 49, 0}",
///       rule: "contentInset {0, 0, 0, 0} + safeAreaInsets on [top, bottom]",
///       source: Citation.scrollViewHeader)
public struct DerivationStep: Sendable, Hashable {
  /// The UIKit name of what was derived, e.g. `adjustedContentInset`.
  public var quantity: String
  /// The value, in the scenario-table notation.
  public var value: String
  /// The rule applied, with its operands.
  public var rule: String
  /// The source of the rule (a key of `uikit-facts.md`, or "pinned" for an input
  /// that replaces a derivation).
  public var source: String
  /// The quantities this one was derived from, for the derivation tree.
  public var inputs: [String]

  public init(
    quantity: String, value: String, rule: String, source: String, inputs: [String] = []
  ) {
    self.quantity = quantity
    self.value = value
    self.rule = rule
    self.source = source
    self.inputs = inputs
  }
}

extension DerivationStep {
  /// The step for an input that replaces a derivation.
  public static func pinned(_ quantity: String, _ value: some CustomStringConvertible)
    -> DerivationStep
  {
    DerivationStep(
      quantity: quantity, value: value.description, rule: "given", source: Citation.pinned)
  }
}

/// Receives the steps of a derivation as `resolve` takes them.
///
/// `resolve` is generic over its tracer, so one code path serves both the
/// silent resolve (``NoTrace``, whose `record` is empty and inlined away,
/// never building the step) and `explain` (``RecordingTracer``).
public protocol DerivationTracer {
  /// Called once for each derived quantity. The step is built only if the
  /// tracer evaluates the autoclosure.
  mutating func record(_ step: @autoclosure () -> DerivationStep)
}

/// The tracer that records nothing and costs nothing.
public struct NoTrace: DerivationTracer {
  @inlinable public init() {}
  @inlinable public mutating func record(_ step: @autoclosure () -> DerivationStep) {}
}

/// The tracer that keeps every step, in the order `resolve` took them.
public struct RecordingTracer: DerivationTracer, Sendable {
  /// The steps so far.
  public private(set) var steps: [DerivationStep] = []

  public init() {}

  public mutating func record(_ step: @autoclosure () -> DerivationStep) {
    steps.append(step())
  }
}

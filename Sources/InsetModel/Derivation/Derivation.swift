import Foundation

/// One step of a derivation: a quantity, the value it took, the rule that
/// gave it with its operands, the facts the rule rests on, and the
/// quantities it was derived from.
///
///     DerivationStep(
///       .adjustedContentInset, .insets(Insets(top: 64, left: 0, bottom: 49, right: 0)),
///       rule: "contentInset {0, 0, 0, 0} + safeAreaInsets on [top, bottom]",
///       facts: [Facts.adjustedContentInset], inputs: [.safeAreaInsets])
public struct DerivationStep: Sendable, Hashable {
  /// What was derived.
  public var quantity: Quantity
  /// The value it took.
  public var value: DerivedValue
  /// The rule applied, with its operands.
  public var rule: String
  /// What the rule rests on, each with its sources and provenance; empty
  /// for a value the scene pins.
  public var facts: [Fact]
  /// The quantities this one was derived from, for the derivation tree.
  public var inputs: [Quantity]
  /// Whether the scene pinned the value instead of deriving it.
  public var isPinned: Bool

  /// The hierarchy node the step belongs to (0 is outermost); `nil` for the
  /// scene's own quantities (the window, a one-level scene's views).
  public var node: Int? = nil
  /// Quantities this one was derived from at the parent node (the nearest
  /// node before ``node`` that recorded them; the scene's own for node 0).
  /// ``inputs`` are looked up at the step's own node first.
  public var parentInputs: [Quantity] = []

  /// Creates a step: `quantity` took `value` by `rule` (the rule's text with its operands), resting
  /// on `facts` and derived from `inputs`; `isPinned` marks a value the scene gave instead.
  public init(
    _ quantity: Quantity, _ value: DerivedValue, rule: String, facts: [Fact],
    inputs: [Quantity] = [], isPinned: Bool = false
  ) {
    self.quantity = quantity
    self.value = value
    self.rule = rule
    self.facts = facts
    self.inputs = inputs
    self.isPinned = isPinned
  }

  /// The step for an input that replaces a derivation.
  public static func pinned(_ quantity: Quantity, _ value: some Derivable) -> DerivationStep {
    DerivationStep(quantity, value.derivedValue, rule: "given", facts: [], isPinned: true)
  }
}

/// A value a derivation step can hold.
public protocol Derivable {
  /// The value, typed for a derivation step.
  var derivedValue: DerivedValue { get }
}

extension CGFloat: Derivable {
  public var derivedValue: DerivedValue { .number(self) }
}
extension Insets: Derivable {
  public var derivedValue: DerivedValue { .insets(self) }
}
extension DirectionalInsets: Derivable {
  public var derivedValue: DerivedValue { .directionalInsets(self) }
}
extension CGSize: Derivable {
  public var derivedValue: DerivedValue { .size(self) }
}
extension CGPoint: Derivable {
  public var derivedValue: DerivedValue { .point(self) }
}
extension CGRect: Derivable {
  public var derivedValue: DerivedValue { .rect(self) }
}
extension Bool: Derivable {
  public var derivedValue: DerivedValue { .flag(self) }
}
extension DerivedValue: Derivable {
  public var derivedValue: DerivedValue { self }
}

/// Receives the steps of a derivation as `resolve` takes them.
///
/// `resolve` is generic over its tracer, so one code path serves both the
/// silent resolve (``NoTrace``: `isRecording` is false, `record` is empty and
/// inlined away, and no step is ever built) and `explain`
/// (``RecordingTracer``).
public protocol DerivationTracer {
  /// A tracer with no steps yet.
  init()
  /// Whether steps are kept: a rule may skip work that only a step needs.
  static var isRecording: Bool { get }
  /// Called once for each derived quantity. The step is built only if the
  /// tracer evaluates the autoclosure.
  mutating func record(_ step: @autoclosure () -> DerivationStep)
}

extension DerivationTracer {
  /// Moves the steps out, leaving this tracer empty: a rule that wraps the
  /// tracer (to stamp its steps with a node) takes it whole, so that the
  /// steps are never held twice and appending never copies them.
  ///
  /// - Complexity: O(1).
  @inlinable
  public mutating func take() -> Self {
    var taken = Self()
    swap(&taken, &self)
    return taken
  }

  /// Records `quantity` = `value`, derived by `rule` from `inputs`, resting
  /// on `facts`. Nothing is built, not even the value's description (a
  /// string), unless the tracer keeps steps: a resolve records nothing.
  @inlinable
  public mutating func record<V: Derivable>(
    _ quantity: Quantity, _ value: @autoclosure () -> V, rule: @autoclosure () -> String,
    facts: @autoclosure () -> [Fact], inputs: @autoclosure () -> [Quantity] = []
  ) {
    guard Self.isRecording else { return }
    record(
      DerivationStep(
        quantity, value().derivedValue, rule: rule(), facts: facts(), inputs: inputs()))
  }

  /// Records `quantity` = `value` like ``record(_:_:rule:facts:inputs:)``,
  /// with inputs read at the parent node as well.
  @inlinable
  public mutating func record<V: Derivable>(
    _ quantity: Quantity, _ value: @autoclosure () -> V, rule: @autoclosure () -> String,
    facts: @autoclosure () -> [Fact], inputs: @autoclosure () -> [Quantity] = [],
    parentInputs: @autoclosure () -> [Quantity]
  ) {
    guard Self.isRecording else { return }
    var step = DerivationStep(
      quantity, value().derivedValue, rule: rule(), facts: facts(), inputs: inputs())
    step.parentInputs = parentInputs()
    record(step)
  }

  /// Records a value the scene pins.
  @inlinable
  public mutating func pinned<V: Derivable>(_ quantity: Quantity, _ value: V) {
    guard Self.isRecording else { return }
    record(.pinned(quantity, value))
  }
}

/// The tracer that records nothing and costs nothing.
public struct NoTrace: DerivationTracer {
  /// Creates the tracer (it has no state).
  @inlinable public init() {}
  @inlinable public static var isRecording: Bool { false }
  @inlinable public mutating func record(_ step: @autoclosure () -> DerivationStep) {}
}

/// The tracer that keeps every step, in the order `resolve` took them.
public struct RecordingTracer: DerivationTracer, Sendable {
  /// The steps so far.
  public private(set) var steps: [DerivationStep] = []

  /// Creates a tracer with no steps yet.
  public init() {}

  public static var isRecording: Bool { true }

  public mutating func record(_ step: @autoclosure () -> DerivationStep) {
    steps.append(step())
  }
}

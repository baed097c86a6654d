import Foundation

/// A tracer that stamps every step it passes on with a hierarchy node, so
/// that one rule (a view's, a scroll view's) can run at every level and
/// `explain` can tell the levels apart.
///
/// A rule written for the one-level scene names its superview's quantities
/// as the root view's (`rootSafeAreaInsets`, `rootLayoutMargins`,
/// `rootFrame`); at node `n` those inputs are the parent's, so they move to
/// ``DerivationStep/parentInputs``, under the parent's own names.
struct NodeTracer<Base: DerivationTracer>: DerivationTracer {
  var base: Base
  let node: Int
  /// The parent's quantities for the superview's safe area, margins and
  /// frame; `nil` leaves the inputs as the rule names them.
  let superview: (safeArea: Quantity, margins: Quantity, frame: Quantity)?
  /// The node's own name for its safe area, where a rule names it
  /// `safeAreaInsets` (a table view controller's view is its root view).
  var ownSafeArea: Quantity = .safeAreaInsets

  static var isRecording: Bool { Base.isRecording }

  init() { self.init(base: Base(), node: 0, superview: nil) }

  init(
    base: Base, node: Int, superview: (safeArea: Quantity, margins: Quantity, frame: Quantity)?
  ) {
    self.base = base
    self.node = node
    self.superview = superview
  }

  mutating func record(_ step: @autoclosure () -> DerivationStep) {
    guard Self.isRecording else { return }
    var s = step()
    s.node = node
    if ownSafeArea != .safeAreaInsets {
      s.inputs = s.inputs.map { $0 == .safeAreaInsets ? ownSafeArea : $0 }
    }
    if let superview {
      var kept: [Quantity] = []
      for q in s.inputs {
        switch q {
        case .rootSafeAreaInsets, .childSafeAreaInsets: s.parentInputs.append(superview.safeArea)
        case .rootLayoutMargins: s.parentInputs.append(superview.margins)
        case .rootFrame: s.parentInputs.append(superview.frame)
        default: kept.append(q)
        }
      }
      s.inputs = kept
    }
    base.record(s)
  }
}

import Foundation
import InsetModel

extension Vocabulary {
  // MARK: SwiftUI

  static let swiftUIKeys: [ScenarioKey] = [
    .input(
      "modifiers", .swiftUI, \.modifierChain,
      meaning: "a SwiftUI scene: a view filling the hosting view (the root view), wrapped in this "
        + "chain, first written innermost; an empty cell is the bare view",
      facts: [Facts.swiftUIRegions]),
    .input(
      "keyboardHeight", .swiftUI, \.keyboardHeight,
      meaning: "the software keyboard's height from the bottom of the screen (its own region)",
      facts: [Facts.swiftUIRegions], sample: { g in g.pick(["0", "0", "216", "291", "336.5"]) }),
    .output(
      "insetContentFrame?", .swiftUI, CGRect.self, reads: [.insetContentFrames],
      meaning: "the outermost `safeAreaInset` content's frame in the window",
      facts: [Facts.safeAreaInset], unavailable: "names no `safeAreaInset` content",
      readInScene: { $0.swiftUILayout(in: $1)?.insetContentFrame(0) }),
  ]
}

extension LayoutScene {
  /// The SwiftUI chain as the `modifiers` key sets it; setting it makes the
  /// scene a SwiftUI scene.
  var modifierChain: ModifierChain {
    get { ModifierChain(swiftUI?.modifiers ?? []) }
    set {
      var setup = swiftUI ?? SwiftUISetup()
      setup.modifiers = newValue.modifiers
      swiftUI = setup
    }
  }

  /// The software keyboard's height, as the `keyboardHeight` key sets it;
  /// setting it makes the scene a SwiftUI scene.
  var keyboardHeight: CGFloat {
    get { swiftUI?.keyboardHeight ?? 0 }
    set {
      var setup = swiftUI ?? SwiftUISetup()
      setup.keyboardHeight = newValue
      swiftUI = setup
    }
  }
}

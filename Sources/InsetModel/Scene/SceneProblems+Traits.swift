import Foundation

extension LayoutScene {
  /// The problems of the scene's traits: an app that requires full screen in
  /// a shared or resized window, and a text size whose readable width no
  /// source gives.
  func traitProblems() -> [SceneProblem] {
    var problems: [SceneProblem] = []
    if traits.requiresFullScreen, screen.multitasking != .fullScreen || screen.window.origin != nil
    {
      problems.append(
        SceneProblem(
          "an app with `UIRequiresFullScreen` opts out of multitasking and dynamic resizing: it "
            + "runs full screen, so drop `multitasking` and `windowFrame` (or "
            + "`UIRequiresFullScreen`)",
          at: [
            \LayoutScene.traits.requiresFullScreen, \LayoutScene.screen.multitasking,
            \LayoutScene.screen.window.origin,
          ]))
    }
    if traits.preferredContentSizeCategory != .large,
      assumptions.readableContentWidthAtTextSize == nil
    {
      problems.append(
        SceneProblem(
          "no source publishes the readable content width at "
            + "`\(traits.preferredContentSizeCategory.rawValue)` (672 is the default size's, "
            + "`large`): give it as `assumeReadableContentWidthAtTextSize`",
          at: [
            \LayoutScene.traits.preferredContentSizeCategory,
            \LayoutScene.assumptions.readableContentWidthAtTextSize,
          ]))
    }
    return problems
  }
}

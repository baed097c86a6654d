// MARK: What a Liquid Glass large title at an unprinted text size asks.
import Foundation

extension LayoutScene {
  /// The problems of an expanded large title under Liquid Glass at a text
  /// size no source prints it at (``Facts/glassLargeTitleTextSize``): the
  /// iOS 26.1 iPhone SE prints `large`, `extraExtraExtraLarge` and
  /// `accessibilityLarge`; an iPad and a sheet only `large`. Empty for a
  /// scene at `large`, before Liquid Glass, or without a large title.
  ///
  /// - Complexity: O(nodes); nothing is allocated at the default text size.
  func largeTitleTextSizeProblems() -> [SceneProblem] {
    let size = traits.preferredContentSizeCategory
    guard size != .large, screen.usesLiquidGlass, !hierarchyInputs.scrolledPastTop else {
      return []
    }
    let chain = screenChain.hierarchy
    guard
      chain.contains(reading: {
        $0.pointee.kind == .navigationController && $0.pointee.prefersLargeTitles
          && $0.pointee.navigationBar == .visible
      })
    else { return [] }
    let window = ScreenRules.resolve(screen, assumptions: assumptions, forceStatusBar: true)
    guard window.usesLiquidGlass, window.sizeClasses.vertical == .regular else { return [] }
    var problems: [SceneProblem] = []
    for (i, node) in chain.nodes.enumerated()
    where node.kind == .navigationController && node.prefersLargeTitles
      && node.navigationBar == .visible
    {
      let inSheet = chain.nodes[...i].contains { $0.presentation != nil }
      guard
        BarMetrics.glassLargeTitleZone(size, idiom: window.idiom, inSheet: inSheet) == nil
      else { continue }
      var place: String { hierarchy == nil ? "" : "node \(i) (\(node.kind.rawValue)): " }  // only for a message
      var paths: [PartialKeyPath<LayoutScene> & Sendable] = [
        \LayoutScene.traits.preferredContentSizeCategory
      ]
      if hierarchy != nil { paths.append(\LayoutScene.hierarchy) }
      problems.append(
        SceneProblem(
          place + "under Liquid Glass an expanded large title's height is printed at `large` (52 "
            + "more than the bar), and on an iPhone outside a sheet at `extraExtraExtraLarge` (54) "
            + "and `accessibilityLarge` (61.5), not at `\(size.rawValue)`"
            + (window.idiom == .pad ? " on an iPad" : inSheet ? " in a sheet" : "")
            + "; a print of a `UINavigationController` with `prefersLargeTitles` at that size "
            + "would settle it: use a printed size",
          at: paths))
    }
    return problems
  }
}

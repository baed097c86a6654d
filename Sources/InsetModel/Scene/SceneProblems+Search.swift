// MARK: What a search bar as a navigation item's title view asks that no source prints.
import Foundation

extension LayoutScene {
  /// The problems of a search bar as a view controller's title view: it
  /// needs a navigation bar above it, and the bar's height with one is
  /// printed only for an iPhone in a regular height, from iOS 11 and before
  /// Liquid Glass, with no large title and not presented
  /// (``Facts/searchBarTitleView``). Empty for a scene without one.
  ///
  /// - Complexity: O(nodes); nothing is allocated for a scene without a
  ///   search bar as a title view.
  func searchTitleViewProblems() -> [SceneProblem] {
    let path: PartialKeyPath<LayoutScene> & Sendable
    let nodes: [HierarchyNode]
    if let hierarchy, !hierarchy.nodes.isEmpty {
      guard hierarchy.nodes.contains(where: { $0.titleView == .searchBar }) else { return [] }
      nodes = hierarchy.nodes
      path = \LayoutScene.hierarchy
    } else {
      guard controller.titleView == .searchBar else { return [] }
      // A pinned safe area replaces the derivation the refusals are about.
      guard controller.rootSafeAreaInsets == nil else { return [] }
      nodes = screenChain.hierarchy.nodes
      path = \LayoutScene.controller.titleView
    }
    var problems: [SceneProblem] = []
    let traits = ScreenRules.resolve(screen, assumptions: assumptions, forceStatusBar: true)
    for (i, node) in nodes.enumerated() where node.titleView == .searchBar {
      let place = hierarchy == nil ? "" : "node \(i) (\(node.kind.rawValue)): "
      guard
        let bar = nodes[..<i].lastIndex(where: { $0.kind == .navigationController }),
        nodes[bar].navigationBar == .visible
      else {
        problems.append(
          SceneProblem(
            place + "a title view shows in a navigation bar: put the view controller in a "
              + "`UINavigationController` whose bar shows", at: [path]))
        continue
      }
      var unprinted: [String] = []
      if traits.usesLiquidGlass { unprinted.append("under Liquid Glass (iOS 26)") }
      if traits.idiom != .phone { unprinted.append("on an iPad") }
      if traits.sizeClasses.vertical == .compact { unprinted.append("in a compact height") }
      if nodes[bar].prefersLargeTitles, traits.sizeClasses.vertical == .regular {
        unprinted.append("with a large title")
      }
      if nodes[...i].contains(where: { $0.presentation != nil }) {
        unprinted.append("in a presented view controller")
      }
      guard !unprinted.isEmpty else { continue }
      problems.append(
        SceneProblem(
          place + "no source prints the navigation bar's height with a search bar as its title "
            + "view " + unprinted.joined(separator: ", ") + "; sources give 56 for an iPhone in a "
            + "regular height from iOS 11, before Liquid Glass: pin `rootSafeAreaInsets`"
            + (hierarchy == nil ? "" : " in a one-level scene (without `hierarchy`)"),
          at: [path]))
    }
    return problems
  }
}

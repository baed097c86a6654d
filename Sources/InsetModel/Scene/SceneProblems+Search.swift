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
      guard hierarchy.contains(reading: { $0.pointee.titleView == .searchBar }) else {
        return []
      }
      nodes = hierarchy.nodes
      path = \LayoutScene.hierarchy
    } else {
      guard controller.titleView == .searchBar else { return [] }
      // A pinned safe area replaces the derivation the refusals are about.
      guard controller.rootSafeAreaInsets == nil else { return [] }
      nodes = screenChain.hierarchy.nodes
      path = \LayoutScene.controller.titleView
    }
    // Each node read where it lies (`enumerated()` and a search handed
    // each node copied it).
    return nodes.withChain { chain in
      var problems: [SceneProblem] = []
      let traits = ScreenRules.resolve(screen, assumptions: assumptions, forceStatusBar: true)
      for i in chain.indices where chain[i].titleView == .searchBar {
        var place: String {  // only for a message
          hierarchy == nil ? "" : "node \(i) (\(chain[i].kind.rawValue)): "
        }
        guard
          let bar = chain.lastIndex(
            in: 0..<i, reading: { $0.pointee.kind == .navigationController }),
          chain[bar].navigationBar == .visible
        else {
          problems.append(
            SceneProblem(
              place + "a title view shows in a navigation bar: put the view controller in a "
                + "`UINavigationController` whose bar shows", at: [path]))
          continue
        }
        // The bar shows the navigation item of the view controller on top of
        // the stack, the first one below the navigation controller; a view
        // controller inside that one has a navigation item no bar shows.
        guard !chain.contains(in: (bar + 1)..<i, reading: { $0.pointee.kind.isViewController })
        else {
          problems.append(
            SceneProblem(
              place + "the navigation bar shows the title view of the view controller on top of "
                + "its stack (the first below the `UINavigationController`), not of one inside "
                + "it: set `titleView:` on that one", at: [path]))
          continue
        }
        var unprinted: [String] = []
        if traits.usesLiquidGlass { unprinted.append("under Liquid Glass (iOS 26)") }
        if traits.idiom != .phone { unprinted.append("on an iPad") }
        if traits.sizeClasses.vertical == .compact { unprinted.append("in a compact height") }
        if chain[bar].prefersLargeTitles, traits.sizeClasses.vertical == .regular {
          unprinted.append("with a large title")
        }
        if chain.contains(in: 0..<(i + 1), reading: { $0.pointee.presentation != nil }) {
          unprinted.append("in a presented view controller")
        }
        guard !unprinted.isEmpty else { continue }
        problems.append(
          SceneProblem(
            place + "no source prints the navigation bar's height with a search bar as its title "
              + "view " + unprinted.joined(separator: ", ") + "; sources give 56 for an iPhone in "
              + "a regular height from iOS 11, before Liquid Glass: pin `rootSafeAreaInsets`"
              + (hierarchy == nil ? "" : " in a one-level scene (without `hierarchy`)"),
            at: [path]))
      }
      return problems
    }
  }

  /// The problems of a search bar in the toolbar (iOS 26): the label that
  /// keeps it out arrived in iOS 26, and where an iPhone integrates it into
  /// a shown toolbar no source prints the toolbar's height
  /// (``Facts/searchInToolbar``). Empty for a scene without a search
  /// controller.
  ///
  /// - Complexity: O(nodes).
  func searchToolbarProblems() -> [SceneProblem] {
    guard let nodes = hierarchy?.nodes,
      hierarchy?.contains(reading: { $0.pointee.search != nil }) == true
    else {
      return []
    }
    let path: PartialKeyPath<LayoutScene> & Sendable = \LayoutScene.hierarchy
    // Each node read where it lies (`enumerated()` and a search handed
    // each node copied it).
    return nodes.withChain { chain in
      var problems: [SceneProblem] = []
      for i in chain.indices {
        guard let search = chain[i].search else { continue }
        var place: String { "node \(i) (\(chain[i].kind.rawValue)): " }  // only for a message
        if !search.allowsToolbarIntegration, screen.iOSVersion < 26 {
          problems.append(
            SceneProblem(
              place + "`searchBarPlacementAllowsToolbarIntegration` arrived in iOS 26: set "
                + "`iOSVersion` to 26 or later", at: [path]))
        }
        // The navigation controller whose top view controller this is.
        guard
          let bar = chain.lastIndex(
            in: 0..<i, reading: { $0.pointee.kind == .navigationController }),
          chain.viewController(after: bar) == i,
          search.integratesIntoToolbar(
            idiom: screen.device?.idiom ?? .phone, liquidGlass: screen.usesLiquidGlass,
            toolbarShows: chain[bar].toolbar == .visible),
          hierarchyInputs.searchToolbarHeight == nil
        else { continue }
        problems.append(
          SceneProblem(
            place + "on an iOS 26 iPhone the search bar goes among the toolbar's items, and no "
              + "source prints the toolbar's height (nor so the bottom safe area) with it: give "
              + "`searchToolbarHeight`, or keep it in the navigation bar with "
              + "`searchBarPlacementAllowsToolbarIntegration: false`",
            at: [\LayoutScene.hierarchyInputs.searchToolbarHeight, path]))
      }
      return problems
    }
  }
}

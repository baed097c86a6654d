// MARK: What a hierarchy, a presentation, a split view, a search bar or the
// keyboard asks that the model cannot answer.
import Foundation

extension LayoutScene {
  /// The problems of a scene's hierarchy and keyboard; empty for a one-level
  /// scene without a keyboard. A hierarchy's checks read its fold: the
  /// scene's resolution, taken from `resolved` or made and left there.
  func hierarchyProblems(resolved: inout Resolution?) -> [SceneProblem] {
    var (problems, folds) = hierarchyProblemsBeforeFold()
    guard folds, let hierarchy else { return problems }
    // A resolution handed in is used only if it folded this chain (one of
    // another scene would be read past its end).
    if resolved?.hierarchyLayout.nodes.count != hierarchy.nodes.count { resolved = resolve() }
    if let resolved { problems += hierarchyFoldProblems(in: resolved) }
    return problems
  }

  /// The checks of ``hierarchyProblems(resolved:)`` that read no fold, and
  /// whether the chain may be folded for the rest (it has nodes, and starts
  /// at a view controller).
  func hierarchyProblemsBeforeFold() -> (problems: [SceneProblem], folds: Bool) {
    var problems: [SceneProblem] = []
    let version = screen.iOSVersion
    // Key paths are made only for a problem's location.
    var hierarchyPath: PartialKeyPath<LayoutScene> & Sendable { \LayoutScene.hierarchy }
    if keyboard.keyboard != .none || keyboard.followsUndockedKeyboard,
      version < 15
    {
      problems.append(
        SceneProblem(
          "`keyboardLayoutGuide` arrived in iOS 15: set `iOSVersion` to 15 or later",
          at: [\LayoutScene.keyboard.keyboard, \LayoutScene.keyboard.followsUndockedKeyboard]))
    }
    if !keyboard.usesBottomSafeArea, version < 17 {
      problems.append(
        SceneProblem(
          "`usesBottomSafeArea` arrived in iOS 17: set `iOSVersion` to 17 or later",
          at: [\LayoutScene.keyboard.usesBottomSafeArea]))
    }
    guard let hierarchy else { return (problems, false) }
    // The first node's kind read in place (`nodes.first` copied the node).
    guard let firstKind = hierarchy.nodes.withChain({ $0.count > 0 ? $0[0].kind : nil }) else {
      return (problems + [SceneProblem("the hierarchy has no node", at: [hierarchyPath])], false)
    }
    // The one-level keys describe what the chain now says. Each check builds
    // its message only when the key is set: most hierarchy rows set none.
    func oneLevel(
      _ isSet: Bool, _ instead: @autoclosure () -> String,
      _ path: @autoclosure () -> PartialKeyPath<LayoutScene> & Sendable
    ) {
      guard isSet else { return }
      problems.append(
        SceneProblem(
          "this key describes the one-level scene; with `hierarchy`, write \(instead()) in the "
            + "chain",
          at: [path(), hierarchyPath]))
    }
    let c = controller
    oneLevel(
      c.navigationBar != .none, "UINavigationController", \LayoutScene.controller.navigationBar)
    oneLevel(c.tabBar != .none, "UITabBarController", \LayoutScene.controller.tabBar)
    oneLevel(
      c.toolbar != .none, "UINavigationController(isToolbarHidden: false)",
      \LayoutScene.controller.toolbar)
    oneLevel(
      c.prefersLargeTitles, "UINavigationController(prefersLargeTitles: true)",
      \LayoutScene.controller.prefersLargeTitles)
    oneLevel(
      c.additionalSafeAreaInsets != .zero, "UIViewController(additionalSafeAreaInsets: …)",
      \LayoutScene.controller.additionalSafeAreaInsets)
    oneLevel(
      c.titleView != .none, "UIViewController(titleView: .searchBar)",
      \LayoutScene.controller.titleView)
    oneLevel(
      !c.hasToolbarItems, "UIViewController(toolbarItems: false)",
      \LayoutScene.controller.hasToolbarItems)
    oneLevel(c.child != nil, "a second UIViewController(frame: …)", \LayoutScene.controller.child)
    oneLevel(
      c.rootSafeAreaInsets != nil, "nothing: a hierarchy derives every safe area",
      \LayoutScene.controller.rootSafeAreaInsets)
    oneLevel(view.frame != ViewSetup().frame, "UIView(frame: …)", \LayoutScene.view.frame)
    oneLevel(
      view.safeAreaInsets != nil, "nothing: a hierarchy derives every safe area",
      \LayoutScene.view.safeAreaInsets)
    oneLevel(swiftUI != nil, "nothing: a hierarchy is UIKit's", \LayoutScene.swiftUI)
    if !firstKind.isViewController {
      problems.append(
        SceneProblem(
          "a hierarchy starts at the window's root view controller, not a \(firstKind.rawValue)",
          at: [hierarchyPath]))
      return (problems, false)
    }
    return (problems, true)
  }

  /// The checks of a hierarchy that read its fold, in `resolution` (a
  /// resolution of this scene); none for a scene without a hierarchy, or
  /// with a resolution of another chain (which would be read past its end).
  func hierarchyFoldProblems(in resolution: Resolution) -> [SceneProblem] {
    let layout = resolution.hierarchyLayout
    guard let hierarchy, !hierarchy.nodes.isEmpty, layout.nodes.count == hierarchy.nodes.count
    else { return [] }
    var problems: [SceneProblem] = []
    hierarchy.nodes.withChain { chain in
      layout.nodes.withChain { folded in
        for i in chain.indices {
          var node = NodeProblems(index: i, kind: chain[i].kind)
          if let setup = chain[i].presentation, let presented = folded[i].presentation {
            presentationProblems(setup, presented, into: &node)
          }
          if chain[i].kind == .navigationController {
            navigationControllerProblems(
              at: i, chain: chain, folded: folded, resolution: resolution, into: &node)
          }
          if let search = chain[i].search {
            searchProblems(
              search, at: i, chain: chain, resolution: resolution, into: &node)
          }
          if chain[i].kind == .splitViewController, let column = folded[i].splitColumn {
            splitViewProblems(
              chain[i].split ?? SplitViewSetup(), column, frameInWindow: folded[i].frameInWindow,
              into: &node)
          }
          if chain[i].kind == .tabBarController {
            tabBarProblems(at: i, chain: chain, folded: folded, resolution: resolution, into: &node)
          }
          if chain[i].kind == .navigationController {
            toolbarProblems(
              at: i, chain: chain, folded: folded, resolution: resolution, into: &node)
          }
          // Appending even an empty list reallocates the array: most
          // nodes have none.
          if !node.problems.isEmpty { problems += node.problems }
        }
      }
    }
    return problems
  }

  /// The problems found at one node of a chain, each message naming the
  /// node and each located at the scene's hierarchy as well.
  struct NodeProblems {
    let index: Int
    let kind: HierarchyNodeKind
    var problems: [SceneProblem] = []

    mutating func add(
      _ message: String, _ paths: [PartialKeyPath<LayoutScene> & Sendable] = [],
      spares: [Quantity] = []
    ) {
      problems.append(
        SceneProblem(
          "node \(index) (\(kind.rawValue)): \(message)", at: paths + [\LayoutScene.hierarchy],
          spares: spares))
    }
  }

  /// What a presented view controller asks that its iOS version or no
  /// source answers.
  func presentationProblems(
    _ p: PresentationSetup, _ presented: PresentationResolution, into node: inout NodeProblems
  ) {
    let version = screen.iOSVersion
    let glass = screen.usesLiquidGlass
    if case .custom = p.detent, version < 16 {
      node.add("custom detents arrived in iOS 16: set `iOSVersion` to 16 or later")
    } else if p.detent != .large, version < 15 {
      node.add("sheet detents arrived in iOS 15: set `iOSVersion` to 15 or later")
    }
    if presented.appearance == .centeredSheet, p.style == .formSheet,
      p.preferredContentSize == nil, !glass
    {
      node.add(
        "before iOS 26 no source publishes a regular-width form sheet's size (a form sheet "
          + "printed on an iPad on iPadOS 13 to 18 with none set would settle it): give "
          + "`preferredContentSize: {width, height}`")
    }
    if presented.appearance == .popover {
      if p.preferredContentSize == nil {
        node.add("a regular-width popover takes `preferredContentSize: {width, height}`")
      }
      if hierarchyInputs.popoverArrowHeight == nil, !glass {
        node.add(
          "before iOS 26 no source publishes a popover arrow's depth (a popover's frame printed "
            + "on an iPad on iPadOS 13 to 18 beside its `preferredContentSize` would settle "
            + "it): give `popoverArrowHeight`, or read only `presentation?`",
          [\LayoutScene.hierarchyInputs.popoverArrowHeight], spares: [.presentation])
      }
    }
    if presented.appearance == .edgeAttachedSheet,
      p.widthFollowsPreferredContentSizeWhenEdgeAttached, p.preferredContentSize == nil
    {
      node.add("`widthFollowsPreferredContentSizeWhenEdgeAttached` takes `preferredContentSize`")
    }
    if presented.bottomInsetUnprinted {
      let printed = PresentationRules.glassCardPrintedBottomInsets.map {
        "\(PointNotation.format($0.detent)) → \(PointNotation.format($0.bottom))"
      }
      node.add(
        "under Liquid Glass a sheet resting under 200 pt is a card whose bottom inset was "
          + "printed only on a 393 × 852 iPhone 16 (" + printed.joined(separator: ", ")
          + "; 34 from 200), and no source gives a rule between those heights: give the "
          + "inset at \(PointNotation.format(presented.detentValue ?? 0)) as "
          + "`assumeGlassCardBottomInset`, or use a printed height (a print of the root "
          + "view's safe area of a card at that height on that phone would settle it)",
        [\LayoutScene.assumptions.glassCardBottomInset])
    }
  }

  /// What navigation controller `i`'s bar asks that no source prints: in
  /// an edge-attached sheet under Liquid Glass, and the iPhone Duo's
  /// collapsed large title beside vertical bars.
  func navigationControllerProblems(
    at i: Int, chain: NodeChain<HierarchyNode>, folded: NodeChain<HierarchyNodeResolution>,
    resolution: Resolution, into node: inout NodeProblems
  ) {
    let glass = screen.usesLiquidGlass
    // The view controller on top of its stack.
    let top = chain.viewController(after: i)
    if chain[i].navigationBar == .visible, glass, folded[i].navigationBarFrame != nil,
      i + 1 < chain.count, top.map({ chain[$0].presentation == nil }) ?? true,
      let sheet = folded.lastIndex(in: 0..<(i + 1), reading: { $0.pointee.presentation != nil }),
      let presented = folded[sheet].presentation,
      presented.appearance == .edgeAttachedSheet
    {
      node.add(
        "no source gives a navigation bar in an edge-attached sheet under Liquid Glass: set "
          + "`iOSVersion` before 26")
    }
    // Held tall the bar is the probe's (Facts.duoTallNavigationBar).
    if chain[i].navigationBar == .visible, let display = screen.device?.foldableDisplay,
      display.stripSide(screen.orientation) != nil || screen.orientation != .portrait,
      chain[i].prefersLargeTitles, hierarchyInputs.scrolledPastTop
    {
      node.add(
        "no source prints the row a collapsed large title keeps at the top when the iPhone "
          + "Duo's bars are vertical: pin `rootSafeAreaInsets` in a one-level scene (without "
          + "`hierarchy`)")
    }
  }

  /// What navigation controller `i`'s toolbar asks that no print shows:
  /// above a tab bar under Liquid Glass.
  func toolbarProblems(
    at i: Int, chain: NodeChain<HierarchyNode>, folded: NodeChain<HierarchyNodeResolution>,
    resolution: Resolution, into node: inout NodeProblems
  ) {
    let top = chain.viewController(after: i)
    if screen.usesLiquidGlass, chain[i].toolbar == .visible,
      top.map({ chain[$0].hasToolbarItems }) ?? true,
      let tab = chain.lastIndex(
        in: 0..<i,
        reading: { $0.pointee.kind == .tabBarController || $0.pointee.presentation != nil }),
      chain[tab].kind == .tabBarController,
      !chain.contains(in: (tab + 1)..<(i + 1), reading: { $0.pointee.presentation != nil }),
      chain[tab].tabBar.showsBar,
      !HierarchyRules.tabBarFloatsAtTop(folded[tab].frameInWindow.width, screen: resolution.screen)
    {
      node.add(
        HierarchyRules.glassToolbarAboveTabBarProblem
          + "hide the toolbar (`isToolbarHidden: true`), give the view controller "
          + "`toolbarItems: false`, or set `iOSVersion` before 26")
    }
  }

  /// What a navigation item's search controller, at node `i`, asks that its
  /// iOS version, its chain or no source answers.
  func searchProblems(
    _ search: SearchSetup, at i: Int, chain: NodeChain<HierarchyNode>, resolution: Resolution,
    into node: inout NodeProblems
  ) {
    if search.placement == .automatic, screen.usesLiquidGlass,
      let bar = chain.lastIndex(in: 0..<i, reading: { $0.pointee.kind == .navigationController }),
      chain[bar].toolbar == .visible || chain[bar].navigationBar != .visible,
      HierarchyRules.docksSearchAtBottom(
        screen: resolution.screen,
        inTabBar: chain.lastIndex(
          in: 0..<bar,
          reading: { $0.pointee.kind == .tabBarController || $0.pointee.presentation != nil }
        ).map { chain[$0].kind == .tabBarController } ?? false)
    {
      node.add(
        "under Liquid Glass `.automatic` docks a phone's search bar at the bottom without "
          + "a tab bar (the iOS 26.1 SE prints the slot, 86 and 82 in landscape); no print "
          + "shows it with the navigation controller's toolbar shown or its bar hidden, "
          + "which a print of that set-up would settle: set `preferredSearchBarPlacement`")
    }
    if search.placement != .stacked, search.placement != .automatic, screen.iOSVersion < 16 {
      node.add("search bar placements arrived in iOS 16; before, the search bar is stacked")
    }
    if !chain.contains(in: 0..<i, reading: { $0.pointee.kind == .navigationController }) {
      node.add("a search controller in the navigation item needs a UINavigationController above")
    } else if hierarchyInputs.searchBarHeight == nil,
      HierarchyRules.stackedSearchBarShows(
        search, screen: resolution.screen, inputs: hierarchyInputs)
    {
      node.add(
        "no source publishes a stacked search bar's height: give `searchBarHeight`",
        [\LayoutScene.hierarchyInputs.searchBarHeight])
    }
  }

  /// What a split view controller asks that its iOS version or no source
  /// answers, with `column` the column the path continues in.
  func splitViewProblems(
    _ setup: SplitViewSetup, _ column: SplitColumnResolution, frameInWindow: CGRect,
    into node: inout NodeProblems
  ) {
    let version = screen.iOSVersion
    if version < 14 {
      // Before iOS 14 the split view is the classic one: two columns and
      // the iOS 8 widths (Facts.classicSplitView).
      for message in classicSplitProblems(setup, version: version) { node.add(message) }
    }
    let printed = version >= SplitViewRules.glassPrintsVersion
    if !column.isCollapsed, column.displayMode == .automatic {
      node.add(
        printed
          ? "no source prints `.automatic`'s display mode in a regular width under 600 pt "
            + "(a print of `displayMode` of a split view left `.automatic` in a window "
            + "400 to 600 pt wide would settle it): set `preferredDisplayMode`"
          : "no source gives `.automatic`'s display mode in portrait before iPadOS 26 (a "
            + "print of `displayMode` of a split view left `.automatic` on an iPad held "
            + "tall on iPadOS 14 to 18 would settle it): set `preferredDisplayMode`")
    }
    let unsetWidths =
      setup.style == .tripleColumn && !column.isCollapsed
      && ((setup.preferredPrimaryColumnWidth == nil
        && setup.preferredPrimaryColumnWidthFraction == nil)
        || setup.preferredSupplementaryColumnWidth == nil)
    let floatingPrimary =
      setup.style == .doubleColumn && setup.column == .primary && screen.usesLiquidGlass
      && assumptions.glassSidebarFloats && column.isVisible
    let triple = setup.style == .tripleColumn
    if printed, !column.isCollapsed,
      unsetWidths || floatingPrimary
        || (triple && setup.preferredDisplayMode == .automatic
          && column.displayMode != .automatic && frameInWindow.height >= frameInWindow.width)
    {
      // The widths and the mode are printed; the frames that follow are not laid out.
      node.add(
        "from iOS 26 the prints give this split view's widths and display mode, but its "
          + "columns float (a sidebar at x 10, a 0.5-pt separator; [openuikit-splitview-note]) "
          + "and the model does not lay them out: read `primaryColumnWidth?`, "
          + "`supplementaryColumnWidth?`, `displayMode?` or `isCollapsed?`, or give "
          + "`preferredPrimaryColumnWidth`, `preferredSupplementaryColumnWidth` and "
          + "`preferredDisplayMode`",
        spares: [.primaryColumnWidth])
    } else if !printed, setup.style == .tripleColumn, setup.preferredPrimaryColumnWidth == nil,
      setup.preferredPrimaryColumnWidthFraction == nil, !column.isCollapsed
    {
      node.add(
        "no source prints a triple-column split view's default primary column width "
          + "before iPadOS 26 (280 from iPadOS 26.1's prints; a print of "
          + "`primaryColumnWidth` of a `.tripleColumn` split view with no preferred "
          + "width on iPadOS 14 to 18 would settle it): give `preferredPrimaryColumnWidth`")
    }
    if !printed, setup.style == .tripleColumn, setup.preferredSupplementaryColumnWidth == nil,
      !column.isCollapsed
    {
      node.add(
        "no source prints the supplementary column's default width before iPadOS 26 (320 "
          + "from iPadOS 26.1's prints; a print of `supplementaryColumnWidth` of a "
          + "`.tripleColumn` split view with no preferred width on iPadOS 14 to 18 would "
          + "settle it): give `preferredSupplementaryColumnWidth`")
    }
    if setup.style == .doubleColumn, setup.column == .supplementary {
      node.add("a `.doubleColumn` split view has no supplementary column")
    } else if !column.isVisible {
      node.add(
        "the \(setup.column.rawValue) column does not show in `\(column.displayMode.rawValue)`")
    }
  }

  /// What tab bar controller `i` asks that no source prints: its tab bar
  /// at the top of an iPad without the navigation bar it shares a row
  /// with, and a minimised tab bar in a chain.
  func tabBarProblems(
    at i: Int, chain: NodeChain<HierarchyNode>, folded: NodeChain<HierarchyNodeResolution>,
    resolution: Resolution, into node: inout NodeProblems
  ) {
    if chain[i].tabBar.showsBar,
      HierarchyRules.tabBarFloatsAtTop(folded[i].frameInWindow.width, screen: resolution.screen)
    {
      if screen.usesLiquidGlass {
        // The prints answer every child but a navigation controller
        // whose bar is hidden.
        if let child = chain.viewController(after: i),
          chain[child].kind == .navigationController, chain[child].navigationBar != .visible
        {
          node.add(
            HierarchyRules.glassTopTabBarProblem
              + "show its navigation bar, or put a view controller there without one")
        }
      } else if !chain.contains(
        in: (i + 1)..<chain.count,
        reading: {
          $0.pointee.kind == .navigationController && $0.pointee.navigationBar == .visible
        })
      {
        node.add(
          HierarchyRules.topTabBarProblem
            + "show a `UINavigationController` inside it, or set `iOSVersion` before 18")
      }
    }
    if chain[i].tabBar == .minimized {
      node.add("a minimised tab bar is the one-level scene's (`tabBar` `minimized`)")
    }
  }
}

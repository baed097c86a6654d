import Foundation
import InsetModel

extension PopoverArrowDirection: ScenarioEnum {}

extension Vocabulary {
  // MARK: Hierarchies and presentations

  static let noHierarchy =
    "needs a `hierarchy` (the one-level scene has no such node)"

  /// The index of the presented view controller nearest the view under test.
  @Sendable static func presentedNode(_ scene: LayoutScene) -> Int? {
    scene.hierarchy?.lastIndex(reading: { $0.pointee.presentation != nil })
  }

  @Sendable static func splitNode(_ scene: LayoutScene) -> Int? {
    scene.hierarchy?.lastIndex(reading: { $0.pointee.kind == .splitViewController })
  }

  /// Node `index` of the fold `r` holds: every node output of a row reads
  /// the one fold its resolve made, never folding the chain again (a row of
  /// 10,000 node outputs on a 10,000-node chain once took 18 s that way).
  static func layoutNode(_ scene: LayoutScene, _ r: Resolution, _ index: Int?)
    -> HierarchyNodeResolution?
  {
    readNode(scene, r, index) { $0.pointee }
  }

  /// What `read` gives of node `index` of the fold `r` holds, the node read
  /// in place (a node's resolution is a large value: copying it out cost
  /// more than the read).
  static func readNode<T>(
    _ scene: LayoutScene, _ r: Resolution, _ index: Int?,
    _ read: (UnsafePointer<HierarchyNodeResolution>) -> T?
  ) -> T? {
    guard let index, scene.hierarchy != nil else { return nil }
    // The node handed where it lies: a closure taking the node itself
    // copied it (about 700 bytes) for each output read.
    return r.hierarchyLayout.nodes.withUnsafeBufferPointer { nodes in
      guard nodes.indices.contains(index), let base = nodes.baseAddress else { return nil }
      return read(base + index)
    }
  }

  static let hierarchyKeys: [ScenarioKey] = [
    .input(
      "hierarchy", .hierarchy, \.hierarchy,
      default: "none: the one-level scene of the controller and view keys",
      meaning: "the view-controller hierarchy, outermost first, `>` between a parent and what it "
        + "holds, in UIKit's class names and property labels (see `Scenarios/containers.md`); "
        + "the last node is the view under test, which the one-level outputs read",
      facts: [Facts.hierarchyFold]),
    .input(
      "searchBarHeight", .hierarchy, \.hierarchyInputs.searchBarHeight,
      default: "none: no source publishes it",
      meaning: "what a stacked search bar adds under the navigation bar's content; required when "
        + "one shows", facts: [Facts.searchBar], sample: { g in g.pick(["52", "56"]) }),
    .input(
      "scrolledPastTop", .hierarchy, \.hierarchyInputs.scrolledPastTop,
      meaning: "the content has scrolled down far enough that a large title and a search bar "
        + "that hides when scrolling have collapsed", facts: [Facts.searchBar, Facts.largeTitle]),
    .input(
      "popoverArrowHeight", .hierarchy, \.hierarchyInputs.popoverArrowHeight,
      default: "none: no arrow under Liquid Glass (as printed); before iOS 26 no source "
        + "publishes it",
      meaning: "the depth of a regular-width popover's arrow, which its content's safe area "
        + "excludes; required before iOS 26 to read such a popover's frame or safe area",
      facts: [Facts.popoverArrow, Facts.glassPopover],
      sample: { g in g.pick(["13", "20"]) }),
    .output(
      "presentation?", .hierarchy, PresentationAppearance.self, reads: [.presentation],
      meaning: "how the presented view controller nearest the view under test shows once UIKit "
        + "adapts its style: `fullScreen`, `sheet`, `edgeAttachedSheet`, `centeredSheet`, "
        + "`popover`, `currentContext`", facts: [Facts.presentationAdaptation],
      unavailable: "needs a presented view controller in `hierarchy` (`modalPresentationStyle:`)",
      node: presentedNode,
      readInScene: { readNode($0, $1, presentedNode($0)) { $0.pointee.presentation?.appearance } }),
    .output(
      "presentedFrame?", .hierarchy, CGRect.self, reads: [.rootFrame],
      meaning: "the presented view controller's root view frame in the window (a sheet resting "
        + "below its full height: unscaled)", facts: [Facts.presentationAdaptation],
      unavailable: "needs a presented view controller in `hierarchy` (`modalPresentationStyle:`)",
      node: presentedNode,
      readInScene: { readNode($0, $1, presentedNode($0)) { $0.pointee.presentation?.frame } }),
    .output(
      "maximumDetentValue?", .hierarchy, CGFloat.self, reads: [.maximumDetentValue],
      meaning: "a sheet's `maximumDetentValue`: the height of its full-height detent",
      facts: [Facts.maximumDetentValue],
      unavailable: "needs a sheet attached to an edge (a presented view controller in a compact "
        + "width or an edge-attached one)", node: presentedNode,
      readInScene: {
        readNode($0, $1, presentedNode($0)) { $0.pointee.presentation?.maximumDetentValue }
      }),
    .output(
      "detentValue?", .hierarchy, CGFloat.self, reads: [.detentValue],
      meaning: "the value of the detent the sheet rests at (`detent:`)",
      facts: [Facts.maximumDetentValue, Facts.mediumDetentGlass, Facts.customDetent],
      unavailable: "needs a sheet attached to an edge", node: presentedNode,
      readInScene: { readNode($0, $1, presentedNode($0)) { $0.pointee.presentation?.detentValue } }),
    .output(
      "primaryColumnWidth?", .hierarchy, CGFloat.self, reads: [.primaryColumnWidth],
      meaning: "a split view controller's `primaryColumnWidth`, as shown; collapsed, from iOS "
        + "26, the split view's width, as printed; before iOS 14, the classic split view's",
      facts: [
        Facts.splitPrimaryWidth, Facts.splitCollapsedPrimaryWidth, Facts.classicSplitView,
        Facts.splitGlassPrints,
      ],
      unavailable: "needs a `UISplitViewController` that is not collapsed before iOS 26: no "
        + "source prints the `primaryColumnWidth` a collapsed split view (a compact width) "
        + "reports on iOS 14 to 18 (a print of it from an iPhone or a narrow iPad window there "
        + "would settle it; from iOS 26 it is the split view's width), and no key pins it; read "
        + "the column's `frame[N]?` instead",
      node: splitNode,
      readInScene: { scene, r in
        layoutNode(scene, r, splitNode(scene))?.splitColumn.flatMap {
          $0.isCollapsed ? $0.collapsedColumnWidth : $0.primaryColumnWidth
        }
      }),
  ]

  /// A presentation's state: whether a sheet's detent is active, a popover's arrow.
  static let presentationStateKeys: [ScenarioKey] = [
    .output(
      "detentIsActive?", .hierarchy, Bool.self, reads: [.presentation, .detentValue],
      meaning: "whether the detent the sheet was given (`detent:`) is active: `.medium()` is "
        + "inactive in a compact height, where the sheet rests at its full height",
      facts: [Facts.detentActive],
      unavailable: "needs a sheet on iOS 15 or later attached to an edge or filling a compact "
        + "height (no source says whether a regular-width sheet's detent is active)",
      node: presentedNode,
      readInScene: { scene, r in
        guard let i = presentedNode(scene), let setup = scene.hierarchy?.nodes[i].presentation,
          let presented = layoutNode(scene, r, i)?.presentation, r.screen.iOSVersion >= 15
        else { return nil }
        let sheetStyles: [ModalPresentationStyle] = [.automatic, .pageSheet, .formSheet, .popover]
        guard sheetStyles.contains(setup.style),
          [.sheet, .edgeAttachedSheet, .fullScreen].contains(presented.appearance)
        else { return nil }
        return !(setup.detent == .medium && r.screen.sizeClasses.vertical == .compact)
      }),
    .output(
      "arrowDirection?", .hierarchy, PopoverArrowDirection.self, reads: [.presentation],
      meaning: "a regular-width popover's `arrowDirection`: the one direction "
        + "`permittedArrowDirections:` allows", facts: [Facts.popoverArrowDirection],
      unavailable: "needs a regular-width popover with one permitted arrow direction "
        + "(`permittedArrowDirections: .up`): with more, UIKit picks the direction from the "
        + "popover's anchor, which the model does not place",
      node: presentedNode,
      readInScene: { layoutNode($0, $1, presentedNode($0))?.presentation?.arrowDirection }),
  ]

  // MARK: The keyboard

  static let keyboardKeys: [ScenarioKey] = [
    .input(
      "keyboard", .keyboard, \.keyboard.keyboard,
      meaning: "the software keyboard (UIKit): `docked(336)` at the bottom with a height, or "
        + "`undocked(…)`, `floating(…)` at a frame in the window; it changes no safe area",
      facts: [Facts.keyboardLayoutGuide, Facts.keyboardNotInSafeArea]),
    .input(
      "followsUndockedKeyboard", .keyboard, \.keyboard.followsUndockedKeyboard,
      meaning: "`keyboardLayoutGuide.followsUndockedKeyboard` (iOS 15)",
      facts: [Facts.keyboardLayoutGuide]),
    .input(
      "usesBottomSafeArea", .keyboard, \.keyboard.usesBottomSafeArea,
      meaning: "`keyboardLayoutGuide.usesBottomSafeArea` (iOS 17): off, the guide's top with no "
        + "keyboard is the view's bottom", facts: [Facts.keyboardLayoutGuide]),
    .output(
      "keyboardLayoutGuideFrame?", .keyboard, CGRect.self, reads: [.keyboardLayoutGuideFrame],
      meaning: "the view under test's `keyboardLayoutGuide.layoutFrame`, in its own coordinates",
      facts: [Facts.keyboardLayoutGuide],
      readInScene: { $0.keyboardLayoutGuideFrame(in: $1) }),
  ]

  /// Whether the keyboard layout guide is used, and whether a scroll view's insets rose for the keyboard.
  static let keyboardGuideKeys: [ScenarioKey] = [
    .input(
      "keyboardLayoutGuideUsed", .keyboard, \.keyboard.layoutGuideIsUsed,
      meaning: "whether a constraint uses the view's `keyboardLayoutGuide`: one nothing uses "
        + "reads a zero rect (one report, iOS 15)",
      facts: [Facts.keyboardGuideUnused]),
    .output(
      "contentInsetAdjustedForKeyboard?", .keyboard, Bool.self, reads: [.adjustedContentInset],
      meaning: "whether the scroll view under test's insets were raised for the keyboard: only a "
        + "`UITableViewController`'s table, over a docked keyboard that covers it",
      facts: [Facts.keyboardNotInSafeArea, Facts.tableViewControllerKeyboard],
      unavailable: "needs a scroll view under test",
      readInScene: { scene, r in
        guard let hierarchy = scene.hierarchy else { return r.scrollView == nil ? nil : false }
        let last = hierarchy.nodes.count - 1
        guard last >= 0, let node = layoutNode(scene, r, last), node.scrollView != nil else {
          return nil
        }
        guard hierarchy.nodes[last].kind == .tableViewController else { return false }
        return KeyboardRules.overlap(
          scene.keyboard.keyboard, viewFrame: node.frameInWindow, screenSize: r.screenSize) > 0
      }),
  ]

  // MARK: Assumptions

  static let hierarchyAssumptionKeys: [ScenarioKey] = [
    .input(
      "assumeGlassCardBottomInset", .assumption, \.assumptions.glassCardBottomInset,
      default: "none: unprinted, the row is an error",
      meaning: "under Liquid Glass, the bottom inset a sheet card under 200 pt reads at a height "
        + "no source printed (printed on an iPhone 16: 10 → 0, 100 → 11, 144 → 31.333)",
      facts: [Facts.glassCardBottomInsetOther], sample: { g in g.pick(["0", "11", "20"]) }),
    .input(
      "assumeGlassHomeButtonSheetGap", .assumption, \.assumptions.glassHomeButtonSheetGap,
      default: "none: the printed rule, the safe-area top and at least 30 (30 on an iPhone SE)",
      meaning: "under Liquid Glass, how far below a home-button phone's safe-area top a sheet "
        + "starts, in place of the printed rule", facts: [Facts.glassHomeButtonSheetGap],
      sample: { g in g.pick(["0", "10"]) }),
    assumption(
      Facts.mediumDetentBeforeIOS26, \.assumptions.mediumDetentFractionBeforeIOS26,
      meaning: "before iOS 26, `.medium()` as a fraction of the screen's height"),
    assumption(
      Facts.edgeAttachedSheet, \.assumptions.edgeAttachedSheetTopGap,
      meaning: "how far below the window's safe-area top an edge-attached sheet starts in a "
        + "compact height"),
    assumption(
      Facts.padPageSheetSize, \.assumptions.padPageSheetSize,
      meaning: "a regular-width page sheet's size, at most"),
    assumption(
      Facts.glassPadSheetNavigationBar, \.assumptions.glassPadSheetNavigationBarBottom,
      meaning: "under Liquid Glass, how far below an iPad sheet's top its navigation bar ends"),
    assumption(
      Facts.splitPrimaryWidth, \.assumptions.defaultPrimaryColumnWidth,
      meaning: "a split view's primary column width when nothing sets it"),
    assumption(
      Facts.splitPrimaryBufferLater, \.assumptions.primaryColumnOffscreenBuffer,
      meaning: "how far the primary column extends off screen, read as its leading safe area "
        + "(measured 100 on iOS 14–16)"),
    assumption(
      Facts.glassSidebar, \.assumptions.glassSidebarFloats,
      meaning: "under Liquid Glass, whether a two-column sidebar floats over the secondary column "
        + "(printed on iPadOS 26.1: `yes`)"),
    assumption(
      Facts.tableViewControllerKeyboard, \.assumptions.keyboardInsetReplacesSafeArea,
      meaning: "whether a table view controller's keyboard inset replaces the bottom safe area "
        + "(`yes`) or adds to it (`no`)"),
  ]

  // MARK: Outputs about one node

  /// An output about one node, by index or name.
  static func nodeOutput<V: ScenarioValue>(
    _ base: String, _ reference: NodeReference, _ type: V.Type, reads: [Quantity],
    meaning: String, facts: [Fact],
    read: @escaping @Sendable (UnsafePointer<HierarchyNodeResolution>) -> V?
  ) -> ScenarioKey {
    .output(
      "\(base)[\(reference)]?", .hierarchy, type, reads: reads,
      meaning: meaning, facts: facts,
      unavailable: "names no node of `hierarchy`, or one without this value",
      node: { $0.hierarchy?.index(of: reference) },
      readInScene: { scene, r in
        readNode(scene, r, scene.hierarchy?.index(of: reference), read)
      })
  }

  static let nodeOutputMakers: [(base: String, make: @Sendable (NodeReference) -> ScenarioKey)] = [
    (
      "safeAreaInsets",
      { ref in
        nodeOutput(
          "safeAreaInsets", ref, Insets.self, reads: [.safeAreaInsets, .rootSafeAreaInsets],
          meaning: "node \(ref)'s `safeAreaInsets` (0 is the outermost)",
          facts: [Facts.hierarchyFold, Facts.subviewOverlap], read: { $0.pointee.safeAreaInsets })
      }
    ),
    (
      "frame",
      { ref in
        nodeOutput(
          "frame", ref, CGRect.self, reads: [.frame, .rootFrame],
          meaning: "node \(ref)'s frame in the window, as it shows",
          facts: [Facts.hierarchyFold], read: { $0.pointee.frameInWindow })
      }
    ),
    (
      "layoutMargins",
      { ref in
        nodeOutput(
          "layoutMargins", ref, Insets.self, reads: [.layoutMargins, .rootLayoutMargins],
          meaning: "node \(ref)'s `layoutMargins`, as read back",
          facts: [Facts.rootMargins, Facts.defaultMargins], read: { $0.pointee.layoutMargins })
      }
    ),
    (
      "adjustedContentInset",
      { ref in
        nodeOutput(
          "adjustedContentInset", ref, Insets.self, reads: [.adjustedContentInset],
          meaning: "node \(ref)'s `adjustedContentInset` (a scroll view)",
          facts: [Facts.adjustedContentInset, Facts.scrollViewPassesSafeArea],
          read: { $0.pointee.scrollView?.adjustedContentInset })
      }
    ),
  ]

  /// `safeAreaInsets[N]?`, `frame[N]?`, `layoutMargins[N]?`,
  /// `adjustedContentInset[N]?` by index.
  static let nodeIndexedOutputs: [IndexedOutput] = nodeOutputMakers.map { maker in
    IndexedOutput(base: maker.base) { n in maker.make(.index(n)) }
  }

  /// The same outputs with a node's name: `safeAreaInsets[card]?`.
  static func namedNodeOutput(base: String, name: Substring) -> ScenarioKey? {
    guard let maker = nodeOutputMakers.first(where: { $0.base == base }),
      let first = name.unicodeScalars.first, ModifierParser.isIdentifierStart(first),
      name.count <= 60, name.unicodeScalars.allSatisfy(ModifierParser.isIdentifierPart)
    else { return nil }
    return maker.make(.name(String(name)))
  }
}

import Foundation

/// The one-level scene's settings a hierarchy takes as its defaults: the
/// view controllers' (bars' translucency, extended layout, margins), and the
/// view under test's and its scroll view's.
public struct HierarchyDefaults: Sendable {
  /// The scene's view controller: what every view controller node takes unless it sets its own.
  public var controller: ViewControllerSetup
  /// The scene's view under test: what the last node takes unless it sets its own.
  public var view: ViewSetup
  /// The scene's scroll view: what the last node takes, when a scroll view, unless it sets its own.
  public var scrollView: ScrollViewSetup

  /// Creates the defaults from the one-level scene's settings.
  public init(controller: ViewControllerSetup, view: ViewSetup, scrollView: ScrollViewSetup) {
    self.controller = controller
    self.view = view
    self.scrollView = scrollView
  }
}

/// How UIKit folds safe areas, bars and margins down a view-controller and
/// view hierarchy: each node takes what its parent passes on, adds what it
/// is, and passes the result to the next ([wwdc18-235] 27:05–28:29).
///
/// The picture, a table in a navigation controller in a tab bar controller:
///
///     window {59, 0, 34, 0}
///     └─ UITabBarController    view {59, 0, 34, 0}; bar 49 + 34 at the bottom
///        └─ UINavigationController  view {59, 0, 83, 0}; bar 54 at 59
///           └─ UIViewController     view {113, 0, 83, 0}
///              └─ UITableView       adjustedContentInset {113, 0, 83, 0}
///
/// Per view-controller node: its frame (filling its parent, below opaque
/// bars it does not extend under, a split view's column, or a presentation's
/// frame), its safe area (its overlap of the parent's safe area and bars,
/// plus what a split view adds, plus its own `additionalSafeAreaInsets`), its
/// margins, and, for a container, its bars. Per view node: the one-level
/// view and scroll-view rules, at that level.
public enum HierarchyRules {
  /// What a node passes to the next.
  struct Context {
    var index: Int?
    var kind: HierarchyNodeKind?
    var size: CGSize
    /// The window position of the node's bounds origin, as it shows.
    var origin: CGPoint
    /// A scroll view's resting content offset: its subviews' frames are in
    /// its content.
    var contentOffset: CGPoint
    /// The safe area its subviews inherit (a scroll view's: what it passes on).
    var safe: Insets
    /// The bars of its containers over it, in its coordinates.
    var bars: Insets
    var margins: Insets
    var appearance: PresentationAppearance?
    /// Whether its top is a sheet's top edge.
    var atSheetTop: Bool
    var inNavigationController: Bool
    var inTabBarController: Bool
    var owner: Int?
    var ownerIsTableViewController: Bool
    var topLayoutGuide: CGFloat
    var bottomLayoutGuide: CGFloat
    var splitColumn: SplitColumnResolution?
    /// Whether its containers' bars are in a vertical strip beside the
    /// content (``VerticalBarRules``) rather than across its top and bottom.
    var barsInStrip = false
  }

  /// Every node of `hierarchy` on `screen`, each step reported to `tracer`
  /// stamped with its node. `contentSize` gives the view under test's content
  /// size when neither the chain nor the scene sets one (a table's rows, a
  /// flow layout's items).
  ///
  /// - Complexity: O(nodes); allocates the result.
  public static func resolve<Tracer: DerivationTracer>(
    _ hierarchy: Hierarchy, screen: ScreenResolution, defaults: HierarchyDefaults,
    inputs: HierarchyInputs, keyboard: KeyboardSetup, assumptions: Assumptions,
    contentSize: (CGSize, Insets, Insets, ScrollViewContext) -> CGSize?, tracer: inout Tracer
  ) -> HierarchyLayout {
    withoutActuallyEscaping(contentSize) { body in
      fold(
        hierarchy, screen: screen, defaults: defaults, inputs: inputs, keyboard: keyboard,
        assumptions: assumptions, contentSize: ContentSizeClosure(body: body), tracer: &tracer)
    }
  }

  /// The fold behind ``resolve(_:screen:defaults:inputs:keyboard:assumptions:contentSize:tracer:)``,
  /// with the content size asked of a value the fold borrows (a scene is
  /// large: a closure capturing it copied it at every fold).
  ///
  /// `storage` is an empty array whose memory the result's nodes take (a
  /// caller that resolves many scenes hands the same memory back each time:
  /// ``ResolveScratch``).
  static func fold<Tracer: DerivationTracer, Sizer: ContentSizing>(
    _ hierarchy: Hierarchy, screen: ScreenResolution, defaults: HierarchyDefaults,
    inputs: HierarchyInputs, keyboard: KeyboardSetup, assumptions: Assumptions,
    contentSize: Sizer, reusing storage: consuming [HierarchyNodeResolution] = [],
    tracer: inout Tracer
  ) -> HierarchyLayout {
    let w = screen.windowSafeAreaInsets
    // The window, with the status bar's cover at the top (iOS 11 left it out
    // of the window's own safe area; Facts.windowBeforeIOS12).
    let windowSafe = Insets(
      top: max(w.top, screen.statusBarHeight), left: w.left, bottom: w.bottom, right: w.right)
    let window = Context(
      index: nil, kind: nil, size: screen.screenSize, origin: .zero, contentOffset: .zero,
      safe: windowSafe, bars: .zero, margins: .zero, appearance: nil, atSheetTop: false,
      inNavigationController: false, inTabBarController: false, owner: nil,
      ownerIsTableViewController: false, topLayoutGuide: 0, bottomLayoutGuide: 0,
      splitColumn: nil)
    var context = window
    var nodes = storage
    // The scratch hands its memory back empty; emptied here only if not.
    if !nodes.isEmpty { nodes.removeAll(keepingCapacity: true) }
    nodes.reserveCapacity(hierarchy.nodes.count)
    var innermostViewController = 0
    let last = hierarchy.nodes.count - 1
    // The nodes are read in place (an array's element is copied out, and a
    // node is a large value).
    hierarchy.nodes.withUnsafeBufferPointer { chain in
      for i in chain.indices {
        let resolved: HierarchyNodeResolution
        if chain[borrowing: i].kind.isViewController {
          (resolved, context) = viewController(
            at: i, in: context, window: window, chain: chain,
            nodes: nodes,
            screen: screen, defaults: defaults, inputs: inputs, keyboard: keyboard,
            isLast: i == last, assumptions: assumptions, contentSize: contentSize, tracer: &tracer)
          innermostViewController = i
        } else {
          (resolved, context) = view(
            at: i, chain: chain, in: context, screen: screen, defaults: defaults,
            keyboard: keyboard,
            isLast: i == last, assumptions: assumptions, contentSize: contentSize, tracer: &tracer)
        }
        nodes.append(resolved)
        if i == last {
          var stamped = NodeTracer(base: tracer.take(), node: i, superview: nil)
          stamped.record(
            .keyboardLayoutGuideFrame, resolved.keyboardLayoutGuideFrame,
            rule: keyboardRule(keyboard, safeBottom: resolved.safeAreaInsets.bottom),
            facts: [Facts.keyboardLayoutGuide],
            inputs: [resolved.kind.isViewController ? .rootSafeAreaInsets : .safeAreaInsets])
          tracer = stamped.base.take()
        }
      }
    }
    return HierarchyLayout(nodes: nodes, innermostViewController: innermostViewController)
  }

  static func keyboardRule(_ k: KeyboardSetup, safeBottom: CGFloat) -> String {
    switch k.keyboard {
    case .none:
      return "no keyboard: the guide's top is the "
        + (k.usesBottomSafeArea
          ? "safe area's bottom (\(PointNotation.format(safeBottom)) up)" : "view's bottom")
    case .docked(let h):
      return "docked keyboard \(PointNotation.format(h)) tall: the keyboard's part of the view"
    case .undocked, .floating:
      return k.followsUndockedKeyboard
        ? "undocked keyboard, followed: its frame in the view"
        : "undocked keyboard, not followed (followsUndockedKeyboard no): the "
          + (k.usesBottomSafeArea ? "safe area's bottom" : "view's bottom")
    }
  }

  // MARK: View controllers

  // Inlined into the fold: a node passed to it was copied (a large value).
  @inline(__always)
  static func viewController<Tracer: DerivationTracer, Sizer: ContentSizing>(
    at i: Int, in parent: Context, window: Context, chain: UnsafeBufferPointer<HierarchyNode>,
    nodes: [HierarchyNodeResolution], screen: ScreenResolution, defaults: HierarchyDefaults,
    inputs: HierarchyInputs, keyboard: KeyboardSetup, isLast: Bool, assumptions: Assumptions,
    contentSize: Sizer, tracer: inout Tracer
  ) -> (HierarchyNodeResolution, Context) {
    let c = defaults.controller
    var p = parent
    var frame: CGRect
    var localFrame: CGRect
    var inherited: Insets
    var inheritedBars = Insets.zero
    var presentation: PresentationResolution?
    var added = Insets.zero
    // What explain says of the frame: built only when a tracer records.
    var frameRule = ""
    var frameFacts: [Fact] = []
    if Tracer.isRecording { frameFacts = [Facts.hierarchyFold] }
    var stamped = NodeTracer(base: tracer.take(), node: i, superview: nil)

    if let setup = chain[borrowing: i].presentation {
      // Presented: placed in the window by the presentation; what it was
      // presented from no longer reaches it.
      let contextFrame =
        presentationContext(presenter: p.owner, chain: chain).map {
          nodes[$0].frameInWindow
        } ?? CGRect(origin: .zero, size: screen.screenSize)
      let r = PresentationRules.resolve(
        setup, screen: screen, window: window.safe, context: contextFrame,
        arrowHeight: inputs.popoverArrowHeight, assumptions: assumptions)
      presentation = r
      frame = r.frame
      localFrame = r.frame
      inherited = r.safeAreaInsets
      p = window
      p.appearance = r.appearance
      recordPresentation(setup, r, screen: screen, assumptions: assumptions, tracer: &stamped)
      if Tracer.isRecording {
        frameRule = "presented \(setup.style.rawValue), shown as \(r.appearance.rawValue)"
        frameFacts = presentationFacts(setup, r, screen: screen)
      }
    } else {
      let bounds = CGRect(origin: .zero, size: p.size)
      if let column = p.splitColumn {
        frame = chain[borrowing: i].frame ?? column.frame
        if Tracer.isRecording {
          frameRule =
            column.isCollapsed
            ? "the collapsed split view's one column, filling it"
            : "the \(column.displayMode.rawValue) split view's column"
          frameFacts = [Facts.splitColumns]
        }
        let leading = column.addedLeadingInset
        added =
          defaults.view.layoutDirection == .leftToRight
          ? Insets(top: 0, left: leading, bottom: 0, right: 0)
          : Insets(top: 0, left: 0, bottom: 0, right: leading)
        if Tracer.isRecording, leading > 0 {
          frameFacts.append(
            column.frame.minX < 0 || column.frame.maxX > p.size.width
              ? (screen.iOSVersion < 17 ? Facts.splitPrimaryBuffer : Facts.splitPrimaryBufferLater)
              : Facts.glassSidebar)
        }
      } else if let explicit = chain[borrowing: i].frame {
        frame = explicit
        if Tracer.isRecording { frameRule = "set by the chain" }
      } else if p.barsInStrip, !chain[borrowing: i].kind.isContainer {
        // The bars are in the vertical strip: the content fills the window.
        frame = bounds
        if Tracer.isRecording {
          frameRule = VerticalBarRules.rootFrameRule(
            screen: screen, titleRow: p.bars.top > 0, assumptions: assumptions)
          frameFacts = VerticalBarRules.facts(titleRow: p.bars.top > 0)
        }
      } else if let kind = p.kind, kind == .navigationController || kind == .tabBarController,
        !chain[borrowing: i].kind.isContainer
      {
        // A content view controller extends under its containers' bars when
        // edgesForExtendedLayout holds the edge and the bar is translucent,
        // or extendedLayoutIncludesOpaqueBars (Facts.extendedLayout).
        // The top bar is the nearest navigation controller's; the bottom
        // bars are its toolbar's, else the nearest tab bar controller's.
        // Its containers: the nodes before it up to and including the
        // nearest presented one (indices, so no node is copied).
        var navigation: Int?
        var tabBar: Int?
        var k = i - 1
        while k >= 0 {
          let kind = chain[borrowing: k].kind
          if navigation == nil, kind == .navigationController { navigation = k }
          if tabBar == nil, kind == .tabBarController { tabBar = k }
          if chain[borrowing: k].presentation != nil { break }
          k -= 1
        }
        let bottomOwner =
          navigation.map { chain[borrowing: $0].toolbar == .visible } == true ? navigation : tabBar
        let topTranslucent =
          navigation.flatMap { chain[borrowing: $0].isTranslucent } ?? c.isTranslucent
        let bottomTranslucent =
          bottomOwner.flatMap { chain[borrowing: $0].isTranslucent } ?? c.isTranslucent
        let includesOpaque =
          chain[borrowing: i].extendedLayoutIncludesOpaqueBars ?? c.extendedLayoutIncludesOpaqueBars
        let edges = chain[borrowing: i].edgesForExtendedLayout ?? c.edgesForExtendedLayout
        let top = edges.contains(.top) && (topTranslucent || includesOpaque) ? 0 : p.bars.top
        let bottom =
          edges.contains(.bottom) && (bottomTranslucent || includesOpaque) ? 0 : p.bars.bottom
        frame = CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top - bottom)
        if Tracer.isRecording {
          frameRule =
            "its container's view, less the bars it does not extend under (translucent top "
            + "\(topTranslucent ? "yes" : "no"), bottom \(bottomTranslucent ? "yes" : "no"); "
            + "edgesForExtendedLayout \(edges))"
          frameFacts.append(Facts.extendedLayout)
        }
      } else {
        frame = bounds
        if Tracer.isRecording { frameRule = "fills its parent" }
      }
      let local = frame.moved(dx: -p.contentOffset.x, dy: -p.contentOffset.y)
      inherited = SafeAreaPropagation.subviewSafeAreaInsets(
        superviewBounds: bounds, superviewSafeAreaInsets: Insets.max(p.safe, p.bars), frame: local)
      inheritedBars = SafeAreaPropagation.subviewSafeAreaInsets(
        superviewBounds: bounds, superviewSafeAreaInsets: p.bars, frame: local)
      localFrame = local
    }
    let frameInWindow = localFrame.moved(dx: p.origin.x, dy: p.origin.y)
    stamped.record(
      .rootFrame, frameInWindow, rule: "\(chain[borrowing: i].kind.rawValue): \(frameRule)",
      facts: frameFacts,
      inputs: presentation == nil ? [] : [.presentation, .detentValue, .windowSafeAreaInsets],
      parentInputs: presentation.map { $0.appearance == .currentContext ? [.rootFrame] : [] }
        ?? (frameFacts.contains(Facts.extendedLayout)
          ? [.rootFrame, .navigationBarFrame, .tabBarFrame, .toolbarFrame] : [.rootFrame, .frame]))

    let safe =
      chain[borrowing: i].pinnedSafeAreaInsets ?? inherited + added
      + chain[borrowing: i].additionalSafeAreaInsets
    let parentKind = p.kind
    var parentSafe: [Quantity] {
      parentKind?.isViewController == true
        ? [.rootSafeAreaInsets]
        : parentKind == nil ? [.windowSafeAreaInsets] : [.passedSafeAreaInsets, .safeAreaInsets]
    }
    if let pinned = chain[borrowing: i].pinnedSafeAreaInsets {
      stamped.pinned(.rootSafeAreaInsets, pinned)
    } else {
      stamped.record(
        .rootSafeAreaInsets, safe,
        rule: (presentation == nil
          ? "overlap \(inherited) of its frame with its parent's safe area and bars"
          : "the presented frame's overlap \(inherited) with the window's insets")
          + (added.isZero ? "" : " + the split view's \(added)")
          + " + additionalSafeAreaInsets \(chain[borrowing: i].additionalSafeAreaInsets)",
        facts: [Facts.hierarchyFold, Facts.childViewController, Facts.subviewOverlap]
          + (presentation.map {
            [$0.appearance == .popover ? Facts.popoverArrow : Facts.presentedSafeArea]
          } ?? []),
        inputs: [.rootFrame],
        parentInputs: parentSafe + [.navigationBarFrame, .tabBarFrame, .toolbarFrame])
    }

    let minimum = RootViewRules.systemMinimumLayoutMargins(
      screen, direction: defaults.view.layoutDirection, tracer: &stamped)
    let own = c.rootDirectionalLayoutMargins ?? .zero
    // Before iOS 11 margins are not measured from a safe area (Facts.legacyMargins).
    let margins = RootViewRules.rootMargins(
      c, own: own, minimum: minimum, safe: screen.iOSVersion < 11 ? .zero : safe,
      direction: defaults.view.layoutDirection)
    stamped.record(
      .rootLayoutMargins, margins,
      rule: "max(own \(own), systemMinimumLayoutMargins \(minimum)) + safeAreaInsets \(safe)",
      facts: [Facts.rootMargins, Facts.marginsFromSafeArea],
      inputs: [.rootSafeAreaInsets, .systemMinimumLayoutMargins])

    // The iOS 7–10 guides: from the view's top to the bottom of the bars
    // over it, and from its bottom to the top of the bars under it.
    let touchesTop =
      frameInWindow.minY <= 0 && presentation?.appearance.isSheet != true
      && !p.atSheetTop
    let statusBar = touchesTop ? screen.statusBarHeight : 0
    // A view controller inside another view controller's content (not a
    // container's) keeps the guides of the one it is in.
    let ownsGuides = p.kind.map { $0.isContainer } ?? true
    let barsSafe = inherited + added
    let topGuide =
      !ownsGuides
      ? p.topLayoutGuide
      : p.barsInStrip ? barsSafe.top : max(0, max(statusBar, p.bars.top) - localFrame.minY)
    let bottomGuide =
      !ownsGuides
      ? p.bottomLayoutGuide
      : p.barsInStrip ? barsSafe.bottom : max(0, p.bars.bottom - (p.size.height - localFrame.maxY))

    var result = HierarchyNodeResolution(
      kind: chain[borrowing: i].kind, name: chain[borrowing: i].name, frame: frame,
      frameInWindow: frameInWindow,
      safeAreaInsets: safe, layoutMargins: margins, systemMinimumLayoutMargins: minimum,
      scrollView: nil, navigationBarFrame: nil, tabBarFrame: nil, toolbarFrame: nil,
      presentation: presentation, splitColumn: nil,
      keyboardLayoutGuideFrame: KeyboardRules.layoutGuideFrame(
        keyboard, viewFrame: frameInWindow, safeBottom: safe.bottom,
        screenSize: screen.screenSize),
      barsSafeAreaInsets: barsSafe, topLayoutGuide: topGuide,
      bottomLayoutGuide: bottomGuide)
    if Tracer.isRecording {
      stamped.record(
        .topLayoutGuide, topGuide,
        rule: !ownsGuides
          ? "the guide of the view controller whose view it is in"
          : p.barsInStrip
            ? "the root view's safe-area top (the bars are in the strip)"
            : "from the view's top to the bottom of the status bar and bars over it",
        facts: [Facts.layoutGuides] + (p.barsInStrip ? [Facts.verticalBars] : []),
        inputs: [.rootFrame], parentInputs: [.statusBarHeight, .navigationBarFrame])
      stamped.record(
        .bottomLayoutGuide, bottomGuide,
        rule: !ownsGuides
          ? "the guide of the view controller whose view it is in"
          : p.barsInStrip
            ? "the root view's safe-area bottom (the bars are in the strip)"
            : "from the view's bottom to the top of the bars under it",
        facts: [Facts.layoutGuides] + (p.barsInStrip ? [Facts.verticalBars] : []),
        inputs: [.rootFrame], parentInputs: [.tabBarFrame, .toolbarFrame])
    }

    var next = Context(
      index: i, kind: chain[borrowing: i].kind, size: frame.size, origin: frameInWindow.origin,
      contentOffset: .zero, safe: safe, bars: .zero, margins: margins,
      appearance: p.appearance,
      atSheetTop: (presentation?.appearance.isSheet ?? false)
        || (p.atSheetTop && localFrame.minY <= 0),
      inNavigationController: p.inNavigationController, inTabBarController: p.inTabBarController,
      owner: i, ownerIsTableViewController: chain[borrowing: i].kind == .tableViewController,
      topLayoutGuide: topGuide, bottomLayoutGuide: bottomGuide, splitColumn: nil)

    switch chain[borrowing: i].kind {
    case .navigationController where screen.window.verticalBarSide != nil,
      .tabBarController where screen.window.verticalBarSide != nil:
      if chain[borrowing: i].kind == .navigationController {
        next.inNavigationController = true
      } else {
        next.inTabBarController = true
      }
      next.bars = VerticalBarRules.bars(
        chain[borrowing: i], inherited: inheritedBars, screen: screen, assumptions: assumptions)
      next.barsInStrip = true
    case .navigationController:
      next.inNavigationController = true
      next.bars = navigationBars(
        at: i, inheritedTop: inherited.top, inheritedBars: inheritedBars,
        size: frame.size,
        frameInWindow: frameInWindow, touchesTop: touchesTop, context: next, chain: chain,
        screen: screen, inputs: inputs, assumptions: assumptions, result: &result,
        tracer: &stamped)
    case .tabBarController:
      next.inTabBarController = true
      var bars = inheritedBars
      if chain[borrowing: i].tabBar.showsBar, tabBarFloatsAtTop(frameInWindow.width, screen: screen)
      {
        // From iPadOS 18 a regular-width iPad's tab bar floats at the top,
        // sharing the navigation bar's row: it adds nothing at the bottom
        // (Facts.padTopTabBar). Under Liquid Glass it is 44 tall at the
        // safe-area top, and a child that is not a navigation controller
        // starts 20 below it (Facts.glassPadTopTabBar); before, what it adds
        // without a navigation bar is unpublished (LayoutScene.problems()).
        if screen.usesLiquidGlass {
          let height = BarMetrics.glassPadTabBarHeight
          let bar = CGRect(x: 0, y: safe.top, width: frame.width, height: height)
          result.tabBarFrame = bar.offsetBy(dx: frameInWindow.minX, dy: frameInWindow.minY)
          let child = chain.indices.dropFirst(i + 1).first {
            chain[borrowing: $0].kind.isViewController
          }
          let underBar = child.map { chain[borrowing: $0].kind != .navigationController } ?? false
          if underBar {
            bars.top = max(bars.top, bar.maxY + BarMetrics.glassPadTabBarContentGap)
          }
          stamped.record(
            .tabBarFrame, result.tabBarFrame ?? bar,
            rule: "a regular-width iPad's floating tab bar, \(PointNotation.format(height)) at the "
              + "safe-area top"
              + (underBar
                ? "; its child, no navigation controller, starts "
                  + "\(PointNotation.format(BarMetrics.glassPadTabBarContentGap)) below it"
                : "; its navigation controller's bar shares the row"),
            facts: [Facts.padTopTabBar, Facts.glassPadTopTabBar],
            inputs: [.rootFrame, .rootSafeAreaInsets], parentInputs: [.sizeClasses])
        }
      } else if chain[borrowing: i].tabBar.showsBar {
        let content =
          chain[borrowing: i].tabBar == .minimized
          ? c.minimizedTabBarHeight ?? 0
          : BarMetrics.tabBarContentHeight(
            idiom: screen.idiom, sizeClasses: screen.sizeClasses, iOSVersion: screen.barsVersion)
        let home = homeIndicatorOverlap(frameInWindow, screen: screen)
        // Under Liquid Glass with no home indicator, a phone's floating bar
        // reserves its own height: 83 in portrait
        // (Facts.glassTabBarWithoutHomeIndicator), 64 in a compact height
        // (Facts.glassCompactTabBar).
        let floating =
          screen.usesLiquidGlass && screen.idiom == .phone && chain[borrowing: i].tabBar == .visible
          && screen.homeIndicatorInset == 0
        let compact = screen.sizeClasses.vertical == .compact
        let height =
          !floating
          ? content + home
          : compact
            ? BarMetrics.glassCompactTabBarWithoutHomeIndicator
            : assumptions.glassTabBarWithoutHomeIndicator
        let bar = CGRect(x: 0, y: frame.height - height, width: frame.width, height: height)
        bars.bottom = max(bars.bottom, height)
        result.tabBarFrame = bar.offsetBy(dx: frameInWindow.minX, dy: frameInWindow.minY)
        stamped.record(
          .tabBarFrame, result.tabBarFrame ?? bar,
          rule: floating
            ? "a floating bar with no home indicator under it: \(PointNotation.format(height))"
              + (compact
                ? " in a compact height, as printed"
                : " in a regular height (assumeGlassTabBarWithoutHomeIndicator)")
            : "\(PointNotation.format(content)) + the home indicator's "
              + "\(PointNotation.format(home)) under this view, at its bottom",
          facts: [Facts.barHeights, Facts.bottomBarsTakeHomeIndicator]
            + (screen.usesLiquidGlass ? [Facts.liquidGlassTabBar] : [])
            + (floating
              ? [compact ? Facts.glassCompactTabBar : Facts.glassTabBarWithoutHomeIndicator] : []),
          inputs: [.rootFrame], parentInputs: [.windowSafeAreaInsets, .sizeClasses])
      }
      next.bars = bars
    case .splitViewController:
      let setup = chain[borrowing: i].split ?? SplitViewSetup()
      let column = SplitViewRules.column(
        setup, size: frame.size, horizontal: screen.sizeClasses.horizontal,
        iOSVersion: screen.iOSVersion, liquidGlass: screen.usesLiquidGlass,
        direction: defaults.view.layoutDirection, assumptions: assumptions)
      next.splitColumn = column
      result.splitColumn = column
      stamped.record(
        .primaryColumnWidth, column.primaryColumnWidth,
        rule: setup.preferredPrimaryColumnWidth != nil
          ? "preferredPrimaryColumnWidth"
          : setup.preferredPrimaryColumnWidthFraction.map {
            "preferredPrimaryColumnWidthFraction \(PointNotation.format($0)) of "
              + PointNotation.format(frame.width)
          } ?? "automaticDimension: the default width",
        facts: SplitViewRules.widthFacts(setup, iOSVersion: screen.iOSVersion),
        inputs: [.rootFrame])
    default:
      break
    }
    tracer = stamped.base.take()

    // A table or collection view controller's view is its scroll view.
    if chain[borrowing: i].kind.viewKind.isScrollView {
      let (scroll, passed) = scrollView(
        at: i, chain: chain, frame: frame, frameInWindow: frameInWindow, safe: safe,
        margins: margins,
        context: next, isContentScrollView: true, screen: screen, defaults: defaults,
        keyboard: keyboard, isLast: isLast, assumptions: assumptions, contentSize: contentSize,
        superview: nil, tracer: &tracer)
      result.scrollView = scroll
      next.safe = passed
      next.contentOffset = scroll.contentOffset
    }
    return (result, next)
  }

  /// The view controller a current-context presentation covers: from the
  /// presenting view controller up, the first that defines the presentation
  /// context (a navigation controller does by default), else the window's
  /// root view controller ([ad-definespresentationcontext]). The chain's
  /// nodes are read in place.
  static func presentationContext(presenter: Int?, chain: UnsafeBufferPointer<HierarchyNode>)
    -> Int?
  {
    guard let presenter else { return nil }
    for i in stride(from: presenter, through: 0, by: -1) {
      guard chain[borrowing: i].kind.isViewController else { continue }
      if chain[borrowing: i].definesPresentationContext
        ?? (chain[borrowing: i].kind == .navigationController)
      {
        return i
      }
    }
    return 0
  }

  static func recordPresentation<T: DerivationTracer>(
    _ setup: PresentationSetup, _ r: PresentationResolution, screen: ScreenResolution,
    assumptions: Assumptions, tracer: inout T
  ) {
    // Only steps read what follows: a resolve that keeps none skips it.
    guard T.isRecording else { return }
    let facts = presentationFacts(setup, r, screen: screen)
    tracer.record(
      .presentation, DerivedValue.text(r.appearance.rawValue),
      rule: "\(setup.style.rawValue) in a \(screen.sizeClasses.horizontal.rawValue) width, "
        + "\(screen.sizeClasses.vertical.rawValue) height on iOS "
        + screen.iOSVersion.formattedVersion
        + (setup.prefersEdgeAttachedInCompactHeight ? ", prefersEdgeAttachedInCompactHeight" : ""),
      facts: facts, inputs: [.sizeClasses])
    if let maximum = r.maximumDetentValue {
      let formSheet = r.appearance == .centeredSheet
      tracer.record(
        .maximumDetentValue, maximum,
        rule: formSheet
          ? "a Liquid Glass form sheet's height, 650"
          : "the window's height less the sheet's top and the bottom safe area",
        facts: formSheet
          ? [Facts.glassFormSheet]
          : [Facts.maximumDetentValue]
            + (screen.usesLiquidGlass ? [Facts.glassSheetTop] : [Facts.sheetTopBeforeIOS26])
            + facts.filter { $0 == Facts.glassHomeButtonSheetGap },
        inputs: [.presentation, .windowSafeAreaInsets])
    }
    if let value = r.detentValue {
      let rule: String
      let facts: [Fact]
      switch setup.detent {
      case .large:
        rule = ".large(): the maximum"
        facts = [Facts.maximumDetentValue]
      case .medium:
        rule =
          r.appearance == .edgeAttachedSheet
          ? ".medium() is inactive in a compact height: the maximum"
          : screen.usesLiquidGlass
            ? ".medium(): 425/759 of the maximum, to the pixel"
            : ".medium(): the assumed fraction \(PointNotation.format(assumptions.mediumDetentFractionBeforeIOS26)) of the screen's height, at most the maximum"
        facts =
          screen.usesLiquidGlass ? [Facts.mediumDetentGlass] : [Facts.mediumDetentBeforeIOS26]
      case .custom(let v):
        rule = "custom \(PointNotation.format(v)), at most the maximum"
        facts = [Facts.customDetent]
      }
      tracer.record(
        .detentValue, value, rule: rule, facts: facts, inputs: [.maximumDetentValue])
    }
  }

  static func presentationFacts(
    _ setup: PresentationSetup, _ r: PresentationResolution, screen: ScreenResolution
  ) -> [Fact] {
    var facts = [Facts.presentationAdaptation]
    switch r.appearance {
    case .sheet:
      let top =
        !screen.usesLiquidGlass
        ? Facts.sheetTopBeforeIOS26
        : screen.idiom == .pad ? Facts.glassPadPageSheet : Facts.glassSheetTop
      facts += [top, Facts.presentedSafeArea]
      // A home-button phone's glass sheet: the printed floor unless a row
      // sets the gap (PresentationRules.sheetTop).
      if screen.usesLiquidGlass, screen.idiom != .pad, screen.homeIndicatorInset <= 0 {
        facts.append(Facts.glassHomeButtonSheetGap)
      }
      if !r.isLarge { facts.append(Facts.customDetent) }
      facts += PresentationRules.glassCardFacts(r, glass: screen.usesLiquidGlass)
    case .edgeAttachedSheet: facts.append(Facts.edgeAttachedSheet)
    case .centeredSheet:
      if screen.usesLiquidGlass, setup.style == .formSheet, setup.preferredContentSize == nil {
        facts.append(Facts.glassFormSheet)
      } else {
        facts.append(setup.style == .formSheet ? Facts.formSheetSize : Facts.padPageSheetSize)
        facts.append(Facts.regularWidthSheetDetents)
      }
    case .popover:
      facts.append(screen.usesLiquidGlass ? Facts.glassPopover : Facts.popoverArrow)
    case .fullScreen, .currentContext: facts.append(Facts.presentedSafeArea)
    }
    return facts
  }

  /// What a scene with a navigation controller's toolbar above a tab bar
  /// under Liquid Glass lacks; the caller adds what to do in its notation.
  static let glassToolbarAboveTabBarProblem =
    "under Liquid Glass no source prints a navigation controller's toolbar above a tab bar (the "
    + "iOS 26.1 prints show its slot, 86 on a phone and 79 on an iPad, only at the bottom); a "
    + "print of a `UINavigationController` with toolbar items inside a `UITabBarController` would "
    + "settle it: "

  /// What a scene with a tab bar at the top and no navigation bar lacks; the
  /// caller adds what to do in its notation.
  static let topTabBarProblem =
    "from iPadOS 18 a regular-width iPad's tab bar floats at the top, sharing the navigation "
    + "bar's row; without a navigation bar no source publishes what it adds at the top: "

  /// What a scene with a tab bar at the top lacks under Liquid Glass: a
  /// child navigation controller whose bar is hidden; the caller adds what
  /// to do in its notation.
  static let glassTopTabBarProblem =
    "under Liquid Glass a regular-width iPad's tab bar floats at the top; the iOS 26.1 prints "
    + "show a child navigation controller with its bar shown (sharing the row) and a child that "
    + "is not a navigation controller (starting at 32 + 44 + 20 = 96), not a navigation "
    + "controller whose bar is hidden, which a print would settle: "

  /// Whether a tab bar controller `width` wide shows its tab bar at the top:
  /// a regular-width iPad from iPadOS 18, under Liquid Glass or before
  /// iOS 26 (``Facts/padTopTabBar``).
  static func tabBarFloatsAtTop(_ width: CGFloat, screen: ScreenResolution) -> Bool {
    screen.idiom == .pad && screen.iOSVersion >= 18
      && (screen.usesLiquidGlass || screen.iOSVersion < 26)
      && width >= ScreenRules.regularWidthThreshold
  }

  /// The part of the home indicator's inset a view at `frame` (in the window)
  /// overlaps: a bottom bar takes it ([Facts.bottomBarsTakeHomeIndicator]).
  static func homeIndicatorOverlap(_ frame: CGRect, screen: ScreenResolution) -> CGFloat {
    let home = screen.homeIndicatorInset
    return min(home, max(0, home - (screen.screenSize.height - frame.maxY)))
  }

  /// A navigation controller's bar and toolbar, in its view's coordinates;
  /// returns the bars its children sit under.
  static func navigationBars<T: DerivationTracer>(
    at i: Int, inheritedTop: CGFloat, inheritedBars: Insets, size: CGSize,
    frameInWindow: CGRect, touchesTop: Bool, context: Context,
    chain: UnsafeBufferPointer<HierarchyNode>,
    screen: ScreenResolution, inputs: HierarchyInputs, assumptions: Assumptions,
    result: inout HierarchyNodeResolution, tracer: inout T
  ) -> Insets {
    var bars = inheritedBars
    let glass = screen.usesLiquidGlass
    let traits = screen.sizeClasses
    // The view controller on top of the stack: the next view controller (an
    // index, so no node is copied).
    let top = chain.indices.dropFirst(i + 1).first { chain[borrowing: $0].kind.isViewController }
    let search = top.flatMap { chain[borrowing: $0].search }
    let scrolled = inputs.scrolledPastTop
    if chain[borrowing: i].navigationBar == .visible {
      let inSheet = context.atSheetTop && (context.appearance?.isSheet ?? false)
      let largeTitle =
        chain[borrowing: i].prefersLargeTitles && traits.vertical == .regular && !scrolled
      var y: CGFloat
      var height: CGFloat
      // What explain says of the bar: built only when a tracer records.
      var facts: [Fact] = []
      var rule = ""
      if inSheet {
        // A presented sheet's bar ([maui-spine-377], [gknavigationbar-config]).
        if glass {
          let bottom =
            screen.idiom == .pad ? assumptions.glassPadSheetNavigationBarBottom : 70  // [maui-spine-377]
          y = bottom - 54
          height = 54
        } else {
          y = 0
          height = context.appearance == .edgeAttachedSheet ? 44 : 56  // [zxnavigationbar-14] [react-navigation-header]
        }
        if largeTitle { height += 52 }  // [maui-spine-377]
        if T.isRecording {
          facts =
            [Facts.sheetNavigationBar]
            + (glass && screen.idiom == .pad ? [Facts.glassPadSheetNavigationBar] : [])
            + (largeTitle ? [Facts.largeTitle] : [])
          rule =
            "a presented sheet's bar: \(PointNotation.format(y)) below the sheet's top, "
            + "\(PointNotation.format(height)) tall" + (largeTitle ? ", large title" : "")
        }
      } else {
        // Under Liquid Glass the bar starts at the navigation controller's
        // own safe-area top, its additionalSafeAreaInsets included
        // (Facts.glassNavigationBarOrigin); before, at what its parent
        // covers of its top.
        let ownTop = glass ? context.safe.top : inheritedTop
        var coverTop = max(ownTop, touchesTop ? screen.statusBarHeight : 0)
        let windowTop = max(screen.windowSafeAreaInsets.top, screen.statusBarHeight)
        // Liquid Glass: where little or nothing covers a phone's top edge the
        // bar keeps a floor: 10 pt down in portrait
        // (Facts.glassNavigationBarFloor), 24 in a compact height
        // (Facts.liquidGlassLandscape).
        let floor =
          traits.vertical == .compact
          ? assumptions.glassLandscapeNavigationBarTop : BarMetrics.glassNavigationBarFloor
        let floored = glass && screen.idiom == .phone && touchesTop && coverTop < floor
        if floored {
          coverTop = floor
        } else if glass {
          // At the safe-area top, no Dynamic Island overlap.
        } else if touchesTop, coverTop == windowTop,
          assumptions.navigationBarOverlapsDynamicIsland, screen.isStatusBarVisible
        {
          // Before iOS 26 and in compatibility mode: the bar overlaps a
          // Dynamic Island's inset (Facts.dynamicIslandOverlap).
          coverTop -= screen.navigationBarOverlap
        }
        y = coverTop
        height = BarMetrics.navigationBarHeight(
          idiom: screen.idiom, sizeClasses: traits, prefersLargeTitles: largeTitle,
          iOSVersion: screen.barsVersion, liquidGlass: glass,
          padGlassHeight: assumptions.glassPadNavigationBarHeight,
          hasDynamicIsland: screen.topHardware == .dynamicIsland,
          glassCompactWithoutIsland: assumptions.glassLandscapeNavigationBarHeight,
          largeTitleZone: glass
            ? BarMetrics.glassLargeTitleZone(
              inputs.preferredContentSizeCategory, idiom: screen.idiom, inSheet: false) ?? 52
            : 52)
        // A device's own bar (the iPhone Duo held tall), title and all.
        if let own = screen.window.navigationBarHeight { height = own }
        // A search bar as the title view: from iOS 11 it is 56 tall and an
        // iPhone's bar in a regular height grows to hold it
        // (Facts.searchBarTitleView); elsewhere problems() refuses the row.
        let searchTitle =
          top.map { chain[borrowing: $0].titleView == .searchBar } ?? false
          && !glass && screen.idiom == .phone && screen.barsVersion >= 11
          && traits.vertical == .regular && !largeTitle
        if searchTitle { height = max(height, BarMetrics.searchBarTitleViewHeight) }
        if T.isRecording {
          facts =
            [Facts.navigationBarOrigin]
            + (glass ? [Facts.glassNavigationBarOrigin] : [])
            + (glass ? [Facts.liquidGlass, Facts.liquidGlassNavigationBar] : [Facts.barHeights])
            + (glass && screen.idiom == .pad && screen.window.navigationBarHeight == nil
              ? [Facts.glassPadNavigationBarHeight] : [])
            + (!glass && screen.idiom == .pad && screen.barsVersion < 12
              ? [Facts.padBarsBeforeIOS12] : [])
            + (floored
              ? (traits.vertical == .compact
                ? [Facts.liquidGlassLandscape, Facts.glassLandscapeNavigationBarTop]
                : [Facts.glassNavigationBarFloor])
              : [])
            + (glass && screen.idiom == .phone && BarMetrics.isShortPhoneBar(traits)
              && screen.topHardware != .dynamicIsland
              ? [Facts.glassLandscapeBarWithoutIsland] : [])
            + (largeTitle ? [Facts.largeTitle] : [])
            + (largeTitle && glass && inputs.preferredContentSizeCategory != .large
              ? [Facts.glassLargeTitleTextSize] : [])
            + (searchTitle ? [Facts.searchBarTitleView] : [])
            + (screen.window.navigationBarHeight != nil ? [Facts.duoTallNavigationBar] : [])
            + (touchesTop && screen.navigationBarOverlap > 0 && !glass
              ? [Facts.dynamicIslandOverlap] : [])
          rule =
            "under what covers its view's top (\(PointNotation.format(coverTop))), "
            + "\(PointNotation.format(height)) tall for \(screen.idiom.rawValue), "
            + "\(traits.horizontal.rawValue) width, \(traits.vertical.rawValue) height"
            + (largeTitle ? ", large title" : "")
            + (largeTitle && glass && inputs.preferredContentSizeCategory != .large
              ? " at `\(inputs.preferredContentSizeCategory.rawValue)`" : "")
            + (searchTitle ? ", a search bar as its title view" : "")
            + (chain[borrowing: i].prefersLargeTitles && scrolled
              ? " (large title collapsed: scrolled)" : "")
        }
      }
      // A search bar stacked under the bar's content is part of the bar.
      if let search {
        let placement = resolvedPlacement(search.placement, screen: screen)
        let shows = placement.addsRow && !(scrolled && search.hidesSearchBarWhenScrolling)
        let added = shows ? inputs.searchBarHeight ?? 0 : 0
        height += added
        // Under Liquid Glass `.automatic` docks a phone's search bar at the
        // bottom without a tab bar, and keeps it in the bar, adding nothing
        // at rest, in a tab bar or on an iPad (Facts.glassSearchPlacement).
        let automatic = glass && search.placement == .automatic
        let docks =
          automatic
          && docksSearchAtBottom(screen: screen, inTabBar: context.inTabBarController)
        tracer.record(
          .searchBarHeight, added,
          rule: placement.addsRow
            ? (shows
              ? "a stacked search bar, shown: `searchBarHeight` (no source publishes it)"
              : "a stacked search bar, collapsed into the bar when scrolled")
            : docks
              ? "`.automatic` under Liquid Glass on a phone without a tab bar: docked at the "
                + "bottom, no row under the bar"
              : automatic
                ? "`.automatic` under Liquid Glass "
                  + (screen.idiom == .pad
                    ? "on an iPad: a trailing field in the bar"
                    : "in a tab bar: in the bar, 0 pt at rest")
                : "placement \(placement.rawValue): no row under the bar",
          facts: automatic ? [Facts.searchBar, Facts.glassSearchPlacement] : [Facts.searchBar])
        if T.isRecording {
          rule += ", search bar \(PointNotation.format(added))"
          facts.append(Facts.searchBar)
          if automatic { facts.append(Facts.glassSearchPlacement) }
        }
        if docks, chain[borrowing: i].toolbar != .visible {
          // The dock is the toolbar's slot (86, 82 in a compact height).
          let slot = BarMetrics.glassToolbarSlotHeight(idiom: screen.idiom, sizeClasses: traits)
          bars.bottom = max(bars.bottom, slot)
        }
      }
      let bar = CGRect(x: 0, y: y, width: size.width, height: height)
      bars.top = max(bars.top, bar.maxY)
      result.navigationBarFrame = bar.offsetBy(dx: frameInWindow.minX, dy: frameInWindow.minY)
      tracer.record(
        .navigationBarFrame, result.navigationBarFrame ?? bar, rule: rule, facts: facts,
        inputs: search == nil
          ? [.rootSafeAreaInsets] : [.rootSafeAreaInsets, .searchBarHeight],
        parentInputs: [.windowSafeAreaInsets, .statusBarHeight, .sizeClasses, .presentation])
    }
    if chain[borrowing: i].toolbar == .visible {
      let lowest = inheritedBars.bottom <= 0
      let integrated =
        search?.integratesIntoToolbar(idiom: screen.idiom, liquidGlass: glass, toolbarShows: true)
        ?? false
      // Under Liquid Glass the toolbar is a slot at the bottom, whatever the
      // home indicator, shown only for a top view controller with items
      // (Facts.glassToolbarSlot); the slot stands in from the sides' safe
      // area, as printed in landscape. Above a tab bar no print shows it:
      // problems() refuses that row, and the earlier bar stands in.
      let hasItems = top.map { chain[borrowing: $0].hasToolbarItems } ?? true
      if glass, !integrated, !hasItems { return bars }
      if glass, lowest, !integrated {
        do {
          let height = BarMetrics.glassToolbarSlotHeight(idiom: screen.idiom, sizeClasses: traits)
          let side = context.safe
          let bar = CGRect(
            x: side.left, y: size.height - height, width: size.width - side.left - side.right,
            height: height)
          bars.bottom = max(bars.bottom, height)
          result.toolbarFrame = bar.offsetBy(dx: frameInWindow.minX, dy: frameInWindow.minY)
          tracer.record(
            .toolbarFrame, result.toolbarFrame ?? bar,
            rule: "the Liquid Glass toolbar's slot: \(PointNotation.format(height)) at the bottom "
              + "for \(screen.idiom.rawValue), \(traits.vertical.rawValue) height, whatever the "
              + "home indicator",
            facts: [Facts.glassToolbarSlot], inputs: [.rootFrame, .rootSafeAreaInsets],
            parentInputs: [.sizeClasses])
        }
        return bars
      }
      var content = BarMetrics.toolbarContentHeight(
        idiom: screen.idiom, sizeClasses: traits, iOSVersion: screen.barsVersion,
        matchesTabBar: assumptions.notchToolbarMatchesTabBar
          && (screen.topHardware == .notch || screen.topHardware == .dynamicIsland))
      // A search bar integrated into the toolbar: no source prints the
      // toolbar's height with it, so a row gives it (Facts.searchInToolbar).
      if integrated { content = inputs.searchToolbarHeight ?? content }
      let height = content + (lowest ? homeIndicatorOverlap(frameInWindow, screen: screen) : 0)
      let bar = CGRect(
        x: 0, y: size.height - inheritedBars.bottom - height, width: size.width, height: height)
      bars.bottom = inheritedBars.bottom + height
      result.toolbarFrame = bar.offsetBy(dx: frameInWindow.minX, dy: frameInWindow.minY)
      tracer.record(
        .toolbarFrame, result.toolbarFrame ?? bar,
        rule: lowest ? "at the bottom, home indicator included" : "above the bars under it",
        facts: [Facts.barHeights, Facts.bottomBarsTakeHomeIndicator, Facts.notchToolbar],
        inputs: [.rootFrame], parentInputs: [.tabBarFrame, .windowSafeAreaInsets])
    }
    return bars
  }

  /// Whether `.automatic` docks a search bar at the bottom under Liquid
  /// Glass: on a phone whose navigation controller is in no tab bar
  /// controller (``Facts/glassSearchPlacement``).
  static func docksSearchAtBottom(screen: ScreenResolution, inTabBar: Bool) -> Bool {
    screen.usesLiquidGlass && screen.idiom == .phone && !inTabBar
  }

  /// `.automatic` placement: before iOS 26 the stacked layout
  /// ([ad-searchbarplacement]); under Liquid Glass no row under the bar: the
  /// search bar is in the bar or, on a phone without a tab bar, docked at the
  /// bottom (``docksSearchAtBottom(screen:inTabBar:)``).
  static func resolvedPlacement(_ p: SearchBarPlacement, screen: ScreenResolution)
    -> SearchBarPlacement
  {
    guard p == .automatic else { return p }
    return screen.usesLiquidGlass ? .integrated : .stacked
  }

  // MARK: Views

  // Inlined into the fold: a node passed to it was copied (a large value).
  @inline(__always)
  static func view<Tracer: DerivationTracer, Sizer: ContentSizing>(
    at i: Int, chain: UnsafeBufferPointer<HierarchyNode>, in p: Context, screen: ScreenResolution,
    defaults: HierarchyDefaults, keyboard: KeyboardSetup, isLast: Bool, assumptions: Assumptions,
    contentSize: Sizer, tracer: inout Tracer
  ) -> (HierarchyNodeResolution, Context) {
    let v = defaults.view
    let parentIsViewController = p.kind?.isViewController ?? true
    let parentScrolls = p.kind.map { $0.viewKind.isScrollView } ?? false
    var setup = ViewSetup()
    setup.kind = chain[borrowing: i].kind.viewKind
    setup.layoutDirection = v.layoutDirection
    if isLast { setup.semanticContentAttribute = v.semanticContentAttribute }
    setup.safeAreaInsets = chain[borrowing: i].pinnedSafeAreaInsets
    let frame = chain[borrowing: i].frame ?? CGRect(origin: .zero, size: p.size)
    if chain[borrowing: i].frame != nil || p.contentOffset != .zero {
      setup.frame = frame.moved(dx: -p.contentOffset.x, dy: -p.contentOffset.y)
    }
    if let margins = chain[borrowing: i].layoutMargins {
      setup.layoutMargins = .absolute(margins)
    } else if isLast {
      setup.layoutMargins = v.layoutMargins
    }
    setup.preservesSuperviewLayoutMargins =
      chain[borrowing: i].preservesSuperviewLayoutMargins
      ?? (isLast ? v.preservesSuperviewLayoutMargins : false)
    setup.insetsLayoutMarginsFromSafeArea =
      (chain[borrowing: i].insetsLayoutMarginsFromSafeArea
        ?? (isLast ? v.insetsLayoutMarginsFromSafeArea : true))
      && screen.iOSVersion >= 11
    let superview: (safeArea: Quantity, margins: Quantity, frame: Quantity) =
      parentIsViewController
      ? (.rootSafeAreaInsets, .rootLayoutMargins, .rootFrame)
      : (parentScrolls ? .passedSafeAreaInsets : .safeAreaInsets, .layoutMargins, .frame)
    var stamped = NodeTracer(base: tracer.take(), node: i, superview: superview)
    let resolved = ViewRules.resolve(
      setup, superviewBounds: CGRect(origin: .zero, size: p.size), superviewSafeAreaInsets: p.safe,
      superviewLayoutMargins: p.margins, superviewIsChild: false, iOSVersion: screen.iOSVersion,
      assumptions: assumptions, tracer: &stamped)
    tracer = stamped.base.take()
    let local = resolved.frame
    let frameInWindow = local.moved(dx: p.origin.x, dy: p.origin.y)
    var result = HierarchyNodeResolution(
      kind: chain[borrowing: i].kind, name: chain[borrowing: i].name, frame: frame,
      frameInWindow: frameInWindow,
      safeAreaInsets: resolved.safeAreaInsets, layoutMargins: resolved.layoutMargins,
      systemMinimumLayoutMargins: nil, scrollView: nil, navigationBarFrame: nil, tabBarFrame: nil,
      toolbarFrame: nil, presentation: nil, splitColumn: nil,
      keyboardLayoutGuideFrame: KeyboardRules.layoutGuideFrame(
        keyboard, viewFrame: frameInWindow, safeBottom: resolved.safeAreaInsets.bottom,
        screenSize: screen.screenSize),
      barsSafeAreaInsets: .zero, topLayoutGuide: 0, bottomLayoutGuide: 0)
    var next = p
    next.index = i
    next.kind = chain[borrowing: i].kind
    next.size = local.size
    next.origin = frameInWindow.origin
    next.contentOffset = .zero
    next.safe = resolved.safeAreaInsets
    next.bars = .zero
    next.margins = resolved.layoutMargins
    next.atSheetTop = p.atSheetTop && local.minY <= 0
    next.splitColumn = nil
    if chain[borrowing: i].kind.viewKind.isScrollView {
      // The content scroll view: the view controller's view, or its first
      // subview; the one-level scene's `isContentScrollView` decides for the
      // view under test.
      let isContent =
        parentIsViewController && p.owner != nil
        && (isLast ? defaults.scrollView.isContentScrollView : true)
      let (scroll, passed) = scrollView(
        at: i, chain: chain, frame: local, frameInWindow: frameInWindow,
        safe: resolved.safeAreaInsets,
        margins: resolved.layoutMargins, context: p, isContentScrollView: isContent,
        screen: screen, defaults: defaults, keyboard: keyboard, isLast: isLast,
        assumptions: assumptions, contentSize: contentSize, superview: superview, tracer: &tracer)
      result.scrollView = scroll
      next.safe = passed
      next.contentOffset = scroll.contentOffset
    }
    return (result, next)
  }

  /// A scroll view's derived values at node `i`, and what it passes on.
  static func scrollView<Tracer: DerivationTracer, Sizer: ContentSizing>(
    at i: Int, chain: UnsafeBufferPointer<HierarchyNode>, frame: CGRect, frameInWindow: CGRect,
    safe: Insets,
    margins: Insets, context p: Context, isContentScrollView: Bool, screen: ScreenResolution,
    defaults: HierarchyDefaults, keyboard: KeyboardSetup, isLast: Bool, assumptions: Assumptions,
    contentSize: Sizer,
    superview: (safeArea: Quantity, margins: Quantity, frame: Quantity)?, tracer: inout Tracer
  ) -> (ScrollViewResolution, Insets) {
    var s = isLast ? defaults.scrollView : ScrollViewSetup()
    if let v = chain[borrowing: i].contentInsetAdjustmentBehavior {
      s.contentInsetAdjustmentBehavior = v
    }
    if let v = chain[borrowing: i].contentInset { s.contentInset = v }
    if let v = chain[borrowing: i].contentSize { s.contentSize = v }
    if let v = chain[borrowing: i].alwaysBounceVertical { s.alwaysBounceVertical = v }
    if let v = chain[borrowing: i].alwaysBounceHorizontal { s.alwaysBounceHorizontal = v }
    if !isLast, chain[borrowing: i].contentSize == nil { s.contentSize = nil }
    s.isContentScrollView = isContentScrollView
    let context = ScrollViewContext(
      isInNavigationController: p.inNavigationController,
      isInTabBarController: p.inTabBarController,
      automaticallyAdjustsScrollViewInsets: defaults.controller
        .automaticallyAdjustsScrollViewInsets,
      topLayoutGuide: p.topLayoutGuide, bottomLayoutGuide: p.bottomLayoutGuide,
      bouncesVerticallyByDefault: chain[borrowing: i].kind.viewKind == .tableView,
      beforeSafeAreas: screen.iOSVersion < CGFloat(OSVersions.oldest))
    let size =
      s.contentSize
      ?? (isLast
        ? contentSize.contentSize(
          kind: chain[borrowing: i].kind.viewKind, frameSize: frame.size, safeAreaInsets: safe,
          layoutMargins: margins, context: context, window: screen) : nil) ?? .zero
    // A table view controller raises its table's content inset over a
    // docked keyboard (Facts.tableViewControllerKeyboard).
    var stamped = NodeTracer(base: tracer.take(), node: i, superview: superview)
    if chain[borrowing: i].kind.isViewController { stamped.ownSafeArea = .rootSafeAreaInsets }
    if chain[borrowing: i].kind == .tableViewController {
      let overlap = KeyboardRules.overlap(
        keyboard.keyboard, viewFrame: frameInWindow, screenSize: screen.screenSize)
      if overlap > 0 {
        var silent = NoTrace()
        let edges = ScrollViewRules.resolve(
          s, frameSize: frame.size, safeAreaInsets: safe, contentSize: size, context: context,
          assumptions: assumptions, tracer: &silent
        ).adjustedEdges
        let safeBottom = edges.contains(.bottom) ? safe.bottom : 0
        let raise = KeyboardRules.tableViewControllerKeyboardRaise(
          overlap: overlap, safeBottom: safeBottom,
          replacesSafeArea: assumptions.keyboardInsetReplacesSafeArea)
        s.contentInset.bottom += raise
        stamped.record(
          .keyboardOverlap, overlap,
          rule: "the docked keyboard covers \(PointNotation.format(overlap)) of the table: "
            + "contentInset.bottom raised by \(PointNotation.format(raise))",
          facts: [Facts.tableViewControllerKeyboard], inputs: [.rootFrame])
      }
    }
    let resolved = ScrollViewRules.resolve(
      s, frameSize: frame.size, safeAreaInsets: safe, contentSize: size, context: context,
      assumptions: assumptions, tracer: &stamped)
    tracer = stamped.base.take()
    return (resolved, resolved.passedSafeAreaInsets)
  }
}

extension CGRect {
  /// The rect moved by `dx`, `dy`, its size as written: unlike `offsetBy`,
  /// a negative width stays negative, as UIKit keeps a frame as set.
  @inlinable
  func moved(dx: CGFloat, dy: CGFloat) -> CGRect {
    CGRect(origin: CGPoint(x: origin.x + dx, y: origin.y + dy), size: size)
  }
}

/// What gives the view under test's content size where neither the chain
/// nor the scene sets one (a table's rows, a flow layout's items): the scene,
/// borrowed by the fold, or a caller's closure.
protocol ContentSizing {
  /// The content size of the view under test, a `kind` view `frameSize`
  /// large with these insets, on `window`; `nil` for a view without one.
  func contentSize(
    kind: ViewKind, frameSize: CGSize, safeAreaInsets: Insets, layoutMargins: Insets,
    context: ScrollViewContext, window: ScreenResolution
  ) -> CGSize?
}

/// A caller's closure as a ``ContentSizing``.
struct ContentSizeClosure: ContentSizing {
  let body: (CGSize, Insets, Insets, ScrollViewContext) -> CGSize?

  func contentSize(
    kind: ViewKind, frameSize: CGSize, safeAreaInsets: Insets, layoutMargins: Insets,
    context: ScrollViewContext, window: ScreenResolution
  ) -> CGSize? {
    body(frameSize, safeAreaInsets, layoutMargins, context)
  }
}

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
  /// with the content size asked of a value the fold borrows (a closure
  /// capturing a scene copies it).
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
    var nodes = consume storage
    // The scratch hands its memory back empty; emptied here only if not.
    if !nodes.isEmpty { nodes.removeAll(keepingCapacity: true) }
    nodes.reserveCapacity(hierarchy.nodes.count)
    var innermostViewController = 0
    let last = hierarchy.nodes.count - 1
    hierarchy.nodes.withChain { chain in
      for i in chain.indices {
        let resolved: HierarchyNodeResolution
        if chain[i].kind.isViewController {
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

  /// View controller `i`: placed in its parent (``place(at:in:window:chain:nodes:screen:defaults:inputs:assumptions:tracer:)``),
  /// then its safe area, its margins, its iOS 7–10 guides, its bars (for a
  /// container) and, for a table or collection view controller, its scroll
  /// view; returns the node and what it passes to the next.
  static func viewController<Tracer: DerivationTracer, Sizer: ContentSizing>(
    at i: Int, in parent: Context, window: Context, chain: NodeChain<HierarchyNode>,
    nodes: [HierarchyNodeResolution], screen: ScreenResolution, defaults: HierarchyDefaults,
    inputs: HierarchyInputs, keyboard: KeyboardSetup, isLast: Bool, assumptions: Assumptions,
    contentSize: Sizer, tracer: inout Tracer
  ) -> (HierarchyNodeResolution, Context) {
    var stamped = NodeTracer(base: tracer.take(), node: i, superview: nil)
    let placed = place(
      at: i, in: parent, window: window, chain: chain, nodes: nodes, screen: screen,
      defaults: defaults, inputs: inputs, assumptions: assumptions, tracer: &stamped)
    let p = placed.parent
    let safe = safeArea(of: chain[i], placed, tracer: &stamped)
    let (minimum, margins) = rootMargins(
      safe: safe, screen: screen, defaults: defaults, tracer: &stamped)
    let guides = layoutGuides(placed, screen: screen, tracer: &stamped)

    var result = HierarchyNodeResolution(
      kind: chain[i].kind, name: chain[i].name, frame: placed.frame,
      frameInWindow: placed.frameInWindow,
      safeAreaInsets: safe, layoutMargins: margins, systemMinimumLayoutMargins: minimum,
      scrollView: nil, navigationBarFrame: nil, tabBarFrame: nil, toolbarFrame: nil,
      presentation: placed.presentation, splitColumn: nil,
      keyboardLayoutGuideFrame: KeyboardRules.layoutGuideFrame(
        keyboard, viewFrame: placed.frameInWindow, safeBottom: safe.bottom,
        screenSize: screen.screenSize),
      barsSafeAreaInsets: placed.barsSafeAreaInsets, topLayoutGuide: guides.top,
      bottomLayoutGuide: guides.bottom)
    var next = Context(
      index: i, kind: chain[i].kind, size: placed.frame.size,
      origin: placed.frameInWindow.origin, contentOffset: .zero, safe: safe, bars: .zero,
      margins: margins, appearance: p.appearance,
      atSheetTop: (placed.presentation?.appearance.isSheet ?? false)
        || (p.atSheetTop && placed.localFrame.minY <= 0),
      inNavigationController: p.inNavigationController, inTabBarController: p.inTabBarController,
      owner: i, ownerIsTableViewController: chain[i].kind == .tableViewController,
      topLayoutGuide: guides.top, bottomLayoutGuide: guides.bottom, splitColumn: nil)

    switch chain[i].kind {
    case .navigationController, .tabBarController:
      containerBars(
        at: i, placed, safe: safe, chain: chain, screen: screen, inputs: inputs,
        controller: defaults.controller, assumptions: assumptions, context: &next,
        result: &result, tracer: &stamped)
    case .splitViewController:
      let column = splitColumn(
        chain[i].split ?? SplitViewSetup(), size: placed.frame.size, screen: screen,
        defaults: defaults, assumptions: assumptions, tracer: &stamped)
      next.splitColumn = column
      result.splitColumn = column
    default:
      break
    }
    tracer = stamped.base.take()

    // A table or collection view controller's view is its scroll view.
    if chain[i].kind.viewKind.isScrollView {
      let (scroll, passed) = scrollView(
        at: i, chain: chain, frame: placed.frame, frameInWindow: placed.frameInWindow, safe: safe,
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

  /// A split view controller's column the path continues in, a `size`
  /// large split view; records its primary column's width.
  static func splitColumn<T: DerivationTracer>(
    _ setup: SplitViewSetup, size: CGSize, screen: ScreenResolution, defaults: HierarchyDefaults,
    assumptions: Assumptions, tracer: inout T
  ) -> SplitColumnResolution {
    let column = SplitViewRules.column(
      setup, size: size, horizontal: screen.sizeClasses.horizontal,
      iOSVersion: screen.iOSVersion, liquidGlass: screen.usesLiquidGlass,
      direction: defaults.view.layoutDirection, assumptions: assumptions)
    tracer.record(
      .primaryColumnWidth, column.primaryColumnWidth,
      rule: setup.preferredPrimaryColumnWidth != nil
        ? "preferredPrimaryColumnWidth"
        : setup.preferredPrimaryColumnWidthFraction.map {
          "preferredPrimaryColumnWidthFraction \(PointNotation.format($0)) of "
            + PointNotation.format(size.width)
        } ?? "automaticDimension: the default width",
      facts: SplitViewRules.widthFacts(setup, iOSVersion: screen.iOSVersion),
      inputs: [.rootFrame])
    return column
  }

  // MARK: Views

  /// View node `i`: the one-level view rules at its level and, for a scroll
  /// view, the scroll-view rules; returns the node and what it passes on.
  static func view<Tracer: DerivationTracer, Sizer: ContentSizing>(
    at i: Int, chain: NodeChain<HierarchyNode>, in p: Context, screen: ScreenResolution,
    defaults: HierarchyDefaults, keyboard: KeyboardSetup, isLast: Bool, assumptions: Assumptions,
    contentSize: Sizer, tracer: inout Tracer
  ) -> (HierarchyNodeResolution, Context) {
    let v = defaults.view
    let parentIsViewController = p.kind?.isViewController ?? true
    let parentScrolls = p.kind.map { $0.viewKind.isScrollView } ?? false
    var setup = ViewSetup()
    setup.kind = chain[i].kind.viewKind
    setup.layoutDirection = v.layoutDirection
    if isLast { setup.semanticContentAttribute = v.semanticContentAttribute }
    setup.safeAreaInsets = chain[i].pinnedSafeAreaInsets
    let frame = chain[i].frame ?? CGRect(origin: .zero, size: p.size)
    if chain[i].frame != nil || p.contentOffset != .zero {
      setup.frame = frame.moved(dx: -p.contentOffset.x, dy: -p.contentOffset.y)
    }
    if let margins = chain[i].layoutMargins {
      setup.layoutMargins = .absolute(margins)
    } else if isLast {
      setup.layoutMargins = v.layoutMargins
    }
    setup.preservesSuperviewLayoutMargins =
      chain[i].preservesSuperviewLayoutMargins
      ?? (isLast ? v.preservesSuperviewLayoutMargins : false)
    setup.insetsLayoutMarginsFromSafeArea =
      (chain[i].insetsLayoutMarginsFromSafeArea
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
      kind: chain[i].kind, name: chain[i].name, frame: frame,
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
    next.kind = chain[i].kind
    next.size = local.size
    next.origin = frameInWindow.origin
    next.contentOffset = .zero
    next.safe = resolved.safeAreaInsets
    next.bars = .zero
    next.margins = resolved.layoutMargins
    next.atSheetTop = p.atSheetTop && local.minY <= 0
    next.splitColumn = nil
    if chain[i].kind.viewKind.isScrollView {
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
    at i: Int, chain: NodeChain<HierarchyNode>, frame: CGRect, frameInWindow: CGRect,
    safe: Insets,
    margins: Insets, context p: Context, isContentScrollView: Bool, screen: ScreenResolution,
    defaults: HierarchyDefaults, keyboard: KeyboardSetup, isLast: Bool, assumptions: Assumptions,
    contentSize: Sizer,
    superview: (safeArea: Quantity, margins: Quantity, frame: Quantity)?, tracer: inout Tracer
  ) -> (ScrollViewResolution, Insets) {
    var s = isLast ? defaults.scrollView : ScrollViewSetup()
    if let v = chain[i].contentInsetAdjustmentBehavior {
      s.contentInsetAdjustmentBehavior = v
    }
    if let v = chain[i].contentInset { s.contentInset = v }
    if let v = chain[i].contentSize { s.contentSize = v }
    if let v = chain[i].alwaysBounceVertical { s.alwaysBounceVertical = v }
    if let v = chain[i].alwaysBounceHorizontal { s.alwaysBounceHorizontal = v }
    if !isLast, chain[i].contentSize == nil { s.contentSize = nil }
    s.isContentScrollView = isContentScrollView
    let context = ScrollViewContext(
      isInNavigationController: p.inNavigationController,
      isInTabBarController: p.inTabBarController,
      automaticallyAdjustsScrollViewInsets: defaults.controller
        .automaticallyAdjustsScrollViewInsets,
      topLayoutGuide: p.topLayoutGuide, bottomLayoutGuide: p.bottomLayoutGuide,
      bouncesVerticallyByDefault: chain[i].kind.viewKind == .tableView,
      beforeSafeAreas: screen.iOSVersion < CGFloat(OSVersions.safeAreasArrived))
    let size =
      s.contentSize
      ?? (isLast
        ? contentSize.contentSize(
          kind: chain[i].kind.viewKind, frameSize: frame.size, safeAreaInsets: safe,
          layoutMargins: margins, context: context, window: screen) : nil) ?? .zero
    // A table view controller raises its table's content inset over a
    // docked keyboard (Facts.tableViewControllerKeyboard).
    var stamped = NodeTracer(base: tracer.take(), node: i, superview: superview)
    if chain[i].kind.isViewController { stamped.ownSafeArea = .rootSafeAreaInsets }
    if chain[i].kind == .tableViewController {
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

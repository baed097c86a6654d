// MARK: Where a view controller's parent places it: its frame, and what of
// its parent's safe area and bars reaches it.
import Foundation

extension HierarchyRules {
  /// A view controller placed in its parent.
  struct Placement {
    /// Its frame in its superview's coordinates (a presented one's, in the
    /// window's).
    var frame: CGRect
    /// Its frame in its parent's bounds as they show (a scroll view's
    /// content offset applied).
    var localFrame: CGRect
    /// Its frame in the window.
    var frameInWindow: CGRect
    /// The overlap of its frame with its parent's safe area and bars (a
    /// presented one's: the presentation's).
    var inherited: Insets
    /// The overlap of its frame with its parent's bars alone.
    var inheritedBars: Insets
    /// What a split view's column adds on its leading side.
    var added: Insets
    /// Its presentation, when presented.
    var presentation: PresentationResolution?
    /// The context it is placed in: its parent's or, for a presented one,
    /// the window's.
    var parent: Context

    /// The bars' share of its safe area: what it inherits, plus what a
    /// split view adds (before `additionalSafeAreaInsets`).
    var barsSafeAreaInsets: Insets { inherited + added }

    /// Whether its top is the window's top: no sheet's edge above it.
    var touchesWindowTop: Bool {
      frameInWindow.minY <= 0 && presentation?.appearance.isSheet != true && !parent.atSheetTop
    }
  }

  /// How a frame rule decided a view controller's frame, for explain.
  struct FrameRule {
    /// The frame, in its parent's coordinates.
    var frame: CGRect
    /// What a split view's column adds on its leading side.
    var added = Insets.zero
    /// What explain says of the frame: built only when a tracer records.
    var rule = ""
    var facts: [Fact] = []
  }

  /// Where view controller `i` sits in `parent`: presented, by its
  /// presentation; else in its parent's bounds (``containedFrame(at:in:chain:screen:defaults:assumptions:recording:)``).
  /// Records its frame.
  static func place<T: DerivationTracer>(
    at i: Int, in parent: Context, window: Context, chain: NodeChain<HierarchyNode>,
    nodes: [HierarchyNodeResolution], screen: ScreenResolution, defaults: HierarchyDefaults,
    inputs: HierarchyInputs, assumptions: Assumptions, tracer: inout T
  ) -> Placement {
    let placed: Placement
    let how: FrameRule
    if let setup = chain[i].presentation {
      (placed, how) = presented(
        setup, from: parent, window: window, chain: chain, nodes: nodes, screen: screen,
        inputs: inputs, assumptions: assumptions, tracer: &tracer)
    } else {
      how = containedFrame(
        at: i, in: parent, chain: chain, screen: screen, defaults: defaults,
        assumptions: assumptions, recording: T.isRecording)
      placed = contained(how.frame, added: how.added, in: parent)
    }
    tracer.record(
      .rootFrame, placed.frameInWindow, rule: "\(chain[i].kind.rawValue): \(how.rule)",
      facts: how.facts,
      inputs: placed.presentation == nil
        ? [] : [.presentation, .detentValue, .windowSafeAreaInsets],
      parentInputs: placed.presentation.map {
        $0.appearance == .currentContext ? [.rootFrame] : []
      }
        ?? (how.facts.contains(Facts.extendedLayout)
          ? [.rootFrame, .navigationBarFrame, .tabBarFrame, .toolbarFrame] : [.rootFrame, .frame]))
    return placed
  }

  /// A presented view controller: placed in the window by its
  /// presentation; what it was presented from no longer reaches it.
  static func presented<T: DerivationTracer>(
    _ setup: PresentationSetup, from parent: Context, window: Context,
    chain: NodeChain<HierarchyNode>, nodes: [HierarchyNodeResolution], screen: ScreenResolution,
    inputs: HierarchyInputs, assumptions: Assumptions, tracer: inout T
  ) -> (Placement, FrameRule) {
    let contextFrame =
      presentationContext(presenter: parent.owner, chain: chain).map {
        nodes[$0].frameInWindow
      } ?? CGRect(origin: .zero, size: screen.screenSize)
    let r = PresentationRules.resolve(
      setup, screen: screen, window: window.safe, context: contextFrame,
      arrowHeight: inputs.popoverArrowHeight, assumptions: assumptions)
    var inWindow = window
    inWindow.appearance = r.appearance
    recordPresentation(setup, r, screen: screen, assumptions: assumptions, tracer: &tracer)
    var how = FrameRule(frame: r.frame)
    if T.isRecording {
      how.rule = "presented \(setup.style.rawValue), shown as \(r.appearance.rawValue)"
      how.facts = presentationFacts(setup, r, screen: screen)
    }
    let placed = Placement(
      frame: r.frame, localFrame: r.frame,
      frameInWindow: r.frame.moved(dx: window.origin.x, dy: window.origin.y),
      inherited: r.safeAreaInsets, inheritedBars: .zero, added: .zero, presentation: r,
      parent: inWindow)
    return (placed, how)
  }

  /// A view controller at `frame` in `parent`'s bounds: its overlap with
  /// the parent's safe area and bars ([wwdc18-235] 27:05–28:29).
  static func contained(_ frame: CGRect, added: Insets, in parent: Context) -> Placement {
    let bounds = CGRect(origin: .zero, size: parent.size)
    let local = frame.moved(dx: -parent.contentOffset.x, dy: -parent.contentOffset.y)
    return Placement(
      frame: frame, localFrame: local,
      frameInWindow: local.moved(dx: parent.origin.x, dy: parent.origin.y),
      inherited: SafeAreaPropagation.subviewSafeAreaInsets(
        superviewBounds: bounds, superviewSafeAreaInsets: Insets.max(parent.safe, parent.bars),
        frame: local),
      inheritedBars: SafeAreaPropagation.subviewSafeAreaInsets(
        superviewBounds: bounds, superviewSafeAreaInsets: parent.bars, frame: local),
      added: added, presentation: nil, parent: parent)
  }

  /// The frame of view controller `i` in its parent's bounds: a split
  /// view's column, the chain's own frame, the whole window beside bars in
  /// a vertical strip, its container's view less the bars it does not
  /// extend under, or its parent's bounds.
  static func containedFrame(
    at i: Int, in p: Context, chain: NodeChain<HierarchyNode>, screen: ScreenResolution,
    defaults: HierarchyDefaults, assumptions: Assumptions, recording: Bool
  ) -> FrameRule {
    let bounds = CGRect(origin: .zero, size: p.size)
    var how = FrameRule(frame: bounds)
    if recording { how.facts = [Facts.hierarchyFold] }
    if let column = p.splitColumn {
      how.frame = chain[i].frame ?? column.frame
      let leading = column.addedLeadingInset
      how.added =
        defaults.view.layoutDirection == .leftToRight
        ? Insets(top: 0, left: leading, bottom: 0, right: 0)
        : Insets(top: 0, left: 0, bottom: 0, right: leading)
      if recording {
        how.rule =
          column.isCollapsed
          ? "the collapsed split view's one column, filling it"
          : "the \(column.displayMode.rawValue) split view's column"
        how.facts = [Facts.splitColumns]
        if leading > 0 {
          how.facts.append(
            column.frame.minX < 0 || column.frame.maxX > p.size.width
              ? (screen.iOSVersion < 17 ? Facts.splitPrimaryBuffer : Facts.splitPrimaryBufferLater)
              : Facts.glassSidebar)
        }
      }
    } else if let explicit = chain[i].frame {
      how.frame = explicit
      if recording { how.rule = "set by the chain" }
    } else if p.barsInStrip, !chain[i].kind.isContainer {
      // The bars are in the vertical strip: the content fills the window.
      if recording {
        how.rule = VerticalBarRules.rootFrameRule(
          screen: screen, titleRow: p.bars.top > 0, assumptions: assumptions)
        how.facts = VerticalBarRules.facts(titleRow: p.bars.top > 0)
      }
    } else if let kind = p.kind, kind == .navigationController || kind == .tabBarController,
      !chain[i].kind.isContainer
    {
      how = extendedLayoutFrame(
        at: i, in: p, chain: chain, controller: defaults.controller, recording: recording)
    } else if recording {
      how.rule = "fills its parent"
    }
    return how
  }

  /// A content view controller's frame in its navigation or tab bar
  /// controller: it extends under a container's bar when
  /// `edgesForExtendedLayout` holds the edge and the bar is translucent, or
  /// `extendedLayoutIncludesOpaqueBars` is set ([Facts.extendedLayout]).
  /// The top bar is the nearest navigation controller's; the bottom bars
  /// are its toolbar's, else the nearest tab bar controller's, up to the
  /// nearest presented view controller.
  static func extendedLayoutFrame(
    at i: Int, in p: Context, chain: NodeChain<HierarchyNode>, controller c: ViewControllerSetup,
    recording: Bool
  ) -> FrameRule {
    let presented = chain.lastIndex(in: 0..<i) { $0.pointee.presentation != nil } ?? 0
    let navigation = chain.lastIndex(in: presented..<i) { $0.pointee.kind == .navigationController }
    let tabBar = chain.lastIndex(in: presented..<i) { $0.pointee.kind == .tabBarController }
    // Each node's field read in place (a closure handed `chain[$0]`, as
    // `Optional.map` is, copied the whole node).
    var bottomOwner = tabBar
    var topTranslucent = c.isTranslucent
    if let navigation {
      if chain[navigation].toolbar == .visible { bottomOwner = navigation }
      topTranslucent = chain[navigation].isTranslucent ?? c.isTranslucent
    }
    var bottomTranslucent = c.isTranslucent
    if let bottomOwner { bottomTranslucent = chain[bottomOwner].isTranslucent ?? c.isTranslucent }
    let includesOpaque =
      chain[i].extendedLayoutIncludesOpaqueBars ?? c.extendedLayoutIncludesOpaqueBars
    let edges = chain[i].edgesForExtendedLayout ?? c.edgesForExtendedLayout
    let top = edges.contains(.top) && (topTranslucent || includesOpaque) ? 0 : p.bars.top
    let bottom =
      edges.contains(.bottom) && (bottomTranslucent || includesOpaque) ? 0 : p.bars.bottom
    var how = FrameRule(
      frame: CGRect(x: 0, y: top, width: p.size.width, height: p.size.height - top - bottom))
    if recording {
      how.rule =
        "its container's view, less the bars it does not extend under (translucent top "
        + "\(topTranslucent ? "yes" : "no"), bottom \(bottomTranslucent ? "yes" : "no"); "
        + "edgesForExtendedLayout \(edges))"
      how.facts = [Facts.hierarchyFold, Facts.extendedLayout]
    }
    return how
  }

  /// The view controller a current-context presentation covers: from the
  /// presenting view controller up, the first that defines the presentation
  /// context (a navigation controller does by default), else the window's
  /// root view controller ([ad-definespresentationcontext]).
  static func presentationContext(presenter: Int?, chain: NodeChain<HierarchyNode>) -> Int? {
    guard let presenter else { return nil }
    return chain.lastIndex(in: 0..<(presenter + 1)) {
      $0.pointee.kind.isViewController
        && $0.pointee.definesPresentationContext ?? ($0.pointee.kind == .navigationController)
    } ?? 0
  }
}

import Foundation
import InsetModel
import Testing

@Suite("ContentInsetAdjustment formulas")
struct ContentInsetAdjustmentTests {
  let safe = Insets(top: 0, left: 44, bottom: 21, right: 44)

  /// An edge of 0 gives an offset of 0, not -0 (which prints `-0.0`).
  @Test func zeroInsetsGiveAPositiveZeroOffset() {
    let offset = ContentInsetAdjustment.restingContentOffset(adjustedContentInset: .zero)
    #expect(offset.x.sign == .plus && offset.y.sign == .plus)
    let end = ContentInsetAdjustment.maximumContentOffset(
      contentSize: .zero, boundsSize: CGSize(width: 10, height: 10), adjustedContentInset: .zero)
    #expect(end.x.sign == .plus && end.y.sign == .plus)
    #expect("\(offset)" == "CGPoint(x: 0.0, y: 0.0)")
  }

  @Test func scrollableAxesIsStrictAndHonoursBounce() {
    let frame = CGSize(width: 100, height: 100)
    func axes(_ w: CGFloat, _ h: CGFloat, _ bh: Bool = false, _ bv: Bool = false) -> [Bool] {
      let a = ContentInsetAdjustment.scrollableAxes(
        contentSize: CGSize(width: w, height: h), frameSize: frame,
        alwaysBounceHorizontal: bh, alwaysBounceVertical: bv)
      return [a.horizontal, a.vertical]
    }
    #expect(axes(100, 100) == [false, false])
    #expect(axes(100.001, 100) == [true, false])
    #expect(axes(100, 100.001) == [false, true])
    #expect(axes(0, 0, true, false) == [true, false])
    #expect(axes(0, 0, false, true) == [false, true])
    #expect(axes(-50, -50) == [false, false])
  }

  @Test(arguments: [
    (ContentInsetAdjustmentBehavior.never, false, false, true, RectEdge()),
    (.always, false, false, false, .all),
    (.scrollableAxes, true, false, true, .horizontal),
    (.scrollableAxes, false, true, true, .vertical),
    (.automatic, false, false, false, RectEdge()),
    (.automatic, false, false, true, .vertical),
    (.automatic, true, false, true, .all),
    (.automatic, true, false, false, .horizontal),
  ])
  func adjustedEdges(
    behavior: ContentInsetAdjustmentBehavior, h: Bool, v: Bool, rule: Bool, expected: RectEdge
  ) {
    #expect(
      ContentInsetAdjustment.adjustedEdges(
        behavior: behavior, scrollsHorizontally: h, scrollsVertically: v,
        compatibilityRuleHolds: rule) == expected)
  }

  @Test func compatibilityRuleNeedsEveryCondition() {
    func holds(
      nav: Bool = true, tab: Bool = false, auto: Bool = true, content: Bool = true,
      tabCounts: Bool = true
    ) -> Bool {
      ContentInsetAdjustment.compatibilityRuleHolds(
        isInNavigationController: nav, isInTabBarController: tab,
        automaticallyAdjustsScrollViewInsets: auto, isContentScrollView: content,
        tabBarControllerCounts: tabCounts)
    }
    #expect(holds())
    #expect(!holds(nav: false))
    #expect(!holds(auto: false))
    #expect(!holds(content: false))
    #expect(holds(nav: false, tab: true))
    #expect(!holds(nav: false, tab: true, tabCounts: false))
    #expect(holds(nav: true, tab: true, tabCounts: false))
  }

  @Test func adjustedContentInsetAddsOnlyTheAdjustedEdges() {
    let inset = Insets(top: -20, left: 0.5, bottom: 10, right: 0)
    #expect(
      ContentInsetAdjustment.adjustedContentInset(
        contentInset: inset, safeAreaInsets: safe, adjustedEdges: .vertical)
        == Insets(top: -20, left: 0.5, bottom: 31, right: 0))
    #expect(
      ContentInsetAdjustment.adjustedContentInset(
        contentInset: inset, safeAreaInsets: safe, adjustedEdges: [])
        == inset)
  }

  @Test func maximumOffsetIsClampedToTheRestingOffset() {
    let adjusted = Insets(top: 88, left: 10, bottom: 34, right: 10)
    let short = ContentInsetAdjustment.maximumContentOffset(
      contentSize: CGSize(width: 10, height: 10), boundsSize: CGSize(width: 375, height: 812),
      adjustedContentInset: adjusted)
    #expect(short == ContentInsetAdjustment.restingContentOffset(adjustedContentInset: adjusted))
    let long = ContentInsetAdjustment.maximumContentOffset(
      contentSize: CGSize(width: 375, height: 2000), boundsSize: CGSize(width: 375, height: 812),
      adjustedContentInset: adjusted)
    #expect(long == CGPoint(x: 10, y: 1222))
  }
}

@Suite("LayoutScene.resolve")
struct ResolveTests {
  @Test func bareScreenDefaults() {
    let r = LayoutScene().resolve()
    #expect(r.screenSize == CGSize(width: 375, height: 667))
    #expect(r.scale == 2)
    #expect(r.windowSafeAreaInsets == .zero)
    #expect(r.rootFrame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(r.view.frame == r.rootFrame)
    #expect(r.view.safeAreaInsets == .zero)
    #expect(r.scrollView == nil)
  }

  @Test func seed002IPhone8WithBars() {
    var scene = LayoutScene()
    scene.view.kind = .tableView
    scene.view.safeAreaInsets = Insets(top: 64, left: 0, bottom: 49, right: 0)
    scene.controller.navigationBar = .visible
    scene.controller.tabBar = .visible
    scene.scrollView.contentInset = Insets(all: 10)
    let s = scene.resolve().scrollView
    #expect(s?.adjustedContentInset == Insets(top: 74, left: 10, bottom: 59, right: 10))
    #expect(s?.contentOffset == CGPoint(x: -10, y: -74))
    #expect(s?.compatibilityRuleHolds == true)
  }

  @Test func subviewSeesOnlyItsOverlap() {
    var scene = LayoutScene()
    scene.screen.screenSize = CGSize(width: 393, height: 852)
    scene.controller.rootSafeAreaInsets = Insets(top: 59, left: 0, bottom: 34, right: 0)
    scene.view.frame = CGRect(x: 0, y: 20, width: 393, height: 200)
    #expect(
      scene.resolve().view.safeAreaInsets == Insets(top: 39, left: 0, bottom: 0, right: 0))
    scene.view.frame = CGRect(x: 0, y: 700, width: 393, height: 140)
    // 852 - 840 = 12 pt from the bottom edge: 34 - 12 = 22.
    #expect(
      scene.resolve().view.safeAreaInsets == Insets(top: 0, left: 0, bottom: 22, right: 0))
  }

  @Test func recordingTracerSeesEveryStepAndTheSameResult() {
    var scene = LayoutScene()
    scene.view.kind = .scrollView
    scene.view.safeAreaInsets = Insets(top: 88, left: 0, bottom: 34, right: 0)
    scene.scrollView.contentSize = CGSize(width: 375, height: 2000)
    var tracer = RecordingTracer()
    let traced = scene.resolve(tracer: &tracer)
    #expect(traced == scene.resolve())
    let quantities = tracer.steps.map(\.quantity)
    #expect(quantities.contains(.adjustedContentInset))
    #expect(quantities.contains(.maximumContentOffset))
    let step = tracer.steps.first { $0.quantity == .adjustedContentInset }
    #expect(step?.value == .insets(Insets(top: 88, left: 0, bottom: 34, right: 0)))
    #expect(step?.facts.contains(Facts.adjustedContentInset) == true)
    #expect(
      step?.facts.flatMap(\.citations).contains { $0.source == .headerUIScrollView } == true)
    #expect(step?.inputs.contains(.safeAreaInsets) == true)
  }
}

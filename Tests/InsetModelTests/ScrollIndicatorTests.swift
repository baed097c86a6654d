import Foundation
import InsetModel
import Testing

@Suite("Scroll indicators (issue 18)")
struct ScrollIndicatorTests {
  let safe = Insets(top: 44, left: 0, bottom: 83, right: 0)

  func part(
    _ version: CGFloat, _ flag: Bool, _ behavior: ContentInsetAdjustmentBehavior,
    edges: RectEdge = .vertical, followsEdges: Bool = true
  ) -> Insets {
    ScrollIndicatorRules.systemPart(
      iOSVersion: version, automaticallyAdjusts: flag, behavior: behavior, safeAreaInsets: safe,
      adjustedEdges: edges, legacyFollowsAdjustedEdges: followsEdges)
  }

  @Test func fromIOS13TheFlagDecidesWhateverTheBehaviour() {
    for behavior in ContentInsetAdjustmentBehavior.allCases {
      #expect(part(13, true, behavior, edges: []) == safe, "\(behavior)")
      #expect(part(27.1, false, behavior) == .zero, "\(behavior)")
    }
  }

  @Test func beforeIOS13TheBehaviourDecides() {
    #expect(part(12.4, true, .never) == .zero)
    #expect(part(11, true, .automatic, edges: .vertical) == safe)
    let landscape = Insets(top: 0, left: 44, bottom: 21, right: 44)
    let legacy = ScrollIndicatorRules.systemPart(
      iOSVersion: 12, automaticallyAdjusts: true, behavior: .scrollableAxes,
      safeAreaInsets: landscape, adjustedEdges: .vertical, legacyFollowsAdjustedEdges: true)
    #expect(legacy == Insets(top: 0, left: 0, bottom: 21, right: 0))
    let everyEdge = ScrollIndicatorRules.systemPart(
      iOSVersion: 12, automaticallyAdjusts: true, behavior: .scrollableAxes,
      safeAreaInsets: landscape, adjustedEdges: .vertical, legacyFollowsAdjustedEdges: false)
    #expect(everyEdge == landscape)
  }

  @Test func theVersionBoundaryIsThirteenExactly() {
    #expect(part(12.999, true, .never) == .zero)
    #expect(part(13, true, .never) == safe)
  }

  @Test func setInsetsAddOnAndNegativesPassThrough() {
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: "iPhone X")
    scene.screen.iOSVersion = 16
    scene.controller.tabBar = .visible
    scene.view.kind = .scrollView
    scene.scrollView.verticalScrollIndicatorInsets = Insets(top: -10, left: 0, bottom: 5, right: 3)
    let r = scene.scrollIndicatorInsets(in: scene.resolve())
    #expect(r?.vertical == Insets(top: 34, left: 0, bottom: 88, right: 3))
    #expect(r?.horizontal == Insets(top: 44, left: 0, bottom: 83, right: 0))
  }

  @Test func aPlainViewHasNoIndicators() {
    #expect(LayoutScene().resolve().scrollView == nil)
  }

  @Test func problemsBeforeTheAPIsExisted() {
    var scene = LayoutScene()
    scene.screen.iOSVersion = 12
    scene.view.kind = .scrollView
    scene.scrollView.automaticallyAdjustsScrollIndicatorInsets = false
    #expect(scene.problems().contains { $0.message.contains("arrived in iOS 13") })
    scene.scrollView.automaticallyAdjustsScrollIndicatorInsets = true
    scene.screen.iOSVersion = 11
    scene.scrollView.verticalScrollIndicatorInsets = Insets(all: 1)
    #expect(scene.problems().contains { $0.message.contains("iOS 11.1") })
    scene.scrollView.horizontalScrollIndicatorInsets = Insets(all: 1)
    #expect(scene.problems().isEmpty, "one value for both is scrollIndicatorInsets")
    scene.screen.iOSVersion = 11.1
    scene.scrollView.horizontalScrollIndicatorInsets = .zero
    #expect(scene.problems().isEmpty)
  }

  @Test func theDerivationNamesItsFacts() {
    var scene = LayoutScene()
    scene.view.kind = .scrollView
    scene.screen.iOSVersion = 12
    var tracer = RecordingTracer()
    _ = scene.resolve(tracer: &tracer)
    let step = tracer.steps.first { $0.quantity == .verticalScrollIndicatorInsets }
    #expect(step?.facts.contains(Facts.indicatorsIOS11) == true)
    #expect(step?.rule.contains("iOS 12") == true)
  }
}

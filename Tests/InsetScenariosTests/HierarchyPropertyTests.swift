// MARK: Issue 17
import Foundation
import InsetModel
import Testing

@testable import InsetScenarios

@Suite("Hierarchy properties")
struct HierarchyPropertyTests {
  /// One resolution, two paths: a one-level scene resolved directly and the
  /// same scene resolved as the hierarchy its keys describe give the same
  /// values, over 3,000 random scenes (a child view controller in a fifth).
  @Test func oneLevelScenesFoldTheSameAsTheirHierarchy() {
    var g = Generator(seed: propertySeed &+ 17)
    var compared = 0
    for i in 0..<3_000 {
      var flat = randomScene(&g)
      if g.int(0...4) == 0 {
        var child = ChildViewControllerSetup()
        if g.bool() {
          child.frame = CGRect(
            x: g.points(0...60), y: g.points(-40...400), width: g.points(100...400),
            height: g.points(100...500))
        }
        child.additionalSafeAreaInsets = g.bool() ? .zero : g.insets(0...20)
        flat.controller.child = child
      }
      if flat.controller.tabBar == .minimized { flat.controller.minimizedTabBarHeight = 30 }
      guard let hierarchy = flat.oneLevelHierarchy else { continue }
      // A hierarchy on a foldable is refused (its vertical bars are not folded).
      if flat.screen.device?.foldableDisplay != nil { continue }
      var chained = flat
      chained.hierarchy = hierarchy
      // The chain says what these keys said.
      chained.controller.navigationBar = .none
      chained.controller.tabBar = .none
      chained.controller.toolbar = .none
      chained.controller.prefersLargeTitles = false
      chained.controller.additionalSafeAreaInsets = .zero
      chained.controller.child = nil
      chained.view.frame = nil
      let a = flat.resolve()
      let b = chained.resolve()
      let context =
        "seed \(propertySeed &+ 17), scene \(i): \(hierarchy.nodes.map(\.kind.rawValue))"
      compared += 1
      #expect(a.screen == b.screen, "\(context)")
      #expect(a.containers.navigationBarFrame == b.containers.navigationBarFrame, "\(context)")
      #expect(a.containers.tabBarFrame == b.containers.tabBarFrame, "\(context)")
      #expect(a.containers.toolbarFrame == b.containers.toolbarFrame, "\(context)")
      #expect(a.systemMinimumLayoutMargins == b.systemMinimumLayoutMargins, "\(context)")
      if let child = a.child {
        #expect(
          child.safeAreaInsets.isApproximatelyEqual(to: b.rootSafeAreaInsets, tolerance: 1e-9),
          "\(context)")
        #expect(
          child.layoutMargins.isApproximatelyEqual(to: b.rootLayoutMargins, tolerance: 1e-9),
          "\(context)")
      } else {
        #expect(a.rootFrame == b.rootFrame, "\(context)")
        #expect(a.rootSafeAreaInsets == b.rootSafeAreaInsets, "\(context)")
        #expect(a.rootLayoutMargins == b.rootLayoutMargins, "\(context)")
        #expect(a.containers.topLayoutGuide == b.containers.topLayoutGuide, "\(context)")
        #expect(a.containers.bottomLayoutGuide == b.containers.bottomLayoutGuide, "\(context)")
      }
      #expect(
        a.view.safeAreaInsets.isApproximatelyEqual(to: b.view.safeAreaInsets, tolerance: 1e-9),
        "\(context)")
      #expect(
        a.view.layoutMargins.isApproximatelyEqual(to: b.view.layoutMargins, tolerance: 1e-9),
        "\(context)")
      #expect(a.view.frame.size == b.view.frame.size, "\(context)")
      #expect(a.scrollView == b.scrollView, "\(context)")
      #expect(a.flowLayout == b.flowLayout, "\(context)")
      #expect(
        scene(flat, frameOf: a) == scene(chained, frameOf: b), "\(context): frame in the window")
      // The recording tracer changes nothing on this path either.
      var tracer = RecordingTracer()
      #expect(chained.resolve(tracer: &tracer) == b, "\(context)")
    }
    #expect(compared > 2_400)
  }

  func scene(_ s: LayoutScene, frameOf r: Resolution) -> CGRect {
    r.view.frame.offsetBy(
      dx: r.rootFrame.minX + (r.child?.frame.minX ?? 0),
      dy: r.rootFrame.minY + (r.child?.frame.minY ?? 0))
  }
}

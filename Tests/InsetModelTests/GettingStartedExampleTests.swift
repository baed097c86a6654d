import Foundation
import InsetModel
import Testing

/// The code of the DocC article "Getting Started with InsetModel"
/// (`Sources/InsetModel/InsetModel.docc/GettingStarted.md`), as it is
/// written there, with the values its comments promise.
@Suite("Getting Started examples")
struct GettingStartedExampleTests {
  static func gettingStartedScene() -> LayoutScene {
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: "iPhone X")
    scene.screen.iOSVersion = 16
    scene.controller.navigationBar = .visible
    scene.controller.tabBar = .visible
    scene.view.kind = .tableView
    scene.scrollView.contentSize = CGSize(width: 375, height: 2000)
    return scene
  }

  @Test func gettingStartedValues() {
    let scene = Self.gettingStartedScene()
    #expect(scene.problems().isEmpty)
    let resolution = scene.resolve()
    #expect(resolution.windowSafeAreaInsets.notated == "{44, 0, 34, 0}")
    #expect(resolution.rootSafeAreaInsets.notated == "{88, 0, 83, 0}")
    #expect(resolution.view.safeAreaInsets.notated == "{88, 0, 83, 0}")
    #expect(resolution.scrollView?.adjustedContentInset.notated == "{88, 0, 83, 0}")
    #expect(resolution.scrollView.map { GeometryNotation.format($0.contentOffset) } == "{0, -88}")
    #expect(resolution.scrollView?.passedSafeAreaInsets.notated == "{0, 0, 0, 0}")
  }

  @Test func gettingStartedProblem() {
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: "iPhone X")
    #expect(scene.screen.iOSVersion == 16)
    scene.screen.iOSVersion = 27.1
    #expect(
      scene.problems().first?.message
        == "iPhone X runs iOS 11–16, not iOS 27.1: set `iOSVersion` to one of those")
  }

  @Test func gettingStartedTrace() {
    let scene = Self.gettingStartedScene()
    var tracer = RecordingTracer()
    let traced = scene.resolve(tracer: &tracer)
    #expect(traced == scene.resolve())
    let step = tracer.steps.first { $0.quantity == .adjustedContentInset }
    #expect(step?.value.description == "{88, 0, 83, 0}")
    #expect(
      step?.rule
        == "contentInset {0, 0, 0, 0} + safeAreaInsets {88, 0, 83, 0} on [top, bottom] (.automatic)"
    )
    #expect(step?.facts.map(\.id) == ["scrollView.adjustedContentInset", "scrollView.behaviors"])
    #expect(step?.facts.allSatisfy { $0.provenance == .documented } == true)
    #expect(
      step?.inputs.map(\.rawValue)
        == ["safeAreaInsets", "scrollable axes", ".automatic compatibility rule"])
  }

  /// "Table Views".
  @Test func tableViewCell() {
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: "iPhone X")
    scene.screen.iOSVersion = 16
    scene.screen.orientation = .landscapeLeft
    scene.view.kind = .tableView
    scene.scrollView.contentSize = CGSize(width: 812, height: 2000)
    #expect(scene.problems().isEmpty)
    let cell = scene.tableViewCell(in: scene.resolve())
    #expect(cell?.safeAreaInsets.notated == "{0, 44, 0, 44}")
    #expect(cell.map { GeometryNotation.format($0.contentViewFrame) } == "{{44, 0}, {724, 43.667}}")
  }

  /// "Collection View Flow Layouts".
  @Test func flowLayoutItem() {
    var scene = LayoutScene()
    scene.view.kind = .collectionView
    scene.collectionView.itemSize = CGSize(width: 100, height: 100)
    scene.collectionView.numberOfItems = 1
    let layout = scene.flowLayout(in: scene.resolve())
    #expect(
      layout?.frame(ofItem: 0).map { GeometryNotation.format($0) } == "{{0, 0}, {100, 100}}")
  }

  /// "SwiftUI Safe Areas".
  @Test func swiftUIInset() {
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: "iPhone 13")
    scene.screen.iOSVersion = 18
    var swiftUI = SwiftUISetup()
    swiftUI.modifiers = [
      .safeAreaInset(
        edge: .top, alignment: .center, spacing: 0, content: InsetContent(length: 30))
    ]
    scene.swiftUI = swiftUI
    #expect(scene.problems().isEmpty)
    let resolution = scene.resolve()
    #expect(resolution.swiftUI.map { GeometryNotation.format($0.frame) } == "{{0, 77}, {390, 733}}")
    #expect(
      resolution.insetContentFrame(0).map { GeometryNotation.format($0) }
        == "{{0, 47}, {390, 30}}")
  }

  /// "Porting from iOS 10".
  @Test func portingAcrossDevices() {
    func rootSafeArea(_ name: String, iOS version: CGFloat) -> Insets? {
      var scene = LayoutScene()
      scene.screen.device = DeviceCatalog.device(named: name)
      scene.screen.iOSVersion = version
      scene.controller.navigationBar = .visible
      scene.controller.tabBar = .visible
      guard scene.problems().isEmpty else { return nil }
      return scene.resolve().rootSafeAreaInsets
    }
    #expect(rootSafeArea("iPhone 8", iOS: 16)?.notated == "{64, 0, 49, 0}")
    #expect(rootSafeArea("iPhone X", iOS: 16)?.notated == "{88, 0, 83, 0}")
    #expect(rootSafeArea("iPhone 13", iOS: 18)?.notated == "{91, 0, 83, 0}")
    #expect(rootSafeArea("iPhone 16 Pro Max", iOS: 18)?.notated == "{100.333, 0, 83, 0}")
    #expect(rootSafeArea("iPhone 17 Pro Max", iOS: 27.1)?.notated == "{116, 0, 83, 0}")
  }
}

// MARK: Issue 17
import Foundation
import InsetDiagrams
import InsetModel
import Testing

@Suite("Hierarchy diagrams")
struct HierarchyDiagramTests {
  func scene(_ nodes: [HierarchyNode], device: String = "iPhone 16") -> LayoutScene {
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: device)
    scene.hierarchy = Hierarchy(nodes)
    return scene
  }

  /// Every level is outlined and named, a sheet and the keyboard are drawn.
  @Test func everyLevelIsDrawn() throws {
    var sheet = HierarchyNode(.navigationController)
    sheet.presentation = PresentationSetup(style: .pageSheet)
    sheet.presentation?.detent = .medium
    var card = HierarchyNode(.view, name: "card")
    card.frame = CGRect(x: 16, y: 40, width: 200, height: 100)
    var s = scene([
      HierarchyNode(.tabBarController), HierarchyNode(.navigationController),
      HierarchyNode(.viewController), sheet, HierarchyNode(.tableViewController), card,
    ])
    s.keyboard.keyboard = .docked(height: 336)
    let svg = Diagram(scene: s, resolution: s.resolve(), title: "sheet").svg()
    let texts = try parse(svg).texts
    for label in [
      "0 UITabBarController", "1 UINavigationController", "2 UIViewController",
      "3 UINavigationController", "4 UITableViewController", "keyboard",
    ] {
      #expect(texts.contains { $0.hasPrefix(label) }, "\(label)")
    }
    #expect(texts.contains { $0.contains("5 UIView \"card\"") && $0.contains("safe area") })
  }

  /// Odd hierarchies draw without crashing: a split view's hidden column, a
  /// zero-sized popover, a presented view with an unresolved size.
  @Test func unusualHierarchiesDraw() throws {
    var split = HierarchyNode(.splitViewController)
    split.split = SplitViewSetup()
    split.split?.column = .primary
    split.split?.preferredDisplayMode = .secondaryOnly
    var popover = HierarchyNode(.viewController)
    popover.presentation = PresentationSetup(style: .popover)
    var form = HierarchyNode(.viewController)
    form.presentation = PresentationSetup(style: .formSheet)
    var scroll = HierarchyNode(.scrollView)
    scroll.contentSize = CGSize(width: 1e6, height: 1e6)
    for nodes in [
      [split, HierarchyNode(.viewController)],
      [HierarchyNode(.viewController), popover, HierarchyNode(.view)],
      [HierarchyNode(.viewController), form, scroll, HierarchyNode(.collectionView)],
    ] {
      let s = scene(nodes, device: "iPad Pro (11-inch) (4th generation)")
      _ = try parse(Diagram(scene: s, resolution: s.resolve(), title: "x").svg())
    }
  }
}

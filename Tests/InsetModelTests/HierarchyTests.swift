// MARK: Issue 17
import Foundation
import InsetModel
import Testing

@Suite("Hierarchies, presentations, split views, the keyboard")
struct HierarchyTests {
  func scene(_ device: String, _ nodes: [HierarchyNode], iOS: CGFloat? = nil) -> LayoutScene {
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: device)
    if let iOS { scene.screen.iOSVersion = iOS }
    scene.hierarchy = Hierarchy(nodes)
    return scene
  }

  func presented(_ style: ModalPresentationStyle, _ detent: SheetDetent = .large)
    -> HierarchyNode
  {
    var node = HierarchyNode(.viewController)
    node.presentation = PresentationSetup(style: style)
    node.presentation?.detent = detent
    return node
  }

  func layout(_ s: LayoutScene) throws -> HierarchyLayout {
    try #require(s.hierarchyLayout(in: s.resolve()))
  }

  // MARK: Containers

  @Test func barsReachEveryLevel() throws {
    let s = scene(
      "iPhone 16",
      [
        HierarchyNode(.tabBarController), HierarchyNode(.navigationController),
        HierarchyNode(.viewController), HierarchyNode(.tableView),
      ])
    let l = try layout(s)
    #expect(
      l.nodes.map(\.safeAreaInsets) == [
        Insets(top: 59, left: 0, bottom: 34, right: 0),
        Insets(top: 59, left: 0, bottom: 83, right: 0),
        Insets(top: 113, left: 0, bottom: 83, right: 0),
        Insets(top: 113, left: 0, bottom: 83, right: 0),
      ])
    #expect(
      s.resolve().scrollView?.adjustedContentInset
        == Insets(top: 113, left: 0, bottom: 83, right: 0))
    #expect(l.innermostViewController == 2)
  }

  @Test func childAdditionalInsetsAddAtEachLevel() throws {
    var panel = HierarchyNode(.viewController, name: "panel")
    panel.frame = CGRect(x: 0, y: 500, width: 393, height: 352)
    panel.additionalSafeAreaInsets = Insets(top: 0, left: 0, bottom: 10, right: 0)
    var card = HierarchyNode(.viewController, name: "card")
    card.frame = CGRect(x: 16, y: 200, width: 361, height: 152)
    card.additionalSafeAreaInsets = Insets(top: 8, left: 0, bottom: 0, right: 0)
    let s = scene(
      "iPhone 16",
      [HierarchyNode(.navigationController), HierarchyNode(.viewController), panel, card])
    let l = try layout(s)
    #expect(l.nodes[2].safeAreaInsets == Insets(top: 0, left: 0, bottom: 44, right: 0))
    #expect(l.nodes[3].safeAreaInsets == Insets(top: 8, left: 0, bottom: 44, right: 0))
    #expect(l.nodes[3].frameInWindow == CGRect(x: 16, y: 700, width: 361, height: 152))
    #expect(s.hierarchy?.index(of: .name("card")) == 3)
  }

  @Test func aScrollViewPassesWhatItDoesNotAdjust() throws {
    var list = HierarchyNode(.scrollView)
    list.contentSize = CGSize(width: 812, height: 2000)
    var carousel = HierarchyNode(.scrollView)
    carousel.frame = CGRect(x: 0, y: 0, width: 812, height: 200)
    carousel.contentSize = CGSize(width: 2000, height: 200)
    var s = scene(
      "iPhone X",
      [HierarchyNode(.navigationController), HierarchyNode(.viewController), list, carousel],
      iOS: 16)
    s.screen.orientation = .landscapeLeft
    let l = try layout(s)
    #expect(
      l.nodes[2].scrollView?.adjustedContentInset == Insets(top: 32, left: 0, bottom: 21, right: 0))
    #expect(l.nodes[3].safeAreaInsets == Insets(top: 0, left: 44, bottom: 0, right: 44))
    #expect(l.nodes[3].frameInWindow.minY == 32)
    #expect(
      l.nodes[3].scrollView?.adjustedContentInset == Insets(top: 0, left: 44, bottom: 0, right: 44))
  }

  // MARK: Presentations

  @Test func liquidGlassPhoneSheets() throws {
    for (detent, frame, value) in [
      (SheetDetent.large, CGRect(x: 0, y: 59, width: 393, height: 793), CGFloat(759)),
      (.medium, CGRect(x: 0, y: 393, width: 393, height: 459), 425),
      (.custom(400), CGRect(x: 0, y: 418, width: 393, height: 434), 400),
      (.custom(10_000), CGRect(x: 0, y: 59, width: 393, height: 793), 759),
    ] {
      let l = try layout(
        scene("iPhone 16", [HierarchyNode(.viewController), presented(.pageSheet, detent)]))
      let p = try #require(l.presentation)
      #expect(p.appearance == .sheet)
      #expect(p.frame == frame, "\(detent)")
      #expect(p.maximumDetentValue == 759)
      #expect(p.detentValue == value)
      #expect(l.nodes[1].safeAreaInsets == Insets(top: 0, left: 0, bottom: 34, right: 0))
    }
  }

  @Test func sheetsBeforeIOS26() throws {
    let island = try layout(
      scene("iPhone 14 Pro", [HierarchyNode(.viewController), presented(.pageSheet)], iOS: 16))
    #expect(island.presentation?.maximumDetentValue == 749)
    let button = try layout(
      scene(
        "iPhone SE (3rd generation)", [HierarchyNode(.viewController), presented(.formSheet)],
        iOS: 16))
    #expect(button.presentation?.maximumDetentValue == 627)
    #expect(button.presentation?.frame.minY == 40)
    let old = try layout(
      scene("iPhone X", [HierarchyNode(.viewController), presented(.pageSheet)], iOS: 12))
    #expect(old.presentation?.appearance == .fullScreen)
  }

  @Test func theNavigationBarInASheet() throws {
    var nav = HierarchyNode(.navigationController)
    nav.presentation = PresentationSetup(style: .pageSheet)
    let nodes = [HierarchyNode(.viewController), nav, HierarchyNode(.tableViewController)]
    #expect(
      scene("iPhone 16", nodes).resolve().rootSafeAreaInsets
        == Insets(top: 70, left: 0, bottom: 34, right: 0))
    #expect(
      scene("iPhone 14 Pro", nodes, iOS: 18).resolve().rootSafeAreaInsets
        == Insets(top: 56, left: 0, bottom: 34, right: 0))
  }

  @Test func compactHeightAndRegularWidth() throws {
    var landscape = scene("iPhone 16", [HierarchyNode(.viewController), presented(.pageSheet)])
    landscape.screen.orientation = .landscapeLeft
    #expect(try layout(landscape).presentation?.appearance == .fullScreen)
    var edge = presented(.pageSheet, .medium)
    edge.presentation?.prefersEdgeAttachedInCompactHeight = true
    landscape.hierarchy = Hierarchy([HierarchyNode(.viewController), edge])
    let attached = try #require(try layout(landscape).presentation)
    #expect(attached.appearance == .edgeAttachedSheet)
    #expect(attached.frame == CGRect(x: 59, y: 8, width: 734, height: 385))
    #expect(attached.detentValue == attached.maximumDetentValue)

    var form = presented(.formSheet, .medium)
    form.presentation?.preferredContentSize = CGSize(width: 540, height: 620)
    var pad = scene(
      "iPad Pro (11-inch) (4th generation)", [HierarchyNode(.viewController), form], iOS: 18)
    pad.screen.orientation = .landscapeLeft
    let centred = try #require(try layout(pad).presentation)
    #expect(centred.appearance == .centeredSheet)
    #expect(centred.frame == CGRect(x: 327, y: 107, width: 540, height: 620))
    #expect(centred.safeAreaInsets == .zero)
  }

  // MARK: Split views

  @Test func splitViewColumns() {
    var setup = SplitViewSetup()
    var a = Assumptions()
    let size = CGSize(width: 1194, height: 834)
    let secondary = SplitViewRules.column(
      setup, size: size, horizontal: .regular, iOSVersion: 17, liquidGlass: false,
      direction: .leftToRight, assumptions: a)
    #expect(secondary.frame == CGRect(x: 320, y: 0, width: 874, height: 834))
    #expect(secondary.displayMode == .oneBesideSecondary)
    setup.column = .primary
    let primary = SplitViewRules.column(
      setup, size: size, horizontal: .regular, iOSVersion: 17, liquidGlass: false,
      direction: .leftToRight, assumptions: a)
    #expect(primary.frame == CGRect(x: -100, y: 0, width: 420, height: 834))
    #expect(primary.addedLeadingInset == 100)
    let rtl = SplitViewRules.column(
      setup, size: size, horizontal: .regular, iOSVersion: 17, liquidGlass: false,
      direction: .rightToLeft, assumptions: a)
    #expect(rtl.frame == CGRect(x: 874, y: 0, width: 420, height: 834))
    let collapsed = SplitViewRules.column(
      setup, size: size, horizontal: .compact, iOSVersion: 17, liquidGlass: false,
      direction: .leftToRight, assumptions: a)
    #expect(collapsed.isCollapsed && collapsed.frame == CGRect(origin: .zero, size: size))
    setup.column = .secondary
    #expect(a.glassSidebarFloats, "the default is the iPadOS 26.1 print")
    let floating = SplitViewRules.column(
      setup, size: size, horizontal: .regular, iOSVersion: 27, liquidGlass: true,
      direction: .leftToRight, assumptions: a)
    #expect(floating.frame == CGRect(origin: .zero, size: size))
    // The sidebar's 320 and its 10-pt inset, as printed.
    #expect(floating.addedLeadingInset == 330)
    a.glassSidebarFloats = false
    let beside = SplitViewRules.column(
      setup, size: size, horizontal: .regular, iOSVersion: 27, liquidGlass: true,
      direction: .leftToRight, assumptions: a)
    #expect(beside.frame == CGRect(x: 320, y: 0, width: size.width - 320, height: size.height))
    #expect(beside.addedLeadingInset == 0)
  }

  // MARK: The keyboard

  @Test func keyboardLayoutGuide() {
    var k = KeyboardSetup()
    let view = CGRect(x: 0, y: 0, width: 393, height: 852)
    let size = view.size
    #expect(
      KeyboardRules.layoutGuideFrame(k, viewFrame: view, safeBottom: 34, screenSize: size)
        == CGRect(x: 0, y: 818, width: 393, height: 34))
    k.usesBottomSafeArea = false
    #expect(
      KeyboardRules.layoutGuideFrame(k, viewFrame: view, safeBottom: 34, screenSize: size)
        == CGRect(x: 0, y: 852, width: 393, height: 0))
    k.keyboard = .docked(height: 336)
    #expect(
      KeyboardRules.layoutGuideFrame(k, viewFrame: view, safeBottom: 34, screenSize: size)
        == CGRect(x: 0, y: 516, width: 393, height: 336))
    #expect(KeyboardRules.overlap(k.keyboard, viewFrame: view, screenSize: size) == 336)
    k.keyboard = .floating(CGRect(x: 10, y: 400, width: 300, height: 200))
    k.usesBottomSafeArea = true
    #expect(
      KeyboardRules.layoutGuideFrame(k, viewFrame: view, safeBottom: 34, screenSize: size).minY
        == 818)
    k.followsUndockedKeyboard = true
    #expect(
      KeyboardRules.layoutGuideFrame(k, viewFrame: view, safeBottom: 34, screenSize: size)
        == CGRect(x: 10, y: 400, width: 300, height: 200))
    #expect(KeyboardRules.overlap(k.keyboard, viewFrame: view, screenSize: size) == 0)
    // The raise over a 34-pt safe bottom: the bottom reads 336 (replaced) or 370 (added).
    #expect(
      KeyboardRules.tableViewControllerKeyboardRaise(
        overlap: 336, safeBottom: 34, replacesSafeArea: true) == 302)
    #expect(
      KeyboardRules.tableViewControllerKeyboardRaise(
        overlap: 336, safeBottom: 34, replacesSafeArea: false) == 336)
    #expect(
      KeyboardRules.tableViewControllerKeyboardRaise(
        overlap: 20, safeBottom: 34, replacesSafeArea: true) == 0)
  }

  @Test func theKeyboardChangesNoSafeArea() {
    var s = scene(
      "iPhone 16",
      [
        HierarchyNode(.navigationController), HierarchyNode(.viewController),
        HierarchyNode(.tableView),
      ])
    let before = s.resolve()
    s.keyboard.keyboard = .docked(height: 336)
    let after = s.resolve()
    #expect(before.view.safeAreaInsets == after.view.safeAreaInsets)
    #expect(before.scrollView == after.scrollView)
    s.hierarchy = Hierarchy([
      HierarchyNode(.navigationController), HierarchyNode(.tableViewController),
    ])
    #expect(s.resolve().scrollView?.adjustedContentInset.bottom == 336)
  }

  // MARK: Problems

  func problems(_ s: LayoutScene) -> [String] { s.problems().map(\.message) }

  @Test func whatTheModelCannotAnswerIsAProblem() throws {
    func has(
      _ s: LayoutScene, _ fragment: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      #expect(
        problems(s).contains { $0.contains(fragment) }, "\(problems(s))",
        sourceLocation: sourceLocation)
    }
    var oneLevel = scene("iPhone 16", [HierarchyNode(.viewController)])
    oneLevel.controller.navigationBar = .visible
    has(oneLevel, "describes the one-level scene")
    has(scene("iPhone 16", [HierarchyNode(.view)]), "starts at the window's root view controller")
    has(
      scene(
        "iPad Pro (11-inch) (4th generation)",
        [HierarchyNode(.viewController), presented(.formSheet)], iOS: 18), "form sheet's size")
    has(
      scene(
        "iPad Pro (11-inch) (4th generation)",
        [HierarchyNode(.viewController), presented(.popover)], iOS: 18), "popover arrow's depth")
    has(
      scene("iPhone 16", [HierarchyNode(.viewController), presented(.pageSheet, .custom(150))]),
      "under 200 pt")
    has(
      scene(
        "iPhone 16", [HierarchyNode(.viewController), presented(.pageSheet, .medium)], iOS: 14),
      "sheet detents arrived in iOS 15")
    has(
      scene(
        "iPhone 16", [HierarchyNode(.viewController), presented(.pageSheet, .custom(300))], iOS: 15),
      "custom detents arrived in iOS 16")
    var search = HierarchyNode(.viewController)
    search.search = SearchSetup()
    // Under Liquid Glass `.automatic` docks at the bottom: printed without a
    // toolbar, unprinted with one.
    #expect(problems(scene("iPhone 16", [HierarchyNode(.navigationController), search])).isEmpty)
    var withToolbar = HierarchyNode(.navigationController)
    withToolbar.toolbar = .visible
    has(scene("iPhone 16", [withToolbar, search]), "no print shows it with the navigation")
    search.search?.placement = .stacked
    has(
      scene("iPhone 16", [HierarchyNode(.navigationController), search]), "give `searchBarHeight`")
    has(scene("iPhone 16", [search]), "needs a UINavigationController above")
    var split = HierarchyNode(.splitViewController)
    split.split = SplitViewSetup()
    var portrait = scene(
      "iPad Pro (11-inch) (4th generation)", [split, HierarchyNode(.viewController)], iOS: 17)
    has(portrait, "`.automatic`'s display mode in portrait")
    split.split?.style = .tripleColumn
    split.split?.preferredDisplayMode = .twoBesideSecondary
    portrait.hierarchy = Hierarchy([split, HierarchyNode(.viewController)])
    has(portrait, "supplementary column's default width")
    split.split?.style = .doubleColumn
    split.split?.column = .primary
    split.split?.preferredDisplayMode = .secondaryOnly
    portrait.hierarchy = Hierarchy([split, HierarchyNode(.viewController)])
    has(portrait, "does not show in `secondaryOnly`")
    // From iOS 26 the widths and the mode are printed: the problem spares those outputs only.
    var glass = HierarchyNode(.splitViewController)
    glass.split = SplitViewSetup()
    glass.split?.style = .tripleColumn
    let printed = scene("iPad (A16)", [glass, HierarchyNode(.viewController)], iOS: 26.1)
    #expect(printed.problems().map(\.spares) == [[.primaryColumnWidth]])
    #expect(printed.problems().first?.message.contains("does not lay them out") == true)
    let column = try #require(printed.resolve().hierarchyLayout.splitColumn)
    #expect(column.displayMode == .oneBesideSecondary)
    #expect(column.primaryColumnWidth == 280)
    #expect(column.supplementaryColumnWidth == 320)
    var landscape = printed
    landscape.screen.orientation = .landscapeLeft
    #expect(
      try #require(landscape.resolve().hierarchyLayout.splitColumn).displayMode
        == .twoBesideSecondary)
    var older = printed
    older.screen.iOSVersion = 18
    has(older, "default primary column width before iPadOS 26")
    has(older, "supplementary column's default width before iPadOS 26")
    var tabs = scene(
      "iPad Pro (11-inch) (4th generation)",
      [HierarchyNode(.tabBarController), HierarchyNode(.viewController)], iOS: 18)
    tabs.screen.orientation = .landscapeLeft
    has(tabs, "floats at the top")
    var keyboard = scene("iPhone 16", [HierarchyNode(.viewController)], iOS: 14)
    keyboard.keyboard.keyboard = .docked(height: 300)
    has(keyboard, "arrived in iOS 15")
    keyboard.screen.iOSVersion = 16
    keyboard.keyboard.usesBottomSafeArea = false
    has(keyboard, "arrived in iOS 17")
    // A scene the model can answer has none.
    #expect(
      problems(
        scene("iPhone 16", [HierarchyNode(.navigationController), HierarchyNode(.viewController)])
      ).isEmpty)
  }
}

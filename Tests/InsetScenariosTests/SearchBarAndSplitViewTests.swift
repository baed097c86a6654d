import Foundation
import Testing

@testable import InsetModel
@testable import InsetScenarios

@Suite("A search bar as the title view")
struct SearchTitleViewTests {
  /// A one-level scene: a device, its OS, a navigation bar and what the title view holds.
  func scene(
    _ device: String, _ version: CGFloat, _ orientation: Orientation = .portrait,
    titleView: TitleView = .searchBar
  ) -> LayoutScene {
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: device)
    scene.screen.iOSVersion = version
    scene.screen.orientation = orientation
    scene.controller.navigationBar = .visible
    scene.controller.titleView = titleView
    return scene
  }

  @Test func anIPhonesBarGrowsTo56FromIOS11() {
    let eight = scene("iPhone 8", 11)
    #expect(eight.problems().isEmpty)
    #expect(eight.resolve().containers.navigationBarFrame?.height == 56)
    #expect(eight.resolve().rootSafeAreaInsets == Insets(top: 76, left: 0, bottom: 0, right: 0))
    let x = scene("iPhone X", 12)
    #expect(x.resolve().rootSafeAreaInsets == Insets(top: 100, left: 0, bottom: 34, right: 0))
    // The title keeps 44, and before iOS 11 the search bar keeps it too.
    #expect(
      scene("iPhone X", 12, titleView: .none).resolve().containers.navigationBarFrame?.height == 44)
    let ten = scene("iPhone 7", 10)
    #expect(ten.problems().isEmpty)
    #expect(ten.resolve().containers.navigationBarFrame?.height == 44)
  }

  @Test func whereNoSourcePrintsTheBarTheRowIsRefused() {
    func messages(_ scene: LayoutScene) -> [String] { scene.problems().map(\.message) }
    #expect(
      messages(scene("iPhone 8", 16, .landscapeLeft)).first?.contains("compact height") == true)
    #expect(messages(scene("iPhone 16", 26)).first?.contains("Liquid Glass") == true)
    #expect(messages(scene("iPad Pro (11-inch)", 16)).first?.contains("on an iPad") == true)
    var large = scene("iPhone X", 12)
    large.controller.prefersLargeTitles = true
    #expect(messages(large).first?.contains("large title") == true)
    // Each refusal is located at the key that set the title view.
    let located = scene("iPhone 16", 26).problems().first?.properties.first
    let atTitleView = located.map { $0 == \LayoutScene.controller.titleView } ?? false
    #expect(atTitleView)
    // A pinned safe area answers the row instead.
    var pinned = scene("iPhone 16", 26)
    pinned.controller.rootSafeAreaInsets = Insets(top: 119, left: 0, bottom: 34, right: 0)
    #expect(pinned.problems().isEmpty)
    // Without a navigation bar there is no title view to show.
    var bare = scene("iPhone 8", 16)
    bare.controller.navigationBar = .none
    #expect(messages(bare).first?.contains("navigation bar") == true)
  }

  @Test func theHierarchyLabelReadsAndPrintsBack() throws {
    let text =
      "UINavigationController > UIViewController(titleView: .searchBar) > UITableView"
    let chain = try HierarchyChain.parse(text)
    #expect(chain.hierarchy.nodes[1].titleView == .searchBar)
    #expect(chain.formatted == text)
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: "iPhone 8")
    scene.screen.iOSVersion = 12
    scene.hierarchy = chain.hierarchy
    #expect(scene.problems().isEmpty)
    let nodes = try #require(scene.hierarchyLayout(in: scene.resolve())).nodes
    #expect(nodes[0].navigationBarFrame?.height == 56)
    #expect(nodes[2].safeAreaInsets == Insets(top: 76, left: 0, bottom: 0, right: 0))
  }

  @Test func aMisspelledTitleViewSuggestsTheCase() {
    #expect(throws: NotationError.self) {
      try HierarchyChain.parse("UINavigationController > UIViewController(titleView: .serchBar)")
    }
    do {
      _ = try HierarchyChain.parse(
        "UINavigationController > UIViewController(titleView: .serchBar)")
    } catch {
      #expect(error.message.contains("did you mean `.searchBar`?"))
    }
  }
}

@Suite("The search bar in the toolbar")
struct SearchToolbarTests {
  let chain =
    "UINavigationController(isToolbarHidden: false) > UIViewController(searchController: true, "
    + "preferredSearchBarPlacement: .integrated) > UITableView"

  func scene(_ text: String, device: String = "iPhone 16") throws -> LayoutScene {
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: device)
    scene.hierarchy = try HierarchyChain.parse(text).hierarchy
    return scene
  }

  @Test func onlyAnIPhoneUnderLiquidGlassIntegratesIt() {
    var search = SearchSetup()
    search.placement = .integrated
    #expect(search.integratesIntoToolbar(idiom: .phone, liquidGlass: true, toolbarShows: true))
    #expect(!search.integratesIntoToolbar(idiom: .pad, liquidGlass: true, toolbarShows: true))
    #expect(!search.integratesIntoToolbar(idiom: .phone, liquidGlass: false, toolbarShows: true))
    #expect(!search.integratesIntoToolbar(idiom: .phone, liquidGlass: true, toolbarShows: false))
    search.placement = .integratedButton
    #expect(search.integratesIntoToolbar(idiom: .phone, liquidGlass: true, toolbarShows: true))
    search.placement = .stacked
    #expect(!search.integratesIntoToolbar(idiom: .phone, liquidGlass: true, toolbarShows: true))
    search.placement = .integrated
    search.allowsToolbarIntegration = false
    #expect(!search.integratesIntoToolbar(idiom: .phone, liquidGlass: true, toolbarShows: true))
  }

  @Test func theToolbarTakesTheGivenHeight() throws {
    var given = try scene(chain)
    #expect(given.problems().map(\.message).first?.contains("`searchToolbarHeight`") == true)
    given.hierarchyInputs.searchToolbarHeight = 50
    #expect(given.problems().isEmpty)
    let nodes = try #require(given.hierarchyLayout(in: given.resolve())).nodes
    #expect(nodes[0].toolbarFrame?.height == 84)
    #expect(nodes[1].safeAreaInsets == Insets(top: 113, left: 0, bottom: 84, right: 0))
    // Kept out of the toolbar, the given height is not read.
    let text = chain.replacingOccurrences(
      of: ".integrated)", with: ".integrated, searchBarPlacementAllowsToolbarIntegration: false)")
    var kept = try scene(text)
    kept.hierarchyInputs.searchToolbarHeight = 50
    let keptNodes = try #require(kept.hierarchyLayout(in: kept.resolve())).nodes
    // Kept out, the toolbar is the Liquid Glass slot: 86 whatever the home indicator.
    #expect(keptNodes[0].toolbarFrame?.height == 86)
    #expect(try HierarchyChain.parse(text).formatted == text)
  }

  @Test func theLabelArrivedInIOS26() throws {
    var old = try scene(
      chain.replacingOccurrences(
        of: ".integrated)", with: ".inline, searchBarPlacementAllowsToolbarIntegration: false)"))
    old.screen.iOSVersion = 18
    #expect(old.problems().map(\.message).first?.contains("arrived in iOS 26") == true)
  }
}

@Suite("The classic split view")
struct ClassicSplitViewTests {
  @Test func theAutomaticMaximumHoldsTheFraction() {
    var setup = SplitViewSetup()
    let a = Assumptions()
    #expect(SplitViewRules.classicPrimaryColumnWidth(setup, width: 1024, assumptions: a) == 320)
    setup.preferredPrimaryColumnWidthFraction = 0.5
    #expect(SplitViewRules.classicPrimaryColumnWidth(setup, width: 1024, assumptions: a) == 320)
    setup.maximumPrimaryColumnWidth = 600
    #expect(SplitViewRules.classicPrimaryColumnWidth(setup, width: 1024, assumptions: a) == 512)
    setup.preferredPrimaryColumnWidthFraction = 0.1
    #expect(
      abs(SplitViewRules.classicPrimaryColumnWidth(setup, width: 1024, assumptions: a) - 102.4)
        < 1e-9)
    setup.minimumPrimaryColumnWidth = 200
    #expect(SplitViewRules.classicPrimaryColumnWidth(setup, width: 1024, assumptions: a) == 200)
    // The column-style rule leaves the automatic maximum unapplied.
    setup = SplitViewSetup()
    setup.preferredPrimaryColumnWidthFraction = 0.5
    #expect(SplitViewRules.primaryColumnWidth(setup, width: 1024, assumptions: a) == 512)
  }

  @Test func thePrimaryColumnHasNothingOffScreen() {
    var setup = SplitViewSetup()
    setup.column = .primary
    let size = CGSize(width: 1024, height: 768)
    let classic = SplitViewRules.column(
      setup, size: size, horizontal: .regular, iOSVersion: 13, liquidGlass: false,
      direction: .leftToRight, assumptions: Assumptions())
    #expect(classic.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
    #expect(classic.addedLeadingInset == 0)
    let modern = SplitViewRules.column(
      setup, size: size, horizontal: .regular, iOSVersion: 14, liquidGlass: false,
      direction: .leftToRight, assumptions: Assumptions())
    #expect(modern.frame == CGRect(x: -100, y: 0, width: 420, height: 768))
    setup.column = .secondary
    let rtl = SplitViewRules.column(
      setup, size: size, horizontal: .regular, iOSVersion: 13, liquidGlass: false,
      direction: .rightToLeft, assumptions: Assumptions())
    #expect(rtl.frame == CGRect(x: 0, y: 0, width: 704, height: 768))
    setup.preferredDisplayMode = .oneOverSecondary
    let overlay = SplitViewRules.column(
      setup, size: size, horizontal: .regular, iOSVersion: 13, liquidGlass: false,
      direction: .leftToRight, assumptions: Assumptions())
    #expect(overlay.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
  }

  @Test func theClassicNamesReadAsTheirValues() throws {
    #expect(try SplitViewDisplayMode.parse("allVisible") == .oneBesideSecondary)
    #expect(try SplitViewDisplayMode.parse(".primaryOverlay") == .oneOverSecondary)
    #expect(try SplitViewDisplayMode.parse("primaryHidden") == .secondaryOnly)
    #expect(throws: NotationError.self) { try SplitViewDisplayMode.parse("allVisable") }
    let chain = try HierarchyChain.parse(
      "UISplitViewController(preferredDisplayMode: .allVisible) > UIViewController")
    #expect(chain.hierarchy.nodes[0].split?.preferredDisplayMode == .oneBesideSecondary)
  }

  @Test func whatArrivedInIOS14IsRefusedBefore() throws {
    func messages(_ text: String, _ version: CGFloat) throws -> [String] {
      var scene = LayoutScene()
      scene.screen.device = DeviceCatalog.device(named: "iPad Air 2")
      scene.screen.orientation = .landscapeLeft
      scene.screen.iOSVersion = version
      scene.hierarchy = try HierarchyChain.parse(text).hierarchy
      return scene.problems().map(\.message)
    }
    let width = "UISplitViewController(preferredPrimaryColumnWidth: 300) > UIViewController"
    #expect(try messages(width, 13).first?.contains("`preferredPrimaryColumnWidth:`") == true)
    #expect(try messages(width, 14).isEmpty)
    let plain = "UISplitViewController > UINavigationController > UIViewController"
    #expect(try messages(plain, 13).isEmpty)
  }
}

// MARK: Issue 17
import Foundation
import InsetModel
import Testing

@testable import InsetScenarios

@Suite("Hierarchy notation")
struct HierarchyChainTests {
  @Test func containersViewsAndArguments() throws {
    let h = try Hierarchy.parse(
      "UITabBarController > UINavigationController(prefersLargeTitles: true) > "
        + "UIViewController(additionalSafeAreaInsets: {0, 0, 10, 0}) > "
        + "UIView(name: \"card\", frame: {{0, 0}, {375, 200}}) > UIScrollView")
    #expect(
      h.nodes.map(\.kind) == [
        .tabBarController, .navigationController, .viewController, .view, .scrollView,
      ])
    #expect(h.nodes[1].prefersLargeTitles)
    #expect(h.nodes[2].additionalSafeAreaInsets == Insets(top: 0, left: 0, bottom: 10, right: 0))
    #expect(h.nodes[3].name == "card")
    #expect(h.nodes[3].frame == CGRect(x: 0, y: 0, width: 375, height: 200))
    #expect(h.index(of: .name("card")) == 3)
    #expect(h.index(of: .index(4)) == 4)
    #expect(h.index(of: .index(5)) == nil)
  }

  @Test func swiftSpellingsOfValues() throws {
    let h = try Hierarchy.parse(
      "UIViewController(additionalSafeAreaInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, "
        + "right: 4), edgesForExtendedLayout: [.top, .left]) > UIView(frame: CGRect(x: 1, y: 2, "
        + "width: 3, height: 4), layoutMargins: .zero)")
    #expect(h.nodes[0].additionalSafeAreaInsets == Insets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(h.nodes[0].edgesForExtendedLayout == [.top, .left])
    #expect(h.nodes[1].frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(h.nodes[1].layoutMargins == .zero)
  }

  @Test func presentationsSplitViewsAndSearch() throws {
    let h = try Hierarchy.parse(
      "UISplitViewController(style: .tripleColumn, column: .supplementary, "
        + "preferredDisplayMode: .twoBesideSecondary, preferredPrimaryColumnWidthFraction: 0.3, "
        + "preferredSupplementaryColumnWidth: 300) > UINavigationController > "
        + "UIViewController(searchController: true, preferredSearchBarPlacement: .stacked, "
        + "hidesSearchBarWhenScrolling: false) > UINavigationController(modalPresentationStyle: "
        + ".formSheet, detent: .custom(300), prefersEdgeAttachedInCompactHeight: true, "
        + "preferredContentSize: {540, 620}) > UITableViewController")
    let split = try #require(h.nodes[0].split)
    #expect(split.style == .tripleColumn && split.column == .supplementary)
    #expect(split.preferredDisplayMode == .twoBesideSecondary)
    #expect(split.preferredPrimaryColumnWidthFraction == 0.3)
    #expect(h.nodes[2].search?.placement == .stacked)
    #expect(h.nodes[2].search?.hidesSearchBarWhenScrolling == false)
    let p = try #require(h.nodes[3].presentation)
    #expect(p.style == .formSheet && p.detent == .custom(300))
    #expect(p.prefersEdgeAttachedInCompactHeight)
    #expect(p.preferredContentSize == CGSize(width: 540, height: 620))
    // A sheet label presents the node, `.automatic` unless the style says.
    #expect(
      try Hierarchy.parse("UIViewController > UIViewController(detent: .medium)").nodes[1]
        .presentation
        == {
          var p = PresentationSetup()
          p.detent = .medium
          return p
        }())
  }

  @Test func formattingRoundTrips() throws {
    for text in [
      "UITabBarController(isTabBarHidden: true, isTranslucent: false) > "
        + "UINavigationController(prefersLargeTitles: true, isNavigationBarHidden: true, "
        + "isToolbarHidden: false) > UIViewController(additionalSafeAreaInsets: {1, 2, 3, 4}, "
        + "edgesForExtendedLayout: [.top], extendedLayoutIncludesOpaqueBars: true) > "
        + "UIView(name: \"card\", frame: {{0, 10}, {100, 50.5}}, layoutMargins: {1, 1, 1, 1}, "
        + "preservesSuperviewLayoutMargins: true, insetsLayoutMarginsFromSafeArea: false) > "
        + "UIScrollView(contentInsetAdjustmentBehavior: .never, contentInset: {0, 0, 10, 0}, "
        + "contentSize: {100, 2000}, alwaysBounceVertical: true, alwaysBounceHorizontal: false)",
      "UISplitViewController(style: .tripleColumn, column: .primary, preferredDisplayMode: "
        + ".twoBesideSecondary, preferredPrimaryColumnWidth: 300, preferredSupplementaryColumnWidth: "
        + "320) > UIViewController(searchController: true, preferredSearchBarPlacement: .inline) > "
        + "UINavigationController(modalPresentationStyle: .pageSheet, detent: .medium(), "
        + "widthFollowsPreferredContentSizeWhenEdgeAttached: true, preferredContentSize: {300, 400}) "
        + "> UITableViewController",
    ] {
      let chain = try Hierarchy.parse(text)
      #expect(try Hierarchy.parse(chain.formatted) == chain, "\(chain.formatted)")
    }
  }

  /// Every malformed chain gives an error at the offending token.
  @Test(arguments: [
    ("", "0: expected a view controller such as `UINavigationController`, outermost first"),
    ("   ", "0: expected a view controller such as `UINavigationController`, outermost first"),
    (
      "UIView > UIScrollView",
      "0: the chain starts at the window's root view controller, not a `UIView`: begin with `UIViewController` or a container"
    ),
    (
      "UINavigationControler > UIViewController",
      "0: unknown class `UINavigationControler`: the classes are `UITabBarController`, `UINavigationController`, `UISplitViewController`, `UIPageViewController`, `UIViewController`, `UITableViewController`, `UICollectionViewController`, `UIView`, `UIScrollView`, `UITableView`, `UICollectionView` (did you mean `UINavigationController`?)"
    ),
    (
      "UINavigationController UIViewController",
      "23: expected `>` and the next node, or the end of the chain, found `UIViewController`"
    ),
    (
      "UINavigationController >",
      "24: expected a view controller or view after `>`, found the end of the cell"
    ),
    (
      "UINavigationController > > UIView",
      "25: expected a view controller or view such as `UIViewController` or `UIView`, found `>`"
    ),
    (
      "UIViewController(prefersLargeTitles: true)",
      "17: `prefersLargeTitles:` is not a label of `UIViewController`; its labels are `name:`, `frame:`, `additionalSafeAreaInsets:`, `edgesForExtendedLayout:`, `extendedLayoutIncludesOpaqueBars:`, `modalPresentationStyle:`, `detent:`, `prefersEdgeAttachedInCompactHeight:`, `widthFollowsPreferredContentSizeWhenEdgeAttached:`, `preferredContentSize:`, `searchController:`, `preferredSearchBarPlacement:`, `hidesSearchBarWhenScrolling:`, `definesPresentationContext:`, `permittedArrowDirections:`, `titleView:`, `searchBarPlacementAllowsToolbarIntegration:`, `toolbarItems:`"
    ),
    (
      "UINavigationController(prefersLargeTitle: true)",
      "23: `prefersLargeTitle:` is not a label of `UINavigationController`; its labels are `name:`, `frame:`, `additionalSafeAreaInsets:`, `edgesForExtendedLayout:`, `extendedLayoutIncludesOpaqueBars:`, `modalPresentationStyle:`, `detent:`, `prefersEdgeAttachedInCompactHeight:`, `widthFollowsPreferredContentSizeWhenEdgeAttached:`, `preferredContentSize:`, `searchController:`, `preferredSearchBarPlacement:`, `hidesSearchBarWhenScrolling:`, `definesPresentationContext:`, `permittedArrowDirections:`, `titleView:`, `searchBarPlacementAllowsToolbarIntegration:`, `toolbarItems:`, `prefersLargeTitles:`, `isNavigationBarHidden:`, `isToolbarHidden:`, `isTranslucent:` (did you mean `prefersLargeTitles:`?)"
    ),
    (
      "UINavigationController(prefersLargeTitles: true, prefersLargeTitles: false)",
      "49: `prefersLargeTitles:` is set twice"
    ),
    (
      "UINavigationController(prefersLargeTitles: yes)",
      "43: expected `true` or `false`, found `yes`"
    ),
    (
      "UINavigationController(prefersLargeTitles true)",
      "42: expected `:` after `prefersLargeTitles`, found `true`"
    ),
    (
      "UINavigationController(prefersLargeTitles: true",
      "47: expected `,` or `)`, found the end of the cell"
    ),
    (
      "UIViewController(additionalSafeAreaInsets: {0, 0, 10})",
      "43: insets take 4 numbers {top, left, bottom, right}, found 3"
    ),
    (
      "UIViewController(additionalSafeAreaInsets: {0, 0, 10, 0)",
      "55: expected `,` or `}`, found `)`"
    ),
    (
      "UIViewController(additionalSafeAreaInsets: UIEdgeInsets(top: 1, left: 2, right: 3, bottom: 4))",
      "73: expected `bottom:` (UIEdgeInsets takes top:left:bottom:right: in that order), found `right:`"
    ),
    (
      "UIViewController > UIView(frame: {{0, 0}, {375, -1}})",
      "41: a frame's size must not be negative"
    ),
    (
      "UIViewController > UIView(frame: {0, 0, 375, 200})",
      "34: expected a rect's origin `{x, y}`, found `0`"
    ),
    (
      "UIViewController > UIView(frame: CGRect(x: 0, y: 0, width: 10))",
      "61: expected `,`, found `)`"
    ),
    (
      "UIViewController > UIView(name: card)",
      "32: expected a name in double quotes, such as `\"card\"`, found `card`"
    ),
    ("UIViewController > UIView(name: \"card)", "32: the name's `\"` is not closed"),
    (
      "UIViewController > UIView(name: \"2nd\")",
      "33: a name is a letter then letters, digits or `_` (so `safeAreaInsets[name]?` reads it), found \"2nd\""
    ),
    (
      "UIViewController > UIView(name: \"card\") > UIView(name: \"card\")",
      "55: the name \"card\" is already node 1's: names are unique"
    ),
    (
      "UIViewController > UIViewController(modalPresentationStyle: .pageSheets)",
      "60: expected a presentation style: `.automatic`, `.fullScreen`, `.pageSheet`, `.formSheet`, `.popover`, `.overFullScreen`, `.currentContext`, `.overCurrentContext`, found `.pageSheets` (did you mean `.pageSheet`?)"
    ),
    (
      "UIViewController > UIViewController(modalPresentationStyle: pageSheet)",
      "60: expected a presentation style: `.automatic`, `.fullScreen`, `.pageSheet`, `.formSheet`, `.popover`, `.overFullScreen`, `.currentContext`, `.overCurrentContext`, found `pageSheet`"
    ),
    (
      "UIViewController > UIViewController(detent: .half)",
      "44: expected a detent `.large()`, `.medium()` or `.custom(300)`, found `.half`"
    ),
    ("UIViewController > UIViewController(detent: .custom())", "52: expected a number, found `)`"),
    (
      "UIViewController > UIViewController(detent: .custom(-5))",
      "52: a length must not be negative"
    ),
    (
      "UIViewController > UIViewController(modalPresentationStyle: .formSheet, frame: {{0, 0}, {10, 10}})",
      "72: a presented view controller's frame is its presentation's: drop `frame:`"
    ),
    (
      "UIViewController(modalPresentationStyle: .fullScreen)",
      "17: the root view controller is not presented: present a later node, after the view controller that presents it"
    ),
    (
      "UIViewController > UIViewController(preferredContentSize: {540})",
      "58: a size takes 2 numbers {width, height}, found 1"
    ),
    (
      "UISplitViewController > UIView",
      "24: a split view controller's column holds a view controller, not a UIView"
    ),
    (
      "UISplitViewController(column: .detail) > UIViewController",
      "30: expected a split view column: `.primary`, `.supplementary`, `.secondary`, found `.detail`"
    ),
    (
      "UISplitViewController(preferredPrimaryColumnWidthFraction: 1.5) > UIViewController",
      "59: a fraction is between 0 and 1"
    ),
    (
      "UIViewController(edgesForExtendedLayout: [.top, .bottm])",
      "48: expected an edge `.all`, `.top`, `.left`, `.bottom` or `.right`, found `.bottm` (did you mean `.bottom`?)"
    ),
    (
      "UIViewController(edgesForExtendedLayout: [.top .bottom])",
      "47: expected `,` or `]`, found `.`"
    ),
    (
      "UIViewController(searchController: false, hidesSearchBarWhenScrolling: false)",
      "42: search bar labels need a search controller: `searchController: true`"
    ),
    (
      "UIViewController > UITableView(contentInsetAdjustmentBehavior: .automatik)",
      "63: expected an adjustment behaviour: `.automatic`, `.scrollableAxes`, `.never`, `.always`, found `.automatik` (did you mean `.automatic`?)"
    ),
    (
      "UIViewController > UITableView(contentSize: {100, x})",
      "50: expected a number for `height`, found `x`"
    ),
    (
      "UIViewController(additionalSafeAreaInsets: {1e3, 0, 0, 0})",
      "44: `1e3` is not a number: write a plain decimal such as `44`, `-10` or `53.667`"
    ),
    ("UIViewController)", "16: expected `>` and the next node, or the end of the chain, found `)`"),
  ])
  func malformedChains(text: String, expected: String) {
    #expect(notationError(Hierarchy.self, text) == expected)
  }

  /// A chain's error is located at its column in the table.
  @Test func errorsAreLocatedInTheCell() throws {
    let text = """
      | scenario | hierarchy | safeAreaInsets? |
      |---|---|---|
      | bad | UINavigationController > UIViewControler |  |
      """
    let table = try MarkdownReader.read(Array(text.utf8), file: "t.md").tables[0]
    var evaluator = TableEvaluator(table: table, file: "t.md")
    let row = evaluator.evaluate(table.rows[0], options: .check)
    let error = try #require(row.errors.first)
    // Column 9 is the cell's first character; the class starts 25 later.
    #expect(error.location == TextLocation(line: 3, column: 9 + 25))
    #expect(error.message.contains("did you mean `UIViewController`?"))
  }

  @Test func keyboardNotation() throws {
    #expect(try KeyboardState.parse("docked(336)") == .docked(height: 336))
    #expect(try KeyboardState.parse(".docked(height: 291)") == .docked(height: 291))
    #expect(
      try KeyboardState.parse("floating({{10, 20}, {300, 200}})")
        == .floating(CGRect(x: 10, y: 20, width: 300, height: 200)))
    #expect(try KeyboardState.parse("none") == KeyboardState.none)
    #expect(
      notationError(KeyboardState.self, "docked(-1)") == "7: a length must not be negative")
    #expect(
      notationError(KeyboardState.self, "dockd(336)")
        == "0: expected \(KeyboardState.notation), found `dockd` (did you mean `docked`?)")
    #expect(
      notationError(KeyboardState.self, "docked(336) x")
        == "12: expected the end of the cell, found `x`")
    #expect(
      notationError(KeyboardState.self, "undocked(336)")
        == "9: expected a rect `{{x, y}, {width, height}}` or `CGRect(x:y:width:height:)`, "
        + "found `336`")
  }

  @Test func nodeOutputsByIndexAndName() {
    let v = Vocabulary.standard
    #expect(v["safeAreaInsets[2]?"]?.name == "safeAreaInsets[2]?")
    #expect(v["safeAreaInsets[card]?"]?.name == "safeAreaInsets[card]?")
    #expect(v["adjustedContentInset[inner_list]?"] != nil)
    #expect(v["frame[2nd]?"] == nil)
    #expect(v["frame[]?"] == nil)
    #expect(v["itemFrame[card]?"] == nil)
  }

  /// Scenarios/containers.md lists every label each class takes.
  @Test func theGuideListsEveryLabel() throws {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent("Scenarios/containers.md"), encoding: .utf8)
    for kind in HierarchyNodeKind.allCases {
      #expect(text.contains("`\(kind.rawValue)`"), "\(kind.rawValue)")
      for label in HierarchyChain.labels(of: kind) {
        #expect(text.contains("`\(label):`"), "\(kind.rawValue) \(label):")
      }
    }
  }
}

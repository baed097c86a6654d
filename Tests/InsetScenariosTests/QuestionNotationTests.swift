import Foundation
import Testing

@testable import InsetModel
@testable import InsetScenarios

@Suite("Components and tolerances")
struct ComponentNotationTests {
  @Test func toleranceSplitsOffTheCell() throws {
    let plain = try CellTolerance.split("{677.3, 20}")
    #expect(plain.value == "{677.3, 20}" && plain.tolerance == nil)
    let split = try CellTolerance.split("{677.3, 20} ±0.05")
    #expect(split.value == "{677.3, 20}")
    #expect(abs((split.tolerance ?? 0) - 0.05) < 1e-6)
    #expect(split.toleranceOffset == 12)
    let ascii = try CellTolerance.split("677.3+-0.05")
    #expect(ascii.value == "677.3" && ascii.toleranceOffset == 5)
    let tabs = try CellTolerance.split("677.3\t±\t.5")
    #expect(tabs.value == "677.3" && abs((tabs.tolerance ?? 0) - 0.5) < 1e-6)
    let zero = try CellTolerance.split("1 ±0")
    #expect(zero.tolerance == 1e-9)
  }

  @Test func toleranceErrorsNameTheirOffset() {
    func error(_ text: String) -> NotationError? {
      do {
        _ = try CellTolerance.split(text)
        return nil
      } catch { return error }
    }
    #expect(error("677.3 ±")?.offset == 6)
    #expect(error("±1")?.offset == 0)
    #expect(error("1 ±-1")?.offset == 3)
    #expect(error("1 ±0.05x")?.offset == 3)
    #expect(error("1 ±1e3")?.message.contains("found `1e3`") == true)
  }

  @Test func toleranceReplacesTheContractsAtItsBoundary() {
    // The root view of a bare screen with no bars reads {59, 0, 34, 0} pinned.
    func lines(_ cell: String) -> [String] {
      runLines(
        """
        | device | rootSafeAreaInsets.top? |
        |---|---|
        | iPhone 16 | \(cell) |
        """)
    }
    #expect(lines("59.05 ±0.05") == ["scenarios: 1 passed, 0 failed"])
    #expect(lines("58.95 ±0.05") == ["scenarios: 1 passed, 0 failed"])
    #expect(
      lines("59.06 ±0.05") == [
        "t.md:3: failed: rootSafeAreaInsets.top? expected 59.06 ±0.05, got 59",
        "scenarios: 0 passed, 1 failed",
      ])
    // Without a tolerance of its own a cell keeps the contract's 0.01.
    #expect(lines("59.02").first?.contains("failed") == true)
    // A tolerance narrower than the contract's is kept too.
    #expect(lines("59.005 ±0.001").first?.contains("failed") == true)
  }

  @Test func everyComponentOfEveryShapeIsAKey() throws {
    let vocabulary = Vocabulary.standard
    let outputs: [(String, ValueShape)] = [
      ("safeAreaInsets", .insets), ("directionalLayoutMargins", .directionalInsets),
      ("screenSize", .size), ("contentOffset", .point), ("presentedFrame", .rect),
    ]
    for (base, shape) in outputs {
      for path in shape.paths {
        let key = try #require(vocabulary["\(base).\(path.name)?"], "\(base).\(path.name)?")
        #expect(key.role == .output && key.section == vocabulary[base + "?"]?.section)
        switch path.result {
        case .number: #expect(key.notation == CGFloat.notation)
        case .point: #expect(key.notation == CGPoint.notation)
        case .size: #expect(key.notation == CGSize.notation)
        }
      }
    }
    // Indexed and named outputs have components too, after their brackets.
    #expect(vocabulary["frame[2].origin.y?"]?.name == "frame[2].origin.y?")
    #expect(vocabulary["safeAreaInsets[card].top?"] != nil)
    #expect(vocabulary["itemFrame[7].maxY?"] != nil)
    // Not components: no dot, an empty base, an input, an enum, an unknown path.
    for name in [
      ".top?", "safeAreaInsets.top", "contentInset.top?", "presentation.x?",
      "safeAreaInsets.middle?", "safeAreaInsets.top.x?", "frame.origin.z?", "screenSize.?",
    ] {
      #expect(vocabulary[name] == nil, "\(name)")
      // Each is worded as a component's problem but the first two, which are no component.
      #expect(
        (vocabulary.componentProblem(name) == nil)
          == [".top?", "safeAreaInsets.top"].contains(name),
        "\(name)")
    }
  }

  @Test func componentsAreTheWholeValuesNumbers() throws {
    // For real scenes, each component reads what the whole output's value
    // holds at that place (a swapped path, `.left` reading `right`, fails).
    let vocabulary = Vocabulary.standard
    for device in [
      "iPhone 16", "iPhone X", "iPad Pro (11-inch) (4th generation)", "iPhone Duo (folded)",
    ] {
      for orientation in [Orientation.portrait, .landscapeLeft] {
        var scene = LayoutScene()
        scene.screen.device = DeviceCatalog.device(named: device)
        scene.screen.orientation = orientation
        scene.controller.navigationBar = .visible
        let r = scene.resolve()
        let insets = r.rootSafeAreaInsets
        let frame = r.rootFrame
        let expected: [(String, CGFloat)] = [
          ("rootSafeAreaInsets.top?", insets.top), ("rootSafeAreaInsets.left?", insets.left),
          ("rootSafeAreaInsets.bottom?", insets.bottom),
          ("rootSafeAreaInsets.right?", insets.right), ("rootFrame.origin.x?", frame.minX),
          ("rootFrame.origin.y?", frame.minY), ("rootFrame.width?", frame.width),
          ("rootFrame.size.height?", frame.height), ("rootFrame.maxX?", frame.maxX),
          ("rootFrame.midY?", frame.midY),
        ]
        for (name, value) in expected {
          let key = try #require(vocabulary[name])
          #expect(key.describe(scene, r)?.text == PointNotation.format(value), "\(name)")
        }
        let origin = try #require(vocabulary["rootFrame.origin?"])
        #expect(origin.describe(scene, r)?.text == GeometryNotation.format(frame.origin))
      }
    }
  }

  @Test func headerErrorsPointAtTheComponent() {
    let lines = runLines(
      """
      | scenario | safeAreaInsets.lft? | presentation.x? |
      |---|---|---|
      | x | 0 | 0 |
      """)
    #expect(
      lines.first
        == "t.md:1:29: error: `safeAreaInsets?` is insets with no `.lft`; its components are "
        + "`.top`, `.left`, `.bottom`, `.right` (did you mean `safeAreaInsets.left?`?)")
    #expect(
      lines.dropFirst().first?.hasPrefix("t.md:1:48: error: `presentation?` is one of") == true)
  }
}

@Suite("Split views, presentations and traits as the notation asks them")
struct QuestionModelTests {
  @Test func primaryColumnBoundsHoldTheWidth() {
    var setup = SplitViewSetup()
    let a = Assumptions()
    #expect(SplitViewRules.primaryColumnWidth(setup, width: 1194, assumptions: a) == 320)
    setup.preferredPrimaryColumnWidth = 500
    #expect(SplitViewRules.primaryColumnWidth(setup, width: 1194, assumptions: a) == 500)
    setup.maximumPrimaryColumnWidth = 400
    #expect(SplitViewRules.primaryColumnWidth(setup, width: 1194, assumptions: a) == 400)
    setup.minimumPrimaryColumnWidth = 450
    // A minimum above the maximum wins, as UIKit applies the minimum last.
    #expect(SplitViewRules.primaryColumnWidth(setup, width: 1194, assumptions: a) == 450)
    setup = SplitViewSetup()
    setup.preferredPrimaryColumnWidthFraction = 0.1
    setup.minimumPrimaryColumnWidth = 200
    #expect(SplitViewRules.primaryColumnWidth(setup, width: 1194, assumptions: a) == 200)
    setup.minimumPrimaryColumnWidth = 100
    #expect(
      abs(SplitViewRules.primaryColumnWidth(setup, width: 1194, assumptions: a) - 119.4) < 1e-9)
  }

  @Test func theContextIsTheFirstThatDefinesIt() throws {
    func context(_ chain: String) throws -> Int? {
      let h = try Hierarchy.parse(chain)
      let presented = try #require(h.nodes.lastIndex { $0.presentation != nil })
      return h.nodes.withChain {
        HierarchyRules.presentationContext(presenter: presented - 1, chain: $0)
      }
    }
    #expect(
      try context("UIViewController > UIViewController(modalPresentationStyle: .currentContext)")
        == 0)
    #expect(
      try context(
        "UITabBarController > UINavigationController > UIViewController > "
          + "UIViewController(modalPresentationStyle: .currentContext)") == 1)
    #expect(
      try context(
        "UINavigationController(definesPresentationContext: false) > UIViewController > "
          + "UIViewController(modalPresentationStyle: .currentContext)") == 0)
    #expect(
      try context(
        "UINavigationController > UIViewController(definesPresentationContext: true) > "
          + "UIViewController(modalPresentationStyle: .currentContext)") == 1)
  }

  @Test func arrowDirectionsParseAndPrintBack() throws {
    let h = try Hierarchy.parse(
      "UIViewController > UIViewController(modalPresentationStyle: .popover, "
        + "permittedArrowDirections: [.left, .up], definesPresentationContext: true)")
    #expect(h.nodes[1].presentation?.permittedArrowDirections == [.up, .left])
    #expect(h.nodes[1].definesPresentationContext == true)
    #expect(try Hierarchy.parse(h.formatted) == h)
    #expect(h.formatted.contains("permittedArrowDirections: [.up, .left]"))
    let any = try Hierarchy.parse(
      "UIViewController > UIViewController(permittedArrowDirections: [.up, .down, .left, .right])")
    #expect(any.nodes[1].presentation?.permittedArrowDirections == nil)
    #expect(throws: NotationError.self) {
      try Hierarchy.parse("UIViewController > UIViewController(permittedArrowDirections: .upp)")
    }
    do {
      _ = try Hierarchy.parse("UIViewController > UIViewController(permittedArrowDirections: .upp)")
    } catch {
      #expect(error.message.contains("did you mean `.up`?"))
      #expect(error.offset == 62)
    }
  }

  @Test func semanticContentAttributeDecidesTheViewsDirection() {
    for attribute in SemanticContentAttribute.allCases {
      for app in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
        let expected: UserInterfaceLayoutDirection =
          switch attribute {
          case .unspecified: app
          case .forceRightToLeft: .rightToLeft
          case .playback, .spatial, .forceLeftToRight: .leftToRight
          }
        #expect(attribute.layoutDirection(inheriting: app) == expected)
      }
    }
  }

  @Test func aTextSizeWithoutAWidthIsAProblemAndWithOneIsApplied() {
    var scene = LayoutScene()
    scene.traits.preferredContentSizeCategory = .accessibilityLarge
    #expect(
      scene.problems().contains { $0.message.contains("assumeReadableContentWidthAtTextSize") })
    scene.assumptions.readableContentWidthAtTextSize = 300
    #expect(scene.problems().isEmpty)
    #expect(scene.resolve().view.readableContentGuideFrame.width == 300)
    scene.traits.preferredContentSizeCategory = .large
    #expect(
      scene.resolve().view.readableContentGuideFrame
        == LayoutScene().resolve().view.readableContentGuideFrame)
  }
}

import Foundation
import InsetModel
import Testing

/// Sheets, form sheets and popovers on iOS 26 held against the real iOS 26.1 simulator prints
/// ([openuikit-sheet-metrics], [openuikit-sheet-detent-tests], [chatty-ipad]).
@Suite("Sheets and popovers on iOS 26, as printed")
struct GlassPresentationTests {
  func scene(
    _ device: String, _ style: ModalPresentationStyle, _ detent: SheetDetent = .large,
    orientation: Orientation = .portrait
  ) -> LayoutScene {
    var node = HierarchyNode(.viewController)
    node.presentation = PresentationSetup(style: style)
    node.presentation?.detent = detent
    var s = HierarchyTests().scene(device, [HierarchyNode(.viewController), node])
    s.screen.orientation = orientation
    return s
  }

  func presented(_ s: LayoutScene) throws -> PresentationResolution {
    try MeasuredPresentationTests().presented(s)
  }

  func messages(_ s: LayoutScene) -> [String] { MeasuredPresentationTests().messages(s) }

  // MARK: Where a phone's sheet starts

  /// The SE's print: 30 whatever the status bar. Mutation tried: the old rule (the safe-area
  /// top plus the assumed gap 0) starts the sheet at 20 with the status bar shown and at 0
  /// hidden, and fails both.
  @Test(arguments: [StatusBarSetting.visible, .hidden])
  func theSESheetStartsAtThirty(_ statusBar: StatusBarSetting) throws {
    var s = scene("iPhone SE (3rd generation)", .pageSheet)
    s.screen.statusBar = statusBar
    let p = try presented(s)
    #expect(p.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
    #expect(p.maximumDetentValue == 637)
    #expect(p.safeAreaInsets == .zero)
    #expect(messages(s).isEmpty, "\(messages(s))")
  }

  /// The floor is a floor: a phone whose safe-area top is above 30 starts there.
  @Test(arguments: [0, 20, 29.5, 30, 44, 59, 62, 68] as [CGFloat])
  func theTopIsTheSafeAreaTopAtLeastThirty(_ top: CGFloat) {
    let window = Insets(top: top, left: 0, bottom: 0, right: 0)
    for home in [false, true] {
      #expect(
        PresentationRules.sheetTop(
          window: window, glass: true, hasHomeIndicator: home, idiom: .phone,
          assumptions: Assumptions()) == max(30, top))
    }
  }

  @Test func aRowsGapReplacesTheRuleOnAHomeButtonPhoneOnly() throws {
    var s = scene("iPhone SE (3rd generation)", .pageSheet)
    s.assumptions.glassHomeButtonSheetGap = 0
    #expect(try presented(s).frame.minY == 20)
    var island = scene("iPhone 16", .pageSheet)
    island.assumptions.glassHomeButtonSheetGap = 0
    #expect(try presented(island).frame.minY == 59)
  }

  // MARK: The medium detent

  /// 425/759 of the maximum, to the pixel. Mutation tried: half the screen less 1 (the rule read
  /// from the iPhone 16 alone) gives 332.5 on the SE and fails.
  @Test func theMediumDetentIsAFractionOfTheMaximum() throws {
    #expect(try presented(scene("iPhone 16", .pageSheet, .medium)).detentValue == 425)
    let se = try presented(scene("iPhone SE (3rd generation)", .pageSheet, .medium))
    #expect(se.detentValue == 356.5)
    #expect(se.frame == CGRect(x: 0, y: 310.5, width: 375, height: 356.5))
    #expect(
      PresentationRules.mediumDetent(
        maximum: 650, height: 1180, scale: 2, glass: true, assumptions: Assumptions()) == 364)
    // Before iOS 26 the assumed fraction of the screen's height.
    #expect(
      PresentationRules.mediumDetent(
        maximum: 749, height: 852, scale: 3, glass: false, assumptions: Assumptions()) == 426)
  }

  /// Whatever the maximum and the scale, the value sits on the pixel grid within half a pixel
  /// of 425/759 of the maximum, and never above it.
  @Test(arguments: [1, 2, 3] as [CGFloat])
  func theMediumDetentIsOnThePixelGrid(_ scale: CGFloat) {
    for maximum in stride(from: CGFloat(100), through: 1400, by: 13.25) {
      let value = PresentationRules.mediumDetent(
        maximum: maximum, height: 0, scale: scale, glass: true, assumptions: Assumptions())
      let pixels = value * scale
      #expect(abs(pixels - pixels.rounded()) < 1e-9, "\(maximum) @\(scale)")
      #expect(abs(value - maximum * 425 / 759) <= 0.5 / scale + 1e-9, "\(maximum) @\(scale)")
      #expect(value <= maximum)
    }
  }

  // MARK: Cards under 200 pt

  /// A card under 200 is the detent's height; from 200 up the bottom inset is added under it.
  /// Mutation tried: adding the bottom inset under every card makes the 100 card 134 tall.
  @Test(
    arguments: [(10, 10), (100, 100), (144, 144), (200, 234), (400, 434)] as [(CGFloat, CGFloat)])
  func aCardsUnscaledHeight(_ value: CGFloat, _ height: CGFloat) throws {
    let p = try presented(scene("iPhone 16", .pageSheet, .custom(value)))
    #expect(p.frame == CGRect(x: 0, y: 852 - height, width: 393, height: height))
  }

  @Test func aCardOnAWindowWithNoBottomInsetReadsNone() throws {
    let s = scene("iPhone SE (3rd generation)", .pageSheet, .custom(150))
    let p = try presented(s)
    #expect(p.safeAreaInsets == .zero)
    #expect(!p.bottomInsetUnprinted)
    #expect(p.frame == CGRect(x: 0, y: 517, width: 375, height: 150))
    #expect(messages(s).isEmpty, "\(messages(s))")
  }

  // MARK: iPads

  @Test func aPortraitIPadPageSheetIsFullWidth() throws {
    let p = try presented(scene("iPad (A16)", .pageSheet))
    #expect(p.appearance == .sheet)
    #expect(p.frame == CGRect(x: 0, y: 42, width: 820, height: 1138))
    #expect(p.maximumDetentValue == 1113)
    // Held wide, no print: the assumed centred size.
    let wide = try presented(scene("iPad (A16)", .pageSheet, orientation: .landscapeLeft))
    #expect(wide.appearance == .centeredSheet)
  }

  /// The printed form sheets, and the rule's bottom edge: every detent below 650 ends where the
  /// full sheet does. Mutation tried: centring each detent's own height moves the 343 sheet to
  /// y 418.5 and fails.
  @Test func theFormSheetIsTheCentredCard() throws {
    for (device, frame) in [
      ("iPad (A16)", CGRect(x: 120, y: 260, width: 580, height: 650)),
      ("iPad Air 13-inch (M4)", CGRect(x: 222, y: 353, width: 580, height: 650)),
    ] {
      let s = scene(device, .formSheet)
      let p = try presented(s)
      #expect(p.appearance == .centeredSheet)
      #expect(p.frame == frame, "\(device)")
      #expect(p.maximumDetentValue == 650)
      #expect(p.safeAreaInsets == .zero)
      #expect(messages(s).isEmpty, "\(messages(s))")
    }
    let custom = try presented(scene("iPad (A16)", .formSheet, .custom(343)))
    #expect(custom.frame == CGRect(x: 120, y: 567, width: 580, height: 343))
    for value in stride(from: CGFloat(0), through: 700, by: 37) {
      let p = try presented(scene("iPad (A16)", .formSheet, .custom(value)))
      #expect(p.frame.maxY == 910, "\(value)")
      #expect(p.frame.height == min(value, 650), "\(value)")
    }
  }

  @Test func aFormSheetOfAGivenSizeFloatsCentred() throws {
    var s = scene("iPad (A16)", .formSheet)
    s.hierarchy?.nodes[1].presentation?.preferredContentSize = CGSize(width: 540, height: 620)
    #expect(try presented(s).frame == CGRect(x: 140, y: 280, width: 540, height: 620))
  }

  /// Before iOS 26 no default was printed: the row is still refused, naming the print.
  @Test func beforeLiquidGlassAFormSheetAsksForItsSize() {
    var s = scene("iPad (A16)", .formSheet)
    s.screen.iOSVersion = 18
    #expect(messages(s).contains { $0.contains("would settle it") && $0.contains("form sheet") })
  }

  // MARK: Popovers

  @Test func aGlassPopoverIsItsPreferredSize() throws {
    var s = scene("iPad (A16)", .popover)
    s.hierarchy?.nodes[1].presentation?.preferredContentSize = CGSize(width: 240, height: 180)
    let p = try presented(s)
    #expect(p.appearance == .popover)
    #expect(p.frame.size == CGSize(width: 240, height: 180))
    #expect(p.safeAreaInsets == .zero)
    #expect(messages(s).isEmpty, "\(messages(s))")
  }

  /// Before iOS 26 the arrow's depth is still asked, but the problem spares `presentation?`.
  @Test func anUnprintedArrowSparesOnlyThePresentation() throws {
    var s = scene("iPad (A16)", .popover)
    s.screen.iOSVersion = 18
    s.hierarchy?.nodes[1].presentation?.preferredContentSize = CGSize(width: 240, height: 180)
    let problems = s.problems()
    #expect(problems.count == 1)
    let arrow = try #require(problems.first)
    #expect(arrow.message.contains("popoverArrowHeight"))
    #expect(arrow.message.contains("would settle it"))
    #expect(arrow.spares == [.presentation])
  }

  // MARK: A compact height

  @Test(arguments: [SheetDetent.large, .medium, .custom(300)])
  func aCompactHeightFillsTheWindow(_ detent: SheetDetent) throws {
    for style in [ModalPresentationStyle.pageSheet, .formSheet, .popover] {
      let p = try presented(
        scene("iPhone SE (3rd generation)", style, detent, orientation: .landscapeLeft))
      #expect(p.appearance == .fullScreen)
      #expect(p.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
    }
  }
}

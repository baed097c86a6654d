import Foundation
import InsetModel
import Testing

/// A scene on `device`, at iOS 27.1 unless `version` says otherwise.
private func scene(
  _ device: String, _ orientation: Orientation = .portrait, version: CGFloat = OSVersions.newest,
  _ configure: (inout LayoutScene) -> Void = { _ in }
) throws -> LayoutScene {
  var s = LayoutScene()
  let found: Device = try #require(DeviceCatalog.device(named: device))
  s.screen.device = found
  s.screen.orientation = orientation
  s.screen.iOSVersion = version
  configure(&s)
  return s
}

private let pad = "iPad Pro 13-inch (M5)"
private let window = CGRect(x: 100, y: 150, width: 700, height: 600)

@Suite("iPadOS 26 windows")
struct WindowRulesTests {
  @Test func aFreeformWindowTakesTheFloatingTopAndNoControls() throws {
    let r = try scene(pad, .landscapeLeft) { $0.screen.windowFrame = window }.resolve()
    #expect(r.screen.window.isFreeform)
    #expect(r.windowSafeAreaInsets == Insets(top: 10, left: 0, bottom: 0, right: 0))
    #expect(r.screen.window.frame == window)
    #expect(r.screen.window.controls == .corner)
    // The controls' width is unpublished: no frame until a row gives it.
    #expect(r.screen.window.controlsFrame(direction: .leftToRight) == nil)
  }

  @Test func theWindowOverlapsTheStatusBarAndHomeIndicatorBands() throws {
    let top = try scene(pad, .landscapeLeft) {
      $0.screen.windowFrame = CGRect(x: 0, y: 10, width: 700, height: 600)
    }.resolve()
    #expect(top.windowSafeAreaInsets.top == 22)  // 32 - 10
    let bottom = try scene(pad, .landscapeLeft) {
      $0.screen.windowFrame = CGRect(x: 0, y: 422, width: 700, height: 600)  // ends 10 short
    }.resolve()
    #expect(bottom.windowSafeAreaInsets.bottom == 15)  // 25 - 10
  }

  @Test func sizeClassesFollowTheWidth() throws {
    for (width, expected) in [(677, SizeClass.compact), (678, .regular), (400, .compact)] {
      let r = try scene(pad, .landscapeLeft) {
        $0.screen.windowFrame = CGRect(x: 0, y: 100, width: CGFloat(width), height: 500)
      }.resolve()
      #expect(r.screen.sizeClasses == SizeClasses(horizontal: expected, vertical: .regular))
    }
  }

  @Test func eachControlStyle() throws {
    func controls(
      _ style: WindowingControlStyle, sdk: CGFloat? = nil,
      direction: UserInterfaceLayoutDirection = .leftToRight
    ) throws -> (CGRect?, Insets) {
      let s = try scene(pad, .landscapeLeft) {
        $0.screen.windowFrame = window
        $0.screen.window.controlStyle = style
        $0.screen.sdkVersion = sdk
        $0.assumptions.windowControlsWidth = 80
        $0.assumptions.minimalControlsStripHeight = 30
      }
      let r = s.resolve()
      return (r.screen.window.controlsFrame(direction: direction), r.windowSafeAreaInsets)
    }
    #expect(
      try controls(.automatic) == (
        CGRect(x: 0, y: 0, width: 80, height: 40), Insets(top: 10, left: 0, bottom: 0, right: 0)
      ))
    #expect(try controls(.unified).0 == CGRect(x: 0, y: 0, width: 80, height: 40))
    #expect(
      try controls(.automatic, direction: .rightToLeft).0
        == CGRect(x: 620, y: 0, width: 80, height: 40))
    #expect(
      try controls(.minimal) == (
        CGRect(x: 0, y: 0, width: 700, height: 30), Insets(top: 30, left: 0, bottom: 0, right: 0)
      ))
    #expect(
      try controls(.minimal, sdk: 18) == (
        CGRect(x: 0, y: 0, width: 80, height: 32), Insets(top: 32, left: 0, bottom: 0, right: 0)
      ))
  }

  @Test func fullScreenHidesTheControlsUnlessShown() throws {
    let hidden = try scene(pad, .landscapeLeft).resolve()
    #expect(hidden.screen.window.controls == .none)
    #expect(hidden.windowSafeAreaInsets == Insets(top: 32, left: 0, bottom: 25, right: 0))
    let shown = try scene(pad, .landscapeLeft) { $0.screen.window.controls = .visible }.resolve()
    #expect(shown.screen.window.controls == .corner)
    #expect(shown.windowSafeAreaInsets == hidden.windowSafeAreaInsets)
  }

  @Test func phonesAndOlderPadsHaveNoWindowGeometry() throws {
    let phone = try scene("iPhone 17 Pro").resolve()
    #expect(phone.screen.window.controls == .none)
    #expect(phone.screen.window.cornerAdaptation == nil)
    let older = try scene(pad, .landscapeLeft, version: 18) {
      $0.screen.screenSize = CGSize(width: 700, height: 1032)
    }.resolve()
    #expect(!older.screen.window.isFreeform)
    #expect(older.screen.window.cornerAdaptation == nil)
  }

  @Test func problemsNameWhatIsUnpublished() throws {
    func messages(_ s: LayoutScene) -> [String] { s.problems().map(\.message) }
    let split = try scene(pad, .landscapeLeft) { $0.screen.multitasking = .half }
    #expect(messages(split).contains { $0.contains("`windowFrame`") })
    let phone = try scene("iPhone 17 Pro") { $0.screen.windowFrame = window }
    #expect(messages(phone).contains { $0.contains("fills its screen") })
    let outside = try scene(pad, .portrait) {
      $0.screen.windowFrame = CGRect(x: 500, y: 0, width: 700, height: 600)
    }
    #expect(messages(outside).contains { $0.contains("does not fit the screen") })
    let minimal = try scene(pad, .landscapeLeft) {
      $0.screen.windowFrame = window
      $0.screen.window.controlStyle = .minimal
    }
    #expect(messages(minimal).contains { $0.contains("assumeMinimalControlsStripHeight") })
    let region = try scene(pad, .landscapeLeft, version: 26) {
      $0.regions.layoutRegion = .margins(cornerAdaptation: .horizontal)
    }
    #expect(messages(region).contains { $0.contains("26.1") })
    let good = try scene(pad, .landscapeLeft) {
      $0.screen.windowFrame = window
      $0.assumptions.windowControlsWidth = 80
    }
    #expect(good.problems().isEmpty)
  }
}

@Suite("iPhone Duo")
struct FoldableTests {
  @Test func eachDisplayIsADeviceOfIOS27Point1() throws {
    let cover = try #require(DeviceCatalog.device(named: "iPhone Duo (folded)"))
    let inner = try #require(DeviceCatalog.device(named: "iPhone Duo inner display"))
    #expect(cover.foldableDisplay == .cover)
    #expect(inner.foldableDisplay == .inner)
    #expect(cover.runs(27.1) && !cover.runs(27) && !cover.runs(26))
    #expect(cover.osRange == "iOS 27.1")
    #expect(DeviceCatalog.device(named: "iPhone Duo") == nil)
    #expect(DeviceCatalog.ambiguous[Device.normalized("iPhone Duo")] != nil)
  }

  @Test func windowInsetsPerOrientation() {
    #expect(
      FoldableDisplay.cover.windowSafeAreaInsets(.portrait)
        == Insets(top: 0, left: 0, bottom: 34, right: 84))
    #expect(
      FoldableDisplay.cover.windowSafeAreaInsets(.landscapeRight)
        == Insets(top: 0, left: 84, bottom: 34, right: 0))
    #expect(
      FoldableDisplay.inner.windowSafeAreaInsets(.landscapeLeft)
        == Insets(top: 0, left: 0, bottom: 34, right: 84))
    #expect(
      FoldableDisplay.inner.windowSafeAreaInsets(.portrait)
        == Insets(top: 82, left: 0, bottom: 34, right: 0))
    #expect(FoldableDisplay.inner.stripSide(.portrait) == nil)
    #expect(
      FoldableDisplay.inner.sizeClasses(.portrait)
        == SizeClasses(horizontal: .regular, vertical: .regular))
    #expect(
      FoldableDisplay.cover.sizeClasses(.landscapeLeft)
        == SizeClasses(horizontal: .compact, vertical: .compact))
  }

  @Test func theScreenRulesGiveTheDisplaysWindow() throws {
    let r = try scene("iPhone Duo (unfolded)", .landscapeLeft).resolve()
    #expect(r.screenSize == CGSize(width: 951, height: 669))
    #expect(r.scale == 3)
    #expect(r.screen.statusBarHeight == 0)
    #expect(r.screen.window.verticalBarFrame == CGRect(x: 867, y: 0, width: 84, height: 669))
    #expect(r.regions.verticalBarEdge == .trailing)
    let rtl = try scene("iPhone Duo (unfolded)", .landscapeLeft) {
      $0.view.layoutDirection = .rightToLeft
    }.resolve()
    #expect(rtl.regions.verticalBarEdge == .leading)
    let tall = try scene("iPhone Duo (unfolded)").resolve()
    #expect(tall.screen.statusBarHeight == 82)
    #expect(tall.regions.verticalBarEdge == .unspecified)
  }

  @Test func barsGoIntoTheStripNeverDoublingIt() throws {
    let tab = try scene("iPhone Duo (folded)") { $0.controller.tabBar = .visible }.resolve()
    #expect(tab.rootSafeAreaInsets == Insets(top: 0, left: 0, bottom: 34, right: 84))
    #expect(tab.containers.tabBarFrame == nil)
    let both = try scene("iPhone Duo (folded)") {
      $0.controller.tabBar = .visible
      $0.controller.navigationBar = .visible
    }.resolve()
    #expect(both.rootSafeAreaInsets == Insets(top: 82, left: 0, bottom: 34, right: 84))
    #expect(both.containers.navigationBarFrame == nil)
    // Held tall the bars are horizontal: 49 + 34.
    let tall = try scene("iPhone Duo (unfolded)") { $0.controller.tabBar = .visible }.resolve()
    #expect(tall.rootSafeAreaInsets == Insets(top: 82, left: 0, bottom: 83, right: 0))
  }

  @Test func marginsAreTwentyAndNoneBesideTheStrip() throws {
    let r = try scene("iPhone Duo (folded)").resolve()
    #expect(
      r.systemMinimumLayoutMargins == DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
    )
    #expect(r.rootLayoutMargins == Insets(top: 0, left: 20, bottom: 34, right: 84))
    #expect(r.regions.containerContentMargins == r.systemMinimumLayoutMargins)
  }

  @Test func problemsNameWhatIsUnprobed() throws {
    func messages(_ s: LayoutScene) -> [String] { s.problems().map(\.message) }
    #expect(!messages(try scene("iPhone Duo (folded)", .portraitUpsideDown)).isEmpty)
    #expect(!messages(try scene("iPhone Duo (folded)") { $0.screen.sdkVersion = 27 }).isEmpty)
    #expect(!messages(try scene("iPhone Duo (folded)", version: 27)).isEmpty)
    let disabled = try scene("iPhone Duo (folded)") {
      $0.screen.window.verticalBarBehavior = .disabled
    }
    #expect(messages(disabled).contains { $0.contains("disabled") })
    // Held tall a navigation bar is the probe's; a toolbar there is unprinted.
    let tallNavigation = try scene("iPhone Duo (unfolded)") {
      $0.controller.navigationBar = .visible
    }
    #expect(messages(tallNavigation).isEmpty)
    let tallToolbar = try scene("iPhone Duo (unfolded)") { $0.controller.toolbar = .visible }
    #expect(messages(tallToolbar).contains { $0.contains("toolbar") && $0.contains("held tall") })
    let hinge = try scene("iPhone Duo (folded)") { $0.screen.window.hinge = .partiallyOpen }
    #expect(!messages(hinge).isEmpty)
    #expect(try scene("iPhone Duo (unfolded)", .landscapeLeft).problems().isEmpty)
  }

  @Test func anOlderSDKsLetterboxAnswersOnlyItsPrintedSize() throws {
    // Built before 27, held tall: the printed bounds on either display, and only them.
    for display in ["iPhone Duo (folded)", "iPhone Duo (unfolded)"] {
      let tall = try scene(display) { $0.screen.sdkVersion = 26 }
      #expect(tall.resolve().screen.screenSize == CGSize(width: 375, height: 667))
      let problems = tall.problems()
      #expect(problems.count == 1)
      #expect(problems.first?.spares == [.screenSize])
      #expect(problems.first?.message.contains("safeAreaInsets") == true)
    }
    // Held wide, and built with 27.0, no print: nothing is spared, and the error names the print.
    let wide = try scene("iPhone Duo (unfolded)", .landscapeLeft) { $0.screen.sdkVersion = 26 }
    #expect(wide.problems().map(\.spares) == [[]])
    #expect(wide.problems().first?.message.contains("held wide would settle it") == true)
    let sdk27 = try scene("iPhone Duo (unfolded)") { $0.screen.sdkVersion = 27 }
    #expect(sdk27.problems().map(\.spares) == [[]])
    #expect(sdk27.problems().first?.message.contains("27.0 SDK on each display") == true)
    #expect(sdk27.resolve().screen.screenSize == CGSize(width: 669, height: 951))
    // From 27.1 the app fills the display, and nothing is refused.
    let current = try scene("iPhone Duo (unfolded)") { $0.screen.sdkVersion = 27.1 }
    #expect(current.problems().isEmpty)
    #expect(current.resolve().screen.screenSize == CGSize(width: 669, height: 951))
  }
}

/// The iPhone Duo's strip side and `assumeDuoInnerStripTrailing`: where the
/// strip is, and that everything that depends on its side agrees.
@Suite("iPhone Duo: the strip's side")
struct FoldableStripSideTests {
  private func assumptions(trailing: Bool) -> Assumptions {
    var a = Assumptions()
    a.duoInnerStripTrailing = trailing
    return a
  }

  @Test func theDefaultIsTheModelsEarlierChoice() {
    #expect(Assumptions().duoInnerStripTrailing == false)
    #expect(FoldableDisplay.inner.stripSide(.landscapeRight) == .left)
    #expect(
      FoldableDisplay.inner.windowSafeAreaInsets(.landscapeRight)
        == Insets(top: 0, left: 84, bottom: 34, right: 0))
  }

  /// The probed `landscapeLeft` is on the right and the cover's printed
  /// `landscapeRight` on the left whatever the assumption; only the inner
  /// display's `landscapeRight` follows it.
  @Test(arguments: [false, true])
  func onlyTheInnerDisplaysLandscapeRightIsAChoice(trailing: Bool) {
    let a = assumptions(trailing: trailing)
    #expect(FoldableDisplay.inner.stripSide(.landscapeLeft, assumptions: a) == .right)
    #expect(
      FoldableDisplay.inner.stripSide(.landscapeRight, assumptions: a)
        == (trailing ? .right : .left))
    #expect(FoldableDisplay.inner.stripSide(.portrait, assumptions: a) == nil)
    #expect(FoldableDisplay.inner.stripSide(.portraitUpsideDown, assumptions: a) == nil)
    #expect(FoldableDisplay.cover.stripSide(.portrait, assumptions: a) == .right)
    #expect(FoldableDisplay.cover.stripSide(.landscapeLeft, assumptions: a) == .right)
    #expect(FoldableDisplay.cover.stripSide(.landscapeRight, assumptions: a) == .left)
    #expect(
      FoldableDisplay.inner.windowSafeAreaInsets(.landscapeRight, assumptions: a)
        == (trailing
          ? Insets(top: 0, left: 0, bottom: 34, right: 84)
          : Insets(top: 0, left: 84, bottom: 34, right: 0)))
  }

  /// Over every probed pose, both values of the assumption, both layout
  /// directions and each set of bars: the window's safe area, the strip's
  /// frame, `verticalBarEdge`, the system minimum margins, the root view's
  /// safe area and a corner-adapted region all put the strip on one side,
  /// the side the table of poses above names.
  @Test func everyValueThatDependsOnTheSideAgrees() throws {
    let displays: [(String, FoldableDisplay)] = [
      ("iPhone Duo (folded)", .cover), ("iPhone Duo (unfolded)", .inner),
    ]
    var checked = 0
    for (name, display) in displays {
      for orientation in [Orientation.portrait, .landscapeLeft, .landscapeRight] {
        for trailing in [false, true] {
          // The side as printed or chosen (Facts.duoStripSide, Facts.duoInnerStripSide).
          let expected: Side?
          switch (display, orientation) {
          case (.inner, .portrait): expected = nil
          case (.inner, .landscapeRight): expected = trailing ? .right : .left
          case (.cover, .landscapeRight): expected = .left
          default: expected = .right
          }
          for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            for (navigation, tab) in [(false, false), (false, true), (true, false), (true, true)] {
              var s = LayoutScene()
              let device: Device = try #require(DeviceCatalog.device(named: name))
              s.screen.device = device
              s.screen.orientation = orientation
              s.screen.iOSVersion = OSVersions.newest
              s.assumptions.duoInnerStripTrailing = trailing
              s.view.layoutDirection = direction
              if navigation { s.controller.navigationBar = .visible }
              if tab { s.controller.tabBar = .visible }
              s.regions.view = .rootView
              s.regions.layoutRegion = .safeArea(cornerAdaptation: .horizontal)
              let context =
                "\(name) \(orientation) trailing \(trailing) \(direction) "
                + "navigation \(navigation) tab \(tab)"
              #expect(s.problems().isEmpty, "\(context)")
              let r = s.resolve()
              #expect(r.screen.window.verticalBarSide == expected, "\(context)")
              let window = r.windowSafeAreaInsets
              let margins = r.systemMinimumLayoutMargins.absolute(in: direction)
              let region = try #require(r.regions.layoutRegionInsets, "\(context)")
              guard let side = expected else {
                #expect(r.screen.window.verticalBarFrame == nil, "\(context)")
                #expect(r.regions.verticalBarEdge == .unspecified, "\(context)")
                #expect(window.left == 0 && window.right == 0, "\(context)")
                #expect(margins.left == 20 && margins.right == 20, "\(context)")
                continue
              }
              let other = side.opposite
              #expect(window[side] == 84 && window[other] == 0, "\(context)")
              #expect(window.top == 0 && window.bottom == 34, "\(context)")
              let frame = try #require(r.screen.window.verticalBarFrame, "\(context)")
              #expect(frame.width == 84 && frame.height == r.screenSize.height, "\(context)")
              #expect(
                frame.minX == (side == .left ? 0 : r.screenSize.width - 84), "\(context)")
              let leading: Side = direction == .leftToRight ? .left : .right
              #expect(
                r.regions.verticalBarEdge == (side == leading ? .leading : .trailing),
                "\(context)")
              #expect(margins[side] == 0 && margins[other] == 20, "\(context)")
              #expect(
                r.rootSafeAreaInsets[side] == 84 && r.rootSafeAreaInsets[other] == 0,
                "\(context)")
              #expect(r.rootLayoutMargins[side] == 84, "\(context)")
              #expect(r.rootLayoutMargins[other] == 20, "\(context)")
              // The corner's clearance only on the side the strip leaves open.
              let clearance = display.cornerAdaptation.width
              #expect(region[side] == 84 && region[other] == clearance, "\(context)")
              checked += 1
            }
          }
        }
      }
    }
    // Five poses with a strip, two values, two directions, four sets of bars.
    #expect(checked == 5 * 2 * 2 * 4)
  }
}

@Suite("Layout regions")
struct LayoutRegionTests {
  private func insets(
    _ s: LayoutScene, _ region: LayoutRegion, view: RegionView = .rootView
  ) -> Insets? {
    var s = s
    s.regions.layoutRegion = region
    s.regions.view = view
    return s.resolve().regions.layoutRegionInsets
  }

  @Test func anAdaptationTakesTheLargerNotTheSum() throws {
    let wide = try scene("iPhone Duo (unfolded)", .landscapeLeft)
    #expect(
      insets(wide, .safeArea(cornerAdaptation: nil))
        == Insets(top: 0, left: 0, bottom: 34, right: 84))
    #expect(
      insets(wide, .safeArea(cornerAdaptation: .horizontal))
        == Insets(top: 0, left: 16, bottom: 34, right: 84))
    #expect(
      insets(wide, .safeArea(cornerAdaptation: .vertical))
        == Insets(top: 16, left: 0, bottom: 34, right: 84))
    #expect(
      insets(wide, .margins(cornerAdaptation: .horizontal))
        == Insets(top: 0, left: 20, bottom: 34, right: 84))
  }

  @Test func aViewAwayFromTheCornersIsNotAdapted() throws {
    let s = try scene("iPhone Duo (unfolded)", .landscapeLeft) {
      $0.view.frame = CGRect(x: 100, y: 100, width: 300, height: 200)
    }
    #expect(insets(s, .safeArea(cornerAdaptation: .horizontal), view: .view) == .zero)
  }

  @Test func anUnpublishedClearanceIsNoValue() throws {
    let phone = try scene("iPhone 17 Pro")
    #expect(insets(phone, .safeArea(cornerAdaptation: .horizontal)) == nil)
    #expect(
      insets(phone, .safeArea(cornerAdaptation: nil))
        == Insets(top: 62, left: 0, bottom: 34, right: 0))
    var given = phone
    given.assumptions.cornerAdaptation = 20
    #expect(
      insets(given, .safeArea(cornerAdaptation: .horizontal))
        == Insets(top: 62, left: 20, bottom: 34, right: 20))
    let controls = try scene(pad, .landscapeLeft) { $0.screen.windowFrame = window }
    #expect(insets(controls, .safeArea(cornerAdaptation: .horizontal)) == nil)
  }

  @Test func theControlsMakeTheLeadingTopCorner() throws {
    let s = try scene(pad, .landscapeLeft) {
      $0.screen.windowFrame = window
      $0.assumptions.windowControlsWidth = 80
      $0.view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    }
    #expect(
      insets(s, .safeArea(cornerAdaptation: .horizontal), view: .view)
        == Insets(top: 10, left: 80, bottom: 0, right: 0))
    #expect(
      insets(s, .safeArea(cornerAdaptation: .vertical), view: .view)
        == Insets(top: 40, left: 0, bottom: 0, right: 0))
    #expect(
      insets(s, .safeArea(cornerAdaptation: nil), view: .view)
        == Insets(top: 10, left: 0, bottom: 0, right: 0))
  }

  @Test func regionsArriveWithTheirOS() throws {
    let old = try scene("iPhone 16 Pro", version: 18)
    #expect(insets(old, .safeArea(cornerAdaptation: nil)) == nil)
    let ios26 = try scene("iPhone 16 Pro", version: 26.1)
    #expect(insets(ios26, .bar(onEdge: .bottom, extent: 83)) == nil)
    #expect(insets(ios26, .safeArea(cornerAdaptation: nil)) != nil)
  }

  @Test func aBarIsAStripAlongItsEdge() throws {
    let s = try scene("iPhone 17 Pro")
    #expect(
      insets(s, .bar(onEdge: .bottom, extent: 83)) == Insets(top: 791, left: 0, bottom: 0, right: 0)
    )
    #expect(
      insets(s, .bar(onEdge: .leading, extent: 500)) == Insets(top: 0, left: 0, bottom: 0, right: 0)
    )
    var rtl = s
    rtl.view.layoutDirection = .rightToLeft
    #expect(
      insets(rtl, .bar(onEdge: .leading, extent: 2))
        == Insets(top: 0, left: 400, bottom: 0, right: 0))
  }

  @Test func descriptionIsSwiftsSpelling() {
    #expect(LayoutRegion.safeArea(cornerAdaptation: nil).description == ".safeArea")
    #expect(
      LayoutRegion.margins(cornerAdaptation: .vertical).description
        == ".margins(cornerAdaptation: .vertical)")
    #expect(
      LayoutRegion.bar(onEdge: .trailing, extent: 84).description
        == ".bar(onEdge: .trailing, extent: 84)")
  }
}

@Suite("Reserved regions")
struct ReservedRegionTests {
  private let fold = ViewReservedRegion(
    "fold", .division, frame: CGRect(x: 455.5, y: 0, width: 40, height: 669),
    margins: Insets(top: 0, left: 20, bottom: 0, right: 20), isActive: false)
  private let camera = ViewReservedRegion(
    "camera", .occlusion, frame: nil, margins: nil, isActive: true)
  private let bounds = CGRect(x: 0, y: 0, width: 951, height: 669)

  @Test func theDefaultQueryKeepsTheActiveOnes() {
    let regions = [fold, camera]
    #expect(
      ReservedRegionRules.query(
        regions, kind: .division, options: .none, viewFrame: bounds, windowBounds: bounds)?.isEmpty
        == true)
    #expect(
      ReservedRegionRules.query(
        regions, kind: .division, options: .includeInactive, viewFrame: bounds, windowBounds: bounds
      )?.count == 1)
    #expect(
      ReservedRegionRules.query(
        regions, kind: .occlusion, options: .none, viewFrame: bounds, windowBounds: bounds)?.count
        == 1)
  }

  @Test func framesAreInTheViewsCoordinatesAndTouchingIsNotMeeting() {
    let view = CGRect(x: 400, y: 100, width: 300, height: 200)
    let found = ReservedRegionRules.query(
      [fold], kind: .division, options: .includeInactive, viewFrame: view, windowBounds: bounds)
    #expect(found?.first?.frame == CGRect(x: 55.5, y: -100, width: 40, height: 669))
    let touching = CGRect(x: 0, y: 0, width: 455.5, height: 669)
    #expect(
      ReservedRegionRules.query(
        [fold], kind: .division, options: .includeInactive, viewFrame: touching,
        windowBounds: bounds)?.isEmpty == true)
  }

  @Test func anUnpublishedFrameIsUnknownToAViewNotFillingTheWindow() {
    let part = CGRect(x: 0, y: 100, width: 300, height: 200)
    #expect(
      ReservedRegionRules.query(
        [camera], kind: .occlusion, options: .none, viewFrame: part, windowBounds: bounds) == nil)
  }

  @Test func swiftUIMirrorsInRightToLeftUnlessFixed() {
    let strip = ViewReservedRegion(
      "strip", .occlusion, frame: CGRect(x: 867, y: 0, width: 84, height: 120),
      margins: Insets(top: 0, left: 1, bottom: 0, right: 2), isActive: true)
    let mirrored = ReservedRegionRules.mirrored(
      [strip], width: 951, direction: .rightToLeft, mirroring: .mirrors)
    #expect(mirrored.first?.frame == CGRect(x: 0, y: 0, width: 84, height: 120))
    #expect(mirrored.first?.margins == Insets(top: 0, left: 2, bottom: 0, right: 1))
    #expect(
      ReservedRegionRules.mirrored([strip], width: 951, direction: .rightToLeft, mirroring: .fixed)
        == [strip])
    #expect(
      ReservedRegionRules.mirrored(
        [strip], width: 951, direction: .leftToRight, mirroring: .mirrors) == [strip])
  }

  @Test func whatEachDeviceReports() throws {
    func regions(_ s: LayoutScene) -> [ViewReservedRegion]? { s.reservedRegions(in: s.resolve()) }
    var book = try scene("iPhone Duo (unfolded)", .landscapeLeft) {
      $0.screen.window.hinge = .partiallyOpen
      $0.regions.reservedRegionKind = .division
    }
    #expect(regions(book)?.first?.isActive == true)
    book.screen.window.hinge = .fullyOpen
    #expect(regions(book)?.isEmpty == true)
    #expect(regions(try scene("iPhone Duo (folded)", .landscapeLeft)) == nil)
    #expect(regions(try scene("iPhone 11 Pro")) == nil)
    #expect(regions(try scene("iPhone SE (3rd generation)"))?.isEmpty == true)
    #expect(regions(try scene("iPhone 17 Pro"))?.first?.frame == nil)
    #expect(regions(try scene("iPhone 17 Pro", version: 26)) == nil)
    let island = CGRect(x: 138, y: 11, width: 126, height: 37)
    #expect(
      regions(try scene("iPhone 17 Pro") { $0.assumptions.dynamicIslandRegion = island })?.first?
        .frame == island)
  }
}
